/// The table a font's ascender, descender and line gap were taken from (docs/model.md#which-vertical-metrics-coretext-uses).
package enum VerticalMetricsSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// `hhea` ascender, descender, lineGap: CoreText's normal choice.
    case hhea
    /// `OS/2` sTypoAscender, sTypoDescender, sTypoLineGap.
    case typo
    /// `OS/2` usWinAscent, -usWinDescent, and a line gap of 0.
    case win
}

/// Why ``VerticalMetricsSource`` is what it is, in words a user can act on.
package enum VerticalMetricsReason: String, Sendable, Hashable, Codable {
    case typoMetricsFlagOff
    case typoMetricsFlagWithoutSTAT
    case noOS2Table
    case typoMetricsFlagWithSTAT
    case hheaZero
    case hheaAndTypoZero

    /// One sentence for the report header.
    package var explanation: String {
        switch self {
        case .typoMetricsFlagOff:
            "USE_TYPO_METRICS is off, so CoreText uses hhea"
        case .typoMetricsFlagWithoutSTAT:
            "USE_TYPO_METRICS is set, but without a STAT table CoreText still uses hhea"
        case .noOS2Table:
            "the font has no OS/2 table"
        case .typoMetricsFlagWithSTAT:
            "USE_TYPO_METRICS is set and the font has a STAT table, so CoreText uses OS/2 typo"
        case .hheaZero:
            "hhea ascender and descender are both 0 (or hhea is missing), so typo is used"
        case .hheaAndTypoZero:
            "hhea and typo ascender and descender are all 0, so win is used"
        }
    }
}

/// Where a cap height or x height came from (docs/model.md#uifont-metrics-at-a-point-size).
package enum HeightSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// `OS/2` sCapHeight / sxHeight (version 2 or later, non-zero).
    case os2
    /// The top of the outline of 'H' (for x height: 'x').
    case glyph
    /// Neither is available: the values that need it are unknown.
    case none
}

/// A cap height or x height in font units, with its source.
package struct FontHeight: Sendable, Hashable {
    /// Font units above the baseline; `nil` when ``source`` is ``HeightSource/none``.
    package var units: Int?
    package var source: HeightSource

    package init(units: Int?, source: HeightSource) {
        self.units = units
        self.source = source
    }

    /// OS/2 when it declares a non-zero value (version 2 or later), plus its `MVAR` delta,
    /// else the glyph's top (measured at the instance, so no delta applies).
    static func pick(declared: Int?, delta: Int, glyph: GlyphBounds?) -> FontHeight {
        if let declared, declared != 0 {
            return FontHeight(units: declared + delta, source: .os2)
        }
        if let glyph {
            return FontHeight(units: glyph.yMax, source: .glyph)
        }
        return FontHeight(units: nil, source: .none)
    }
}

/// The tops of the outlines of 'H' and 'x' (font units, y up from the baseline); `nil` where the
/// font has no such glyph or it has no outline (a bitmap font).
package struct InkTops: Sendable, Hashable {
    /// `yMax` of the outline of 'H' (U+0048).
    package var capHeight: Int?
    /// `yMax` of the outline of 'x' (U+0078).
    package var xHeight: Int?

    package init(capHeight: Int? = nil, xHeight: Int? = nil) {
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

/// The font-unit values CoreText uses for a face, chosen by the rules of docs/model.md (which table CoreText uses, and heights).
///
/// All values are font units; ``descender`` is always ≤ 0 (a distance below the baseline).
package struct ResolvedMetrics: Sendable, Hashable {
    /// `head.unitsPerEm`.
    package var unitsPerEm: Int
    /// Ascender in font units, from ``source``.
    package var ascender: Int
    /// Descender in font units, `-abs(stored value)` (docs/model.md#which-vertical-metrics-coretext-uses, rule 4).
    package var descender: Int
    /// Line gap in font units, from ``source`` (0 for `win`).
    package var lineGap: Int
    package var source: VerticalMetricsSource
    package var reason: VerticalMetricsReason
    package var capHeight: FontHeight
    package var xHeight: FontHeight
    /// Whether UIKit's legacy ascender adjustment applies (family "Helvetica" or "Times").
    package var hasLegacyAscenderAdjustment: Bool
    /// The top of the outline of 'H' and of 'x', in font units at the instance read: where their
    /// ink ends, against which the cap and x lines are checked (docs/model.md#ink-against-the-prediction);
    /// `nil` without the glyph or its outline.
    package var inkTop: InkTops

    package init(
        unitsPerEm: Int,
        ascender: Int,
        descender: Int,
        lineGap: Int,
        source: VerticalMetricsSource,
        reason: VerticalMetricsReason,
        capHeight: FontHeight,
        xHeight: FontHeight,
        hasLegacyAscenderAdjustment: Bool = false,
        inkTop: InkTops = InkTops()
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = -abs(descender)
        self.lineGap = lineGap
        self.source = source
        self.reason = reason
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.hasLegacyAscenderAdjustment = hasLegacyAscenderAdjustment
        self.inkTop = inkTop
    }

    /// Families whose ascender UIKit raises by 15% of (ascender + |descender|): Helvetica
    /// [M: UIFont printout] and Times [P: WebKit's iOS list]; compared case-insensitively.
    package static let legacyAdjustedFamilies: Set<String> = ["helvetica", "times"]

    /// The share of (ascender + |descender|) added to the ascender of a legacy family.
    package static let legacyAdjustmentFactor = 0.15
}

extension FontMetrics {
    /// The metrics CoreText uses for this face; `nil` when the face has no usable vertical
    /// metrics at all (no hhea and no OS/2, or every candidate is 0) or unitsPerEm is not positive.
    package var resolved: ResolvedMetrics? {
        guard unitsPerEm > 0, let vertical = verticalMetrics else { return nil }
        return ResolvedMetrics(
            unitsPerEm: unitsPerEm,
            ascender: vertical.ascender,
            descender: vertical.descender,
            lineGap: vertical.lineGap,
            source: vertical.source,
            reason: vertical.reason,
            capHeight: capHeight,
            xHeight: xHeight,
            hasLegacyAscenderAdjustment: ResolvedMetrics.legacyAdjustedFamilies.contains(familyName.lowercased()),
            inkTop: InkTops(capHeight: capGlyphBounds?.yMax, xHeight: xGlyphBounds?.yMax)
        )
    }

    /// Cap height: OS/2 sCapHeight when declared (version ≥ 2, non-zero) plus the `cpht`
    /// delta, else the top of 'H'.
    package var capHeight: FontHeight {
        FontHeight.pick(
            declared: os2.flatMap { $0.version >= 2 ? $0.capHeight : nil }, delta: variation.capHeight,
            glyph: capGlyphBounds)
    }

    /// x height: OS/2 sxHeight when declared (version ≥ 2, non-zero) plus the `xhgt` delta,
    /// else the top of 'x'.
    package var xHeight: FontHeight {
        FontHeight.pick(
            declared: os2.flatMap { $0.version >= 2 ? $0.xHeight : nil }, delta: variation.xHeight,
            glyph: xGlyphBounds)
    }

    /// The source is chosen on the stored values; at an instance of a variable font the `MVAR`
    /// deltas are then added to whichever source was chosen: `hasc`/`hdsc`/`hlgp` to hhea or
    /// typo, `hcla`/`hcld` to win. The OpenType spec ties `hasc` to OS/2 sTypoAscender only;
    /// applying it to hhea as well follows FreeType's handling of the face ascender [I].
    private var verticalMetrics:
        (ascender: Int, descender: Int, lineGap: Int, source: VerticalMetricsSource, reason: VerticalMetricsReason)?
    {
        let d = variation
        if let os2, os2.useTypoMetrics, hasSTAT, os2.typoAscender != 0 || os2.typoDescender != 0 {
            return (
                os2.typoAscender + d.ascender, os2.typoDescender + d.descender, os2.typoLineGap + d.lineGap, .typo,
                .typoMetricsFlagWithSTAT
            )
        }
        if let hhea, hhea.ascender != 0 || hhea.descender != 0 {
            let reason: VerticalMetricsReason =
                switch os2 {
                case nil: .noOS2Table
                case let os2? where os2.useTypoMetrics: .typoMetricsFlagWithoutSTAT
                default: .typoMetricsFlagOff
                }
            return (hhea.ascender + d.ascender, hhea.descender + d.descender, hhea.lineGap + d.lineGap, .hhea, reason)
        }
        guard let os2 else { return nil }
        if os2.typoAscender != 0 || os2.typoDescender != 0 {
            return (
                os2.typoAscender + d.ascender, os2.typoDescender + d.descender, os2.typoLineGap + d.lineGap, .typo,
                .hheaZero
            )
        }
        if os2.winAscent != 0 || os2.winDescent != 0 {
            return (os2.winAscent + d.winAscent, -(os2.winDescent + d.winDescent), 0, .win, .hheaAndTypoZero)
        }
        return nil
    }
}

/// The two heights docs/model.md#uifont-metrics-at-a-point-size takes from OS/2 or measures from a glyph.
package enum HeightKind: Sendable, Hashable {
    /// Cap height: OS/2 sCapHeight, or the top of 'H'.
    case cap
    /// x height: OS/2 sxHeight, or the top of 'x'.
    case x

    /// The OS/2 field: "sCapHeight", "sxHeight".
    package var field: String { self == .cap ? "sCapHeight" : "sxHeight" }
    /// The letter measured when OS/2 declares nothing: "H", "x".
    package var glyph: String { self == .cap ? "H" : "x" }
}

extension FontMetrics {
    /// The height of `kind` CoreText uses (``capHeight`` or ``xHeight``).
    package func height(_ kind: HeightKind) -> FontHeight { kind == .cap ? capHeight : xHeight }

    /// The outline bounds of the letter measured for `kind`.
    package func glyphBounds(_ kind: HeightKind) -> GlyphBounds? { kind == .cap ? capGlyphBounds : xGlyphBounds }

    /// Why OS/2 gives no value for `kind`: "no OS/2 table", "OS/2 version 1 has no sCapHeight",
    /// "OS/2 sCapHeight is 0".
    package func undeclaredHeightReason(_ kind: HeightKind) -> String {
        os2.map { $0.version < 2 ? "OS/2 version \($0.version) has no \(kind.field)" : "OS/2 \(kind.field) is 0" }
            ?? "no OS/2 table"
    }

    /// Why neither OS/2 nor a glyph gives a height of `kind`, in the font's own terms.
    package func missingHeightReason(_ kind: HeightKind) -> String {
        let measured =
            switch (glyphFormat, hasUnicodeCmap) {
            case _ where heightGlyphsUnmeasured:
                "'\(kind.glyph)' was not measured: the file's \(Int(CharacterInk.fileBudget)) s glyph budget was "
                    + "spent on its other faces"
            case (.bitmap, _): "the glyphs are bitmaps only, so no outline can be measured"
            case (nil, _): "the font has no glyph outlines"
            case (_, false): "no Unicode cmap (a symbol font), so '\(kind.glyph)' cannot be looked up"
            default: "no '\(kind.glyph)' glyph"
            }
        return "\(undeclaredHeightReason(kind)), and \(measured)"
    }
}
