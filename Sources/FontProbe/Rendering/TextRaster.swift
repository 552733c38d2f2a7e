/// A line of text rasterized at one size by the FreeType layer, as CoreText draws it: unhinted
/// outlines with grayscale antialiasing, glyph origins at fractional x positions (advances
/// unrounded), the baseline on a pixel boundary (docs/model.md#ink-against-the-prediction).
///
/// A plain value: the pictures are composed from it without FreeType.
public struct TextRaster: Sendable, Hashable {
    /// Pixels per em the text was rasterized at: point size × screen scale.
    public var pixelsPerEm: Double
    /// The glyphs drawn, in text order.
    public var glyphs: [GlyphRaster]
    /// The advance of the whole text, in pixels, unrounded.
    public var advance: Double
    /// The characters of the text the font maps no glyph to, in text order, each once; they are
    /// not drawn.
    public var missing: [Unicode.Scalar]

    public init(pixelsPerEm: Double, glyphs: [GlyphRaster], advance: Double, missing: [Unicode.Scalar]) {
        self.pixelsPerEm = pixelsPerEm
        self.glyphs = glyphs
        self.advance = advance
        self.missing = missing
    }
}

/// One glyph's pixels, placed relative to the start of the text on the baseline.
public struct GlyphRaster: Sendable, Hashable {
    /// Column of the bitmap's left edge, in pixels right of the text's start.
    public var left: Int
    /// Row of the bitmap's top edge, in pixels above the baseline (FreeType's `bitmap_top`).
    public var top: Int
    /// Width of the bitmap, in pixels.
    public var width: Int
    /// Height of the bitmap, in pixels.
    public var height: Int
    public var pixels: Pixels

    /// A glyph's pixels, row by row from the top.
    public enum Pixels: Sendable, Hashable {
        /// Coverage, 0 (none) to 255 (full), one byte a pixel: an outline glyph, drawn in the text colour.
        case coverage([UInt8])
        /// Colour, four bytes a pixel, premultiplied RGBA: a colour bitmap glyph (emoji), scaled
        /// to the size asked for.
        case color([UInt8])
    }

    public init(left: Int, top: Int, width: Int, height: Int, pixels: Pixels) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

/// What the reader rasterizes in each face it reads, besides its tables (``FontFace/rasters``).
public struct RasterRequest: Sendable, Hashable {
    /// The text, drawn on one line.
    public var text: String
    /// The sizes to rasterize it at, in pixels per em (point size × scale), each once.
    public var pixelsPerEm: [Double]

    public init(text: String, pixelsPerEm: [Double]) {
        self.text = text
        self.pixelsPerEm = pixelsPerEm
    }
}
