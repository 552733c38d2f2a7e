import FontProbeModel
import FontProbeRules

/// One label of one face with its lines, in device pixels: the picture the HTML report shows per
/// face, enlarged by the page (docs/commands/render.md#the-specimen).
///
/// The caller reads the face with ``rasterRequest(pointSize:scale:)`` so that
/// ``FontFace/rasters`` holds ``defaultText`` at that size.
package enum Specimen {
    /// The specimen's text, the same as `render`'s (``RenderRequest/defaultText``).
    package static let defaultText = RenderRequest.defaultText

    /// CSS pixels the page makes the label about as high as: 128, so a 17 pt label at 3x (61
    /// device pixels) is shown at zoom 2.
    package static let targetHeight = 128

    /// The raster request a face must be read with for a specimen at `pointSize` and `scale`.
    package static func rasterRequest(pointSize: Double, scale: Double) -> RasterRequest {
        RasterRequest(text: defaultText, pixelsPerEm: [pointSize * scale])
    }

    /// How many times the page enlarges the picture, each device pixel a square of that many CSS
    /// pixels: ``targetHeight`` over the label's height in device pixels, rounded, between 1 and
    /// ``RenderRequest/gridZoom`` (17 pt at 3x: 128 / 61 → 2; at 2x: 128 / 41 → 3).
    package static func zoom(of metrics: ResolvedMetrics, pointSize: Double, scale: Double) -> Int {
        let height = max(1, PixelMath.round(metrics.label(pointSize: pointSize, scale: scale).labelHeight * scale))
        return Int(saturating: min(Double(RenderRequest.gridZoom), max(1, (Double(targetHeight) / height).rounded())))
    }

    /// The specimen's picture: the label's drawing as `render` draws it at zoom 1 (label box,
    /// alignment rect, text and lines, one device pixel a picture pixel), without title, caption
    /// or legend, so no words are drawn.
    /// - Throws: ``RenderError`` when the face has no usable vertical metrics or the picture would
    ///   be too large.
    package static func label(of face: FontFace, pointSize: Double, scale: Double) throws(RenderError) -> Canvas {
        guard face.metrics.resolved != nil else {
            throw .noVerticalMetrics(path: face.path, faceIndex: face.faceIndex)
        }
        let request = RenderRequest(
            faces: [face], sizes: [pointSize], scales: [scale], text: defaultText, zoom: 1, legend: .none)
        try SheetLayout.checkMinimumSize(of: request)
        return try Sheet.render(
            request,
            words: { _, ppem in
                TextRaster(pixelsPerEm: ppem, glyphs: [], advance: 0, missing: [])
            }
        ).canvas
    }

    /// The specimen of `face` at `pointSize` and `scale` as PNG bytes (opaque 8-bit RGB, written
    /// with libpng's fast setting: a few KB). `face` must have been read with
    /// ``rasterRequest(pointSize:scale:)``; without that raster the label is drawn without text.
    /// - Throws: ``RenderError`` (no usable vertical metrics, or too large), or ``PNGError``.
    package static func labelPNG(of face: FontFace, pointSize: Double, scale: Double) throws -> [UInt8] {
        try PNGImage(label(of: face, pointSize: pointSize, scale: scale)).encoded()
    }

    /// Everything a page needs to show the specimen of `face`: the PNG, its size in device pixels,
    /// the page's zoom (``zoom(of:pointSize:scale:)``) and the alt text (``altText(of:pointSize:scale:)``).
    /// - Throws: as ``labelPNG(of:pointSize:scale:)``.
    /// The largest size a report's pictures are drawn at, in pixels per em (point size × scale):
    /// a label there is about 300 device pixels high and a few hundred thousand pixels in all. A
    /// report at a larger size has no pictures, so that the rasters of hundreds of faces held
    /// until they are drawn stay within memory (docs/commands/audit.md#html).
    package static let maximumPixelsPerEm = 256.0

    /// Whether a report's pictures are drawn at `pointSize` and `scale`, and why not.
    package static func refusal(pointSize: Double, scale: Double) -> String? {
        let pixelsPerEm = pointSize * scale
        guard pixelsPerEm > maximumPixelsPerEm else { return nil }
        return "pictures are drawn up to \(NumberFormatting.size(maximumPixelsPerEm)) pixels per em, and "
            + "\(NumberFormatting.size(pointSize)) pt at \(NumberFormatting.size(scale))x is "
            + NumberFormatting.size(pixelsPerEm)
    }

    package static func picture(of face: FontFace, pointSize: Double, scale: Double) throws -> Specimens.Picture {
        let canvas = try label(of: face, pointSize: pointSize, scale: scale)
        let pageZoom = face.metrics.resolved.map { Self.zoom(of: $0, pointSize: pointSize, scale: scale) } ?? 1
        return Specimens.Picture(
            png: try PNGImage(canvas).encoded(), width: canvas.width, height: canvas.height, zoom: pageZoom,
            alt: altText(of: face, pointSize: pointSize, scale: scale))
    }

    /// A sentence that says what the specimen shows, for the picture's `alt` text: "Label of FP
    /// Subset L Regular at 17 pt @3x, 62 px high: baseline 12 px above the bottom, cap line 13 px
    /// below the top (capInset 4.333 pt), …".
    package static func altText(of face: FontFace, pointSize: Double, scale: Double) -> String {
        let name = "\(face.title) at \(NumberFormatting.size(pointSize)) pt @\(NumberFormatting.size(scale))x"
        guard let resolved = face.metrics.resolved else {
            return "No label of \(name): the face has no usable vertical metrics."
        }
        let m = resolved.label(pointSize: pointSize, scale: scale)
        func px(_ points: Double) -> Int { Int(saturating: PixelMath.round(points * scale)) }
        var parts = ["baseline \(px(m.baselineInset)) px above the bottom"]
        if let capInset = m.capInset {
            parts.append("cap line \(px(capInset)) px below the top (capInset \(NumberFormatting.inset(capInset)) pt)")
        } else {
            parts.append("no cap height")
        }
        if let xInset = m.xHeightInset { parts.append("x line \(px(xInset)) px below the top") }
        var sentence = "Label of \(name), \(px(m.labelHeight)) px high: " + parts.joined(separator: ", ") + "."
        if let miss = m.ink.capLineMiss, miss != 0 {
            sentence += " The ink of 'H' ends \(abs(miss)) px \(miss > 0 ? "below" : "above") the cap line."
        }
        if let raster = face.raster(atPixelsPerEm: pointSize * scale), !raster.missing.isEmpty {
            sentence += " The font has no glyph for \(Caption.missingList(raster.missing))."
        }
        return sentence
    }
}
