import Foundation
import Testing

@testable import FontProbeTestSupport

/// Limits on axes and on the faces and instances read from one file (docs/fonts.md#limits), with
/// fonts forged here from FPThousand's tables (4 glyphs).
struct VariationLimitTests {

    static var thousand: [(tag: String, data: Data)] {
        get throws {
            ForgedFonts.tables(of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        }
    }

    static func variable(axes: Int, instances: Int, atDefault: Bool = true) throws -> [(tag: String, data: Data)] {
        try thousand + [
            ("fvar", ForgedFonts.fvar(axes: axes, instances: instances, atDefault: atDefault)),
            ("gvar", ForgedFonts.gvar(axes: axes, glyphCount: 4)),
        ]
    }

    /// FreeType adds a named instance at the default coordinates when fvar lists none there: 256
    /// such instances are within the limit (they were refused as "257"), 257 are refused as 257.
    @Test func theLimitCountsFvarsOwnInstances() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let within = try directory.file(
            "within.ttf", contents: ForgedFonts.sfnt(try Self.variable(axes: 1, instances: 256, atDefault: false)))
        let read = try ProcessRun.fontprobe(["metrics", within, "--size", "17"])
        #expect(read.status == 0, "\(read.stderr)")
        let over = try directory.file(
            "over.ttf", contents: ForgedFonts.sfnt(try Self.variable(axes: 1, instances: 257, atDefault: false)))
        let refused = try ProcessRun.fontprobe(["metrics", over, "--size", "17"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "fontprobe: cannot read '\(over)': its fvar table lists 257 named instances; fontprobe reads at most 256\n")
    }

    /// 4,000 axes: refused in one line, past the 64 read.
    @Test func tooManyAxes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("axes.ttf", contents: ForgedFonts.sfnt(try Self.variable(axes: 4000, instances: 2)))
        let result = try ProcessRun.fontprobe(["metrics", path, "--size", "17"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderr == "fontprobe: cannot read '\(path)': its fvar table lists 4000 axes; fontprobe reads at most 64\n")
    }

    /// 17 faces of 256 named instances each: 16 × 256 = 4,096 are read, the 17th face's would pass
    /// the limit, so the file is one error; a font beside it is still audited.
    @Test func tooManyFacesAndInstances() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "many.ttc", contents: ForgedFonts.collection(faces: 17, tables: try Self.variable(axes: 1, instances: 256)))
        let good = Repository.font("FPThousand-Regular.ttf")
        let result = try ProcessRun.fontprobe(["audit", path, good, "--instances", "named", "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': its faces at the instances asked for are more than 4096; fontprobe "
                + "reads at most 4096 from one file\n")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["fonts"] as? [Any])?.count == 1)
        // 16 faces are within the limit.
        let within = try directory.file(
            "within.ttc", contents: ForgedFonts.collection(faces: 16, tables: try Self.variable(axes: 1, instances: 256)))
        let read = try ProcessRun.fontprobe(["audit", within, "--instances", "named", "--format", "csv"])
        #expect(read.status == 0, "\(read.stderr)")
    }
}
