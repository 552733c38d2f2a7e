import FontProbeModel

/// `notdef-missing` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let notdefMissing = Rule(
        id: "notdef-missing",
        severity: .info,
        title: "Glyph 0 is no drawn .notdef: it is another glyph, or it is empty.",
        explanation: """
            iOS: a character the font does not have is taken from another font of the system's cascade \
            first; where none has it, the font's own glyph 0, .notdef, is drawn [I: CoreText draws \
            glyph 0 for a missing glyph, as every OpenType renderer does]. An empty .notdef shows as \
            nothing, so the missing text vanishes without a sign, and a font whose glyph 0 is another \
            glyph (a space, a letter) draws that glyph instead. Text in the characters the font has is \
            unaffected: the finding is info.

            Android, Windows and the web draw .notdef the same way (the "tofu" box when the font \
            provides one), where their own fallback finds no other font.

            Fix: make glyph 0 a drawn .notdef, a box, as the OpenType specification recommends.
            """)
}

extension AuditChecks.Face {
    /// `notdef-missing`: glyph 0 named as another glyph, or without an outline.
    var notdefMissing: Finding? {
        switch metrics.notdef {
        case .missing(let name):
            return Finding(
                .notdefMissing,
                "glyph 0 is '\(name)', not '.notdef': a character missing from the font and from the fallback "
                    + "fonts is drawn as '\(name)'")
        case .empty:
            return Finding(
                .notdefMissing,
                "'.notdef' (glyph 0) has no outline: a character missing from the font and from the fallback "
                    + "fonts shows as nothing")
        case .drawn, nil:
            return nil
        }
    }
}
