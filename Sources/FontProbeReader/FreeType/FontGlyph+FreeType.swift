internal import CFreeType
import FontProbeModel
import FontProbeRules

extension FT_Face {
    /// The glyph `query` asks for, measured in font units; copies everything, keeps no pointer.
    ///
    /// A character is looked up in the Unicode `cmap`. A font with only a Windows symbol `cmap`
    /// is asked for the code itself and then, below U+0100, for U+F000 plus the code: symbol
    /// fonts store the codes 0x20…0xFF at U+F020…U+F0FF [I: not measured on iOS].
    /// - Throws: `.invalidSelection` when the font maps no glyph to the character or has no
    ///   glyph with that index; `.unreadable` when FreeType cannot load the glyph.
    func glyph(_ query: GlyphQuery, path: String) throws(FontReadError) -> FontGlyph {
        let glyphCount = Int(pointee.num_glyphs)
        let index: FT_UInt
        var character: Unicode.Scalar?
        var symbolCode: UInt32?
        switch query {
        case .character(let scalar):
            character = scalar
            guard let found = glyphIndex(of: scalar) else {
                throw FontReadError(path: path, kind: .invalidSelection, reason: "the font has no glyph for \(query)")
            }
            index = found.index
            if found.code != scalar.value { symbolCode = found.code }
        case .glyphID(let id):
            guard (0..<glyphCount).contains(id) else {
                throw FontReadError(
                    path: path, kind: .invalidSelection,
                    reason: "there is no glyph \(id); the font has \(glyphCount) "
                        + (glyphCount == 1 ? "glyph (index 0)" : "glyphs (indexes 0…\(glyphCount - 1))"))
            }
            index = FT_UInt(id)
            character = firstCharacter(mappedTo: index)
        }

        // With FT_LOAD_NO_SCALE the advance is in font units, read from hmtx.
        var advance: FT_Fixed = 0
        let advanceError = FT_Get_Advance(self, index, FP_LOAD_NO_SCALE, &advance)
        guard advanceError == 0 else {
            let error = FreeTypeError(rawValue: advanceError)
            throw FontReadError(path: path, reason: "FreeType cannot read the advance of glyph \(index)", detail: error.detail)
        }
        return FontGlyph(
            glyphID: Int(index), name: glyphName(index), character: character, symbolCode: symbolCode,
            advance: Int(advance), ink: try ink(of: index, path: path))
    }

    /// The glyph's outline bounds in font units, to 1/64 of a unit; `.bitmap` for a font with
    /// bitmaps only.
    ///
    /// The outline is loaded unhinted at one pixel per font unit rather than unscaled: unscaled,
    /// FreeType rounds the points of a composite glyph's transformed components to whole units,
    /// which moved some Roboto Italic bounds by 1.5 units from fontTools' exact reading.
    private func ink(of index: FT_UInt, path: String) throws(FontReadError) -> FontGlyph.Ink {
        guard glyphFormat == .trueType || glyphFormat == .cff else { return .bitmap }
        let unitsPerEm = FT_F26Dot6(pointee.units_per_EM)
        var error = FT_Set_Char_Size(self, 0, unitsPerEm * 64, 72, 72)
        if error == 0 { error = FT_Load_Glyph(self, index, FP_LOAD_OUTLINE_UNHINTED) }
        guard error == 0, let slot = pointee.glyph else {
            throw FontReadError(
                path: path, reason: "FreeType cannot load glyph \(index)", detail: FreeTypeError(rawValue: error).detail)
        }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .bitmap }
        guard slot.pointee.outline.n_points > 0 else { return .empty }
        var box = FT_BBox()
        guard FT_Outline_Get_BBox(&slot.pointee.outline, &box) == 0 else { return .empty }
        // 26.6 fixed point at one pixel per unit: 64ths of a font unit.
        return .outline(
            Bounds(
                xMin: Double(box.xMin) / 64, yMin: Double(box.yMin) / 64, xMax: Double(box.xMax) / 64,
                yMax: Double(box.yMax) / 64))
    }

    /// The index of the glyph `scalar` maps to and the code it was found at; `nil` for none
    /// (index 0 is `.notdef`).
    private func glyphIndex(of scalar: Unicode.Scalar) -> (index: FT_UInt, code: UInt32)? {
        if pointee.charmap?.pointee.encoding == FT_ENCODING_UNICODE {
            let index = FT_Get_Char_Index(self, FT_ULong(scalar.value))
            return index == 0 ? nil : (index, scalar.value)
        }
        guard FT_Select_Charmap(self, FT_ENCODING_MS_SYMBOL) == 0 else { return nil }
        for code in [scalar.value] + (scalar.value < 0x100 ? [0xF000 | scalar.value] : []) {
            let index = FT_Get_Char_Index(self, FT_ULong(code))
            if index != 0 { return (index, code) }
        }
        return nil
    }

    /// The lowest code the Unicode `cmap`, else the symbol one, maps to glyph `index`; `nil` when
    /// none does.
    private func firstCharacter(mappedTo index: FT_UInt) -> Unicode.Scalar? {
        if pointee.charmap?.pointee.encoding != FT_ENCODING_UNICODE {
            guard FT_Select_Charmap(self, FT_ENCODING_MS_SYMBOL) == 0 else { return nil }
        }
        var found: FT_UInt = 0
        var code = FT_Get_First_Char(self, &found)
        while found != 0 {
            if found == index { return Unicode.Scalar(UInt32(truncatingIfNeeded: code)) }
            code = FT_Get_Next_Char(self, code, &found)
        }
        return nil
    }
}
