/// Where Figma puts a text box and its baselines for one font, size and line height
/// (docs/design-tools.md#figma) [P: Figma, "Getting to the bottom of line height in Figma", and its
/// REST API's `lineHeightPx`; M: the nodes of real Figma REST responses].
///
/// Figma centres the font's ascender and descender in each line's height: half the extra height
/// above, half below, and each later line one line height lower. A line height below the glyphs'
/// height is obeyed (the extra is negative). Then it rounds [M]: a box that hugs its text is
/// `R = round(n × L)` px tall (half up), and the first baseline is snapped to a whole px below the
/// node's top, `round(offset + (R − (n − 1) × L + a − d) / 2)`, with `a` and `d` the ascender and
/// |descender| in px; a fixed-size node places the block by its vertical alignment (`offset`).
/// Whether each later line's baseline is rounded again for a fractional L is not measured [U]: they
/// are taken one L apart from the first.
package struct FigmaTextBox: Sendable, Hashable {
    /// Figma's `textAlignVertical`: where a fixed-size node puts its text block.
    package enum Alignment: String, Sendable, CaseIterable {
        case top, center, bottom
    }

    /// The line height in points: one line's share of the box, unrounded (Figma's `lineHeightPx`).
    package var lineHeight: Double
    /// The height of the text block, `round(n × L)` in whole points (px at 1x): the node's height
    /// when it hugs its text.
    package var textHeight: Double
    /// The box's height in points: the node's when it hugs its text (``textHeight``) or the fixed
    /// height given; with the cap trim, from the first line's cap line to the last baseline.
    package var boxHeight: Double
    /// Each line's baseline, in points below the box's top: the first on a whole point [M], each
    /// later one line height lower [U].
    package var baselines: [Double]

    /// The box of `lines` lines at `pointSize` points with `lineHeight` (points, % or a multiple of
    /// the size), or Figma's Auto when `nil`: `(hhea ascender - descender + lineGap) / unitsPerEm ×
    /// size`. Figma reads hhea (the resolved metrics when a font has none). `fixedHeight` is a
    /// fixed-size node's height in points (`nil`: the node hugs its text), placed by `alignment`.
    /// With `trimCap` ("vertical trim: cap height to baseline") the box runs from the first line's
    /// cap line, the cap height CoreText would report, to the last baseline; `nil` when the font has
    /// no cap height to trim to.
    package init?(
        _ metrics: FontMetrics, pointSize: Double, lineHeight: LineHeightValue?, lines: Int = 1, trimCap: Bool = false,
        fixedHeight: Double? = nil, alignment: Alignment = .top
    ) {
        guard let resolved = metrics.resolved, lines >= 1 else { return nil }
        let (ascender, descender, gap) =
            metrics.hhea.map { ($0.ascender, -abs($0.descender), $0.lineGap) }
            ?? (resolved.ascender, resolved.descender, resolved.lineGap)
        func points(_ units: Int) -> Double { resolved.points(Double(units), size: pointSize) }
        let line = lineHeight?.points(size: pointSize) ?? points(ascender - descender + gap)
        let count = Double(lines)
        // Half up, as Figma rounds: Roboto 11/16.5 hugs in 17 px.
        func round(_ value: Double) -> Double { PixelMath.snap(value + 0.5).rounded(.down) }
        let text = round(count * line)
        let offset: Double =
            switch (fixedHeight, alignment) {
            case (nil, _), (_, .top): 0
            case (let height?, .center): (height - text) / 2
            case (let height?, .bottom): height - text
            }
        // The first line's share of the rounded block, centred on the ascender and descender.
        let first = round(offset + (text - (count - 1) * line + points(ascender) - points(-descender)) / 2)
        var baselines = (0..<lines).map { first + Double($0) * line }
        var height = fixedHeight ?? text
        if trimCap {
            guard let cap = metrics.height(.cap).units else { return nil }
            let top = first - points(cap)
            baselines = baselines.map { $0 - top }
            height = baselines[baselines.count - 1]
        }
        self.lineHeight = line
        self.textHeight = text
        self.boxHeight = height
        self.baselines = baselines
    }

    /// Whether `lineHeight` points at `pointSize` is what Figma gives a font it does not have:
    /// 1.171875 × the size, Roboto's Auto line height (2400 / 2048), for a font whose own Auto
    /// differs (docs/design-tools.md#figmas-copies-of-fonts).
    package static func looksLikeMissingFont(lineHeight: Double, pointSize: Double, fontAuto: Double) -> Bool {
        let fallback = 2400.0 / 2048 * pointSize
        return abs(lineHeight - fallback) < 0.001 * pointSize && abs(fontAuto - fallback) >= 0.001 * pointSize
    }
}
