import Foundation
import Testing

/// A child process run to its end: the one way the tests run `fontprobe`, Python, `swiftc` or any
/// other program. Both pipes are drained while the child runs, so a child writing more than a pipe
/// holds (64 KiB) to stdout or stderr cannot block. Two guards end a child that would not end, and
/// the test records an issue naming the command, so a runaway fails its test instead of freezing CI:
/// a limit on the child's processor time, which the kernel enforces (`ulimit -t`: SIGXCPU, then
/// SIGKILL a second later) and which does not depend on how busy the machine is, and a wall-clock
/// hang guard of at least 10 minutes for a child that waits without working (a FIFO, a lock, a
/// read from a pipe). No test passes or fails on the time it takes.
struct ProcessRun: Sendable {
    /// The processor-time limit of ``run(_:_:in:environment:cpuLimit:timeout:sourceLocation:)``
    /// unless given, in seconds of user and system time of the child (all its threads): 120 s, over
    /// 10 times the most any one `fontprobe` command of the suite takes on a debug build. Measured on
    /// 2 cores with the whole suite running (`/usr/bin/time` around each of the suite's 1,269
    /// `fontprobe` runs through `FONTPROBE_BIN`, 75 s in all): the most is 5.3 s, `audit` of
    /// `FPCharstringBomb-48.ttc`, which fontprobe's own budget of 10 s of glyph time a file bounds
    /// (so even that is 12 times under the limit); the next are 3.1 s and 2.3 s (`audit --instances
    /// named` of forged variable collections), then 1.1 s. docs/development.md#tests.
    static let cpuLimit = 120

    /// The wall-clock hang guard of ``run(_:_:in:environment:cpuLimit:timeout:sourceLocation:)``
    /// unless given: 600 s. A child that works is ended by ``cpuLimit`` long before, however busy the
    /// machine; this guard is for one that waits.
    static let timeout: TimeInterval = 600

    /// The exit status; when ``exited`` is false, the signal that ended the process.
    var status: Int32
    /// False when the process was killed by a signal.
    var exited: Bool
    /// True when the process was killed by one of its guards: past its wall-clock hang guard, or
    /// past its processor-time limit (then ``overCPULimit`` is true too).
    var timedOut: Bool
    /// True when the kernel ended the process at its processor-time limit (SIGXCPU, or SIGKILL a
    /// second later).
    var overCPULimit: Bool
    /// What the process wrote to stdout, as written (a PNG, say).
    var stdoutBytes: [UInt8]
    /// What it wrote to stderr, as UTF-8.
    var stderr: String

    /// stdout as UTF-8 text.
    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }

    /// stderr split into lines, without the empty string after the final newline.
    var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Runs the built `fontprobe` (``Repository/binary``) with `arguments`.
    static func fontprobe(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        cpuLimit: Int = cpuLimit, timeout: TimeInterval = timeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessRun {
        try run(
            Repository.binary, arguments, in: directory, environment: environment, cpuLimit: cpuLimit,
            timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Runs a compiler, a build or a formatter (`swiftc`, `swift build`, `swift format`), far
    /// slower than `fontprobe`: each of its processes may use 600 s of processor time (the limit is
    /// per process, and a compiler's jobs are processes of their own), under a 30-minute hang guard.
    static func compiler(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessRun {
        try run(
            executable, arguments, in: directory, environment: environment, cpuLimit: 600, timeout: 1800,
            sourceLocation: sourceLocation)
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null, in `directory` (the tests' own
    /// when `nil`), with `environment` added to (or replacing) the tests' variables. The child is
    /// started by `/bin/sh`, which sets its processor-time limit to `cpuLimit` seconds and then
    /// becomes it (`exec`, so the child keeps the shell's process id and signals); the kernel ends it
    /// with SIGXCPU past the limit. A child still running after `timeout` seconds of wall clock is
    /// killed (SIGKILL). Either way the test records an issue naming the command.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        cpuLimit: Int = cpuLimit, timeout: TimeInterval = timeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The kernel sends SIGXCPU at the soft limit and SIGKILL at the hard one, a second later: a
        // child of the test runner may inherit SIGXCPU ignored or blocked (a busy loop run here
        // outlived its soft limit by 10 minutes), SIGKILL it cannot. SIGXCPU dumps core, so no core
        // file is left in the test's folder (`-c 0`). `$0` is the program, `$@` its arguments.
        let limits = "ulimit -S -c 0 && ulimit -t \(cpuLimit + 1) && ulimit -S -t \(cpuLimit)"
        process.arguments = ["-c", "\(limits) && exec \"$0\" \"$@\"", executable] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let stdout = Drain(out.fileHandleForReading)
        let stderr = Drain(err.fileHandleForReading)
        let command = ([executable] + arguments).joined(separator: " ")
        var hung = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            hung = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            Issue.record(
                "\(command) did not finish within \(timeout.formatted()) s of wall clock; killed",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        let exited = process.terminationReason == .exit
        // SIGKILL that this runner did not send: the hard limit (or, rarely, the system's
        // out-of-memory killer, which the message allows for).
        let overCPULimit =
            !hung && !exited && [SIGXCPU, SIGKILL].contains(process.terminationStatus)
        if overCPULimit {
            let signal = process.terminationStatus == SIGXCPU ? "SIGXCPU" : "SIGKILL; or the system ran out of memory"
            Issue.record(
                "\(command) used more than \(cpuLimit) s of processor time; the kernel ended it (\(signal))",
                sourceLocation: sourceLocation)
        }
        return ProcessRun(
            status: process.terminationStatus, exited: exited, timedOut: hung || overCPULimit,
            overCPULimit: overCPULimit, stdoutBytes: [UInt8](stdout.data()),
            stderr: String(decoding: stderr.data(), as: UTF8.self))
    }

    /// Reads a pipe to its end on its own thread, so that the two pipes of a child are read at once.
    private final class Drain: @unchecked Sendable {
        // Written once on the reading thread before `done` is signalled, read only after waiting
        // for it: the semaphore orders the two.
        private var bytes = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread {
                self.bytes = handle.readDataToEndOfFile()
                self.done.signal()
            }
        }

        func data() -> Data {
            done.wait()
            return bytes
        }
    }
}

/// What the tests of the command line get back from the binary.
typealias CommandResult = ProcessRun

/// The built binary, as the command-line tests run it.
enum CLI {
    /// Runs `fontprobe` with `arguments` (``ProcessRun/fontprobe(_:in:environment:cpuLimit:timeout:sourceLocation:)``).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        cpuLimit: Int = ProcessRun.cpuLimit, timeout: TimeInterval = ProcessRun.timeout,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CommandResult {
        try ProcessRun.fontprobe(
            arguments, in: directory, environment: environment, cpuLimit: cpuLimit, timeout: timeout,
            sourceLocation: sourceLocation)
    }
}
