import FontProbeModel
import FontProbeRules

/// Draws `fontprobe render`'s sheet: every face's label at every size and scale, with its lines,
/// captions and a legend (docs/commands/render.md). Pure Swift: no files, no C.
package enum Sheet {
    /// The picture of `request`, its words drawn by `words`, and an error for each face left out
    /// (no usable vertical metrics).
    /// - Throws: ``RenderError/tooLarge(width:height:atLeast:)`` above ``SheetLayout/maximumPixels``,
    ///   before the picture is allocated.
    package static func render(_ request: RenderRequest, words: TextRasterizer) throws(RenderError) -> (
        canvas: Canvas, errors: [FontReadError]
    ) {
        precondition(RenderRequest.zoomRange.contains(request.zoom), "the caller checks the zoom")
        var errors: [FontReadError] = []
        let layout = try SheetLayout(request, words: words, errors: &errors)
        var canvas = Canvas(width: layout.width, height: layout.height, background: Palette.background)
        canvas.draw(
            layout.title, x: SheetLayout.margin, baseline: SheetLayout.margin + SheetLayout.textAscent, color: Palette.words)
        for row in layout.rows {
            for cell in row.cells {
                draw(cell, in: row, zoom: layout.zoom, on: &canvas)
            }
        }
        drawLegend(layout, on: &canvas)
        return (canvas, errors)
    }

    /// One cell: each label zoomed, the grid, the lines, then the caption.
    static func draw(_ cell: SheetLayout.Cell, in row: SheetLayout.Row, zoom: Int, on canvas: inout Canvas) {
        let top = cell.y + SheetLayout.pad
        let thickness = SheetLayout.lineThickness(zoom: zoom)
        /// The picture row a line on device boundary `b` (rows from the label's top) starts on.
        func lineY(_ b: Int) -> Int { top + (b - row.rows.lowerBound) * zoom - thickness / 2 }
        for (index, label) in cell.labels.enumerated() {
            let g = label.geometry
            let left = -label.columns.lowerBound
            var device = Canvas(width: label.columns.count, height: row.rows.count, background: Palette.background)
            let labelTop = -row.rows.lowerBound
            device.fill(x: left, y: labelTop, width: g.width, height: g.height, Palette.labelBox)
            if let capLine = g.capLine {
                device.fill(
                    x: left, y: labelTop + capLine, width: g.width, height: g.baseline - capLine, Palette.alignmentRect)
            }
            device.draw(label.raster, x: left, baseline: labelTop + g.baseline, color: Palette.text)
            let x = cell.x + label.x
            canvas.paste(device.zoomed(zoom), x: x, y: top)
            if zoom >= RenderRequest.gridZoom {
                canvas.grid(
                    x: x, y: top, width: device.width * zoom, height: device.height * zoom, spacing: zoom, Palette.grid)
            }
            let spanX = x - SheetLayout.overhang
            let spanLength = device.width * zoom + 2 * SheetLayout.overhang
            func line(_ b: Int?, _ color: RGBA, _ style: LineStyle = .solid, from: Int = spanX, length: Int = spanLength) {
                guard let b, row.rows.lowerBound <= b, b <= row.rows.upperBound else { return }
                canvas.horizontalLine(y: lineY(b), x: from, length: length, thickness: thickness, color, style: style)
            }
            if index > 0, let first = cell.labels.first {
                // The first face's baseline and cap line, from the end of its span across this one.
                let from = cell.x + first.x + first.columns.count * zoom + SheetLayout.overhang
                let length = spanX + spanLength - from
                line(first.geometry.capLine, Palette.reference, from: from, length: length)
                line(first.geometry.baseline, Palette.reference, from: from, length: length)
            }
            line(g.descenderLine, Palette.descender)
            line(g.ascenderLine, Palette.ascender)
            line(g.xLine, Palette.xLine)
            line(g.capLine, Palette.capLine)
            line(g.baseline, Palette.baseline)
            line(g.inkXTop, Palette.ink, .dotted)
            line(g.inkCapTop, Palette.ink, .dotted)
        }
        var y = cell.y + row.drawingHeight + SheetLayout.textLineHeight / 3 + SheetLayout.textAscent
        for words in cell.caption {
            canvas.draw(words, x: cell.x, baseline: y, color: Palette.words)
            y += SheetLayout.textLineHeight
        }
    }

    /// The legend under the grid: a swatch and its words a line.
    static func drawLegend(_ layout: SheetLayout, on canvas: inout Canvas) {
        drawLegend(Array(zip(layout.legend, layout.legendText)), y: layout.legendY, on: &canvas)
    }

    /// Legend lines from row `y` down, a swatch drawn as the picture draws the thing, then its
    /// words, each line `lineHeight` picture pixels high with its words' baseline `ascent` below its top.
    static func drawLegend(
        _ legend: [(LegendEntry, TextRaster)], y top: Int, lineHeight: Int = SheetLayout.textLineHeight,
        ascent: Int = SheetLayout.textAscent, on canvas: inout Canvas
    ) {
        var y = top
        let x = SheetLayout.margin
        let swatch = LegendEntry.swatchWidth - 8
        // The swatch's middle row: 8 in a line of 17, as the render sheet has always drawn it.
        let middle = lineHeight / 2
        for (entry, words) in legend {
            switch entry.swatch {
            case .fill(let color):
                canvas.fill(x: x, y: y + middle - 5, width: swatch, height: 11, Palette.labelBox)
                if color != Palette.labelBox { canvas.fill(x: x, y: y + middle - 5, width: swatch, height: 11, color) }
            case .line(let color, let style, let thickness):
                canvas.horizontalLine(
                    y: y + middle - (thickness - 2) / 2, x: x, length: swatch, thickness: thickness, color, style: style)
            case .grid:
                canvas.fill(x: x, y: y + middle - 6, width: swatch, height: 13, Palette.labelBox)
                canvas.grid(x: x, y: y + middle - 6, width: swatch + 1, height: 13, spacing: 4, Palette.grid.opacity(90))
            }
            canvas.draw(words, x: x + LegendEntry.swatchWidth, baseline: y + ascent, color: Palette.words)
            y += lineHeight
        }
    }
}
