import FontProbeModel
import FontProbeRules

/// What `fontprobe render` draws: each face at each size and scale, as a sheet
/// (docs/commands/render.md).
package struct RenderRequest: Sendable, Hashable {
    /// The faces, one column each, in the order given; each carries the ``FontFace/rasters``
    /// of ``text`` at every size × scale.
    package var faces: [FontFace]
    /// A face drawn beside each of ``faces`` in the same geometry (`--compare`); `nil` for none.
    package var compare: FontFace?
    /// Point sizes, one sheet row per size × scale, in order.
    package var sizes: [Double]
    /// Screen scales (pixels per point), in order.
    package var scales: [Double]
    /// The text, for the sheet's title (the rasters hold its pixels).
    package var text: String
    /// Device pixels are drawn `zoom` × `zoom` picture pixels, in ``zoomRange``.
    package var zoom: Int
    /// The full legend (`render`), or none (``Specimen``: the label alone).
    package var legend: LegendStyle

    package init(
        faces: [FontFace], compare: FontFace? = nil, sizes: [Double], scales: [Double], text: String,
        zoom: Int = RenderRequest.defaultZoom, legend: LegendStyle = .full
    ) {
        self.faces = faces
        self.compare = compare
        self.sizes = sizes
        self.scales = scales
        self.text = text
        self.zoom = zoom
        self.legend = legend
    }

    /// The zooms `--zoom` accepts: 32 puts a 17 pt label at 3x (61 px) at about 2000 picture
    /// pixels high, more than any screen needs to show one pixel.
    package static let zoomRange = 1...32
    /// `render`'s zoom: 4 is the smallest at which the pixel grid is drawn, so a one-pixel move is
    /// visible without counting.
    package static let defaultZoom = 4
    /// From this zoom up, the device-pixel grid is drawn and lines are 2 picture pixels thick.
    package static let gridZoom = 4
    /// `render`'s text: 'H' and 'x' for the cap and x lines, 'g', 'j' and 'p' for the descender,
    /// 'Å' and 'é' for accents above the cap height.
    package static let defaultText = "Hxgjp Åé"
    /// `render`'s point sizes: 17 pt, the iOS body size.
    package static let defaultSizes: [Double] = [17]

    /// The pixels per em (point size × scale) each face must be rasterized at, each once, in order.
    package var pixelsPerEm: [Double] {
        var seen: Set<Double> = []
        return sizes.flatMap { size in scales.map { size * $0 } }.filter { seen.insert($0).inserted }
    }

    /// An error for each face (and the compared face) without usable vertical metrics, which has
    /// no label to draw; worded as `metrics` words it.
    package var unlaidOut: [FontReadError] {
        var errors: [FontReadError] = []
        _ = MetricsReport.resolve(faces + [compare].compactMap { $0 }, errors: &errors)
        return errors
    }

    /// The raster request the reader needs for this sheet.
    package var rasterRequest: RasterRequest { RasterRequest(text: text, pixelsPerEm: pixelsPerEm) }
}

/// How much the legend says.
package enum LegendStyle: Sendable, Hashable {
    /// Every line with its formula, the grid and the comparison lines.
    case full
    /// No title, caption or legend and no margin: the label's drawing alone, its lines reaching
    /// ``SheetLayout/overhang`` picture pixels past it on either side (``Specimen``: the page
    /// that shows it carries the legend).
    case none
}

/// Why a sheet cannot be drawn.
package enum RenderError: Error, Hashable, CustomStringConvertible {
    /// The picture would exceed ``SheetLayout/maximumPixels``; `atLeast` when the size is a lower
    /// bound computed before the text was rasterized.
    case tooLarge(width: Int, height: Int, atLeast: Bool)
    /// The face has no usable vertical metrics, so it has no label to draw.
    case noVerticalMetrics(path: String, faceIndex: Int)

    package var description: String { description(advice: "ask for fewer or smaller sizes, scales, fonts or a lower --zoom") }

    /// The description, a picture too large ending in `advice`: what the command could ask for
    /// instead (render's sizes and zoom; spec's styles and platforms).
    package func description(advice: String) -> String {
        switch self {
        case .tooLarge(let width, let height, let atLeast):
            let megapixels = NumberFormatting.trimmed(Double(width) * Double(height) / Double(SheetLayout.megapixel), decimals: 1)
            return "the picture would be \(atLeast ? "at least " : "")\(width) x \(height) pixels "
                + "(\(megapixels) megapixels); the limit is \(SheetLayout.maximumPixels / SheetLayout.megapixel) megapixels: "
                + advice
        case .noVerticalMetrics(let path, let faceIndex):
            return "'\(path)': face \(faceIndex) has no usable vertical metrics, so it has no label to draw"
        }
    }
}

extension FontFace {
    /// The raster of the text at `pixelsPerEm`, if the reader made one.
    func raster(atPixelsPerEm pixelsPerEm: Double) -> TextRaster? {
        rasters.first { abs($0.pixelsPerEm - pixelsPerEm) <= PixelMath.tolerance * max(1, pixelsPerEm) }
    }
}
