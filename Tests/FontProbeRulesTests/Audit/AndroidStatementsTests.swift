import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// What the rules say of Android, each against the Android model (docs/model.md#android) on a
/// font whose tables give the case; `typo-metrics-without-stat` in pixels is
/// GatePrecisionTests.typoMetricsWithoutSTATInPixels.
struct AndroidStatementsTests {
    /// FreeType falls back from hhea to typo, then win, not to the bounding box.
    @Test func noVerticalMetricsNamesFreeTypesFallback() throws {
        let explanation = Rule.noVerticalMetrics.explanation
        #expect(explanation.contains("falls back from hhea to OS/2 typo and then win"))
        #expect(!explanation.contains("bounding box"))
        let hheaZero = FontMetrics.literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (750, -250, 0), win: (900, 300))
        #expect(AndroidMetrics(hheaZero)?.source == .typo)
        let winOnly = FontMetrics.literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (0, 0, 0), win: (900, 300))
        #expect(AndroidMetrics(winOnly).map { [$0.ascender, $0.descender] } == [900, -300])
    }

    /// A stored-positive descender makes an unpadded line short by the descender once: 800 + 200
    /// units at 100 px should be 100 px; Android's is 80 (ascent 80, the descent clamped to the
    /// baseline), where "twice" would be 60.
    @Test func positiveDescenderIsShortOnce() throws {
        let explanation = Rule.positiveDescender.explanation
        #expect(explanation.contains("short by the descender once"))
        #expect(!explanation.contains("twice"))
        let font = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, 200, 0), typo: (800, -200, 0))
        let line = try #require(AndroidMetrics(font)?.integerMetrics(textSize: 100).compose())
        #expect(100 - line.height == 20)
    }

    /// Compose reads typo whenever USE_TYPO_METRICS is set, STAT or not; the rule says so.
    @Test func typoMetricsWithoutSTATSaysAndroidReadsTypo() throws {
        let font = FontMetrics.literal(
            unitsPerEm: 1000, hhea: (950, -250, 0), typo: (800, -200, 0), useTypoMetrics: true, hasSTAT: false)
        #expect(AndroidMetrics(font)?.source == .typo)
        #expect(Rule.typoMetricsWithoutSTAT.explanation.contains("Skia reads OS/2 typo whenever the flag is set, STAT or not"))
    }

    /// With Android shipped, positive-descender is a warning in Android pixels. FP Positive
    /// Descender (hhea 800/+200 of 1000) at 17 sp @3x, 51 px: ascent round(-40.8) = -41, the
    /// descent round(-10.2) = -10 above the baseline, so the line ends there: 41 px, where +10
    /// below would make it 51: 10 px short.
    @Test func positiveDescenderSpeaksInAndroidPixels() async throws {
        let path = Repository.font("FPPositiveDescender-Regular.ttf")
        let read = await FontReader().readConcurrently([path])
        func finding(_ platforms: Set<Platform>) throws -> Finding {
            let report = AuditReport(
                fileCount: 1, faces: read.faces, errors: read.errors, pointSize: 17, scales: [2, 3],
                rules: RuleSettings(platforms: platforms))
            return try #require(report.faces.first?.findings.first { $0.rule == .positiveDescender })
        }
        let android = try finding([.ios, .android])
        #expect(android.severity == .warning)
        #expect(
            android.message.hasSuffix(
                "on Android a line at 17 sp @3x (a Compose Text) ends at its baseline, 41 px high "
                    + "where the font means 51 px: 10 px short, its descenders over the next line"))
        let iOS = try finding([.ios])
        #expect(
            iOS.severity == .info
                && iOS.message.hasSuffix("(it matters on Android, the web and Flutter, which platforms: does not list)"))
    }
}
