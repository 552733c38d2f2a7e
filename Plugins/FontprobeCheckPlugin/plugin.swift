import Foundation
import PackagePlugin

/// `swift package fontprobe-check [ARGUMENTS...]`: runs `fontprobe check --config fontprobe.yml` on
/// the package it is used in (docs/commands/check.md#in-a-swift-package), from the package's
/// directory so that every path in the report is relative to it. The arguments are passed on to
/// `check` (`--format xcode`, `--update-baseline`, …); its output is shown as it comes, and the
/// plugin fails, with check's exit code in the message, when check fails.
@main
struct FontprobeCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.check(tool: Self.tool(context.tool(named:)), in: context.package.directoryURL, arguments)
    }

    /// fontprobe: the binary target `fontprobe` of the prebuilt plugins (docs/install.md), or the
    /// executable target `fontprobe-cli` of the source package, whichever this plugin depends on.
    static func tool(_ named: (String) throws -> PluginContext.Tool) throws -> URL {
        try (try? named("fontprobe"))?.url ?? named("fontprobe-cli").url
    }

    /// How this plugin's users update the lockfile: the plugin passes `--update-baseline` on, and
    /// writing `fontprobe.lock.json` into the package needs SwiftPM's permission.
    static let updateCommand = "swift package --allow-writing-to-package-directory fontprobe-check --update-baseline"

    /// Runs `check` in `directory` with its `fontprobe.yml`; throws when it fails.
    static func check(tool: URL, in directory: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = directory
        process.arguments = ["check", "--config", "fontprobe.yml"] + arguments
        // check's messages name the plugin's way to update the lockfile, not a fontprobe its users
        // may not have.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["FONTPROBE_UPDATE_BASELINE_COMMAND": updateCommand]) { $1 }
        // Standard output and error are the plugin's own, so the report streams through unchanged.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // Thrown, not only reported, so `swift package` exits non-zero.
            let how =
                process.terminationReason == .exit
                ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            let update =
                process.terminationStatus == 1 && !arguments.contains("--update-baseline")
                ? "; if the fonts changed on purpose, `\(updateCommand)` records them" : ""
            throw FontprobeCheckFailure(
                message: "fontprobe check failed (\(how)); see its report (docs/exit-codes.md)\(update)")
        }
    }
}

/// What the plugin throws when `fontprobe check` fails, so `swift package` exits non-zero.
struct FontprobeCheckFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project (File > Packages, or the project's context menu): the same check, with
    /// the `fontprobe.yml` at the project's root and paths relative to it.
    extension FontprobeCheckPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.check(tool: Self.tool(context.tool(named:)), in: context.xcodeProject.directoryURL, arguments)
        }
    }
#endif
