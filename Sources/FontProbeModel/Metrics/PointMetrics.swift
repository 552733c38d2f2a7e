/// The metrics UIFont reports for a face at one point size (docs/model.md#uifont-metrics-at-a-point-size).
///
/// Every value is in points and is the exact double `units * pointSize / unitsPerEm`:
/// nothing is rounded at this stage.
package struct PointMetrics: Sendable, Hashable {
    /// The point sizes fontprobe accepts: every computed value stays finite and meaningful.
    package static let sizeRange: ClosedRange<Double> = 0.01...10_000

    /// Every text style's size at the Large (default) content size category, in points (Apple
    /// HIG): the sizes `metrics` reports and `cap-line-misses-ink` checks unless told otherwise.
    package static let defaultSizes: [Double] = [11, 12, 13, 15, 16, 17, 20, 22, 28, 34]

    /// The point size (`UIFont.pointSize`).
    package var pointSize: Double
    /// `UIFont.ascender` in points, including the legacy adjustment where it applies.
    package var ascender: Double
    /// `UIFont.descender` in points (≤ 0).
    package var descender: Double
    /// `UIFont.leading` in points: the line gap. UILabel ignores it; TextKit adds it.
    package var leading: Double
    /// `UIFont.lineHeight` in points: `ascender - descender`, without the leading.
    package var lineHeight: Double
    /// `UIFont.capHeight` in points; `nil` when the font has no cap height (source `none`).
    package var capHeight: Double?
    /// `UIFont.xHeight` in points; `nil` when the font has no x height (source `none`).
    package var xHeight: Double?
    /// Points added to the ascender by the legacy Helvetica/Times adjustment (0 when none).
    package var legacyAscenderAdjustment: Double
}

extension ResolvedMetrics {
    /// The legacy adjustment in font units: 15% of (ascender + |descender|), or 0.
    var legacyAdjustmentUnits: Double {
        hasLegacyAscenderAdjustment
            ? ResolvedMetrics.legacyAdjustmentFactor * (Double(ascender) - Double(descender)) : 0
    }

    /// Ascender in font units as UIKit uses it, legacy adjustment included.
    package var adjustedAscenderUnits: Double { Double(ascender) + legacyAdjustmentUnits }

    /// Converts font units to points at `pointSize` and screen `scale` in one expression
    /// (`units * size * scale / unitsPerEm`), so that no intermediate rounding is introduced.
    package func points(_ units: Double, size: Double, scale: Double = 1) -> Double {
        units * size * scale / Double(unitsPerEm)
    }

    /// UIFont's metrics at `pointSize` points.
    package func atSize(_ pointSize: Double) -> PointMetrics {
        PointMetrics(
            pointSize: pointSize,
            ascender: points(adjustedAscenderUnits, size: pointSize),
            descender: points(Double(descender), size: pointSize),
            leading: points(Double(lineGap), size: pointSize),
            lineHeight: points((Double(ascender) - Double(descender)) + legacyAdjustmentUnits, size: pointSize),
            capHeight: capHeight.units.map { points(Double($0), size: pointSize) },
            xHeight: xHeight.units.map { points(Double($0), size: pointSize) },
            legacyAscenderAdjustment: points(legacyAdjustmentUnits, size: pointSize)
        )
    }
}
