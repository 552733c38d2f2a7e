import ArgumentParser
import FontProbe

/// The exit codes users and CI scripts rely on (docs/exit-codes.md) are the library's
/// ``ExitStatus``; a command reaches one only by throwing it as an `ExitCode`.
extension ExitStatus {
    var exitCode: ExitCode { ExitCode(rawValue) }
}
