import ArgumentParser
import FontProbe

/// The exit codes users and CI scripts rely on (docs/exit-codes.md, ``ExitStatus``). Reached only
/// by throwing.
enum ExitCodes {
    static let success = ExitCode(ExitStatus.success.rawValue)
    static let checkFailed = ExitCode(ExitStatus.checkFailed.rawValue)
    static let unreadableInput = ExitCode(ExitStatus.unreadableInput.rawValue)
    static let usage = ExitCode(ExitStatus.usage.rawValue)
    static let noInput = ExitCode(ExitStatus.noInput.rawValue)
    static let cannotWrite = ExitCode(ExitStatus.cannotWrite.rawValue)

    /// The exit code for a run that hit `errors` (``ExitStatus/forReadErrors(_:)``).
    static func forReadErrors(_ errors: [FontReadError]) -> ExitCode {
        ExitCode(ExitStatus.forReadErrors(errors).rawValue)
    }
}
