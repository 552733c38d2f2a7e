import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// positive-descender with the web listed speaks in Chromium's device pixels (#48). Skia takes the
/// descender as stored (descent = -descender) and Chromium rounds it half up, as
/// SkScalarRoundToScalar (floor(x + 0.5)) does; `line-height: normal` is ascent + descent + line gap.
/// Measured in headless Chromium 156 (`chromium-headless-shell --force-device-scale-factor=3
/// --dump-dom`, the div's height with no probe in it): FP Positive Descender at 17 px is
/// 10.333 CSS px at 3x (31 device px) and 10 CSS px at 2x (20 device px), its baseline 41 and 27
/// device px below the top.
struct PositiveDescenderTests {
    /// FP Positive Descender, by fontTools (Fixtures/fonts/tables.json): 1000 units per em, hhea
    /// 800/+200/0, USE_TYPO_METRICS off, so Chromium reads hhea.
    static let fixture = "FPPositiveDescender-Regular.ttf"

    /// By hand, 17 CSS px: at 3x, 51 device px: ascent 800 × 51 / 1000 = 40.8 → 41; descent
    /// -200 × 51 / 1000 = -10.2 → floor(-9.7) = -10; line 41 − 10 + 0 = 31, baseline 41 +
    /// floor((31 − 41 + 10) / 2) = 41. At 2x, 34 px: 27.2 → 27; -6.8 → floor(-6.3) = -7; line 20,
    /// baseline 27. Stored below the baseline (-200), the line would be 51 and 34.
    @Test(arguments: [(scale: 3.0, height: 31.0, baseline: 41.0, meant: 51.0), (2, 20, 27, 34)])
    func chromiumsLineBox(_ row: (scale: Double, height: Double, baseline: Double, meant: Double)) throws {
        let table = try #require(FontToolsReading.all[Self.fixture])
        #expect(table.unitsPerEm == 1000 && table.hhea?.ascender == 800 && table.hhea?.descender == 200)
        let metrics = try #require(FreeTypeLibrary().readFile(atPath: Repository.font(Self.fixture)).faces.first).metrics
        let box = try #require(CSSLineBox(metrics, fontSize: 17, scale: row.scale))
        #expect(box.height * row.scale == row.height)
        #expect(box.baseline * row.scale == row.baseline)
        var below = metrics
        below.hhea?.descender = -200
        #expect(try #require(CSSLineBox(below, fontSize: 17, scale: row.scale)).height * row.scale == row.meant)
    }

    /// With `web` listed, a warning in Chromium's pixels at 17 CSS px @3x: 31 px where the font means
    /// 51 px, 20 px short (above). With iOS alone, info naming both platforms that read the value.
    @Test func aWarningInChromiumPixels() async throws {
        let read = await FontReader().readConcurrently([Repository.font(Self.fixture)])
        func finding(_ platforms: Set<Platform>) throws -> Finding {
            let report = AuditReport(
                fileCount: 1, faces: read.faces, errors: read.errors, pointSize: 17, scales: [2, 3],
                rules: RuleSettings(platforms: platforms))
            return try #require(report.faces.first?.findings.first { $0.rule == .positiveDescender })
        }
        let web = try finding([.ios, .web])
        #expect(web.severity == .warning)
        #expect(
            web.message
                == "hhea descender is +200: CoreText reads a descender below the baseline, FreeType and others take the "
                + "sign as stored: on the web a line at 17 CSS px @3x (Chromium, line-height: normal) is 31 px high where "
                + "the font means 51 px: 20 px short")
        let both = try finding([.android, .web])
        #expect(both.severity == .warning)
        #expect(both.message.contains("10 px short, its descenders over the next line; on the web a line at 17 CSS px"))
        let iOS = try finding([.ios])
        #expect(iOS.severity == .info)
        #expect(iOS.message.hasSuffix("(it matters on Android, the web and Flutter, which platforms: does not list)"))
    }

    /// A descender so small it moves no device pixel is info: +1 unit of 1000 at 17 px @3x is
    /// 0.051 px, and -0.051 + 0.5 rounds down to 0 as 0.051 + 0.5 does, so the line is 41 px both ways.
    @Test func underAPixelIsInfo() throws {
        let font = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, 1, 0))
        let checks = AuditChecks(pointSize: 17, scale: 3, platforms: [.web])
        let finding = try #require(checks.findings(for: font).first { $0.rule == .positiveDescender })
        #expect(finding.severity == .info)
        #expect(finding.message.hasSuffix("is 41 px high where the font means 41 px: 0 px short (under a pixel, so info)"))
    }
}
