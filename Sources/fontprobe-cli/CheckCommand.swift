import ArgumentParser
import FontProbe
import Foundation

extension FontProbeCommand {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Fail the build when fonts break fontprobe.yml's rules or expectations, or drift from the baseline.",
            discussion: """
                Reads fontprobe.yml (see `fontprobe init`), audits every font it names, checks the \
                expectations, compares the metrics with the baseline lockfile, and with app: compares the \
                app's UIAppFonts with the fonts. Exit codes: 0 passed; 1 a finding at or above failOn, an \
                unmet expectation, drift, or an app font missing or unlisted; 2 a font could not be read; \
                64 a bad configuration, Info.plist or usage; 66 no configuration, or a font path or \
                Info.plist that does not exist; 74 the report or the lockfile could not be written.
                """
        )

        @Option(
            help: ArgumentHelp("The configuration file.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String = CheckConfiguration.defaultFileName

        @Flag(help: "Write the baseline lockfile from the fonts as they are now, instead of comparing with it.")
        var updateBaseline = false

        @Flag(
            help:
                "List the drift of the history columns too (capInsetArticle, capInsetNaive), which follows from values always compared."
        )
        var history = false

        @OptionGroup var format: FormatOption<CheckFormat>

        @OptionGroup var output: OutputOption

        @OptionGroup var jobs: JobsOption

        func run() async throws {
            var check = CheckRun(configurationPath: config, format: format.format, jobs: jobs.jobs)
            check.updateBaseline = updateBaseline
            check.history = history
            check.color = output.wantsColor
            // The package plugin names its own way to update the lockfile there.
            check.environment = ProcessInfo.processInfo.environment
            try output.finish(await check.run())
        }
    }
}
