import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe glyph`: one glyph's ink and the `alignmentRectInsets` that align it, in each face of
/// a font, at a size and each scale (docs/commands/glyph.md).
package struct GlyphRun: Sendable {
    package var font: String
    /// Only this face of a collection, when given.
    package var faceIndex: Int?
    package var instances: InstanceSelection
    package var query: GlyphQuery
    /// In points.
    package var pointSize: Double
    package var scales: [Double]
    package var format: SingleFontFormat

    package init(
        font: String, faceIndex: Int?, instances: InstanceSelection, query: GlyphQuery, pointSize: Double,
        scales: [Double], format: SingleFontFormat
    ) {
        (self.font, self.faceIndex, self.instances, self.query) = (font, faceIndex, instances, query)
        (self.pointSize, self.scales, self.format) = (pointSize, scales, format)
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            let (faces, errors) = FontReader().read([font], faceIndex: faceIndex, instances: instances, glyph: query)
            let report = GlyphReport(faces: faces, errors: errors, query: query, pointSize: pointSize, scales: scales)
            return try log.singleFont(report.errors, readAny: !report.faces.isEmpty) { try format.reporter.render(report) }
        }
    }

    /// The glyph named by exactly one of `--char` (one scalar, or `U+XXXX`), `--codepoint` (hex)
    /// and `--glyph-id`.
    /// - Throws: ``UsageError`` saying what is wrong with the names given.
    package static func query(char: String?, codepoint: String?, glyphID: NumberArgument<Int>?) throws(UsageError)
        -> GlyphQuery
    {
        switch (char, codepoint, glyphID) {
        case (let char?, nil, nil):
            let scalars = Array(char.unicodeScalars)
            if scalars.count == 1 { return .character(scalars[0]) }
            if let scalar = scalar(fromCodepoint: char), char.uppercased().hasPrefix("U+") { return .character(scalar) }
            let codes = scalars.prefix(8).map(GlyphQuery.codepoint).joined(separator: " ")
            throw UsageError(
                "--char takes one character (one Unicode scalar), not '\(char)'"
                    + (scalars.isEmpty ? "" : " (\(codes))") + "; use --codepoint for one of them.")
        case (nil, let code?, nil):
            guard let scalar = scalar(fromCodepoint: code) else {
                throw UsageError(
                    "--codepoint takes a Unicode scalar value in hex (U+F005 or F005, at most 10FFFF, not a "
                        + "surrogate), not '\(code)'.")
            }
            return .character(scalar)
        case (nil, nil, let id?):
            return .glyphID(try Limits.wholeNumber(id, option: "--glyph-id", in: Limits.sixteenBit))
        default:
            throw UsageError("Name the glyph with exactly one of --char, --codepoint and --glyph-id.")
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
}
