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
            // Only files that open as fonts count: a text file named .ttf is said and passed over.
            var fonts: [String] = []
            var notFonts: [String] = []
            var example: (path: String, face: FontFace)?
            let reader = FontReader()
            for path in paths {
                let read = reader.read([FontSelection.join(directory, path)])
                if let face = read.faces.first {
                    fonts.append(path)
                    if example == nil { example = (path: path, face: face) }
                } else {
                    notFonts.append(path)
                    let reason = read.errors.first.map(\.reason) ?? "it has no face"
                    Diagnostics.note("skipped '\(FileName.displayed(path))': \(reason)")
                }
            }
            guard !fonts.isEmpty else {
                Diagnostics.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found under '\(directory.isEmpty ? "." : directory)'"
                        + (notFonts.isEmpty ? "" : " that open as fonts"))
                throw ExitStatus.noInput.exitCode
            }
            let starter = StarterConfiguration(fontPaths: fonts, example: example, notFonts: notFonts)
            do {
                try Data(starter.text.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
            } catch {
                Diagnostics.error("cannot write '\(config)': \(error.localizedDescription)")
                throw ExitStatus.cannotWrite.exitCode
            }
            Diagnostics.note(
                "wrote \(config) for \(fonts.count) font file\(fonts.count == 1 ? "" : "s"); "
                    + "next: `fontprobe check\(config == CheckConfiguration.defaultFileName ? "" : " --config \(config)")"
                    + " --update-baseline`, then commit both files")
        }
    }
}
