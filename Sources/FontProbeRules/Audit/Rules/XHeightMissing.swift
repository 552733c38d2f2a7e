import FontProbeModel

/// `x-height-missing` (docs/commands/audit.md#rules): the rule. Its check is
/// `missingHeight(.x)` in CapHeightMissing.swift, shared with `cap-height-missing`.
extension Rule {
    package static let xHeightMissing = Rule(
        id: "x-height-missing",
        severity: .info,
        platforms: [.ios, .web],
        title: "OS/2 declares no x height (version below 2, or sxHeight 0).",
        explanation: """
            iOS: only text aligned on its x height moves: code that reads UIFont.xHeight, or fontprobe's \
            x-height inset. Auto Layout and SwiftUI align on baselines and frames, never on the x height, \
            so labels laid out the usual way look the same; hence info. fontprobe measures the top of \
            the 'x' outline instead; how CoreText fills in a missing sxHeight is not documented [I], so \
            the predicted x-height insets are less certain. Without an 'x' outline too, the x height is \
            unknown. A font that maps no Latin lowercase letter, a to z (icons, symbols, a non-Latin \
            script), is not reported.

            Android has no x-height metric. Windows DirectWrite estimates one. On the web, the `ex` unit \
            and `font-size-adjust` use sxHeight and fall back to an estimate, so fallback fonts are \
            matched badly.

            The finding is info when the 'x' outline gives the x height, and a warning when nothing does.

            Fix: use OS/2 version 2 or later with sxHeight set to the flat top of 'x'.
            """)
}
