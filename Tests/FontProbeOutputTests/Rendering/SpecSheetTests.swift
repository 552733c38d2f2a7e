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

    /// The panel is the 114 px label (ceil(38 × 3)) with half an em, ceil(84 / 2) = 42 px, above and
    /// below: 198 device px, so the zoom is 720 / 198 = 3. It is 100 + 16 px wide. The canvas: 16 px
    /// of margin, the panel's 594 px under two 17 px caption lines and a 24 px gutter, five legend
    /// lines of 17 px, 16 px of margin: 769 px tall; 560 px wide (the least a sheet is).
    @Test func size() throws {
        let sheet = try Self.sheet()
        #expect((sheet.width, sheet.height) == (560, 16 + 594 + 34 + 24 + 85 + 16))
    }

    /// The panel's top is at row 16 + 34 = 50; the label's box starts 42 × 3 = 126 rows lower, at
    /// 176, and is 342 rows tall. UIKit's baseline with baselineOffset is at 87 px: row 50 + (42 +
    /// 87) × 3 = 437, its 2-row line on 436 and 437. Figma's box top is on row 176, its bottom
    /// 176 + 38 × 9 = 518, its baseline round(28.953125 × 9) = 261 rows below the top, also on
    /// row 437: 0.14 device pixels apart, under a third of a zoomed pixel.
    @Test func linesWhereTheNumbersPutThem() throws {
        let sheet = try Self.sheet()
        #expect(sheet.pixel(x: 18, y: 100) == Palette.background)
        #expect(sheet.pixel(x: 18, y: 300) == Palette.labelBox)
        // Figma's dashed edges: columns 20-25 of every 10 drawn.
        #expect(sheet.pixel(x: 20, y: 175) == Palette.ink && sheet.pixel(x: 20, y: 517) == Palette.ink)
        #expect(sheet.pixel(x: 27, y: 175) != Palette.ink)
        // The baselines: Figma's dotted over UIKit's solid.
        #expect(sheet.pixel(x: 20, y: 436) == Palette.ink && sheet.pixel(x: 22, y: 436) == Palette.baseline)
        #expect(sheet.pixel(x: 22, y: 438) != Palette.baseline)
    }
}
