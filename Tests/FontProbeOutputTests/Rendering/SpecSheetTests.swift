import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// `spec --format png`'s sheet, its geometry worked out by hand for the SF-like 28/38 title (2048
/// units, hhea 1950/-494, DesignSpecTests): a text 100 device pixels wide at 3x and words drawn as
/// nothing, so every row and column follows from the numbers below.
///
/// The layout, in picture pixels: a 16 px margin; a row's heading (one 26 px line) and 6 px; two
/// 21 px caption lines; the panels, each 100 + 16 device pixels wide; a 24 px gutter after each
/// panel and each row; the legend, 21 px a line; 16 px of margin. Each panel has half an em above
/// and below its box: ceil(84 / 2) = 42 px at 3x.
struct SpecSheetTests {
    static let sf = FontMetrics.literal(unitsPerEm: 2048, hhea: (1950, -494, 0), capHeight: 1443, xHeight: 1078)

    static var face: FontFace {
        var face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: sf)
        face.rasters = [TextRaster(pixelsPerEm: 84, glyphs: [], advance: 100, missing: [])]
        return face
    }

    static func title(on platform: Platform) -> DesignSpec {
        var spec = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(38))
        spec.platform = platform
        return spec
    }

    static func report(_ platform: Platform, scales: [Double] = [3]) -> SpecReport {
        SpecReport(faces: [face], errors: [], spec: title(on: platform), kern: nil, scales: scales)
    }

    /// The picture of `reports` and every line of words it asked for, with its pixels per em.
    static func sheet(_ reports: [SpecReport]) throws -> (canvas: Canvas, words: [(String, Double)]) {
        var words: [(String, Double)] = []
        let canvas = try SpecSheet.render(reports) { text, ppem in
            words.append((text, ppem))
            return TextRaster(pixelsPerEm: ppem, glyphs: [], advance: 0, missing: [])
        }
        return (canvas, words)
    }

    /// Two panels: a plain UILabel and the recipe written as code (baselineOffset). The recipe's
    /// panel is the 114 px label (ceil(38 × 3)) with 42 px above and below: 198 device px (the
    /// plain label's 101 px box is under Figma's 114), so the zoom is 720 / 198 = 3 (the row, 232
    /// px, is far under 2400 / 3). Each panel is 116 × 3 = 348 wide: 16 + 2 × (348 + 24) = 760.
    /// Tall: 16 + 26 + 6 + 42, the panels' 594, a 24 px gutter, five legend lines (the grid's
    /// among them, from zoom 3) of 21 px, 16 px of margin: 829.
    @Test func size() throws {
        let sheet = try Self.sheet([Self.report(.ios)]).canvas
        #expect((sheet.width, sheet.height) == (760, 16 + 26 + 6 + 42 + 594 + 24 + 5 * 21 + 16))
    }

    /// The panels' tops are at row 90; each box starts 42 × 3 = 126 rows lower, at 216. The plain
    /// label (columns 16 on) puts its baseline round(26.66016 × 3) = 80 px down: boundary 216 +
    /// 240 = 456, its 2-row solid line on 455 and 456. The recipe's panel starts at column 16 + 348
    /// + 24 = 388; its baseline with baselineOffset is at 87 px: 216 + 261 = 477, on 476 and 477.
    /// Figma's box top is on boundary 216 (dotted, rows 215 and 216), its bottom 216 + 38 × 9 =
    /// 558, its baseline, snapped to 29 pt, 261 rows below the top: 477, dashed and 4 rows thick
    /// (475 to 478), under UIKit's. The grid blends every third row and column from the panel's
    /// corner (rows 90, 93, …), so the rows and columns looked at avoid them.
    @Test func linesWhereTheNumbersPutThem() throws {
        let sheet = try Self.sheet([Self.report(.ios)]).canvas
        #expect(sheet.pixel(x: 18, y: 100) == Palette.background)
        #expect(sheet.pixel(x: 18, y: 301) == Palette.labelBox)
        // Figma's dotted edges: columns 0-1 of every 4 of the canvas.
        #expect(sheet.pixel(x: 20, y: 215) == Palette.tool && sheet.pixel(x: 20, y: 558) == Palette.tool)
        #expect(sheet.pixel(x: 22, y: 215) != Palette.tool && sheet.pixel(x: 20, y: 214) != Palette.tool)
        #expect(sheet.pixel(x: 392, y: 216) == Palette.tool && sheet.pixel(x: 394, y: 216) != Palette.tool)
        // The plain label's baseline, 7 device pixels (21 rows) above Figma's dashes (columns 0-5 of every 10).
        #expect(sheet.pixel(x: 22, y: 455) == Palette.baseline && sheet.pixel(x: 22, y: 456) == Palette.baseline)
        #expect(sheet.pixel(x: 22, y: 457) != Palette.baseline)
        #expect(sheet.pixel(x: 22, y: 475) == Palette.tool && sheet.pixel(x: 22, y: 478) == Palette.tool)
        #expect(sheet.pixel(x: 27, y: 475) != Palette.tool)
        // The recipe's: UIKit's solid line through the middle of Figma's dashes, and across their gaps.
        #expect(sheet.pixel(x: 392, y: 475) == Palette.tool && sheet.pixel(x: 392, y: 478) == Palette.tool)
        #expect(sheet.pixel(x: 392, y: 476) == Palette.baseline && sheet.pixel(x: 398, y: 477) == Palette.baseline)
        #expect(sheet.pixel(x: 398, y: 475) != Palette.tool)
        // The plain label's box ends at 216 + 101 × 3 = 519; the recipe's at 558.
        #expect(sheet.pixel(x: 18, y: 517) == Palette.labelBox && sheet.pixel(x: 18, y: 520) == Palette.background)
    }

    /// Android at density 3 (84 px text): Skia's ascent round(-1950 / 2048 × 84) = round(-79.98)
    /// = -80, its descent round(20.26) = 20. A Compose Text is 100 px tall with its baseline 80
    /// down; Figma's box is 114 px with its baseline at 87. The recipe written as code lands on
    /// both: `lineHeight` 114 px leaves 14 px, 7 above and 7 below (baseline 87, box 114), as the
    /// View's first/last baseline of 87 and 27 px would. The layout is the iOS picture's, so the
    /// rows are those above: Compose's baseline at 455 and 456, its box ending at 216 + 300 = 516;
    /// the recipe's baseline at 476 and 477, its box ending at 558.
    @Test func android() throws {
        let (sheet, words) = try Self.sheet([Self.report(.android)])
        #expect((sheet.width, sheet.height) == (760, 829))
        #expect(sheet.pixel(x: 22, y: 455) == Palette.baseline && sheet.pixel(x: 22, y: 457) != Palette.baseline)
        #expect(sheet.pixel(x: 18, y: 514) == Palette.labelBox && sheet.pixel(x: 18, y: 517) == Palette.background)
        #expect(sheet.pixel(x: 398, y: 476) == Palette.baseline && sheet.pixel(x: 398, y: 477) == Palette.baseline)
        #expect(sheet.pixel(x: 395, y: 554) == Palette.labelBox && sheet.pixel(x: 395, y: 560) == Palette.background)
        // Android's words: its scale is a density, its sizes sp and its lengths dp. Compose Text is
        // 7 px above Figma's baseline and 14 px short of its box: 14 px off.
        let lines = words.map(\.0)
        #expect(lines.contains("Android at density 3: Compose Text"))
        #expect(lines.contains("28 sp on 38 dp lines, 14 px from Figma"))
        #expect(lines.contains("28 sp on 38 dp lines, 0 px from Figma"))
        #expect(lines.contains { $0.hasPrefix("Android at density 3: ") && $0.hasSuffix(" (the code)") })
        #expect(lines.contains("Android: each baseline, solid, on a device pixel"))
        #expect(!lines.contains { $0.contains("UIKit") })
    }

    /// iOS at 3 beside Android at 2.625, in one row: four panels at columns 16, 388, 760 and 1054
    /// (Android's text, with no raster at 73.5 px, is an em wide: ceil(73.5) + 16 = 90 px, 270
    /// zoomed). Android's half em is ceil(36.75) = 37 px against iOS's 42, so its panels start 5
    /// device pixels (15 rows) lower and every box's top is on one row, 216. At 2.625 Skia's
    /// ascent is round(-69.98) = -70 and its descent round(17.73) = 18: Compose Text's baseline
    /// is 70 px down (216 + 210 = 426); Figma's 29 pt is 76.125 px (216 + round(228.375) = 444);
    /// lineHeight's 99.75 px lines are ceil'd to 100, 12 px over the font's 88, 6 above: its
    /// baseline at 76 (444), as the View's first baseline, (int)(76.125 + 0.5) = 76.
    @Test func platformsSideBySide() throws {
        let (sheet, words) = try Self.sheet([Self.report(.ios), Self.report(.android, scales: [2.625])])
        #expect((sheet.width, sheet.height) == (16 + 2 * (348 + 24) + 2 * (270 + 24), 829))
        for column in [20, 392, 764, 1056] {
            #expect(sheet.pixel(x: column, y: 215) == Palette.tool, "the box's top at column \(column)")
        }
        #expect(sheet.pixel(x: 762, y: 425) == Palette.baseline && sheet.pixel(x: 762, y: 426) == Palette.baseline)
        #expect(sheet.pixel(x: 762, y: 442) == Palette.tool && sheet.pixel(x: 762, y: 445) == Palette.tool)
        #expect(sheet.pixel(x: 1058, y: 443) == Palette.baseline && sheet.pixel(x: 1058, y: 444) == Palette.baseline)
        let lines = words.map(\.0)
        #expect(lines.contains("iOS at scale 3: plain UILabel"))
        #expect(lines.contains("Android at density 2.625: Compose Text"))
        #expect(lines.contains("UIKit and Android: each baseline, solid, on a device pixel"))
    }

    /// A configuration's styles, a row each under its name: the second row starts where the first
    /// ends (16 + 26 + 6 + 42 + 594 + 24 = 708), its box 708 + 74 + 126 = 908 down, its plain
    /// label's baseline 240 rows lower (1148, on 1147 and 1148). Tall: 708 + 692 + 105 + 16.
    @Test func aRowPerStyle() throws {
        let styles = ["typography.title", "typography.headline"].map { name in
            SpecReport.StyledFace(
                style: SpecReport.Style(name: name, swiftName: nil, textStyle: nil, maximumSize: nil), face: Self.face,
                spec: Self.title(on: .ios), kern: nil)
        }
        let report = SpecReport(styles: styles, errors: [], scales: [3])
        let (sheet, words) = try Self.sheet([report])
        #expect((sheet.width, sheet.height) == (760, 1521))
        #expect(sheet.pixel(x: 22, y: 1147) == Palette.baseline && sheet.pixel(x: 22, y: 1148) == Palette.baseline)
        #expect(sheet.pixel(x: 20, y: 907) == Palette.tool)
        let headings = words.filter { $0.1 == SpecSheet.headingPixelsPerEm }.map(\.0)
        #expect(
            headings == [
                "typography.title: Test Regular, 28 / 38 in Figma", "typography.headline: Test Regular, 28 / 38 in Figma",
            ])
    }

    /// Readable unzoomed: every word of the picture at 16 pixels per em or more.
    @Test func wordsAreAtLeastFourteenPixels() throws {
        let words = try Self.sheet([Self.report(.ios), Self.report(.android)]).words
        #expect(!words.isEmpty && words.allSatisfy { $0.1 >= 14 })
        #expect(SpecSheet.captionLineHeight >= Int(SpecSheet.captionPixelsPerEm))
    }
}
