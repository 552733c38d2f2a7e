/// A UILabel whose paragraph style sets `minimumLineHeight = maximumLineHeight = L`
/// (docs/design-tools.md#against-uikit) [M: STULabel's model of TextKit; UIKit renders for the
/// baseline's pixel rounding].
///
/// TextKit puts a line's extra height above the text: the line is `L` tall with its baseline `L -
/// |descender|` below its top; a UILabel then rounds the baseline to the nearest pixel. A UILabel
/// leaves out the line gap (docs/model.md#uifont-metrics-at-a-point-size: measured for plain
/// labels [M], taken to hold with a paragraph style too [I]), so each later line is `L` lower. With `NSAttributedString.Key.baselineOffset` `o`, a UILabel moves the text up by
/// `2o` [M, widely used]: `o = (L - lineHeight) / 4` centres it, as Figma does.
package struct ParagraphStyleLabel: Sendable, Hashable {
    /// Each line's baseline, in points below the label's top, on whole pixels.
    package var baselines: [Double]

    /// `lines` lines at `pointSize` points and line height `lineHeight` (points), with `baselineOffset`
    /// (points), on a screen of `scale` pixels per point; `metrics` as CoreText uses them.
    package init(
        _ metrics: ResolvedMetrics, pointSize: Double, lineHeight: Double, lines: Int = 1, baselineOffset: Double = 0,
        scale: Double
    ) {
        let descender = metrics.points(Double(-metrics.descender), size: pointSize)
        baselines = (0..<max(1, lines)).map { line in
            PixelMath.round((Double(line + 1) * lineHeight - descender - 2 * baselineOffset) * scale) / scale
        }
    }
}
