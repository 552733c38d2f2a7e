extension AndroidPlatform {
    /// What an Android recipe rests on (docs/model.md#android): one line of the font alone, padded
    /// or not, and Compose's Center/None line height are measured; several lines, which no render in
    /// a custom font shows, and every other recipe are read from the sources [P].
    package static func evidence(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double
    ) -> Evidence {
        let several = spec.lines > 1
        let stepped = "interior lines descent - ascent apart through StaticLayout, no render of several lines in a custom font"
        switch recipe {
        case .composeText:
            return several
                ? Evidence(.primary, stepped)
                : Evidence(.measured, "hwui's rounded ascent and descent, four render sets")
        case .composeFontPadding, .textView:
            return several
                ? Evidence(
                    .primary,
                    "the rounded head box widened to the rounded ascent and descent (Android 15 StaticLayout); \(stepped)")
                : Evidence(.measured, "the head box widened to the ascent and descent from API 33, 12 renders in 3 fonts")
        case .composePaddingFromBaseline:
            return Evidence(.primary, "androidx AlignmentLine.kt over LineHeightStyleSpan")
        case .textViewLineHeight, .textViewBaselines:
            return Evidence(.primary, "TextView and StaticLayout, no render")
        default:
            guard let style = recipe.lineHeightStyle else { return Evidence(.unknown, "not an Android recipe") }
            if style.alignment == .center && style.trim == .none && !several {
                return Evidence(.measured, "LineHeightStyleSpan, one Material 3 render")
            }
            return Evidence(.primary, "androidx LineHeightStyleSpan" + (several ? ", every line ceil(L px) high" : ""))
        }
    }
}
