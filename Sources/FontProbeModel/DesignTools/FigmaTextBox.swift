/// Where Figma puts a text box and its baselines for one font, size and line height
/// (docs/design-tools.md#figma) [P: Figma, "Getting to the bottom of line height in Figma", and its
/// REST API's `lineHeightPx`].
///
/// Figma centres the font's ascender and descender in each line's height: half the extra height
/// above, half below, and each later line one line height lower. A line height below the glyphs'
/// height is obeyed (the extra is negative). Nothing is rounded; whether the canvas snaps
/// baselines to device pixels is not documented [U].
package struct FigmaTextBox: Sendable, Hashable {
    /// The line height in points: one line's share of the box.
    package var lineHeight: Double
    /// The box's height in points: every line, or with the cap trim from the first line's cap line
    /// to the last baseline.
    package var boxHeight: Double
    /// Each line's baseline, in points below the box's top.
    package var baselines: [Double]

    /// The box of `lines` lines at `pointSize` points with `lineHeight` (points, % or a multiple of
    /// the size), or Figma's Auto when `nil`: `(hhea ascender - descender + lineGap) / unitsPerEm ×
    /// size`. Figma reads hhea (the resolved metrics when a font has none). With `trimCap`
    /// ("vertical trim: cap height to baseline") the box runs from the first line's cap line, the
    /// cap height CoreText would report, to the last baseline; `nil` when the font has no cap height
    /// to trim to.
    package init?(_ metrics: FontMetrics, pointSize: Double, lineHeight: LineHeightValue?, lines: Int = 1, trimCap: Bool = false)
    {
        guard let resolved = metrics.resolved, lines >= 1 else { return nil }
        let (ascender, descender, gap) =
            metrics.hhea.map { ($0.ascender, -abs($0.descender), $0.lineGap) }
            ?? (resolved.ascender, resolved.descender, resolved.lineGap)
        func points(_ units: Int) -> Double { resolved.points(Double(units), size: pointSize) }
        let line = lineHeight?.points(size: pointSize) ?? points(ascender - descender + gap)
        // The first baseline: half the extra height, then the ascender.
        let first = (line - points(ascender - descender)) / 2 + points(ascender)
        var baselines = (0..<lines).map { first + Double($0) * line }
        var height = Double(lines) * line
        if trimCap {
            guard let cap = metrics.height(.cap).units else { return nil }
            let top = first - points(cap)
            baselines = baselines.map { $0 - top }
            height = baselines[baselines.count - 1]
        }
        self.lineHeight = line
        self.boxHeight = height
        self.baselines = baselines
    }
}
