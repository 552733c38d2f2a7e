/// Flutter's recipes for a design's line height, which `spec --platform flutter` weighs
/// (docs/commands/spec.md#flutter): each a ``FlutterTextStyle`` laid out by ``FlutterLineBox``, so
/// every box and baseline here is the model's, and the Dart code (`FlutterSpecCode`) writes the
/// same style.
extension FlutterPlatform {
    /// The plain `Text` first (the font alone, `height: null`), then `TextStyle.height = L / S`
    /// with each leading distribution (proportional, Flutter's default, then even, Material 3's),
    /// the same with `TextHeightBehavior` trimming the first line's ascent and the last line's
    /// descent to the font's own, and a forced `StrutStyle` of the same height: a fixed pitch
    /// whatever the glyphs.
    package static let recipes: [TextRecipe] = [
        .flutterText, .flutterHeight, .flutterHeightEven, .flutterHeightTrimmed, .flutterHeightEvenTrimmed,
        .flutterStrut, .flutterStrutEven,
    ]

    /// Every recipe is written as Dart.
    package static let codedRecipes = recipes

    /// The style `recipe` lays text of `fontSize` logical px out in for lines of `lineHeight`
    /// logical px: `TextStyle.height` is `lineHeight / fontSize`, as the Dart writes it (`height: 20
    /// / 14`); a strut is in the same face and size, with the same height and distribution. `nil`
    /// for another platform's recipe and a size of 0.
    package static func style(_ recipe: TextRecipe, fontSize: Double, lineHeight: Double) -> FlutterTextStyle? {
        guard fontSize > 0 else { return nil }
        let height = lineHeight / fontSize
        func strut(_ distribution: FlutterLeadingDistribution) -> FlutterTextStyle {
            FlutterTextStyle(
                height: height, leadingDistribution: distribution,
                strut: .init(fontSize: fontSize, height: height, leadingDistribution: distribution, forceStrutHeight: true))
        }
        switch recipe {
        case .flutterText: return FlutterTextStyle()
        case .flutterHeight: return FlutterTextStyle(height: height)
        case .flutterHeightEven: return FlutterTextStyle(height: height, leadingDistribution: .even)
        case .flutterHeightTrimmed:
            return FlutterTextStyle(height: height, applyHeightToFirstAscent: false, applyHeightToLastDescent: false)
        case .flutterHeightEvenTrimmed:
            return FlutterTextStyle(
                height: height, leadingDistribution: .even, applyHeightToFirstAscent: false, applyHeightToLastDescent: false)
        case .flutterStrut: return strut(.proportional)
        case .flutterStrutEven: return strut(.even)
        default: return nil  // another platform's
        }
    }

    /// The paragraph `recipe` lays `spec`'s lines out as, on the metrics of the design's metric
    /// source (``DesignSpec/flutterSource``); `nil` as ``style(_:fontSize:lineHeight:)`` says, and
    /// for a face that font stack reads no metrics from.
    package static func paragraph(_ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double)
        -> FlutterLineBox?
    {
        guard let style = style(recipe, fontSize: spec.pointSize, lineHeight: lineHeight),
            let font = fontMetrics(metrics, fontSize: spec.pointSize, source: spec.flutterSource)
        else { return nil }
        return FlutterLineBox(font, fontSize: spec.pointSize, style: style, count: spec.lines)
    }

    /// Where a Flutter `recipe` puts the box and its baselines at `dpr`, in logical px: the
    /// paragraph's height (whole logical px) and its baselines where Skia paints the glyphs on the
    /// device, `floor(y × dpr + 0.5)` device px, over `dpr` (docs/model.md#flutter); `nil` as
    /// ``paragraph(_:of:_:lineHeight:)`` says.
    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale dpr: Double,
        tool: TextBox
    ) -> TextBox? {
        guard dpr > 0, let paragraph = paragraph(recipe, of: spec, metrics, lineHeight: lineHeight) else { return nil }
        return TextBox(boxHeight: paragraph.height, baselines: paragraph.deviceBaselines(dpr: dpr).map { $0 / dpr })
    }

    /// The height of a line of `lineHeight` logical px at `fontSize` as SkParagraph lays it out,
    /// `round(Float(L / S) × Float(S))` half away from zero: whole logical px, so a fractional
    /// design line height rounds (22.5 → 23) [P: Skia `TextLine`; S: skia-python].
    package static func laidLineHeight(_ lineHeight: Double, fontSize: Double) -> Double {
        guard fontSize > 0 else { return lineHeight.rounded(.toNearestOrAwayFromZero) }
        return Double(Float(lineHeight / fontSize) * Float(fontSize)).rounded(.toNearestOrAwayFromZero)
    }
}

extension DesignSpec {
    /// Whose font stack reads the face's metrics for Flutter: iOS's CoreText with `os` iOS,
    /// else Android's FreeType (``FlutterPlatform/MetricSource``).
    package var flutterSource: FlutterPlatform.MetricSource { .init(os: os) }
}
