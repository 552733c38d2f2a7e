import FontProbeModel

/// `x-height-mismatch` (docs/commands/audit.md#rules): the rule. Its check is
/// `heightMismatch(.x)` in CapHeightMismatch.swift, shared with `cap-height-mismatch`.
extension Rule {
    package static let xHeightMismatch = Rule(
        id: "x-height-mismatch",
        severity: .info,
        platforms: [.ios],
        title: "OS/2 sxHeight is more than 1% of the em away from the top of the 'x' outline.",
        explanation: """
            iOS: UIFont.xHeight is sxHeight [P: docs/model.md, UIFont metrics at a point size], so only \
            lowercase text aligned on its x height (code that reads UIFont.xHeight, or fontprobe's \
            x-height inset) lines up with the declared value instead of the letters. Auto Layout and \
            SwiftUI have no x-height alignment, so labels laid out the usual way are not moved; hence \
            info. At 17 pt on a 3x screen, 1% of the em is half a pixel.

            On the web the `ex` unit and `font-size-adjust` use the declared value, so sizes computed from \
            it are off by the same ratio. Android and Windows layouts that measure glyph bounds do not see \
            it.

            Fix: set sxHeight to the flat top of 'x'.
            """)
}
