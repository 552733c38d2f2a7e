import FontProbeModel

/// `positive-descender` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let positiveDescender = Rule(
        id: "positive-descender",
        severity: .warning,
        title: "A descender (hhea or OS/2 typo) is stored as a positive number.",
        explanation: """
            iOS: nothing changes. CoreText reads the descender as a distance below the baseline whatever \
            its sign (-abs(d)) [P: docs/model.md, which vertical metrics CoreText uses, rule 4], so \
            UIFont's descender and lineHeight, and every label, come out right. Hence info, unless \
            `android` is among the platforms and the value is the one Android reads.

            Android: FreeType and Skia take the sign as stored and put the descent above the baseline; \
            the line's extent starts at the baseline [P: minikin, docs/model.md#android], so a line without \
            font padding (Compose's default) ends at the baseline: short by the descender once, with the \
            descenders hanging into the line below. A TextView's single padded line is the head box and \
            does not change. Other readers that take the value as stored are not measured here. With \
            `android` in `platforms:` (`--platform android`) the finding is a warning and says, in Android \
            pixels at the audit's size and largest scale (sp and density), how much shorter the line is.

            Fix: store descenders as negative numbers (hhea.descender and sTypoDescender are signed; \
            usWinDescent alone is positive).
            """)
}

extension AuditChecks.Face {
    var positiveDescender: Finding? {
        var parts: [String] = []
        if let hhea = metrics.hhea, hhea.descender > 0 {
            parts.append("hhea descender is +\(hhea.descender)")
        }
        if let os2 = metrics.os2, os2.typoDescender > 0 {
            parts.append("OS/2 sTypoDescender is +\(os2.typoDescender)")
        }
        guard !parts.isEmpty else { return nil }
        let tables =
            parts.joined(separator: "; ")
            + ": CoreText reads a descender below the baseline, FreeType and others take the sign as stored"
        // Android reads the stored value only from the table Skia takes (docs/model.md#android).
        guard let android = AndroidMetrics(metrics), android.descender > 0 else {
            return Finding(.positiveDescender, tables + " (not the value Android reads)", severity: .info)
        }
        guard checks.platforms.contains(.android) else {
            return Finding(
                .positiveDescender, tables + " (it matters on Android, which platforms: does not list)", severity: .info)
        }
        // A Compose Text at the size in sp at the largest scale as the density: the line as laid
        // out, against the same line with the descender below the baseline.
        let textSize = checks.pointSize * checks.scale
        var fixed = android
        fixed.descender = -android.descender
        guard let line = android.integerMetrics(textSize: textSize).compose(),
            let meant = fixed.integerMetrics(textSize: textSize).compose()
        else { return Finding(.positiveDescender, tables) }
        return Finding(
            .positiveDescender,
            tables + ": on Android a line at \(AuditChecks.number(checks.pointSize)) sp @\(AuditChecks.number(checks.scale))x "
                + "(a Compose Text) ends at its baseline, \(line.height) px high where the font means \(meant.height) px: "
                + "\(meant.height - line.height) px short, its descenders over the next line")
    }
}
