/// The closest of some names to a mistyped one, for "Did you mean 'audit'?".
package enum Suggestion {
    /// The names a typo may be this far from, in edits, and still get a suggestion: fewer than 4,
    /// the bound swift-argument-parser uses for its own suggestions of option names.
    package static let maximumDistance = 3

    /// The name in `names` with the fewest edits from `typed` (the first of a tie), when that is
    /// at most ``maximumDistance`` edits and fewer than `typed` has characters.
    package static func nearest(to typed: String, in names: [String]) -> String? {
        let typed = Array(typed.lowercased())
        let scored = names.map { (name: $0, distance: editDistance(typed, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
            best.distance <= maximumDistance, best.distance < typed.count
        else { return nil }
        return best.name
    }

    /// The Levenshtein distance: the fewest insertions, deletions and substitutions of one
    /// character that turn `a` into `b`.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
