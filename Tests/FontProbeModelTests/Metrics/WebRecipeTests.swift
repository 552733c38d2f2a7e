import FontProbe
import Testing

@testable import FontProbeTestSupport

/// `spec --platform web`'s recipes worked out by hand for Lato body 17/25.5 in Figma (Lato 2.0:
/// 2000 units, hhea 1974/-426/0, typo 1610/-390/400 with USE_TYPO_METRICS and no STAT, so
/// Chromium reads typo and Figma hhea). The browser's check of the same numbers is
/// WebSpecBrowserTests.
struct WebRecipeTests {
    static let body: DesignSpec = {
        var spec = DesignSpec(tool: .figma, pointSize: 17, lineHeight: .percent(150))
        spec.platform = .web
        return spec
    }()

    /// Figma: a box of round(25.5) = 26 px, the baseline round((26 + (1974 - 426) × 17 / 2000) / 2)
    /// = round(19.579) = 20 px.
    ///
    /// At 3x, in device pixels:
    /// - line-height: typo's ascent round(1610 × 51 / 2000) = round(41.055) = 41, descent
    ///   round(9.945) = 10; the baseline 41 + floor((76.5 - 51) / 2) = 53, 17.667 px: 7 px high; the
    ///   box 76.5, 1.5 px short of 78.
    /// - the design's metrics (hhea as overrides, 98.7% and 21.3%): round(50.337) = 50 and
    ///   round(10.863) = 11; 50 + floor((76.5 - 61) / 2) = 57, 3 px high.
    /// - the style's own face: ascent 20 / 17 = 117.6471%, descent 6 / 17 = 35.2941%, no gap, line
    ///   height normal: round(60.000021) = 60 and round(18.000000) = 18, a 78 px box with its
    ///   baseline at 60: on Figma's.
    @Test func latoBodyAtThreeX() throws {
        let layout = try #require(Self.body.layout(.lato, scale: 3))
        #expect(layout.tool == TextBox(boxHeight: 26, baselines: [20]))
        let plain = try #require(layout.fit(.cssLineHeight))
        #expect(plain.box == TextBox(boxHeight: 25.5, baselines: [53.0 / 3]))
        #expect(abs(plain.pixelsOff - 7) < 1e-9)
        let design = try #require(layout.fit(.cssFontMetrics))
        #expect(design.box.baselines == [19])
        #expect(abs(design.pixelsOff - 3) < 1e-9)
        let own = try #require(layout.fit(.cssStyleFace))
        #expect(own.box == TextBox(boxHeight: 26, baselines: [20]))
        #expect(own.pixelsOff == 0 && layout.closest?.recipe == .cssStyleFace)
        let overrides = try #require(WebPlatform.styleFace(Self.body, .lato))
        #expect(overrides.percentages.ascent == "117.6471%" && overrides.percentages.descent == "35.2941%")
        #expect(WebPlatform.designMetrics(Self.body, .lato)?.percentages.ascent == "98.7%")
    }

    /// A font whose tables agree (SF-like: hhea only) has no design's-metrics recipe: the browser
    /// reads what Figma reads. A CSS design has none either.
    @Test func noOverridesWhereTheBrowserReadsTheSame() {
        var spec = Self.body
        #expect(WebPlatform.designMetrics(spec, .sf) == nil)
        spec.tool = .css
        #expect(WebPlatform.designMetrics(spec, .lato) == nil)
    }

    /// CSS takes no negative override (CSS Fonts 4, `ascent-override`: `<percentage [0,∞]>`): a
    /// browser drops `line-gap-override: -5%` and keeps the font's own gap, so Lato's tables with a
    /// hhea line gap of -100 (or a hhea descender of +50, above the baseline) give Figma's metrics no
    /// recipe, where it would have been judged with a gap the browser never uses.
    @Test func noNegativeOverrides() {
        let negativeGap = FontMetrics.literal(
            family: "Lato", unitsPerEm: 2000, hhea: (1974, -426, -100), typo: (1610, -390, 400), win: (1974, 426),
            capHeight: 1433, xHeight: 1013, useTypoMetrics: true)
        #expect(WebPlatform.designMetrics(Self.body, negativeGap) == nil)
        #expect(Self.body.layout(negativeGap, scale: 3)?.fit(.cssFontMetrics) == nil)
        let descenderAbove = FontMetrics.literal(
            family: "Lato", unitsPerEm: 2000, hhea: (1974, 50, 0), typo: (1610, -390, 400), win: (1974, 426),
            capHeight: 1433, xHeight: 1013, useTypoMetrics: true)
        #expect(WebPlatform.designMetrics(Self.body, descenderAbove) == nil)
    }
}
