import FontProbeModel
import FontProbeRules

/// `spec --format png` (docs/commands/spec.md#picture): for each face and scale, a plain UILabel
/// and the UIKit recipe written as code side by side (one panel where they are the same): each
/// label's box and the text on its baselines in device pixels, with the design tool's box and
/// baselines drawn over it, enlarged so a device pixel is a square of the grid. The plain label
/// shows why a recipe is needed, even where the recipe lands on the design.
package enum SpecSheet {
    /// The text drawn on every line (render's default: capitals, x height, descenders, accents).
    package static let text = RenderRequest.defaultText

    /// Picture pixels the tallest panel is enlarged to, at most: the zoom is the whole number that
    /// brings it nearest below this, from 1 to ``maximumZoom``.
    static let targetHeight = 720
    static let maximumZoom = 8

    /// The rasters `spec` asks the reader for: the text at each size × scale.
    package static func rasterRequest(pointSize: Double, scales: [Double]) -> RasterRequest {
        RasterRequest(text: text, pixelsPerEm: scales.map { pointSize * $0 })
    }

    /// One panel: a scale of a face, its device-pixel size and the rows above its box's top.
    struct Panel {
        var face: SpecReport.Face
        var layout: SpecLayout
        var fit: RecipeFit
        var raster: TextRaster?
        /// Device pixels: the width, the height and the rows drawn above the box's top.
        var width: Int
        var height: Int
        var above: Int

        init(face: SpecReport.Face, layout: SpecLayout, fit: RecipeFit, pointSize: Double) {
            let k = layout.scale
            self.face = face
            self.layout = layout
            self.fit = fit
            raster = face.face.rasters.first { abs($0.pixelsPerEm - pointSize * k) < 1e-9 }
            // Room above and below the box for ink past a trimmed or tight box: half an em.
            above = Int(PixelMath.ceil(pointSize * k / 2))
            let box = PixelMath.ceil(max(fit.box.boxHeight, layout.tool.boxHeight) * k)
            height = Int(box) + 2 * above
            width = Int(PixelMath.ceil(raster?.advance ?? pointSize * k)) + 2 * SheetLayout.pad * 4
        }
    }

    /// The picture's size before any text is rasterized, from the box heights and an em of width:
    /// a lower bound to refuse a picture too large before FreeType draws anything.
    package static func checkMinimumSize(of report: SpecReport) throws(RenderError) {
        let panels = self.panels(report)
        let width = panels.map { $0.map(\.width).reduce(0, +) }.max() ?? 0
        let height = panels.map { $0.map(\.height).max() ?? 0 }.reduce(0, +)
        if width * height > SheetLayout.maximumPixels {
            throw .tooLarge(width: width, height: height, atLeast: true)
        }
    }

    /// The panels of each face: at each scale, the plain label and the recipe written as code.
    static func panels(_ report: SpecReport) -> [[Panel]] {
        report.faces.compactMap { face in
            guard let recipe = face.closest else { return nil }
            let recipes = recipe == .plainLabel ? [recipe] : [.plainLabel, recipe]
            return face.layouts.flatMap { layout in
                recipes.compactMap { recipe in
                    layout.fit(recipe).map { Panel(face: face, layout: layout, fit: $0, pointSize: face.spec.pointSize) }
                }
            }
        }.filter { !$0.isEmpty }
    }

    package static func render(_ report: SpecReport, words: TextRasterizer) throws(RenderError) -> Canvas {
        let rows = panels(report)
        let tallest = rows.flatMap { $0 }.map(\.height).max() ?? 1
        let zoom = max(1, min(maximumZoom, targetHeight / max(1, tallest)))
        let margin = SheetLayout.margin
        let captionHeight = 2 * SheetLayout.textLineHeight
        // Each panel titled with its scale, recipe and distance from the tool, then the font, its
        // size and the design's line height.
        func caption(_ panel: Panel) -> [TextRaster] {
            let k = NumberFormatting.size(panel.layout.scale)
            let off = NumberFormatting.trimmed(panel.fit.pixelsOff, decimals: 2)
            let code = panel.fit.recipe == panel.face.closest ? " (the code)" : ""
            let size = NumberFormatting.size(panel.face.spec.pointSize)
            let line = panel.face.designLineHeight.map { " / \(NumberFormatting.points($0)) pt" } ?? ""
            return [
                words(
                    "\(k)x: \(panel.fit.recipe.name)\(code), \(off) px from \(panel.face.spec.tool.name)",
                    SheetLayout.textPixelsPerEm),
                words("\(panel.face.title), \(size) pt\(line)", SheetLayout.textPixelsPerEm),
            ]
        }
        let tool = report.faces.first?.spec.tool ?? .figma
        let legend = legendEntries(tool).map { ($0, words($0.text, SheetLayout.textPixelsPerEm)) }
        let captions = rows.map { $0.map(caption) }
        let width =
            rows.enumerated().map { index, panels in
                zip(panels, captions[index]).map { panel, lines in
                    max(panel.width * zoom, lines.map { Int($0.advance.rounded(.up)) }.max() ?? 0) + SheetLayout.gutter
                }.reduce(margin, +)
            }.max().map { max($0, 560) } ?? 560
        let legendHeight = legend.count * SheetLayout.textLineHeight
        let height =
            rows.map { ($0.map(\.height).max() ?? 0) * zoom + captionHeight + SheetLayout.gutter }.reduce(margin, +)
            + legendHeight + margin
        guard width * height <= SheetLayout.maximumPixels else {
            throw .tooLarge(width: width, height: height, atLeast: false)
        }
        var canvas = Canvas(width: width, height: height, background: Palette.background)
        var y = margin
        for (index, panels) in rows.enumerated() {
            var x = margin
            for (panel, lines) in zip(panels, captions[index]) {
                for (line, words) in lines.enumerated() {
                    canvas.draw(
                        words, x: x, baseline: y + SheetLayout.textAscent + line * SheetLayout.textLineHeight,
                        color: Palette.words)
                }
                draw(panel, zoom: zoom, x: x, y: y + captionHeight, on: &canvas)
                let captionWidth = lines.map { Int($0.advance.rounded(.up)) }.max() ?? 0
                x += max(panel.width * zoom, captionWidth) + SheetLayout.gutter
            }
            y += (panels.map(\.height).max() ?? 0) * zoom + captionHeight + SheetLayout.gutter
        }
        Sheet.drawLegend(legend, y: y, on: &canvas)
        return canvas
    }

    /// The panel in device pixels, enlarged, then the lines over it at picture-pixel precision.
    static func draw(_ panel: Panel, zoom: Int, x: Int, y: Int, on canvas: inout Canvas) {
        let k = panel.layout.scale
        let top = panel.above
        func row(_ points: Double) -> Int { Int(PixelMath.round(points * k)) }
        var device = Canvas(width: panel.width, height: panel.height, background: Palette.background)
        device.fill(x: 0, y: top, width: panel.width, height: row(panel.fit.box.boxHeight), Palette.labelBox)
        if let raster = panel.raster {
            for baseline in panel.fit.box.baselines {
                device.draw(raster, x: SheetLayout.pad * 4, baseline: top + row(baseline), color: Palette.text)
            }
        }
        canvas.paste(device.zoomed(zoom), x: x, y: y)
        let width = panel.width * zoom
        if zoom >= 3 { canvas.grid(x: x, y: y, width: width, height: panel.height * zoom, spacing: zoom, Palette.grid) }
        for baseline in panel.fit.box.baselines {
            canvas.horizontalLine(y: y + (top + row(baseline)) * zoom - 1, x: x, length: width, thickness: 2, Palette.baseline)
        }
        // The tool's lines where it puts them, to a picture pixel: Figma's are not on device pixels.
        func toolY(_ points: Double) -> Int { y + top * zoom + Int(PixelMath.round(points * k * Double(zoom))) }
        let tool = panel.layout.tool
        for edge in [0, tool.boxHeight] {
            canvas.horizontalLine(y: toolY(edge) - 1, x: x, length: width, thickness: 2, Palette.ink, style: .dashed)
        }
        for baseline in tool.baselines {
            canvas.horizontalLine(y: toolY(baseline) - 1, x: x, length: width, thickness: 2, Palette.ink, style: .dotted)
        }
    }

    static func legendEntries(_ tool: DesignTool) -> [LegendEntry] {
        [
            LegendEntry(
                swatch: .fill(Palette.labelBox), text: "UIKit: the label's box, plain and with the recipe written as code"),
            LegendEntry(swatch: .line(Palette.baseline, .solid), text: "UIKit: each baseline, on a device pixel"),
            LegendEntry(swatch: .line(Palette.ink, .dashed), text: "\(tool.name): the box's top and bottom"),
            LegendEntry(swatch: .line(Palette.ink, .dotted), text: "\(tool.name): each baseline, where it puts it"),
            LegendEntry(swatch: .grid, text: "grid: one device pixel"),
        ]
    }
}
