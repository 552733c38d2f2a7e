import Foundation
import Testing

@testable import FontProbeTestSupport

/// Two faces with one PostScript name (docs/commands/check.md#the-apps-fonts): iOS registers one
/// font of a name, so `check` fails both with `duplicate-postscript-name` and `swift` writes nothing
/// (exit 2). Lato-Regular-subset.ttf and its WOFF2 copy (make-fixtures.py) have different file names
/// and the same name ID 6.
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

    @Test func bothFilesHaveOneName() throws {
        #expect(FontToolsReading.all["Lato-Regular-subset.woff2"]?.postScriptName == (try Self.name))
    }

    @Test func checkFailsBothFaces() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("duplicate-postscript-name") }
        #expect(lines.count == 2, "\(result.stdout)")
        let expected =
            "the PostScript name '\(try Self.name)' is also that of 'Fonts/Lato-Regular-subset.woff2': iOS "
            + "registers one font of a name, so UIFont(name:size:) gives the same face for both"
        #expect(lines.contains { $0.hasSuffix(expected) })
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

    /// Three files of one name: each message lists the other two in path order, whatever order the
    /// workers read them in.
    @Test func theOthersAreListedInPathOrder() throws {
        let project = try ScratchProject(fonts: [
            "Lato-Regular-subset.ttf", "Lato-Regular-subset.woff", "Lato-Regular-subset.woff2",
        ])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "is also that of 'Fonts/Lato-Regular-subset.woff', 'Fonts/Lato-Regular-subset.woff2': iOS"),
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

    /// Five faces of one collection with one name: each names three others and counts the rest, so
    /// a collection of 1,024 such faces gives a report of a few hundred bytes a face, not a list of
    /// 1,023 names each (40 MB for 1,024 faces before).
    @Test func theOthersAreNamedUpToThree() throws {
        let project = try ScratchProject(fonts: [])
        defer { project.directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        try ForgedFonts.collection(faces: 5, tables: tables)
            .write(to: project.url.appendingPathComponent("Fonts/Five.ttc"))
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1)
        let name = try #require(FontToolsReading.all["FPThousand-Regular.ttf"]?.postScriptName)
        #expect(
            result.stdout.contains(
                "the PostScript name '\(name)' is also that of 'Fonts/Five.ttc' (face 1), 'Fonts/Five.ttc' (face 2), "
                    + "'Fonts/Five.ttc' (face 3) and 1 more: iOS"),
            "\(result.stdout)")
    }
}
