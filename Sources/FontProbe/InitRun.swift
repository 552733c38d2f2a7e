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
                    if example == nil && FileName.isText(path) { example = (path: path, face: face) }
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
            // A YAML file is text: a path with a byte that is not UTF-8 cannot be written in it so that
            // `check` reads it back (docs/security.md#what-init-writes).
            for entry in starter.unwritable {
                log.note(
                    "left '\(entry)' out of \(config): its name is not UTF-8, and YAML is text that cannot hold it; "
                        + "rename it to check it")
            }
            guard !starter.patterns.isEmpty else {
                log.error("no font file found under '\(directory.isEmpty ? "." : directory)' has a path \(config) can hold")
                throw .noInput
            }
            do {
                try Data(starter.text.utf8).write(to: URL(fileURLWithPath: config), options: .atomic)
            } catch {
                log.error("cannot write '\(config)': \(error.localizedDescription)")
                throw .cannotWrite
            }
            log.note(
                "wrote \(config) for \(starter.writtenFontCount) font file\(starter.writtenFontCount == 1 ? "" : "s"); "
                    + "next: `fontprobe check\(config == CheckConfiguration.defaultFileName ? "" : " --config \(config)")"
                    + " --update-baseline`, then commit both files")
            return (nil, .success)
        }
    }
}
