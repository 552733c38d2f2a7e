import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// The lockfile is written one face at a time and given up as soon as it passes its limit
/// (docs/security.md#many-fonts): `check --update-baseline` over 100,000 fonts made and encoded
/// the whole 150 MB lockfile (1.8 GB of memory) only to refuse it. These tests count the faces
/// made, never time or memory.
struct LockfileWritingTests {
    /// A face with no values and no rows: the smallest element of "faces".
    static func face(_ path: String) -> Baseline.Face {
        Baseline.Face(path: path, faceIndex: 0, values: [:], rows: [])
    }

    /// The text as JSONEncoder lays a whole document out (keys sorted, two spaces a level, an
    /// empty list as `[`, an empty line, `]`), written here by hand.
    @Test func theTextIsTheWholeDocumentsLayout() throws {
        let row = Baseline.Row(pointSize: 17, scale: 3, values: ["capInset": .number(1.5), "units.x": .null])
        let faces = [
            Baseline.Face(path: "b.ttf", faceIndex: 1, instance: "Bold", values: ["units.ascender": .number(800)], rows: [row]),
            Self.face("a.ttf"),
        ]
        let expected = """
            {
              "faces" : [
                {
                  "faceIndex" : 0,
                  "path" : "a.ttf",
                  "sizes" : [

                  ]
                },
                {
                  "faceIndex" : 1,
                  "instance" : "Bold",
                  "path" : "b.ttf",
                  "sizes" : [
                    {
                      "capInset" : 1.5,
                      "pointSize" : 17,
                      "scale" : 3,
                      "units" : {
                        "x" : null
                      }
                    }
                  ],
                  "units" : {
                    "ascender" : 800
                  }
                }
              ],
              "lockVersion" : 2
            }

            """
        #expect(try Baseline(faces: faces).lockfile() == expected)
        #expect(
            try Baseline(faces: [], labelModel: .article).lockfile() == "{\n  \"faces\" : [\n\n  ],\n  \"lockVersion\" : 1\n}\n")
    }

    /// Faces `f000.ttf`, `f001.ttf`, …: each element is 88 bytes (`    {` and a newline 6,
    /// `      "faceIndex" : 0,` 23, `      "path" : "f000.ttf",` 27, `      "sizes" : [` 18, the empty
    /// line 1, `      ]` 8, `    }` 5), the elements are separated by `,` and a newline (2), and
    /// the text around them is 16 bytes before (`{`, `  "faces" : [`) and 28 after
    /// (`  ],`, `  "lockVersion" : 2`, `}`). So n faces take 42 + 90 n bytes: 10 take 942.
    @Test func aLockfileAtItsLimitIsWritten() throws {
        let faces = (0..<10).map { Self.face(String(format: "f%03d.ttf", $0)) }
        #expect(try Baseline.lockfile(faces, count: 10, limit: 942).count == 942)
        #expect(throws: LockfileTooLarge(faces: 10, written: 10, limit: 941)) {
            try Baseline.lockfile(faces, count: 10, limit: 941)
        }
    }

    /// 100,000 faces against a limit of 942 bytes: the eleventh face passes it, and no face after
    /// it is made or encoded.
    @Test func aLockfileTooLargeIsGivenUpAtItsFirstFacePastTheLimit() throws {
        final class Counter: @unchecked Sendable { var made = 0 }
        let counter = Counter()
        let faces = (0..<100_000).lazy.map { index in
            counter.made += 1
            return Self.face(String(format: "f%03d.ttf", index))
        }
        #expect(throws: LockfileTooLarge(faces: 100_000, written: 11, limit: 942)) {
            try Baseline.lockfile(faces, count: 100_000, limit: 942)
        }
        #expect(counter.made == 11)
    }
}
