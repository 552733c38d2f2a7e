import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Every glyph of every fixture read through FreeType against `Fixtures/fonts/glyphs.json`, which
/// `read-tables.py` writes with fontTools: advance, name, outline bounds, and the cmap.
struct GlyphReadingTests {
    /// One face of glyphs.json: rows of [name, advance, xMin, yMin, xMax, yMax] by glyph index.
    struct Face: Decodable {
        var cmap: [String: Int]
        /// Whether the font stores glyph names (CFF, or post format 2).
        var names: Bool
        var glyphs: [[Row]]

        enum Row: Decodable {
            case number(Double), text(String), null
            init(from decoder: Decoder) throws {
                let value = try decoder.singleValueContainer()
                if value.decodeNil() {
                    self = .null
                } else if let number = try? value.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .text(try value.decode(String.self))
                }
            }
            var number: Double? { if case .number(let n) = self { return n } else { return nil } }
            var text: String? { if case .text(let t) = self { return t } else { return nil } }
        }
    }

    static let reading: [String: Face] = {
        do {
            let data = try Data(contentsOf: Repository.fonts.appendingPathComponent("glyphs.json"))
            return try JSONDecoder().decode([String: Face].self, from: data)
        } catch {
            Issue.record("Cannot read Fixtures/fonts/glyphs.json: \(error)")
            return [:]
        }
    }()

    /// The faces FreeType reads (the refused fixtures have nothing to compare).
    static var keys: [String] { reading.keys.filter { FontToolsReading.refused[$0] == nil }.sorted() }

    private func glyph(_ key: String, _ query: GlyphQuery) throws -> FontGlyph {
        let (file, index) = FontToolsReading.face(ofKey: key)
        let read = try FreeTypeLibrary().readFile(atPath: Repository.font(file), faceIndex: index, glyph: query)
        return try #require(read.faces.first?.glyph)
    }

    @Test(arguments: keys)
    func everyGlyphMatchesFontTools(_ key: String) throws {
        let face = try #require(Self.reading[key])
        var named = 0
        for (id, row) in face.glyphs.enumerated() {
            let glyph = try glyph(key, .glyphID(id))
            #expect(glyph.glyphID == id)
            #expect(Double(glyph.advance) == row[1].number, "\(key) glyph \(id) advance")
            if let name = glyph.name {
                #expect(name == row[0].text, "\(key) glyph \(id) name")
                named += 1
            }
            let want = row[2...].compactMap(\.number)
            switch glyph.ink {
            case .outline(let b):
                // FreeType's curve extrema are in 64ths of a unit (26.6 at one pixel per unit); fontTools' are exact.
                // A CFF outline with fractional coordinates (Inter's) is off by up to two 64ths: its points
                // are put on the 1/64 grid first, and the extremum of the curve through them is again.
                let tolerance = (FontToolsReading.all[key]?.outlineFormat == "CFF" ? 2.0 : 1.0) / 64
                #expect(want.count == 4, "\(key) glyph \(id): fontTools finds no outline")
                for (got, expected) in zip([b.xMin, b.yMin, b.xMax, b.yMax], want) {
                    #expect(abs(got - expected) <= tolerance, "\(key) glyph \(id) bounds \(b) vs \(want)")
                }
            case .empty, .bitmap:
                #expect(want.isEmpty, "\(key) glyph \(id): fontTools finds an outline \(want)")
            }
        }
        // A font that stores names has one for every glyph; one without has none (fontTools' are made up).
        #expect(named == (face.names ? face.glyphs.count : 0), "\(key): \(named) of \(face.glyphs.count) glyphs named")
    }

    @Test(arguments: keys)
    func cmapMatchesFontTools(_ key: String) throws {
        let face = try #require(Self.reading[key])
        #expect(!face.cmap.isEmpty)
        for (code, id) in face.cmap {
            let scalar = try #require(UInt32(code.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init))
            let glyph = try glyph(key, .character(scalar))
            #expect(glyph.glyphID == id, "\(key) \(code)")
            #expect(glyph.character == scalar)
        }
    }

    @Test func bitmapFontHasNoOutline() throws {
        let glyph = try glyph("NotoColorEmoji-subset.ttf", .character("\u{1F600}"))
        #expect(glyph.ink == .bitmap)
        #expect(glyph.advance == 2550)
    }

    @Test func symbolFontIsAskedAtF000PlusTheCode() throws {
        // FPSymbol has only a (3, 0) cmap: 'H' is stored at U+F048 (glyph 2), as glyphs.json's cmap says.
        #expect(Self.reading["FPSymbol-Regular.ttf"]?.cmap["U+F048"] == 2)
        #expect(try glyph("FPSymbol-Regular.ttf", .character("H")).glyphID == 2)
        #expect(try glyph("FPSymbol-Regular.ttf", .character("\u{F048}")).glyphID == 2)
    }

    @Test func glyphByIndexNamesItsCharacter() throws {
        // FontAwesome's glyph 4 is the star, which the cmap maps from U+F005.
        let star = try glyph("FontAwesome-subset.ttf", .glyphID(4))
        #expect(star.character == "\u{F005}" && star.name == "star")
        // .notdef is mapped from nothing.
        #expect(try glyph("FontAwesome-subset.ttf", .glyphID(0)).character == nil)
    }

    @Test func missingGlyphsAreSelectionErrors() throws {
        let path = Repository.font("FontAwesome-subset.ttf")
        let library = try FreeTypeLibrary()
        for (query, reason) in [
            (GlyphQuery.character("★"), "the font has no glyph for '★' (U+2605)"),
            (.glyphID(5), "there is no glyph 5; the font has 5 glyphs (indexes 0…4)"),
        ] {
            let error = #expect(throws: FontReadError.self) { try library.readFile(atPath: path, glyph: query) }
            #expect(error?.kind == .invalidSelection)
            #expect(error?.reason == reason)
        }
    }
}
