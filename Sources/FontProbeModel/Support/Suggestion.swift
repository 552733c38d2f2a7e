/// The closest of some names to a mistyped one, for "Did you mean 'audit'?", found with bounded
/// work whatever the input (docs/security.md#names): only a name of at most
/// ``maximumTypedLength`` characters gets a suggestion, only names within ``maximumDistance``
/// characters of its length are compared, each comparison fills only the diagonal band of the
/// edit-distance table that can stay within ``maximumDistance`` edits, and one suggestion fills at
/// most ``maximumCells`` cells (a list of them shares a budget given to ``init(among:budget:)``).
/// A family name of 100,000 characters named by 1,000 styles made a full table against every
/// face's name: 37 s, and past 60 s and 8 GB with more faces.
package struct Suggestion {
    /// The names a typo may be this far from, in edits, and still get a suggestion: fewer than 4,
    /// the bound swift-argument-parser uses for its own suggestions of option names.
    package static let maximumDistance = 3
    /// The longest name, in characters, a suggestion is looked for: a PostScript name has at
    /// most 63 (OpenType's `name` table), a key or rule ID a few dozen.
    package static let maximumTypedLength = 64
    /// The most cells of edit-distance tables one suggestion fills: 2^18. A comparison fills at
    /// most (2 × ``maximumDistance`` + 1) × ``maximumTypedLength`` = 448, so this is over 580
    /// names of the longest kind compared in full, and thousands of short ones.
    package static let maximumCells = 1 << 18
    /// The most cells the suggestions of one list of problems fill together (``init(among:budget:)``),
    /// where more than the first 20 of them may be shown: 2^22, sixteen suggestions' worth.
    package static let maximumSharedCells = 1 << 22
    /// The most names kept to compare: the rest are not suggested.
    package static let maximumNames = 10_000

    /// The names to compare, each with its characters folded to lower case; only names that can
    /// be within reach of a name short enough to get a suggestion.
    private var names: [(name: String, folded: [Character])] = []
    /// The cells filled so far, by every ``nearest(to:)`` of this value.
    package private(set) var cells = 0
    /// The cells every ``nearest(to:)`` of this value may fill together.
    private let budget: Int

    /// Names to suggest from, for suggestions that together fill at most `budget` cells; each
    /// still fills at most ``maximumCells``.
    package init(among names: some Sequence<String>, budget: Int = maximumCells) {
        self.budget = budget
        let longest = Self.maximumTypedLength + Self.maximumDistance
        for name in names {
            guard self.names.count < Self.maximumNames else { break }
            // Read no further than the longest name that could be suggested.
            let start = name.prefix(longest + 1)
            guard start.count <= longest else { continue }
            self.names.append((name, Array(start.lowercased())))
        }
    }

    /// The name with the fewest edits from `typed` (the first of a tie), when that is at most
    /// ``maximumDistance`` edits and fewer than `typed` has characters; `nil` for a name longer
    /// than ``maximumTypedLength``, and when the cells left might not be enough to compare every
    /// name (checked before each comparison, so the cells filled never pass the budget).
    package mutating func nearest(to typed: String) -> String? {
        let start = typed.prefix(Self.maximumTypedLength + 1)
        guard start.count <= Self.maximumTypedLength, cells < budget else { return nil }
        let typed = Array(start.lowercased())
        let limit = min(budget, cells + Self.maximumCells)
        var best: (name: String, distance: Int)?
        for (name, folded) in names {
            let reach = min(Self.maximumDistance, (best?.distance ?? Self.maximumDistance + 1) - 1, typed.count - 1)
            guard reach >= 0 else { break }
            // The most cells this comparison can fill: the band, a row at a time.
            guard cells + (2 * reach + 1) * typed.count <= limit else { return nil }
            if let distance = Self.editDistance(typed, folded, within: reach, cells: &cells),
                distance < (best?.distance ?? Int.max)
            {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// ``nearest(to:)`` among `names`, with one suggestion's budget.
    package static func nearest(to typed: String, in names: [String]) -> String? {
        var suggestion = Suggestion(among: names)
        return suggestion.nearest(to: typed)
    }

    /// The Levenshtein distance (the fewest insertions, deletions and substitutions of one character
    /// that turn `a` into `b`) when it is at most `reach`, else `nil`. Only the cells within `reach`
    /// of the diagonal are filled, and each is added to `cells`; a row whose every cell is past
    /// `reach` ends the comparison.
    package static func editDistance(_ a: [Character], _ b: [Character], within reach: Int, cells: inout Int) -> Int? {
        guard abs(a.count - b.count) <= reach else { return nil }
        let far = reach + 1  // any distance past reach
        var previous = [Int](repeating: far, count: b.count + 2)
        for j in 0...min(reach, b.count) { previous[j] = j }
        var current = previous
        for i in 1...max(1, a.count) where i <= a.count {
            let (low, high) = (max(1, i - reach), min(b.count, i + reach))
            current[low - 1] = low == 1 && i <= reach ? i : far
            var smallest = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1, far)
                    smallest = min(smallest, current[j])
                }
                cells += high - low + 1
            }
            current[high + 1] = far
            guard smallest <= reach else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= reach ? previous[b.count] : nil
    }
}
