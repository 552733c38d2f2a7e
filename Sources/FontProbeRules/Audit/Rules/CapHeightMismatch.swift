import FontProbeModel

/// `cap-height-mismatch` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let capHeightMismatch = Rule(
        id: "cap-height-mismatch",
        severity: .warning,
        platforms: [.ios],
        title: "OS/2 sCapHeight puts the cap line on another pixel row than the top of the flat capitals at the audit size.",
        explanation: """
            iOS: UIFont.capHeight is sCapHeight [P: docs/model.md, UIFont metrics at a point size], so a \
            label aligned on its cap height (the alignment-rect \
            insets fontprobe computes) lines up with the declared value, not with the capitals: the text \
            sits above or below the line the design draws by the difference. The cap line of the \
            outlines is the median top of the flat capitals H, I, E, F, L and T (of the two middle tops, \
            the lower), so a swash 'H' or an overshoot does not move it; a font whose U+0048 is not the \
            letter (a dingbat named 'a35') is not checked. The finding fires where, at the audit size \
            and its largest scale, the declared cap height and the capitals' top round to different pixel \
            rows and are half a pixel or more apart: only then does a cap-aligned label's line miss the \
            ink for a reason of the font's.

            The web's `text-box-edge: cap` and `cap` unit use the same declared value, so CSS leading trim \
            is off by the same amount. Android and Windows layouts that align on measured glyph bounds do \
            not see it, so the platforms disagree.

            Fix: set sCapHeight to the flat top of the capitals (overshoots of round letters such as \
            'O' do not count).
            """)
}

extension AuditChecks.Face {
    /// The cap line of the outlines in font units: the lower median of the tops of the flat
    /// capitals (``CapLine``), or the top of 'H' when only that was measured; `nil` when the font
    /// maps U+0048 to a glyph that is not the letter (a dingbat font has no Latin cap line).
    var capLineTop: Int? {
        guard metrics.capitalHIsLetter else { return nil }
        return CapLine.top(metrics.capitalTops) ?? metrics.capGlyphBounds?.yMax
    }

    /// "the top of 'H' (740)", or "the top of the flat capitals (700: the median of the tops of
    /// H, I, E, F, L and T)".
    var capLineDescription: String {
        guard let top = capLineTop else { return "" }
        guard metrics.capitalTops.count > 1 else { return "the top of 'H' (\(top))" }
        return "the top of the flat capitals (\(top): the median of the tops of "
            + "\(metrics.capitalTops.count) of H, I, E, F, L and T)"
    }

    /// `cap-height-mismatch` and, for `.x`, `x-height-mismatch`: the cap height from
    /// ``AuditChecks/capThreshold`` pixels at the audit size, the x height from 1% of the em.
    func heightMismatch(_ kind: HeightKind) -> Finding? {
        let height = metrics.height(kind)
        if height.source == .os2, let unmeasured = unmeasuredGlyphs(kind) {
            return Finding(kind == .cap ? .capHeightMismatch : .xHeightMismatch, unmeasured)
        }
        guard height.source == .os2, let declared = height.units,
            let top = kind == .cap ? capLineTop : metrics.glyphBounds(kind)?.yMax
        else { return nil }
        let gap = declared - top
        func row(_ units: Int) -> Double {
            PixelMath.round(resolved.points(Double(units), size: checks.pointSize, scale: checks.scale))
        }
        switch kind {
        case .cap:
            // Decided on whole pixel rows: the label's cap line sits round(capHeight × k) above the
            // baseline, so a declared cap height and an ink top that round to the same row put the
            // cap line on the ink, however far apart they are geometrically (Nimbus Sans: 0.5 px).
            // As in cap-line-misses-ink, a gap under half a pixel that happens to straddle a row
            // boundary is not reported either.
            let pixels = resolved.points(Double(abs(gap)), size: checks.pointSize, scale: checks.scale)
            guard row(declared) != row(top), pixels >= AuditChecks.capThreshold else { return nil }
        case .x: guard Double(abs(gap)) > AuditChecks.heightTolerance * Double(unitsPerEm) else { return nil }
        }
        let percent = AuditChecks.number(100 * Double(abs(gap)) / Double(unitsPerEm), decimals: 1)
        let outline = kind == .cap ? capLineDescription : "the top of '\(kind.glyph)' (\(top))"
        return Finding(
            kind == .cap ? .capHeightMismatch : .xHeightMismatch,
            "OS/2 \(kind.field) \(declared) is \(abs(gap)) units \(gap < 0 ? "below" : "above") \(outline): "
                + "\(percent)% of the em, " + checks.pixels(abs(gap), unitsPerEm: unitsPerEm))
    }

    /// "not checked: …" when 'H' and 'x' were not loaded because the file's glyph budget was spent
    /// (docs/security.md#time), so a rule that compares with their tops cannot say it passed.
    func unmeasuredGlyphs(_ kind: HeightKind) -> String? {
        guard metrics.heightGlyphsUnmeasured else { return nil }
        return "not checked: '\(kind.glyph)' was not measured, since the file's "
            + "\(Int(CharacterInk.fileBudget)) s glyph budget was spent on its other faces"
    }
}
