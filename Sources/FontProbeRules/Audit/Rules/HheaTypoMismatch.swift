import FontProbeModel

/// `hhea-typo-mismatch` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let hheaTypoMismatch = Rule(
        id: "hhea-typo-mismatch",
        severity: .info,
        title: "hhea and OS/2 typo ascender, descender or line gap differ.",
        explanation: """
            iOS: CoreText uses hhea (typo only with USE_TYPO_METRICS and a STAT table) [P: WebKit pull \
            request 17474, docs/model.md], so UIFont's \
            numbers come from one set and apps that read the other get different line heights.

            Android (FreeType) uses hhea unless USE_TYPO_METRICS is set; Windows uses win, or typo when \
            the flag is set; design tools and some layout engines read typo. Two sets that disagree make \
            line height depend on who reads the font.

            Fix: make hhea and typo equal (and set USE_TYPO_METRICS with a STAT table, so that every \
            platform reads typo).
            """)
}

extension AuditChecks.Face {
    /// The rules that `typoMetricsWithoutSTAT` already covers need not repeat it.
    var hheaTypoMismatch: Finding? {
        guard typoMetricsWithoutSTAT == nil, let os2 = metrics.os2, let hhea = metrics.hhea,
            hhea.ascender != 0 || hhea.descender != 0, os2.typoAscender != 0 || os2.typoDescender != 0,
            Self.normalized(hhea) != Self.normalized(os2)
        else { return nil }
        return Finding(
            .hheaTypoMismatch,
            "hhea \(Self.triple(hhea)) and OS/2 typo \(Self.triple(os2)) differ (ascender/descender/line gap); "
                + "CoreText uses \(resolved.source == .typo ? "typo" : "hhea")")
    }
}
