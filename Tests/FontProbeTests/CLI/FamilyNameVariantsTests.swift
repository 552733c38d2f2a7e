import Foundation
import Testing

@testable import FontProbeTestSupport

/// family-name-mismatch on a family's broken variants a brand team could ship, each a set of faces
/// of one font's tables (the Noto Sans subset) under forged names (name IDs 1, 2, 4 and 6) and a
/// forged weight and slope (OS/2 usWeightClass and fsSelection), audited as a folder: each broken
/// face is found and named, and the controls stay quiet. The rule compares weights and slopes, not
/// style names (docs/commands/audit.md#rules).
struct FamilyNameVariantsTests {
    /// One face: its file, family and style names, and its OS/2 weight and italic bit (by default
    /// those a style name of that word has: Bold 700, Italic italic, else 400 upright).
    struct Face {
        var file: String
        var family: String
        var style: String
        var weight: Int
        var italic: Bool

        init(_ file: String, _ family: String, _ style: String, weight: Int? = nil, italic: Bool? = nil) {
            (self.file, self.family, self.style) = (file, family, style)
            self.weight = weight ?? (style.contains("Bold") ? 700 : 400)
            self.italic = italic ?? style.contains("Italic")
        }
    }

    /// `faces`, audited together; the files with a family-name-mismatch finding, and its messages.
    static func audit(_ faces: [(file: String, family: String, style: String)]) throws -> [String: String] {
        try audit(faces.map { Face($0.file, $0.family, $0.style) })
    }

    static func audit(_ faces: [Face]) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("NotoSans-Regular-subset.ttf"))))
        for face in faces {
            let name = ForgedFonts.name([
                1: face.family, 2: face.style, 4: "\(face.family) \(face.style)",
                6: "\(face.family)-\(face.style)".filter { !$0.isWhitespace },
            ])
            // OS/2: usWeightClass at byte 4, fsSelection at byte 62 (bit 0 ITALIC, bit 6 REGULAR).
            var os2 = try #require(tables.first { $0.tag == "OS/2" }?.data)
            os2.replaceSubrange(4..<6, with: ForgedFonts.be16(UInt16(face.weight)))
            let selection = UInt16(os2[62]) << 8 | UInt16(os2[63])
            let slope: UInt16 = face.italic ? (selection | 1) & ~0x40 : selection & ~1
            os2.replaceSubrange(62..<64, with: ForgedFonts.be16(slope))
            let forged = ForgedFonts.replacing("OS/2", with: os2, in: ForgedFonts.replacing("name", with: name, in: tables))
            _ = try directory.file(face.file, contents: ForgedFonts.sfnt(forged))
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

    /// The case: a Bold whose family is "Noto Sans Bold" and whose style says Regular, at
    /// usWeightClass 700, beside the Regular (400). Style strings alone see two Regulars and no
    /// mismatch; the weights say "Noto Sans" has no 700. Two faces, two families: a tie, which the
    /// family that is the file name's first part ("notosans", as "Noto Sans") wins, so the finding
    /// lands on the renamed Bold, not on the intact Regular.
    @Test func aBoldWhoseStyleSaysRegular() throws {
        let found = try Self.audit([
            Face("NotoSans-Regular.ttf", "Noto Sans", "Regular"),
            Face("NotoSans-Bold.ttf", "Noto Sans Bold", "Regular", weight: 700),
        ])
        #expect(Array(found.keys) == ["NotoSans-Bold.ttf"])
        #expect(
            found["NotoSans-Bold.ttf"]?.hasPrefix(
                "family 'Noto Sans Bold' holds style 'Regular' (weight 700), which 'Noto Sans' lacks "
                    + "(NotoSans-Bold.ttf and NotoSans-Regular.ttf)") == true, "\(found)")
    }

    /// The tie with style names that differ too: "FP Fam Bld" (Bold, 700) and "FP Fam" (Regular).
    /// FPFam-Bold.ttf comes first in path order, which used to make "FP Fam Bld" the family and put
    /// the finding on the Regular ("looks renamed away from 'FP Fam Bld'").
    @Test func aTieGoesToTheFamilyOfTheFileName() throws {
        let found = try Self.audit([Face("FPFam-Bold.ttf", "FP Fam Bld", "Bold"), Face("FPFam-Regular.ttf", "FP Fam", "Regular")])
        #expect(Array(found.keys) == ["FPFam-Bold.ttf"])
        #expect(
            found["FPFam-Bold.ttf"]?.hasPrefix("family 'FP Fam Bld' holds style 'Bold' (weight 700), which 'FP Fam' lacks")
                == true)
    }

    /// Controls: the Bold named as the family's (style Bold, 700) is quiet; so is a family of its own
    /// at a weight the main family has ("FP Fam Book", 400, beside the Regular), which style names
    /// alone took for a renamed face.
    @Test func theSameWeightsStayQuiet() throws {
        #expect(
            try Self.audit([
                Face("NotoSans-Regular.ttf", "Noto Sans", "Regular"), Face("NotoSans-Bold.ttf", "Noto Sans", "Bold"),
            ]).isEmpty)
        #expect(
            try Self.audit([
                Face("FPFam-Regular.ttf", "FP Fam", "Regular"), Face("FPFam-Bold.ttf", "FP Fam", "Bold"),
                Face("FPFam-Book.ttf", "FP Fam Book", "Book"),
            ]).isEmpty)
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
        #expect(
            found["FPFam-Bold.ttf"]?.hasPrefix("family 'FP Fam Bld' holds style 'Bold' (weight 700), which 'FP Fam' lacks")
                == true)
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
