import ArgumentParser
import FontProbe

extension DesignTool: ExpressibleByArgument {}
extension FigmaTextBox.Alignment: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

extension FontProbeCommand {
    struct Spec: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "spec",
            abstract: "Set a design tool's text style in UIKit: where each recipe lands against the design, and its code.",
            discussion: """
                For text set at --size with a designed line height: where the design tool (Figma, Sketch or CSS) puts \
                the box and each baseline, where UIKit puts them with each recipe (plain UILabel, paragraph style, \
                baselineOffset, a wrapper view, SwiftUI), the difference in points and pixels at each scale, and the \
                closest recipe as UIKit and SwiftUI code. `lineheight` is another name for this command.
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

        @Option(parsing: .unconditional, help: ArgumentHelp("How many lines.", valueName: "n"))
        var lines = NumberArgument<Int>(argument: "1")

        @Option(help: ArgumentHelp("Trim the box to the cap height and the last baseline.", valueName: "cap"))
        var trim: TrimEdge?

        @Option(help: ArgumentHelp("The design tool to compare with.", valueName: "tool"))
        var tool = DesignTool.figma

        @Option(
            name: [.customLong("platform"), .customLong("target")],
            help: ArgumentHelp(
                "The platform of the recipes and the code: ios (UIKit, SwiftUI) or android (Compose, TextView; "
                    + "--size in sp, --scale as the density). --target is another name for it.",
                valueName: "platform"))
        var platform = Platform.ios

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

        func validate() throws {
            if let face { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) }
            if platform == .web {
                throw ValidationError("--platform web: spec has no web recipes yet; use ios or android.")
            }
            if platform == .android {
                if format.format == .png { throw ValidationError("--platform android writes text or json, not png.") }
                if trim != nil { throw ValidationError("--trim cap: fontprobe has no Android recipe for a cap trim yet.") }
                if boxHeight != nil || align != nil {
                    throw ValidationError("--box-height and --align: fontprobe has no Android recipe for a fixed box yet.")
                }
            }
            guard config == nil else {
                // Each style gives its own font, size, line height and letter spacing.
                let given = [
                    (font != nil, "a font"), (size != nil, "--size"), (lineHeight != "auto", "--line-height"),
                    (letterSpacing != nil, "--letter-spacing"), (face != nil, "--face"),
                    (variation.instance != nil || !variation.variationLists.isEmpty, "--instance or --variation"),
                    (boxHeight != nil || align != nil, "--box-height or --align"),
                ].filter(\.0).map(\.1)
                if let first = given.first {
                    throw ValidationError("--config sets each style in its own face and size; leave out \(first).")
                }
                return
            }
            guard font != nil else { throw ValidationError("Give a font file and --size, or --config.") }
            guard size != nil else { throw ValidationError("Missing expected argument '--size <pt>'") }
            if !style.isEmpty { throw ValidationError("--style picks styles of --config; give --config too.") }
            _ = try spec()
            _ = try kern()
            if trim != nil && tool == .sketch {
                throw ValidationError("--trim cap: Sketch has no vertical trim; use --tool figma or css.")
            }
            if boxHeight != nil || align != nil {
                guard tool == .figma else {
                    throw ValidationError("--box-height and --align describe a Figma text box; use them with --tool figma.")
                }
                guard boxHeight != nil else {
                    throw ValidationError("--align places the text in a fixed-size box: give its height with --box-height.")
                }
                guard trim == nil else {
                    throw ValidationError("--box-height: a trimmed box hugs its text; leave out --trim cap or --box-height.")
                }
            }
        }

        func spec() throws -> DesignSpec {
            let size = try size.map { try Limits.points($0, option: "--size") } ?? 17
            let lineHeight =
                lineHeight.lowercased() == "auto"
                ? nil : try Limits.lineHeight(lineHeight, option: "--line-height", pointSize: size)
            let fixedBox = try boxHeight.map {
                DesignSpec.FixedBox(height: try Limits.points($0, option: "--box-height"), alignment: align ?? .top)
            }
            var spec = DesignSpec(
                tool: tool, pointSize: size, lineHeight: lineHeight,
                lines: try Limits.wholeNumber(lines, option: "--lines", in: Limits.lines), trimCap: trim == .cap,
                fixedBox: fixedBox)
            spec.platform = platform
            return spec
        }

        func kern() throws -> Double? {
            guard let letterSpacing else { return nil }
            guard let value = LetterSpacing(parsing: letterSpacing) else {
                throw ValidationError(
                    "--letter-spacing cannot use \(Limits.shown(letterSpacing)): write 2% or 0.02em (of the font size), or 0.5 (points)."
                )
            }
            let points = value.points(size: try size.map { try Limits.points($0, option: "--size") } ?? 17)
            guard abs(points) <= PointMetrics.sizeRange.upperBound else {
                throw ValidationError("--letter-spacing must come to at most 10000 points either way, not \(points).")
            }
            return points
        }

        func run() async throws {
            // The old name still works; its JSON is spec's, whose keys differ (docs/json-schema.md#spec).
            if CommandLine.arguments.dropFirst().first == "lineheight" {
                Diagnostics.note("lineheight is now `fontprobe spec`; its report, and its JSON keys, are spec's")
            }
            let input: SpecRun.Input =
                if let config {
                    .configuration(config, styles: style, design: try spec())
                } else {
                    .font(
                        font ?? "", faceIndex: face?.number, instances: variation.selection, spec: try spec(),
                        kern: try kern())
                }
            try output.finish(await SpecRun(input, scales: scale.scales, format: format.format).run())
        }
    }
}
