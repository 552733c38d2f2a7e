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
    /// default (off, no line height), each `count` lines, at `size` sp × `scale` (the density)
    /// device pixels; both `nil` for a face without vertical metrics Skia can read, the View's also
    /// without a `head` box.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int) -> PlatformLines? {
        let android = AndroidMetrics(metrics)
        var lines = lines(android, size: size, scale: scale, count: count)
        if android == nil {
            lines.note =
                metrics.glyphFormat == .bitmap
                ? "Android: a font of bitmap glyphs only is laid out on the bitmap strike Skia picks for the size, "
                    + "which fontprobe does not model."
                : "Android: Skia reads no vertical metrics from this face."
        }
        return lines
    }

    /// The lines of ``lines(_:size:scale:count:)`` from Skia's reading alone (`nil`: none), as a
    /// lockfile records it: `check` lays an old lockfile's faces out again with it, so drift is
    /// what the fonts changed, not the model. Several lines are a View's StaticLayout, padded on
    /// the first line's top and the last line's bottom [P: Android 15 source; U: no render], and
    /// Compose's lines stepping by `descent - ascent` [P] (docs/model.md#several-lines).
    package static func lines(_ android: AndroidMetrics?, size: Double, scale: Double, count: Int = 1) -> PlatformLines {
        let textSize = size * scale
        let integer = android?.integerMetrics(textSize: textSize)
        let text = NumberFormatting.size(textSize)
        func pixels(_ laid: (height: Int, baselines: [Int])?) -> LinePixels? {
            laid.map { LinePixels(height: $0.height, baselines: $0.baselines, capHeight: integer?.capHeight) }
        }
        return PlatformLines(
            platform: .android, size: textSize, sizeKey: "textSizePx",
            lines: [
                .init(
                    key: "view", name: "Android TextView (\(text) px text)",
                    pixels: pixels(integer?.textViewLines(count, includeFontPadding: true))),
                .init(
                    key: "compose", name: "Android Compose Text (\(text) px text)", pixels: pixels(integer?.composeLines(count))),
            ],
            fontMetricsInt: .some(integer), note: integer.flatMap { olderView($0, lines: count, text: text) })
    }

    /// Where the ascent or descent reaches beyond the `head` box, the padded TextView of `count`
    /// lines before API 33, which spans the `head` box alone (``AndroidIntegerMetrics/paddedEdges(lines:api:)``),
    /// for the report's notes, with the height and the baselines (three, then "…") of both; `nil`
    /// where it is the same box.
    private static func olderView(_ integer: AndroidIntegerMetrics, lines count: Int, text: String) -> String? {
        guard let now = integer.textViewLines(count, includeFontPadding: true),
            let before = integer.textViewLines(count, includeFontPadding: true, api: 32),
            now.height != before.height || now.baselines != before.baselines
        else { return nil }
        func described(_ laid: (height: Int, baselines: [Int]), _ high: String) -> String {
            let shown =
                laid.baselines.prefix(3).map(String.init).joined(separator: ", ") + (laid.baselines.count > 3 ? ", …" : "")
            return "\(laid.height) px\(high), baseline\(laid.baselines.count == 1 ? "" : "s") \(shown) px"
        }
        let what = count == 1 ? "a padded TextView spans" : "a padded TextView of \(count) lines spans"
        return "Android: \(what) the head box widened to the ascent and descent from API 33 "
            + "(\(described(now, " high")) at \(text) px text); before API 33 the head box alone (\(described(before, "")))."
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

    /// Compose's recipes, then the View's: the font alone and with padding, a line height with each
    /// `LineHeightStyle` (the alignments Proportional, Center, Top, Bottom, each with the trims Both,
    /// None, FirstLineTop, LastLineBottom: Compose's default first, then Material 3's alignment),
    /// `paddingFromBaseline`; the View's.
    package static let recipes: [TextRecipe] =
        [.composeText, .composeFontPadding]
        + [.proportional, .center, .top, .bottom].flatMap { alignment in
            [.both, .none, .firstLineTop, .lastLineBottom].map { TextRecipe.compose(alignment, $0) }
        }
        + [.composePaddingFromBaseline, .textView, .textViewLineHeight, .textViewBaselines]

    /// Compose's recipes among ``recipes``.
    package static let composeRecipes = recipes.filter { !viewRecipes.contains($0) }

    /// The View's recipes among ``recipes``.
    package static let viewRecipes: [TextRecipe] = [.textView, .textViewLineHeight, .textViewBaselines]

    package static let codedRecipes = recipes

    /// Where an Android `recipe` puts the box and its baselines at `density`, in dp, from whole
    /// device pixels (docs/model.md#android); `nil` for a recipe of another platform, a face Skia
    /// reads no metrics from, and padding without a `head` box.
    ///
    /// A View's dimensions are whole pixels, `(int)(dp × density + 0.5)` (`getDimensionPixelSize`):
    /// the line height, and for ``TextRecipe/textViewBaselines`` the `tool`'s first baseline and the
    /// space below its last. Compose's `paddingFromBaseline` takes the same two lengths through
    /// `Dp.roundToPx()` (``AndroidIntegerMetrics/roundToPx(_:density:)``).
    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale density: Double,
        tool: TextBox
    ) -> TextBox? {
        guard let android = AndroidMetrics(metrics) else { return nil }
        let lines = spec.lines
        let integer = android.integerMetrics(textSize: spec.pointSize * density)
        let lineHeightPixels = lineHeight * density
        func dimension(_ dp: Double) -> Int { Int(saturating: (dp * density + 0.5).rounded(.down)) }
        let laid: (height: Int, baselines: [Int])? =
            switch recipe {
            case .composeText: integer.composeLines(lines)
            case .composeFontPadding, .textView: integer.composeLines(lines, includeFontPadding: true)
            case .composeProportionalTrimBoth, .composeProportionalTrimNone, .composeProportionalTrimFirstLineTop,
                .composeProportionalTrimLastLineBottom, .composeCenterTrimBoth, .composeCenterTrimNone,
                .composeCenterTrimFirstLineTop, .composeCenterTrimLastLineBottom, .composeTopTrimBoth, .composeTopTrimNone,
                .composeTopTrimFirstLineTop, .composeTopTrimLastLineBottom, .composeBottomTrimBoth,
                .composeBottomTrimNone, .composeBottomTrimFirstLineTop, .composeBottomTrimLastLineBottom:
                recipe.lineHeightStyle.flatMap {
                    integer.composeLines(lines, lineHeight: lineHeightPixels, alignment: $0.alignment, trim: $0.trim)
                }
            case .composePaddingFromBaseline:
                integer.composeLines(lines, lineHeight: lineHeightPixels, alignment: .proportional, trim: .both).map {
                    func pixels(_ dp: Double) -> Int { AndroidIntegerMetrics.roundToPx(dp, density: density) }
                    return AndroidIntegerMetrics.paddedFromBaseline(
                        $0, top: tool.baselines.first.map(pixels), bottom: tool.baselines.last.map { pixels(tool.boxHeight - $0) }
                    )
                }
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

extension TextRecipe {
    /// The `LineHeightStyle` of a Compose recipe with a line height (``AndroidPlatform``); `nil` for
    /// every other recipe.
    package var lineHeightStyle:
        (alignment: AndroidIntegerMetrics.LineHeightAlignment, trim: AndroidIntegerMetrics.LineHeightTrim)?
    {
        switch self {
        case .composeProportionalTrimBoth: (.proportional, .both)
        case .composeProportionalTrimNone: (.proportional, .none)
        case .composeProportionalTrimFirstLineTop: (.proportional, .firstLineTop)
        case .composeProportionalTrimLastLineBottom: (.proportional, .lastLineBottom)
        case .composeCenterTrimBoth: (.center, .both)
        case .composeCenterTrimNone: (.center, .none)
        case .composeCenterTrimFirstLineTop: (.center, .firstLineTop)
        case .composeCenterTrimLastLineBottom: (.center, .lastLineBottom)
        case .composeTopTrimBoth: (.top, .both)
        case .composeTopTrimNone: (.top, .none)
        case .composeTopTrimFirstLineTop: (.top, .firstLineTop)
        case .composeTopTrimLastLineBottom: (.top, .lastLineBottom)
        case .composeBottomTrimBoth: (.bottom, .both)
        case .composeBottomTrimNone: (.bottom, .none)
        case .composeBottomTrimFirstLineTop: (.bottom, .firstLineTop)
        case .composeBottomTrimLastLineBottom: (.bottom, .lastLineBottom)
        default: nil
        }
    }

    /// The Compose recipe of a line height with `LineHeightStyle(alignment, trim)`.
    package static func compose(
        _ alignment: AndroidIntegerMetrics.LineHeightAlignment, _ trim: AndroidIntegerMetrics.LineHeightTrim
    ) -> TextRecipe {
        allCases.first { $0.lineHeightStyle.map { $0.alignment == alignment && $0.trim == trim } ?? false }!
    }
}
