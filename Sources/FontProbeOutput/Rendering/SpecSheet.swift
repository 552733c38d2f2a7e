import FontProbeModel
import FontProbeRules

/// `spec --format png` (docs/commands/spec.md#picture): for each face or style, a row; in it, for
/// each platform and scale, the platform's plain text (its first recipe: a plain UILabel, a
/// Compose `Text`) and the recipe written as code side by side (one panel where they are the
/// same): each box and the text on its baselines in device pixels, with the design tool's box and
/// baselines drawn over it, enlarged so a device pixel is a square of the grid. The plain text
/// shows why a recipe is needed, even where the recipe lands on the design.
package enum SpecSheet {
    /// The text drawn on every line (render's default: capitals, x height, descenders, accents).
    package static let text = RenderRequest.defaultText

    /// Picture pixels the tallest panel is enlarged to, at most: the zoom is the whole number that
    /// brings it nearest below this, from 1 to ``maximumZoom``.
    static let targetHeight = 720
    /// Picture pixels the widest row of panels is brought under, by a smaller zoom, but never
    /// below ``gridZoom``: a row of many panels stays readable without a grid too fine to see.
    static let targetWidth = 2400
    static let maximumZoom = 8
    /// The zoom from which each device pixel is outlined by the grid.
    static let gridZoom = 3

    /// The captions' words: 16 pixels per em, so that they read unzoomed (at least 14 px), 21
    /// picture pixels a line, the baseline 16 below its top.
    static let captionPixelsPerEm = 16.0
    static let captionLineHeight = 21
    static let captionAscent = 16
    /// A row's heading (the style, the face, the design): 20 pixels per em, 26 a line.
    static let headingPixelsPerEm = 20.0
    static let headingLineHeight = 26
    static let headingAscent = 20
    /// Picture pixels between a row's heading and its panels' captions.
    static let headingGap = 6
    /// Picture pixels a platform's baselines are thick, and the tool's (drawn under them, so that
    /// where the two coincide the platform's solid line runs through the tool's dashes).
    static let baselineThickness = 2
    static let toolBaselineThickness = 4

    /// The rasters `spec` asks the reader for: the text at each size × scale.
    package static func rasterRequest(pointSize: Double, scales: [Double]) -> RasterRequest {
        RasterRequest(text: text, pixelsPerEm: scales.map { pointSize * $0 })
    }

    /// One panel: a recipe of a face on a platform at a scale, its device-pixel size and the rows
    /// above its box's top.
    struct Panel {
        var face: SpecReport.Face
        var layout: SpecLayout
        var fit: RecipeFit
        var raster: TextRaster?
        /// Device pixels: the width, the height and the rows drawn above the box's top.
        var width: Int
        var height: Int
        var above: Int

        init(face: SpecReport.Face, layout: SpecLayout, fit: RecipeFit) {
            let (k, size) = (layout.scale, face.spec.pointSize)
            self.face = face
            self.layout = layout
            self.fit = fit
            raster = face.face.rasters.first { abs($0.pixelsPerEm - size * k) < 1e-9 }
            // Room above and below the box for ink past a trimmed or tight box: half an em.
            above = Int(saturating: PixelMath.ceil(size * k / 2))
            let box = PixelMath.ceil(max(fit.box.boxHeight, layout.tool.boxHeight) * k)
            height = Int(saturating: box) + 2 * above
            width = Int(saturating: PixelMath.ceil(raster?.advance ?? size * k)) + 2 * SheetLayout.pad * 4
        }

        var platform: Platform { face.spec.platform }
    }

    /// One row: a face (or a style) on every platform, under a heading.
    struct Row {
        var heading: [String]
        var panels: [Panel]
        /// Device rows above the box's top of the panel that has the most: every box's top is
        /// drawn on one picture row.
        var above: Int { panels.map(\.above).max() ?? 0 }
    }

    /// The rows of `reports`, one report per platform, each of the same faces or styles in the
    /// same order: row `i` holds face `i` of every platform, at each of its scales, its plain text
    /// and the recipe written as code.
    static func rows(_ reports: [SpecReport]) -> [Row] {
        let count = reports.map(\.faces.count).max() ?? 0
        return (0..<count).compactMap { index in
            let faces = reports.compactMap { index < $0.faces.count ? $0.faces[index] : nil }
            guard let first = faces.first else { return nil }
            var heading = [self.heading(first)]
            if let reason = first.unavailable {
                heading.append("\(first.spec.tool.name) gives no box here: \(reason).")
            }
            var panels: [Panel] = []
            for face in faces {
                let mine = self.panels(face)
                if mine.isEmpty && first.unavailable == nil {
                    heading.append("\(capitalized(face.spec.platform.name)): no recipe sets this face.")
                }
                panels += mine
            }
            return Row(heading: heading, panels: panels)
        }
    }

    /// The panels of a face on its platform: at each scale, the plain text and the recipe written
    /// as code.
    static func panels(_ face: SpecReport.Face) -> [Panel] {
        guard let recipe = face.closest, let plain = face.spec.platform.model.recipes.first else { return [] }
        let recipes = recipe == plain ? [plain] : [plain, recipe]
        return face.layouts.flatMap { layout in
            recipes.compactMap { recipe in layout.fit(recipe).map { Panel(face: face, layout: layout, fit: $0) } }
        }
    }

    /// A row's heading: the style, the face and the design as the tool gives it (its own units).
    static func heading(_ face: SpecReport.Face) -> String {
        let spec = face.spec
        let name = face.style.map { "\($0.name): " } ?? ""
        let line =
            face.designLineHeight.map { lineHeight in
                spec.lineHeight == nil
                    ? "\(spec.tool.autoName) (\(NumberFormatting.points(lineHeight)))" : NumberFormatting.points(lineHeight)
            } ?? spec.tool.autoName
        let lines = spec.lines == 1 ? "" : ", \(spec.lines) lines"
        let trim = spec.trimCap ? ", trimmed to the cap height" : ""
        return "\(name)\(face.title), \(NumberFormatting.size(spec.pointSize)) / \(line) in \(spec.tool.name)\(lines)\(trim)"
    }

    /// A panel's caption: the platform, its scale and the recipe; the size and line height in the
    /// platform's units, and how far the recipe is from the tool.
    static func caption(_ panel: Panel) -> [String] {
        let words = panel.platform.words
        let k = NumberFormatting.size(panel.layout.scale)
        let code = panel.fit.recipe == panel.face.closest ? " (the code)" : ""
        let off = NumberFormatting.trimmed(panel.fit.pixelsOff, decimals: 2)
        let size = "\(NumberFormatting.size(panel.face.spec.pointSize)) \(words.sizeUnit)"
        let line = panel.face.designLineHeight.map { " on \(NumberFormatting.points($0)) \(words.lengthUnit) lines" } ?? ""
        return [
            "\(capitalized(words.name)) at \(words.scaleName) \(k): \(panel.fit.recipe.name)\(code)",
            "\(size)\(line), \(off) px from \(panel.face.spec.tool.name)",
        ]
    }

    /// "The web" at the start of a caption; "iOS" and "Android" as they are.
    static func capitalized(_ name: String) -> String {
        name.hasPrefix("the ") ? "The" + name.dropFirst(3) : name
    }

    /// The zoom of `rows`: the tallest panel near ``targetHeight``, and the widest row under
    /// ``targetWidth`` as long as the grid stays; from 1 to ``maximumZoom``.
    static func zoom(_ rows: [Row]) -> Int {
        let panels = rows.flatMap(\.panels)
        let tallest = max(1, panels.map(\.height).max() ?? 1)
        let widest = max(1, rows.map { $0.panels.map(\.width).reduce(0, +) }.max() ?? 1)
        let byHeight = max(1, min(maximumZoom, targetHeight / tallest))
        return min(byHeight, max(gridZoom, targetWidth / widest))
    }

    /// The picture's size before any text is rasterized, from the box heights and an em of width:
    /// a lower bound to refuse a picture too large before FreeType draws anything.
    package static func checkMinimumSize(of reports: [SpecReport]) throws(RenderError) {
        let rows = self.rows(reports)
        let width = rows.map { $0.panels.map(\.width).reduce(0, +) }.max() ?? 0
        let height = rows.map { $0.panels.map(\.height).max() ?? 0 }.reduce(0, +)
        if width * height > SheetLayout.maximumPixels {
            throw .tooLarge(width: width, height: height, atLeast: true)
        }
    }

    /// The picture of one platform's report.
    package static func render(_ report: SpecReport, words: TextRasterizer) throws(RenderError) -> Canvas {
        try render([report], words: words)
    }

    /// The legend: the platforms' boxes and baselines, the tool's, and the grid when drawn.
    static func legendEntries(toolkits: [String], tool: DesignTool, grid: Bool) -> [LegendEntry] {
        let toolkit =
            toolkits.count <= 1
            ? toolkits.first ?? "" : toolkits.dropLast().joined(separator: ", ") + " and " + toolkits[toolkits.count - 1]
        var entries = [
            LegendEntry(
                swatch: .fill(Palette.labelBox), text: "\(toolkit): the box, of the plain text and of the recipe written as code"),
            LegendEntry(
                swatch: .line(Palette.baseline, .solid, thickness: baselineThickness),
                text: "\(toolkit): each baseline, solid, on a device pixel"),
            LegendEntry(
                swatch: .line(Palette.tool, .dashed, thickness: toolBaselineThickness),
                text: "\(tool.name): each baseline, dashed, where it puts it"),
            LegendEntry(swatch: .line(Palette.tool, .dotted), text: "\(tool.name): the box's top and bottom, dotted"),
        ]
        if grid { entries.append(LegendEntry(swatch: .grid, text: "grid: one device pixel")) }
        return entries
    }
}
