import Testing

@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The rules that compare the faces of a family (`family-metrics-differ`, `family-name-mismatch`,
/// `android-font-padding`) are linear in the faces: counted, not timed. `familyFindings(_:lookups:)`
/// counts each time a face is looked up among the others of its family or file-name stem, and a
/// family of thousands of faces that all differ is the worst case of the comparisons it replaced:
/// each face against every group of metrics, every style and every other face's padding, n − 1
/// each, so n (n − 1) for n faces (39,800 for 200; a check of 20,000 such fonts took five times the
/// processor time of 10,000). Faces are `FontMetrics` literals, no font file.
struct FamilyRulesWorkTests {
    /// `count` single-face files `Fonts/FPBig-W<i>.ttf`, face i of style `W<i>` with line gap i
    /// (so no two faces share their metrics per em) and a `head` box of 1000/-300 units, but
    /// face 0's, which reaches 2000 units up. Every fourth face (i mod 4 = 3) is of family
    /// "Other Name" rather than "FP Big".
    static func faces(_ count: Int) -> [MetricsReport.Face] {
        (0..<count).map { index in
            var metrics = FontMetrics.literal(
                family: index % 4 == 3 ? "Other Name" : "FP Big", unitsPerEm: 1000, hhea: (800, -200, index))
            metrics.styleName = "W\(index)"
            metrics.postScriptName = "FPBig-W\(index)"
            metrics.fontBounds = GlyphBounds(xMin: 0, yMin: -300, xMax: 1000, yMax: index == 0 ? 2000 : 1000)
            let face = FontFace(path: "Fonts/FPBig-W\(index).ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
            return MetricsReport.Face(face: face, resolved: metrics.resolved!, rows: [])
        }
    }

    /// The findings of the rules that compare faces, at 17 pt @3x with Android listed, and the lookups.
    static func run(_ count: Int) -> (found: [Int: [Finding]], lookups: Int) {
        var lookups = 0
        let checks = AuditChecks(pointSize: 17, scale: 3, scales: [2, 3], platforms: [.ios, .android])
        let found = checks.familyFindings(faces(count), lookups: &lookups)
        return (found, lookups)
    }

    /// At most 7 lookups a face, counted by hand from the rules: family-metrics-differ looks each
    /// face's group up once, each group's faces once at most for a Regular style, each face of the
    /// reference group once for its style, and each other face once for its style; android-font-padding
    /// reads each face's padding once and the most the others add twice (two measures);
    /// family-name-mismatch looks each face of a stem up once among those whose family matches it.
    @Test(arguments: [200, 400, 800])
    func atMostSevenLookupsAFace(count: Int) {
        #expect(Self.run(count).lookups <= 7 * count)
    }

    /// Four times the faces, at most four times the lookups (and a few for the two families'
    /// reference groups); the comparisons replaced would be sixteen times as many.
    @Test func lookupsGrowLinearly() {
        let (small, large) = (Self.run(200).lookups, Self.run(800).lookups)
        #expect(small > 0)
        #expect(large <= 4 * small + 8)
    }

    /// What the rules find in these faces, from how they were made: the faces of "Other Name"
    /// (i mod 4 = 3) are named apart from their files' stem, `fpbig`, which "FP Big" matches, so each
    /// of them is a family-name-mismatch; only face 0's `head` box reaches 1000 units above every
    /// other face's, so only it pads a View more than the rest of its family (android-font-padding).
    @Test(arguments: [200, 800])
    func findingsAreTheOnesMadeFor(count: Int) {
        let found = Self.run(count).found
        func faces(of rule: Rule) -> [Int] {
            found.filter { $0.value.contains { $0.rule == rule } }.keys.sorted()
        }
        #expect(faces(of: .familyNameMismatch) == Array(stride(from: 3, to: count, by: 4)))
        #expect(faces(of: .androidFontPadding) == [0])
    }
}
