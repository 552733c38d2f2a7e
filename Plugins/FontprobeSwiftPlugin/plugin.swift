import Foundation
import PackagePlugin

/// Generates `Fonts.swift` for a source module from the fonts its `fontprobe.yml` names, at build
/// time (docs/commands/swift.md#in-a-swift-package): `fontprobe swift --config fontprobe.yml
/// --access internal -o Fonts.swift` in the plugin's work directory. The configuration is the one in
/// the target's directory, else the one at the package root. The build runs again when the
/// configuration, a font file or a design tokens file (`*.tokens`, `*.tokens.json`, `tokens.json`)
/// under its directory or the target's directory changes. The header names the fonts relative to
/// the configuration's directory, so the file is the same on every machine.
@main
struct FontprobeSwiftPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // A target with resources has Bundle.module, where its fonts are when it bundles them.
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        return try Self.commands(
            tool: Self.tool(context.tool(named:)), targetName: target.name, targetDirectory: module.directoryURL,
            rootDirectory: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
            bundle: hasResources ? "module" : "main")
    }

    /// fontprobe: the binary target `fontprobe` of the prebuilt plugins (docs/install.md), or the
    /// executable target `fontprobe-cli` of the source package, whichever this plugin depends on.
    static func tool(_ named: (String) throws -> PluginContext.Tool) throws -> URL {
        try (try? named("fontprobe"))?.url ?? named("fontprobe-cli").url
    }

    /// The build command for a target in `targetDirectory` of a package or project at
    /// `rootDirectory`, writing into `workDirectory`; none, with an error, without a configuration.
    /// `inputs`, when given, are the files whose change rebuilds it; else the fonts and tokens
    /// files under the configuration's and the target's directories.
    static func commands(
        tool: URL, targetName: String, targetDirectory: URL, rootDirectory packageDirectory: URL, workDirectory: URL,
        bundle: String, inputs: [URL]? = nil
    ) -> [Command] {
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
        let output = workDirectory.appending(path: "Fonts.swift")
        let fonts = inputs ?? Self.inputFiles(under: [config.deletingLastPathComponent(), targetDirectory])
        return [
            .buildCommand(
                displayName: "fontprobe swift: Fonts.swift for \(targetName)",
                executable: tool,
                arguments: [
                    "swift", "--config", config.path(percentEncoded: false), "--access", "internal", "--bundle", bundle,
                    "-o", output.path(percentEncoded: false),
                ],
                inputFiles: [config] + fonts,
                outputFiles: [output]
            )
        ]
    }

    /// The font files (the extensions docs/fonts.md lists) and design tokens files under the
    /// directories, each once, sorted by path; hidden files and folders (`.build`) are skipped.
    static func inputFiles(under directories: [URL]) -> [URL] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "tokens"]
        var found: [String: URL] = [:]
        for directory in directories {
            guard
                let files = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files {
                let name = file.lastPathComponent.lowercased()
                if extensions.contains(file.pathExtension.lowercased()) || name.hasSuffix(".tokens.json")
                    || name == "tokens.json"
                {
                    let resolved = file.standardizedFileURL
                    found[resolved.path(percentEncoded: false)] = resolved
                }
            }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project's target (Build Phases > Run Build Tool Plug-ins): the same file, from the
    /// `fontprobe.yml` at the project's root; it is made again when one of the target's font or tokens
    /// files changes (the project's whole tree, Pods and build folders included, is not searched).
    extension FontprobeSwiftPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let root = context.xcodeProject.directoryURL
            let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "tokens", "json"]
            let inputs = target.inputFiles.map(\.url).filter { extensions.contains($0.pathExtension.lowercased()) }
            return Self.commands(
                tool: try Self.tool(context.tool(named:)), targetName: target.displayName, targetDirectory: root,
                rootDirectory: root, workDirectory: context.pluginWorkDirectoryURL, bundle: "main", inputs: inputs)
        }
    }
#endif
