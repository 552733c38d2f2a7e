import Testing

@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// `duplicate-postscript-name` over a name shared by thousands of faces is linear in the faces
/// (docs/commands/audit.md#rules), counted, not timed: `AuditChecks.duplicateNames(_:file:)` calls
/// its `file` closure once for each face a message names, so the calls are the faces named, and a
/// check that listed every other face of the name (all pairs, 40 MB of report for 1,024 faces
/// before) would call it n − 1 times a face. Faces are `FontMetrics` literals, no font file: n
/// faces of one PostScript name in five kinds (five different hhea ascenders), each kind the faces
/// of one collection.
struct DuplicateNameWorkTests {
    static let kinds = 5

    /// `count` faces named "FPShared-Regular", face i of kind i mod 5, in `Fonts/k<kind>.ttc`.
    static func faces(_ count: Int) -> [FontFace] {
        let perKind = count / kinds
        return (0..<count).map { index in
            let kind = index % kinds
            var metrics = FontMetrics.literal(unitsPerEm: 1000, hhea: (800 + kind, -200, 0))
            metrics.postScriptName = "FPShared-Regular"
            return FontFace(path: "Fonts/k\(kind).ttc", faceIndex: index / kinds, faceCount: perKind, metrics: metrics)
        }
    }

    /// The findings for `count` faces, and how many times `file` was called.
    static func run(_ count: Int) -> (findings: [Int: Finding], fileCalls: Int) {
        var calls = 0
        let findings = AuditChecks.duplicateNames(faces(count)) { face in
            calls += 1
            return "'\(face.path)'"
        }
        return (findings, calls)
    }

    /// 200, 400 and 800 faces: every face fails, and each message names four faces (its own and
    /// three others, as each other kind has at least three): exactly 4 calls a face, so twice the
    /// faces are exactly twice the calls. All pairs would be 200 × 199 = 39,800 calls for 200.
    @Test(arguments: [200, 400, 800])
    func fileIsCalledFourTimesAFace(count: Int) {
        let (findings, calls) = Self.run(count)
        #expect(findings.count == count)
        #expect(calls == 4 * count)
    }

    @Test func callsGrowExactlyLinearly() {
        let single = Self.run(200).fileCalls
        #expect(Self.run(400).fileCalls == 2 * single)
        #expect(Self.run(800).fileCalls == 4 * single)
        #expect(single <= 4 * 200)
    }

    /// The message of face 0 (kind 0, face 0 of `Fonts/k0.ttc`) for 800 faces: the others are the
    /// 800 − 160 faces of the other four kinds; it names the first three in report order (faces 1,
    /// 2 and 3, face 0 of k1, k2 and k3) and counts the other 637; the faces differ in their hhea
    /// ascender (800 against 801), which CoreText reads.
    @Test func theMessageNamesThreeAndCountsTheRest() throws {
        let message = try #require(Self.run(800).findings[0]?.message)
        #expect(
            message
                == "the PostScript name 'FPShared-Regular' of 'Fonts/k0.ttc' (face 0) is also that of 'Fonts/k1.ttc' "
                + "(face 0), 'Fonts/k2.ttc' (face 0), 'Fonts/k3.ttc' (face 0) and 637 more, another face, which differs "
                + "in what iOS reads (CoreText's vertical metrics): iOS registers one font of a name, so "
                + "UIFont(name:size:) gives the same face for both")
    }

    /// The control: faces of one kind (one face, read again in other files) are no duplicate, and
    /// no face is named.
    @Test func oneKindIsNoDuplicate() {
        var calls = 0
        let faces = (0..<100).map { index in
            var metrics = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0))
            metrics.postScriptName = "FPShared-Regular"
            return FontFace(path: "Fonts/f\(index).ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        }
        let findings = AuditChecks.duplicateNames(faces) { face in
            calls += 1
            return "'\(face.path)'"
        }
        #expect(findings.isEmpty)
        #expect(calls == 0)
    }
}
