internal import CFreeType
import Foundation

extension FT_Face {
    /// False when the font names its glyphs and the one mapped from `character` has another
    /// letter's name or a name that is no letter's ('a35' for U+0048 in a dingbat font); true when
    /// it is named after the character ('H', 'uni0048', 'u0048', with any '.suffix'), has an
    /// anonymous name ('glyph12', 'gid12', 'cid12') or the font has no glyph names.
    func glyphNameIsLetter(of character: Unicode.Scalar) -> Bool {
        guard hasUnicodeCharmap, pointee.face_flags & FP_FACE_FLAG_GLYPH_NAMES != 0 else { return true }
        let index = FT_Get_Char_Index(self, FT_ULong(character.value))
        guard index != 0 else { return true }
        var buffer = [CChar](repeating: 0, count: 64)
        guard FT_Get_Glyph_Name(self, index, &buffer, FT_UInt(buffer.count)) == 0 else { return true }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let base = name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let hex = String(format: "%04X", character.value)
        if base.isEmpty || [String(character), "uni\(hex)", "u\(hex)"].contains(base) { return true }
        let anonymous = ["glyph", "gid", "cid", "index"].contains { prefix in
            base.hasPrefix(prefix) && !base.dropFirst(prefix.count).isEmpty && base.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }
        return anonymous
    }
}
