import FontProbeModel

/// `glyphs-outside-line-box` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let glyphsOutsideLineBox = Rule(
        id: "glyphs-outside-line-box",
        severity: .warning,
        title: "Glyphs a product sets reach so far beyond the ascender or descender that neighbouring lines touch.",
        explanation: """
            iOS: a line of a UILabel is ascender + |descender| tall and UILabel ignores the line gap \
            [S: docs/model.md, the label model], so consecutive lines, and labels stacked flush, sit one \
            such line apart. A glyph whose ink reaches beyond that box lands in its neighbour's: the \
            finding fires when it reaches far enough to meet the ink of the basic letters (A-Z, a-z, 0-9) \
            of the line above or below, so an accented capital touches a 'g' or 'y' over it. It names the \
            glyphs, how far they reach in pixels at the audit size, and the line box used (hhea, or \
            typo with USE_TYPO_METRICS and STAT).

            Clipping: clipsToBounds is false by default [P: Apple, UIView.clipsToBounds], so the view \
            hierarchy does not cut the ink, but a view that clips to its bounds (clipsToBounds, \
            masksToBounds for rounded corners, some text fields and cells) cuts every glyph beyond the \
            line box. Published reports also show UILabel cutting ink beyond its own edges with \
            clipsToBounds off [M: docs/model.md, glyphs and the line box]: check tall accents on a device.

            The glyphs measured are the characters a product sets: by default A-Z, a-z, 0-9, Basic \
            Latin, Latin-1 Supplement and Latin Extended-A (U+0020-007E, U+00A0-017F); add scripts with \
            `characters:` in fontprobe.yml or `audit --characters`. A glyph outside the set (a rare symbol \
            that sets head.yMax) does not count. A face whose glyphs take more than a millisecond of \
            processor time each to decode (a forged CFF font) is measured only until that budget runs \
            out, and a file's faces and instances share 10 s [S: docs/fonts.md, limits]; the finding then \
            says how many characters were measured.

            Android with includeFontPadding off lays lines out the same way; on the web the ink overflows \
            the line box and overflow: hidden cuts it.

            Fix: raise the ascender or deepen the descender (hhea, and typo with USE_TYPO_METRICS) to \
            cover the glyphs named, or redraw them shorter.
            """)
}

extension AuditChecks.Face {
    /// Glyphs of the product's characters whose ink, at UILabel's line spacing, meets the ink
    /// of the basic letters on the neighbouring line (docs/model.md#glyphs-and-the-line-box).
    var outsideLineBox: Finding? {
        guard let ink = metrics.characterInk else { return nil }
        if let stop = ink.budgetExceeded {
            let spent =
                stop.fileBudgetSpent
                ? "the glyphs of this file's faces took more than \(AuditChecks.number(CharacterInk.fileBudget)) s"
                : "their glyphs took more than \(AuditChecks.number(stop.budget)) s"
            return Finding(
                .glyphsOutsideLineBox,
                "stopped measuring after \(stop.measured) of \(stop.of) characters: \(spent) of processor time to "
                    + "decode (a real font's take about a microsecond each), so the ink of the rest is unknown; a glyph "
                    + "this costly stalls any text renderer")
        }
        guard !ink.glyphs.isEmpty else { return nil }
        // The ascender UIKit uses, with the legacy Helvetica/Times adjustment (whole units are enough here).
        let ascender = Int(resolved.adjustedAscenderUnits.rounded(.down))
        let descender = resolved.descender
        let lineHeight = ascender - descender
        let neighbours = ink.basic.isEmpty ? ink.glyphs : ink.basic
        guard let lowest = neighbours.min(by: { $0.yMin < $1.yMin }),
            let highest = neighbours.max(by: { $0.yMax < $1.yMax }),
            let tallest = ink.glyphs.max(by: { $0.yMax < $1.yMax }),
            let deepest = ink.glyphs.min(by: { $0.yMin < $1.yMin })
        else { return nil }
        // The next line's baseline is lineHeight below this one: its tallest glyph meets this
        // line's lowest neighbour when its top, lineHeight lower, is above that ink's bottom.
        let overlapAbove = tallest.yMax - lineHeight - lowest.yMin
        let overlapBelow = highest.yMax - (deepest.yMin + lineHeight)
        guard overlapAbove > 0 || overlapBelow > 0 else { return nil }
        var parts: [String] = []
        if overlapAbove > 0 {
            parts.append(
                "\(tallest.name) meets \(lowest.name) of the line above by \(overlapAbove) units "
                    + "(\(checks.pixels(overlapAbove, unitsPerEm: unitsPerEm)))")
        }
        if overlapBelow > 0 {
            parts.append(
                "\(deepest.name) meets \(highest.name) of the line below by \(overlapBelow) units "
                    + "(\(checks.pixels(overlapBelow, unitsPerEm: unitsPerEm)))")
        }
        let beyond = ink.glyphs.flatMap { glyph -> [(glyph: CharacterInk.Glyph, units: Int, side: String)] in
            (glyph.yMax > ascender ? [(glyph, glyph.yMax - ascender, "above")] : [])
                + (glyph.yMin < descender ? [(glyph, descender - glyph.yMin, "below")] : [])
        }
        .sorted { $0.units != $1.units ? $0.units > $1.units : $0.glyph.scalar.value < $1.glyph.scalar.value }
        let shown = beyond.prefix(3).map {
            "\($0.glyph.name) \($0.units) units (\(checks.pixelCount($0.units, unitsPerEm: unitsPerEm))) \($0.side)"
        }
        let source = resolved.source == .hhea ? "hhea" : "OS/2 \(resolved.source.rawValue)"
        var message =
            parts.joined(separator: "; ") + " at UILabel's line spacing (\(source) \(ascender) + "
            + "\(-descender) = \(lineHeight) units)"
        if !shown.isEmpty {
            message +=
                "; beyond the line box, which a view that clips to its bounds cuts off: "
                + shown.joined(separator: ", ") + (beyond.count > 3 ? " and \(beyond.count - 3) more" : "")
        }
        return Finding(.glyphsOutsideLineBox, message)
    }
}
