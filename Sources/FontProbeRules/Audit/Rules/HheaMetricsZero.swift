import FontProbeModel

/// `hhea-metrics-zero` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let hheaMetricsZero = Rule(
        id: "hhea-metrics-zero",
        severity: .error,
        platforms: [.ios],
        title: "hhea ascender and descender are both 0.",
        explanation: """
            iOS: CoreText takes a font's line metrics from hhea. With zeros, what it does is not \
            documented: fontprobe assumes it falls back to OS/2 typo, then win, as FreeType does, so the \
            iOS numbers reported for this font are an inference, not UIKit's known values. Apps and \
            engines that read hhea directly (older macOS text code, some layout libraries) get a line of \
            height 0.

            Android (FreeType) falls back to typo or win; Windows uses win (or typo with USE_TYPO_METRICS); \
            browsers follow the platform, so the line height differs by platform.

            Fix: copy the intended ascender, descender and line gap into hhea.
            """)
}

extension AuditChecks.Face {
    var hheaZero: Finding? {
        guard metrics.hhea.map({ $0.ascender == 0 && $0.descender == 0 }) ?? true else { return nil }
        let what = metrics.hhea == nil ? "the font has no hhea table" : "hhea ascender and descender are 0"
        let fallback = resolved.source == .typo ? "OS/2 typo" : "OS/2 win"
        return Finding(
            .hheaMetricsZero,
            "\(what); fontprobe falls back to \(fallback) \(AuditChecks.triple(resolved)) as FreeType does, "
                + "which for CoreText is an inference")
    }
}
