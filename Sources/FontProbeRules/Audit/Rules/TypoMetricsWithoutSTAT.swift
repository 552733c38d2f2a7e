import FontProbeModel

/// `typo-metrics-without-stat` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let typoMetricsWithoutSTAT = Rule(
        id: "typo-metrics-without-stat",
        severity: .warning,
        title: "USE_TYPO_METRICS is set, the font has no STAT table, and hhea and typo differ.",
        explanation: """
            iOS: CoreText honours USE_TYPO_METRICS (OS/2 fsSelection bit 7) only in fonts that also have \
            a STAT table [P: WebKit pull request 17474, docs/model.md]; without one it uses hhea. So UIFont's ascender, descender and \
            lineHeight come from hhea.

            Android (FreeType 2.10 and later), Windows (DirectWrite, and browsers on Windows) and most \
            other renderers use OS/2 typo because the flag is set. The same text therefore gets one line \
            height on iOS and another everywhere else.

            Fix: add a STAT table (then iOS uses typo too), or make hhea equal to typo.
            """)
}

extension AuditChecks.Face {
    var typoMetricsWithoutSTAT: Finding? {
        guard let os2 = metrics.os2, os2.useTypoMetrics, !metrics.hasSTAT, let hhea = metrics.hhea,
            Self.triple(hhea) != Self.triple(os2)
        else { return nil }
        return Finding(
            .typoMetricsWithoutSTAT,
            "USE_TYPO_METRICS is set but there is no STAT table, so iOS uses hhea \(Self.triple(hhea)) "
                + "while FreeType and DirectWrite use OS/2 typo \(Self.triple(os2)) (ascender/descender/line gap)")
    }
}
