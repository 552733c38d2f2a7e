import ArgumentParser
import FontProbe

extension FontProbeCommand {
    struct Glyph: ParsableCommand {
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
            _ = try query()
            try Limits.points(size, option: "--size")
        }

        /// The glyph `--char`, `--codepoint` or `--glyph-id` names.
        func query() throws -> GlyphQuery {
            switch (char, codepoint, glyphID) {
            case (let char?, nil, nil):
                let scalars = Array(char.unicodeScalars)
                if scalars.count == 1 { return .character(scalars[0]) }
                if let scalar = Self.scalar(fromCodepoint: char), char.uppercased().hasPrefix("U+") {
                    return .character(scalar)
                }
                let codes = scalars.prefix(8).map(GlyphQuery.codepoint).joined(separator: " ")
                throw ValidationError(
                    "--char takes one character (one Unicode scalar), not '\(char)'"
                        + (scalars.isEmpty ? "" : " (\(codes))") + "; use --codepoint for one of them.")
            case (nil, let code?, nil):
                guard let scalar = Self.scalar(fromCodepoint: code) else {
                    throw ValidationError(
                        "--codepoint takes a Unicode scalar value in hex (U+F005 or F005, at most 10FFFF, not a "
                            + "surrogate), not '\(code)'.")
                }
                return .character(scalar)
            case (nil, nil, let id?):
                return .glyphID(try Limits.wholeNumber(id, option: "--glyph-id", in: Limits.sixteenBit))
            default:
                throw ValidationError("Name the glyph with exactly one of --char, --codepoint and --glyph-id.")
            }
        }

        /// The scalar written `U+F005`, `u+f005` or `F005`; `nil` for anything else.
        static func scalar(fromCodepoint text: String) -> Unicode.Scalar? {
            var hex = Substring(text)
            if hex.uppercased().hasPrefix("U+") { hex = hex.dropFirst(2) }
            guard (1...6).contains(hex.count), hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else {
                return nil
            }
            return Unicode.Scalar(value)
        }

        func run() throws {
            let query = try query()
            let (faces, errors) = input.read(glyph: query)
            let report = GlyphReport(
                faces: faces, errors: errors, query: query, pointSize: try Limits.points(size, option: "--size"),
                scales: scale.scales)
            try input.finish(errors: report.errors, readAny: !report.faces.isEmpty) { try $0.render(report) }
        }
    }
}
