/// The characters a product sets, whose glyphs `glyphs-outside-line-box` measures: the basic
/// letters and digits, the ``defaultRanges`` and whatever a configuration or `--characters`
/// adds (docs/model.md#glyphs-and-the-line-box).
public struct CharacterRanges: Sendable, Hashable {
    /// Unicode scalar values, as closed ranges, sorted and merged.
    package private(set) var ranges: [ClosedRange<UInt32>]
    /// The characters the lists added name, less those they take away, sorted and merged: what
    /// the product says it sets, which `missing-characters` looks up in each face's cmap; empty
    /// for the default set (docs/commands/audit.md#rules).
    package private(set) var listed: [ClosedRange<UInt32>] = []

    /// A–Z, a–z and 0–9: the letters every Latin text has, whose ink the glyphs of a neighbouring
    /// line meet first. Always measured.
    package static let basic: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A]

    /// Whether `value` is one of ``basic``: asked of every glyph of every face, here where the
    /// ranges are plain values rather than through a closure from another module.
    package static func isBasic(_ value: UInt32) -> Bool {
        for range in basic where range.contains(value) { return true }
        return false
    }

    /// Basic Latin, Latin-1 Supplement and Latin Extended-A (U+0020–007E, U+00A0–017F): the
    /// accented capitals and descenders of the languages of Western, Central and Eastern Europe.
    package static let defaultRanges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x17F]

    /// The default set: ``defaultRanges``.
    public static let `default` = CharacterRanges(defaultRanges)

    /// The most scalar values one set may hold (every plane of Unicode has 65,536): measuring a
    /// glyph costs about a microsecond, so a face's set stays under a tenth of a second.
    package static let maximumCount = 65_536

    public init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = Self.merged(ranges + Self.basic)
    }

    /// ``listed``, or `nil` when the lists name nothing: what the reader looks up in each cmap.
    package var lookedUp: [ClosedRange<UInt32>]? { listed.isEmpty ? nil : listed }

    /// How many scalar values the set holds.
    package var count: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

    /// Named sets a list may give for a product's languages (docs/model.md#glyphs-and-the-line-box):
    /// `latin` (Basic Latin and Latin-1 Supplement, U+0020-007E, U+00A0-00FF), `latin-ext` (Latin
    /// Extended-A, U+0100-017F, the 128 letters of Central and Eastern Europe), `vietnamese` (the horn and the letters with two marks of Latin Extended-B and Latin
    /// Extended Additional, U+01A0-01A1, U+01AF-01B0, U+1EA0-1EF9, whose stacked marks rise
    /// highest), `cyrillic` (U+0400-04FF) and `greek` (U+0370-03FF).
    package static let named: [String: [ClosedRange<UInt32>]] = [
        "latin": [0x20...0x7E, 0xA0...0xFF],
        "latin-ext": [0x100...0x17F],
        "vietnamese": [0x1A0...0x1A1, 0x1AF...0x1B0, 0x1EA0...0x1EF9],
        "cyrillic": [0x400...0x4FF],
        "greek": [0x370...0x3FF],
    ]

    /// This set with the characters of `spec` added, and those of its items written with a
    /// leading `-` taken away (the basic letters and digits stay): `vietnamese, -U+0100-017F`.
    package func adding(_ spec: String) throws(CharacterRangesError) -> CharacterRanges {
        let (add, remove) = try Self.parse(spec)
        var added = CharacterRanges(ranges + add)
        added.listed = Self.merged(listed + add)
        if !remove.isEmpty {
            added.ranges = Self.merged(Self.subtract(remove, from: added.ranges) + Self.basic)
            added.listed = Self.subtract(remove, from: added.listed)
        }
        guard added.count <= Self.maximumCount else {
            throw CharacterRangesError(
                spec: spec, reason: "the set would hold \(added.count) characters; at most \(Self.maximumCount) are measured")
        }
        return added
    }

    /// Every scalar value in the set, in order (surrogates, which are not characters, left out).
    package var scalars: some Sequence<Unicode.Scalar> {
        ranges.lazy.flatMap { $0 }.compactMap(Unicode.Scalar.init)
    }

    /// Parses a comma-separated list into the ranges to add and those to take away: `U+0400-04FF`
    /// (a range), `U+20AC` (one code point), a name of ``named``, or characters as they are
    /// (`ŒœŸ€`, each character of the item); an item that starts with `-` is taken away.
    /// `U+002C` is a comma, `U+002D` a hyphen.
    static func parse(_ spec: String) throws(CharacterRangesError) -> (add: [ClosedRange<UInt32>], remove: [ClosedRange<UInt32>])
    {
        var (add, remove): ([ClosedRange<UInt32>], [ClosedRange<UInt32>]) = ([], [])
        for item in spec.split(separator: ",") {
            // Spaces have no ink, so they are only separators.
            var item = item.filter { !$0.isWhitespace }
            let removing = item.count > 1 && item.hasPrefix("-")
            if removing { item.removeFirst() }
            guard !item.isEmpty else { continue }
            let ranges = try parseItem(item)
            if removing { remove += ranges } else { add += ranges }
        }
        return (add, remove)
    }

    /// One item of a list: a name, a range, a code point or characters.
    private static func parseItem(_ item: String) throws(CharacterRangesError) -> [ClosedRange<UInt32>] {
        if let named = named[item.lowercased()] { return named }
        guard item.hasPrefix("U+") || item.hasPrefix("u+") else {
            return item.unicodeScalars.map { $0.value...$0.value }
        }
        let bounds = item.dropFirst(2).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let values = bounds.map { bound in
            UInt32(bound.hasPrefix("U+") || bound.hasPrefix("u+") ? bound.dropFirst(2) : bound, radix: 16)
        }
        guard let low = values.first ?? nil, let high = values.last ?? nil, low <= high, high <= 0x10FFFF else {
            throw CharacterRangesError(
                spec: item, reason: "write a code point as U+20AC and a range as U+0400-04FF (at most U+10FFFF)")
        }
        return [low...high]
    }

    /// `ranges` less the values of `removed`.
    private static func subtract(_ removed: [ClosedRange<UInt32>], from ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var kept = ranges
        for cut in removed {
            kept = kept.flatMap { range -> [ClosedRange<UInt32>] in
                guard range.overlaps(cut) else { return [range] }
                var pieces: [ClosedRange<UInt32>] = []
                if range.lowerBound < cut.lowerBound { pieces.append(range.lowerBound...(cut.lowerBound - 1)) }
                if range.upperBound > cut.upperBound { pieces.append((cut.upperBound + 1)...range.upperBound) }
                return pieces
            }
        }
        return kept
    }

    private static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}

/// A list of characters that cannot be read, with the reason.
package struct CharacterRangesError: Error, Sendable, Hashable {
    /// The item as written.
    package var spec: String
    package var reason: String
}

/// The vertical extent of the ink of each glyph a face maps from a ``CharacterRanges``: what
/// `glyphs-outside-line-box` compares with the line box.
package struct CharacterInk: Sendable, Hashable {
    /// One character's glyph: the lowest and highest point of its outline, in font units, y up
    /// from the baseline, at the instance the face was read at; and its leftmost and rightmost,
    /// which tell two designs of the same heights apart (duplicate-postscript-name).
    package struct Glyph: Sendable, Hashable {
        package var scalar: Unicode.Scalar
        package var yMin: Int
        package var yMax: Int
        package var xMin: Int
        package var xMax: Int

        package init(_ scalar: Unicode.Scalar, yMin: Int, yMax: Int, xMin: Int = 0, xMax: Int = 0) {
            self.scalar = scalar
            self.yMin = yMin
            self.yMax = yMax
            self.xMin = xMin
            self.xMax = xMax
        }

        /// "'Å' (U+00C5)", or "U+E000" for a character that does not print, as every report
        /// names a character.
        package var name: String { GlyphQuery.character(scalar).description }
    }

    /// Every character of the set the face has an outline for, in code point order.
    package var glyphs: [Glyph]

    /// The eight tallest and the eight deepest glyphs measured, accented and other non-ASCII
    /// letters first on a tie (they are what a heavier weight moves: a ring, a caron); `nil` when
    /// none was measured.
    package var reach: Reach? {
        guard !glyphs.isEmpty else { return nil }
        func ascii(_ glyph: Glyph) -> Bool { glyph.scalar.value < 0x80 }
        let tallest = glyphs.sorted { $0.yMax != $1.yMax ? $0.yMax > $1.yMax : !ascii($0) && ascii($1) }
        let deepest = glyphs.sorted { $0.yMin != $1.yMin ? $0.yMin < $1.yMin : !ascii($0) && ascii($1) }
        return Reach(tallest: Array(tallest.prefix(8)), deepest: Array(deepest.prefix(8)))
    }

    /// A face's farthest ink above and below the baseline: the glyphs that reach it.
    package struct Reach: Sendable, Hashable {
        package var tallest: [Glyph]
        package var deepest: [Glyph]
    }
    /// True when nothing was measured because the face's own box (`head`) lies inside the line
    /// box, so no glyph can reach beyond it.
    package var withinFontBounds: Bool

    /// Where measuring stopped because the glyphs cost more processor time than ``budget(characterCount:)``.
    package struct Stop: Sendable, Hashable {
        /// How many characters of the set were asked for before the budget ran out.
        package var measured: Int
        /// How many characters the set holds.
        package var of: Int
        /// The face's budget, in seconds of processor time.
        package var budget: Double
        /// True when the file's budget (``CharacterInk/fileBudget``), spent on its other faces and
        /// instances, ran out first.
        package var fileBudgetSpent: Bool

        package init(measured: Int, of: Int, budget: Double, fileBudgetSpent: Bool = false) {
            self.measured = measured
            self.of = of
            self.budget = budget
            self.fileBudgetSpent = fileBudgetSpent
        }
    }

    /// Set when the glyphs cost more processor time than the budget, so ``glyphs`` holds only
    /// those measured before it ran out.
    package var budgetExceeded: Stop?

    package init(glyphs: [Glyph], withinFontBounds: Bool = false, budgetExceeded: Stop? = nil) {
        self.glyphs = glyphs
        self.withinFontBounds = withinFontBounds
        self.budgetExceeded = budgetExceeded
    }

    /// The processor time, in seconds, one face's characters may cost: a millisecond per
    /// character, at least a quarter and at most five seconds (docs/fonts.md#limits). A glyph
    /// of a real font loads in about a microsecond (a large CJK outline in tens), so the 65,536
    /// characters of the largest set take well under a second; a forged CFF glyph whose
    /// subroutines call each other a million times takes tens of milliseconds.
    package static func budget(characterCount: Int) -> Double {
        min(5, max(0.25, Double(characterCount) / 1000))
    }

    /// The processor time, in seconds, the ink of all the faces and instances of one file may
    /// cost: a collection of 1,024 faces or a variable face of 256 instances would otherwise
    /// multiply a face's budget (docs/fonts.md#limits).
    package static let fileBudget = 10.0

    /// The basic letters and digits among ``glyphs``.
    package var basic: [Glyph] {
        glyphs.filter { CharacterRanges.isBasic($0.scalar.value) }
    }
}
