import FontProbe
import Testing

@testable import FontProbeTestSupport

/// docs/model.md#the-label-model: the label's height, baseline and cap-height insets at a scale.
struct LabelMetricsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var size: Double
        var scale: Double
        var labelHeight, baselineInset, baselineFromTop: Double
        var capInset, capInsetNaive, capInsetArticle, xHeightInset: Double?
        var testDescription: String { name }
    }

    /// Each by hand: label `ceil(lineHeight*k)`, baseline `round(ascender*k)` from the top (the
    /// measured model), cap and x lines `round(height*k)` above it; the article's baseline
    /// `ceil(lineHeight*k) - ceil(-descender*k)`.
    static let cases: [Case] = [
        // SF 17 pt @3x, UIKit measured [M]: a label 61 px tall with its baseline 49 px down (docs/uikit-evidence.md).
        // lineHeight*3 = 60.861328125 → 61; ascender*3 = 48.5595703125 → 49; cap*3 = 35.93408203125 → 36;
        // x*3 = 26.8447265625 → 27; descender*3 = 12.3017578125 → 13 (the article's inset).
        // capInset (49-36)/3 = 13/3; inset 61-49 = 12 px; article (61-13-36)/3 = 4; naive round(16.1865-11.9780) = 4;
        // xInset (49-27)/3 = 22/3.
        Case(
            name: "SF 17 pt @3x (the article is a pixel off)", font: .sf, size: 17, scale: 3,
            labelHeight: 61.0 / 3, baselineInset: 4, baselineFromTop: 49.0 / 3,
            capInset: 13.0 / 3, capInsetNaive: 4, capInsetArticle: 4, xHeightInset: 22.0 / 3),
        // @1x: lineHeight 20.287 → 21, ascender 16.187 → 16, cap 11.978 → 12, x 8.948 → 9, descender 4.1006 → 5.
        // capInset 16-12 = 4; inset 21-16 = 5; article 21-5-12 = 4; xInset 16-9 = 7.
        Case(
            name: "SF 17 pt @1x", font: .sf, size: 17, scale: 1,
            labelHeight: 21, baselineInset: 5, baselineFromTop: 16,
            capInset: 4, capInsetNaive: 4, capInsetArticle: 4, xHeightInset: 7),
        // @2x: 40.574 → 41, ascender 32.373 → 32, cap 23.956 → 24, x 17.896 → 18, descender 8.201 → 9.
        // capInset (32-24)/2 = 4; inset (41-32)/2 = 4.5; article (41-9-24)/2 = 4; xInset (32-18)/2 = 7.
        Case(
            name: "SF 17 pt @2x", font: .sf, size: 17, scale: 2,
            labelHeight: 20.5, baselineInset: 4.5, baselineFromTop: 16,
            capInset: 4, capInsetNaive: 4, capInsetArticle: 4, xHeightInset: 7),
        // 800 units of 1000 at 15 pt are 12 pt (exact in doubles; the 25 pt case below is a real trap).
        // Label 15; ascender 12; cap 10.5 rounds half away from zero to 11: 12-11 = 1; article 15-3-11 = 1;
        // naive round(12-10.5 = 1.5) = 2; x 7.5 → 8: 12-8 = 4.
        Case(
            name: "1000 units, 15 pt @1x: exactly 12 + descender", font: .thousand, size: 15, scale: 1,
            labelHeight: 15, baselineInset: 3, baselineFromTop: 12,
            capInset: 1, capInsetNaive: 2, capInsetArticle: 1, xHeightInset: 4),
        // @3x: 45, ascender 36, cap 31.5 → 32, x 22.5 → 23: (36-32)/3, (36-23)/3; article (45-9-32)/3.
        Case(
            name: "1000 units, 15 pt @3x", font: .thousand, size: 15, scale: 3,
            labelHeight: 15, baselineInset: 3, baselineFromTop: 12,
            capInset: 4.0 / 3, capInsetNaive: 2, capInsetArticle: 4.0 / 3, xHeightInset: 13.0 / 3),
        // Lato 17 pt by hand: lineHeight 20.4, ascender 16.779, descender 3.621, cap 12.1805, x 8.6105.
        // @1x: 21, 17, 12, 9 → capInset 5, inset 4, article 21-4-12 = 5, naive round(4.5985) = 5, xInset 8.
        Case(
            name: "Lato 17 pt @1x", font: .lato, size: 17, scale: 1,
            labelHeight: 21, baselineInset: 4, baselineFromTop: 17,
            capInset: 5, capInsetNaive: 5, capInsetArticle: 5, xHeightInset: 8),
        // @2x: 40.8 → 41, 33.558 → 34, 24.361 → 24, 17.221 → 17, descender 7.242 → 8.
        // capInset (34-24)/2 = 5; inset (41-34)/2 = 3.5; article (41-8-24)/2 = 4.5; xInset (34-17)/2 = 8.5.
        Case(
            name: "Lato 17 pt @2x", font: .lato, size: 17, scale: 2,
            labelHeight: 20.5, baselineInset: 3.5, baselineFromTop: 17,
            capInset: 5, capInsetNaive: 5, capInsetArticle: 4.5, xHeightInset: 8.5),
        // @3x: 61.2 → 62, 50.337 → 50, 36.5415 → 37, 25.8315 → 26, descender 10.863 → 11.
        // capInset (50-37)/3 = 13/3; inset (62-50)/3 = 4; article (62-11-37)/3 = 14/3; xInset (50-26)/3 = 8.
        Case(
            name: "Lato 17 pt @3x", font: .lato, size: 17, scale: 3,
            labelHeight: 62.0 / 3, baselineInset: 4, baselineFromTop: 50.0 / 3,
            capInset: 13.0 / 3, capInsetNaive: 5, capInsetArticle: 14.0 / 3, xHeightInset: 8),
        // Helvetica 17 pt @1x with the legacy ascender: lineHeight 19.55 → 20, ascender 15.6403 → 16,
        // cap 12.1938 → 12, x 1071*17/2048 = 8.890 → 9, descender 3.9097 → 4.
        // capInset 16-12 = 4; inset 20-16 = 4; article 20-4-12 = 4; naive round(3.4465) = 3; xInset 7.
        Case(
            name: "Helvetica 17 pt @1x (legacy ascender)", font: .helvetica, size: 17, scale: 1,
            labelHeight: 20, baselineInset: 4, baselineFromTop: 16,
            capInset: 4, capInsetNaive: 3, capInsetArticle: 4, xHeightInset: 7),
        // A font where converting each metric separately goes wrong: 280/1000*25 = 7.000000000000001,
        // so a bare ceil puts the article's baseline 8 px up instead of 7. By hand: lineHeight 25,
        // ascender 720*25/1000 = 18, descender 7, cap 12.5 → 13, x 10.
        // capInset 18-13 = 5; inset 25-18 = 7; article 25-7-13 = 5; naive round(5.5) = 6; xInset 8.
        Case(
            name: "1000 units, 25 pt: no pixel from representation error",
            font: .literal(unitsPerEm: 1000, hhea: (720, -280, 0), capHeight: 500, xHeight: 400), size: 25, scale: 1,
            labelHeight: 25, baselineInset: 7, baselineFromTop: 18,
            capInset: 5, capInsetNaive: 6, capInsetArticle: 5, xHeightInset: 8),
        // No cap or x height at all: the insets that need them are unknown, never 0.
        // lineHeight 1000*10/1000 = 10 (20 px), ascender 16 px.
        Case(
            name: "no cap or x height: insets unavailable",
            font: .literal(unitsPerEm: 1000, hhea: (800, -200, 0), os2Version: 1), size: 10, scale: 2,
            labelHeight: 10, baselineInset: 2, baselineFromTop: 8,
            capInset: nil, capInsetNaive: nil, capInsetArticle: nil, xHeightInset: nil),
    ]

    @Test(arguments: cases)
    func label(_ c: Case) throws {
        let l = try #require(c.font.resolved).label(pointSize: c.size, scale: c.scale)
        #expect(isClose(l.labelHeight, c.labelHeight))
        #expect(isClose(l.baselineInset, c.baselineInset))
        #expect(isClose(l.baselineFromTop, c.baselineFromTop))
        #expect(isClose(l.capInset, c.capInset))
        #expect(isClose(l.capInsetNaive, c.capInsetNaive))
        #expect(isClose(l.article.capInset, c.capInsetArticle))
        #expect(isClose(l.xHeightInset, c.xHeightInset))
        #expect(l.articleDiffers == !isClose(c.capInset ?? l.capInset, c.capInsetArticle ?? l.article.capInset))
    }
}

/// docs/model.md#pixel-snapping-and-floating-point: snapping before ceil and round.
struct PixelMathTests {
    @Test func representationErrorDoesNotCeilUp() {
        // 280 units of a 1000-unit em at 25 pt is 7 pt exactly, but 280/1000*25 is not.
        let seven = 280.0 / 1000.0 * 25.0
        #expect(seven == 7.000000000000001)  // the trap is real in IEEE doubles
        #expect(seven.rounded(.up) == 8)
        #expect(PixelMath.ceil(seven) == 7)
    }

    @Test(arguments: [
        (12.000000000000002, 12.0), (11.999999999999998, 12.0), (12.1, 13.0), (12.0000001, 13.0), (-3.0000000000000004, -3.0),
    ])
    func ceilSnaps(value: Double, expected: Double) {
        #expect(PixelMath.ceil(value) == expected)
    }

    @Test(arguments: [(10.5, 11.0), (-10.5, -11.0), (2.4999999999999996, 2.0), (1.4999999999999998, 1.0), (36.5415, 37.0)])
    func roundIsHalfAwayFromZero(value: Double, expected: Double) {
        #expect(PixelMath.round(value) == expected)
    }
}
