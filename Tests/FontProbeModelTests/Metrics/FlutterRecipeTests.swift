import Testing

@testable import FontProbeModel
@testable import FontProbeTestSupport

/// Flutter's recipes for `spec` (docs/commands/spec.md#flutter): each recipe's box and baselines
/// at a device pixel ratio, every number worked by hand here from DESIGN 2.10's formulas and the
/// fonts' units (and checked against skia-python's SkParagraph with
/// shared/tools/flutter-skparagraph-reference.py, which the oracle tests will run).
struct FlutterRecipeTests {
    /// Roboto: hhea 1900/-500/0 of 2048, cap height 1456.
    static let roboto = FlutterModelTests.roboto
    /// Lato: typo 1610/-390/400 of 2000 with USE_TYPO_METRICS and no STAT, hhea 1974/-426/0.
    static let lato = FlutterModelTests.lato

    /// One case: a recipe at a dpr, and the box and device baselines it gives.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var size: Double
        var lineHeight: Double
        var lines = 1
        var os: Platform?
        var recipe: TextRecipe
        var dpr: Double
        /// Whole logical px.
        var box: Double
        /// Device px.
        var baselines: [Double]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Roboto 14/20: A = 1900 / 2048 × 14 = 12.98828125, D = 500 / 2048 × 14 = 3.41796875, G = 0.
        // Text alone: round(16.40625) = 16, baseline A painted at floor(13.488) = 13: 26 px at 2, 39 at 3.
        Case(
            name: "Roboto 14 plain @2", font: roboto, size: 14, lineHeight: 20, recipe: .flutterText, dpr: 2, box: 16,
            baselines: [26]),
        // height 20 / 14, proportional: 12.98828125 / 16.40625 × 20 = 15.8333, painted floor(16.33) = 16: 48 at 3.
        Case(
            name: "Roboto 14/20 proportional @3", font: roboto, size: 14, lineHeight: 20, recipe: .flutterHeight, dpr: 3,
            box: 20, baselines: [48]),
        // even: (20 + 12.98828125 − 3.41796875) / 2 = 14.78515625, painted floor(15.285) = 15: 30 at 2, 45 at 3;
        // Figma's 15 (figma-140) exactly. Two lines step by round(20): 15 and 35, 105 px at 3.
        Case(
            name: "Roboto 14/20 even @2", font: roboto, size: 14, lineHeight: 20, recipe: .flutterHeightEven, dpr: 2,
            box: 20, baselines: [30]),
        Case(
            name: "Roboto 14/20 even, 2 lines @3", font: roboto, size: 14, lineHeight: 20, lines: 2,
            recipe: .flutterHeightEven, dpr: 3, box: 40, baselines: [45, 105]),
        // One trimmed line is first and last: the raw A + D, round(16.40625) = 16, baseline A: 13.
        Case(
            name: "Roboto 14/20 trimmed @3", font: roboto, size: 14, lineHeight: 20, recipe: .flutterHeightEvenTrimmed,
            dpr: 3, box: 16, baselines: [39]),
        // Without a line gap the even strut is the even height: 45 of 60.
        Case(
            name: "Roboto 14/20 even strut @3", font: roboto, size: 14, lineHeight: 20, recipe: .flutterStrutEven, dpr: 3,
            box: 20, baselines: [45]),
        // Lato 15 / 22.5 on Android's typo: A = 1610 / 2000 × 15 = 12.075, D = 2.925, G = 3. Each line is
        // round(1.5 × 15) = round(22.5) = 23 (half away from zero): three lines 69, not 67.5.
        // Proportional: (12.075 + 1.5) / 18 × 22.5 = 16.96875, painted 17, 40, 63: × 3 = 51, 120, 189.
        Case(
            name: "Lato 15/22.5 proportional, 3 lines @3", font: lato, size: 15, lineHeight: 22.5, lines: 3,
            recipe: .flutterHeight, dpr: 3, box: 69, baselines: [51, 120, 189]),
        // Even: (22.5 + 12.075 − 2.925) / 2 = 15.825, painted floor(16.325) = 16, then 39 and 62; at 2.625,
        // floor(16 × 2.625 + 0.5) = floor(42.5) = 42, floor(102.875) = 102, floor(163.25) = 163.
        Case(
            name: "Lato 15/22.5 even, 3 lines @2.625", font: lato, size: 15, lineHeight: 22.5, lines: 3,
            recipe: .flutterHeightEven, dpr: 2.625, box: 69, baselines: [42, 102, 163]),
        // TextHeightBehavior, proportional (scale 22.5 / 18 = 1.25): the first line raw A 12.075 over
        // D' = (2.925 + 1.5) × 1.25 = 5.53125, round(17.60625) = 18, baseline 12; the middle
        // 16.96875 + 5.53125 = 22.5 → 23, baseline 18 + 17 = 35; the last 16.96875 + raw 2.925 = 19.89 → 20,
        // baseline 41 + 17 = 58. Box 18 + 23 + 20 = 61.
        Case(
            name: "Lato 15/22.5 trimmed, 3 lines @1", font: lato, size: 15, lineHeight: 22.5, lines: 3,
            recipe: .flutterHeightTrimmed, dpr: 1, box: 61, baselines: [12, 35, 58]),
        // A forced proportional strut with the line gap: 22.5 / (12.075 + 2.925 + 3) = 1.25, so
        // 15.09375 + 3.65625 = 18.75 → 19, shorter than 22.5; baselines 15, 34, 53.
        Case(
            name: "Lato 15/22.5 proportional strut, 3 lines @1", font: lato, size: 15, lineHeight: 22.5, lines: 3,
            recipe: .flutterStrut, dpr: 1, box: 57, baselines: [15, 34, 53]),
        // iOS reads hhea (no STAT): A = 1974 / 2000 × 15 = 14.805, D = 3.195; even (22.5 + 14.805 − 3.195)
        // / 2 = 17.055, painted floor(17.555) = 17, a pixel below Android's 16: 51 at 3.
        Case(
            name: "Lato 15/22.5 even on iOS @3", font: lato, size: 15, lineHeight: 22.5, os: .ios,
            recipe: .flutterHeightEven, dpr: 3, box: 23, baselines: [51]),
    ]

    @Test(arguments: cases) func recipeBox(_ c: Case) throws {
        var spec = DesignSpec(tool: .figma, pointSize: c.size, lineHeight: .points(c.lineHeight), lines: c.lines)
        (spec.platform, spec.os) = (.flutter, c.os)
        let tool = TextBox(boxHeight: 0, baselines: [])
        let box = try #require(
            FlutterPlatform.box(c.recipe, of: spec, c.font, lineHeight: c.lineHeight, scale: c.dpr, tool: tool))
        #expect(box.boxHeight == c.box)
        #expect(box.baselines.map { ($0 * c.dpr).rounded() } == c.baselines)
    }

    /// Each recipe's style as the Dart writes it: height L / S, the distribution, the
    /// TextHeightBehavior and a forced strut in the same size; another platform's has none.
    @Test func stylesFollowTheRecipes() throws {
        let even = try #require(FlutterPlatform.style(.flutterStrutEven, fontSize: 14, lineHeight: 20))
        #expect(even.height == 20.0 / 14 && even.leadingDistribution == .even)
        #expect(even.strut == .init(fontSize: 14, height: 20.0 / 14, leadingDistribution: .even, forceStrutHeight: true))
        let trimmed = try #require(FlutterPlatform.style(.flutterHeightTrimmed, fontSize: 14, lineHeight: 20))
        #expect(!trimmed.applyHeightToFirstAscent && !trimmed.applyHeightToLastDescent && trimmed.strut == nil)
        #expect(FlutterPlatform.style(.flutterText, fontSize: 14, lineHeight: 20)?.height == nil)
        #expect(FlutterPlatform.style(.composeText, fontSize: 14, lineHeight: 20) == nil)
        #expect(FlutterPlatform.recipes.first == .flutterText)
    }

    /// Lines are whole logical px, half away from zero: 22.5 → 23, 16.5 → 17, 20.4 → 20, 20 stays.
    @Test func fractionalLineHeightsRound() {
        #expect(FlutterPlatform.laidLineHeight(22.5, fontSize: 15) == 23)
        #expect(FlutterPlatform.laidLineHeight(16.5, fontSize: 11) == 17)
        #expect(FlutterPlatform.laidLineHeight(20.4, fontSize: 17) == 20)
        #expect(FlutterPlatform.laidLineHeight(20, fontSize: 14) == 20)
    }
}
