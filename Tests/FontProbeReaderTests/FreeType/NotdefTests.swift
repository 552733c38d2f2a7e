import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeTestSupport

/// Glyph 0 as the reader sees it, against fontTools' reading of the fixtures (glyphs.json): Lato's
/// `.notdef` is drawn, TeX Gyre Heros's has no outline; and FP Thousand with a forged `post` table
/// (version 2) that names glyph 0 `space` (standard Macintosh name 3) and glyph 1 `.notdef` has no
/// `.notdef` at glyph 0.
struct NotdefTests {
    static func notdef(_ data: Data) throws -> NotdefGlyph? {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("font.ttf", contents: data)
        return try #require(FontReader().read([path]).faces.first).metrics.notdef
    }

    @Test func fixtures() throws {
        let lato = try Data(contentsOf: URL(fileURLWithPath: Repository.font("Lato-Regular-subset.ttf")))
        #expect(try Self.notdef(lato) == .drawn)
        let heros = try Data(contentsOf: URL(fileURLWithPath: Repository.font("TeXGyreHeros-Regular-subset.otf")))
        #expect(try Self.notdef(heros) == .empty)
    }

    @Test func glyphZeroNamedAnotherGlyph() throws {
        let thousand = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf")))
        // glyphs.json: .notdef, space, H, x. Names by standard Macintosh index: space 3, .notdef 0,
        // H 43, x 91.
        var post = ForgedFonts.be32(0x0002_0000) + Data(repeating: 0, count: 28)
        post += ForgedFonts.be16(4) + ForgedFonts.be16(3) + ForgedFonts.be16(0) + ForgedFonts.be16(43) + ForgedFonts.be16(91)
        let tables = ForgedFonts.replacing("post", with: post, in: ForgedFonts.tables(of: thousand))
        #expect(try Self.notdef(ForgedFonts.sfnt(tables)) == .missing(firstGlyph: "space"))
        // The 'post' table's first index is 3, not 0: FreeType is asked, and names it.
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let forged = try directory.file("forged.ttf", contents: ForgedFonts.sfnt(tables))
        let names = try FreeTypeLibrary().glyphZeroNames(atPath: forged)
        #expect(names.count == 1 && !names[0].fromPost && names[0].freeType == "space")
    }

    /// Tables the shortcut must leave to FreeType: cut short before glyph 0's name index, or with
    /// no glyphs named; and format 1.0, 32 bytes, which it takes (the standard order starts with
    /// `.notdef`), as FreeType names it.
    @Test(arguments: [
        (ForgedFonts.be32(0x0002_0000) + Data(repeating: 0, count: 28) + ForgedFonts.be16(4), false),
        (ForgedFonts.be32(0x0002_0000) + Data(repeating: 0, count: 28) + ForgedFonts.be16(0) + ForgedFonts.be16(0), false),
        (ForgedFonts.be32(0x0001_0000) + Data(repeating: 0, count: 28), true),
    ])
    func postShortcutLeavesWhatItCannotRead(post: Data, taken: Bool) throws {
        let thousand = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf")))
        let tables = ForgedFonts.replacing("post", with: post, in: ForgedFonts.tables(of: thousand))
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("forged.ttf", contents: ForgedFonts.sfnt(tables))
        let names = try FreeTypeLibrary().glyphZeroNames(atPath: path)
        #expect(names.count == 1 && names[0].fromPost == taken)
        if taken { #expect(names[0].freeType == ".notdef") }
    }

    /// Where the reader takes glyph 0's name from the 'post' table's first bytes instead of asking
    /// FreeType (which reads every name), FreeType names it `.notdef` too, on every face of every
    /// fixture; and the shortcut is taken (the TrueType fixtures have format 2.0 tables).
    @Test func postShortcutAgreesWithFreeType() throws {
        let library = try FreeTypeLibrary()
        var taken = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: Repository.fonts.path).sorted() {
            guard let faces = try? library.glyphZeroNames(atPath: Repository.font(file)) else { continue }
            for face in faces where face.fromPost {
                #expect(face.freeType == ".notdef", "\(file)")
                taken += 1
            }
        }
        #expect(taken >= 20)
    }
}
