import ArgumentParser
import FontProbe

/// The exit codes users and CI scripts rely on (docs/exit-codes.md). Reached only by throwing.
enum ExitCodes {
    /// Everything was read and reported.
    static let success = ExitCode(0)
    /// `check` failed: a finding at or above the failing severity, or drift.
    static let checkFailed = ExitCode(1)
    /// Some inputs could not be read; the rest were still reported.
    static let unreadableInput = ExitCode(2)
    /// Bad arguments or configuration (also what argument-parser uses for `ValidationError`).
    static let usage = ExitCode(64)
    /// An input path does not exist.
    static let noInput = ExitCode(66)
    /// The report could not be written.
    static let cannotWrite = ExitCode(74)

    /// The exit code for a run that hit `errors`: the most specific wins
    /// (usage, then a missing input, then an unreadable font).
    static func forReadErrors(_ errors: [FontReadError]) -> ExitCode {
        if errors.contains(where: { $0.kind == .invalidSelection }) { return usage }
        if errors.contains(where: { $0.kind == .notFound }) { return noInput }
        return errors.isEmpty ? success : unreadableInput
    }
}
