internal import CFreeType
import FontProbeModel
import Foundation

extension FT_Face {
    /// False when the font names its glyphs and the one mapped from `character` has another
    /// letter's name or a name that is no letter's ('a35' for U+0048 in a dingbat font); true when
    /// it is named after the character ('H', 'uni0048', 'u0048', with any '.suffix'), has an
    /// anonymous name ('glyph12', 'gid12', 'cid12') or the font has no glyph names.
    func glyphNameIsLetter(of character: Unicode.Scalar) -> Bool {
        guard hasUnicodeCharmap, pointee.face_flags & FP_FACE_FLAG_GLYPH_NAMES != 0 else { return true }
        let index = FT_Get_Char_Index(self, FT_ULong(character.value))
        guard index != 0, let name = glyphName(index) else { return true }
        let base = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let hex = String(format: "%04X", character.value)
        if base.isEmpty || [String(character), "uni\(hex)", "u\(hex)"].contains(base) { return true }
        let anonymous = ["glyph", "gid", "cid", "index"].contains { prefix in
            base.hasPrefix(prefix) && !base.dropFirst(prefix.count).isEmpty && base.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }
        return anonymous
    }
}

extension FT_Face {
    /// Whether a TrueType font's 'post' table names glyph 0 `.notdef`, read from its first 36
    /// bytes: format 1.0 (the standard Macintosh order, which starts with `.notdef`), or format 2.0
    /// whose first glyph has name index 0 (`.notdef` of that order). `false` when it cannot tell,
    /// and FreeType is asked.
    ///
    /// FreeType reads every name of a format 2.0 table to answer for one glyph: 17 M instructions,
    /// nearly 1% of an audit of the bench corpus (callgrind), for the one name `notdef-missing`
    /// needs. When this says `.notdef`, FreeType says `.notdef` too, or fails to read the table;
    /// either way the glyph is then judged by its outline. `NotdefTests` compares the two on
    /// every fixture.
    var postNamesGlyphZeroNotdef: Bool {
        guard hasTable("glyf") else { return false }  // a CFF font's names come from its charset
        let post = FT_ULong(0x706F_7374)  // 'post'
        // The table's length first: FreeType reads as many bytes as asked, past a shorter table's end.
        var length = FT_ULong(0)
        guard FT_Load_Sfnt_Table(self, post, 0, nil, &length) == 0, length >= 4 else { return false }
        var header = [UInt8](repeating: 0, count: Int(min(length, 36)))
        length = FT_ULong(header.count)
        guard FT_Load_Sfnt_Table(self, post, 0, &header, &length) == 0 else { return false }
        let version = header[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        if version == 0x0001_0000 { return true }
        guard version == 0x0002_0000, header.count == 36 else { return false }
        let glyphCount = UInt16(header[32]) << 8 | UInt16(header[33])
        return glyphCount > 0 && header[34] == 0 && header[35] == 0
    }

    /// The glyph's name from `post` or `CFF` as FreeType reads it; `nil` when the font has no
    /// names, FreeType fails, or the name is empty.
    func glyphName(_ index: FT_UInt) -> String? {
        guard pointee.face_flags & FP_FACE_FLAG_GLYPH_NAMES != 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 128)
        guard FT_Get_Glyph_Name(self, index, &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}

extension FreeTypeLibrary {
    /// For each face of the font file at `path`: whether ``FT_Face/postNamesGlyphZeroNotdef`` answers
    /// without FreeType, and FreeType's name of glyph 0; what `NotdefTests` compares.
    package func glyphZeroNames(atPath path: String) throws(FontReadError) -> [(fromPost: Bool, freeType: String?)] {
        let size = try FontFileCheck.check(path)
        return try withContents(ofFile: path, size: size) { contents throws(FontReadError) in
            let count = try withFace(contents, path: path, index: 0, header: nil) { Int($0.pointee.num_faces) }
            return try (0..<max(count, 1)).map { index throws(FontReadError) in
                try withFace(contents, path: path, index: index, header: nil) { face in
                    (face.postNamesGlyphZeroNotdef, face.glyphName(0))
                }
            }
        }
    }
}
