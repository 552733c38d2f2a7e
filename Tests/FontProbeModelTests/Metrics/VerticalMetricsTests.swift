import FontProbe
import Testing

@testable import FontProbeTestSupport

/// docs/model.md, which table CoreText uses and UIFont metrics: which table CoreText takes each number from.
struct VerticalMetricsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var expected: (ascender: Int, descender: Int, lineGap: Int, source: VerticalMetricsSource, reason: VerticalMetricsReason)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "USE_TYPO_METRICS off: hhea",
            font: .literal(unitsPerEm: 2048, hhea: (1854, -434, 67), typo: (1491, -431, 307)),
            expected: (1854, -434, 67, .hhea, .typoMetricsFlagOff)),
        Case(
            name: "USE_TYPO_METRICS without STAT (Lato): still hhea [P: WebKit PR 17474]",
            font: .lato,
            expected: (1974, -426, 0, .hhea, .typoMetricsFlagWithoutSTAT)),
        Case(
            name: "USE_TYPO_METRICS with STAT: typo",
            font: .literal(unitsPerEm: 1000, hhea: (950, -250, 0), typo: (800, -200, 200), useTypoMetrics: true, hasSTAT: true),
            expected: (800, -200, 200, .typo, .typoMetricsFlagWithSTAT)),
        Case(
            name: "STAT without USE_TYPO_METRICS: hhea",
            font: .literal(unitsPerEm: 1000, hhea: (950, -250, 0), typo: (800, -200, 200), hasSTAT: true),
            expected: (950, -250, 0, .hhea, .typoMetricsFlagOff)),
        Case(
            name: "no OS/2 table: hhea",
            font: .literal(unitsPerEm: 1000, hhea: (900, -300, 10), hasOS2: false),
            expected: (900, -300, 10, .hhea, .noOS2Table)),
        Case(
            name: "hhea ascender and descender 0: typo",
            font: .literal(unitsPerEm: 1000, hhea: (0, 0, 90), typo: (780, -220, 100)),
            expected: (780, -220, 100, .typo, .hheaZero)),
        Case(
            name: "no hhea table: typo",
            font: .literal(unitsPerEm: 1000, hhea: nil, typo: (780, -220, 100)),
            expected: (780, -220, 100, .typo, .hheaZero)),
        Case(
            name: "hhea and typo 0: win ascent, -win descent, gap 0",
            font: .literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (0, 0, 50), win: (1100, 350)),
            expected: (1100, -350, 0, .win, .hheaAndTypoZero)),
        Case(
            name: "positive hhea descender is read as below the baseline",
            font: .literal(unitsPerEm: 1000, hhea: (800, 200, 0)),
            expected: (800, -200, 0, .hhea, .typoMetricsFlagOff)),
    ]

    @Test(arguments: cases)
    func source(_ c: Case) throws {
        let resolved = try #require(c.font.resolved)
        #expect(resolved.ascender == c.expected.ascender)
        #expect(resolved.descender == c.expected.descender)
        #expect(resolved.lineGap == c.expected.lineGap)
        #expect(resolved.source == c.expected.source)
        #expect(resolved.reason == c.expected.reason)
    }

    @Test func noUsableMetricsResolvesToNil() {
        #expect(FontMetrics.literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (0, 0, 0), win: (0, 0)).resolved == nil)
        #expect(FontMetrics.literal(unitsPerEm: 1000, hhea: nil, hasOS2: false).resolved == nil)
        #expect(FontMetrics.literal(unitsPerEm: 0, hhea: (800, -200, 0)).resolved == nil)
    }

    @Test func zeroTypoMetricsWithSTATFallBackToHhea() throws {
        let font = FontMetrics.literal(
            unitsPerEm: 1000, hhea: (900, -300, 0), typo: (0, 0, 0), useTypoMetrics: true, hasSTAT: true)
        let resolved = try #require(font.resolved)
        #expect(resolved.source == .hhea)
        #expect(resolved.ascender == 900 && resolved.descender == -300)
    }
}

/// docs/model.md#uifont-metrics-at-a-point-size: where cap height and x height come from.
struct HeightSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var cap: FontHeight
        var x: FontHeight
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "OS/2 v4 declares both: os2 wins over the glyphs",
            font: .literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: 710, glyphX: 505),
            cap: FontHeight(units: 700, source: .os2), x: FontHeight(units: 500, source: .os2)),
        Case(
            name: "OS/2 v1 has no sCapHeight: measured from H and x",
            font: .literal(unitsPerEm: 2048, hhea: (1901, -483, 0), os2Version: 1, glyphH: 1493, glyphX: 1120),
            cap: FontHeight(units: 1493, source: .glyph), x: FontHeight(units: 1120, source: .glyph)),
        Case(
            name: "OS/2 v4 with sCapHeight 0: measured",
            font: .literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 0, xHeight: 480, glyphH: 690, glyphX: 470),
            cap: FontHeight(units: 690, source: .glyph), x: FontHeight(units: 480, source: .os2)),
        Case(
            name: "nothing declared, no glyphs: none",
            font: .literal(unitsPerEm: 1000, hhea: (800, -200, 0), os2Version: 1),
            cap: FontHeight(units: nil, source: .none), x: FontHeight(units: nil, source: .none)),
    ]

    @Test(arguments: cases)
    func source(_ c: Case) {
        #expect(c.font.capHeight == c.cap)
        #expect(c.font.xHeight == c.x)
    }

    @Test(arguments: [
        ("Helvetica", true), ("helvetica", true), ("Times", true), ("Helvetica Neue", false),
        ("Times New Roman", false), ("Lato", false),
    ])
    func legacyAdjustmentFamilies(family: String, adjusted: Bool) throws {
        let font = FontMetrics.literal(family: family, unitsPerEm: 2048, hhea: (1577, -471, 0))
        #expect(try #require(font.resolved).hasLegacyAscenderAdjustment == adjusted)
    }
}
