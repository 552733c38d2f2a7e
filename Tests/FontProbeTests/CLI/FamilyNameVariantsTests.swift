import Foundation
import Testing

@testable import FontProbeTestSupport

/// family-name-mismatch on a family's broken variants a brand team could ship, each a set of faces
/// of one font's tables (the Noto Sans subset) under forged names (name IDs 1, 2, 4 and 6), audited
/// as a folder: each broken face is found and named, and the controls stay quiet.
struct FamilyNameVariantsTests {
    /// `family` / `style` faces in files named `file`, audited together; the files with a
    /// family-name-mismatch finding, and its messages.
    static func audit(_ faces: [(file: String, family: String, style: String)]) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("NotoSans-Regular-subset.ttf"))))
        for face in faces {
            let name = ForgedFonts.name([
                1: face.family, 2: face.style, 4: "\(face.family) \(face.style)",
                6: "\(face.family)-\(face.style)".filter { !$0.isWhitespace },
            ])
            _ = try directory.file(face.file, contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))
        }
        let result = try CLI.run(["audit", directory.url.path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var found: [String: String] = [:]
        for font in document["fonts"] as? [[String: Any]] ?? [] {
            let path = (font["path"] as? String ?? "") as NSString
            for finding in font["findings"] as? [[String: Any]] ?? [] where finding["rule"] as? String == "family-name-mismatch" {
                found[path.lastPathComponent] = finding["message"] as? String
            }
        }
        return found
    }

    @Test func spacingInTheName() throws {
        let found = try Self.audit([
            ("FPFam-Regular.ttf", "FP Fam", "Regular"), ("FPFam-Bold.ttf", "FP Fam", "Bold"),
            ("FPFam-Italic.ttf", "FPFam", "Italic"),
        ])
        #expect(Array(found.keys) == ["FPFam-Italic.ttf"])
        #expect(
            found["FPFam-Italic.ttf"]?.hasPrefix("family 'FPFam' (style 'Italic') is 'FP Fam' spelled with other spaces or case")
                == true)
    }

    @Test func aBoldRenamedAway() throws {
        let found = try Self.audit([
            ("FPFam-Regular.ttf", "FP Fam", "Regular"), ("FPFam-Italic.ttf", "FP Fam", "Italic"),
            ("FPFam-Bold.ttf", "FP Fam Bld", "Bold"),
        ])
        #expect(Array(found.keys) == ["FPFam-Bold.ttf"])
        #expect(found["FPFam-Bold.ttf"]?.hasPrefix("family 'FP Fam Bld' holds style 'Bold', which 'FP Fam' lacks") == true)
    }

    @Test func aSuffixedFamily() throws {
        let found = try Self.audit([
            ("FPFam-Regular.ttf", "FP Fam", "Regular"), ("FPFam-Italic.ttf", "FP Fam", "Italic"),
            ("FPFam-Bold.ttf", "FP Fam Text", "Bold"),
        ])
        #expect(Array(found.keys) == ["FPFam-Bold.ttf"])
    }

    /// A family of its own beside the main one, which has its own Bold (as Open Sans Condensed Bold
    /// beside Open Sans Bold): quiet; and a family whose names all agree.
    @Test func controlsStayQuiet() throws {
        #expect(
            try Self.audit([
                ("FPFam-Regular.ttf", "FP Fam", "Regular"), ("FPFam-Bold.ttf", "FP Fam", "Bold"),
                ("FPFam-CondBold.ttf", "FP Fam Condensed", "Bold"),
            ]).isEmpty)
        #expect(
            try Self.audit([
                ("FPFam-Regular.ttf", "FP Fam", "Regular"), ("FPFam-Bold.ttf", "FP Fam", "Bold"),
                ("FPFam-Italic.ttf", "FP Fam", "Italic"),
            ]).isEmpty)
    }
}
