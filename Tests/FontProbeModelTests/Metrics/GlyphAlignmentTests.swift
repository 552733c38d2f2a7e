import FontProbe
import Testing

@testable import FontProbeTestSupport

/// docs/model.md#glyph-alignment-rectangles: a glyph's ink in its box (advance × the label's line box), and the insets.
struct GlyphAlignmentTests {
    /// FontAwesome 4.7's metrics: 1792 units per em, hhea 1536/-256/0, no cap or x height.
    static let awesome = FontMetrics.literal(family: "FontAwesome", unitsPerEm: 1792, hhea: (1536, -256, 0))
    /// Its star (U+F005), as fontTools reads it from the fixture: advance 1664, ink (0, -83)–(1664, 1504).
    static let star = FontGlyph(
        glyphID: 4, name: "star", character: "\u{F005}", advance: 1664,
        ink: .outline(Bounds(xMin: 0, yMin: -83, xMax: 1664, yMax: 1504)))

    @Test func starAt24PointsExact() throws {
        let a = try #require(Self.awesome.resolved).alignment(of: Self.star, pointSize: 24)
        // 24 / 1792 = 3 / 224 pt per unit. advance 1664 * 3 / 224 = 156 / 7; yMax 1504 → 141 / 7; yMin -83 → -249 / 224.
        #expect(abs(a.advance - 156.0 / 7) < 1e-12)
        let ink = try #require(a.inkBounds)
        #expect(abs(ink.yMax - 141.0 / 7) < 1e-12 && abs(ink.yMin + 249.0 / 224) < 1e-12)
        #expect(ink.xMin == 0 && abs(ink.xMax - 156.0 / 7) < 1e-12)
        // top (1536 - 1504) * 3 / 224 = 3 / 7; bottom (-83 + 256) * 3 / 224 = 519 / 224; left 0; right 1664 - 1664 = 0.
        let insets = try #require(a.alignmentRectInsets)
        #expect(abs(insets.top - 3.0 / 7) < 1e-12)
        #expect(abs(insets.bottom - 519.0 / 224) < 1e-12)
        #expect(insets.left == 0 && insets.right == 0)
        #expect(a.inkInsets?.hasNegativeSide == false)
    }

    struct SnapCase: CustomTestStringConvertible, Sendable {
        var scale: Double
        var width, height, baselineFromTop: Double
        var top, left, bottom, right: Double
        var testDescription: String { "star 24 pt @\(scale)x" }
    }

    static let snapCases: [SnapCase] = [
        // The label's baseline is round(ascender × k) from the top; ascender 1536 × 24 / 1792 = 20.571 pt.
        // @1x: width ceil(22.29) = 23; height 24; baseline round(20.57) = 21 from the top; top 21 - round(20.14) = 1;
        // left round(0) = 0; bottom 24 - 21 + round(-1.11) = 2; right 23 - round(22.29) = 1.
        SnapCase(scale: 1, width: 23, height: 24, baselineFromTop: 21, top: 1, left: 0, bottom: 2, right: 1),
        // @2x: ceil(44.57) = 45; 48; baseline round(41.14) = 41; top 41 - round(40.29) = 1; bottom 48 - 41 +
        // round(-2.22) = 5; right 45 - round(44.57) = 0.
        SnapCase(scale: 2, width: 22.5, height: 24, baselineFromTop: 20.5, top: 0.5, left: 0, bottom: 2.5, right: 0),
        // @3x: ceil(66.86) = 67; 72; baseline round(61.71) = 62; top 62 - round(60.43) = 2; bottom 72 - 62 +
        // round(-3.33) = 7; right 67 - round(66.86) = 0.
        SnapCase(
            scale: 3, width: 67.0 / 3, height: 24, baselineFromTop: 62.0 / 3, top: 2.0 / 3, left: 0, bottom: 7.0 / 3,
            right: 0),
    ]

    @Test(arguments: snapCases)
    func starAt24PointsSnapped(_ c: SnapCase) throws {
        let s = try #require(Self.awesome.resolved).alignment(of: Self.star, pointSize: 24, scale: c.scale)
        let insets = try #require(s.alignmentRectInsets)
        let got = [s.width, s.height, s.baselineFromTop, insets.top, insets.left, insets.bottom, insets.right]
        let want = [c.width, c.height, c.baselineFromTop, c.top, c.left, c.bottom, c.right]
        for (g, w) in zip(got, want) {
            #expect(abs(g - w) < 1e-12, "\(got) vs \(want)")
        }
    }

    /// A glyph whose top is the cap height has the label model's capInset (docs/model.md#the-label-model) as its top inset, at every size and scale.
    @Test func capHeightGlyphTopIsTheCapInset() throws {
        let resolved = try #require(FontMetrics.sf.resolved)
        let h = FontGlyph(glyphID: 1, advance: 1400, ink: .outline(Bounds(xMin: 150, yMin: 0, xMax: 1250, yMax: 1443)))
        for size in [11.0, 12, 13, 15, 16, 17, 20, 22, 28, 34] {
            for scale in [1.0, 2, 3] {
                let top = resolved.alignment(of: h, pointSize: size, scale: scale).alignmentRectInsets?.top
                #expect(top == resolved.label(pointSize: size, scale: scale).capInset, "\(size) pt @\(scale)x")
            }
        }
    }

    @Test func inkOutsideTheBoxIsClipped() throws {
        // 1000 units, 800/-200, at 10 pt: 1 unit = 0.01 pt. Ink from x -20 to 620 in an advance of 600, y -250 to 900.
        let font = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0))
        let glyph = FontGlyph(glyphID: 1, advance: 600, ink: .outline(Bounds(xMin: -20, yMin: -250, xMax: 620, yMax: 900)))
        let a = try #require(font.resolved).alignment(of: glyph, pointSize: 10)
        let ink = try #require(a.inkInsets)
        // top 800 - 900 = -100 → -1; left -20 → -0.2; bottom -250 + 200 = -50 → -0.5; right 600 - 620 = -20 → -0.2.
        #expect(abs(ink.top + 1) < 1e-12 && abs(ink.left + 0.2) < 1e-12)
        #expect(abs(ink.bottom + 0.5) < 1e-12 && abs(ink.right + 0.2) < 1e-12)
        #expect(ink.hasNegativeSide)
        #expect(a.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func glyphsWithoutInkHaveNoInsets() throws {
        let resolved = try #require(Self.awesome.resolved)
        for ink in [FontGlyph.Ink.empty, .bitmap] {
            let glyph = FontGlyph(glyphID: 1, advance: 448, ink: ink)
            let a = resolved.alignment(of: glyph, pointSize: 24)
            #expect(a.inkBounds == nil && a.alignmentRectInsets == nil)
            // 448 * 24 / 1792 = 6 pt wide, with or without ink.
            #expect(a.advance == 6)
            #expect(resolved.alignment(of: glyph, pointSize: 24, scale: 3).width == 6)
        }
    }

    /// The box's top is UIKit's ascender, legacy adjustment included (docs/model.md#uifont-metrics-at-a-point-size).
    @Test func legacyAscenderRaisesTheBox() throws {
        // Helvetica: 0.15 * (1577 + 471) = 307.2 units above hhea's ascender; at 2048 units and 20.48 pt, 1 unit = 0.01 pt.
        let glyph = FontGlyph(glyphID: 1, advance: 1000, ink: .outline(Bounds(xMin: 0, yMin: 0, xMax: 1000, yMax: 1469)))
        let a = try #require(FontMetrics.helvetica.resolved).alignment(of: glyph, pointSize: 20.48)
        #expect(abs((a.alignmentRectInsets?.top ?? 0) - (1577 + 307.2 - 1469) * 0.01) < 1e-9)
        #expect(abs((a.alignmentRectInsets?.bottom ?? 0) - 4.71) < 1e-9)
    }

    @Test func queryDescriptions() {
        #expect(GlyphQuery.character("★").description == "'★' (U+2605)")
        #expect(GlyphQuery.character("\u{F005}").description == "U+F005")
        #expect(GlyphQuery.character("\u{1F600}").description == "'😀' (U+1F600)")
        #expect(GlyphQuery.character("\u{7}").description == "U+0007")
        #expect(GlyphQuery.character(" ").description == "U+0020")
        #expect(GlyphQuery.character("\u{301}").description == "U+0301")  // a combining mark would join the quote
        #expect(GlyphQuery.glyphID(12).description == "glyph 12")
    }
}
