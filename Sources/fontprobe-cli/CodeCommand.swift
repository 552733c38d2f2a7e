import ArgumentParser
import FontProbe
import Foundation

extension SwiftFontsGenerator.AccessLevel: ExpressibleByArgument {}
extension SwiftFontBundle: ExpressibleByArgument {}

extension FontProbeCommand {
    struct SwiftCode: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write a Swift file with each face's metrics, UIFont and SwiftUI accessors and the label recipes.",
            discussion: """
                Every face of the font files gets a constant named after its PostScript name \
                (docs/commands/swift.md). Nothing is written when a face cannot be: it has no \
                PostScript name or no vertical metrics, or a file cannot be read.
                """
        )
        @Argument(
            help: ArgumentHelp(
                "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) and directories to search; or give --config.",
                valueName: "path"),
            completion: fontCompletion)
        var fonts: [String] = []

        @Option(
            help: ArgumentHelp("Write Swift for the fonts this fontprobe.yml's 'fonts' list names.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String?

        @Option(help: ArgumentHelp("The access level of the generated declarations.", valueName: "level"))
        var access: SwiftFontsGenerator.AccessLevel = .public

        @Option(help: ArgumentHelp("The enum's name; the metrics type is <name>FontMetrics.", valueName: "name"))
        var name = "Fonts"

        @Option(
            help: ArgumentHelp(
                "The bundle registerFonts(in:) takes by default: main (the app's), or module (a package target's resources).",
                valueName: "bundle"))
        var bundle = SwiftFontBundle.main

        @OptionGroup var output: OutputOption

        func validate() throws {
            if fonts.isEmpty == (config == nil) {
                throw ValidationError("Name the font files, or give --config, but not both.")
            }
            if bundle == .module && access == .public {
                throw ValidationError(
                    "--bundle module needs --access internal: Bundle.module is internal to its target, so a public "
                        + "function cannot take it as a default.")
            }
            guard SwiftIdentifier.isTypeName(name) else {
                throw ValidationError(SwiftGenerationError.badNamespace(name).description + ".")
            }
        }

        func run() async throws {
            var run =
                config.map { SwiftRun(configurationPath: $0, name: name, access: access) }
                ?? SwiftRun(fonts: fonts, name: name, access: access)
            run.bundle = bundle
            try output.finish(await run.run())
        }
    }
}
