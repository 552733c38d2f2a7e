import FontProbeModel

extension Rule {
    /// The SARIF and annotation rule of a text style that will not land where its design puts it.
    package static let styleMismatch = Rule(
        id: "style-mismatch",
        severity: .warning,
        title: "A text style of fontprobe.yml or its design tokens will not land in UIKit where the design puts it.",
        explanation: """
            A text style (a `styles:` entry, or a typography token of the design tokens file `styles:` names) \
            is checked against the face it names, at its size and the largest configured scale: a line height \
            below the font's ascender and descender (lines overlap, and a wrapper's lineSpacing cannot set two \
            such lines); a line height written as a multiple of the size, which set as UIKit's \
            lineHeightMultiple (a multiple of the font's own line height) lands a pixel or more elsewhere; \
            Helvetica's and Times's 15% taller ascender in UIKit, which no design tool draws; USE_TYPO_METRICS \
            without a STAT table where typo and hhea differ, which puts the web's line a pixel or more from \
            iOS's (a warning with `web` in `platforms:`, info otherwise; never where the tables are the same \
            and only the browser's rounding differs), and with `android` listed, Android's (a Compose Text, \
            in Android pixels), and with `flutter` listed, Flutter's on Android from Flutter's on iOS; and a font without a cap height, which a cap trim \
            cannot use. A line height below the font's by less than a device pixel is info.

            A style whose face the lockfile records, and which no configured face has any more (renamed \
            or removed by a release), is an error at the style that fails the check, naming what the \
            lockfile had and what is there now.

            Fix: set the style with `fontprobe spec`'s recipe; for the font's problems, fix the font.
            """)
}

/// The problems of one text style in the face it names (docs/commands/check.md#text-styles), at
/// `scale`, the largest configured: one sentence each, with the numbers, and its severity: a
/// warning where UIKit puts the text elsewhere than the design, info where it only could (a
/// multiple someone might set as lineHeightMultiple, a cap height a trim would need).
package enum StyleChecks {
    package static func problems(
        _ style: CheckConfiguration.Style, face: FontFace, scale k: Double, platforms: Set<Platform> = Platform.defaults
    ) -> [(severity: Severity, message: String)] {
        guard let resolved = face.metrics.resolved else { return [] }
        let size = style.size
        let font = resolved.atSize(size)
        func pt(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 2) }
        func px(_ value: Double) -> String { "\(NumberFormatting.trimmed(abs(value) * k, decimals: 1)) px @\(pt(k))x" }
        var problems: [(severity: Severity, message: String)] = []
        // A warning from a whole device pixel, as the rules (docs/commands/audit.md#rules); below
        // that, info: Apple's own Large Title, 34/41 pt, is 0.15 pt (0.4 px @3x) below Inter's.
        if let line = style.lineHeight, line < font.lineHeight - PixelMath.tolerance {
            let overlap = font.lineHeight - line
            problems.append(
                (
                    overlap * k >= 1 ? .warning : .info,
                    "lineHeight \(pt(line)) pt is below the font's ascender + descender, \(pt(font.lineHeight)) pt at "
                        + "\(pt(size)) pt: lines overlap by \(pt(overlap)) pt (\(px(overlap))"
                        + (overlap * k >= 1 ? "" : ", under a device pixel, so info")
                        + "), and a wrapper's lineSpacing cannot set two of them; use minimumLineHeight = maximumLineHeight"
                ))
        }
        let written: (multiple: Double, text: String)? =
            switch style.token?.lineHeight {
            case .multiple(let value): (value, NumberFormatting.size(value))
            case .percent(let value): (value / 100, NumberFormatting.size(value) + "%")
            default: nil
            }
        if let (multiple, text) = written, let line = style.lineHeight {
            let misread = multiple * font.lineHeight
            if abs(misread - line) * k >= 1 {
                problems.append(
                    (
                        .info,
                        "lineHeight \(text) is \(NumberFormatting.size(multiple)) × the size, "
                            + "\(pt(line)) pt; as lineHeightMultiple (a multiple of the font's \(pt(font.lineHeight)) pt line) "
                            + "it would be \(pt(misread)) pt, \(pt(abs(misread - line))) pt (\(px(misread - line))) "
                            + "\(misread > line ? "taller" : "shorter"); set minimumLineHeight = maximumLineHeight = \(pt(line))"
                    ))
            }
        }
        if font.legacyAscenderAdjustment > 0 {
            problems.append(
                (
                    .warning,
                    "UIKit adds 15% to the ascender of '\(face.metrics.familyName)' (docs/model.md#uifont-metrics-at-a-point-size): "
                        + "the first baseline sits \(pt(font.legacyAscenderAdjustment)) pt (\(px(font.legacyAscenderAdjustment))) "
                        + "lower than a design tool or the web draws it"
                ))
        }
        // Only where the tables differ: with hhea equal to typo (Inter) the web and iOS read the same
        // numbers, and any pixel between them is the browser's rounding, not the font's doing.
        if let os2 = face.metrics.os2, os2.useTypoMetrics, !face.metrics.hasSTAT, let hhea = face.metrics.hhea,
            (hhea.ascender, abs(hhea.descender), hhea.lineGap) != (os2.typoAscender, abs(os2.typoDescender), os2.typoLineGap),
            let web = CSSLineBox(face.metrics, fontSize: size, scale: k)
        {
            let label = resolved.label(pointSize: size, scale: k)
            // Android, where listed: a Compose Text at the size in sp and the scale as the
            // density, which reads typo as the web does (docs/model.md#android).
            if platforms.contains(.android),
                let android = AndroidMetrics(face.metrics)?.integerMetrics(textSize: size * k).compose()
            {
                let baseline = (Double(android.baseline) - label.baselineFromTop * k) / k
                let height = (Double(android.height) - label.labelHeight * k) / k
                if max(abs(baseline), abs(height)) * k >= 1 {
                    problems.append(
                        (
                            .warning,
                            "USE_TYPO_METRICS without a STAT table: Android reads typo, iOS hhea, so at \(pt(size)) sp "
                                + "a Compose Text's first baseline sits \(px(baseline)) \(baseline > 0 ? "lower" : "higher") "
                                + "and its line is \(px(height)) \(height >= 0 ? "taller" : "shorter") than UIKit's"
                        ))
                }
            }
            // Flutter, where listed: one app's Text at the style's size (logical px) and height on
            // Android, whose FreeType reads typo, against the same on iOS, whose CoreText reads hhea
            // (docs/model.md#flutter); the line is round(height × size) on both, the baseline moves.
            if platforms.contains(.flutter) {
                let text = PlatformTextStyle(height: style.lineHeight.map { $0 / size })
                func line(_ os: Platform) -> LinePixels? {
                    var style = text
                    style.os = os
                    return FlutterPlatform.lines(face.metrics, size: size, scale: k, count: 1, style: style)?.lines.first?.pixels
                }
                if let android = line(.android), let ios = line(.ios), abs(android.baseline - ios.baseline) >= 1 {
                    let shift = (android.baseline - ios.baseline) / k
                    problems.append(
                        (
                            .warning,
                            "USE_TYPO_METRICS without a STAT table: Flutter reads typo on Android and hhea on iOS, so at "
                                + "\(pt(size)) logical px a Text's first baseline sits \(px(shift)) "
                                + "\(shift > 0 ? "lower" : "higher") on Android than on iOS"
                        ))
                }
            }
            let baseline = web.baseline - label.baselineFromTop
            let height = web.height - label.labelHeight
            if max(abs(baseline), abs(height)) * k >= 1 {
                let shipsWeb = platforms.contains(.web)
                problems.append(
                    (
                        shipsWeb ? .warning : .info,
                        "USE_TYPO_METRICS without a STAT table: the web reads typo, iOS hhea, so at \(pt(size)) pt the web's "
                            + "first baseline sits \(px(baseline)) \(baseline > 0 ? "lower" : "higher") and its line is "
                            + "\(px(height)) \(height >= 0 ? "taller" : "shorter") than UIKit's"
                            + (shipsWeb ? "" : " (it matters on the web, which platforms: does not list)")
                    ))
            }
        }
        if font.capHeight == nil {
            problems.append(
                (
                    .info,
                    "the font has no cap height: a cap-height trim (Figma's vertical trim, CSS text-box) has nothing to trim to"
                ))
        }
        return problems
    }
}
