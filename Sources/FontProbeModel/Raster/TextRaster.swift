/// A line of text rasterized at one size by the FreeType layer, as CoreText draws it: unhinted
/// outlines with grayscale antialiasing, glyph origins at fractional x positions (advances
/// unrounded), the baseline on a pixel boundary (docs/model.md#ink-against-the-prediction).
///
/// A plain value: the pictures are composed from it without FreeType.
package struct TextRaster: Sendable, Hashable {
    /// The most pixels the glyph bitmaps of one raster may hold together: as many as a picture
    /// may have (64 megapixels, 256 MiB of RGBA; `PNGImage.maximumPixels` is this limit). Glyphs
    /// past it are skipped and counted.
    package static let maximumPixels = 64 * 1024 * 1024

    /// Pixels per em the text was rasterized at: point size × screen scale.
    package var pixelsPerEm: Double
    /// The glyphs drawn, in text order.
    package var glyphs: [GlyphRaster]
    /// The advance of the whole text, in pixels, unrounded.
    package var advance: Double
    /// The characters of the text the font maps no glyph to, in text order, each once; they are
    /// not drawn.
    package var missing: [Unicode.Scalar]
    /// How many glyphs the font maps but that were not drawn: FreeType could not load or render
    /// them, or their bitmaps would pass ``GlyphRaster/maximumPixels`` or, with the glyphs
    /// before them, ``maximumPixels`` (or what is left of ``RasterRequest/maximumPixels``).
    /// Their advances still count (when FreeType reads them).
    package var skippedGlyphs: Int

    package init(
        pixelsPerEm: Double, glyphs: [GlyphRaster], advance: Double, missing: [Unicode.Scalar], skippedGlyphs: Int = 0
    ) {
        self.pixelsPerEm = pixelsPerEm
        self.glyphs = glyphs
        self.advance = advance
        self.missing = missing
        self.skippedGlyphs = skippedGlyphs
    }
}

/// One glyph's pixels, placed relative to the start of the text on the baseline.
package struct GlyphRaster: Sendable, Hashable {
    /// The most pixels one glyph's bitmap may have, and the most on either side: 16 megapixels,
    /// a glyph 4096 pixels square. A glyph at the largest size a label can have (10 000 pt at
    /// 100x) or with a hostile outline that would need more is skipped, never allocated.
    package static let maximumPixels = 16 * 1024 * 1024

    /// Column of the bitmap's left edge, in pixels right of the text's start.
    package var left: Int
    /// Row of the bitmap's top edge, in pixels above the baseline (FreeType's `bitmap_top`).
    package var top: Int
    /// Width of the bitmap, in pixels.
    package var width: Int
    /// Height of the bitmap, in pixels.
    package var height: Int
    package var pixels: Pixels

    /// A glyph's pixels, row by row from the top.
    package enum Pixels: Sendable, Hashable {
        /// Coverage, 0 (none) to 255 (full), one byte a pixel: an outline glyph, drawn in the text colour.
        case coverage([UInt8])
        /// Colour, four bytes a pixel, premultiplied RGBA: a colour bitmap glyph (emoji), scaled
        /// to the size asked for.
        case color([UInt8])
    }

    package init(left: Int, top: Int, width: Int, height: Int, pixels: Pixels) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// What the reader rasterizes in each face it reads, besides its tables (``FontFace/rasters``).
package struct RasterRequest: Sendable, Hashable {
    /// The most characters (Unicode scalars) of ``text`` drawn; the rest are not. A line for a
    /// picture holds tens; this bounds the work one request can ask for.
    package static let maximumCharacters = 256

    /// The most sizes one request rasterizes: the first 64 different sizes in the range; the
    /// rest give no raster. A picture shows a few sizes at a few scales.
    package static let maximumSizes = 64

    /// The most pixels the rasters of one request hold together, in each face and instance:
    /// four pictures' worth (4 × ``TextRaster/maximumPixels``, 256 megapixels, as many bytes of
    /// coverage). Glyphs past it are skipped and counted (``TextRaster/skippedGlyphs``).
    package static let maximumPixels = 4 * TextRaster.maximumPixels

    /// The sizes a request may ask for, in pixels per em: the point sizes fontprobe accepts
    /// (``PointMetrics/sizeRange``) times the scales it accepts (``LabelMetrics/scaleRange``).
    /// Sizes outside give no raster.
    package static let pixelsPerEmRange: ClosedRange<Double> = {
        let smallest = PointMetrics.sizeRange.lowerBound * LabelMetrics.scaleRange.lowerBound
        let largest = PointMetrics.sizeRange.upperBound * LabelMetrics.scaleRange.upperBound
        return smallest...largest
    }()

    /// The text, drawn on one line, one glyph per Unicode scalar (no kerning or shaping).
    package var text: String
    /// The sizes to rasterize it at, in pixels per em (point size × scale), each once; the
    /// rasters come in this order, without the sizes outside ``pixelsPerEmRange`` and those past
    /// the first ``maximumSizes``.
    package var pixelsPerEm: [Double]

    package init(text: String, pixelsPerEm: [Double]) {
        self.text = text
        self.pixelsPerEm = pixelsPerEm
    }
}
