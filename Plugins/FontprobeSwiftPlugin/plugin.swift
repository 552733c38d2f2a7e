import Foundation
import PackagePlugin

/// Generates `Fonts.swift` for a source module from the fonts its `fontprobe.yml` names, at build
/// time (docs/commands/swift.md#in-a-swift-package): `fontprobe swift --config fontprobe.yml
/// --access internal -o Fonts.swift` in the plugin's work directory. The configuration is the one in
/// the target's directory, else the one at the package root. The build runs again when the
/// configuration or a font file under its directory or the target's directory changes.
@main
struct FontprobeSwiftPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let targetDirectory = module.directoryURL
        let packageDirectory = context.package.directoryURL
        let candidates = [
            targetDirectory.appending(path: "fontprobe.yml"),
            packageDirectory.appending(path: "fontprobe.yml"),
        ]
        guard
            let config = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
            })
        else {
            Diagnostics.error(
                "FontprobeSwiftPlugin: no fontprobe.yml in \(targetDirectory.path(percentEncoded: false)) "
                    + "or \(packageDirectory.path(percentEncoded: false))")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "Fonts.swift")
        let fonts = Self.fontFiles(under: [config.deletingLastPathComponent(), targetDirectory])
        return [
            .buildCommand(
                displayName: "fontprobe swift: Fonts.swift for \(target.name)",
                // The tool is the executable target this plugin depends on, so it has the target's name.
                executable: try context.tool(named: "fontprobe-cli").url,
                arguments: [
                    "swift", "--config", config.path(percentEncoded: false), "--access", "internal",
                    "-o", output.path(percentEncoded: false),
                ],
                inputFiles: [config] + fonts,
                outputFiles: [output]
            )
        ]
    }

    /// The font files under the directories (the extensions docs/fonts.md lists), each once, sorted
    /// by path; hidden files and folders (`.build`) are skipped.
    static func fontFiles(under directories: [URL]) -> [URL] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]
        var found: [String: URL] = [:]
        for directory in directories {
            guard
                let files = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files {
                if extensions.contains(file.pathExtension.lowercased()) {
                    let resolved = file.standardizedFileURL
                    found[resolved.path(percentEncoded: false)] = resolved
                }
            }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }
}
