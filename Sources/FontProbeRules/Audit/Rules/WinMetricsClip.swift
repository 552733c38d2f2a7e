import FontProbeModel

/// `win-metrics-clip` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let winMetricsClip = Rule(
        id: "win-metrics-clip",
        severity: .warning,
        isEnabledByDefault: false,
        title: "usWinAscent or usWinDescent do not cover the glyph extremes (head yMax/yMin). Off by default.",
        explanation: """
            iOS: nothing changes. CoreText does not use the win metrics [P: docs/model.md, which \
            vertical metrics CoreText uses], unless hhea and typo are both 0, when fontprobe, like \
            FreeType, falls back to them. So the rule is off by default; turn it on (`audit --enable \
            win-metrics-clip`, or `rules: {win-metrics-clip: warning}` in fontprobe.yml) when the same \
            fonts also ship on Windows.

            Windows clips every glyph at usWinAscent above and usWinDescent below the baseline (GDI, and \
            DirectWrite without USE_TYPO_METRICS), so the tops of tall accents and the bottoms of deep \
            descenders are cut off, in browsers on Windows too.

            Fix: set usWinAscent to at least head.yMax and usWinDescent to at least -head.yMin.
            """)
}

extension AuditChecks.Face {
    var winClip: Finding? {
        guard let os2 = metrics.os2, let box = metrics.fontBounds else { return nil }
        var parts: [String] = []
        if os2.winAscent < box.yMax {
            parts.append("usWinAscent \(os2.winAscent) is \(box.yMax - os2.winAscent) units below head.yMax \(box.yMax)")
        }
        if os2.winDescent < -box.yMin {
            parts.append(
                "usWinDescent \(os2.winDescent) is \(-box.yMin - os2.winDescent) units short of head.yMin \(box.yMin)")
        }
        guard !parts.isEmpty else { return nil }
        return Finding(.winMetricsClip, parts.joined(separator: "; ") + ": Windows clips the glyphs beyond")
    }
}
