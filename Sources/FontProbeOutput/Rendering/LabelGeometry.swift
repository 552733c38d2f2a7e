import FontProbeModel
import FontProbeRules

/// Where the lines of one label's picture sit, in device pixels (docs/commands/render.md#lines).
///
/// Every line is a pixel boundary, counted in rows from the label's top edge (row 0 is the
/// label's first row; boundary `b` is the edge between rows `b - 1` and `b`). All come from the
/// label model (docs/model.md#the-label-model) and are whole pixels by construction.
package struct LabelGeometry: Sendable, Hashable {
    /// Width of the label, `ceil(advance)`: the text's unrounded advance in pixels, rounded up
    /// (a label hugs its text).
    package var width: Int
    /// Height of the label, `ceil(lineHeight * k)` = `labelHeight * k`.
    package var height: Int
    /// The baseline, `baselineFromTop * k` = `round(ascender * k)`, where UIKit draws it.
    package var baseline: Int
    /// The cap line, `baseline - round(capHeight * k)` = `capInset * k`: the top of the alignment
    /// rect; `nil` without a cap height.
    package var capLine: Int?
    /// The x line, `baseline - round(xHeight * k)` = `xHeightInset * k`; `nil` without an x height.
    package var xLine: Int?
    /// The ascender line, `baseline - round(ascender * k)` (legacy adjustment included): the
    /// label's top edge, since the baseline is `round(ascender * k)` below it.
    package var ascenderLine: Int
    /// The descender line, `baseline + round(-descender * k)`; the label's bottom edge is
    /// `ceil(lineHeight * k)` below its top, so the two can differ by a pixel either way.
    package var descenderLine: Int
    /// The top of the ink of 'H', `baseline - ink.capHeight`; `nil` where it is on the cap line or unknown.
    package var inkCapTop: Int?
    /// The top of the ink of 'x', `baseline - ink.xHeight`; `nil` where it is on the x line or unknown.
    package var inkXTop: Int?

    package init(
        width: Int, height: Int, baseline: Int, capLine: Int?, xLine: Int?, ascenderLine: Int, descenderLine: Int,
        inkCapTop: Int? = nil, inkXTop: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.capLine = capLine
        self.xLine = xLine
        self.ascenderLine = ascenderLine
        self.descenderLine = descenderLine
        self.inkCapTop = inkCapTop
        self.inkXTop = inkXTop
    }

    /// The label of `metrics` at `pointSize` and `scale`, for a text `advance` pixels wide.
    package init(metrics: ResolvedMetrics, pointSize: Double, scale: Double, advance: Double) {
        let label = metrics.label(pointSize: pointSize, scale: scale)
        func pixels(_ points: Double) -> Int { Int(saturating: PixelMath.round(points * scale)) }
        let baseline = pixels(label.baselineFromTop)
        let ascender = Int(
            saturating: PixelMath.round(metrics.points(metrics.adjustedAscenderUnits, size: pointSize, scale: scale)))
        let descender = Int(
            saturating: PixelMath.round(metrics.points(Double(-metrics.descender), size: pointSize, scale: scale)))
        let ink = label.ink
        self.init(
            width: max(0, Int(saturating: PixelMath.ceil(advance))),
            height: pixels(label.labelHeight),
            baseline: baseline,
            capLine: ink.predictedCapHeight.map { baseline - $0 },
            xLine: ink.predictedXHeight.map { baseline - $0 },
            ascenderLine: baseline - ascender,
            descenderLine: baseline + descender,
            inkCapTop: ink.capLineMiss.flatMap { $0 == 0 ? nil : ink.capHeight.map { baseline - $0 } },
            inkXTop: ink.xLineMiss.flatMap { $0 == 0 ? nil : ink.xHeight.map { baseline - $0 } }
        )
    }
}
