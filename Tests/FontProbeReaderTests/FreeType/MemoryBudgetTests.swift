import Foundation
import Testing

@testable import FontProbeTestSupport

/// FreeType's memory budget (docs/security.md#memory): a font whose reading would take FreeType past
/// 256 MiB is one line and exit 2, the rest of a batch goes on. The forged fonts are built here from
/// FPThousand's tables (glyphs .notdef, space, H, x).
struct MemoryBudgetTests {

    static func line(_ path: String) -> String {
        "fontprobe: cannot read '\(path)': reading it needs more than 256 MiB of memory in FreeType (an image, table "
            + "or decompressed file that large), the most fontprobe allows (docs/security.md#memory)\n"
    }

    static var thousand: [(tag: String, data: Data)] {
        get throws {
            ForgedFonts.tables(of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        }
    }

    /// PNG's CRC-32 of the chunk type "IEND" with no data, as every PNG ends: AE 42 60 82.
    @Test func crcOfIEND() {
        #expect(ForgedFonts.crc32(Data("IEND".utf8)) == 0xAE42_6082)
    }

    /// An sbix glyph whose PNG claims 32000 × 32000 RGBA pixels (4 GB), or 7000 × 7000 (196 MB,
    /// under the face's 256 MiB): drawing it is refused at FreeType's first allocation past the
    /// picture allowance (16 MiB beyond the face), before libpng decodes a row. The glyph is left
    /// out of the picture and said so; the face is still read and reported (the 7000 × 7000 one
    /// cost 4 s a face in an HTML report, and the 4 GB one failed the face). A good font beside it
    /// is reported. The HTML audit of the 20 faces may use 20 s of processor time, a quarter of
    /// the 80 s that decoding their pictures took (a limit on the command's own processor time, not
    /// on the wall clock, so a busy machine does not change it).
    @Test(arguments: [UInt32(32000), 7000])
    func sbixImageIsNotDrawn(side: UInt32) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let png = ForgedFonts.pngClaiming(width: side, height: side)
        let tables = try Self.thousand + [("sbix", ForgedFonts.sbix(glyphCount: 4, glyph: 2, ppem: 100, png: png))]
        let single = try directory.file("sbix.ttf", contents: ForgedFonts.sfnt(tables))
        let path = try directory.file("sbix.ttc", contents: ForgedFonts.collection(faces: 20, tables: tables))
        let good = Repository.font("FPThousand-Regular.ttf")
        let out = directory.url.appendingPathComponent("out.png").path

        let render = try ProcessRun.fontprobe(["render", single, "--text", "H", "-o", out])
        try #require(!render.timedOut)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(
            render.stderr
                == "fontprobe: note: '\(single)': 1 glyph too large to draw, left out of the picture "
                + "(docs/security.md#pictures)\n")

        let html = directory.url.appendingPathComponent("audit.html").path
        let audit = try ProcessRun.fontprobe(["audit", path, good, "--format", "html", "-o", html], cpuLimit: 20)
        try #require(!audit.timedOut)
        #expect(audit.status == 0, "\(audit.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("FPThousand-Regular"))
        // The 20 faces of the collection are reported, each with its card.
        #expect(page.components(separatedBy: "sbix.ttc").count > 20)

        let json = try ProcessRun.fontprobe(["audit", path, good, "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
    }

    /// A WOFF 1.0 file of a few hundred bytes with a table that claims 1 GiB once inflated: FreeType
    /// allocates the whole font before inflating, and that is refused.
    @Test func woffThatInflatesToAGigabyte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "big.woff", contents: ForgedFonts.woff(try Self.thousand, inflating: "zzzz", to: 1 << 30))
        let result = try ProcessRun.fontprobe(["metrics", path, "--size", "17"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderr == Self.line(path))
    }
}

/// A `name` table of 4,096 records that all point at one 64 KB string (115 KB in all): only the
/// records that can improve a name are decoded (docs/security.md#memory), and a name longer than
/// ``FontMetrics/maximumNameLength`` characters is refused, since every report row of the face
/// copies it (docs/security.md#report-size).
struct NameTableTests {
    static func font(familyLength length: Int, records: Int = 2) -> Data {
        let name = ForgedFonts.nameSharingOneString(count: records, length: length)
        return ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: (try? MemoryBudgetTests.thousand) ?? []))
    }

    @Test func recordsSharingOneLongStringAreOneLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("names.ttf", contents: Self.font(familyLength: 32_767, records: 4096))
        let result = try ProcessRun.fontprobe(["metrics", path, "--size", "17", "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        // Name ID 4 (the full name) is not read; ID 1, the family, is the one refused, by its
        // 2 × 32,767 bytes of UTF-16, which cannot hold 256 characters or fewer (4 bytes a
        // character at most), so it is not decoded.
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': its name ID 1 is 65534 bytes long, more than 256 characters; "
                + "fontprobe reads names of at most 256\n")
    }

    /// The limit itself: 256 characters are read, 257 are not.
    @Test func theLimitIsTwoHundredFiftySixCharacters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let longest = try directory.file("256.ttf", contents: Self.font(familyLength: 256))
        let over = try directory.file("257.ttf", contents: Self.font(familyLength: 257))
        let result = try ProcessRun.fontprobe(["audit", "--format", "json", longest, over])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(fonts.first?["familyName"] as? String == String(repeating: "A", count: 256))
        #expect(result.stderr.contains("'\(over)': its name ID 1 is 257 characters long"))
    }

    /// 1,024 faces sharing one 32,000-character name made a 206 MB HTML report from a 272 KB file;
    /// now every face is refused for the one reason, in one line.
    @Test func aCollectionOfLongNamesIsOneError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.replacing(
            "name", with: ForgedFonts.nameSharingOneString(count: 2, length: 32_000), in: try MemoryBudgetTests.thousand)
        let path = try directory.file("names.ttc", contents: ForgedFonts.collection(faces: 1024, tables: tables))
        let result = try ProcessRun.fontprobe(["audit", "--format", "html", path])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': its name ID 1 is 64000 bytes long, more than 256 characters; "
                + "fontprobe reads names of at most 256\n")
        #expect(result.stdout.utf8.count < 100_000)
    }

    /// A name only FreeType's own fallback finds (a Windows symbol-encoded record, which fontprobe
    /// does not rank) is held to the same limit.
    @Test func aNameFromFreeTypesFallbackIsLimitedToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let name = ForgedFonts.name([1: String(repeating: "A", count: 300), 2: "Regular"], encoding: 0)
        let path = try directory.file(
            "symbol-name.ttf",
            contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: try MemoryBudgetTests.thousand)))
        let result = try ProcessRun.fontprobe(["metrics", path, "--format", "json"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': its family name is 300 characters long; fontprobe reads names "
                + "of at most 256\n")
    }

    /// The names of a variable font's instances are in every row of every instance: FPVariable-VF's
    /// instance name ID 257 (fontTools reads `fvar` instance 2's subfamilyNameID as 257) made 300
    /// characters long is refused.
    @Test func anInstanceNameIsLimitedToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPVariable-VF.ttf"))))
        let name = ForgedFonts.name([
            1: "FP Variable", 2: "Regular", 6: "FPVariable-Regular", 256: "Weight",
            257: String(repeating: "B", count: 300), 258: "Black",
        ])
        let path = try directory.file(
            "instances.ttf", contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))
        let result = try ProcessRun.fontprobe(["audit", path, "--format", "json"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': its name ID 257 is 300 characters long; fontprobe reads names "
                + "of at most 256\n")
    }
}
