internal import CFreeType
import FontProbeModel
import FontProbeRules
import Foundation

extension FontMetrics {
    /// Copies the tables of an open face into a value; keeps no pointer into FreeType.
    ///
    /// Reads `head`, `hhea` and `OS/2` straight from the tables (never `FT_Face.ascender`,
    /// which FreeType replaces with typo or win values; docs/model.md#which-vertical-metrics-coretext-uses).
    ///
    /// 'H' and 'x' are loaded within `budget`, the file's glyph budget: once it is spent they are
    /// not loaded and ``heightGlyphsUnmeasured`` says so (docs/security.md#time).
    init(face: FT_Face, path: String, budget: InkBudget) throws(FontReadError) {
        guard face.pointee.face_flags & FP_FACE_FLAG_SFNT != 0 else {
            let format = FT_Get_Font_Format(face).map { String(cString: $0) } ?? "an unknown format"
            throw FontReadError(
                path: path,
                reason: "not an OpenType/TrueType font (FreeType reads it as \(format), which has no hhea or OS/2 table)"
            )
        }
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        else {
            throw FontReadError(path: path, reason: "the font has no head table")
        }
        // FreeType refuses unitsPerEm outside 16…16384 before we get here (see SFNTDirectory).
        let unitsPerEm = Int(head.Units_Per_EM)

        var hhea: HheaTable?
        if face.hasTable("hhea"),
            let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        {
            hhea = HheaTable(
                ascender: Int(table.Ascender),
                descender: Int(table.Descender),
                lineGap: Int(table.Line_Gap)
            )
        }

        var os2: OS2Table?
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee {
            let version = Int(table.version)
            os2 = OS2Table(
                version: version,
                typoAscender: Int(table.sTypoAscender),
                typoDescender: Int(table.sTypoDescender),
                typoLineGap: Int(table.sTypoLineGap),
                winAscent: Int(table.usWinAscent),
                winDescent: Int(table.usWinDescent),
                capHeight: version >= 2 ? Int(table.sCapHeight) : nil,
                xHeight: version >= 2 ? Int(table.sxHeight) : nil,
                useTypoMetrics: table.fsSelection & FP_FS_SELECTION_USE_TYPO_METRICS != 0
            )
        }

        // Typographic family and style, family, style, PostScript name.
        let names = SfntNames(face: face, nameIDs: [16, 1, 17, 2, 6], maximumLength: FontMetrics.maximumNameLength)
        // Each name is copied into every report row of the face (docs/security.md#report-size),
        // FreeType's own choice of record too when none of ours has the name.
        let familyName = names.best(16) ?? names.best(1) ?? face.pointee.family_name.map { String(cString: $0) } ?? ""
        let styleName = names.best(17) ?? names.best(2) ?? face.pointee.style_name.map { String(cString: $0) } ?? ""
        let postScriptName = names.best(6) ?? FT_Get_Postscript_Name(face).map { String(cString: $0) }
        let overlong =
            names.overlong
            ?? [("family", familyName), ("style", styleName), ("PostScript", postScriptName ?? "")].first {
                $0.1.unicodeScalars.count > FontMetrics.maximumNameLength
            }.map { "its \($0.0) name is \($0.1.unicodeScalars.count) characters long" }
        if let overlong {
            throw .overlongName(overlong, path: path)
        }
        self.init(
            unitsPerEm: unitsPerEm,
            familyName: familyName,
            styleName: styleName,
            postScriptName: postScriptName,
            hhea: hhea,
            os2: os2,
            hasSTAT: face.hasTable("STAT"),
            fontBounds: GlyphBounds(
                xMin: Int(head.xMin), yMin: Int(head.yMin), xMax: Int(head.xMax), yMax: Int(head.yMax)),
            glyphFormat: face.glyphFormat,
            hasUnicodeCmap: face.hasUnicodeCharmap
        )
        basicLatin = BasicLatinCoverage { face.hasUnicodeCharmap && FT_Get_Char_Index(face, FT_ULong($0)) != 0 }
        measureHeightGlyphs(face: face, budget: budget)
    }

    /// Loads 'H' and 'x' for the cap and x heights, within the file's glyph budget `budget`;
    /// when it is already spent, loads neither and sets ``heightGlyphsUnmeasured``. FreeType gives
    /// up on a forged CFF glyph after up to ~0.1 s, so a collection of 1,024 such faces would
    /// otherwise cost about 100 s in these two loads alone (docs/security.md#time).
    ///
    /// The other flat capitals (``CapLine``) and the name of the glyph of U+0048 matter only where
    /// the cap rules could fire, a declared sCapHeight that is not the top of 'H'; elsewhere the
    /// top of 'H' is the cap line and neither is read. Reading them for every face made the
    /// benchmark's JSON audit 9% slower (`make bench`: 0.62× to 0.57× the 2-thread FreeType floor).
    private mutating func measureHeightGlyphs(face: FT_Face, budget: InkBudget) {
        guard !budget.isSpent else {
            (capGlyphBounds, xGlyphBounds, capitalTops, heightGlyphsUnmeasured) = (nil, nil, [], true)
            return
        }
        // Charged their wall time, an upper bound of their processor time that costs no system
        // call: a few microseconds for a real font, up to ~0.1 s a glyph for a forged one.
        let started = ProcessorDeadline.wallTime()
        defer { budget.charge(ProcessorDeadline.wallTime() - started) }
        let declared = os2?.capHeight.flatMap { $0 > 0 ? $0 + variation.capHeight : nil }
        let cap = face.outlineBounds(of: "H")
        if let top = cap?.yMax, let declared, declared != top {
            let others = CapLine.letters.dropFirst().compactMap { face.outlineBounds(of: $0)?.yMax }
            (capGlyphBounds, capitalTops, capitalHIsLetter) = (cap, [top] + others, face.glyphNameIsLetter(of: "H"))
        } else {
            (capGlyphBounds, capitalTops, capitalHIsLetter) = (cap, cap.map { [$0.yMax] } ?? [], true)
        }
        xGlyphBounds = face.outlineBounds(of: "x")
        notdef = face.notdefGlyph
        heightGlyphsUnmeasured = false
    }

    /// Records the `MVAR` deltas and the glyph bounds of the instance `face` is now set to.
    ///
    /// FreeType applies `MVAR` to its copy of the OS/2 table (`hasc` to sTypoAscender, `cpht`
    /// to sCapHeight, and so on); each delta is that value less the one stored in the file.
    /// A face without OS/2 keeps ``MetricsVariation/none``: there is nothing to compare.
    mutating func vary(at face: FT_Face, budget: InkBudget) {
        if let stored = os2,
            let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        {
            variation = MetricsVariation(
                ascender: Int(table.sTypoAscender) - stored.typoAscender,
                descender: Int(table.sTypoDescender) - stored.typoDescender,
                lineGap: Int(table.sTypoLineGap) - stored.typoLineGap,
                winAscent: Int(table.usWinAscent) - stored.winAscent,
                winDescent: Int(table.usWinDescent) - stored.winDescent,
                capHeight: stored.capHeight.map { Int(table.sCapHeight) - $0 } ?? 0,
                xHeight: stored.xHeight.map { Int(table.sxHeight) - $0 } ?? 0
            )
        }
        measureHeightGlyphs(face: face, budget: budget)
    }

    /// Measures the glyph of every character of `characters` the face maps, at the instance
    /// `face` is set to (docs/model.md#glyphs-and-the-line-box).
    ///
    /// A static face whose `head` box lies inside the line box CoreText uses has no glyph beyond
    /// it, so nothing is measured: about half of the faces of a font library, a third of a
    /// millisecond each.
    mutating func measureInk(of characters: CharacterRanges, face: FT_Face, isDefaultInstance: Bool, budget file: InkBudget) {
        if isDefaultInstance, let box = fontBounds, let resolved,
            box.yMax <= Int(resolved.adjustedAscenderUnits.rounded(.down)), box.yMin >= resolved.descender
        {
            characterInk = CharacterInk(glyphs: [], withinFontBounds: true)
            return
        }
        let faceBudget = CharacterInk.budget(characterCount: characters.count)
        let budget = min(faceBudget, file.remaining)
        var deadline = ProcessorDeadline(seconds: budget)
        // The processor time the loop took, read once, is what the file's budget is charged.
        defer { file.charge(deadline.processorTimeSinceStart()) }
        var glyphs: [CharacterInk.Glyph] = []
        var asked = 0
        for scalar in characters.scalars {
            // Checked before each glyph, at the cost of a coarse clock read (ProcessorDeadline):
            // FreeType interprets a CFF glyph's subroutines for up to ~0.1 s before it gives up,
            // so a forged font would otherwise cost that for every character.
            if deadline.isPassed() {
                characterInk = CharacterInk(
                    glyphs: glyphs,
                    budgetExceeded: CharacterInk.Stop(
                        measured: asked, of: characters.count, budget: faceBudget, fileBudgetSpent: budget < faceBudget))
                return
            }
            asked += 1
            if let bounds = face.outlineBounds(of: scalar) {
                glyphs.append(CharacterInk.Glyph(scalar, yMin: bounds.yMin, yMax: bounds.yMax))
            }
        }
        characterInk = CharacterInk(glyphs: glyphs)
    }
}

extension FontReadError {
    /// A name longer than ``FontMetrics/maximumNameLength``, which every report row of the face would
    /// copy (docs/security.md#report-size): `what` says which ("its name ID 1 is 300 characters long").
    static func overlongName(_ what: String, path: String) -> FontReadError {
        FontReadError(path: path, reason: "\(what); fontprobe reads names of at most \(FontMetrics.maximumNameLength)")
    }
}

extension FT_Face {
    /// Whether the SFNT has a table with this four-letter tag (asks only for its length).
    func hasTable(_ tag: String) -> Bool {
        let tagValue = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(self, tagValue, 0, nil, &length) == 0 && length > 0
    }

    /// Outlines first: a font with both outlines and color bitmaps is measured by its outlines.
    var glyphFormat: GlyphFormat? {
        if hasTable("glyf") { return .trueType }
        if hasTable("CFF ") || hasTable("CFF2") { return .cff }
        if ["CBDT", "sbix", "EBDT", "bdat"].contains(where: hasTable) { return .bitmap }
        return nil
    }

    /// Whether the charmap FreeType selected is Unicode (it selects one whenever there is one).
    var hasUnicodeCharmap: Bool {
        pointee.charmap?.pointee.encoding == FT_ENCODING_UNICODE
    }

    /// The exact bounds, in font units, of the outline of the glyph mapped from `character`;
    /// `nil` when the font maps no glyph to it, or the glyph has no outline. Only a Unicode
    /// charmap is asked: a symbol font's code 0x48 is not the letter H.
    /// Glyph 0: named as another glyph (the font names its glyphs and glyph 0 is not `.notdef`),
    /// or an outline with or without points; `nil` for a bitmap glyph or one that does not load.
    fileprivate var notdefGlyph: NotdefGlyph? {
        if pointee.face_flags & FP_FACE_FLAG_GLYPH_NAMES != 0 {
            var buffer = [CChar](repeating: 0, count: 64)
            if FT_Get_Glyph_Name(self, 0, &buffer, FT_UInt(buffer.count)) == 0 {
                let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !name.isEmpty && name != ".notdef" { return .missing(firstGlyph: name) }
            }
        }
        guard FT_Load_Glyph(self, 0, FP_LOAD_NO_SCALE) == 0, let slot = pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        return slot.pointee.outline.n_points > 0 ? .drawn : .empty
    }

    /// Whether one of the default instance's tallest or deepest glyphs (`reach`, sixteen loads at
    /// most) reaches at least 1% of the em higher or lower at the instance the face is now set to:
    /// a glyph that is no cap, x or metric, such as an accent, still moves where a product's text sits.
    func reachMoves(from reach: CharacterInk.Reach, unitsPerEm: Int) -> Bool {
        let tolerance = max(1, unitsPerEm / 100)
        for glyph in reach.tallest {
            if let top = outlineBounds(of: glyph.scalar)?.yMax, abs(top - glyph.yMax) >= tolerance { return true }
        }
        for glyph in reach.deepest {
            if let bottom = outlineBounds(of: glyph.scalar)?.yMin, abs(bottom - glyph.yMin) >= tolerance { return true }
        }
        return false
    }

    fileprivate func outlineBounds(of character: Unicode.Scalar) -> GlyphBounds? {
        guard hasUnicodeCharmap else { return nil }
        let glyphIndex = FT_Get_Char_Index(self, FT_ULong(character.value))
        guard glyphIndex != 0, FT_Load_Glyph(self, glyphIndex, FP_LOAD_NO_SCALE) == 0,
            let slot = pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
            slot.pointee.outline.n_points > 0
        else { return nil }
        var box = FT_BBox()
        guard FT_Outline_Get_BBox(&slot.pointee.outline, &box) == 0 else { return nil }
        return GlyphBounds(xMin: Int(box.xMin), yMin: Int(box.yMin), xMax: Int(box.xMax), yMax: Int(box.yMax))
    }
}

/// The `name` table's records, decoded, with the choice of record CoreText-like tools make:
/// Windows Unicode US English first, then Mac Roman English, then any Unicode record.
///
/// Read from the table's bytes, not through `FT_Get_Sfnt_Name`, which loads and keeps the string of
/// every record it is asked about: a forged 115 KB table of 4,096 records that all point at one
/// 64 KB string took 346 MB that way (docs/security.md#memory). Here only the records that can
/// improve a name are decoded, so at most three per name ID. The fixtures' names are compared
/// with fontTools' reading (FixtureReadingTests, MacRomanNamesTests).
struct SfntNames {
    private var best: [Int: (rank: Int, value: String)] = [:]

    /// Why a chosen record is longer than the `maximumLength` Unicode scalars asked for: "its name
    /// ID 1 is 257 characters long"; `nil` when none is.
    private(set) var overlong: String?

    /// The records of `nameIDs`; the others (copyright and licence texts among them, often long)
    /// are not decoded. A chosen record longer than `maximumLength` Unicode scalars sets
    /// ``overlong``; one whose bytes cannot hold fewer (4 bytes a scalar in UTF-16 at most, 1 in
    /// Mac Roman) is not decoded at all, so a forged 64 KB name costs nothing in each face that
    /// shares it.
    init(face: FT_Face, nameIDs: Set<Int>, maximumLength: Int = .max) {
        // The table, copied whole: 'name' as a big-endian tag.
        let tag = FT_ULong(0x6E61_6D65)
        var length = FT_ULong(0)
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length >= 6 else { return }
        var loaded = false
        let table = [UInt8](unsafeUninitializedCapacity: Int(length)) { buffer, count in
            loaded = FT_Load_Sfnt_Table(face, tag, 0, buffer.baseAddress, &length) == 0
            count = loaded ? Int(length) : 0
        }
        guard loaded, table.count >= 6 else { return }
        func uint16(_ at: Int) -> Int { Int(table[at]) << 8 | Int(table[at + 1]) }
        // The records that could give each name, best rank first and, within a rank, in the
        // table's order: only the first that decodes (or is too long) is decoded, so a font's Mac
        // Roman copy of a name is not decoded only to be replaced by its Windows one.
        var candidates: [Int: [(rank: Int, index: Int, start: Int, size: Int)]] = [:]
        let count = uint16(2)
        let storage = uint16(4)
        for index in 0..<count {
            let record = 6 + 12 * index
            guard record + 12 <= table.count else { break }
            let nameID = uint16(record + 6)
            guard nameIDs.contains(nameID) else { continue }
            let rank: Int
            switch (uint16(record), uint16(record + 2), uint16(record + 4)) {
            case (3, 1, 0x409), (3, 10, 0x409): rank = 0
            case (1, 0, 0): rank = 1
            case (0, _, _), (3, 1, _), (3, 10, _): rank = 2
            default: continue
            }
            let start = storage + uint16(record + 10)
            let size = uint16(record + 8)
            // A record whose string runs past the table is skipped, as FreeType skips it.
            guard size > 0, start + size <= table.count else { continue }
            candidates[nameID, default: []].append((rank, index, start, size))
        }
        for (nameID, records) in candidates {
            for record in records.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
                if record.size / (record.rank == 1 ? 1 : 4) > maximumLength {
                    best[nameID] = (record.rank, "")
                    overlongBytes[nameID] = record.size
                    break
                }
                let value = table.withUnsafeBufferPointer { buffer in
                    let bytes = buffer.baseAddress! + record.start
                    return record.rank == 1
                        ? MacRoman.decode(UnsafeBufferPointer(start: bytes, count: record.size))
                        : Self.utf16BigEndian(bytes, count: record.size)
                }
                if let value, !value.isEmpty {
                    best[nameID] = (record.rank, value)
                    break
                }
            }
        }
        // Scalars, not grapheme clusters, which a run of combining marks would make look short.
        for nameID in best.keys.sorted() {
            if let bytes = overlongBytes[nameID] {
                overlong = "its name ID \(nameID) is \(bytes) bytes long, more than \(maximumLength) characters"
            } else if let length = best[nameID]?.value.unicodeScalars.count, length > maximumLength {
                overlong = "its name ID \(nameID) is \(length) characters long"
            }
            if overlong != nil { break }
        }
    }

    /// The chosen records too long to decode: their byte lengths by name ID.
    private var overlongBytes: [Int: Int] = [:]

    /// The best-ranked non-empty record for `nameID`.
    func best(_ nameID: Int) -> String? { best[nameID].flatMap { $0.value.isEmpty ? nil : $0.value } }

    /// `count` bytes of UTF-16BE, decoded as Foundation's `.utf16BigEndian` decodes them: an odd
    /// last byte is dropped, a byte-order mark kept, and a lone surrogate makes the whole string
    /// `nil` (the standard library's `transcode`, stopping on the first error).
    static func utf16BigEndian(_ bytes: UnsafePointer<UInt8>, count: Int) -> String? {
        let units = (0..<count / 2).lazy.map { UInt16(bytes[2 * $0]) << 8 | UInt16(bytes[2 * $0 + 1]) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
        return failed ? nil : String(decoding: utf8, as: UTF8.self)
    }
}
