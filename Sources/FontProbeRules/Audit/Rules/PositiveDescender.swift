import FontProbeModel

/// `positive-descender` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let positiveDescender = Rule(
        id: "positive-descender",
        severity: .warning,
        platforms: [.android, .web, .flutter],
        title: "A descender (hhea or OS/2 typo) is stored as a positive number.",
        explanation: """
            iOS: nothing changes. CoreText reads the descender as a distance below the baseline whatever \
            its sign (-abs(d)) [P: docs/model.md, which vertical metrics CoreText uses, rule 4], so \
            UIFont's descender and lineHeight, and every label, come out right. Hence info, unless \
            `android` or `web` is among the platforms and the value is the one it reads.

            Android: FreeType and Skia take the sign as stored and put the descent above the baseline; \
            the line's extent starts at the baseline [P: minikin, docs/model.md#android], so a line without \
            font padding (Compose's default) ends at the baseline: short by the descender once, with the \
            descenders hanging into the line below. A TextView's single padded line is the head box and \
            does not change. Other readers that take the value as stored are not measured here. With \
            `android` in `platforms:` (`--platform android`) the finding is a warning and says, in Android \
            pixels at the audit's size and largest scale (sp and density), how much shorter the line is.

            The web: Skia hands Chromium the descent as stored, which Chromium rounds to a device pixel, so \
            a line at `line-height: normal` is the ascent less the descent plus the line gap: short by two \
            descenders, and without a line gap it ends above the baseline [M: headless Chromium, \
            docs/design-tools.md#css]. With `web` listed the finding is a warning and says, in device \
            pixels at the audit's size in CSS px and largest scale as the device pixel ratio, how much \
            shorter the line is.

            Flutter on Android, Linux and the web reads the descender through FreeType as Android does, and \
            SkParagraph adds it as stored: a Text's line is short by two descenders [P: docs/model.md, \
            Flutter]; on iOS CoreText reads it below the baseline. With `flutter` listed the finding is a \
            warning and says, in device pixels at the audit's size in logical px and largest scale as the \
            device pixel ratio, how much shorter the line is.

            Either way, a line short by less than a pixel is info.

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
        // Android and the web read the stored value only from the table Skia takes
        // (docs/model.md#android, docs/design-tools.md#css).
        let android = AndroidMetrics(metrics).flatMap { $0.descender > 0 ? $0 : nil }
        let web = CSSLineBox.table(metrics).map { $0.descender > 0 } == true
        guard android != nil || web else {
            return Finding(.positiveDescender, tables + " (not the value Android or the web reads)", severity: .info)
        }
        // Flutter on Android reads what Android reads (FreeType).
        let readers = [
            android != nil ? Platform.android : nil, web ? Platform.web : nil, android != nil ? Platform.flutter : nil,
        ]
        .compactMap { $0 }
        guard readers.contains(where: checks.platforms.contains) else {
            let names =
                readers.dropLast().map(\.name).joined(separator: ", ") + (readers.count > 1 ? " and " : "")
                + readers[readers.count - 1].name
            return Finding(
                .positiveDescender, tables + " (it matters on \(names), which platforms: does not list)",
                severity: .info)
        }
        let size = AuditChecks.number(checks.pointSize)
        let scale = AuditChecks.number(checks.scale)
        var effects: [String] = []
        var short = 0.0
        // What the font means: the same reading with the descender below the baseline.
        let fixed = android.map { android in
            var fixed = android
            fixed.descender = -android.descender
            return fixed
        }
        // A Compose Text at the size in sp at the largest scale as the density: the line as laid
        // out, against the same line with the descender below the baseline.
        if let android, let fixed, checks.platforms.contains(.android) {
            let textSize = checks.pointSize * checks.scale
            if let line = android.integerMetrics(textSize: textSize).compose(),
                let meant = fixed.integerMetrics(textSize: textSize).compose()
            {
                short = max(short, Double(meant.height - line.height))
                effects.append(
                    "on Android a line at \(size) sp @\(scale)x (a Compose Text) ends at its baseline, \(line.height) px high "
                        + "where the font means \(meant.height) px: \(meant.height - line.height) px short, its descenders over "
                        + "the next line")
            }
        }
        // Chromium's line at `line-height: normal`, the size in CSS px at the scale as the device
        // pixel ratio, against the same line with the descender below the baseline.
        if web, checks.platforms.contains(.web), let line = CSSLineBox(metrics, fontSize: checks.pointSize, scale: checks.scale),
            let meant = CSSLineBox(metrics.descendersBelowTheBaseline, fontSize: checks.pointSize, scale: checks.scale)
        {
            let (height, meantHeight) = (line.height * checks.scale, meant.height * checks.scale)
            short = max(short, meantHeight - height)
            effects.append(
                "on the web a line at \(size) CSS px @\(scale)x (Chromium, line-height: normal) is "
                    + "\(AuditChecks.number(height)) px high where the font means \(AuditChecks.number(meantHeight)) px: "
                    + "\(AuditChecks.number(meantHeight - height)) px short")
        }
        // Flutter's Text on Android at the size in logical px and the scale as the device pixel
        // ratio, against the same Text with the descender below the baseline.
        if let android, let fixed, checks.platforms.contains(.flutter) {
            func height(_ metrics: AndroidMetrics) -> Double {
                FlutterLineBox(FlutterFontMetrics(metrics, fontSize: checks.pointSize), fontSize: checks.pointSize).height
                    * checks.scale
            }
            let (line, meant) = (height(android), height(fixed))
            short = max(short, meant - line)
            effects.append(
                "in Flutter on Android a Text at \(size) logical px @\(scale)x is \(AuditChecks.number(line)) px high where "
                    + "the font means \(AuditChecks.number(meant)) px: \(AuditChecks.number(meant - line)) px short")
        }
        guard !effects.isEmpty else { return Finding(.positiveDescender, tables) }
        return Finding(
            .positiveDescender, tables + ": " + effects.joined(separator: "; ") + (short < 1 ? " (under a pixel, so info)" : ""),
            severity: short < 1 ? .info : nil)
    }
}

extension FontMetrics {
    /// These metrics with every descender below the baseline (hhea and OS/2 typo as distances
    /// made negative): the line the font means, to weigh a positive descender against.
    var descendersBelowTheBaseline: FontMetrics {
        var fixed = self
        if let descender = hhea?.descender { fixed.hhea?.descender = -abs(descender) }
        if let descender = os2?.typoDescender { fixed.os2?.typoDescender = -abs(descender) }
        return fixed
    }
}
