import Testing

@testable import FontProbeModel
@testable import FontProbeTestSupport

/// The arithmetic of the Android model (docs/model.md#android) where it is easy to get wrong,
/// each expected value worked by hand here.
struct AndroidModelTests {
    /// Skia computes in floats, units over the em first: typo 750 of 1000 at 34 px is -0.75 × 34
    /// = -25.5 exactly, and hwui's `floor(-25.5 + 0.5)` is -25. The same in doubles the other way
    /// round, 750 × 34 / 1000, is -25.500000000000004 and would round to -26 (found on
    /// FPHheaZero, whose typo is read when hhea is 0: skia-python gives -25.5).
    @Test func aTieRoundsTowardTheBaselineAsSkiaComputesIt() throws {
        let font = FontMetrics.literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (750, -250, 0))
        let metrics = try #require(AndroidMetrics(font)).integerMetrics(textSize: 34)
        #expect(metrics.ascent == -25)
        // 250 / 1000 × 34 = 8.5: floor(9.0) = 9, away from the baseline below it.
        #expect(metrics.descent == 9)
        #expect(metrics.compose()?.height == 34 && metrics.compose()?.baseline == 25)
    }

    /// A font of bitmap glyphs only is laid out on the strike Skia picks, not on its tables.
    @Test func bitmapFontsAreNotModelled() {
        var font = FontMetrics.literal(unitsPerEm: 2048, hhea: (1900, -500, 0))
        #expect(AndroidMetrics(font) != nil)
        font.glyphFormat = .bitmap
        #expect(AndroidMetrics(font) == nil)
    }
}

extension AndroidModelTests {
    /// hhea descender stored as +200 of 1000: Skia's descent is -0.2 × 100 = -20 px, above the
    /// baseline, and minikin's line extent, which starts at the baseline, ends the line there:
    /// 80 px high (ascent 80 + 0) where the font meant 100, short by the descender once, not
    /// twice (80 - 20 = 60 would be twice).
    @Test func aPositiveDescenderEndsTheLineAtTheBaseline() throws {
        let font = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, 200, 0), typo: (800, -200, 0))
        let metrics = try #require(AndroidMetrics(font)).integerMetrics(textSize: 100)
        #expect(metrics.descent == -20)
        let line = try #require(metrics.compose())
        #expect(line.height == 80 && line.baseline == 80)
        #expect(metrics.linePitch == 80)
    }
}

extension AndroidModelTests {
    /// A View's lineHeight is set against the font's spacing with its leading: Lato (typo
    /// 1610/-390/400 of 2000, USE_TYPO_METRICS) at 51 px has ascent -41, descent 10 and leading
    /// round(10.2) = 10, so `lineHeight` 72 px adds 72 - 61 = 11 below the first line: lines 62 px
    /// apart, not 72, and nothing below the last (baselines 41 and 103, 113 px high).
    /// `firstBaselineToTopHeight` 50 moves the first baseline to 50; a `lastBaselineToBottomHeight`
    /// of 5, less than the descent, changes nothing.
    @Test func aViewsLineHeightStepsByItLessTheLeading() throws {
        let font = FontMetrics.literal(
            unitsPerEm: 2000, hhea: (1974, -426, 0), typo: (1610, -390, 400), useTypoMetrics: true)
        let metrics = try #require(AndroidMetrics(font)).integerMetrics(textSize: 51)
        #expect([metrics.ascent, metrics.descent, metrics.leading] == [-41, 10, 10])
        let lines = try #require(metrics.textViewLines(2, includeFontPadding: false, lineHeight: 72))
        #expect(lines.baselines == [41, 103] && lines.height == 113)
        let placed = try #require(
            metrics.textViewLines(
                2, includeFontPadding: false, lineHeight: 72, firstBaselineToTop: 50, lastBaselineToBottom: 5))
        #expect(placed.baselines == [50, 112] && placed.height == 122)
    }
}
