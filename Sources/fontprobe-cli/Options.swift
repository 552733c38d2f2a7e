import ArgumentParser
import FontProbe

/// A comma-separated list of positive numbers: `12,17,24` or `33.5`.
struct NumberList: ExpressibleByArgument {
    var values: [Double]

    init?(argument: String) {
        var values: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
                return nil
            }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

extension OutputFormat: ExpressibleByArgument {}

/// `--format` and `--output`, shared by every reporting command.
struct OutputOptions: ParsableArguments {
    @Option(help: "Report format.")
    var format: OutputFormat = .text

    @Option(name: [.short, .long], help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    /// Writes `report` to `--output` or stdout.
    func write(_ report: String) throws {
        guard let output else {
            print(report, terminator: "")
            return
        }
        do {
            try report.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            Diagnostics.error("cannot write '\(output)': \(error.localizedDescription)")
            throw ExitCodes.cannotWrite
        }
    }
}
