import FontProbeModel

/// `missing-characters` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let missingCharacters = Rule(
        id: "missing-characters",
        severity: .warning,
        title: "The cmap lacks characters that characters: (or --characters) lists.",
        explanation: """
            iOS: a character the font does not map is drawn in a fallback font CoreText picks from its \
            cascade list [I: docs/model.md, font fallback], so a word with one such letter is set in two \
            typefaces, with two x heights and two weights; nothing warns at build or run time. A subset \
            made for Western Europe drops Latin Extended-A, and every Polish, Czech or Turkish name falls back.

            The rule runs only where `characters:` in fontprobe.yml (or `--characters`) lists what the \
            product sets: named sets (`latin`, `latin-ext`, `vietnamese`, `cyrillic`, `greek`), ranges \
            (`U+0100-017F`) or characters. Each face's Unicode cmap is looked up for every listed character \
            that Unicode assigns and that is neither a control nor deprecated ('ŉ', U+0149); the finding names the first 8 missing and counts \
            them all. A face that maps fewer than half of the listed characters and fewer than half of A-Z, \
            a-z and 0-9 (an icon font, or one of another script) is not checked.

            Android, Windows and the web fall back the same way, each to its own default font.

            Fix: build the font (or its subset) with the characters the product sets, or list fewer.
            """)
}

extension AuditChecks.Face {
    /// The characters of the product's list the face's cmap lacks (``FontMetrics/coverage``).
    var missingCharacters: Finding? {
        guard let coverage = metrics.coverage, coverage.missingCount > 0 else { return nil }
        // An icon font or another script's: under half of the list and of the basic letters, so the
        // product's text falls back by design (Noto Sans Arabic maps 19 of latin and latin-ext's 318).
        let total = BasicLatinCoverage.Group.allCases.reduce(0) { $0 + $1.range.count }
        let mapped = coverage.checked - coverage.missingCount
        if mapped * 2 < coverage.checked, metrics.basicLatin.count * 2 < total { return nil }
        let shown = coverage.missing.map { GlyphQuery.character($0).description }
        let more = coverage.missingCount - shown.count
        return Finding(
            .missingCharacters,
            "the cmap lacks \(coverage.missingCount) of the \(coverage.checked) characters characters: lists: "
                + shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
                + ": every platform draws them in a fallback font, so words that contain them mix two typefaces")
    }
}
