import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// `spec --format png`'s sheet, its geometry worked out by hand for the SF-like 28/38 title at 3x
/// (2048 units, hhea 1950/-494, DesignSpecTests): a text 100 device pixels wide and words drawn as
/// nothing, so every row and column follows from the numbers below.
struct SpecSheetTests {
    static func sheet() throws -> Canvas {
        let sf = FontMetrics.literal(unitsPerEm: 2048, hhea: (1950, -494, 0), capHeight: 1443, xHeight: 1078)
        var face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: sf)
        face.rasters = [TextRaster(pixelsPerEm: 84, glyphs: [], advance: 100, missing: [])]
        let title = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(38))
        let report = SpecReport(faces: [face], errors: [], spec: title, kern: nil, scales: [3])
        return try SpecSheet.render(report) { _, ppem in TextRaster(pixelsPerEm: ppem, glyphs: [], advance: 0, missing: []) }
    }

    /// Two panels: a plain UILabel and the recipe written as code (baselineOffset). The recipe's
    /// panel is the 114 px label (ceil(38 × 3)) with half an em, ceil(84 / 2) = 42 px, above and
    /// below: 198 device px (the plain label's 101 px box is under Figma's 114), so the zoom is
    /// 720 / 198 = 3. Each is 100 + 16 px wide, 348 zoomed. The canvas: 16 px of margin, each panel
    /// and a 24 px gutter (16 + 2 × (348 + 24) = 760 wide); the panels' 594 px under two 17 px
    /// caption lines and a 24 px gutter, five legend lines of 17 px, 16 px of margin: 769 px tall.
    @Test func size() throws {
        let sheet = try Self.sheet()
        #expect((sheet.width, sheet.height) == (760, 16 + 594 + 34 + 24 + 85 + 16))
    }

    /// The panels' tops are at row 16 + 34 = 50; each label's box starts 42 × 3 = 126 rows lower,
    /// at 176. The plain label (columns 16 on) puts its baseline round(26.66016 × 3) = 80 px down:
    /// row 50 + (42 + 80) × 3 = 416, its 2-row line on 415 and 416. The recipe's panel starts at
    /// column 16 + 348 + 24 = 388; its baseline with baselineOffset is at 87 px: row 50 + (42 + 87)
    /// × 3 = 437, its line on 436 and 437. Figma's box top is on row 176, its bottom 176 + 38 × 9 =
    /// 518, its baseline, snapped to 29 pt, 261 rows below the top: row 437, on UIKit's.
    @Test func linesWhereTheNumbersPutThem() throws {
        let sheet = try Self.sheet()
        #expect(sheet.pixel(x: 18, y: 100) == Palette.background)
        #expect(sheet.pixel(x: 18, y: 300) == Palette.labelBox)
        // Figma's dashed edges: columns 4-9 of every 10 from each panel's left.
        #expect(sheet.pixel(x: 20, y: 175) == Palette.ink && sheet.pixel(x: 20, y: 517) == Palette.ink)
        #expect(sheet.pixel(x: 27, y: 175) != Palette.ink)
        #expect(sheet.pixel(x: 392, y: 175) == Palette.ink && sheet.pixel(x: 399, y: 175) != Palette.ink)
        // The plain label's baseline, 7 device pixels (21 rows) above Figma's.
        #expect(sheet.pixel(x: 22, y: 415) == Palette.baseline && sheet.pixel(x: 22, y: 436) != Palette.baseline)
        // The recipe's: Figma's dotted over UIKit's solid.
        #expect(sheet.pixel(x: 392, y: 436) == Palette.ink && sheet.pixel(x: 394, y: 436) == Palette.baseline)
        #expect(sheet.pixel(x: 394, y: 438) != Palette.baseline)
    }
}
