import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Real fonts with odd but legal tables, read through FreeType and resolved by the model.
/// The table values are those make-fixtures.py writes (ODD), confirmed by tables.json; the
/// expected results are worked by hand from docs/model.md beside each case.
struct OddTablesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var source: VerticalMetricsSource
        var reason: VerticalMetricsReason
        /// Resolved ascender, descender, line gap in font units.
        var vertical: [Int]
        var cap: FontHeight
        var x: FontHeight
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // OS/2 version 1 has no sCapHeight/sxHeight: the tops of H (690) and x (480) are used.
        Case(
            file: "FPOS2v1-Regular.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [800, -200, 0],
            cap: FontHeight(units: 690, source: .glyph), x: FontHeight(units: 480, source: .glyph)),
        // Version 4 with sCapHeight = sxHeight = 0: 0 means "not set", so the glyphs (710, 520).
        Case(
            file: "FPZeroHeights-Regular.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [800, -200, 0],
            cap: FontHeight(units: 710, source: .glyph), x: FontHeight(units: 520, source: .glyph)),
        // No OS/2 at all: hhea, and heights from the glyphs (680, 470).
        Case(
            file: "FPNoOS2-Regular.ttf", source: .hhea, reason: .noOS2Table, vertical: [800, -200, 0],
            cap: FontHeight(units: 680, source: .glyph), x: FontHeight(units: 470, source: .glyph)),
        // hhea 0/0/0: typo 750/-250/100 (docs/model.md#which-vertical-metrics-coretext-uses, rule 3).
        Case(
            file: "FPHheaZero-Regular.ttf", source: .typo, reason: .hheaZero, vertical: [750, -250, 100],
            cap: FontHeight(units: 700, source: .os2), x: FontHeight(units: 500, source: .os2)),
        // hhea and typo 0: win 900 and -300, line gap 0.
        Case(
            file: "FPWinOnly-Regular.ttf", source: .win, reason: .hheaAndTypoZero, vertical: [900, -300, 0],
            cap: FontHeight(units: 700, source: .os2), x: FontHeight(units: 500, source: .os2)),
        // hhea descender stored as +200: a distance below the baseline, -200 (rule 4).
        Case(
            file: "FPPositiveDescender-Regular.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [800, -200, 0],
            cap: FontHeight(units: 700, source: .os2), x: FontHeight(units: 500, source: .os2)),
        // An icon font: nothing at U+0048/U+0078 and sCapHeight 0: both unknown.
        Case(
            file: "FPIcons-Regular.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [800, -200, 0],
            cap: FontHeight(units: nil, source: .none), x: FontHeight(units: nil, source: .none)),
        // Only a Windows Symbol cmap: its 0xF048 is not the letter H, so nothing is measured.
        Case(
            file: "FPSymbol-Regular.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [800, -200, 0],
            cap: FontHeight(units: nil, source: .none), x: FontHeight(units: nil, source: .none)),
        // Font Awesome 4.7 (ttx: hhea 1536/-256/0, OS/2 v3 sCapHeight 0): no letters, unknown.
        Case(
            file: "FontAwesome-subset.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [1536, -256, 0],
            cap: FontHeight(units: nil, source: .none), x: FontHeight(units: nil, source: .none)),
        // Noto Color Emoji (ttx: hhea 1900/-500/0, OS/2 v4 sCapHeight 1900, sxHeight 0; CBDT only):
        // the declared cap height is used; x height has nothing to measure.
        Case(
            file: "NotoColorEmoji-subset.ttf", source: .hhea, reason: .typoMetricsFlagOff, vertical: [1900, -500, 0],
            cap: FontHeight(units: 1900, source: .os2), x: FontHeight(units: nil, source: .none)),
    ]

    @Test(arguments: cases)
    func resolvesByTheRules(_ c: Case) throws {
        let face = try #require(FreeTypeLibrary().readFile(atPath: Repository.font(c.file)).faces.first)
        let r = try #require(face.metrics.resolved)
        #expect(r.source == c.source)
        #expect(r.reason == c.reason)
        #expect([r.ascender, r.descender, r.lineGap] as [Int] == c.vertical)
        #expect(r.capHeight == c.cap)
        #expect(r.xHeight == c.x)
    }

    @Test func positiveDescenderKeepsItsStoredSign() throws {
        let face = try #require(
            FreeTypeLibrary().readFile(atPath: Repository.font("FPPositiveDescender-Regular.ttf")).faces.first)
        #expect(face.metrics.hhea?.descender == 200)
        // (800 + 200) * 10 / 1000 = 10 pt.
        #expect(isClose(face.metrics.resolved?.atSize(10).lineHeight, 10))
    }

    @Test func glyphFormatsAndCmaps() throws {
        let library = try FreeTypeLibrary()
        func metrics(_ file: String) throws -> FontMetrics {
            try #require(library.readFile(atPath: Repository.font(file)).faces.first).metrics
        }
        #expect(try metrics("NotoColorEmoji-subset.ttf").glyphFormat == .bitmap)
        #expect(try metrics("TeXGyreHeros-Regular-subset.otf").glyphFormat == .cff)
        #expect(try metrics("FontAwesome-subset.ttf").glyphFormat == .trueType)
        #expect(try metrics("FPSymbol-Regular.ttf").hasUnicodeCmap == false)
        #expect(try metrics("FPIcons-Regular.ttf").hasUnicodeCmap == true)
    }

    /// Values that need a missing height are null in JSON and a dash in text, never 0, and the
    /// report says why.
    @Test(arguments: [
        ("FPIcons-Regular.ttf", "OS/2 sCapHeight is 0, and no 'H' glyph"),
        ("FPSymbol-Regular.ttf", "OS/2 sCapHeight is 0, and no Unicode cmap (a symbol font), so 'H' cannot be looked up"),
        ("FPOS2v1-Regular.ttf", nil),
    ])
    func unavailableIsNotZero(file: String, why: String?) throws {
        let result = try CLI.run(["metrics", Repository.font(file), "--size", "17", "--scale", "3", "--format", "json"])
        #expect(result.status == 0)
        let font = try #require(FontFormatsTests.fonts(result)?.first)
        let size = try #require((font["sizes"] as? [[String: Any]])?.first)
        let capHeight = try #require(font["capHeight"] as? [String: Any])
        #expect(capHeight["unavailable"] as? String == why)
        for key in ["capHeight", "capInset", "capInsetNaive", "capInsetRoundedBaseline", "capInsetArticle"] {
            #expect((size[key] is NSNull) == (why != nil), "\(key)")
        }
        let text = try CLI.run(["metrics", Repository.font(file), "--size", "17", "--scale", "3"])
        #expect(text.stdout.contains("No cap height: capHeight and the cap insets are unavailable, not 0.") == (why != nil))
    }

    @Test func bitmapOnlyFontSaysWhyNothingIsMeasured() throws {
        let text = try CLI.run(["metrics", Repository.font("NotoColorEmoji-subset.ttf"), "--size", "17", "--scale", "3"])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains("unknown (OS/2 sxHeight is 0, and the glyphs are bitmaps only, so no outline can be measured)"))
    }
}
