import ArgumentParser
import FontProbe

extension DesignTool: ExpressibleByArgument {}
extension FigmaTextBox.Alignment: ExpressibleByArgument {}

extension FontProbeCommand {
    struct Spec: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "spec",
            abstract:
                "Set a design tool's text style on iOS, Android, the web or Flutter: where each recipe lands against the design, and its code.",
            discussion: """
                For text set at --size with a designed line height: where the design tool (Figma, Sketch or CSS) puts \
                the box and each baseline, where the platform puts them with each recipe (iOS: UILabel, paragraph \
                style, baselineOffset, a wrapper view, SwiftUI; Android: Compose and TextView; the web: CSS; Flutter: \
                TextStyle, TextHeightBehavior, StrutStyle), the difference in the platform's units and in device \
                pixels at each scale, and the closest recipe as code (UIKit and SwiftUI, Kotlin and XML, CSS, Dart). \
                `lineheight` is another name for this command.
                """,
            aliases: ["lineheight"]
        )

        @Argument(
            help: ArgumentHelp("A font file (.ttf, .otf, .ttc, .otc, .woff, .woff2); or give --config.", valueName: "font"),
            completion: fontCompletion)
        var font: String?

        @Option(
            help: ArgumentHelp(
                "Set every text style of this fontprobe.yml's 'styles' (YAML or design tokens), each in its own face.",
                valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String?

        @Option(help: ArgumentHelp("With --config, only this style (may repeat).", valueName: "name"))
        var style: [String] = []

        @Option(parsing: .unconditional, help: ArgumentHelp("Report only this face of a collection (0-based).", valueName: "n"))
        var face: NumberArgument<Int>?

        @OptionGroup var variation: InstanceOptions

        @OptionGroup var format: FormatOption<SpecFormat>

        @OptionGroup var output: OutputOption

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Point size: 17, 17pt or 17px (a design tool's px is a point); required with a font.", valueName: "pt"))
        var size: NumberArgument<Double>?

        @Option(
            name: .customLong("line-height"), parsing: .unconditional,
            help: ArgumentHelp(
                "The line height, baseline to baseline: 38 (points), 150% or 1.5x (of the size), or auto (the tool's own).",
                valueName: "L"))
        var lineHeight = "auto"

        @Option(
            name: .customLong("letter-spacing"), parsing: .unconditional,
            help: ArgumentHelp("Letter spacing: 2% or 0.02em (of the size), or 0.5 (points), written as kern.", valueName: "S"))
        var letterSpacing: String?

        @Option(
            parsing: .unconditionalSingleValue,
            help: ArgumentHelp("How many lines; once for each paragraph in Figma.", valueName: "n"))
        var lines: [NumberArgument<Int>] = []

        @Option(
            name: .customLong("paragraph-spacing"), parsing: .unconditional,
            help: ArgumentHelp("Figma's space between the paragraphs --lines gives, in points.", valueName: "pt"))
        var paragraphSpacing: NumberArgument<Double>?

        @Option(help: ArgumentHelp("Trim the box to the cap height and the last baseline.", valueName: "cap"))
        var trim: TrimEdge?

        @Option(help: ArgumentHelp("The design tool to compare with.", valueName: "tool"))
        var tool = DesignTool.figma

        @Option(
            name: [.customLong("platform"), .customLong("target")],
            help: ArgumentHelp(
                "The platform of the recipes and the code: ios (UIKit, SwiftUI), android (Compose, TextView; "
                    + "--size in sp, --scale as the density), web (CSS; --size in CSS px, --scale as the device "
                    + "pixel ratio) or flutter (Dart; --size in logical px, --scale as the device pixel ratio); "
                    + "several, comma-separated, draw side by side in a png. --target is another name for it.",
                valueName: "list"))
        var platformLists: [String] = []

        @Option(
            help: ArgumentHelp(
                "With --platform flutter, whose font stack reads the font's metrics: android (FreeType: Android, "
                    + "Linux, the web; the default) or ios (CoreText: iOS, macOS).",
                valueName: "os"))
        var os: String?

        @Option(
            name: .customLong("box-height"), parsing: .unconditional,
            help: ArgumentHelp(
                "A fixed-size Figma text box's height (default: the box hugs its text), the text placed by --align.",
                valueName: "pt"))
        var boxHeight: NumberArgument<Double>?

        @Option(help: ArgumentHelp("Where Figma puts the text in a fixed-size box (textAlignVertical).", valueName: "edge"))
        var align: FigmaTextBox.Alignment?

        @OptionGroup var scale: ScaleOption

        enum TrimEdge: String, ExpressibleByArgument, CaseIterable { case cap }

        /// The options as the library's request, which checks them.
        var request: SpecRequest {
            var request = SpecRequest()
            (request.font, request.configuration, request.styles, request.face) = (font, config, style, face)
            (request.instances, request.instanceGiven, request.format) = (variation.selection, variation.isSet, format.format)
            (request.size, request.lineHeight, request.letterSpacing, request.lines) = (size, lineHeight, letterSpacing, lines)
            (request.trimCap, request.tool, request.platformLists) = (trim == .cap, tool, platformLists)
            (request.boxHeight, request.align, request.paragraphSpacing) = (boxHeight, align, paragraphSpacing)
            request.os = os
            return request
        }

        func validate() throws { _ = try checked { try request.input() } }

        func run() async throws {
            // The old name still works; its JSON is spec's, whose keys differ (docs/json-schema.md#spec).
            if CommandLine.arguments.dropFirst().first == "lineheight" {
                Diagnostics.note("lineheight is now `fontprobe spec`; its report, and its JSON keys, are spec's")
            }
            let run = try checked { try request.run(scales: scale.lists.isEmpty ? nil : scale.scales) }
            try output.finish(await run.run())
        }
    }
}
