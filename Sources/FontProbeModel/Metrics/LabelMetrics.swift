/// Where a single-line UILabel that hugs its text puts its baseline, cap height and x height
/// at one point size and screen scale (docs/model.md#the-label-model).
///
/// The model is the one measured in UIKit renders (docs/uikit-evidence.md): the label is
/// `ceil(lineHeight * k)` pixels tall and its baseline sits `round(ascender * k)` pixels below its
/// top. All values are in points and are whole multiples of a pixel (`1 / scale`).
package struct LabelMetrics: Sendable, Hashable {
    /// The screen scales fontprobe accepts, in pixels per point.
    package static let scaleRange: ClosedRange<Double> = 0.01...100

    /// The screen scales every command uses unless told otherwise, in pixels per point: those of
    /// today's iPhones (2x and 3x); 1x only when asked for.
    package static let defaultScales: [Double] = [2, 3]

    package var pointSize: Double
    /// Screen scale (pixels per point: 1, 2, 3, or any positive number).
    package var scale: Double
    /// Label height `ceil(lineHeight * k) / k` [M: every measured label whose height is visible].
    package var labelHeight: Double
    /// Baseline inset from the label's bottom, `labelHeight - baselineFromTop` [M].
    package var baselineInset: Double
    /// Baseline from the label's top, `round(ascender * k) / k` [M: every measured baseline].
    package var baselineFromTop: Double
    /// Top alignment inset that puts Auto Layout's top on the cap height,
    /// `(round(ascender * k) - round(capHeight * k)) / k` [M]; `nil` without a cap height.
    package var capInset: Double?
    /// The article's first, naive inset `round(ascender - capHeight)` in whole points, ±1 pt [S].
    package var capInsetNaive: Double?
    /// Like ``capInset`` with the x height, for aligning lowercase text; `nil` without an x height.
    package var xHeightInset: Double?
    /// The same label by the article's formula [S], which real renders contradict wherever it
    /// differs from this model (docs/model.md#the-articles-formula): history, never the answer.
    package var article: ArticleLabel

    /// The ink of 'H' and 'x' at this size and scale, and where the model puts the cap and x lines,
    /// in whole pixels above the baseline (docs/model.md#ink-against-the-prediction).
    package var ink: InkPixels

    /// True where the article's formula puts the baseline elsewhere than UIKit does (so its cap
    /// inset differs from ``capInset`` by a pixel).
    package var articleDiffers: Bool { abs(article.baselineFromTop - baselineFromTop) > PixelMath.tolerance }
}

/// The label by the article's refined formula [S: Cap Height Alignment for iOS Auto Layout]: the
/// baseline `ceil(lineHeight * k) - ceil(-descender * k)` pixels from the top. UIKit renders
/// contradict it wherever it differs from ``LabelMetrics`` (docs/uikit-evidence.md); it is kept
/// to compare with, and to read lockfiles written before the measured model.
package struct ArticleLabel: Sendable, Hashable {
    /// `ceil(-descender * k) / k`, in points.
    package var baselineInset: Double
    /// `(ceil(lineHeight * k) - ceil(-descender * k)) / k`, in points.
    package var baselineFromTop: Double
    /// `(ceil(lineHeight * k) - ceil(-descender * k) - round(capHeight * k)) / k`, in points.
    package var capInset: Double?
    /// The same with the x height, in points.
    package var xHeightInset: Double?
}

/// Ink against prediction at one size and scale (docs/model.md#ink-against-the-prediction): the top
/// of the unhinted outline of 'H' and of 'x', `round(yMax * size * scale / unitsPerEm)`, and the
/// cap and x lines the label model draws, `round(height * size * scale / unitsPerEm)`. All are
/// whole pixels above the baseline; `nil` where the glyph or the height is missing.
package struct InkPixels: Sendable, Hashable {
    /// Top of the ink of 'H', in pixels above the baseline.
    package var capHeight: Int?
    /// Top of the ink of 'x', in pixels above the baseline.
    package var xHeight: Int?
    /// The cap line the insets are computed from, `round(capHeight * k)`, in pixels above the baseline.
    package var predictedCapHeight: Int?
    /// The x line, `round(xHeight * k)`, in pixels above the baseline.
    package var predictedXHeight: Int?

    package init(capHeight: Int?, xHeight: Int?, predictedCapHeight: Int?, predictedXHeight: Int?) {
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.predictedCapHeight = predictedCapHeight
        self.predictedXHeight = predictedXHeight
    }

    /// Pixels by which the cap line misses the ink of 'H' (line minus ink: positive when the line
    /// is above the ink); `nil` when either is unknown, 0 when they agree.
    package var capLineMiss: Int? {
        guard let capHeight, let predictedCapHeight else { return nil }
        return predictedCapHeight - capHeight
    }

    /// The same for the x line and 'x'.
    package var xLineMiss: Int? {
        guard let xHeight, let predictedXHeight else { return nil }
        return predictedXHeight - xHeight
    }
}

/// Pixel snapping that representation error cannot fool (docs/model.md#pixel-snapping-and-floating-point).
package enum PixelMath {
    /// Values this close to an integer are that integer.
    package static let tolerance = 1e-9

    /// `x` to a millionth of a pixel, and snapped: what a report writes, free of representation
    /// error (a web baseline of 3 × 34.2 px is 102.60000000000001 in doubles and written 102.6).
    package static func tidy(_ x: Double) -> Double { snap((x * 1_000_000).rounded() / 1_000_000) }

    /// `x` snapped to the nearest integer when within ``tolerance`` of it.
    package static func snap(_ x: Double) -> Double {
        let nearest = x.rounded()
        return abs(x - nearest) <= tolerance ? nearest : x
    }

    /// `ceil` after snapping: 12.000000000000002 is 12, not 13.
    package static func ceil(_ x: Double) -> Double { snap(x).rounded(.up) }

    /// `round` half away from zero (C `round`) after snapping.
    package static func round(_ x: Double) -> Double { snap(x).rounded(.toNearestOrAwayFromZero) }
}

extension ResolvedMetrics {
    /// The label layout at `pointSize` points on a screen of `scale` pixels per point.
    package func label(pointSize: Double, scale: Double) -> LabelMetrics {
        // Every pixel quantity is computed from font units in one expression.
        func pixels(_ units: Double) -> Double { points(units, size: pointSize, scale: scale) }
        func roundedPixels(_ units: Int?) -> Double? { units.map { PixelMath.round(pixels(Double($0))) } }

        let heightPixels = PixelMath.ceil(pixels((Double(ascender) - Double(descender)) + legacyAdjustmentUnits))
        let baselinePixels = PixelMath.round(pixels(adjustedAscenderUnits))
        let capPixels = roundedPixels(capHeight.units)
        let xPixels = roundedPixels(xHeight.units)

        // The article's baseline, for comparison (docs/model.md#the-articles-formula).
        let articleInsetPixels = PixelMath.ceil(pixels(Double(-descender)))
        let articleBaselinePixels = heightPixels - articleInsetPixels

        return LabelMetrics(
            pointSize: pointSize,
            scale: scale,
            labelHeight: heightPixels / scale,
            baselineInset: (heightPixels - baselinePixels) / scale,
            baselineFromTop: baselinePixels / scale,
            capInset: capPixels.map { (baselinePixels - $0) / scale },
            capInsetNaive: capHeight.units.map {
                PixelMath.round(points(adjustedAscenderUnits - Double($0), size: pointSize))
            },
            xHeightInset: xPixels.map { (baselinePixels - $0) / scale },
            article: ArticleLabel(
                baselineInset: articleInsetPixels / scale,
                baselineFromTop: articleBaselinePixels / scale,
                capInset: capPixels.map { (articleBaselinePixels - $0) / scale },
                xHeightInset: xPixels.map { (articleBaselinePixels - $0) / scale }
            ),
            ink: InkPixels(
                capHeight: inkTop.capHeight.map { Int(saturating: PixelMath.round(pixels(Double($0)))) },
                xHeight: inkTop.xHeight.map { Int(saturating: PixelMath.round(pixels(Double($0)))) },
                predictedCapHeight: capPixels.map { Int(saturating: $0) },
                predictedXHeight: xPixels.map { Int(saturating: $0) }
            )
        )
    }
}
