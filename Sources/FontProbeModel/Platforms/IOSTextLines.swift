/// `count` lines of text in a view that fits them on iOS, in whole device pixels
/// (docs/model.md#several-lines): the view's height and each line's baseline below its top.
///
/// With A = ascender × k and L = lineHeight × k in device pixels (`lineHeight` without the hhea
/// line gap, which both toolkits leave out between lines too [M: 24/24 deciding UIKit cases, 7/7
/// SwiftUI]), the view is `ceil(n·L)` pixels high and line j's baseline is:
/// - ``Toolkit/uikit``, a hugging `UILabel`: `round(A + j·L)`. The lines step by the unrounded L
///   and each baseline is rounded on its own, so the step alternates (58, 57 for L = 57.6 px)
///   [M at 3x: a 3-line label, 6/6 renders at 45, 103, 160 px; I at other scales: the same label at
///   2x measures 31, 69, 107 px where this gives 30, 68, 107]. One line is ``LabelMetrics``'s
///   label [M: every measured one-line label].
/// - ``Toolkit/swiftUI``, a fitted SwiftUI `Text`: `round(A) + ceil(j·L)` [M: 64/64 baselines of
///   24 Texts in 3 images; centring the stack in its frame reproduces the Texts' tops
///   independently]. UIKit's rule fits 45 of the 64: a Text lays out as a `UILabel` for one line only.
package struct IOSTextLines: Sendable, Hashable {
    package enum Toolkit: Sendable, Hashable {
        case uikit
        case swiftUI
    }

    /// The view's height, `ceil(n·L)`, in device pixels.
    package var height: Int
    /// Each line's baseline below the view's top, in device pixels, by the toolkit's rule.
    package var baselines: [Int]

    /// `count` lines (at least one) of text at `pointSize` points on a screen of `scale` device
    /// pixels per point, every pixel value computed from font units in one expression
    /// (docs/model.md#pixel-snapping-and-floating-point). `lineSpacing` (points: `NSParagraphStyle`'s,
    /// SwiftUI's `.lineSpacing`) adds to the unrounded pitch, L + spacing, before any rounding
    /// [M for UIKit: one case, steps 56, 56 for 56.45 px; I for SwiftUI, whose `.lineSpacing` no
    /// render shows]; the view is then `ceil(n·L + (n − 1)·spacing)` high.
    package init(
        _ toolkit: Toolkit, _ resolved: ResolvedMetrics, pointSize: Double, scale: Double, count: Int,
        lineSpacing: Double = 0
    ) {
        let lineUnits = resolved.lineHeightUnits
        func pixels(_ units: Double) -> Double { resolved.points(units, size: pointSize, scale: scale) }
        let count = max(1, count)
        // Line j's spacing above it, in device pixels, unrounded.
        func spacing(_ j: Int) -> Double { Double(j) * lineSpacing * scale }
        height = Int(saturating: PixelMath.ceil(pixels(Double(count) * lineUnits) + spacing(count - 1)))
        switch toolkit {
        case .uikit:
            baselines = (0..<count).map {
                Int(
                    saturating: PixelMath.round(
                        pixels(resolved.adjustedAscenderUnits + Double($0) * lineUnits) + spacing($0)))
            }
        case .swiftUI:
            let first = PixelMath.round(pixels(resolved.adjustedAscenderUnits))
            baselines = (0..<count).map {
                Int(saturating: first + PixelMath.ceil(pixels(Double($0) * lineUnits) + spacing($0)))
            }
        }
    }
}

extension ResolvedMetrics {
    /// UIFont's lineHeight in font units: ascender − descender, with the legacy adjustment of
    /// Helvetica and Times (docs/model.md#uifont-metrics-at-a-point-size); no line gap.
    package var lineHeightUnits: Double { Double(ascender) - Double(descender) + legacyAdjustmentUnits }
}
