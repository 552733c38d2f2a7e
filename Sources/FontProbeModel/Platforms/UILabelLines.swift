/// A `UILabel` of `count` lines that hugs its text, in whole device pixels
/// (docs/model.md#several-lines): its height and each line's baseline below its top.
///
/// With A = ascender × k and L = lineHeight × k in device pixels (`lineHeight` without the hhea
/// line gap, which UIKit leaves out between lines too [M: 24/24 deciding UIKit cases]), line j's
/// baseline is `round(A + j·L)`: the lines step by the unrounded L and each baseline is rounded on
/// its own, so the step alternates (58, 57 for L = 57.6 px) [M at 3x: a 3-line label, 6/6 renders
/// at 45, 103, 160 px; I at other scales: the same label at 2x measures 31, 69, 107 px where this
/// gives 30, 68, 107]. The label is `ceil(n·L)` pixels high. One line is ``LabelMetrics``'s label
/// [M: every measured one-line label].
package struct UILabelLines: Sendable, Hashable {
    /// The label's height, `ceil(n·L)`, in device pixels.
    package var height: Int
    /// Each line's baseline below the label's top, `round(A + j·L)`, in device pixels.
    package var baselines: [Int]

    /// `count` lines (at least one) of text at `pointSize` points on a screen of `scale` device
    /// pixels per point, every pixel value computed from font units in one expression
    /// (docs/model.md#pixel-snapping-and-floating-point).
    package init(_ resolved: ResolvedMetrics, pointSize: Double, scale: Double, count: Int) {
        let lineUnits = resolved.lineHeightUnits
        func pixels(_ units: Double) -> Double { resolved.points(units, size: pointSize, scale: scale) }
        let count = max(1, count)
        height = Int(saturating: PixelMath.ceil(pixels(Double(count) * lineUnits)))
        baselines = (0..<count).map {
            Int(saturating: PixelMath.round(pixels(resolved.adjustedAscenderUnits + Double($0) * lineUnits)))
        }
    }
}

extension ResolvedMetrics {
    /// UIFont's lineHeight in font units: ascender − descender, with the legacy adjustment of
    /// Helvetica and Times (docs/model.md#uifont-metrics-at-a-point-size); no line gap.
    package var lineHeightUnits: Double { Double(ascender) - Double(descender) + legacyAdjustmentUnits }
}
