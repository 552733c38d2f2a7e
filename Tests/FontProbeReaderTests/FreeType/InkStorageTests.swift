import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeTestSupport

/// A face keeps its glyphs' ink to the end of a run, so what it keeps is counted here in glyphs of
/// storage, not in time or memory of the process (docs/security.md#many-fonts).
struct InkStorageTests {
    /// FPFamily-Regular maps three characters (fontTools: space, 'H', 'x'), two with an outline.
    /// Measured against the 319 characters of the default set (U+0020–007E, U+00A0–017F), as a face
    /// that shares its PostScript name is, its ink keeps storage for about those two glyphs (malloc
    /// may round up by one), not the 319 reserved while measuring (12.8 KB a face; 100,000 copies
    /// of one font held 1.3 GB of it).
    @Test func inkKeepsRoomForTheGlyphsMeasuredOnly() throws {
        #expect(CharacterRanges.default.count == 95 + 224)
        let file = try FreeTypeLibrary().readFile(
            atPath: Repository.font("FPFamily-Regular.ttf"), characters: .default, measuringAllInk: true)
        let ink = try #require(file.faces.first?.metrics.characterInk)
        #expect(ink.glyphs.map(\.scalar) == ["H", "x"])
        #expect(ink.glyphs.capacity <= 3, "room for \(ink.glyphs.capacity) glyphs kept")
    }
}
