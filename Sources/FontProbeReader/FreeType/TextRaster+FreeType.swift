internal import CFreeType
import FontProbeModel
import FontProbeRules

extension FT_Face {
    /// The text `request` asks for, rasterized at each of its sizes in the face as it is now (at
    /// the instance the face is set to), as CoreText draws it (docs/model.md#rendering-the-text).
    ///
    /// Sizes outside ``RasterRequest/pixelsPerEmRange`` give no raster, a size asked for twice
    /// gives one, and sizes past the first ``RasterRequest/maximumSizes`` none; only the first
    /// ``RasterRequest/maximumCharacters`` characters are drawn, and the rasters together hold at
    /// most ``RasterRequest/maximumPixels`` pixels. A face FreeType cannot size gives no rasters;
    /// the face is still read.
    ///
    /// No kerning or shaping: positions are the advances; pictures show vertical placement, which
    /// kerning does not change. Characters are looked up one Unicode scalar at a time in the
    /// Unicode `cmap` only: a symbol font's code 0x48 is not the letter H, so every character of
    /// a font without a Unicode `cmap` is missing.
    func rasters(_ request: RasterRequest, library: FT_Library) -> [TextRaster] {
        var sizes: [Double] = []
        for size in request.pixelsPerEm where RasterRequest.pixelsPerEmRange.contains(size) && !sizes.contains(size) {
            sizes.append(size)
        }
        sizes = Array(sizes.prefix(RasterRequest.maximumSizes))
        guard !sizes.isEmpty else { return [] }
        let hasUnicode = FT_Select_Charmap(self, FT_ENCODING_UNICODE) == 0
        var glyphs: [FT_UInt] = []
        var missing: [Unicode.Scalar] = []
        for scalar in request.text.unicodeScalars.prefix(RasterRequest.maximumCharacters) {
            let index = hasUnicode ? FT_Get_Char_Index(self, FT_ULong(scalar.value)) : 0
            if index != 0 {
                glyphs.append(index)
            } else if !missing.contains(scalar) {
                missing.append(scalar)
            }
        }
        if pointee.face_flags & FP_FACE_FLAG_SCALABLE != 0 {
            // One pixel per font unit: outlines come out in 64ths of a unit (see outlineRaster).
            let unitsPerEm = FT_F26Dot6(pointee.units_per_EM)
            guard unitsPerEm > 0, FT_Set_Char_Size(self, 0, unitsPerEm * 64, 72, 72) == 0 else { return [] }
            var budget = RasterRequest.maximumPixels
            return sizes.map { size in
                var line = LineBuilder(pixelsPerEm: size, missing: missing, budget: budget)
                for glyph in glyphs { outlineRaster(glyph, into: &line, library: library) }
                budget -= line.pixels
                return line.raster
            }
        }
        guard pointee.num_fixed_sizes > 0, let available = pointee.available_sizes else { return [] }
        // hmtx advances in font units. FreeType leaves `units_per_EM` 0 for a face without
        // outlines; head has it.
        let head = FT_Get_Sfnt_Table(self, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let unitsPerEm = Double(head?.Units_Per_EM ?? 0)
        let unitAdvances: [Double?] =
            pointee.face_flags & FP_FACE_FLAG_SFNT != 0 && unitsPerEm > 0
            ? glyphs.map(unscaledAdvance) : glyphs.map { _ in nil }
        var budget = RasterRequest.maximumPixels
        return sizes.compactMap { size in
            // The strike nearest at or above the size asked for, else the largest.
            let strikes = (0..<Int(pointee.num_fixed_sizes)).map { (index: $0, ppem: Double(available[$0].y_ppem) / 64) }
            let strike =
                strikes.filter { $0.ppem >= size }.min { $0.ppem < $1.ppem } ?? strikes.max { $0.ppem < $1.ppem }
            guard let strike, strike.ppem > 0, FT_Select_Size(self, FT_Int(strike.index)) == 0 else { return nil }
            var line = LineBuilder(pixelsPerEm: size, missing: missing, budget: budget)
            for (glyph, unitAdvance) in zip(glyphs, unitAdvances) {
                let advance = unitAdvance.map { $0 * size / unitsPerEm }
                bitmapRaster(glyph, advance: advance, strikePixelsPerEm: strike.ppem, into: &line)
            }
            budget -= line.pixels
            return line.raster
        }
    }

    /// Draws the outline of glyph `index` at `line`'s pen, unhinted, at the exact size, and moves
    /// the pen by its unrounded advance.
    ///
    /// The glyph is loaded unhinted at one pixel per font unit (26.6 coordinates in 64ths of a
    /// unit, exact even for composite glyphs, see `FT_Face.ink(of:path:)`), then scaled here to
    /// `pixelsPerEm / unitsPerEm` pixels per unit and moved right by the pen's fraction of a
    /// pixel. FreeType's own scaling is not used: `FT_Set_Char_Size` takes the size in 64ths of
    /// a pixel (51.3 pixels per em become 51.297), and for a TrueType font whose `head.flags`
    /// bit 3 is set (Lato's and Liberation Sans' are, fontTools reads) it may round the size to
    /// whole pixels when hinting. Hinted, the top of Lato's H moved from 36 pixels at 51 pixels
    /// per em to 38 at 51.3, where its outline's top is at 36.55 and 36.76 (measured with
    /// FreeType 2.12); CoreText draws unhinted at the exact size (docs/model.md#rendering-the-text).
    /// The tests check the H's top row against the exact scale at 21 and 33.3 pixels per em.
    private func outlineRaster(_ index: FT_UInt, into line: inout LineBuilder, library: FT_Library) {
        guard FT_Load_Glyph(self, index, FP_LOAD_OUTLINE_UNHINTED) == 0, let slot = pointee.glyph else {
            line.skipped += 1
            line.pen += unscaledAdvance(of: index).map { $0 * line.pixelsPerEm / Double(pointee.units_per_EM) } ?? 0
            return
        }
        let pixelsPerUnit = line.pixelsPerEm / Double(pointee.units_per_EM)
        // 16.16 pixels at one pixel per unit: the advance in font units, with variation deltas.
        let advance = Double(slot.pointee.linearHoriAdvance) / 65536 * pixelsPerUnit
        defer { line.pen += advance }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            line.skipped += 1
            return
        }
        var outline = slot.pointee.outline
        guard outline.n_points > 0, let points = outline.points else { return }
        let penColumn = line.pen.rounded(.down)
        let shift = (line.pen - penColumn) * 64
        // 2^40 64ths of a pixel is far past any bitmap allowed; clamping keeps the conversion finite.
        let limit = Double(1 << 40)
        for point in 0..<Int(outline.n_points) {
            let x = (Double(points[point].x) * pixelsPerUnit + shift).rounded()
            let y = (Double(points[point].y) * pixelsPerUnit).rounded()
            points[point].x = FT_Pos(min(max(x, -limit), limit))
            points[point].y = FT_Pos(min(max(y, -limit), limit))
        }
        // The exact bounds (curve extrema), not the control box: an off-curve point above a
        // curve's top would add an empty row and move `top` off the ink model's row.
        var box = FT_BBox()
        if FT_Outline_Get_BBox(&outline, &box) != 0 { FT_Outline_Get_CBox(&outline, &box) }
        // Whole pixels around the bounds: floor of the minimum, ceiling of the maximum.
        let xMin = box.xMin & ~63
        let yMin = box.yMin & ~63
        let xMax = (box.xMax + 63) & ~63
        let yMax = (box.yMax + 63) & ~63
        let width = Int((xMax - xMin) >> 6)
        let height = Int((yMax - yMin) >> 6)
        guard width > 0, height > 0 else { return }
        guard line.admits(width: width, height: height) else { return }
        FT_Outline_Translate(&outline, -xMin, -yMin)
        var pixels = [UInt8](repeating: 0, count: width * height)
        let error = pixels.withUnsafeMutableBufferPointer { buffer in
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(height)
            bitmap.width = UInt32(width)
            // A positive pitch: the first row in memory is the top one.
            bitmap.pitch = Int32(width)
            bitmap.buffer = buffer.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            return FT_Outline_Get_Bitmap(library, &outline, &bitmap)
        }
        guard error == 0 else {
            line.skipped += 1
            return
        }
        line.glyphs.append(
            GlyphRaster(
                left: Int(penColumn) + Int(xMin >> 6), top: Int(yMax >> 6), width: width, height: height,
                pixels: .coverage(pixels)))
    }

    /// Draws the bitmap of glyph `index` from the selected strike, scaled from
    /// `strikePixelsPerEm` to `line`'s size by averaging the area each pixel covers, and moves
    /// the pen by the glyph's advance at that size.
    ///
    /// The advance is `hmtxAdvance`, the `hmtx` one scaled to the size as for an outline font
    /// (docs/model.md#rendering-the-text); without one (BDF, PCF) it is the strike's, scaled.
    private func bitmapRaster(
        _ index: FT_UInt, advance hmtxAdvance: Double?, strikePixelsPerEm: Double, into line: inout LineBuilder
    ) {
        let scale = line.pixelsPerEm / strikePixelsPerEm
        guard FT_Load_Glyph(self, index, FP_LOAD_COLOR) == 0, let slot = pointee.glyph else {
            line.skipped += 1
            line.pen += hmtxAdvance ?? 0
            return
        }
        let advance = hmtxAdvance ?? Double(slot.pointee.advance.x) / 64 * scale
        defer { line.pen += advance }
        let bitmap = slot.pointee.bitmap
        guard slot.pointee.format == FT_GLYPH_FORMAT_BITMAP, bitmap.rows > 0, bitmap.width > 0 else { return }
        guard let source = BitmapSource(bitmap) else {
            line.skipped += 1
            return
        }
        let left = line.pen + Double(slot.pointee.bitmap_left) * scale
        // Rows counted downwards from the baseline, so the top edge is at -bitmap_top.
        let top = -Double(slot.pointee.bitmap_top) * scale
        // Measured before the filters are built, so a huge scale allocates nothing.
        guard
            line.admits(
                width: BoxFilter.span(origin: left, scale: scale, count: source.width),
                height: BoxFilter.span(origin: top, scale: scale, count: source.height))
        else { return }
        let columns = BoxFilter(origin: left, scale: scale, count: source.width)
        let rows = BoxFilter(origin: top, scale: scale, count: source.height)
        let scaled = source.resampled(columns: columns, rows: rows)
        line.glyphs.append(
            GlyphRaster(
                left: columns.start, top: -rows.start, width: columns.taps.count, height: rows.taps.count,
                pixels: source.channels == 4 ? .color(scaled) : .coverage(scaled)))
    }

    /// The glyph's advance in font units from `hmtx` (with `HVAR` deltas), or `nil`.
    private func unscaledAdvance(of index: FT_UInt) -> Double? {
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(self, index, FP_LOAD_NO_SCALE, &advance) == 0 else { return nil }
        return Double(advance)
    }
}

/// A line of text as it is drawn: the pen, the glyphs so far, and the pixels they have used.
private struct LineBuilder {
    let pixelsPerEm: Double
    let missing: [Unicode.Scalar]
    /// The pen's distance from the start of the text, in pixels, unrounded.
    var pen = 0.0
    var glyphs: [GlyphRaster] = []
    var skipped = 0
    /// Pixels of the glyphs drawn so far.
    var pixels = 0
    /// The most pixels this line may hold: ``TextRaster/maximumPixels``, or what the request has
    /// left when that is less.
    let budget: Int

    init(pixelsPerEm: Double, missing: [Unicode.Scalar], budget: Int) {
        self.pixelsPerEm = pixelsPerEm
        self.missing = missing
        self.budget = min(budget, TextRaster.maximumPixels)
    }

    /// Whether a glyph bitmap of this size may be drawn; when not, it is counted as skipped.
    mutating func admits(width: Int, height: Int) -> Bool {
        guard width <= GlyphRaster.maximumPixels, height <= GlyphRaster.maximumPixels,
            width * height <= GlyphRaster.maximumPixels, pixels + width * height <= budget
        else {
            skipped += 1
            return false
        }
        pixels += width * height
        return true
    }

    var raster: TextRaster {
        TextRaster(pixelsPerEm: pixelsPerEm, glyphs: glyphs, advance: pen, missing: missing, skippedGlyphs: skipped)
    }
}

extension FreeTypeLibrary {
    /// `request` rasterized in face 0 of the font whose bytes are `fontBytes` (the legend font,
    /// ``LegendFont``), as ``FontFace/rasters`` are; empty when FreeType cannot open it.
    func rasters(ofFontBytes fontBytes: [UInt8], request: RasterRequest) -> [TextRaster] {
        fontBytes.withUnsafeBytes { contents in
            var face: FT_Face?
            guard
                FT_New_Memory_Face(
                    handle, contents.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(contents.count), 0,
                    &face) == 0, let face
            else { return [] }
            defer { FT_Done_Face(face) }
            return face.rasters(request, library: handle)
        }
    }
}
