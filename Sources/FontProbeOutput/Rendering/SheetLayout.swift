import FontProbeModel
import FontProbeRules

/// Where everything on a sheet goes, in picture pixels, computed before any pixel is allocated
/// (docs/commands/render.md#the-sheet).
///
/// Rows are size × scale (sizes in order, each at every scale in order); columns are the faces.
/// A cell holds one label, or with `--compare` the face's label and the compared face's beside it,
/// their top edges on one picture row. Every label of a sheet row has its top edge on the same
/// picture row, so the rows of different fonts can be compared across the row. Captions are under
/// each cell, the legend under the grid.
package struct SheetLayout: Sendable {
    /// The most pixels a picture may have: the PNG door's limit, 64 megapixels (2^26 pixels).
    package static let maximumPixels = PNGImage.maximumPixels
    /// Pixels in a megapixel, as the PNG door counts them: 2^20.
    static let megapixel = 1024 * 1024

    /// Picture pixels between the sheet's edge and what it holds.
    static let margin = 16
    /// Picture pixels between columns, and between rows.
    static let gutter = 24
    /// Picture pixels each line reaches past its label's ink on either side.
    static let overhang = 12
    /// Picture pixels between a face's label and the compared face's.
    static let compareGap = 16
    /// Picture pixels above and below a cell's drawing, room for a 2-pixel line on its edge.
    static let pad = 2
    /// Pixels per em of the legend's and the captions' words (``LegendFont``).
    static let textPixelsPerEm = 13.0
    /// Picture pixels from one line of words to the next.
    static let textLineHeight = 17
    /// Picture pixels from the top of a line of words to its baseline.
    static let textAscent = 13

    /// One label to draw: its geometry and raster, and where its device pixels start.
    struct Label {
        var face: FontFace
        var metrics: LabelMetrics
        var geometry: LabelGeometry
        var raster: TextRaster
        /// The device columns drawn, relative to the label's left edge (ink outside included).
        var columns: Range<Int>
        /// Picture column of the first device column of ``columns``, relative to the cell.
        var x = 0
    }

    /// One cell: a label, or two with `--compare`, and the caption under them.
    struct Cell {
        var labels: [Label]
        var caption: [TextRaster]
        /// Picture position of the cell's top-left corner.
        var x = 0
        var y = 0
        /// Picture width of the drawing (without the caption).
        var drawingWidth: Int
    }

    /// One row of the sheet (one size at one scale).
    struct Row {
        var cells: [Cell]
        /// The device rows drawn, relative to every label's top edge (ink and lines included).
        var rows: Range<Int>
        var y = 0
        var drawingHeight = 0
        var height = 0
    }

    let zoom: Int
    var title: TextRaster
    var rows: [Row]
    var legend: [LegendEntry]
    var legendText: [TextRaster]
    var legendY = 0
    /// Picture width and height.
    package private(set) var width = 0
    package private(set) var height = 0

    /// Lays out `request`, measuring its words with `words` (``LegendFont`` in the product).
    /// Faces without usable vertical metrics are left out and returned as errors.
    /// - Throws: ``RenderError/tooLarge(width:height:atLeast:)`` above ``maximumPixels``, before allocating.
    init(
        _ request: RenderRequest, words: TextRasterizer, errors: inout [FontReadError]
    ) throws(RenderError) {
        zoom = request.zoom
        let faces = MetricsReport.resolve(request.faces, errors: &errors)
        let compare = request.compare.flatMap { MetricsReport.resolve([$0], errors: &errors).first }
        let ppems = request.pixelsPerEm
        // The label alone: no words at all, so none are rasterized.
        let bare = request.legend == .none
        let margin = bare ? 0 : Self.margin
        let noWords = TextRaster(pixelsPerEm: Self.textPixelsPerEm, glyphs: [], advance: 0, missing: [])
        title =
            bare
            ? noWords
            : words(
                "Text \"\(Self.spelled(request.text, lacking: Set(words(request.text, Self.textPixelsPerEm).missing)))\" at \(ppems.count == 1 ? "" : "each ")size × scale, one device pixel = "
                    + "\(zoom) × \(zoom) picture pixels", Self.textPixelsPerEm)
        legend = LegendEntry.entries(
            style: request.legend, grid: zoom >= RenderRequest.gridZoom, compare: compare != nil)
        legendText = legend.map { words($0.text, Self.textPixelsPerEm) }
        rows = []
        var columnWidths = [Int](repeating: 0, count: faces.count)
        for size in request.sizes {
            for scale in request.scales {
                func label(_ face: FontFace, _ resolved: ResolvedMetrics) -> Label {
                    let raster =
                        face.raster(atPixelsPerEm: size * scale)
                        ?? TextRaster(pixelsPerEm: size * scale, glyphs: [], advance: 0, missing: [])
                    let geometry = LabelGeometry(metrics: resolved, pointSize: size, scale: scale, advance: raster.advance)
                    let ink = raster.glyphs.reduce(0..<geometry.width) { range, glyph in
                        min(range.lowerBound, glyph.left)..<max(range.upperBound, glyph.left + glyph.width)
                    }
                    // Ink far outside the label (a forged or huge glyph) is cut at one label height.
                    let reach = max(geometry.height, 1)
                    let columns = max(ink.lowerBound, -reach)..<min(ink.upperBound, geometry.width + reach)
                    return Label(
                        face: face, metrics: resolved.label(pointSize: size, scale: scale), geometry: geometry,
                        raster: raster, columns: columns)
                }
                var cells: [Cell] = []
                var top = 0
                var bottom = 0
                for (column, (face, resolved)) in faces.enumerated() {
                    var labels = [label(face, resolved)]
                    if let compare { labels.append(label(compare.0, compare.1)) }
                    var x = Self.overhang
                    for index in labels.indices {
                        labels[index].x = x
                        x += labels[index].columns.count * zoom + 2 * Self.overhang + Self.compareGap
                    }
                    for label in labels {
                        let (labelTop, labelBottom) = Self.rows(of: label)
                        top = min(top, labelTop)
                        bottom = max(bottom, labelBottom)
                    }
                    let caption = bare ? [] : Caption.lines(labels: labels).map { words($0, Self.textPixelsPerEm) }
                    let drawingWidth = x - Self.compareGap - Self.overhang
                    let cell = Cell(labels: labels, caption: caption, drawingWidth: drawingWidth)
                    columnWidths[column] = max(
                        columnWidths[column], drawingWidth, caption.map(Self.width).max() ?? 0)
                    cells.append(cell)
                }
                var row = Row(cells: cells, rows: top..<bottom)
                row.drawingHeight = row.rows.count * zoom + 2 * Self.pad
                row.height =
                    bare
                    ? row.drawingHeight
                    : row.drawingHeight + Self.textLineHeight / 3
                        + (cells.map(\.caption.count).max() ?? 0) * Self.textLineHeight
                rows.append(row)
            }
        }
        // Place everything, in Int arithmetic that cannot overflow for sizes under the limit: each
        // sum is checked against the limit as a Double first.
        let gridWidth = columnWidths.reduce(0, +) + max(0, columnWidths.count - 1) * Self.gutter
        let wordsWidth = ([title] + legendText).map(Self.width).max() ?? 0
        let legendWidth = wordsWidth + LegendEntry.swatchWidth + 8
        let rowsHeight = rows.map(\.height).reduce(0, +) + max(0, rows.count - 1) * Self.gutter
        let widthAsked = Double(2 * margin) + Double(max(gridWidth, bare ? 0 : legendWidth))
        let heightAsked =
            bare
            ? Double(rowsHeight)
            : Double(2 * margin) + Double(Self.textLineHeight * 2) + Double(rowsHeight) + Double(Self.gutter)
                + Double(legend.count * Self.textLineHeight)
        guard widthAsked * heightAsked <= Double(Self.maximumPixels) else {
            throw .tooLarge(width: Int(min(widthAsked, 1e15)), height: Int(min(heightAsked, 1e15)), atLeast: false)
        }
        width = Int(widthAsked)
        height = Int(heightAsked)
        var y = bare ? 0 : margin + 2 * Self.textLineHeight
        for r in rows.indices {
            rows[r].y = y
            var x = margin
            for c in rows[r].cells.indices {
                rows[r].cells[c].x = x
                rows[r].cells[c].y = y
                x += columnWidths[c] + Self.gutter
            }
            y += rows[r].height + Self.gutter
        }
        legendY = y
    }

    /// The device rows a label's drawing needs, relative to its top edge: the label, its ink
    /// (cut at one label height beyond it) and every line.
    static func rows(of label: Label) -> (top: Int, bottom: Int) {
        let g = label.geometry
        var top = 0
        var bottom = g.height
        for glyph in label.raster.glyphs {
            top = min(top, g.baseline - glyph.top)
            bottom = max(bottom, g.baseline - glyph.top + glyph.height)
        }
        let lines = [
            g.baseline, g.capLine, g.xLine, g.ascenderLine, g.descenderLine, g.inkCapTop, g.inkXTop,
        ].compactMap { $0 }
        top = min(top, (lines.min() ?? 0) - 1)
        bottom = max(bottom, (lines.max() ?? 0) + 1)
        let reach = max(g.height, 1)
        return (max(top, -reach), min(bottom, g.height + reach))
    }

    /// `text` as the words' font can draw it: each character it has as it is, each one it lacks
    /// (`lacking`, the ``TextRaster/missing`` of the text in that font), and every control
    /// character, as its code point, `<U+1F600>`.
    static func spelled(_ text: String, lacking: Set<Unicode.Scalar>) -> String {
        text.unicodeScalars.map { scalar in
            lacking.contains(scalar) || scalar.properties.generalCategory == .control
                ? "<\(GlyphQuery.codepoint(scalar))>" : String(scalar)
        }.joined()
    }

    /// Picture pixels a line is thick: 1, and 2 from ``RenderRequest/gridZoom`` up.
    static func lineThickness(zoom: Int) -> Int { zoom >= RenderRequest.gridZoom ? 2 : 1 }

    /// Picture width of a line of words.
    static func width(_ words: TextRaster) -> Int {
        let ink = words.glyphs.map { $0.left + $0.width }.max() ?? 0
        return max(Int(saturating: PixelMath.ceil(words.advance)), ink)
    }

    /// The smallest picture `request` can give, from the label heights (before the text is
    /// rasterized, so that an absurd size is refused before FreeType draws it): every row's labels
    /// at full height, each column at least its lines' overhang wide, and as wide as the widest
    /// text of its face that is already rasterized. Checked again as each font's text is
    /// rasterized, it refuses a sheet of many fonts before all their text is held in memory.
    /// - Throws: ``RenderError/tooLarge(width:height:atLeast:)`` when even that exceeds ``maximumPixels``.
    package static func checkMinimumSize(of request: RenderRequest) throws(RenderError) {
        let resolved = request.faces.compactMap(\.metrics.resolved)
        let compare = request.compare?.metrics.resolved
        var height = Double(2 * margin)
        for size in request.sizes {
            for scale in request.scales {
                let tallest =
                    (resolved + [compare].compactMap { $0 }).map {
                        $0.label(pointSize: size, scale: scale).labelHeight * scale
                    }.max() ?? 0
                height += PixelMath.ceil(tallest) * Double(request.zoom) + Double(2 * pad)
            }
        }
        let labels = compare == nil ? 1.0 : 2.0
        var width = Double(2 * margin)
        for face in request.faces where face.metrics.resolved != nil {
            let text = face.rasters.map { PixelMath.ceil($0.advance) }.max() ?? 0
            width += labels * max(Double(2 * overhang), text * Double(request.zoom))
        }
        guard width * height <= Double(maximumPixels) else {
            throw .tooLarge(width: Int(min(width, 1e15)), height: Int(min(height, 1e15)), atLeast: true)
        }
    }
}

/// Rasterizes a line of words at a size in pixels per em (the product uses ``LegendFont``; tests
/// use stand-ins).
package typealias TextRasterizer = (_ text: String, _ pixelsPerEm: Double) -> TextRaster
