import ArgumentParser
import FontProbe

extension FontProbeCommand {
    struct Glyph: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "glyph",
            abstract: "Measure one glyph's ink and the alignmentRectInsets that align it, for icon fonts.",
            discussion: """
                The box is the glyph's advance wide and the label's line box high, with the baseline at the \
                ascender; the insets run from the box's edges to the ink's bounds, in points and snapped to \
                pixels at each scale. Name the glyph with exactly one of --char, --codepoint and --glyph-id.
                """
        )

        @OptionGroup var input: SingleFontOptions<SingleFontFormat>

        @Option(help: ArgumentHelp("The character (one Unicode scalar, or U+XXXX).", valueName: "c"))
        var char: String?

        @Option(help: ArgumentHelp("The character's code point in hex: U+F005, F005.", valueName: "U+XXXX"))
        var codepoint: String?

        @Option(
            name: .customLong("glyph-id"), parsing: .unconditional,
            help: ArgumentHelp("The glyph's index in the font.", valueName: "n"))
        var glyphID: NumberArgument<Int>?

        @Option(parsing: .unconditional, help: ArgumentHelp("Point size.", valueName: "pt"))
        var size: NumberArgument<Double>

        @OptionGroup var scale: ScaleOption

        func validate() throws {
            _ = try checked { try GlyphRun.query(char: char, codepoint: codepoint, glyphID: glyphID) }
            try checked { try Limits.points(size, option: "--size") }
        }

        func run() async throws {
            let run = GlyphRun(
                font: input.font, faceIndex: input.face?.number, instances: input.variation.selection,
                query: try checked { try GlyphRun.query(char: char, codepoint: codepoint, glyphID: glyphID) },
                pointSize: try checked { try Limits.points(size, option: "--size") }, scales: scale.scales,
                format: input.format.format)
            try input.output.finish(await run.run())
        }
    }
}
