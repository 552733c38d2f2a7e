/// The raw vertical-metrics tables of one font face, in font units, exactly as stored.
///
/// Built by the FreeType layer (or by hand in tests); nothing here knows where the numbers
/// came from. Which of them CoreText uses is decided by ``FontMetrics/resolved``.
package struct FontMetrics: Sendable, Hashable {
    /// Font units per em, from `head.unitsPerEm`.
    package var unitsPerEm: Int
    /// The family name CoreText groups the face under: name ID 16, else name ID 1.
    package var familyName: String
    /// The style name: name ID 17, else name ID 2.
    package var styleName: String
    /// The PostScript name, name ID 6; `nil` when the font has none.
    package var postScriptName: String?
    /// The `hhea` table's vertical metrics; `nil` when the font has no `hhea` table.
    package var hhea: HheaTable?
    /// The `OS/2` table's vertical fields; `nil` when the font has no `OS/2` table.
    package var os2: OS2Table?
    /// Whether the font has a `STAT` table (it changes what USE_TYPO_METRICS means to CoreText).
    package var hasSTAT: Bool
    /// `head.xMin`, `yMin`, `xMax`, `yMax`: the box the font declares around all its glyphs, in
    /// font units (the default instance of a variable font); `nil` when not read.
    package var fontBounds: GlyphBounds?
    /// Outline bounds of the glyph mapped from 'H' (U+0048), in font units; `nil` when the font
    /// maps no glyph to 'H' or the glyph has no outline.
    package var capGlyphBounds: GlyphBounds?
    /// Outline bounds of the glyph mapped from 'x' (U+0078), in font units; `nil` when absent.
    package var xGlyphBounds: GlyphBounds?
    /// True when 'H' and 'x' were not loaded because the file's glyph budget
    /// (``CharacterInk/fileBudget``) was spent on its other faces: their bounds are unknown, not
    /// absent (docs/security.md#time).
    package var heightGlyphsUnmeasured = false
    /// How the font stores its glyphs; `nil` when it has neither outlines nor bitmaps.
    package var glyphFormat: GlyphFormat?
    /// Whether the font has a Unicode `cmap` subtable. Without one (a symbol-encoded font)
    /// 'H' and 'x' cannot be looked up, so the glyph measurements are unavailable.
    package var hasUnicodeCmap: Bool
    /// Which of A–Z, a–z and 0–9 the Unicode `cmap` maps (all of them unless read from a font).
    package var basicLatin = BasicLatinCoverage.all
    /// The tops of the outlines of the flat capitals ``CapLine/letters`` the font maps, in font
    /// units, in that order of letters (missing ones left out); only the top of 'H' where that is
    /// the declared cap height, or there is none; empty when not measured.
    package var capitalTops: [Int] = []
    /// False when the glyph mapped from U+0048 has a name that is not the letter's ('a35' in a
    /// dingbat font): such a font has no Latin cap line to check (docs/commands/audit.md#rules).
    /// Read only where the declared cap height is not the top of 'H'; true elsewhere.
    package var capitalHIsLetter = true
    /// `MVAR` deltas at the instance the face was read at (``MetricsVariation/none`` for a
    /// static font or the default instance). The tables above stay as stored in the file;
    /// ``resolved`` applies these deltas. The glyph bounds above are measured at the instance.
    package var variation: MetricsVariation
    /// The ink of the glyphs of the characters a product sets, at the instance the face was read
    /// at; `nil` when they were not measured (only `audit` and `check` measure them).
    package var characterInk: CharacterInk?
    /// Glyph 0, which renderers draw for a character the font lacks; `nil` when not read (a bitmap
    /// font, or the file's glyph budget spent).
    package var notdef: NotdefGlyph?
    /// Which of the characters a list asks for the `cmap` lacks; `nil` when none was asked
    /// (``CharacterCoverage``).
    package var coverage: CharacterCoverage?

    package init(
        unitsPerEm: Int,
        familyName: String,
        styleName: String,
        postScriptName: String? = nil,
        hhea: HheaTable?,
        os2: OS2Table?,
        hasSTAT: Bool = false,
        fontBounds: GlyphBounds? = nil,
        capGlyphBounds: GlyphBounds? = nil,
        xGlyphBounds: GlyphBounds? = nil,
        glyphFormat: GlyphFormat? = .trueType,
        hasUnicodeCmap: Bool = true,
        variation: MetricsVariation = .none,
        characterInk: CharacterInk? = nil
    ) {
        self.unitsPerEm = unitsPerEm
        self.familyName = familyName
        self.styleName = styleName
        self.postScriptName = postScriptName
        self.hhea = hhea
        self.os2 = os2
        self.hasSTAT = hasSTAT
        self.fontBounds = fontBounds
        self.capGlyphBounds = capGlyphBounds
        self.xGlyphBounds = xGlyphBounds
        self.glyphFormat = glyphFormat
        self.hasUnicodeCmap = hasUnicodeCmap
        self.variation = variation
        self.characterInk = characterInk
    }
}

extension FontMetrics {
    /// Whether these metrics, read at an instance of a variable font, differ from `other` (the
    /// default instance's) in anything a label's layout or the rules rest on: the ascender,
    /// descender, line gap, cap and x heights CoreText uses, or the tops of 'H', 'x' and the flat
    /// capitals (docs/commands/audit.md#variable-fonts).
    package func movesVertically(from other: FontMetrics) -> Bool {
        guard let a = resolved, let b = other.resolved else { return (resolved == nil) != (other.resolved == nil) }
        return a.ascender != b.ascender || a.descender != b.descender || a.lineGap != b.lineGap
            || a.capHeight.units != b.capHeight.units || a.xHeight.units != b.xHeight.units
            || capGlyphBounds?.yMax != other.capGlyphBounds?.yMax || xGlyphBounds?.yMax != other.xGlyphBounds?.yMax
            || capitalTops != other.capitalTops
    }

    /// The unitsPerEm the OpenType specification allows, and the only ones FreeType accepts.
    package static let validUnitsPerEm = 16...16384

    /// The longest family, style or PostScript name read, in Unicode scalars: ``NameBound/fontName``
    /// (docs/security.md#report-size).
    package static let maximumNameLength = NameBound.fontName.maximum
}

/// How a font stores its glyphs, which decides whether glyph outlines can be measured.
package enum GlyphFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// TrueType outlines (`glyf`).
    case trueType
    /// PostScript outlines (`CFF ` or `CFF2`).
    case cff
    /// Bitmaps only (`CBDT`, `sbix`, `EBDT`): color emoji and bitmap fonts have no outline to measure.
    case bitmap
}

/// The vertical metrics of the `hhea` table, in font units, signed as stored.
package struct HheaTable: Sendable, Hashable, Codable {
    /// `hhea.ascender` (font units, normally positive).
    package var ascender: Int
    /// `hhea.descender` (font units, normally negative; some fonts store it positive).
    package var descender: Int
    /// `hhea.lineGap` (font units).
    package var lineGap: Int

    package init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }
}

/// The vertical fields of the `OS/2` table, in font units.
package struct OS2Table: Sendable, Hashable {
    /// `OS/2.version` (0 to 5).
    package var version: Int
    /// `sTypoAscender` (font units).
    package var typoAscender: Int
    /// `sTypoDescender` (font units, normally negative).
    package var typoDescender: Int
    /// `sTypoLineGap` (font units).
    package var typoLineGap: Int
    /// `usWinAscent` (font units, unsigned).
    package var winAscent: Int
    /// `usWinDescent` (font units, unsigned, a distance below the baseline).
    package var winDescent: Int
    /// `sCapHeight` (font units); `nil` before OS/2 version 2, where the field does not exist.
    package var capHeight: Int?
    /// `sxHeight` (font units); `nil` before OS/2 version 2, where the field does not exist.
    package var xHeight: Int?
    /// `fsSelection` bit 7, USE_TYPO_METRICS.
    package var useTypoMetrics: Bool
    /// `usWeightClass`: 1 to 1000, 400 regular and 700 bold; `nil` where not read.
    package var weightClass: Int?
    /// `fsSelection` bit 0, ITALIC.
    package var italic: Bool

    package init(
        version: Int,
        typoAscender: Int,
        typoDescender: Int,
        typoLineGap: Int,
        winAscent: Int,
        winDescent: Int,
        capHeight: Int?,
        xHeight: Int?,
        useTypoMetrics: Bool,
        weightClass: Int? = nil,
        italic: Bool = false
    ) {
        self.version = version
        self.typoAscender = typoAscender
        self.typoDescender = typoDescender
        self.typoLineGap = typoLineGap
        self.winAscent = winAscent
        self.winDescent = winDescent
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.useTypoMetrics = useTypoMetrics
        self.weightClass = weightClass
        self.italic = italic
    }
}

/// The exact bounding box of a glyph's outline, in font units, y up from the baseline.
package struct GlyphBounds: Sendable, Hashable, Codable {
    package var xMin: Int
    package var yMin: Int
    package var xMax: Int
    package var yMax: Int

    package init(xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }
}

/// Which of the 62 basic Latin characters (A–Z, a–z, 0–9) a face's Unicode `cmap` maps: the
/// letters every Latin text sets (docs/commands/audit.md#rules).
package struct BasicLatinCoverage: Sendable, Hashable {
    /// One of the three groups, with its characters.
    package enum Group: CaseIterable, Sendable {
        case capitals, lowercase, digits

        /// The group's characters, in code point order.
        package var range: ClosedRange<UInt32> {
            switch self {
            case .capitals: 0x41...0x5A
            case .lowercase: 0x61...0x7A
            case .digits: 0x30...0x39
            }
        }

        /// "capitals", as a message names the group.
        package var name: String {
            switch self {
            case .capitals: "capitals"
            case .lowercase: "lowercase letters"
            case .digits: "digits"
            }
        }
    }

    /// One bit per character, in the order of ``Group/allCases`` and their ranges: a plain value,
    /// since every face of a report carries one.
    private var bits: UInt64 = 0

    /// Every one of the 62 mapped.
    package static let all = BasicLatinCoverage { _ in true }

    /// The characters for which `maps` is true.
    package init(_ maps: (UInt32) -> Bool) {
        for (index, scalar) in Self.characters.enumerated() where maps(scalar) { bits |= 1 << UInt64(index) }
    }

    /// A–Z, a–z and 0–9 in bit order.
    private static let characters: [UInt32] = Group.allCases.flatMap { Array($0.range) }

    /// Whether `scalar` is one of the 62 and mapped.
    private func maps(_ scalar: UInt32) -> Bool {
        guard let index = Self.characters.firstIndex(of: scalar) else { return false }
        return bits & (1 << UInt64(index)) != 0
    }

    /// Whether any character of `group` is mapped.
    package func mapsAny(of group: Group) -> Bool { group.range.contains(where: maps) }

    /// The characters of `group` not mapped, in order.
    package func missing(in group: Group) -> [Unicode.Scalar] {
        group.range.filter { !maps($0) }.compactMap(Unicode.Scalar.init)
    }

    /// How many of the 62 are mapped.
    package var count: Int { bits.nonzeroBitCount }

    /// "a–w, y, z": consecutive characters as ranges of three or more.
    package static func runs(_ scalars: [Unicode.Scalar]) -> String {
        var runs: [[Unicode.Scalar]] = []
        for scalar in scalars {
            if let last = runs.last?.last, last.value + 1 == scalar.value {
                runs[runs.count - 1].append(scalar)
            } else {
                runs.append([scalar])
            }
        }
        return runs.flatMap { run -> [String] in
            run.count >= 3 ? ["\(run[0])–\(run[run.count - 1])"] : run.map { String($0) }
        }.joined(separator: ", ")
    }
}

/// The cap line of the outlines: the lower median of the tops of the flat capitals the font
/// maps (docs/model.md#ink-against-the-prediction). One letter drawn as a swash, or a round
/// overshoot, moves the median no more than the others allow; of the two middle tops of an even
/// count the lower is taken, since a swash or an overshoot only ever raises a top.
package enum CapLine {
    /// The capitals whose tops are flat in roman designs: H, I, E, F, L, T.
    package static let letters: [Unicode.Scalar] = ["H", "I", "E", "F", "L", "T"]

    /// The lower median of `tops` (font units); `nil` when empty.
    package static func top(_ tops: [Int]) -> Int? {
        guard !tops.isEmpty else { return nil }
        return tops.sorted()[(tops.count - 1) / 2]
    }
}

/// What glyph 0 of a face is (docs/commands/audit.md#rules, notdef-missing).
package enum NotdefGlyph: Sendable, Hashable {
    /// `.notdef` (or unnamed), with an outline.
    case drawn
    /// `.notdef` (or unnamed), with no outline: a missing character shows as nothing.
    case empty
    /// Glyph 0 is named as another glyph (`space`): the font has no `.notdef`.
    case missing(firstGlyph: String)
}
