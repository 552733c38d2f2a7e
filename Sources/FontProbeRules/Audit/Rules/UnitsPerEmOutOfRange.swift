import FontProbeModel

/// `units-per-em-out-of-range` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let unitsPerEmOutOfRange = Rule(
        id: "units-per-em-out-of-range",
        severity: .error,
        title: "head.unitsPerEm is outside the 16…16384 the OpenType specification allows.",
        explanation: """
            iOS: what CoreText does with such a font is not documented; every metric UIFont reports is a \
            ratio to unitsPerEm, so nothing fontprobe could predict for it would be reliable.

            Android and every FreeType-based renderer (Linux, ChromeOS, many embedded systems) refuse the \
            font outright, so it is unreadable there. Windows and browsers validate the font before use and \
            may reject it too.

            Fix: scale the font to a standard em (1000 or 2048 units) in the font editor.
            """)
}

extension AuditChecks {
    /// The message of a unitsPerEm outside the range the specification allows.
    func unitsPerEmMessage(_ unitsPerEm: Int) -> String {
        "unitsPerEm is \(unitsPerEm); the OpenType specification allows \(FontMetrics.validUnitsPerEm.lowerBound) "
            + "to \(FontMetrics.validUnitsPerEm.upperBound)"
    }
}
