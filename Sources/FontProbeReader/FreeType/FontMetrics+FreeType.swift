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
                useTypoMetrics: table.fsSelection & FP_FS_SELECTION_USE_TYPO_METRICS != 0,
                weightClass: Int(table.usWeightClass),
                italic: table.fsSelection & 1 != 0
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
            box.yMax <= Int(saturating: resolved.adjustedAscenderUnits.rounded(.down)), box.yMin >= resolved.descender
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
        // Room for every character at once, not grown eight times a face.
        glyphs.reserveCapacity(min(characters.count, 1024))
        var asked = 0
        // 'H' and 'x' were measured at this instance a moment ago (measureHeightGlyphs): not loaded
        // twice, which saved 2 of the ~250 loads of each face measured here.
        let measured: (cap: GlyphBounds?, x: GlyphBounds?)? =
            heightGlyphsUnmeasured ? nil : (capGlyphBounds, xGlyphBounds)
        // The ranges walked as plain numbers, the values of `characters.scalars` in its order:
        // its lazy flattening cost about as many instructions per character as the loop's own
        // work (measureInk's own 14.7 M of the bench corpus's 2,451 M; callgrind).
        for range in characters.ranges {
            for value in range {
                // Surrogates are no characters (`scalars` leaves them out too).
                guard let scalar = Unicode.Scalar(value) else { continue }
                // Checked before each glyph, at the cost of a coarse clock read (ProcessorDeadline):
                // FreeType interprets a CFF glyph's subroutines for up to ~0.1 s before it gives up,
                // so a forged font would otherwise cost that for every character.
                if deadline.isPassed() {
                    characterInk = CharacterInk(
                        glyphs: Self.fitted(glyphs),
                        budgetExceeded: CharacterInk.Stop(
                            measured: asked, of: characters.count, budget: faceBudget, fileBudgetSpent: budget < faceBudget))
                    return
                }
                asked += 1
                let bounds: GlyphBounds?
                if let measured, value == 0x48 {
                    bounds = measured.cap
                } else if let measured, value == 0x78 {
                    bounds = measured.x
                } else {
                    bounds = face.outlineBounds(of: scalar)
                }
                if let bounds {
                    glyphs.append(
                        CharacterInk.Glyph(scalar, yMin: bounds.yMin, yMax: bounds.yMax, xMin: bounds.xMin, xMax: bounds.xMax))
                }
            }
        }
        characterInk = CharacterInk(glyphs: Self.fitted(glyphs))
    }

    /// `glyphs` in storage of about their own size, not the room reserved for every character
    /// asked for: a face keeps its ink to the end of a run, and one that shares its PostScript name
    /// has every character measured, 319 by default (12.8 KB a face, 1.3 GB at 100,000 faces) where
    /// a small font maps a few (docs/security.md#many-fonts). Copied only when over a quarter of
    /// the room is empty: a text face maps most of the characters, and keeps its array.
    private static func fitted(_ glyphs: [CharacterInk.Glyph]) -> [CharacterInk.Glyph] {
        guard glyphs.capacity - glyphs.count > glyphs.capacity / 4 else { return glyphs }
        return glyphs.withUnsafeBufferPointer { Array($0) }
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
        // The 'post' table's own word first: FreeType reads every glyph name to give one.
        if !postNamesGlyphZeroNotdef, let name = glyphName(0), name != ".notdef" {
            return .missing(firstGlyph: name)
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
