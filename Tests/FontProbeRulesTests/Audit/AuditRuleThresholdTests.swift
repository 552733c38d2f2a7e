import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The rules' thresholds on literal metrics, each expected value a hand calculation written
/// beside it (no font file).
struct AuditRuleThresholdTests {
    /// cap-height-mismatch fires where the declared cap height and the capitals' top round to
    /// different pixel rows and are half a pixel or more apart, at the audit size and largest scale:
    /// with 1000 units at 17 pt @3x (0.051 px a unit) sCapHeight 700 is row round(35.7) = 36. A top
    /// of 710 is 0.51 px away but row round(36.21) = 36: passes; 716 is row round(36.516) = 37 and
    /// 0.82 px away: fires; 696 is row round(35.496) = 35 but only 0.2 px away: passes; 690 is row
    /// round(35.19) = 35 and 0.51 px away: fires (hand calculation, no font file).
    @Test(arguments: [(710, false), (715, false), (716, true), (696, false), (690, true)])
    func capHeightTolerance(glyphTop: Int, fires: Bool) {
        let metrics = FontMetrics.literal(
            unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: glyphTop, glyphX: 500)
        let findings = AuditChecks(pointSize: 17, scale: 3).findings(for: metrics)
        #expect(findings.contains { $0.rule == .capHeightMismatch } == fires)
    }

    /// A size counts where the cap line and the top of 'H' round to different pixel rows and are
    /// half a pixel or more apart at the largest scale (3x). With 1000 units and sCapHeight 700:
    /// 'H' at 705 is 5 × s × 3 / 1000 ≥ 0.5 px only from 33.3 pt, so at 34 pt: @3x (0.102 px a
    /// unit) round(71.91) = 72 against round(71.4) = 71, the line a pixel below; @2x round(47.94) =
    /// 48 against round(47.6) = 48. 'H' at 694 counts from 27.8 pt: 28 pt @3x round(58.296) = 58
    /// against round(58.8) = 59, and 34 pt @2x round(47.192) = 47 against 48, the line a pixel
    /// above; 28 pt @2x (38.864, 39.2) and 34 pt @3x (70.788, 71.4) round alike. 'H' at 701 rounds
    /// across at 34 pt @3x (71.502 against 71.4) but is 0.1 px away: not reported.
    @Test(arguments: [
        (700, nil), (701, nil), (705, "at 1 of 20 sizes and scales: @3x 34 pt 1 px below"),
        (694, "at 2 of 20 sizes and scales: @2x 34 pt 1 px above; @3x 28 pt 1 px above"),
    ])
    func capLineMissesInkByOnePixel(glyphTop: Int, message: String?) {
        let metrics = FontMetrics.literal(
            unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: glyphTop, glyphX: 500)
        let finding = AuditChecks(pointSize: 17, scale: 3, scales: [2, 3]).findings(for: metrics)
            .first { $0.rule == .capLineMissesInk }
        #expect(finding.map { $0.message.hasSuffix(message ?? "") } ?? (message == nil), "\(finding?.message ?? "none")")
        #expect((finding != nil) == (message != nil))
    }

    /// In a family, the metrics most faces share are the reference: two faces at 800/-200 and
    /// one at 1600/-400 per 2000 (the same per em) and one at 850/-250: only the last is flagged.
    @Test func familyReferenceIsTheMajorityPerEm() {
        let faces = [
            FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (800, -200, 0)),
            FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (850, -250, 0)),
            FontMetrics.literal(family: "F", unitsPerEm: 2000, hhea: (1600, -400, 0)),
            FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (800, -200, 0)),
            FontMetrics.literal(family: "G", unitsPerEm: 1000, hhea: (900, -100, 0)),
        ]
        let found = AuditChecks(pointSize: 17, scale: 3).familyFindings(faces.map(MetricsReport.Face.literal))
        #expect(Array(found.keys) == [1])
    }
}
