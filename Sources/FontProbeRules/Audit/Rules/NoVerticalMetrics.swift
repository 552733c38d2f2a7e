import FontProbeModel

/// `no-vertical-metrics` (docs/commands/audit.md#rules): the rule. It is found where a
/// face is read or resolved (`AuditChecks.finding(for:)`, `AuditChecks.findings(for:)`).
extension Rule {
    package static let noVerticalMetrics = Rule(
        id: "no-vertical-metrics",
        severity: .error,
        title: "hhea, OS/2 typo and OS/2 win ascender and descender are all 0 or missing.",
        explanation: """
            iOS: CoreText has no ascender or descender to build a line from [P: docs/model.md, which \
            vertical metrics CoreText uses], so UIFont's lineHeight is 0 or a guess, and a UILabel with this font can collapse or overlap its neighbours. fontprobe \
            reports no metrics for such a face rather than a row of zeros.

            Android: FreeType falls back from hhea to OS/2 typo and then win [P: docs/model.md, Android]; \
            with all of them 0, a Compose Text (no font padding) has a line 0 px tall, and a View with \
            font padding lays its line on the head box. Windows falls back to nothing at all (win \
            metrics of 0 clip every glyph), and browsers compute a line height of 0 or an engine-specific \
            guess.

            Fix: set hhea ascender and descender, the OS/2 typo values and usWinAscent/usWinDescent.
            """)
}
