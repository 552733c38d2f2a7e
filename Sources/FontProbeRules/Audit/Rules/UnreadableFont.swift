import FontProbeModel

/// `unreadable-font` (docs/commands/audit.md#rules): the rule. It is found where a
/// face is read or resolved (`AuditChecks.finding(for:)`, `AuditChecks.findings(for:)`).
extension Rule {
    package static let unreadableFont = Rule(
        id: "unreadable-font",
        severity: .error,
        title: "The file, or one face of a collection, cannot be read as an OpenType or TrueType font.",
        explanation: """
            iOS: a font CoreText cannot load is not registered, so UIFont(name:size:) returns nil and text \
            falls back to another font, usually without any message in the app [P: Apple, UIFont init(name:size:) \
            returns nil for a font it cannot find].

            Android, Windows and the web refuse the same file: Typeface creation fails, Windows will not \
            install it, and a browser drops the @font-face rule and uses the fallback font.

            Fix: the reason fontprobe gives says what is wrong (a truncated download, a file that is not a \
            font, a broken table directory). Export the font again from its source.
            """)
}
