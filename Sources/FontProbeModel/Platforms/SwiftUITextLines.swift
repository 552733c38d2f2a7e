/// A SwiftUI `Text` of `count` lines in a frame that fits it, in whole device pixels
/// (docs/model.md#several-lines): its frame's height and each line's baseline below its top.
///
/// With A = ascender × k and L = lineHeight × k in device pixels (no hhea line gap [M: 7/7
/// deciding SwiftUI cases]), line j's baseline is `round(A) + ceil(j·L)` and the frame is
/// `ceil(n·L)` [M: 64/64 baselines of 24 Texts in 3 images; centring the stack in its frame
/// reproduces the Texts' tops independently]. UIKit's rule, `round(A + j·L)`, fits 45 of the 64:
/// a Text lays out as a `UILabel` for one line only (``UILabelLines``).
package struct SwiftUITextLines: Sendable, Hashable {
    /// The frame's height, `ceil(n·L)`, in device pixels.
    package var height: Int
    /// Each line's baseline below the frame's top, `round(A) + ceil(j·L)`, in device pixels.
    package var baselines: [Int]

    /// `count` lines (at least one) of text at `pointSize` points on a screen of `scale` device
    /// pixels per point, every pixel value computed from font units in one expression
    /// (docs/model.md#pixel-snapping-and-floating-point).
    package init(_ resolved: ResolvedMetrics, pointSize: Double, scale: Double, count: Int) {
        let lineUnits = resolved.lineHeightUnits
        func pixels(_ units: Double) -> Double { resolved.points(units, size: pointSize, scale: scale) }
        let count = max(1, count)
        let first = PixelMath.round(pixels(resolved.adjustedAscenderUnits))
        height = Int(saturating: PixelMath.ceil(pixels(Double(count) * lineUnits)))
        baselines = (0..<count).map { Int(saturating: first + PixelMath.ceil(pixels(Double($0) * lineUnits))) }
    }
}
