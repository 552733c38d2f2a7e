import FontProbeModel

/// `glyphs-outside-line-box` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let glyphsOutsideLineBox = Rule(
        id: "glyphs-outside-line-box",
        severity: .warning,
        platforms: [.ios],
        title: "Glyphs a product sets reach a pixel or more beyond a one-line label, or so far that neighbouring lines touch.",
        explanation: """
            iOS: a one-line UILabel is ceil((ascender + |descender|) × scale) pixels tall with its \
            baseline round(ascender × scale) pixels from its top, and UILabel ignores the line gap [M: \
            docs/model.md, the label model]. The finding fires when, at the audit's size and any of its \
            scales, a basic letter (A-Z, a-z, 0-9) reaches 1 px or more beyond the label's top or \
            bottom, or any other glyph of the set 2 px or more: a 'g' under a shallow descender, a 'Ů' \
            above a low ascender. It leads with the basic letters cut, worst first, then the rest. It \
            also fires when a glyph reaches a pixel or more into the ink of the basic letters of the \
            line above or below (consecutive lines, and labels stacked flush, sit one line box apart), \
            so an accented capital touches a 'g' or 'y' over it. It names the line box used (hhea, or typo with \
            USE_TYPO_METRICS and STAT).

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
    /// Glyphs of the product's characters that reach beyond a one-line label's top or bottom by
    /// ``AuditChecks/edgeThreshold`` or more, or whose ink, at UILabel's line spacing, meets the ink of the
    /// basic letters on the neighbouring line (docs/model.md#glyphs-and-the-line-box).
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
        let ascender = Int(saturating: resolved.adjustedAscenderUnits.rounded(.down))
        let descender = resolved.descender
        let lineHeight = ascender - descender
        let basic = ink.basic
        let parts = edgeOverflow(ink) + neighbourOverlap(ink, basic: basic, lineHeight: lineHeight)
        guard !parts.isEmpty else { return nil }
        let source = resolved.source == .hhea ? "hhea" : "OS/2 \(resolved.source.rawValue)"
        return Finding(
            .glyphsOutsideLineBox,
            parts.joined(separator: "; ") + " (line box \(source) \(ascender) + \(-descender) = \(lineHeight) units)")
    }

    /// The glyphs that reach ``AuditChecks/edgeThreshold`` or more beyond a one-line label at the audit's
    /// size, at any of its scales, worst first: "'g' (U+0067) reaches 5.2 px below a one-line
    /// label at 17 pt @3x, …". The label is `ceil(lineHeight × k)` pixels tall with its baseline
    /// `round(ascender × k)` pixels down (docs/model.md#the-label-model); the ink is not rounded.
    private func edgeOverflow(_ ink: CharacterInk) -> [String] {
        struct Reach {
            var glyph: CharacterInk.Glyph
            var pixels: Double
            var above: Bool
            var scale: Double
            var isBasic: Bool
        }
        // Each scale's label once: the room above and below the baseline, in pixels, and the
        // factors `ResolvedMetrics.points` multiplies by, kept in its order of operations
        // (units × size × scale ÷ unitsPerEm) so each pixel count is the same number to the bit.
        // Computed here rather than by calling it for every glyph at every scale, which, from
        // another module, cost more than the rest of the audit's rules together (`make bench`).
        let (pointSize, unitsPerEm) = (checks.pointSize, Double(resolved.unitsPerEm))
        let rooms = checks.scales.map { scale in
            let label = resolved.label(pointSize: pointSize, scale: scale)
            return (scale: scale, above: label.baselineFromTop * scale, below: label.baselineInset * scale)
        }
        // The least top and depth, in font units, that can reach the smaller threshold at any scale,
        // a millionth lower than the exact bound (whatever its sign): a glyph short of both is passed
        // over before its pixels are counted (most glyphs are; they were most of this rule's time),
        // and the pixels of the others are counted as above, so every reach is the same number to the bit.
        let least = min(AuditChecks.edgeThreshold.basic, AuditChecks.edgeThreshold.other)
        func lowered(_ pixels: Double, _ scale: Double) -> Double {
            let units = pixels * unitsPerEm / (pointSize * scale)
            return units - abs(units) * 1e-6 - 1e-6
        }
        let (reachesAbove, reachesBelow) = rooms.reduce((Double.infinity, Double.infinity)) { bound, room in
            (min(bound.0, lowered(least + room.above, room.scale)), min(bound.1, lowered(least + room.below, room.scale)))
        }
        var reaches: [Reach] = []
        for glyph in ink.glyphs {
            let (top, bottom) = (Double(glyph.yMax), Double(-glyph.yMin))
            guard top >= reachesAbove || bottom >= reachesBelow else { continue }
            let isBasic = CharacterRanges.isBasic(glyph.scalar.value)
            let threshold = isBasic ? AuditChecks.edgeThreshold.basic : AuditChecks.edgeThreshold.other
            var worst: Reach?
            for room in rooms {
                let above = top * pointSize * room.scale / unitsPerEm - room.above
                let below = bottom * pointSize * room.scale / unitsPerEm - room.below
                if above >= threshold, above > (worst?.pixels ?? 0) {
                    worst = Reach(glyph: glyph, pixels: above, above: true, scale: room.scale, isBasic: isBasic)
                }
                if below >= threshold, below > (worst?.pixels ?? 0) {
                    worst = Reach(glyph: glyph, pixels: below, above: false, scale: room.scale, isBasic: isBasic)
                }
            }
            if let worst { reaches.append(worst) }
        }
        // Basic letters first (a cut 'g' is in every text), each group worst first.
        reaches.sort {
            if $0.isBasic != $1.isBasic { return $0.isBasic }
            return $0.pixels != $1.pixels ? $0.pixels > $1.pixels : $0.glyph.scalar.value < $1.glyph.scalar.value
        }
        guard let first = reaches.first else { return [] }
        func reach(_ r: Reach) -> String {
            "\(r.glyph.name) \(AuditChecks.number(r.pixels, decimals: 1)) px \(r.above ? "above" : "below")"
        }
        let size = "\(AuditChecks.number(checks.pointSize)) pt @\(AuditChecks.number(first.scale))x"
        var message =
            "\(first.glyph.name) reaches \(AuditChecks.number(first.pixels, decimals: 1)) px "
            + "\(first.above ? "above the top" : "below the bottom") of a one-line label at \(size)"
        let others = reaches.dropFirst()
        if !others.isEmpty {
            message +=
                ", and " + others.prefix(3).map(reach).joined(separator: ", ")
                + (others.count > 3 ? " and \(others.count - 3) more" : "")
        }
        return [message + ": a view that clips to its bounds cuts \(others.isEmpty ? "it" : "them") off"]
    }

    /// Where a glyph's ink, at UILabel's line spacing, meets the basic letters of the line above
    /// or below: the next line's baseline is `lineHeight` lower, so its tallest glyph meets this
    /// line's lowest neighbour when its top, that much lower, is above that ink's bottom.
    private func neighbourOverlap(_ ink: CharacterInk, basic: [CharacterInk.Glyph], lineHeight: Int) -> [String] {
        let neighbours = basic.isEmpty ? ink.glyphs : basic
        guard let lowest = neighbours.min(by: { $0.yMin < $1.yMin }),
            let highest = neighbours.max(by: { $0.yMax < $1.yMax }),
            let tallest = ink.glyphs.max(by: { $0.yMax < $1.yMax }),
            let deepest = ink.glyphs.min(by: { $0.yMin < $1.yMin })
        else { return [] }
        let overlapAbove = tallest.yMax - lineHeight - lowest.yMin
        let overlapBelow = highest.yMax - (deepest.yMin + lineHeight)
        // A device pixel or more at the audit's size and largest scale: less, and the two inks
        // share at most a row of antialiasing (Inter 4.1's 0.02 px was the only reason it warned).
        func visible(_ units: Int) -> Bool {
            Double(units) * checks.pointSize * checks.scale / Double(unitsPerEm) >= 1 - PixelMath.tolerance
        }
        var parts: [String] = []
        if overlapAbove > 0 && visible(overlapAbove) {
            parts.append(
                "\(tallest.name) meets \(lowest.name) of the line above by \(overlapAbove) units "
                    + "(\(checks.pixels(overlapAbove, unitsPerEm: unitsPerEm))) at UILabel's line spacing")
        }
        if overlapBelow > 0 && visible(overlapBelow) {
            parts.append(
                "\(deepest.name) meets \(highest.name) of the line below by \(overlapBelow) units "
                    + "(\(checks.pixels(overlapBelow, unitsPerEm: unitsPerEm))) at UILabel's line spacing")
        }
        return parts
    }
}
