import Foundation
import PackagePlugin

/// `swift package fontprobe-check [ARGUMENTS...]`: runs `fontprobe check --config fontprobe.yml` on
/// the package it is used in (docs/commands/check.md#in-a-swift-package). The arguments are passed on
/// to `check` (`--format github`, `--update-baseline`, …); its output is shown as it comes, and the
/// plugin fails, with check's exit code in the message, when check fails.
@main
struct FontprobeCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The tool is the executable target this plugin depends on, so it has the target's name.
        let tool = try context.tool(named: "fontprobe-cli")
        let config = context.package.directoryURL.appending(path: "fontprobe.yml")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check", "--config", config.path(percentEncoded: false)] + arguments
        // Standard output and error are the plugin's own, so the report streams through unchanged.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // Thrown, not only reported, so `swift package` exits non-zero.
            let how =
                process.terminationReason == .exit
                ? "exit \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            throw FontprobeCheckFailure(
                message: "fontprobe check failed (\(how)); see its report (docs/exit-codes.md)")
        }
    }
}

/// What the plugin throws when `fontprobe check` fails, so `swift package` exits non-zero.
struct FontprobeCheckFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
