import Foundation
import Testing

/// A child process run to its end: the one way the tests run `fontprobe`, Python, `swiftc` or any
/// other program. Both pipes are drained while the child runs, so a child writing more than a pipe
/// holds (64 KiB) to stdout or stderr cannot block; a child still running after its time limit is
/// killed and the test records an issue, so a hang fails the test instead of freezing CI.
struct ProcessRun: Sendable {
    /// The time limit of ``run(_:_:in:environment:timeout:sourceLocation:)`` unless given:
    /// 30 s, far above any single command's time on the fixtures (docs/development.md#tests).
    static let timeout: TimeInterval = 30

    /// The exit status; when ``exited`` is false, the signal that ended the process.
    var status: Int32
    /// False when the process was killed by a signal.
    var exited: Bool
    /// True when the process was killed at its time limit.
    var timedOut: Bool
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
        timeout: TimeInterval = timeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessRun {
        try run(
            Repository.binary, arguments, in: directory, environment: environment, timeout: timeout,
            sourceLocation: sourceLocation)
    }

    /// Runs `executable` with `arguments`, stdin from /dev/null, in `directory` (the tests' own
    /// when `nil`), with `environment` added to (or replacing) the tests' variables; after
    /// `timeout` seconds kills it and records an issue.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = timeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
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
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            Issue.record(
                "\(([executable] + arguments).joined(separator: " ")) did not finish within \(Int(timeout)) s; killed",
                sourceLocation: sourceLocation)
        }
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus, exited: process.terminationReason == .exit, timedOut: timedOut,
            stdoutBytes: [UInt8](stdout.data()), stderr: String(decoding: stderr.data(), as: UTF8.self))
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
    /// Runs `fontprobe` with `arguments` (``ProcessRun/fontprobe(_:in:environment:timeout:sourceLocation:)``).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: TimeInterval = ProcessRun.timeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CommandResult {
        try ProcessRun.fontprobe(
            arguments, in: directory, environment: environment, timeout: timeout, sourceLocation: sourceLocation)
    }
}
