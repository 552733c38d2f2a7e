/// Which of the characters a product lists (`characters:`, `--characters`) a face's Unicode
/// `cmap` lacks: what `missing-characters` reports (docs/commands/audit.md#rules). Read only
/// when a list asks for it, never on an audit's usual path.
package struct CharacterCoverage: Sendable, Hashable {
    /// How many characters of the list were looked up (``isLookedUp(_:)``).
    package var checked: Int
    /// How many of them the cmap maps to no glyph.
    package var missingCount: Int
    /// The first ``shownCount`` characters the cmap lacks, in code point order.
    package var missing: [Unicode.Scalar]
    /// How many of the characters the face lacks a finding names.
    package static let shownCount = 8

    package init(checked: Int, missingCount: Int, missing: [Unicode.Scalar]) {
        self.checked = checked
        self.missingCount = missingCount
        self.missing = missing
    }

    /// Looks up every character of `ranges` that ``isLookedUp(_:)`` keeps, with `maps` saying
    /// whether the cmap maps it (FreeType's `FT_Get_Char_Index` in the reader).
    package init(checking ranges: [ClosedRange<UInt32>], maps: (UInt32) -> Bool) {
        var (checked, missingCount, missing) = (0, 0, [Unicode.Scalar]())
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), Self.isLookedUp(scalar) else { continue }
                checked += 1
                guard !maps(value) else { continue }
                missingCount += 1
                if missing.count < Self.shownCount { missing.append(scalar) }
            }
        }
        self.init(checked: checked, missingCount: missingCount, missing: missing)
    }

    /// Whether a font is expected to map `scalar`: an assigned character that is no control
    /// (Cc: text never draws U+0000–001F), no noncharacter and not deprecated. A range such as
    /// U+0370-03FF holds code points Unicode leaves unassigned, which no font maps; Latin
    /// Extended-A holds 'ŉ' (U+0149), deprecated since Unicode 5.2, which Inter and Cantarell leave
    /// out, as text should.
    package static func isLookedUp(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .unassigned, .control, .surrogate: return false
        default: return !properties.isNoncharacterCodePoint && !properties.isDeprecated
        }
    }
}
