import FontProbeModel

/// `missing-basic-latin` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let missingBasicLatin = Rule(
        id: "missing-basic-latin",
        severity: .warning,
        title: "The cmap maps most but not all of A-Z, a-z and 0-9.",
        explanation: """
            iOS: a character the font does not map is drawn in a fallback font CoreText picks from its \
            cascade list [I: docs/model.md, font fallback], usually the system font, so a word that mixes \
            mapped and unmapped letters is set in two typefaces, with two x heights and two weights, on \
            the same baseline; nothing warns at build or run time. The finding names the characters \
            missing, by group (capitals, lowercase letters, digits).

            Only a face that maps at least half of the 62 is checked: one that maps fewer is a symbol, \
            icon or other-script font (Debian's Arabic, Indic and emoji fonts map the digits and no \
            letter), whose Latin text falls back by design.

            Android, Windows and the web fall back the same way, each to its own default font.

            Fix: add the missing glyphs, or make sure no text set in this font contains them.
            """)
}

extension AuditChecks.Face {
    /// The characters of A–Z, a–z and 0–9 a face that maps at least half of them does not map.
    var missingBasicLatin: Finding? {
        let coverage = metrics.basicLatin
        let total = BasicLatinCoverage.Group.allCases.reduce(0) { $0 + $1.range.count }
        guard coverage.count * 2 >= total, coverage.count < total else { return nil }
        let parts = BasicLatinCoverage.Group.allCases.compactMap { group -> String? in
            let missing = coverage.missing(in: group)
            guard !missing.isEmpty else { return nil }
            return "\(missing.count) of the \(group.range.count) \(group.name) (\(BasicLatinCoverage.runs(missing)))"
        }
        return Finding(
            .missingBasicLatin,
            "the cmap lacks " + parts.joined(separator: ", ")
                + ": iOS draws them in a fallback font, so words that contain them mix two typefaces")
    }
}
