import FontProbeModel

/// `cap-height-missing` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let capHeightMissing = Rule(
        id: "cap-height-missing",
        severity: .warning,
        platforms: [.ios, .web],
        title: "OS/2 declares no cap height (version below 2, or sCapHeight 0).",
        explanation: """
            iOS: UIFont.capHeight, and with it every cap-height alignment in Auto Layout, needs a cap \
            height. fontprobe then measures the top of the 'H' outline; how CoreText fills in a missing \
            sCapHeight is not documented, so the predicted cap insets are less certain. When the font has \
            no 'H' outline either (a bitmap font), the cap height is unknown and cap alignment is \
            impossible. A font that maps no Latin capital, A to Z (icons, symbols, a non-Latin script), \
            is not reported: no text set in it has a cap line to align.

            Android has no cap-height metric and apps measure glyph bounds instead. Windows DirectWrite \
            estimates a cap height when OS/2 has none. The web's `cap` unit and `text-box-edge: cap` use \
            sCapHeight and fall back to an engine-specific estimate.

            The finding is info when the 'H' outline gives the cap height, and a warning when nothing \
            does.

            Fix: use OS/2 version 2 or later with sCapHeight set to the flat top of 'H'.
            """)
}

extension AuditChecks.Face {
    /// `cap-height-missing` and, for `.x`, `x-height-missing`; a font without Latin capitals gets no
    /// cap-height finding, and one without Latin lowercase letters no x-height finding.
    func missingHeight(_ kind: HeightKind) -> Finding? {
        guard metrics.basicLatin.mapsAny(of: kind == .cap ? .capitals : .lowercase) else { return nil }
        let height = metrics.height(kind)
        let rule: Rule = kind == .cap ? .capHeightMissing : .xHeightMissing
        let name = kind == .cap ? "cap height" : "x height"
        switch height.source {
        case .os2:
            return nil
        case .glyph:
            // Measured from the glyph, the insets exist: info, not a warning (an iOS user sees the
            // cap line where fontprobe puts it, within what the model already says it knows).
            return Finding(
                rule,
                "\(metrics.undeclaredHeightReason(kind)); the \(name) is measured from the top of "
                    + "'\(kind.glyph)' instead (\(height.units ?? 0) units)", severity: .info)
        case .none:
            return Finding(
                rule,
                "\(metrics.heightGlyphsUnmeasured ? "\(name) unknown" : "no \(name)") "
                    + "(\(metrics.missingHeightReason(kind))): the \(kind == .cap ? "cap" : "x-height") "
                    + "insets are unavailable")
        }
    }
}
