import Foundation
import Testing

@testable import FontProbeTestSupport

/// Two fonts with one file name in different folders (docs/commands/check.md#the-apps-fonts): an
/// app bundle holds one file of a name, so `check`, with or without `app:`, fails both faces with
/// `app-font-name-shared`, and `fontprobe swift` writes nothing (exit 2).
struct SharedFileNameTests {
    /// Fonts/a/Brand.ttf (FP Audit Regular) and Fonts/b/Brand.ttf (FP Audit Bold).
    static func project() throws -> ScratchProject {
        let project = try AppFontsCheckTests.project(fonts: [], plist: Data(AppFontsCheckTests.xmlPlist(["Brand.ttf"]).utf8))
        for (folder, font) in [("a", "FPAudit-Regular.ttf"), ("b", "FPAudit-Bold.ttf")] {
            let directory = project.url.appendingPathComponent("Fonts/\(folder)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Repository.font(font), toPath: directory.appendingPathComponent("Brand.ttf").path)
        }
        return project
    }

    @Test func checkFailsBothFaces() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("app-font-name-shared") }
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "'Brand.ttf' is also the name of 'Fonts/b/Brand.ttf': an app bundle holds one file of a name, so one "
                        + "of these faces is never registered")
            })
    }

    /// The configured fonts are the ones the app ships, so the check runs without `app:` too; there
    /// it is reported only where it fails, and a project without shared names reports nothing of it.
    @Test func checkWithoutAppFailsBothFaces() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let result = try project.run(["check"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").filter { $0.contains("app-font-name-shared") }.count == 2)
        #expect(result.stdout.contains(", 2 app font problems, "), "\(result.stdout)")

        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Fonts/b"))
        let alone = try project.run(["check", "--format", "junit"])
        #expect(alone.status == 0, "\(alone.stdout)\(alone.stderr)")
        #expect(!alone.stdout.contains("app-font-name-shared"))
    }

    @Test func swiftWritesNothing() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let output = project.url.appendingPathComponent("Fonts.swift").path
        let result = try project.run(["swift", "Fonts", "-o", output])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: 'Fonts/a/Brand.ttf' and 'Fonts/b/Brand.ttf' have the same file name, 'Brand.ttf': an app "
                + "bundle holds one file of a name, so one would never be registered; rename one\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
