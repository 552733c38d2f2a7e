import Foundation
import Testing

/// Two fonts with one file name in different folders (docs/commands/check.md#the-apps-fonts): an
/// app bundle holds one file of a name, so `check` with `app:` fails both faces with
/// `app-font-name-shared`, and `fontprobe swift` writes nothing (exit 2).
struct SharedFileNameTests {
    /// Fonts/a/Brand.ttf (FP Audit Regular) and Fonts/b/Brand.ttf (FP Audit Bold).
    static func project() throws -> CheckCommandTests.Project {
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
