/// The web: Chromium's line box (``CSSLineBox``, docs/design-tools.md#css), a font size in CSS px
/// on a screen of `scale` device pixels per CSS px. `spec` has no web recipes yet.
package enum WebPlatform: PlatformModel {
    package static let words = PlatformWords(
        name: "the web", toolkit: "CSS", sizeUnit: "CSS px", lengthUnit: "CSS px", scaleName: "device pixel ratio",
        textScaling: "text zoom")
    /// 2: the device pixel ratio of a Retina laptop's default resolution (`window.devicePixelRatio`).
    package static let usualScale = 2.0

    /// The line at `line-height: normal`; `nil` inside for a face without the metrics Chromium
    /// reads (hhea, or OS/2 typo with USE_TYPO_METRICS).
    package static func lines(_ metrics: FontMetrics, size fontSize: Double, scale k: Double) -> PlatformLines? {
        let normal = CSSLineBox(metrics, fontSize: fontSize, scale: k).map { box in
            // Skia's cap height: OS/2 sCapHeight, else the top of 'H', unrounded.
            let cap = metrics.height(.cap).units.map { Double($0) * fontSize * k / Double(metrics.unitsPerEm) }
            return LinePixels(height: box.height * k, baseline: box.baseline * k, capTop: cap.map { box.baseline * k - $0 })
        }
        return PlatformLines(
            platform: .web, size: fontSize, sizeKey: "fontSizePx",
            lines: [.init(key: "normal", name: "CSS line-height: normal", pixels: normal)], fontMetricsInt: nil,
            note: nil)
    }

    package static let recipes: [TextRecipe] = []
    package static let codedRecipes: [TextRecipe] = []

    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double, tool: TextBox
    ) -> TextBox? { nil }
}
