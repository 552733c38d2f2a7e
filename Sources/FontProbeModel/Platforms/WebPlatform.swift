/// The web: Chromium's line box (``CSSLineBox``, docs/design-tools.md#css), a font size in CSS px
/// on a screen of `scale` device pixels per CSS px; `spec`'s CSS recipes (docs/commands/spec.md#the-web).
package enum WebPlatform: PlatformModel {
    package static let words = PlatformWords(
        name: "the web", toolkit: "CSS", sizeUnit: "CSS px", lengthUnit: "CSS px", scaleName: "device pixel ratio",
        textScaling: "text zoom", lineNames: ["normal": "Chromium"])
    /// 2: the device pixel ratio of a Retina laptop's default resolution (`window.devicePixelRatio`).
    package static let usualScale = 2.0

    /// `count` lines at `line-height: normal`, their line boxes stacked (``CSSLineBox/stacked(_:)``)
    /// [M: CSSLineBoxBrowserTests, two and three lines]; `nil` inside for a face without the
    /// metrics Chromium reads (hhea, or OS/2 typo with USE_TYPO_METRICS).
    package static func lines(_ metrics: FontMetrics, size fontSize: Double, scale k: Double, count: Int)
        -> PlatformLines?
    {
        let normal = CSSLineBox(metrics, fontSize: fontSize, scale: k).map { box in
            // Skia's cap height: OS/2 sCapHeight, else the top of 'H', unrounded.
            let cap = metrics.height(.cap).units.map { Double($0) * fontSize * k / Double(metrics.unitsPerEm) }
            let stacked = box.stacked(max(1, count))
            return LinePixels(
                height: stacked.boxHeight * k, baselines: stacked.baselines.map { $0 * k },
                capTop: cap.map { box.baseline * k - $0 })
        }
        return PlatformLines(
            platform: .web, size: fontSize, sizeKey: "fontSizePx",
            lines: [.init(key: "normal", name: "CSS line-height: normal", pixels: normal)], fontMetricsInt: nil,
            note: nil)
    }

    /// Chromium's reading (``CSSLineBox/table(_:)``): the table and its ascender, descender and
    /// line gap; no source and no values for a face without the metrics Chromium reads. No
    /// `@font-face` overrides: `check` lays the face out with its own.
    package static func reading(_ metrics: FontMetrics) -> PlatformReading? {
        guard let table = CSSLineBox.table(metrics) else { return PlatformReading(source: nil, values: []) }
        return PlatformReading(
            source: table.source,
            values: [.init("ascender", table.ascender), .init("descender", table.descender), .init("lineGap", table.lineGap)])
    }

    package static let recipes: [TextRecipe] = [.cssLineHeight, .cssFontMetrics, .cssStyleFace]
    package static let codedRecipes = recipes

    /// Where a CSS `recipe` puts the box and its baselines at `scale` (the device pixel ratio), in
    /// CSS px: the ``CSSLineBox`` of the recipe's font metrics and line height, its lines stacked;
    /// trimmed by `text-box: trim-both cap alphabetic` for a trimmed design; in a fixed box, placed
    /// as a flex container's `align-items` puts it, its offset rounded to a device pixel [I]. `nil`
    /// for a recipe of another platform, a face without the metrics the browser reads, a
    /// ``TextRecipe/cssFontMetrics`` whose metrics are the browser's own, and a
    /// ``TextRecipe/cssStyleFace`` the design gives no box for at 1x.
    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double, tool: TextBox
    ) -> TextBox? {
        guard let line = line(recipe, of: spec, metrics, lineHeight: lineHeight, scale: scale) else { return nil }
        let box = line.stacked(spec.lines)
        if spec.trimCap {
            return CSSLineBox(metrics, fontSize: spec.pointSize, scale: scale, trimCap: true).map {
                box.trimmed(capHeight: $0.height)
            }
        }
        return spec.fixedBox.map { box.placed(in: $0, scale: scale) } ?? box
    }

    /// One line of `recipe` at `scale`; `nil` as ``box(_:of:_:lineHeight:scale:tool:)`` says.
    static func line(_ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double)
        -> CSSLineBox?
    {
        let size = spec.pointSize
        switch recipe {
        case .cssLineHeight:
            return CSSLineBox(metrics, fontSize: size, lineHeight: lineHeight, scale: scale)
        case .cssFontMetrics:
            guard let overrides = designMetrics(spec, metrics) else { return nil }
            return CSSLineBox(metrics, fontSize: size, lineHeight: lineHeight, scale: scale, overrides: overrides)
        case .cssStyleFace:
            guard let overrides = styleFace(spec, metrics) else { return nil }
            return CSSLineBox(metrics, fontSize: size, scale: scale, overrides: overrides)
        default:
            // Another platform's recipe.
            return nil
        }
    }

    /// The overrides of ``TextRecipe/cssFontMetrics``: the ascender, descender and line gap the
    /// design tool reads (Figma hhea, else CoreText's; Sketch CoreText's), as fractions of the em;
    /// `nil` for a CSS design, where they equal what the browser reads (``CSSLineBox/metrics(_:)``),
    /// and where one is negative (a negative line gap, a descender above the baseline): CSS takes
    /// no negative override, and a browser would drop the declaration and keep the font's own.
    package static func designMetrics(_ spec: DesignSpec, _ metrics: FontMetrics) -> CSSMetricOverrides? {
        guard let resolved = metrics.resolved, metrics.unitsPerEm > 0 else { return nil }
        let design: (Int, Int, Int)
        switch spec.tool {
        case .figma:
            design =
                metrics.hhea.map { ($0.ascender, -$0.descender, $0.lineGap) }
                ?? (resolved.ascender, -resolved.descender, resolved.lineGap)
        case .sketch: design = (resolved.ascender, -resolved.descender, resolved.lineGap)
        case .css: return nil
        }
        guard design.0 >= 0, design.1 >= 0, design.2 >= 0 else { return nil }
        if let browser = CSSLineBox.metrics(metrics), browser == design { return nil }
        return CSSMetricOverrides(units: design.0, design.1, design.2, unitsPerEm: metrics.unitsPerEm)
    }

    /// The overrides of ``TextRecipe/cssStyleFace``: from the design's box at 1x, hugging its text
    /// and untrimmed, the first baseline `F` and the pitch `P` (the mean distance between its
    /// baselines, which Figma snaps one by one for a px line height, or the box's height for one
    /// line), in CSS px: ascent `F / size`, descent
    /// `(P - F) / size`, no line gap, so a line at `line-height: normal` is `P` high with its
    /// baseline `F` below its top. `nil` where the design gives no box or either would be negative.
    package static func styleFace(_ spec: DesignSpec, _ metrics: FontMetrics) -> CSSMetricOverrides? {
        var hugging = spec
        (hugging.fixedBox, hugging.trimCap) = (nil, false)
        guard spec.pointSize > 0, let design = hugging.toolBox(metrics, scale: 1), let first = design.baselines.first
        else { return nil }
        let count = design.baselines.count
        let pitch = count > 1 ? (design.baselines[count - 1] - first) / Double(count - 1) : design.boxHeight
        guard first >= 0, pitch >= first else { return nil }
        return CSSMetricOverrides(ascent: first / spec.pointSize, descent: (pitch - first) / spec.pointSize, lineGap: 0)
    }
}
