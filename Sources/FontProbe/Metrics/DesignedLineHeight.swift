/// A design's line height `L` for text set in a font at one size, and the two UIKit recipes
/// that reach it (DESIGN 2.4) [S: Pixel-Perfect Line Height With UIKit].
///
/// Every value is in points. ``exact`` is what to type into code; ``snapped(scale:)`` is where it
/// lands on a screen of that scale.
public struct DesignedLineHeight: Sendable, Hashable {
    /// The font's `UIFont.lineHeight` at the size, in points.
    public var fontLineHeight: Double
    /// The design's line height `L` (baseline to baseline), in points.
    public var designLineHeight: Double
    /// How many lines the heights are for (1 or more).
    public var lines: Int

    public init(fontLineHeight: Double, designLineHeight: Double, lines: Int = 1) {
        self.fontLineHeight = fontLineHeight
        self.designLineHeight = designLineHeight
        self.lines = lines
    }

    /// `L - lineHeight`: the `NSParagraphStyle.lineSpacing` of the wrapper recipe, in points.
    public var lineSpacing: Double { designLineHeight - fontLineHeight }

    /// Whether `L` is smaller than the font's line height. Allowed, but the wrapper recipe cannot
    /// express it: `NSParagraphStyle.lineSpacing` is documented as never negative [P].
    public var isLineSpacingNegative: Bool { lineSpacing < -PixelMath.tolerance }

    /// The numbers of both recipes, in points.
    public struct Recipe: Sendable, Hashable {
        /// The font's line height: the height of one line of a label, in points.
        public var lineHeight: Double
        /// `NSParagraphStyle.lineSpacing` for the wrapper recipe: `L - lineHeight`.
        public var lineSpacing: Double
        /// The wrapper view's padding above the label: half the line spacing.
        public var topPadding: Double
        /// The wrapper view's padding below the label: the other half.
        public var bottomPadding: Double
        /// The label of n lines in the wrapper recipe: `n * lineHeight + (n - 1) * lineSpacing`.
        public var labelHeight: Double
        /// The wrapper of n lines: `topPadding + labelHeight + bottomPadding` (`n * L` exactly).
        public var wrapperHeight: Double
        /// `NSAttributedString.Key.baselineOffset` for the paragraph-style recipe
        /// (`minimumLineHeight = maximumLineHeight = L`) in a UILabel: `(L - lineHeight) / 4` [M].
        public var baselineOffset: Double
        /// The label of n lines in the paragraph-style recipe: `n * L`.
        public var paragraphLabelHeight: Double
    }

    /// The recipes' numbers, unrounded.
    public var exact: Recipe {
        let n = Double(lines)
        let spacing = lineSpacing
        let labelHeight = n * fontLineHeight + (n - 1) * spacing
        return Recipe(
            lineHeight: fontLineHeight, lineSpacing: spacing, topPadding: spacing / 2, bottomPadding: spacing / 2,
            labelHeight: labelHeight, wrapperHeight: labelHeight + spacing, baselineOffset: spacing / 4,
            paragraphLabelHeight: n * designLineHeight)
    }

    /// The recipes' numbers on a screen of `scale` pixels per point [I]: heights round up to a
    /// whole pixel, as a label's height does (DESIGN 2.3), so nothing is clipped; spacings,
    /// paddings and the baseline offset round to the nearest pixel (half away from zero); the
    /// wrapper is its padding and its label, snapped, added up. Each is `pixels / scale`.
    public func snapped(scale: Double) -> Recipe {
        let exact = exact
        func up(_ points: Double) -> Double { PixelMath.ceil(points * scale) / scale }
        func nearest(_ points: Double) -> Double { PixelMath.round(points * scale) / scale }
        let topPadding = nearest(exact.topPadding)
        let labelHeight = up(exact.labelHeight)
        return Recipe(
            lineHeight: up(exact.lineHeight), lineSpacing: nearest(exact.lineSpacing), topPadding: topPadding,
            bottomPadding: topPadding, labelHeight: labelHeight, wrapperHeight: topPadding + labelHeight + topPadding,
            baselineOffset: nearest(exact.baselineOffset), paragraphLabelHeight: up(exact.paragraphLabelHeight))
    }
}
