extension WebPlatform {
    /// What a CSS recipe rests on (docs/design-tools.md#css): Chromium's line box and its lines
    /// stacked are measured in headless Chromium, the overrides too; a fixed box's placement is
    /// [I].
    package static func evidence(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double
    ) -> Evidence {
        guard recipes.contains(recipe) else { return Evidence(.unknown, "not a web recipe") }
        let box =
            spec.lines > 1
            ? "Chromium's line boxes stacked without gaps, headless Chromium (3,960 boxes of 2 and 3 lines)"
            : "Chromium's line box, headless Chromium"
        let overrides = recipe == .cssLineHeight ? "" : "; the @font-face overrides rounded alike (2,727 boxes)"
        guard spec.fixedBox != nil else { return Evidence(.measured, box + overrides) }
        return Evidence(.inferred, box + overrides + " [M]; placed as Figma places its text, its top on a device pixel")
    }
}
