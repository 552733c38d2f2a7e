import Foundation
import Testing

@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A file whose name starts with a combining mark (U+0301), through the built binary: its path is
/// cut at the byte `/` before it (docs/security.md#paths), so `*` does not reach into its folder,
/// `init` writes its folder's glob, and `swift` names the file without its folder.
struct SlashByteTests {
    static let name = "\u{301}x.ttf"

    /// `Fonts/́x.ttf` (FP Audit Regular) in a fresh directory.
    static func project() throws -> ScratchProject {
        let project = try ScratchProject(fonts: [])
        try FileManager.default.copyItem(
            atPath: Repository.font("FPAudit-Regular.ttf"),
            toPath: project.url.appendingPathComponent("Fonts").path + "/" + name)
        return project
    }

    /// The paths of the faces of a `check --format json` report, as bytes. Read with the lockfile's
    /// JSON reader: Foundation's drops a byte order mark that starts a string.
    static func paths(_ json: String) throws -> [[UInt8]] {
        guard case .object(let document) = try LockJSON.parse(Array(json.utf8)), case .array(let faces)? = document["faces"]
        else { return [] }
        return faces.compactMap { face in
            guard case .object(let members) = face, case .string(let path)? = members["path"] else { return nil }
            return Array(path.utf8)
        }
    }

    @Test func aStarDoesNotCrossTheSlash() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: ['*.ttf']\nbaseline: false\n")
        let outside = try project.run(["check"])
        #expect(outside.status == 64)
        #expect(outside.stderr == "fontprobe: fontprobe.yml:1:9: fonts[0]: '*.ttf' matches no font file\n")

        try project.write("fontprobe.yml", "fonts: ['Fonts/*.ttf']\nbaseline: false\n")
        let inside = try project.run(["check", "--format", "json"])
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(try Self.paths(inside.stdout) == [Array("Fonts/\(Self.name)".utf8)])
    }

    @Test func initWritesTheFoldersGlob() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let result = try project.run(["init"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try project.read("fontprobe.yml").split(separator: "\n", omittingEmptySubsequences: false)
        let fonts = try #require(lines.firstIndex(of: "fonts:"))
        #expect(lines[fonts + 1] == "  - Fonts/*.ttf")
        #expect(lines[fonts + 2] == "")
    }

    @Test func swiftNamesTheFileWithoutItsFolder() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let result = try project.run(["swift", "Fonts", "-o", "Fonts.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        let source = try project.read("Fonts.swift")
        #expect(source.contains("static let fontFileNames: [String] = [\"\(Self.name)\"]"), "\(source)")
    }
}
