/// Where Chromium puts one line of text in CSS (docs/design-tools.md#css) [M: headless Chromium
/// 156 on Linux, seven fixture fonts, 10 to 60 px, normal, fixed and smaller-than-content line
/// heights, `text-box` trim on and off, at 1x and 3x: every element box and baseline within 1/64
/// px of this model, in CSSLineBoxBrowserTests].
///
/// Chromium reads OS/2 typo metrics when USE_TYPO_METRICS is set, whatever STAT says, and hhea
/// otherwise (CoreText needs STAT as well: docs/model.md#which-vertical-metrics-coretext-uses). It
/// rounds the ascent, descent and line gap to whole device pixels; `line-height: normal` is their
/// sum; the half-leading, in device pixels, is rounded down above the text.
package struct CSSLineBox: Sendable, Hashable {
    /// The line box's height, in CSS px.
    package var height: Double
    /// The baseline below the box's top, in CSS px.
    package var baseline: Double
    /// A cap trim to the top of 'H', for a font without an OS/2 cap height: Skia measures the
    /// hinted glyph at the size, so Chromium's edge is a whole device pixel within one of the
    /// outline's top rounded to one, and two builds of the same Chromium differ by a pixel there
    /// (DejaVu Serif at 13 px: 9 or 10) [M: docs/design-tools.md#css].
    package var capFromGlyph = false

    /// A line of text at `fontSize` CSS px, `lineHeight` CSS px or `normal` when `nil`, on a
    /// screen of `scale` device pixels per CSS px; with `trimCap` (`text-box: trim-both cap
    /// alphabetic`) the box runs from the cap height to the baseline: Skia's, OS/2 sCapHeight
    /// (version 2 or later, non-zero), else the top of the outline of 'H' [M: within a device
    /// pixel, ``capFromGlyph``]; `nil` when the font has neither. `overrides` are the
    /// `@font-face` rule's `ascent-override`, `descent-override` and `line-gap-override`, which
    /// replace the font's own three (the cap height stays the font's).
    package init?(
        _ metrics: FontMetrics, fontSize: Double, lineHeight: Double? = nil, scale: Double = 1, trimCap: Bool = false,
        overrides: CSSMetricOverrides? = nil
    ) {
        let unitsPerEm = Double(metrics.unitsPerEm)
        let a: Double, d: Double, g: Double
        if let overrides {
            // Each override × the size, rounded to a device pixel as the font's own are [M: Lato with
            // three sets of overrides, 10 to 60 px by halves, normal and fixed line heights, 1x to 3x:
            // every box and baseline within 1/64 px, WebSpecBrowserTests].
            func devicePixels(_ fraction: Double) -> Double { (fraction * fontSize * scale).rounded() }
            (a, d, g) = (devicePixels(overrides.ascent), devicePixels(overrides.descent), devicePixels(overrides.lineGap))
        } else {
            guard let table = Self.table(metrics) else { return nil }
            // Skia takes each value as stored (its descent is -descender), and Chromium rounds it
            // half up, as SkScalarRoundToScalar does: a positive descender is a descent above the
            // baseline, which shortens the line by it [M: FP Positive Descender (hhea 800/+200/0)
            // and fontTools variants with +500 and a line gap of 300, at 17 and 20 px, 2x and 3x:
            // 17 px @3x is 41 − 10 = 31 device px high, its baseline at 41, PositiveDescenderTests].
            func devicePixels(_ units: Int) -> Double { (Double(units) * fontSize * scale / unitsPerEm + 0.5).rounded(.down) }
            (a, d, g) = (devicePixels(table.ascender), devicePixels(-table.descender), devicePixels(table.lineGap))
        }
        if trimCap {
            let cap = metrics.height(.cap)
            guard let units = cap.units, units > 0 else { return nil }
            capFromGlyph = cap.source == .glyph
            // Skia measures 'H' at the size in device pixels, hinted: a whole device pixel, within
            // one of the outline's top rounded (exact in 296 of 455 boxes at line-height normal, CSSLineBoxBrowserTests).
            height =
                capFromGlyph
                ? PixelMath.round(Double(units) * fontSize * scale / unitsPerEm) / scale : Double(units) * fontSize / unitsPerEm
            baseline = height
            return
        }
        let line = lineHeight.map { $0 * scale } ?? a + d + g
        height = line / scale
        baseline = (a + ((line - a - d) / 2).rounded(.down)) / scale
    }

    /// The ascender, the descent below the baseline and the line gap Chromium reads, in font units:
    /// the descent is Skia's, the descender negated, so one stored as a positive number is a
    /// negative distance, as Chromium lays it out.
    package static func metrics(_ metrics: FontMetrics) -> (Int, Int, Int)? {
        table(metrics).map { ($0.ascender, -$0.descender, $0.lineGap) }
    }

    /// The table Chromium reads, `typo` or `hhea`, and its ascender, descender (as stored: below
    /// the baseline is negative) and line gap, in font units; `nil` without it.
    package static func table(_ metrics: FontMetrics) -> (source: String, ascender: Int, descender: Int, lineGap: Int)? {
        if let os2 = metrics.os2, os2.useTypoMetrics {
            return ("typo", os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        }
        return metrics.hhea.map { ("hhea", $0.ascender, $0.descender, $0.lineGap) }
    }
}

/// An `@font-face` rule's metric overrides (CSS Fonts 5): the ascent, the descent (a distance
/// below the baseline) and the line gap the browser lays the face out with instead of its own,
/// each a fraction of the font size (the CSS percentage / 100).
package struct CSSMetricOverrides: Sendable, Hashable {
    package var ascent: Double
    package var descent: Double
    package var lineGap: Double

    /// The three, each rounded to the 1/10,000 of a percent written in the CSS
    /// (``percentages``), so the layout computed is the one the written rule gives.
    package init(ascent: Double, descent: Double, lineGap: Double) {
        func written(_ fraction: Double) -> Double { (fraction * 1_000_000).rounded() / 1_000_000 }
        (self.ascent, self.descent, self.lineGap) = (written(ascent), written(descent), written(lineGap))
    }

    /// Font units of a face of `unitsPerEm` as fractions of the size: the face's own ascender,
    /// |descender| and line gap from another table than the one the browser reads.
    package init(units ascender: Int, _ descender: Int, _ lineGap: Int, unitsPerEm: Int) {
        let em = Double(unitsPerEm)
        self.init(ascent: Double(ascender) / em, descent: Double(abs(descender)) / em, lineGap: Double(lineGap) / em)
    }

    /// The three as CSS writes them: `98.7%`, to at most four decimals of a percent.
    package var percentages: (ascent: String, descent: String, lineGap: String) {
        func percent(_ fraction: Double) -> String { NumberFormatting.trimmed(fraction * 100, decimals: 4) + "%" }
        return (percent(ascent), percent(descent), percent(lineGap))
    }
}
