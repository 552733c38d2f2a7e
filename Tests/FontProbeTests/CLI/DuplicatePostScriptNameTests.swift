import Foundation
import Testing

@testable import FontProbeTestSupport

/// Two faces with one PostScript name (docs/commands/check.md#the-apps-fonts): iOS registers one
/// font of a name, so `check` fails both with `duplicate-postscript-name` and `swift` writes nothing
/// (exit 2). Lato-Regular-subset.ttf and its WOFF2 copy (make-fixtures.py) have different file names
/// and the same name ID 6, but are builds of one face (the same tables): `check` lets them be, as
/// iOS registering either gives the same face. A real duplicate is another face renamed: FP Audit
/// Bold (hhea ascender 850) with the name table of a face called as FP Audit Regular (800).
struct DuplicatePostScriptNameTests {
    /// The PostScript name fontTools reads from both files (tables.json).
    static var name: String {
        get throws { try #require(FontToolsReading.all["Lato-Regular-subset.ttf"]?.postScriptName) }
    }

    static func project() throws -> ScratchProject {
        let project = try ScratchProject(fonts: ["Lato-Regular-subset.ttf", "Lato-Regular-subset.woff2"])
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        return project
    }

    /// `fixture`'s tables with a name table calling it `postScriptName` (family "FP Audit").
    static func renamed(_ fixture: String, postScriptName: String) throws -> Data {
        let tables = ForgedFonts.tables(of: try Data(contentsOf: URL(fileURLWithPath: Repository.font(fixture))))
        let name = ForgedFonts.name([1: "FP Audit", 2: "Regular", 4: "FP Audit Regular", 6: postScriptName])
        return ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables))
    }

    @Test func bothFilesHaveOneName() throws {
        #expect(FontToolsReading.all["Lato-Regular-subset.woff2"]?.postScriptName == (try Self.name))
    }

    /// The control: the same face in TTF and WOFF2 shares its name and is no duplicate.
    @Test func twoBuildsOfOneFaceAreNotDuplicates() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("duplicate-postscript-name"), "\(result.stdout)")
    }

    /// Two different faces, one name: both fail, each message naming both files and what differs
    /// (tables.json: hhea 800/-200 against 850/-250, the tops of 'H' 740 against 700 and of 'x' 540
    /// against 500; the names are the same once renamed). Both `head` boxes lie inside their line
    /// boxes, so the glyphs of the default characters are measured on a second reading, as for every
    /// face whose name another file shares: 'H' and 'x' 40 units apart, 40 × 17 × 3 / 1000 = 2.04 px
    /// at 17 pt @3x (the default size and largest scale).
    @Test func checkFailsBothFaces() throws {
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf"])
        defer { project.directory.cleanUp() }
        let name = try #require(FontToolsReading.all["FPAudit-Regular.ttf"]?.postScriptName)
        try Self.renamed("FPAudit-Bold.ttf", postScriptName: name).write(
            to: project.url.appendingPathComponent("Fonts/Renamed.ttf"))
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("duplicate-postscript-name") }
        #expect(lines.count == 2, "\(result.stdout)")
        let expected =
            "the PostScript name '\(name)' of 'Fonts/FPAudit-Regular.ttf' is also that of 'Fonts/Renamed.ttf', another "
            + "face, which differs in what iOS reads (CoreText's vertical metrics), the glyph boxes of 'H', 'x' or the "
            + "flat capitals, the glyph boxes of the characters the rules measure (up to 40 units, 2.04 px at 17 pt @3x): "
            + "iOS registers one font of a name, so UIFont(name:size:) gives the same face for both"
        #expect(lines.contains { $0.hasSuffix(expected) }, "\(result.stdout)")
    }

    /// The instances of one variable face share its PostScript name: that is not a duplicate.
    @Test func instancesOfOneFaceAreNotDuplicates() throws {
        let project = try ScratchProject(fonts: ["FPVariable-VF.ttf"])
        defer { project.directory.cleanUp() }
        try project.write(
            "fontprobe.yml", "fonts: Fonts\nbaseline: false\ninstances:\n  Fonts/FPVariable-VF.ttf: named\n")
        let result = try project.run(["check", "--format", "json"])
        #expect(!result.stdout.contains("duplicate-postscript-name"), "\(result.stdout)")
        #expect(result.stdout.contains("\"instance\""), "the instances were read")
    }

    @Test func swiftWritesNothing() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let output = project.url.appendingPathComponent("Fonts.swift").path
        let result = try project.run(["swift", "--config", "fontprobe.yml", "-o", output])
        #expect(result.status == 2)
        let expected =
            "fontprobe: 'Fonts/Lato-Regular-subset.ttf' and 'Fonts/Lato-Regular-subset.woff2' have the same "
            + "PostScript name, '\(try Self.name)': iOS registers one font of a name, so UIFont(name:size:) would "
            + "give the same face for both; give each its own\n"
        #expect(result.stderr == expected)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Three different faces of one name: each message lists the other two in path order, whatever
    /// order the workers read them in; a WOFF2 build of one of them beside it is not listed.
    @Test func theOthersAreListedInPathOrder() throws {
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf"])
        defer { project.directory.cleanUp() }
        let name = try #require(FontToolsReading.all["FPAudit-Regular.ttf"]?.postScriptName)
        try Self.renamed("FPAudit-Bold.ttf", postScriptName: name).write(to: project.url.appendingPathComponent("Fonts/B.ttf"))
        try Self.renamed("FPThousand-Regular.ttf", postScriptName: name).write(
            to: project.url.appendingPathComponent("Fonts/C.ttf"))
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "of 'Fonts/FPAudit-Regular.ttf' is also that of 'Fonts/B.ttf', 'Fonts/C.ttf', another face, which differs in"),
            "\(result.stdout)")
    }

    /// `café.ttf` twice, in its NFC and NFD spellings: two files, so `swift` refuses them as `check`
    /// does, though Swift's `==` takes the two names for one.
    @Test func twoSpellingsOfOneNameAreTwoFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf")))
        let name = try #require(FontToolsReading.all["FPAudit-Regular.ttf"]?.postScriptName)
        let nfc = directory.url.appendingPathComponent("caf\u{E9}.ttf").path
        let nfd = directory.url.appendingPathComponent("cafe\u{301}.ttf").path
        #expect(FileManager.default.createFile(atPath: nfc, contents: font))
        #expect(FileManager.default.createFile(atPath: nfd, contents: font))
        let result = try CLI.run(["swift", directory.url.path])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("have the same PostScript name, '\(name)'"), "\(result.stderr)")
    }

    /// Five different faces with one name: each names three others and counts the rest, so a
    /// library of many such faces gives a report of a few hundred bytes a face, not a list of every
    /// other name (40 MB for 1,024 faces before).
    @Test func theOthersAreNamedUpToThree() throws {
        let project = try ScratchProject(fonts: [])
        defer { project.directory.cleanUp() }
        let fixtures = [
            "FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPThousand-Regular.ttf", "FPTrap-Regular.ttf", "FPSFLike-Regular.ttf",
        ]
        for (index, fixture) in fixtures.enumerated() {
            try Self.renamed(fixture, postScriptName: "Shared-Name").write(
                to: project.url.appendingPathComponent("Fonts/F\(index).ttf"))
        }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "the PostScript name 'Shared-Name' of 'Fonts/F0.ttf' is also that of 'Fonts/F1.ttf', 'Fonts/F2.ttf', "
                    + "'Fonts/F3.ttf' and 1 more, another face, which differs in"),
            "\(result.stdout)")
    }

    /// The faces of each collection of ``aNameSharedByManyFacesFailsEveryFace()``.
    static let facesPerCollection = 64

    /// Twenty collections of 64 faces, each collection another font renamed to one PostScript
    /// name: 1,280 faces share it, and both commands fail every face, each naming three others and
    /// counting the rest, end to end. That the work is linear in the faces (20,480 such faces took
    /// 46 s checked pairwise) is counted without a process in `DuplicateNameWorkTests`: the faces
    /// named grow exactly with the faces.
    @Test func aNameSharedByManyFacesFailsEveryFace() throws {
        let fixtures = [
            "FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPThousand-Regular.ttf", "FPOS2v1-Regular.ttf", "FPOffCurve-Regular.ttf",
            "FPSFLike-Regular.ttf", "FPTallCyrillic-Regular.ttf", "FPFamily-Regular.ttf", "FPFamily-Bold.ttf",
            "FPCapNear-Regular.ttf", "FPLowAscender-Regular.ttf", "FPShallowDescender-Regular.ttf", "FPSubPixel-Regular.ttf",
            "FPSubPixel-Bold.ttf", "FPSwashCap-Regular.ttf", "FPTallAccent-Regular.ttf", "FPTypoSTAT-Regular.ttf",
            "FPTimes-Regular.ttf", "FPHelvetica-Regular.ttf", "FPMacRoman-Regular.ttf",
        ]
        let project = try ScratchProject(fonts: [])
        defer { project.directory.cleanUp() }
        let name = "FPShared-Regular"
        for (index, fixture) in fixtures.enumerated() {
            let tables = ForgedFonts.tables(of: try Self.renamed(fixture, postScriptName: name))
            try ForgedFonts.collection(faces: Self.facesPerCollection, tables: tables).write(
                to: project.url.appendingPathComponent("Fonts/c\(index).ttc"))
        }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nsizes: [17]\nscales: [3]\n")
        let check = try ProcessRun.fontprobe(["check", "--format", "json"], in: project.url)
        try #require(!check.timedOut)
        #expect(check.status == 1, "\(check.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        let messages = faces.compactMap { face in
            (face["checks"] as? [[String: Any]])?.first { $0["check"] as? String == "duplicate-postscript-name" }
                .flatMap { ($0["problems"] as? [[String: Any]])?.first?["message"] as? String }
        }
        #expect(messages.count == 20 * Self.facesPerCollection)
        // A face's others are the faces of the other kinds: 1,280 less its own kind's, a multiple
        // of 64 (fixtures whose tables read the same are one kind); three are named.
        let counts = Set(messages.compactMap { $0.firstMatch(of: #/ and (\d+) more, another face/#).flatMap { Int($0.1) } })
        #expect(
            !counts.isEmpty
                && counts.allSatisfy { ($0 + 3) % Self.facesPerCollection == 0 && $0 + 3 < 20 * Self.facesPerCollection },
            "\(counts)")
        let audit = try ProcessRun.fontprobe(["audit", "Fonts", "--format", "csv", "--scale", "3"], in: project.url)
        try #require(!audit.timedOut)
        #expect(
            audit.stdout.split(separator: "\n").filter { $0.contains("duplicate-postscript-name") }.count
                == 20 * Self.facesPerCollection)
    }
}
