import ArgumentParser
import FontProbe

extension FontProbeCommand {
    struct Init: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a commented starter fontprobe.yml for the fonts under its directory (by default the current one).",
            discussion: """
                Hidden directories, node_modules, Pods, Carthage and DerivedData are not searched. \
                Exit codes: 0 written; 64 the file exists (give --force to replace it); 66 no font found; \
                74 the file could not be written.
                """
        )

        @Option(help: ArgumentHelp("The configuration file to write.", valueName: "file"))
        var config: String = CheckConfiguration.defaultFileName

        @Flag(help: "Replace the configuration file if it exists.")
        var force = false

        func run() async throws {
            let outcome = await InitRun(configuration: config, force: force).run()
            Diagnostics.print(outcome.diagnostics)
            if outcome.status != .success { throw outcome.status.exitCode }
        }
    }
}
