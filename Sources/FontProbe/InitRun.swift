import FontProbeModel
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe init`: a commented starter fontprobe.yml for the fonts under the directory it goes
/// in (docs/commands/init.md). The run writes the file itself; its outcome has no report, only
/// notes: each file passed over, and what to do next.
package struct InitRun: Sendable {
    /// The configuration file to write.
    package var configuration: String
    /// Replace the file if it exists.
    package var force: Bool

    /// Directories whose fonts belong to someone else's package or build.
    static let ignoredDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

    package init(configuration: String, force: Bool) {
        self.configuration = configuration
        self.force = force
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            let config = configuration
            if !force && FileManager.default.fileExists(atPath: config) {
                log.error("'\(config)' already exists; give --force to replace it")
                throw .usage
            }
            // Fonts are found, and written, relative to the directory the configuration goes in.
            let directory = CheckConfiguration.directory(of: config)
            let selection = FontSelection(patterns: [.init(".", keyPath: "")], directory: directory)
            let paths = selection.files.map(\.relativePath).filter { path in
                !FileName.components(path).dropLast().contains {
                    FileName.isHidden($0) || Self.ignoredDirectories.contains($0)
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
                    log.note("skipped '\(FileName.displayed(path))': \(reason)")
                }
            }
            guard !fonts.isEmpty else {
                log.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found under '\(directory.isEmpty ? "." : directory)'"
                        + (notFonts.isEmpty ? "" : " that open as fonts"))
                throw .noInput
            }
            let tokens = TokensFiles.find(under: directory, skipping: Self.ignoredDirectories)
            let starter = StarterConfiguration(fontPaths: fonts, example: example, notFonts: notFonts, tokensFiles: tokens)
            do {
                try Data(starter.text.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
            } catch {
                log.error("cannot write '\(config)': \(error.localizedDescription)")
                throw .cannotWrite
            }
            log.note(
                "wrote \(config) for \(fonts.count) font file\(fonts.count == 1 ? "" : "s"); "
                    + "next: `fontprobe check\(config == CheckConfiguration.defaultFileName ? "" : " --config \(config)")"
                    + " --update-baseline`, then commit both files")
            return (nil, .success)
        }
    }
}
