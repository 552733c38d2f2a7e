import FontProbeModel

/// `line-gap-nonzero` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let lineGapNonzero = Rule(
        id: "line-gap-nonzero",
        severity: .info,
        platforms: [.ios],
        title: "The line gap CoreText uses is not 0.",
        explanation: """
            iOS: UIFont.leading reports the line gap, but UILabel ignores it: a label's line is ascender \
            + |descender| tall [S: docs/model.md, the label model]. UITextView and TextKit add the leading between lines, so the same text is \
            spaced differently in a label and in a text view.

            Android's Paint.getFontSpacing includes it; Windows adds it as external leading (GDI) or line \
            gap (DirectWrite); browsers add it to `line-height: normal`, so a web page spaces lines wider \
            than a UILabel.

            Fix: if the design wants the same spacing everywhere, set the line gap to 0 and set line \
            heights explicitly (see `fontprobe metrics`).
            """)
}

extension AuditChecks.Face {
    var lineGap: Finding? {
        guard resolved.lineGap != 0 else { return nil }
        let leading = resolved.atSize(checks.pointSize).leading
        return Finding(
            .lineGapNonzero,
            "line gap \(resolved.lineGap) units: UIFont.leading is \(AuditChecks.number(leading)) pt at "
                + "\(AuditChecks.number(checks.pointSize)) pt, which UILabel ignores and UITextView adds")
    }
}
