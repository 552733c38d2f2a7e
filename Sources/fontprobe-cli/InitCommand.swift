import ArgumentParser
import FontProbe
import Foundation

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

        /// Directories whose fonts belong to someone else's package or build.
        static let ignoredDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

        func run() async throws {
            if !force && FileManager.default.fileExists(atPath: config) {
                Diagnostics.error("'\(config)' already exists; give --force to replace it")
                throw ExitStatus.usage.exitCode
            }
            // Fonts are found, and written, relative to the directory the configuration goes in.
            let directory = CheckConfiguration.directory(of: config)
            let selection = FontSelection(patterns: [.init(".", keyPath: "")], directory: directory)
            let paths = selection.files.map(\.relativePath).filter { path in
                !path.split(separator: "/").dropLast().contains {
                    $0.hasPrefix(".") || Self.ignoredDirectories.contains(String($0))
                }
            }
            guard let first = paths.first else {
                Diagnostics.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found under '\(directory.isEmpty ? "." : directory)'")
                throw ExitStatus.noInput.exitCode
            }
            let read = FontReader().read([FontSelection.join(directory, first)])
            let starter = StarterConfiguration(
                fontPaths: paths, example: read.faces.first.map { (path: first, face: $0) })
            do {
                try Data(starter.text.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
            } catch {
                Diagnostics.error("cannot write '\(config)': \(error.localizedDescription)")
                throw ExitStatus.cannotWrite.exitCode
            }
            Diagnostics.note(
                "wrote \(config) for \(paths.count) font file\(paths.count == 1 ? "" : "s"); "
                    + "next: `fontprobe check\(config == CheckConfiguration.defaultFileName ? "" : " --config \(config)")"
                    + " --update-baseline`, then commit both files")
        }
    }
}
