import Testing

@testable import FontProbeModel

/// How far apart two faces' glyph boxes are (`duplicate-postscript-name`'s "up to N units"),
/// each expected value worked by hand here.
struct InkApartTests {
    private typealias Glyph = CharacterInk.Glyph

    /// Only characters both faces hold are compared, and the widest of the four edges wins:
    /// 'A' differs by 3 at its right edge, 'B' by 12 at its bottom; 'C' is only in `a`.
    @Test func theWidestEdgeOfTheSharedCharactersWins() {
        let a = [
            Glyph("A", yMin: 0, yMax: 700, xMin: 10, xMax: 600), Glyph("B", yMin: -12, yMax: 700, xMin: 80, xMax: 560),
            Glyph("C", yMin: -400, yMax: 900, xMin: 0, xMax: 900),
        ]
        let b = [Glyph("A", yMin: 0, yMax: 700, xMin: 10, xMax: 603), Glyph("B", yMin: 0, yMax: 700, xMin: 80, xMax: 560)]
        #expect(FontMetrics.inkApart(a, b) == 12)
        #expect(FontMetrics.inkApart(b, a) == 12)
    }

    /// Lists not in the order of their characters (not as measured) pair the same characters:
    /// 'x' is 5 apart at its top.
    @Test func listsInAnyOrderPairTheSameCharacters() {
        let a = [Glyph("x", yMin: 0, yMax: 500), Glyph("H", yMin: 0, yMax: 700)]
        let b = [Glyph("H", yMin: 0, yMax: 700), Glyph("x", yMin: 0, yMax: 505)]
        #expect(FontMetrics.inkApart(a, b) == 5)
    }

    /// Equal boxes, or no character in common, are no difference.
    @Test func equalOrDisjointListsAreNotApart() {
        let h = Glyph("H", yMin: 0, yMax: 700, xMin: 20, xMax: 620)
        #expect(FontMetrics.inkApart([h], [h]) == nil)
        #expect(FontMetrics.inkApart([h], [Glyph("x", yMin: 0, yMax: 500)]) == nil)
        #expect(FontMetrics.inkApart([], [h]) == nil)
    }
}
