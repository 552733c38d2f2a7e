import ArgumentParser
import FontProbe
import Foundation

/// `--output`, declared once for every reporting command.
struct OutputOption: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write the report to this file instead of stdout ('-' is stdout).", valueName: "file"),
        completion: .file())
    var output: String?

    /// The file to write, or `nil` for stdout (no `--output`, or `-o -`).
    var file: String? { output == "-" ? nil : output }

    /// Whether the report may be coloured: it goes to a terminal that wants colour.
    var wantsColor: Bool { file == nil && Terminal.wantsColor(STDOUT_FILENO) }

    /// Ends a command with the outcome of its run: its diagnostics on stderr, its report (when it
    /// made one) to `--output` or stdout, then its exit status.
    func finish(_ outcome: RunOutcome) throws {
        Diagnostics.print(outcome.diagnostics)
        // Nothing read: the reasons are on stderr, and `-o` gets no file (docs/exit-codes.md).
        if let report = outcome.report, !(outcome.nothingRead && file != nil) { try write(bytes: report) }
        if outcome.status != .success { throw outcome.status.exitCode }
    }

    /// Writes what `render` returns to `--output`, in place (through symlinks, to devices, never
    /// by renaming over the path), or to stdout.
    /// - Throws: ``ExitStatus/cannotWrite`` after saying why on stderr.
    func write(_ render: () throws -> String) throws {
        let text: String
        do {
            text = try render()
        } catch {
            Diagnostics.error("cannot encode the report: \(error)")
            throw ExitStatus.cannotWrite.exitCode
        }
        try write(bytes: Data(text.utf8))
    }

    /// Writes `bytes` (a report or a picture) to `--output`, or to stdout, as they are (a report of
    /// a font library is megabytes: it is not copied again).
    ///
    /// A regular file (or a new one) is written whole or not at all: to a temporary file beside it,
    /// then renamed over it, so a failed write leaves the old report as it was; through a symbolic
    /// link, the file it points to is replaced and the link kept. Anything else, a device or a pipe
    /// (`/dev/stdout`), is written in place (docs/security.md#other-output).
    /// - Throws: ``ExitStatus/cannotWrite`` after saying why on stderr.
    func write(bytes: some DataProtocol) throws {
        do {
            if let file {
                try AtomicFile.replace(file, with: bytes)
            } else {
                try FileHandle.standardOutput.write(contentsOf: bytes)
            }
        } catch {
            Diagnostics.error("cannot write \(file.map { "'\($0)'" } ?? "stdout"): \(SystemReason.of(error, writing: file))")
            throw ExitStatus.cannotWrite.exitCode
        }
    }
}
