import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The thresholds that keep a warning to what an iOS user sees, by hand calculation at 17 pt @3x
/// with 1000 units per em (0.051 px a unit), and what the reader measures for them.
struct GatePrecisionTests {
    /// hhea 800/-200: the label is ceil(1000 × 0.051) = 51 px tall, its baseline round(40.8) = 41
    /// px down, so 41 px of room above the baseline and 10 below.
    static func edgeFindings(_ glyphs: [CharacterInk.Glyph]) -> [Finding] {
        LineBoxTests.findings(glyphs)
    }

    /// A basic letter from 1 px beyond the label: 'b' at 820 is 41.82 - 41 = 0.82 px above, at
    /// 825 is 42.075 - 41 = 1.075 px. Any other glyph from 2 px: 'Ŀ' at 841 is 42.891 - 41 = 1.891
    /// px, at 845 is 43.095 - 41 = 2.095 px. Below: 'p' at -216 is 11.016 - 10 = 1.016 px.
    @Test(
        arguments: [
            ("b", 0, 820, nil), ("b", 0, 825, "'b' (U+0062) reaches 1.1 px above the top"),
            ("Ŀ", 0, 841, nil), ("Ŀ", 0, 845, "'Ŀ' (U+013F) reaches 2.1 px above the top"),
            ("p", -216, 500, "'p' (U+0070) reaches 1 px below the bottom"), ("p", -210, 500, nil),
        ] as [(Unicode.Scalar, Int, Int, String?)])
    func labelEdges(character: Unicode.Scalar, yMin: Int, yMax: Int, message: String?) {
        let found = Self.edgeFindings([LineBoxTests.glyph("H", 0, 700), LineBoxTests.glyph(character, yMin, yMax)])
        #expect(found.count == (message == nil ? 0 : 1))
        if let message { #expect(found.first?.message.hasPrefix(message) == true, "\(found.map(\.message))") }
    }

    /// The worst glyph leads, then the next three, then a count.
    @Test func theWorstGlyphLeads() throws {
        let glyphs =
            [LineBoxTests.glyph("H", 0, 700)] + (0..<5).map { LineBoxTests.glyph(Unicode.Scalar(0xC0 + $0)!, 0, 850 + 10 * $0) }
        let finding = try #require(Self.edgeFindings(glyphs).first)
        // 'Ä' (U+00C4) at 890: 45.39 - 41 = 4.39 px; 'Ã' at 880: 3.88; 'Â' 3.37; 'Á' 2.86; 'À' 2.35.
        #expect(
            finding.message.hasPrefix(
                "'Ä' (U+00C4) reaches 4.4 px above the top of a one-line label at 17 pt @3x, and 'Ã' (U+00C3) 3.9 px above, "
                    + "'Â' (U+00C2) 3.4 px above, 'Á' (U+00C1) 2.9 px above and 1 more: a view that clips to its bounds cuts them off"
            ))
    }

    /// Faces a fraction of a pixel apart are not reported: 737/-263 against 736/-264 per 1000 is
    /// a 51 px label either way, baselines round(37.587) = 38 and round(37.536) = 38.
    @Test func subPixelFamilyDifferencesAreQuiet() {
        let faces = [
            FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (737, -263, 0)),
            FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (736, -264, 0)),
        ]
        #expect(
            AuditChecks(pointSize: 17, scale: 3, scales: [2, 3]).familyFindings(faces.map(MetricsReport.Face.literal)).isEmpty)
    }

    /// The reader's cap line inputs: FP Swash Cap's tops of H, I, E, F, L and T are 760 and five
    /// times 700 (make-fixtures.py), whose lower median is 700; FP Dingbat H names its U+0048
    /// glyph 'a35', FP Thousand names it 'H'.
    @Test func capitalsAsRead() async throws {
        let paths = ["FPSwashCap-Regular.ttf", "FPDingbatH-Regular.ttf", "FPThousand-Regular.ttf"].map(Repository.font)
        let (faces, _) = await FontReader().readConcurrently(paths, characters: .default)
        let byFile = Dictionary(uniqueKeysWithValues: faces.map { (($0.path as NSString).lastPathComponent, $0.metrics) })
        let swash = try #require(byFile["FPSwashCap-Regular.ttf"])
        #expect(swash.capitalTops == [760, 700, 700, 700, 700, 700])
        #expect(CapLine.top(swash.capitalTops) == 700)
        #expect(byFile["FPDingbatH-Regular.ttf"]?.capitalHIsLetter == false)
        #expect(byFile["FPThousand-Regular.ttf"]?.capitalHIsLetter == true)
        #expect(CapLine.top([700, 760]) == 700 && CapLine.top([]) == nil)
    }

    /// typo-metrics-without-stat in pixels at 17 pt @3x. Lato's numbers (2000 units, 0.0255 px a
    /// unit): iOS puts the baseline round(1974 × 0.0255) = 50 px down a ceil(2400 × 0.0255) = 62 px
    /// line. The web (docs/design-tools.md#css): typo ascender round(41.055) = 41, descender
    /// round(9.945) = 10, gap round(10.2) = 10, a 61 px line with the baseline 41 + floor(10 / 2) =
    /// 46 px down; Android (a Compose Text at 51 px, docs/model.md#android) ascent floor(-41.055 +
    /// 0.5) = -41 and descent floor(9.945 + 0.5) = 10: 41 px down a 51 px line, a warning.
    /// hhea 800/-200/0 against typo 805/-195/0 per 1000 (0.051 px a unit): iOS 41 px down a 51 px
    /// line; the web round(41.055) = 41 and round(9.945) = 10, the same; Android -41 and 10, the
    /// same too: info.
    @Test func typoMetricsWithoutSTATInPixels() throws {
        let lato = FontMetrics.literal(
            unitsPerEm: 2000, hhea: (1974, -426, 0), typo: (1610, -390, 400), useTypoMetrics: true)
        let near = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0), typo: (805, -195, 0), useTypoMetrics: true)
        // Weighed for the platforms it speaks for: the web and Android shipped beside iOS.
        let checks = AuditChecks(pointSize: 17, scale: 3, platforms: [.ios, .web, .android])
        let far = try #require(checks.findings(for: lato).first { $0.rule == .typoMetricsWithoutSTAT })
        #expect(far.severity == .warning)
        #expect(
            far.message.hasSuffix(
                "at 17 pt @3x, against iOS, on the web the first baseline sits 4 px higher and a line is 1 px shorter; "
                    + "on Android the first baseline sits 9 px higher and a line is 11 px shorter"))
        let close = try #require(checks.findings(for: near).first { $0.rule == .typoMetricsWithoutSTAT })
        #expect(close.severity == .info)
        #expect(
            close.message.hasSuffix(
                "against iOS, on the web the text lands on the same pixels; on Android the text lands on the same pixels "
                    + "(under a pixel, so info)"))
        // A configured severity replaces the finding's own; a floor above info drops it.
        #expect(RuleSettings(["typo-metrics-without-stat": .severity(.error)]).apply([close]).map(\.severity) == [.error])
        #expect(RuleSettings(minimumSeverity: .warning).apply([close, far]).map(\.severity) == [.warning])
        // On iOS alone (the default) Lato's typo metrics change nothing an iOS user sees: info, naming
        // the platforms where they would matter.
        let iOS = try #require(
            AuditChecks(pointSize: 17, scale: 3).findings(for: lato).first { $0.rule == .typoMetricsWithoutSTAT })
        #expect(iOS.severity == .info)
        #expect(
            iOS.message.hasSuffix(
                "it matters on the web, Android and Flutter, which this audit does not weigh (platforms: ios); iOS itself is unaffected"))
        // The web alone is weighed without Android: 4 px higher, a warning.
        let web = try #require(
            AuditChecks(pointSize: 17, scale: 3, platforms: [.ios, .web]).findings(for: lato)
                .first { $0.rule == .typoMetricsWithoutSTAT })
        #expect(
            web.severity == .warning
                && web.message.hasSuffix("on the web the first baseline sits 4 px higher and a line is 1 px shorter"))
    }

    /// Missing characters are named as runs of three or more.
    @Test func missingCharactersAsRuns() {
        let scalars = "abcdefghijklmnopqrstuvwyz".unicodeScalars.map { $0 }
        #expect(BasicLatinCoverage.runs(scalars) == "a–w, y, z")
        #expect(BasicLatinCoverage.runs(["0", "1", "5"]) == "0, 1, 5")
    }

    /// A face that maps fewer than half of the 62 (digits only, as Debian's Arabic fonts do) is
    /// not a Latin text face; one that maps 61 is.
    @Test(arguments: [(10, false), (30, false), (31, true), (61, true), (62, false)])
    func basicLatinThreshold(mapped: Int, fires: Bool) {
        var metrics = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500)
        let order = Array(0x30...0x39) + Array(0x41...0x5A) + Array(0x61...0x7A)
        let kept = Set(order.prefix(mapped).map(UInt32.init))
        metrics.basicLatin = BasicLatinCoverage { kept.contains($0) }
        let findings = AuditChecks(pointSize: 17, scale: 3).findings(for: metrics)
        #expect(findings.contains { $0.rule == .missingBasicLatin } == fires)
    }
}

extension MetricsReport.Face {
    /// A single-face file named after the face ("Family-Style.ttf"), for the rules that compare faces.
    static func literal(_ metrics: FontMetrics) -> MetricsReport.Face {
        MetricsReport.Face(
            face: FontFace(path: "\(metrics.familyName)-\(metrics.styleName).ttf", faceIndex: 0, faceCount: 1, metrics: metrics),
            resolved: metrics.resolved!, rows: [])
    }
}
