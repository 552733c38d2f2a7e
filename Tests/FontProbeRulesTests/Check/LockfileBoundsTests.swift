import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// Every number of a lockfile, of either version, is checked against its range where it is read
/// (docs/security.md#the-lockfile): a forged `lockVersion: 1` lockfile, whose rows `check`
/// computes again from its units, crashed `check` with SIGILL (exit 132) at a `pointSize` of 1e20,
/// a `scale` of 1e300, or units of 2^62.
struct LockfileBoundsTests {
    /// A face that records every unit a version 1 lockfile is restated from, with `edit` applied:
    /// Lato's hhea values (docs/commands/check.md), one row at 17 pt @3x.
    static func lockfile(version: Int, face: String = "", row: String = "") -> Data {
        Data(
            #"""
            {"lockVersion": \#(version), "faces": [{"path": "A.ttf", "faceIndex": 0, "familyName": "Lato",
              "unitsPerEm": 2000, \#(face)
              "units": {"ascender": 1974, "descender": -426, "lineGap": 0, "capHeight": 1433, "xHeight": 1013},
              "sizes": [{"pointSize": 17, "scale": 3, \#(row) "labelHeight": 20.333333333333332}]}]}
            """#.utf8)
    }

    @Test(
        arguments: [1, 2],
        [
            (
                #""pointSize": 17"#, #""pointSize": 1e20"#,
                "faces[0].sizes[0].pointSize is 1e+20; it must be a point size between 0.01 and 10000 points, as --size takes"
            ),
            (
                #""pointSize": 17"#, #""pointSize": 0"#,
                "faces[0].sizes[0].pointSize is 0; it must be a point size between 0.01 and 10000 points, as --size takes"
            ),
            (
                #""scale": 3"#, #""scale": 1e300"#,
                "faces[0].sizes[0].scale is 1e+300; it must be a screen scale between 0.01 and 100, as --scale takes"
            ),
            (
                #""scale": 3"#, #""scale": -2"#,
                "faces[0].sizes[0].scale is -2; it must be a screen scale between 0.01 and 100, as --scale takes"
            ),
            (
                #""capHeight": 1433"#, #""capHeight": 4611686018427387904"#,
                "faces[0].units.capHeight is 4.611686018427388e+18; it must be a font unit, a whole number between -65535 and 65535 (a 16-bit field)"
            ),
            (
                #""ascender": 1974"#, #""ascender": 4611686018427387904"#,
                "faces[0].units.ascender is 4.611686018427388e+18; it must be a font unit, a whole number between -65535 and 65535 (a 16-bit field)"
            ),
            (
                #""descender": -426"#, #""descender": -4611686018427387904"#,
                "faces[0].units.descender is -4.611686018427388e+18; it must be a font unit, a whole number between -65535 and 65535 (a 16-bit field)"
            ),
            (
                #""lineGap": 0"#, #""lineGap": 0.5"#,
                "faces[0].units.lineGap is 0.5; it must be a font unit, a whole number between -65535 and 65535 (a 16-bit field)"
            ),
            (
                #""unitsPerEm": 2000"#, #""unitsPerEm": 1"#,
                "faces[0].unitsPerEm is 1; it must be unitsPerEm, a whole number between 16 and 16384 (OpenType's head table)"
            ),
            (
                #""unitsPerEm": 2000"#, #""unitsPerEm": 16385"#,
                "faces[0].unitsPerEm is 16385; it must be unitsPerEm, a whole number between 16 and 16384 (OpenType's head table)"
            ),
            (
                #""labelHeight": 20.333333333333332"#, #""labelHeight": -1.7e308"#,
                "faces[0].sizes[0].labelHeight is -1.7e+308; it must be a measurement, at most 1e10 in size (no font at any size and scale gives more)"
            ),
            (
                #""familyName": "Lato""#, #""familyName": "Lato", "android": {"ascender": 65536}"#,
                "faces[0].android.ascender is 65536; it must be a font unit, a whole number between -65535 and 65535 (a 16-bit field)"
            ),
        ])
    func forgedValueIsRefused(version: Int, edit: (valid: String, forged: String, reason: String)) throws {
        let valid = String(decoding: Self.lockfile(version: version), as: UTF8.self)
        #expect(valid.contains(edit.valid))
        let text = valid.replacingOccurrences(of: edit.valid, with: edit.forged)
        #expect(throws: BaselineError(description: edit.reason)) { try Baseline(lockfile: Data(text.utf8)) }
    }

    /// 1,001 rows of one face: more than `fontprobe.yml` may configure (1000 rows a face).
    @Test func tooManyRows() throws {
        let rows = (1...1001).map { #"{"pointSize": \#($0), "scale": 1}"# }.joined(separator: ",")
        let text = #"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 0, "sizes": [\#(rows)]}]}"#
        #expect(
            throws: BaselineError(
                description: "faces[0].sizes lists 1001 rows; a face has at most 1000, as many as fontprobe.yml may configure")
        ) {
            try Baseline(lockfile: Data(text.utf8))
        }
    }

    /// The edges of every range are read, and a version 1 lockfile at them is restated without a
    /// trap: the largest line (65535 − −65535 units, Helvetica's 15% added) at 10000 pt @100 over 16
    /// units per em is 131070 × 1.15 × 10000 × 100 / 16 = 9,420,656,250 pixels, under the 1e10
    /// measurements may be.
    @Test func edgesAreReadAndRestated() throws {
        let text = #"""
            {"lockVersion": 1, "faces": [{"path": "A.ttf", "faceIndex": 0, "familyName": "Helvetica", "unitsPerEm": 16,
              "units": {"ascender": 65535, "descender": -65535, "lineGap": -65535, "capHeight": 65535, "xHeight": -65535},
              "sizes": [{"pointSize": 10000, "scale": 100}, {"pointSize": 0.01, "scale": 0.01}]}]}
            """#
        let baseline = try Baseline(lockfile: Data(text.utf8))
        #expect(baseline.labelModel == .article)
        let restated = baseline.restated()
        guard case .number(let height)? = restated.faces.first?.rows.first?.values["labelHeight"] else {
            Issue.record("no labelHeight restated")
            return
        }
        // In points: 9,420,656,250 pixels / 100.
        #expect(height == 94_206_562.5)
        #expect(LockfileBound.measurement.range.contains(height * 100))
    }
}
