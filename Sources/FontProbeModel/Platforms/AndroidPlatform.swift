/// Android (docs/model.md#android): Skia's metrics rounded by hwui (``AndroidMetrics``,
/// ``AndroidIntegerMetrics``), a `TextView` and a Compose `Text`; a text size in sp, the scale as
/// the density, lengths in dp.
package enum AndroidPlatform: PlatformModel {
    package static let words = PlatformWords(
        name: "Android", toolkit: "Android", sizeUnit: "sp", lengthUnit: "dp", scaleName: "density",
        textScaling: "font scale", lineNames: ["view": "TextView", "compose": "Compose"])

    /// 2.625: a 420 dpi screen (`DisplayMetrics.DENSITY_420`, 420 / 160), between xhdpi (2) and
    /// xxhdpi (3), as several Pixel phones have; its fractional pixels show Compose's rounding.
    package static let usualScale = 2.625

    /// A `TextView` with its default `includeFontPadding` (on) and a Compose `Text` with its
    /// default (off, no line height), at `size` sp × `scale` (the density) device pixels; both
    /// `nil` for a face without vertical metrics Skia can read, the View's also without a `head` box.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double) -> PlatformLines? {
        let textSize = size * scale
        let integer = AndroidMetrics(metrics)?.integerMetrics(textSize: textSize)
        let text = NumberFormatting.size(textSize)
        return PlatformLines(
            platform: .android, size: textSize, sizeKey: "textSizePx",
            lines: [
                .init(
                    key: "view", name: "Android TextView (\(text) px text)",
                    pixels: integer?.textView(includeFontPadding: true).map(LinePixels.init)),
                .init(
                    key: "compose", name: "Android Compose Text (\(text) px text)",
                    pixels: integer?.compose().map(LinePixels.init)),
            ],
            fontMetricsInt: .some(integer),
            note: integer != nil
                ? nil
                : metrics.glyphFormat == .bitmap
                    ? "Android: a font of bitmap glyphs only is laid out on the bitmap strike Skia picks for the size, "
                        + "which fontprobe does not model."
                    : "Android: Skia reads no vertical metrics from this face.")
    }

    /// Skia's reading (``AndroidMetrics``): the table, its ascender, descender and line gap, the
    /// `head` box's top (`yMax`) and bottom (`yMin`) a padded View's line spans, and the cap
    /// height; no source and no values for a face Skia reads no metrics from.
    package static func reading(_ metrics: FontMetrics) -> PlatformReading? {
        guard let android = AndroidMetrics(metrics) else { return PlatformReading(source: nil, values: []) }
        return PlatformReading(
            source: android.source.rawValue,
            values: [
                .init("ascender", android.ascender), .init("descender", android.descender), .init("lineGap", android.lineGap),
                .init("top", android.top), .init("bottom", android.bottom), .init("capHeight", android.capHeight),
            ])
    }

    /// Compose's recipes, then the View's.
    package static let recipes: [TextRecipe] = [
        .composeText, .composeFontPadding, .composeLineHeight, .composeLineHeightTrimmed, .textView, .textViewLineHeight,
        .textViewBaselines,
    ]

    package static let codedRecipes = recipes

    /// Where an Android `recipe` puts the box and its baselines at `density`, in dp, from whole
    /// device pixels (docs/model.md#android); `nil` for a recipe of another platform, a face Skia
    /// reads no metrics from, and padding without a `head` box.
    ///
    /// A View's dimensions are whole pixels, `(int)(dp × density + 0.5)` (`getDimensionPixelSize`):
    /// the line height, and for ``TextRecipe/textViewBaselines`` the `tool`'s first baseline and the
    /// space below its last.
    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale density: Double,
        tool: TextBox
    ) -> TextBox? {
        guard let android = AndroidMetrics(metrics) else { return nil }
        let lines = spec.lines
        let integer = android.integerMetrics(textSize: spec.pointSize * density)
        let lineHeightPixels = lineHeight * density
        func dimension(_ dp: Double) -> Int { Int((dp * density + 0.5).rounded(.down)) }
        let laid: (height: Int, baselines: [Int])? =
            switch recipe {
            case .composeText: integer.composeLines(lines)
            case .composeFontPadding, .textView: integer.composeLines(lines, includeFontPadding: true)
            case .composeLineHeight:
                integer.composeLines(
                    lines, lineHeight: lineHeightPixels, alignment: .center, trim: AndroidIntegerMetrics.LineHeightTrim.none)
            case .composeLineHeightTrimmed:
                integer.composeLines(lines, lineHeight: lineHeightPixels, alignment: .proportional, trim: .both)
            case .textViewLineHeight:
                integer.textViewLines(lines, includeFontPadding: false, lineHeight: dimension(lineHeight))
            case .textViewBaselines:
                integer.textViewLines(
                    lines, includeFontPadding: false, lineHeight: dimension(lineHeight),
                    firstBaselineToTop: tool.baselines.first.map(dimension),
                    lastBaselineToBottom: tool.baselines.last.map { dimension(tool.boxHeight - $0) })
            default: nil  // another platform's
            }
        return laid.map { TextBox(boxHeight: Double($0.height) / density, baselines: $0.baselines.map { Double($0) / density }) }
    }
}
