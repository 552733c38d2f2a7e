extension FontMetrics {
    /// What makes two files one face to the platforms that ship it (duplicate-postscript-name,
    /// docs/commands/audit.md#rules): its names and units per em, what each listed platform reads
    /// (iOS: CoreText's ascender, descender, line gap, cap and x heights; Android and the web:
    /// their ``PlatformModel/reading(_:)``, Android's `head` box among it), and the glyph boxes of
    /// 'H', 'x' and the flat capitals. The boxes of the product's characters (``measuredInk``) are
    /// compared beside it, where both faces had them measured. A field no listed platform reads
    /// (OS/2 typo's line gap without USE_TYPO_METRICS) does not tell two files apart; two builds of
    /// one design (TTF and WOFF2, TrueType and CFF outlines) are one face.
    package struct FaceIdentity: Hashable, Sendable {
        var familyName: String
        var styleName: String
        var unitsPerEm: Int
        /// CoreText's values with iOS listed: ascender, descender, line gap, cap and x heights.
        var ios: [Int?]?
        /// The other listed platforms' readings, in ``Platform`` order (`nil` where not listed).
        var readings: [PlatformReading?]
        var capGlyph: GlyphBounds?
        var xGlyph: GlyphBounds?
        var capitalTops: [Int]

        /// The parts in which `self` and `other` differ, as a finding names them: "what Android
        /// reads (top)", "the glyph boxes of 'H', 'x' or the flat capitals".
        package func differences(from other: FaceIdentity) -> [String] {
            var parts: [String] = []
            if familyName != other.familyName || styleName != other.styleName { parts.append("names") }
            if unitsPerEm != other.unitsPerEm { parts.append("units per em") }
            if ios != other.ios { parts.append("what iOS reads (CoreText's vertical metrics)") }
            for (index, platform) in Platform.allCases.filter({ $0 != .ios }).enumerated()
            where index < readings.count && index < other.readings.count && readings[index] != other.readings[index] {
                let (a, b) = (readings[index], other.readings[index])
                let keys = (a?.values ?? []).filter { value in !(b?.values.contains(value) ?? false) }.map(\.key)
                let source = a?.source != b?.source ? ["table"] : []
                parts.append("what \(platform.name) reads (\((source + keys).joined(separator: ", ")))")
            }
            if capGlyph != other.capGlyph || xGlyph != other.xGlyph || capitalTops != other.capitalTops {
                parts.append("the glyph boxes of 'H', 'x' or the flat capitals")
            }
            return parts
        }
    }

    /// The face's identity for `platforms` (``FaceIdentity``); with a `textSize` (device pixels),
    /// Android's `head` box as a padded View's line lays it out at that size (Skia's floor and ceil):
    /// two builds of one design, whose CFF and TrueType outlines round their boxes a unit apart
    /// (Font Awesome's 1537/-257 and 1536/-256 of 1792), are the same pixels.
    package func faceIdentity(platforms: Set<Platform>, textSize: Double? = nil) -> FaceIdentity {
        let resolved = self.resolved
        let ios: [Int?]? =
            platforms.contains(.ios)
            ? [resolved?.ascender, resolved?.descender, resolved?.lineGap, resolved?.capHeight.units, resolved?.xHeight.units]
            : nil
        let others = Platform.allCases.filter { $0 != .ios }
        var readings = others.map { platforms.contains($0) ? $0.model.reading(self) : nil }
        if let textSize, let index = others.firstIndex(of: .android), var reading = readings[index],
            let android = AndroidMetrics(self)
        {
            let integer = android.integerMetrics(textSize: textSize)
            reading.values = reading.values.map { value in
                switch value.key {
                case "top": PlatformReading.Value("top", integer.top)
                case "bottom": PlatformReading.Value("bottom", integer.bottom)
                default: value
                }
            }
            readings[index] = reading
        }
        return FaceIdentity(
            familyName: familyName, styleName: styleName, unitsPerEm: unitsPerEm, ios: ios, readings: readings,
            capGlyph: capGlyphBounds, xGlyph: xGlyphBounds, capitalTops: capitalTops)
    }

    /// The boxes of the glyphs of the product's characters, where they were measured; `nil` where
    /// they were not (the rule is off, or the `head` box lies inside the line box, so nothing
    /// was measured: docs/model.md#glyphs-and-the-line-box).
    package var measuredInk: [CharacterInk.Glyph]? {
        guard let ink = characterInk, !ink.withinFontBounds else { return nil }
        return ink.glyphs
    }

    /// The largest gap between the boxes of a character both `a` and `b` hold, in font units
    /// (left, right, bottom or top); `nil` when none differs.
    ///
    /// It runs after every face is read, on the run's critical path, so the two lists are walked
    /// side by side in the order of their characters (as measured: ``CharacterRanges`` are sorted)
    /// instead of through a table: 25 K instructions a pair of faces where a table of one face's
    /// glyphs took 157 K, and that table with an array for each glyph's four gaps 425 K (12.8 M of
    /// the bench corpus's 30 pairs, now 0.74 M; callgrind).
    package static func inkApart(_ a: [CharacterInk.Glyph], _ b: [CharacterInk.Glyph]) -> Int? {
        let (a, b) = (a.inScalarOrder, b.inScalarOrder)
        var (i, j, widest) = (0, 0, 0)
        while i < a.count, j < b.count {
            let (mine, theirs) = (a[i], b[j])
            if mine.scalar.value < theirs.scalar.value {
                i += 1
            } else if theirs.scalar.value < mine.scalar.value {
                j += 1
            } else {
                widest = max(
                    widest, abs(mine.xMin - theirs.xMin), abs(mine.xMax - theirs.xMax), abs(mine.yMin - theirs.yMin),
                    abs(mine.yMax - theirs.yMax))
                (i, j) = (i + 1, j + 1)
            }
        }
        return widest > 0 ? widest : nil
    }
}

extension Array where Element == CharacterInk.Glyph {
    /// The glyphs in the order of their characters: themselves when already so, as measured.
    fileprivate var inScalarOrder: [CharacterInk.Glyph] {
        let ordered = zip(self, dropFirst()).allSatisfy { $0.scalar.value < $1.scalar.value }
        return ordered ? self : sorted { $0.scalar.value < $1.scalar.value }
    }
}
