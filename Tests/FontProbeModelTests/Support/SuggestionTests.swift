import Testing

@testable import FontProbeModel

/// "Did you mean" with bounded work (docs/security.md#names): distances worked out by hand, and
/// the cells of the edit-distance table counted, not timed.
struct SuggestionTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var a: String
        var b: String
        var distance: Int?
        var testDescription: String { "\(a) → \(b)" }
    }

    /// Textbook distances: kitten → sitting substitutes k and e and inserts g; flaw → lawn drops f
    /// and adds n; audit → adit drops u. Past 3 edits, or lengths 4 apart, there is none.
    @Test(
        arguments: [
            Pair(a: "kitten", b: "sitting", distance: 3), Pair(a: "flaw", b: "lawn", distance: 2),
            Pair(a: "audit", b: "adit", distance: 1), Pair(a: "same", b: "same", distance: 0),
            Pair(a: "a", b: "abcde", distance: nil), Pair(a: "abcd", b: "wxyz", distance: nil),
            Pair(a: "", b: "ab", distance: 2), Pair(a: "abc", b: "", distance: 3),
        ])
    func distances(_ pair: Pair) {
        var cells = 0
        #expect(Suggestion.editDistance(Array(pair.a), Array(pair.b), within: 3, cells: &cells) == pair.distance)
    }

    /// Only the band within 3 of the diagonal is filled: two names of 64 characters that agree
    /// fill 4 + 5 + 6 cells in the first three rows, 7 in each of the next 58, and 6 + 5 + 4 in the
    /// last three, 436 of the 4,096 a full table has. Names that differ everywhere stop after the
    /// fourth row, whose every cell is 4 edits or more: 4 + 5 + 6 + 7 = 22 cells.
    @Test func onlyTheBandIsFilled() {
        let a = Array(String(repeating: "a", count: 64))
        var cells = 0
        #expect(Suggestion.editDistance(a, a, within: 3, cells: &cells) == 0)
        #expect(cells == 436)
        cells = 0
        #expect(Suggestion.editDistance(a, Array(String(repeating: "b", count: 64)), within: 3, cells: &cells) == nil)
        #expect(cells == 22)
    }

    /// A name longer than 64 characters gets no suggestion and costs nothing, however long it is
    /// and however many names there are: the 100,000-character family among a thousand.
    @Test func longNamesAreNotCompared() {
        let names = (0..<1000).map { "Brand-\($0)" }
        var suggestion = Suggestion(among: names)
        #expect(suggestion.nearest(to: String(repeating: "B", count: 100_000)) == nil)
        #expect(suggestion.nearest(to: String(repeating: "B", count: 65)) == nil)
        #expect(suggestion.cells == 0)
        #expect(suggestion.nearest(to: "Brand-99x") == "Brand-99")
    }

    /// One suggestion fills at most 2^18 cells. Each of these names is 4 edits from the typed one
    /// at its end, so each comparison fills its whole band, 436 cells, and finds nothing. Before a
    /// comparison the cells it could fill, 7 × 64 = 448, must still fit: after k comparisons that
    /// holds while 436k + 448 ≤ 262,144, so k stops at 601, and there is no suggestion (not every
    /// name was compared).
    @Test func oneSuggestionHasABudget() {
        let typed = String(repeating: "a", count: 64)
        let names = (0..<1000).map { String(repeating: "a", count: 60) + String(tail($0)) }
        var suggestion = Suggestion(among: names)
        #expect(suggestion.nearest(to: typed) == nil)
        #expect(suggestion.cells == 601 * 436)
        #expect(suggestion.cells <= Suggestion.maximumCells)
        // Spent: the next costs nothing and suggests nothing.
        #expect(suggestion.nearest(to: "aaaa") == nil)
        #expect(suggestion.cells == 601 * 436)
    }

    /// Suggestions of one list share their budget: 2^22 cells, about 16 of the suggestion above.
    @Test func aListSharesItsBudget() {
        let typed = String(repeating: "a", count: 64)
        let names = (0..<1000).map { String(repeating: "a", count: 60) + String(tail($0)) }
        var suggestion = Suggestion(among: names, budget: Suggestion.maximumSharedCells)
        for _ in 0..<1000 { _ = suggestion.nearest(to: typed) }
        #expect(suggestion.cells <= Suggestion.maximumSharedCells)
        // 16 suggestions of 601 comparisons (262,036 cells each), then what is left, 2^22 − 16 ×
        // 262,036 = 1,728 cells, has room for 3 more (2 × 436 + 448 ≤ 1,728 < 3 × 436 + 448).
        #expect(suggestion.cells == 16 * 601 * 436 + 3 * 436)
    }

    /// The first of a tie, and never a name as far as the typed one is long.
    @Test func tiesAndShortNames() {
        #expect(Suggestion.nearest(to: "fnots", in: ["fonts", "fants"]) == "fonts")
        #expect(Suggestion.nearest(to: "ab", in: ["xy"]) == nil)
        #expect(Suggestion.nearest(to: "AUDIT", in: ["audit"]) == "audit")
    }

    /// Four letters from a number, none of them 'a': "bbbb", "bbbc", …
    private func tail(_ number: Int) -> [Character] {
        (0..<4).map { Character(Unicode.Scalar(UInt8(ascii: "b") + UInt8((number >> (2 * (3 - $0))) & 3))) }
    }
}
