/// A design's line height `L` for text set in a font at one size, and the two UIKit recipes
/// that reach it (docs/model.md#designed-line-height) [S: Pixel-Perfect Line Height With UIKit].
///
/// Every value is in points. ``exact`` is what to type into code; ``snapped(scale:)`` is where it
/// lands on a screen of that scale.
package struct DesignedLineHeight: Sendable, Hashable {
    /// The font's `UIFont.lineHeight` at the size, in points.
    package var fontLineHeight: Double
    /// The design's line height `L` (baseline to baseline), in points.
    package var designLineHeight: Double
    /// How many lines the heights are for (1 or more).
    package var lines: Int

    package init(fontLineHeight: Double, designLineHeight: Double, lines: Int = 1) {
        self.fontLineHeight = fontLineHeight
        self.designLineHeight = designLineHeight
        self.lines = lines
    }

    /// `L - lineHeight`: the `NSParagraphStyle.lineSpacing` of the wrapper recipe, in points.
    package var lineSpacing: Double { designLineHeight - fontLineHeight }

    /// Whether `L` is smaller than the font's line height. Allowed and flagged.
    package var isLineSpacingNegative: Bool { lineSpacing < -PixelMath.tolerance }

    /// Whether the wrapper recipe can reach `L`: not when lines must come closer than the font
    /// sets them, since `NSParagraphStyle.lineSpacing` is documented as never negative [P]. One
    /// line needs no spacing, only (negative) padding.
    package var wrapperApplies: Bool { !isLineSpacingNegative || lines == 1 }

    /// The numbers of both recipes, in points; the wrapper's are `nil` where it does not apply.
    package struct Recipe: Sendable, Hashable {
        /// The font's line height: the height of one line of a label, in points.
        package var lineHeight: Double
        /// `L - lineHeight`: the wrapper recipe's `NSParagraphStyle.lineSpacing`.
        package var lineSpacing: Double
        /// The wrapper view's padding above the label: half the line spacing.
        package var topPadding: Double?
        /// The wrapper view's padding below the label: the other half.
        package var bottomPadding: Double?
        /// The label of n lines in the wrapper recipe: `n * lineHeight + (n - 1) * lineSpacing`.
        package var labelHeight: Double?
        /// The wrapper of n lines: the label and the padding, `n * L` exactly.
        package var wrapperHeight: Double?
        /// `NSAttributedString.Key.baselineOffset` for the paragraph-style recipe
        /// (`minimumLineHeight = maximumLineHeight = L`) in a UILabel: `(L - lineHeight) / 4` [M].
        package var baselineOffset: Double
        /// The label of n lines in the paragraph-style recipe: `n * L`.
        package var paragraphLabelHeight: Double
    }

    /// The label of n lines in the wrapper recipe, `(n - 1) * L + lineHeight` (the same as
    /// `n * lineHeight + (n - 1) * lineSpacing`, without the cancellation).
    private var labelHeight: Double { Double(lines - 1) * designLineHeight + fontLineHeight }

    /// The recipes' numbers, unrounded.
    package var exact: Recipe {
        let spacing = lineSpacing
        let applies = wrapperApplies
        return Recipe(
            lineHeight: fontLineHeight, lineSpacing: spacing, topPadding: applies ? spacing / 2 : nil,
            bottomPadding: applies ? spacing / 2 : nil, labelHeight: applies ? labelHeight : nil,
            wrapperHeight: applies ? Double(lines) * designLineHeight : nil, baselineOffset: spacing / 4,
            paragraphLabelHeight: Double(lines) * designLineHeight)
    }

    /// The recipes' numbers on a screen of `scale` pixels per point [I]: heights round up to a
    /// whole pixel, as a label's height does (docs/model.md#the-label-model), so nothing is clipped; the line spacing,
    /// the top padding and the baseline offset round to the nearest pixel (half away from zero);
    /// the bottom padding is the rest of the line spacing, and the wrapper is the label plus the
    /// line spacing. Each is `pixels / scale`.
    package func snapped(scale: Double) -> Recipe {
        let spacing = PixelMath.round(lineSpacing * scale)
        let top = PixelMath.round(lineSpacing / 2 * scale)
        let label = PixelMath.ceil(labelHeight * scale)
        let applies = wrapperApplies
        return Recipe(
            lineHeight: PixelMath.ceil(fontLineHeight * scale) / scale, lineSpacing: spacing / scale,
            topPadding: applies ? top / scale : nil, bottomPadding: applies ? (spacing - top) / scale : nil,
            labelHeight: applies ? label / scale : nil, wrapperHeight: applies ? (label + spacing) / scale : nil,
            baselineOffset: PixelMath.round(lineSpacing / 4 * scale) / scale,
            paragraphLabelHeight: PixelMath.ceil(Double(lines) * designLineHeight * scale) / scale)
    }
}
