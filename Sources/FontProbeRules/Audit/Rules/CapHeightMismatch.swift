import FontProbeModel

/// `cap-height-mismatch` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let capHeightMismatch = Rule(
        id: "cap-height-mismatch",
        severity: .warning,
        title: "OS/2 sCapHeight is more than 1% of the em away from the top of the 'H' outline.",
        explanation: """
            iOS: UIFont.capHeight is sCapHeight [P: docs/model.md, UIFont metrics at a point size], so a \
            label aligned on its cap height (the alignment-rect \
            insets fontprobe computes) lines up with the declared value, not with the capitals: the text \
            sits above or below the line the design draws by the difference. At 17 pt on a 3x screen, 1% \
            of the em is half a pixel.

            The web's `text-box-edge: cap` and `cap` unit use the same declared value, so CSS leading trim \
            is off by the same amount. Android and Windows layouts that align on measured glyph bounds do \
            not see it, so the platforms disagree.

            Fix: set sCapHeight to the flat top of 'H' (overshoots of round letters such as 'O' do not \
            count).
            """)
}

extension AuditChecks.Face {
    /// `cap-height-mismatch` and, for `.x`, `x-height-mismatch`.
    func heightMismatch(_ kind: HeightKind) -> Finding? {
        let height = metrics.height(kind)
        if height.source == .os2, let unmeasured = unmeasuredGlyphs(kind) {
            return Finding(kind == .cap ? .capHeightMismatch : .xHeightMismatch, unmeasured)
        }
        guard height.source == .os2, let declared = height.units, let top = metrics.glyphBounds(kind)?.yMax
        else { return nil }
        let gap = declared - top
        guard Double(abs(gap)) > AuditChecks.heightTolerance * Double(unitsPerEm) else { return nil }
        let percent = AuditChecks.number(100 * Double(abs(gap)) / Double(unitsPerEm), decimals: 1)
        return Finding(
            kind == .cap ? .capHeightMismatch : .xHeightMismatch,
            "OS/2 \(kind.field) \(declared) is \(abs(gap)) units \(gap < 0 ? "below" : "above") the top of "
                + "'\(kind.glyph)' (\(top)): \(percent)% of the em, "
                + checks.pixels(abs(gap), unitsPerEm: unitsPerEm))
    }

    /// "not checked: …" when 'H' and 'x' were not loaded because the file's glyph budget was spent
    /// (docs/security.md#time), so a rule that compares with their tops cannot say it passed.
    func unmeasuredGlyphs(_ kind: HeightKind) -> String? {
        guard metrics.heightGlyphsUnmeasured else { return nil }
        return "not checked: '\(kind.glyph)' was not measured, since the file's "
            + "\(Int(CharacterInk.fileBudget)) s glyph budget was spent on its other faces"
    }
}
