import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A text style in a font with USE_TYPO_METRICS and no STAT, with `flutter` listed: one Flutter app
/// paints it on other pixels on Android (FreeType: typo) than on iOS (CoreText: hhea).
struct StyleFlutterTests {
    /// Lato (the subset fixture; fontTools: 2000 units per em, hhea 1974/-426/0, typo 1610/-390/400,
    /// bit 7, no STAT) at 17/25.5, height 1.5, proportional leading, dpr 3. Android: A 13.685, D
    /// 3.315, G 3.4, the baseline (13.685 + 1.7) / 20.4 × 25.5 = 19.23125, painted at floor(19.73125)
    /// = 19, 57 device px. iOS: A 16.779, D 3.621, the baseline 16.779 / 20.4 × 25.5 = 20.97375,
    /// painted at 21, 63 px. The line is round(25.5) = 26 on both. 6 px higher on Android.
    @Test func flutterOnAndroidAgainstFlutterOnIOS() throws {
        let table = try #require(FontToolsReading.all["Lato-Regular-subset.ttf"])
        #expect(table.unitsPerEm == 2000 && table.hhea?.ascender == 1974 && table.os2?.typoAscender == 1610)
        let face = try #require(FreeTypeLibrary().readFile(atPath: Repository.font("Lato-Regular-subset.ttf")).faces.first)
        let style = CheckConfiguration.Style(name: "body", font: "FPSubsetL-Regular", size: 17, lineHeight: 25.5)
        func flutter(_ platforms: Set<Platform>) -> [(severity: Severity, message: String)] {
            StyleChecks.problems(style, face: face, scale: 3, platforms: platforms).filter { $0.message.contains("Flutter") }
        }
        let problems = flutter([.flutter])
        #expect(problems.count == 1)
        #expect(problems.first?.severity == .warning)
        #expect(
            problems.first?.message.hasSuffix(
                "at 17 logical px a Text's first baseline sits 6 px @3x higher on Android than on iOS")
                == true, "\(problems)")
        #expect(flutter([.ios, .android, .web]).isEmpty)
    }
}
