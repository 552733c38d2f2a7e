/// Where Sketch puts a single-line text layer's edges and baseline for one font, size and line
/// height (docs/design-tools.md#sketch) [M: 8,600 layers of four fonts measured from Sketch's
/// renders, Fixtures/design-tools/uxsketchlabel, every one of which this model reproduces].
///
/// Sketch centres the line in its line height as Figma does, but rounds to whole points: the
/// ascender, descender and line gap CoreText reports, scaled to the size, are rounded where the
/// layer's edges and baseline are.
package struct SketchTextLayer: Sendable, Hashable {
    /// The layer's height, in points: whole points for the natural height, the line height as
    /// given otherwise.
    package var height: Double
    /// The baseline above the layer's bottom edge, in whole points.
    package var baselineFromBottom: Double

    /// The layer of one line at `pointSize` points with `metrics`, the font's vertical metrics as
    /// CoreText uses them (hhea, or typo with USE_TYPO_METRICS and STAT), and Sketch's line height
    /// `lineHeight` in points, or its natural line height when `nil`.
    package init(_ metrics: ResolvedMetrics, pointSize: Double, lineHeight: Double? = nil) {
        let ascender = metrics.points(Double(metrics.ascender), size: pointSize)
        let descender = metrics.points(Double(metrics.descender), size: pointSize)
        let leading = metrics.points(Double(metrics.lineGap), size: pointSize)
        if let lineHeight {
            height = lineHeight
            // The extra height split above and below the ascender and descender, less the line gap
            // (Swift's `round`, half away from zero); never below the bottom edge.
            baselineFromBottom = max(0, ((lineHeight - (ascender - descender)) / 2 - leading - descender).rounded())
        } else {
            height = ascender.rounded() - descender.rounded()
            baselineFromBottom = (-descender).rounded()
        }
    }
}
