import FontProbeModel
import Foundation

/// The exit statuses users and CI scripts rely on (docs/exit-codes.md).
public enum ExitStatus: Int32, Error, Sendable, Hashable {
    /// Everything was read and reported.
    case success = 0
    /// `check` failed: a finding at or above the failing severity, or drift.
    case checkFailed = 1
    /// Some inputs could not be read; the rest were still reported.
    case unreadableInput = 2
    /// Bad arguments or configuration.
    case usage = 64
    /// An input path does not exist.
    case noInput = 66
    /// The report could not be written.
    case cannotWrite = 74

    /// The status of a run that hit `errors`: the most specific wins (usage, then a missing
    /// input, then an unreadable font).
    package static func forReadErrors(_ errors: [FontReadError]) -> ExitStatus {
        if errors.contains(where: { $0.kind == .invalidSelection }) { return .usage }
        if errors.contains(where: { $0.kind == .notFound }) { return .noInput }
        return errors.isEmpty ? .success : .unreadableInput
    }
}

/// A line for stderr: an error, or a note about something passed over.
public struct Diagnostic: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case error
        case note
    }

    public var kind: Kind
    /// One sentence naming the file and what is wrong, as it was made; shown escaped.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// What a run of a command made: the report to write, as bytes (text in UTF-8, or a PNG; none
/// when the run stopped before it), the lines for stderr, in order, and the exit status.
public struct RunOutcome: Sendable {
    public var report: Data?
    public var diagnostics: [Diagnostic]
    public var status: ExitStatus
    /// Not one face could be read: the report says only that, so no file is made for it
    /// (docs/exit-codes.md); stdout still gets it, for the scripts that read it.
    public var nothingRead = false

    public init(report: Data?, diagnostics: [Diagnostic], status: ExitStatus) {
        self.report = report
        self.diagnostics = diagnostics
        self.status = status
    }
}

/// The diagnostics of one run, collected in order.
final class RunLog {
    private(set) var lines: [Diagnostic] = []
    /// Set by a run none of whose inputs could be read (``RunOutcome/nothingRead``).
    var nothingRead = false

    func error(_ message: String) { lines.append(Diagnostic(.error, message)) }
    func note(_ message: String) { lines.append(Diagnostic(.note, message)) }

    /// `report` rendered, as UTF-8, or, when it cannot be encoded, an error and ``ExitStatus/cannotWrite``.
    func rendered(_ render: () throws -> String) throws(ExitStatus) -> Data {
        try rendered { Data(try render().utf8) }
    }

    /// ``rendered(_:)`` for a renderer that gives the report's bytes.
    func rendered(_ render: () throws -> Data) throws(ExitStatus) -> Data {
        do {
            return try render()
        } catch {
            self.error("cannot encode the report: \(error)")
            throw .cannotWrite
        }
    }

    /// The outcome of `body`: its report and status, or the status it stopped with.
    static func outcome(_ body: (RunLog) async throws(ExitStatus) -> (report: Data?, status: ExitStatus)) async
        -> RunOutcome
    {
        let log = RunLog()
        do {
            let (report, status) = try await body(log)
            var outcome = RunOutcome(report: report, diagnostics: log.lines, status: status)
            outcome.nothingRead = log.nothingRead
            return outcome
        } catch {
            return RunOutcome(report: nil, diagnostics: log.lines, status: error)
        }
    }
}

/// The progress line `audit` draws on a terminal: `auditing: 40/100 files`, and from 0.2 s on (`elapsed`,
/// seconds) the rate and, until the last file, the whole seconds left at that rate:
/// `auditing: 40/100 files, 200 files/s, about 1 s left`.
package func progressLine(done: Int, total: Int, elapsed: Double) -> String {
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var line = "auditing: \(done)/\(total) files"
    if elapsed >= 0.2, rate > 0 {
        line += String(format: ", %.0f files/s", rate)
        let left = Double(total - done) / rate
        line += done < total ? ", about \(Int(saturating: left.rounded(.up))) s left" : ""
    }
    return line
}

/// Told how reading the fonts of a run goes (a progress line on a terminal).
public protocol ReadProgress: Sendable {
    /// Reading starts: `files` files to read.
    func started(files: Int) async
    /// One more file has been read.
    func fileRead() async
    /// Every file has been read.
    func finished() async
}
