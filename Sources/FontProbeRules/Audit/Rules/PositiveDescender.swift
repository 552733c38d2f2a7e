import FontProbeModel

/// `positive-descender` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let positiveDescender = Rule(
        id: "positive-descender",
        severity: .info,
        title: "A descender (hhea or OS/2 typo) is stored as a positive number.",
        explanation: """
            iOS: nothing changes. CoreText reads the descender as a distance below the baseline whatever \
            its sign (-abs(d)) [P: docs/model.md, which vertical metrics CoreText uses, rule 4], so \
            UIFont's descender and lineHeight, and every label, come out right. Hence info.

            Android: FreeType and Skia take the sign as stored and put the descent above the baseline; \
            the line's extent starts at the baseline [P: minikin, docs/model.md#android], so a line without \
            font padding (Compose's default) ends at the baseline: short by the descender once, with the \
            descenders hanging into the line below. A TextView's single padded line is the head box and \
            does not change. Other readers that take the value as stored are not measured here.

            Fix: store descenders as negative numbers (hhea.descender and sTypoDescender are signed; \
            usWinDescent alone is positive).
            """)
}

extension AuditChecks.Face {
    var positiveDescender: Finding? {
        var parts: [String] = []
        if let hhea = metrics.hhea, hhea.descender > 0 {
            parts.append("hhea descender is +\(hhea.descender)")
        }
        if let os2 = metrics.os2, os2.typoDescender > 0 {
            parts.append("OS/2 sTypoDescender is +\(os2.typoDescender)")
        }
        guard !parts.isEmpty else { return nil }
        return Finding(
            .positiveDescender,
            parts.joined(separator: "; ")
                + ": CoreText reads a descender below the baseline, FreeType and others take the sign as stored")
    }
}
