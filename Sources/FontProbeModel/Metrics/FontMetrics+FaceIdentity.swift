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
    package static func inkApart(_ a: [CharacterInk.Glyph], _ b: [CharacterInk.Glyph]) -> Int? {
        var theirs: [Unicode.Scalar: CharacterInk.Glyph] = [:]
        for glyph in b { theirs[glyph.scalar] = glyph }
        let gaps = a.compactMap { glyph in
            theirs[glyph.scalar].map { o in
                [glyph.xMin - o.xMin, glyph.xMax - o.xMax, glyph.yMin - o.yMin, glyph.yMax - o.yMax].map(abs).max()!
            }
        }
        return gaps.max().flatMap { $0 > 0 ? $0 : nil }
    }
}
