/// Android's text metrics for one face, as Skia reads them from the font's tables
/// (docs/model.md#android) [P: Skia `SkScalerContext_FreeType::generateFontMetrics`, FreeType
/// `sfnt_load_face`]: the ascent and descent of OS/2 typo when USE_TYPO_METRICS is set (whatever
/// STAT says, unlike CoreText), else FreeType's, which are hhea's, falling back to typo and then
/// win when hhea's are both 0; the top and bottom of the `head` box.
///
/// All values are font units, y up: ``descender`` and ``bottom`` are below the baseline (≤ 0 for
/// any usual font). A variable face's `MVAR` deltas apply as FreeType applies them, to its copy of
/// hhea and OS/2.
package struct AndroidMetrics: Sendable, Hashable {
    package enum Source: String, Sendable, Hashable {
        case typo
        case hhea
        case win
    }

    package var unitsPerEm: Int
    package var ascender: Int
    package var descender: Int
    /// Skia's leading, `fLeading`: FreeType's `height` less its ascender and descender, the hhea
    /// line gap, typo's when typo is read, 0 for win [P: FreeType `sfnt_load_face`].
    package var lineGap: Int
    package var source: Source
    /// `head.yMax` and `head.yMin`, the padded line's top and bottom; `nil` when the face's `head`
    /// box is not known.
    package var top: Int?
    package var bottom: Int?
    /// Skia's cap height: OS/2 sCapHeight (version 2 or later), else the top of 'H'; `nil` without either.
    package var capHeight: Int?

    /// The face's metrics as Skia reads them; `nil` without any vertical metrics (every candidate
    /// 0), with a unitsPerEm that is not positive, or for a font of bitmap glyphs only, whose
    /// metrics Skia takes from the bitmap strike it picks for the size, not from these tables
    /// (a colour emoji font is a pixel off at 36.75 px: AndroidSkiaOracleTests).
    package init?(_ metrics: FontMetrics) {
        guard metrics.unitsPerEm > 0, metrics.glyphFormat != .bitmap else { return nil }
        let d = metrics.variation
        let os2 = metrics.os2
        if let os2, os2.useTypoMetrics {
            (ascender, descender, source) = (os2.typoAscender + d.ascender, os2.typoDescender + d.descender, .typo)
            lineGap = os2.typoLineGap + d.lineGap
        } else if let hhea = metrics.hhea, hhea.ascender != 0 || hhea.descender != 0 {
            (ascender, descender, source) = (hhea.ascender + d.ascender, hhea.descender + d.descender, .hhea)
            lineGap = hhea.lineGap + d.lineGap
        } else if let os2, os2.typoAscender != 0 || os2.typoDescender != 0 {
            (ascender, descender, source) = (os2.typoAscender + d.ascender, os2.typoDescender + d.descender, .typo)
            lineGap = os2.typoLineGap + d.lineGap
        } else if let os2, os2.winAscent != 0 || os2.winDescent != 0 {
            (ascender, descender, source) = (os2.winAscent + d.winAscent, -(os2.winDescent + d.winDescent), .win)
            lineGap = 0
        } else {
            return nil
        }
        unitsPerEm = metrics.unitsPerEm
        (top, bottom) = (metrics.fontBounds?.yMax, metrics.fontBounds?.yMin)
        capHeight = metrics.height(.cap).units
    }

    /// The reading as a lockfile records it (``PlatformModel/reading(_:)``), all in font units.
    package init(
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, source: Source, top: Int?, bottom: Int?,
        capHeight: Int?
    ) {
        (self.unitsPerEm, self.ascender, self.descender, self.lineGap, self.source) =
            (unitsPerEm, ascender, descender, lineGap, source)
        (self.top, self.bottom, self.capHeight) = (top, bottom, capHeight)
    }

    /// `units` font units at a text size of `textSize` pixels as Skia's `SkFontMetrics` holds them,
    /// unrounded, y down (an ascender is negative, as `fAscent`): `-units / upem × textSize` in
    /// 32-bit floats, the em first. hwui rounds these (``integerMetrics(textSize:)``); Flutter's
    /// SkParagraph lays lines out on them (``FlutterFontMetrics``).
    package func skiaPixels(_ units: Int, textSize: Double) -> Float {
        -Float(units) / Float(unitsPerEm) * Float(textSize)
    }

    /// hwui's whole-pixel metrics at a text size of `textSize` device pixels
    /// (``AndroidIntegerMetrics``).
    ///
    /// In Skia's arithmetic: 32-bit floats, each value in font units over the em first, then
    /// times the size (`ascent = -ascender / upem`, `fAscent = ascent * textSize`). The order
    /// decides ties: typo 750 of 1000 at 34 px is -25.5 exactly in Skia's floats, an ascent of
    /// -25 (the tie goes toward the baseline), where 750 × 34 / 1000 in doubles is
    /// -25.500000000000004, an ascent of -26 (AndroidModelTests; AndroidSkiaOracleTests at every
    /// fixture font and size).
    package func integerMetrics(textSize: Double) -> AndroidIntegerMetrics {
        let (size, upem) = (Float(textSize), Float(unitsPerEm))
        func pixels(_ units: Int) -> Float { skiaPixels(units, textSize: textSize) }
        var metrics = AndroidIntegerMetrics(
            top: top.map { Int(saturating: pixels($0).rounded(.down)) }, ascent: AndroidIntegerMetrics.round(pixels(ascender)),
            descent: AndroidIntegerMetrics.round(pixels(descender)),
            bottom: bottom.map { Int(saturating: pixels($0).rounded(.up)) },
            leading: AndroidIntegerMetrics.round(-pixels(lineGap)), capHeight: capHeight.map { Double(Float($0) / upem * size) })
        // The head box widened to the ascent and descent in floats, before rounding (hwui
        // `doFontExtent`, through `TextLine`): what a padded one-line layout spans from API 33.
        metrics.lineTop = top.map { Int(saturating: min(pixels($0), pixels(ascender)).rounded(.down)) }
        metrics.lineBottom = bottom.map { Int(saturating: max(pixels($0), pixels(descender)).rounded(.up)) }
        return metrics
    }
}

/// `Paint.getFontMetricsInt` [P: hwui `MinikinUtils`/`SkFontMetrics` to int]: device pixels, y
/// down from the baseline: `top = floor(fTop)`, `ascent = round(fAscent)`, `descent =
/// round(fDescent)`, `bottom = ceil(fBottom)`, where round is `floor(x + 0.5)`, ties toward the
/// baseline for the ascent. Every line top and baseline of a layout is a whole pixel.
package struct AndroidIntegerMetrics: Sendable, Hashable {
    /// `nil` without the face's `head` box.
    package var top: Int?
    package var ascent: Int
    package var descent: Int
    package var bottom: Int?
    /// `round(fLeading)`: what `getFontMetricsInt` adds to `descent - ascent` for the font's
    /// spacing, which a View's `lineHeight` is set against.
    package var leading: Int = 0
    /// Skia's cap height at the size, in device pixels, unrounded (the ink's top sits there).
    package var capHeight: Double?
    /// The top and bottom of a padded one-line layout from API 33 on: the `head` box widened to
    /// the ascent and descent in Skia's floats before rounding, `floor(min(fTop, fAscent))` and
    /// `ceil(max(fBottom, fDescent))` [P: hwui `doFontExtent`, reached through `TextLine`; M: 12
    /// renders in 3 fonts, docs/model.md#android]. `getFontMetricsInt` has no text and keeps
    /// ``top`` and ``bottom``, the `head` box alone, which is also the line before API 33. `nil`
    /// without the `head` box; ``top`` and ``bottom`` where not set.
    package var lineTop: Int?
    package var lineBottom: Int?

    /// `floor(x + 0.5)`, in floats as Skia's `SkScalarRoundToInt`.
    static func round(_ value: Float) -> Int { Int(saturating: (value + 0.5).rounded(.down)) }

    /// The ascent and descent a line is laid out on: minikin's extent of the line's runs, which
    /// starts at the baseline (`MinikinExtent` is `{0, 0}`, extended by each font's with `min`
    /// and `max`) [P: minikin `MinikinExtent::extendBy`]. A font whose descender is stored
    /// positive has its descent above the baseline; its line then ends at the baseline, short by
    /// the descender once (an ascent below the baseline likewise starts it there).
    var extent: (ascent: Int, descent: Int) { (min(0, ascent), max(0, descent)) }

    /// The line a `TextView` lays out alone (one line, no spacing): with `includeFontPadding` (the
    /// View default) from ``lineTop`` to ``lineBottom``, the `head` box widened to the ascent and
    /// descent (API 33 on; `api: 32` for the `head` box alone, as earlier releases lay it out)
    /// [M: docs/model.md#android]; without, from `ascent` to `descent` (the line's ``extent``).
    /// `nil` with padding when the `head` box is not known.
    package func textView(includeFontPadding: Bool = true, api: Int = Self.currentAPI) -> AndroidLineBox? {
        textViewLines(1, includeFontPadding: includeFontPadding, api: api).map {
            AndroidLineBox(height: $0.height, baseline: $0.baselines[0], capHeight: capHeight)
        }
    }

    /// The API level the padded line is given for unless asked: 33, from which a padded layout
    /// spans the widened `head` box (``lineTop``).
    package static let currentAPI = 33

    /// The padded top and bottom of a layout of `count` lines at API level `api`: one line, the
    /// `head` box widened in floats (``lineTop``, ``lineBottom``); several (StaticLayout), the
    /// rounded `head` box widened to the rounded ascent and descent [P: Android 15 StaticLayout;
    /// U: no render]; before API 33, the `head` box alone. `nil` without the `head` box.
    func paddedEdges(lines count: Int, api: Int) -> (top: Int, bottom: Int)? {
        guard let top, let bottom else { return nil }
        guard api >= Self.currentAPI else { return (top, bottom) }
        if count <= 1, let lineTop, let lineBottom { return (lineTop, lineBottom) }
        return (min(top, ascent), max(bottom, descent))
    }

    /// The distance between the baselines of two lines of a layout without spacing, `descent -
    /// ascent` of the line's ``extent``, with or without padding (the padding adds to the first
    /// and last lines only).
    package var linePitch: Int { extent.descent - extent.ascent }

    /// A Compose `Text`: without a line height, `includeFontPadding` decides as for a View (off
    /// by default since Compose 1.6) [M: an api26 Compose render with padding on]; with one,
    /// `LineHeightStyleSpan` sizes the line [P: androidx `LineHeightStyleSpan`; M: one Material 3 render]:
    /// `H = ceil(lineHeight)`, the extra `H - (descent - ascent)` split `ceil(extra × (1 - ratio))`
    /// below and the rest above, where the ratio is the alignment's share above (`ceil(extra ×
    /// ratio)` below when the extra is negative), in 32-bit floats as Kotlin computes it; a trimmed
    /// first line keeps the font's ascent and a trimmed last line its descent. One line is both
    /// first and last.
    package func compose(
        lineHeight: Double? = nil, alignment: LineHeightAlignment = .proportional, trim: LineHeightTrim = .both,
        includeFontPadding: Bool = false
    ) -> AndroidLineBox? {
        guard
            let lines = composeLines(
                1, lineHeight: lineHeight, alignment: alignment, trim: trim, includeFontPadding: includeFontPadding)
        else { return nil }
        return AndroidLineBox(height: lines.height, baseline: lines.baselines[0], capHeight: capHeight)
    }

    /// `count` lines of a Compose `Text` (``compose(lineHeight:alignment:trim:includeFontPadding:)``
    /// for one): the layout's height and each baseline below its top, in whole device pixels.
    /// Every line is `H` high with a line height; without one, the lines are a View's
    /// (``textViewLines(_:includeFontPadding:lineHeight:firstBaselineToTop:lastBaselineToBottom:api:)``).
    /// Only the first line's top and the last line's bottom are trimmed or padded. `nil` with
    /// padding and no `head` box.
    package func composeLines(
        _ count: Int, lineHeight: Double? = nil, alignment: LineHeightAlignment = .proportional,
        trim: LineHeightTrim = .both, includeFontPadding: Bool = false
    ) -> (height: Int, baselines: [Int])? {
        guard let lineHeight else { return textViewLines(count, includeFontPadding: includeFontPadding) }
        let count = max(1, count)
        let (ascent, descent) = extent
        let height = Int(saturating: lineHeight.rounded(.up))
        let extra = height - (descent - ascent)
        // The share of the extra above the line, `topRatio`, in Kotlin's floats.
        let ratio: Float =
            switch alignment {
            case .top: 0
            case .center: 0.5
            case .bottom: 1
            case .proportional: descent - ascent == 0 ? 0.5 : Float(-ascent) / Float(descent - ascent)
            }
        // A line height below the font's takes `ceil(extra × ratio)` from below, not `1 - ratio`
        // (`calculateTargetMetrics`): Top then shrinks the line from the top.
        let below = Int(saturating: (Float(extra) * (extra <= 0 ? ratio : 1 - ratio)).rounded(.up))
        let above = extra - below
        let first = trim.trimsFirstLineTop ? -ascent : above - ascent
        let baselines = (0..<count).map { first + $0 * height }
        let last = trim.trimsLastLineBottom ? descent : descent + below
        return (baselines[count - 1] + last, baselines)
    }

    /// `laid` (a layout's height and baselines, whole device pixels) inside Compose's
    /// `Modifier.paddingFromBaseline(top, bottom)` [P: androidx foundation-layout `AlignmentLine.kt`,
    /// `alignmentLineOffsetMeasure`]: the padding above is `top - firstBaseline` and below `bottom -
    /// (height - lastBaseline)`, each only where positive (`coerceIn(0, …)`), so the first baseline
    /// ends `max(top, its own)` below the top and the bottom `max(bottom, its own)` below the last
    /// baseline. `top` and `bottom` are whole pixels, as `Dp.roundToPx()` gives them
    /// (``roundToPx(_:density:)``); `nil` is `Dp.Unspecified`, no padding on that side.
    package static func paddedFromBaseline(
        _ laid: (height: Int, baselines: [Int]), top: Int?, bottom: Int?
    ) -> (height: Int, baselines: [Int]) {
        guard let first = laid.baselines.first, let last = laid.baselines.last else { return laid }
        let above = max(0, (top ?? 0) - first)
        let below = max(0, (bottom ?? 0) - (laid.height - last))
        return (laid.height + above + below, laid.baselines.map { $0 + above })
    }

    /// Compose's `Dp.roundToPx()` of `dp` at `density`, in device pixels [P: androidx ui-unit
    /// `Density.kt`]: `dp × density` in 32-bit floats, rounded by `fastRoundToInt` (Java's
    /// `Math.round`, half up: 52.5 px is 53).
    package static func roundToPx(_ dp: Double, density: Double) -> Int {
        Int(saturating: (Float(dp) * Float(density) + 0.5).rounded(.down))
    }

    /// `count` lines of a `TextView` [P: TextView `setLineHeight`, `setFirstBaselineToTopHeight`,
    /// `setLastBaselineToBottomHeight`; StaticLayout `out`], every length whole device pixels as
    /// the attributes' dimensions are (`getDimensionPixelSize`): with `lineHeight` (API 28) the
    /// spacing added is `lineHeight - (descent - ascent + leading)`, below every line but the last,
    /// so lines step by `lineHeight - leading`; `firstBaselineToTop` puts the first baseline that far
    /// down when it is more than the line's own top (the padded top with padding,
    /// ``paddedEdges(lines:api:)``, the ascent without), `lastBaselineToBottom` the bottom that far
    /// below the last baseline when it is more than the line's own. `nil` with padding and no
    /// `head` box.
    package func textViewLines(
        _ count: Int, includeFontPadding: Bool, lineHeight: Int? = nil, firstBaselineToTop: Int? = nil,
        lastBaselineToBottom: Int? = nil, api: Int = Self.currentAPI
    ) -> (height: Int, baselines: [Int])? {
        let count = max(1, count)
        let (lineAscent, lineDescent) = extent
        let (fontTop, fontBottom): (Int, Int)
        if includeFontPadding {
            guard let padded = paddedEdges(lines: count, api: api) else { return nil }
            (fontTop, fontBottom) = padded
        } else {
            (fontTop, fontBottom) = (lineAscent, lineDescent)
        }
        let extra = lineHeight.map { $0 - (descent - ascent + leading) } ?? 0
        let pitch = lineDescent - lineAscent + extra
        let first = firstBaselineToTop.map { $0 > abs(fontTop) ? $0 : -fontTop } ?? -fontTop
        let baselines = (0..<count).map { first + $0 * pitch }
        let below = lastBaselineToBottom.map { $0 > abs(fontBottom) ? $0 : fontBottom } ?? fontBottom
        return (baselines[count - 1] + below, baselines)
    }

    /// `LineHeightStyle.Alignment` [P: androidx]: where the extra of a line height goes.
    package enum LineHeightAlignment: String, Sendable, Hashable, CaseIterable {
        case top, center, bottom, proportional

        /// As Kotlin spells it: `LineHeightStyle.Alignment.Center`.
        package var kotlinName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// `LineHeightStyle.Trim` [P: androidx]: whether the first line's top and the last line's bottom
    /// keep the font's own ascent and descent.
    package enum LineHeightTrim: String, Sendable, Hashable, CaseIterable {
        case none, firstLineTop, lastLineBottom, both

        /// As Kotlin spells it: `LineHeightStyle.Trim.FirstLineTop`.
        package var kotlinName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

        var trimsFirstLineTop: Bool { self == .firstLineTop || self == .both }
        var trimsLastLineBottom: Bool { self == .lastLineBottom || self == .both }
    }
}

/// One line of text on Android: its height and its baseline below its top, in whole device
/// pixels, and where the cap height's top lies (device pixels below the line's top, unrounded).
package struct AndroidLineBox: Sendable, Hashable {
    package var height: Int
    package var baseline: Int
    package var capTop: Double?

    init(height: Int, baseline: Int, capHeight: Double?) {
        self.height = height
        self.baseline = baseline
        capTop = capHeight.map { Double(baseline) - $0 }
    }

    /// The baseline of this line centred (`Gravity.CENTER_VERTICAL`) in a view `viewHeight` pixels
    /// high with its top at `viewTop`: `(viewHeight - height) >> 1` below the top [P: TextView
    /// `getVerticalOffset`].
    package func baseline(centredIn viewHeight: Int, at viewTop: Int = 0) -> Int {
        viewTop + ((viewHeight - height) >> 1) + baseline
    }
}
