import FontProbeModel
import FontProbeRules

extension SpecSheet {
    /// Where a row goes, in picture pixels: its top, its captions' top, its panels' top (every
    /// box's top on one row below it), each panel's left edge, and its panels' height.
    struct RowPlacement {
        var top: Int
        var captionTop: Int
        var drawingTop: Int
        var columns: [Int]
        var drawingHeight: Int
    }

    /// The picture of `reports`, one per platform (``rows(_:)``), its words drawn by `words`.
    /// - Throws: ``RenderError/tooLarge(width:height:atLeast:)`` above ``SheetLayout/maximumPixels``,
    ///   before the picture is allocated.
    package static func render(_ reports: [SpecReport], words: TextRasterizer) throws(RenderError) -> Canvas {
        let rows = self.rows(reports)
        let zoom = self.zoom(rows)
        let (margin, gutter) = (SheetLayout.margin, SheetLayout.gutter)
        let headings = rows.map { $0.heading.map { words($0, headingPixelsPerEm) } }
        let captions = rows.map { $0.panels.map { caption($0).map { words($0, captionPixelsPerEm) } } }
        let faces = reports.flatMap(\.faces)
        let platforms = Set(faces.map(\.spec.platform)).sorted()
        let entries = legendEntries(
            toolkits: platforms.map(\.words.toolkit), tool: faces.first?.spec.tool ?? .figma, grid: zoom >= gridZoom)
        let legend = entries.map { ($0, words($0.text, captionPixelsPerEm)) }
        var width = 560
        var y = margin
        var placements: [RowPlacement] = []
        for (index, row) in rows.enumerated() {
            let captionTop = y + row.heading.count * headingLineHeight + headingGap
            let drawingTop = captionTop + (row.panels.isEmpty ? 0 : 2 * captionLineHeight)
            var x = margin
            var columns: [Int] = []
            for (panel, lines) in zip(row.panels, captions[index]) {
                columns.append(x)
                x += max(panel.width * zoom, lines.map(SheetLayout.width).max() ?? 0) + gutter
            }
            let drawingHeight = row.panels.map { (row.above - $0.above + $0.height) * zoom }.max() ?? 0
            width = max(width, x, 2 * margin + (headings[index].map(SheetLayout.width).max() ?? 0))
            placements.append(
                RowPlacement(
                    top: y, captionTop: captionTop, drawingTop: drawingTop, columns: columns, drawingHeight: drawingHeight))
            y = drawingTop + drawingHeight + gutter
        }
        let legendWidth = legend.map { SheetLayout.width($0.1) }.max() ?? 0
        width = max(width, 2 * margin + LegendEntry.swatchWidth + legendWidth)
        let height = y + legend.count * captionLineHeight + margin
        guard width * height <= SheetLayout.maximumPixels else {
            throw .tooLarge(width: width, height: height, atLeast: false)
        }
        var canvas = Canvas(width: width, height: height, background: Palette.background)
        for (index, row) in rows.enumerated() {
            let place = placements[index]
            for (line, heading) in headings[index].enumerated() {
                canvas.draw(
                    heading, x: margin, baseline: place.top + headingAscent + line * headingLineHeight, color: Palette.words)
            }
            for (column, (panel, lines)) in zip(row.panels, captions[index]).enumerated() {
                let x = place.columns[column]
                for (line, words) in lines.enumerated() {
                    canvas.draw(
                        words, x: x, baseline: place.captionTop + captionAscent + line * captionLineHeight,
                        color: Palette.words)
                }
                draw(panel, zoom: zoom, x: x, y: place.drawingTop + (row.above - panel.above) * zoom, on: &canvas)
            }
        }
        Sheet.drawLegend(legend, y: y, lineHeight: captionLineHeight, ascent: captionAscent, on: &canvas)
        return canvas
    }

    /// The panel in device pixels, enlarged, then the lines over it at picture-pixel precision:
    /// the tool's baselines (dashed, thick), the platform's (solid, thin, over them), the tool's
    /// box's edges (dotted).
    static func draw(_ panel: Panel, zoom: Int, x: Int, y: Int, on canvas: inout Canvas) {
        let k = panel.layout.scale
        let top = panel.above
        func row(_ points: Double) -> Int { Int(saturating: PixelMath.round(points * k)) }
        var device = Canvas(width: panel.width, height: panel.height, background: Palette.background)
        device.fill(x: 0, y: top, width: panel.width, height: row(panel.fit.box.boxHeight), Palette.labelBox)
        if let raster = panel.raster {
            for baseline in panel.fit.box.baselines {
                device.draw(raster, x: SheetLayout.pad * 4, baseline: top + row(baseline), color: Palette.text)
            }
        }
        canvas.paste(device.zoomed(zoom), x: x, y: y)
        let width = panel.width * zoom
        if zoom >= gridZoom {
            canvas.grid(x: x, y: y, width: width, height: panel.height * zoom, spacing: zoom, Palette.grid)
        }
        // The tool's lines where it puts them, to a picture pixel: Figma's are not on device pixels.
        func toolY(_ points: Double) -> Int { y + top * zoom + Int(saturating: PixelMath.round(points * k * Double(zoom))) }
        let tool = panel.layout.tool
        for baseline in tool.baselines {
            canvas.horizontalLine(
                y: toolY(baseline) - toolBaselineThickness / 2, x: x, length: width, thickness: toolBaselineThickness,
                Palette.tool, style: .dashed)
        }
        for baseline in panel.fit.box.baselines {
            canvas.horizontalLine(
                y: y + (top + row(baseline)) * zoom - baselineThickness / 2, x: x, length: width,
                thickness: baselineThickness, Palette.baseline)
        }
        for edge in [0, tool.boxHeight] {
            canvas.horizontalLine(y: toolY(edge) - 1, x: x, length: width, thickness: 2, Palette.tool, style: .dotted)
        }
    }
}
