import Testing

@testable import FontProbeModel
@testable import FontProbeTestSupport

/// The Flutter model (docs/model.md#flutter) where SkParagraph's arithmetic is easy to get wrong,
/// each expected value worked by hand here from the font's units. `FlutterSkParagraphOracleTests`
/// holds the same model to skia-python's SkParagraph on every fixture font; TextHeightBehavior,
/// which skia-python cannot set, is held here by hand.
struct FlutterModelTests {
    /// Roboto: hhea 1900/-500/0 of 2048, cap height 1456.
    static let roboto = FontMetrics.literal(unitsPerEm: 2048, hhea: (1900, -500, 0), capHeight: 1456)
    /// Lato: hhea 1974/-426/0, typo 1610/-390/400 of 2000 with USE_TYPO_METRICS and no STAT.
    static let lato = FontMetrics.literal(
        unitsPerEm: 2000, hhea: (1974, -426, 0), typo: (1610, -390, 400), capHeight: 1433, useTypoMetrics: true)

    static func box(
        _ font: FontMetrics, _ size: Double, _ style: FlutterTextStyle = FlutterTextStyle(), lines: Int = 1,
        source: FlutterPlatform.MetricSource = .android
    ) throws -> FlutterLineBox {
        let metrics = try #require(FlutterPlatform.fontMetrics(font, fontSize: size, source: source))
        let strut = try style.strut.map { try #require(FlutterPlatform.fontMetrics(font, fontSize: $0.fontSize, source: source)) }
        return FlutterLineBox(metrics, fontSize: size, style: style, count: lines, strutMetrics: strut)
    }

    /// Roboto 14/20 even at dpr 3 (docs/model.md#flutter): A = 1900/2048 × 14 = 12.98828125,
    /// D = 500/2048 × 14 = 3.41796875, G = 0. The line is round(20) = 20 px; the baseline
    /// (20 + A − D)/2 = 29.5703125/2 = 14.78515625, painted at floor(15.285) = 15, on the device
    /// floor(15 × 3 + 0.5) = 45 of 60; the cap top 15 − 1456/2048 × 14 = 15 − 9.953125 = 5.046875.
    @Test func robotoFourteenOnTwentyEvenAtThree() throws {
        let box = try Self.box(Self.roboto, 14, FlutterTextStyle(height: 20.0 / 14, leadingDistribution: .even))
        #expect(box.height == 20)
        #expect(abs(box.alphabeticBaseline - 14.78515625) < 1e-5)
        #expect(box.lines[0].paintedBaseline == 15)
        #expect(box.deviceBaselines(dpr: 3) == [45])
        let lines = try #require(
            FlutterPlatform.lines(
                Self.roboto, size: 14, scale: 3, count: 1,
                style: PlatformTextStyle(height: 20.0 / 14, leadingDistribution: .even)))
        let pixels = try #require(lines.lines.first?.pixels)
        #expect(pixels.height == 60 && pixels.baseline == 45)
        #expect(pixels.logical?.height == 20 && pixels.logical?.baseline == 15)
        #expect(abs((pixels.logical?.capTop ?? 0) - 5.046875) < 1e-6)
    }

    /// Lato 16 (Android: typo, A 12.88, D 3.12, G 3.2): `height: null` is round(19.2) = 19 with
    /// the baseline A + G/2 = 14.48, painted at 14; `height: 1.5` proportional is 24 with the
    /// baseline 14.48/19.2 × 24 = 18.1; even, (24 + 12.88 − 3.12)/2 = 16.88.
    @Test func latoOnAndroidWithAndWithoutHeight() throws {
        let plain = try Self.box(Self.lato, 16)
        #expect(plain.height == 19 && abs(plain.alphabeticBaseline - 14.48) < 1e-5 && plain.lines[0].paintedBaseline == 14)
        let proportional = try Self.box(Self.lato, 16, FlutterTextStyle(height: 1.5))
        #expect(proportional.height == 24 && abs(proportional.alphabeticBaseline - 18.1) < 1e-5)
        let even = try Self.box(Self.lato, 16, FlutterTextStyle(height: 1.5, leadingDistribution: .even))
        #expect(even.height == 24 && abs(even.alphabeticBaseline - 16.88) < 1e-5 && even.lines[0].paintedBaseline == 17)
    }

    /// Lato 16 on iOS reads hhea (CoreText without STAT): A 15.792, D 3.408, no line gap: 19 px
    /// with its baseline painted at floor(16.292) = 16, 2 px below Android's 14 (DESIGN's example).
    @Test func latoOnIOSIsTwoPixelsLower() throws {
        let ios = try Self.box(Self.lato, 16, source: .ios)
        #expect(ios.height == 19 && ios.lines[0].paintedBaseline == 16)
        #expect(abs(ios.alphabeticBaseline - 15.792) < 1e-5)
    }

    /// 17 × 1.5 = 25.5: SkParagraph rounds a line half away from zero, 26 (skia-python agrees on
    /// Roboto); three lines are 78.
    @Test func aHalfRoundsAwayFromZero() throws {
        let box = try Self.box(Self.roboto, 17, FlutterTextStyle(height: 1.5), lines: 3)
        #expect(box.lines.map(\.height) == [26, 26, 26] && box.height == 78)
        #expect(box.lines.map(\.top) == [0, 26, 52])
    }

    /// TextHeightBehavior, by hand on Lato 16 with height 1.5 (proportional, so A' = 18.1 and D'
    /// = (3.12 + 1.6) × 1.25 = 5.9): without the first ascent the first line is round(12.88 + 5.9)
    /// = round(18.78) = 19 with its baseline at the raw 12.88 (painted 13); the others 24, their
    /// baselines at 19 + 18 = 37 and 43 + 18 = 61. Without the last descent too the last line is
    /// round(18.1 + 3.12) = round(21.22) = 21: 19 + 24 + 21 = 64.
    @Test func textHeightBehaviorTrimsTheFirstAscentAndTheLastDescent() throws {
        var style = FlutterTextStyle(height: 1.5, applyHeightToFirstAscent: false)
        let first = try Self.box(Self.lato, 16, style, lines: 3)
        #expect(first.lines.map(\.height) == [19, 24, 24])
        #expect(first.lines.map(\.paintedBaseline) == [13, 37, 61])
        #expect(abs(first.alphabeticBaseline - 12.88) < 1e-5)
        style.applyHeightToLastDescent = false
        let both = try Self.box(Self.lato, 16, style, lines: 3)
        #expect(both.lines.map(\.height) == [19, 24, 21] && both.height == 64)
        // One line is first and last: round(12.88 + 3.12) = 16.
        #expect(try Self.box(Self.lato, 16, style).height == 16)
    }

    /// StrutStyle in Lato: a forced strut at 20 px with height 1.5, proportional, scales A 16.1 and
    /// D 3.9 by 30 / (16.1 + 3.9 + 4) = 1.25: 20.125 and 4.875, a line of 25, shorter than 30; even,
    /// the strut widens D − A = 20 by (30 − 20)/2 = 5 each side: 30, baseline 21.1; without height
    /// the line gap is left out: 16.1 + 3.9 = 20. Forced, it sets the line whatever the text's size.
    @Test func aForcedStrutTakesItsOwnExtent() throws {
        func strut(_ height: Double?, _ distribution: FlutterLeadingDistribution = .proportional) -> FlutterTextStyle {
            FlutterTextStyle(
                strut: .init(fontSize: 20, height: height, leadingDistribution: distribution, forceStrutHeight: true))
        }
        let proportional = try Self.box(Self.lato, 16, strut(1.5), lines: 2)
        #expect(proportional.lines.map(\.height) == [25, 25])
        #expect(abs(proportional.alphabeticBaseline - 20.125) < 1e-5)
        #expect(proportional.lines.map(\.paintedBaseline) == [20, 45])
        let even = try Self.box(Self.lato, 16, strut(1.5, .even))
        #expect(even.height == 30 && abs(even.alphabeticBaseline - 21.1) < 1e-5)
        let bare = try Self.box(Self.lato, 16, strut(nil))
        #expect(bare.height == 20 && abs(bare.alphabeticBaseline - 16.1) < 1e-5)
    }

    /// An unforced strut is a minimum: a strut at 12 px under 16 px text changes nothing; at 24 px
    /// without height (A 19.32, D 4.68, its line gap left out) the line reaches up to its ascent,
    /// while the text's own D' = 3.12 + 1.6 = 4.72 stays below: 19.32 + 4.72 = 24.04, rounded 24,
    /// its baseline 19.32.
    @Test func anUnforcedStrutIsAMinimum() throws {
        let small = try Self.box(Self.lato, 16, FlutterTextStyle(strut: .init(fontSize: 12)))
        #expect(small == (try Self.box(Self.lato, 16)))
        let large = try Self.box(Self.lato, 16, FlutterTextStyle(strut: .init(fontSize: 24)))
        #expect(large.height == 24 && abs(large.alphabeticBaseline - 19.32) < 1e-5)
    }

    /// At a fractional dpr the box is a whole number of logical px and so a fractional number of
    /// device px, and each painted baseline rounds on its own: Lato 16, three lines of 19 at
    /// 2.625: 149.625 px, baselines floor(14 × 2.625 + 0.5) = floor(37.25) = 37, floor(33 × 2.625
    /// + 0.5) = floor(87.125) = 87, floor(52 × 2.625 + 0.5) = floor(137) = 137.
    @Test func aFractionalRatioRoundsEachBaseline() throws {
        let lines = try #require(FlutterPlatform.lines(Self.lato, size: 16, scale: 2.625, count: 3))
        let pixels = try #require(lines.lines.first?.pixels)
        #expect(pixels.height == 149.625 && pixels.baselines == [37, 87, 137])
        #expect(pixels.logical?.baselines == [14, 33, 52])
    }

    /// Where iOS reads other metrics than Android, the note says so; for Roboto it does not.
    @Test func theOtherSourceIsNoted() throws {
        let lato = try #require(FlutterPlatform.lines(Self.lato, size: 16, scale: 2, count: 1))
        #expect(lato.note?.contains("--os ios") == true)
        #expect(lato.metricSource == "android")
        #expect(FlutterPlatform.lines(Self.roboto, size: 16, scale: 2, count: 1)?.note == nil)
    }
}
