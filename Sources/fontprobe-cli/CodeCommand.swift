import ArgumentParser
import FontProbe
import Foundation

extension SwiftFontsGenerator.AccessLevel: ExpressibleByArgument {}
extension SwiftFontBundle: ExpressibleByArgument {}

extension FontProbeCommand {
    struct Code: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "code",
            abstract: "Write each platform's code for the fonts and text styles: Swift, Kotlin and XML, CSS, Dart.",
            discussion: """
                iOS (the default, and `fontprobe swift`): a Swift file with each face's metrics, UIFont and SwiftUI \
                accessors, the label recipes and the text styles. Android: a Kotlin file with a FontFamily per family \
                and a TextStyle per style, and TextAppearance styles in XML. The web: a stylesheet with an @font-face \
                rule per face and a class per style. Flutter: a Dart file with each family's name and a TextStyle per \
                style, and pubspec.yaml's fonts (docs/commands/code.md). Nothing is written \
                when a face cannot be: it has no PostScript name or no vertical metrics, or a file cannot be read.
                """,
            aliases: ["swift"]
        )
        @Argument(
            help: ArgumentHelp(
                "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) and directories to search; or give --config.",
                valueName: "path"),
            completion: fontCompletion)
        var fonts: [String] = []

        @Option(
            help: ArgumentHelp("Write code for the fonts and styles of this fontprobe.yml.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String?

        @Option(
            name: .customLong("platform"),
            help: ArgumentHelp(
                "ios, android, web, flutter, or several, comma-separated (default: ios); several need -o DIRECTORY.",
                valueName: "list"))
        var platformLists: [String] = []

        @Option(help: ArgumentHelp("The access level of the generated Swift declarations.", valueName: "level"))
        var access: SwiftFontsGenerator.AccessLevel = .public

        @Option(
            help: ArgumentHelp("The enum's (Kotlin: object's) name; the metrics type is <name>FontMetrics.", valueName: "name"))
        var name = "Fonts"

        @Option(
            help: ArgumentHelp(
                "The bundle registerFonts(in:) takes by default: main (the app's), or module (a package target's resources).",
                valueName: "bundle"))
        var bundle = SwiftFontBundle.main

        @Option(
            name: .customLong("package"),
            help: ArgumentHelp("The Kotlin file's package, whose R holds the fonts.", valueName: "name"))
        var kotlinPackage: String?

        @OptionGroup var output: OutputOption

        /// The options as the library's request, which checks them.
        var request: CodeRequest {
            var request = CodeRequest()
            (request.fonts, request.configuration, request.platformLists) = (fonts, config, platformLists)
            (request.access, request.name, request.bundle) = (access, name, bundle)
            (request.kotlinPackage, request.output) = (kotlinPackage, output.output)
            return request
        }

        func validate() throws { _ = try checked { try request.run() } }

        func run() async throws { try output.finish(await checked { try request.run() }.run()) }
    }
}
