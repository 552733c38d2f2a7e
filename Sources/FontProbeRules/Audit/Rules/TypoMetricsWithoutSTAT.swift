import FontProbeModel

/// `typo-metrics-without-stat` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let typoMetricsWithoutSTAT = Rule(
        id: "typo-metrics-without-stat",
        severity: .warning,
        platforms: [.web, .android, .flutter],
        title: "USE_TYPO_METRICS is set, the font has no STAT table, and hhea and typo differ.",
        explanation: """
            iOS: CoreText honours USE_TYPO_METRICS (OS/2 fsSelection bit 7) only in fonts that also have \
            a STAT table [P: WebKit pull request 17474, docs/model.md]; without one it uses hhea. So UIFont's ascender, descender and \
            lineHeight come from hhea.

            Android (Skia reads OS/2 typo whenever the flag is set, STAT or not [P: docs/model.md, \
            Android]), Windows (DirectWrite, and browsers on Windows) and most other renderers use OS/2 \
            typo because the flag is set. The same text therefore gets one line \
            height on iOS and another everywhere else.

            The finding is a warning where the web or Android put the first baseline or the line height a \
            pixel or more away from iOS at the audit's size and largest scale (the web as Chromium \
            lays it out [M: docs/design-tools.md, CSS]; Android as a Compose Text lays it out, without \
            font padding and in whole pixels, taking a point for a dp at the scale's density [P: \
            docs/model.md, Android]), and says by how much; info where the two land on the same pixels.

            Flutter reads the face as the operating system's font stack does: on Android FreeType's typo, \
            on iOS CoreText's hhea [P: docs/model.md, Flutter], so one Flutter app lays the text out two \
            ways. With `flutter` listed the finding weighs Flutter's Text on Android against Flutter's \
            Text on iOS, the size in logical px and the scale as the device pixel ratio.

            The rule speaks for the web, Android and Flutter: on an audit of iOS alone (`platforms: [ios]`, \
            the default) it is info and says where it would matter; with `web`, `android` or `flutter` \
            listed, it weighs those.

            Fix: add a STAT table (then iOS uses typo too), or make hhea equal to typo.
            """)
}

extension AuditChecks.Face {
    /// A warning where the web or Android (which honour USE_TYPO_METRICS) place a line a pixel or
    /// more away from iOS (hhea) at the audit size and largest scale, in its first baseline or its
    /// height; info otherwise (docs/model.md#typo-metrics-off-ios).
    var typoMetricsWithoutSTAT: Finding? {
        guard let os2 = metrics.os2, os2.useTypoMetrics, !metrics.hasSTAT, let hhea = metrics.hhea,
            Self.triple(hhea) != Self.triple(os2)
        else { return nil }
        let scale = checks.scale
        let label = resolved.label(pointSize: checks.pointSize, scale: scale)
        // The web: Chromium's line box at `line-height: normal`, taking a point for a CSS px
        // (docs/design-tools.md#css) [M]. Android: a Compose Text (font padding off, the default
        // since Compose 1.6), taking a point for a dp at the scale's density: the typo ascent and
        // descent in whole pixels (docs/model.md#android) [P].
        // With typo metrics read (the guard above), both line boxes always exist.
        guard let web = CSSLineBox(metrics, fontSize: checks.pointSize, scale: scale),
            let android = AndroidMetrics(metrics)?.integerMetrics(textSize: checks.pointSize * scale).compose()
        else { return nil }
        let tables =
            "USE_TYPO_METRICS is set but there is no STAT table, so iOS uses hhea \(Self.triple(hhea)) "
            + "while FreeType and DirectWrite use OS/2 typo \(Self.triple(os2)) (ascender/descender/line gap)"
        // Only the platforms the user ships are weighed; on iOS alone the difference is elsewhere.
        let shipped = checks.platforms.intersection([.web, .android, .flutter])
        guard !shipped.isEmpty else {
            return Finding(
                .typoMetricsWithoutSTAT,
                tables + ": it matters on the web, Android and Flutter, which this audit does not weigh (platforms: ios); "
                    + "iOS itself is unaffected", severity: .info)
        }
        let platforms = [
            (platform: Platform.web, name: "the web", baseline: web.baseline * scale, height: web.height * scale),
            (platform: .android, name: "Android", baseline: Double(android.baseline), height: Double(android.height)),
        ].filter { shipped.contains($0.platform) }
        let ios = (baseline: label.baselineFromTop * scale, height: label.labelHeight * scale)
        var apart = platforms.map { max(abs($0.baseline - ios.baseline), abs($0.height - ios.height)) }.max() ?? 0
        let shifts = platforms.map { platform in
            let baseline = Self.shift(platform.baseline - ios.baseline, "lower", "higher")
            let height = Self.shift(platform.height - ios.height, "taller", "shorter")
            guard baseline != nil || height != nil else { return "on \(platform.name) the text lands on the same pixels" }
            return "on \(platform.name) "
                + [baseline.map { "the first baseline sits \($0)" }, height.map { "a line is \($0)" }]
                .compactMap { $0 }.joined(separator: " and ")
        }
        var clauses = shifts.isEmpty ? [] : ["against iOS, " + shifts.joined(separator: "; ")]
        // Flutter: its Text on Android (FreeType, typo) against its Text on iOS (CoreText, hhea), the
        // size in logical px and the scale as the device pixel ratio (docs/model.md#flutter) [P; S].
        if shipped.contains(.flutter), let flutter = flutterShift(scale: scale) {
            apart = max(apart, flutter.apart)
            clauses.append(flutter.words)
        }
        return Finding(
            .typoMetricsWithoutSTAT,
            tables + ": "
                + "at \(AuditChecks.number(checks.pointSize)) pt @\(AuditChecks.number(scale))x, "
                + clauses.joined(separator: "; ") + (apart < 1 ? " (under a pixel, so info)" : ""),
            severity: apart < 1 ? .info : nil)
    }

    /// Flutter's Text on Android against its Text on iOS at the audit's size in logical px and
    /// `scale` as the device pixel ratio: how far apart, in device pixels, and in words.
    private func flutterShift(scale: Double) -> (apart: Double, words: String)? {
        func line(_ os: Platform) -> LinePixels? {
            FlutterPlatform.lines(metrics, size: checks.pointSize, scale: scale, count: 1, style: PlatformTextStyle(os: os))?
                .lines.first?.pixels
        }
        guard let android = line(.android), let ios = line(.ios) else { return nil }
        let (baseline, height) = (android.baseline - ios.baseline, android.height - ios.height)
        let words = [
            Self.shift(baseline, "lower", "higher").map { "the first baseline sits \($0)" },
            Self.shift(height, "taller", "shorter").map { "a line is \($0)" },
        ].compactMap { $0 }
        return (
            max(abs(baseline), abs(height)),
            words.isEmpty
                ? "in Flutter the text lands on the same pixels on Android and iOS"
                : "in Flutter " + words.joined(separator: " and ") + " on Android than on iOS"
        )
    }

    /// "3.8 px higher"; `nil` for a difference that rounds to 0.0 px.
    static func shift(_ pixels: Double, _ positive: String, _ negative: String) -> String? {
        let size = AuditChecks.number(abs(pixels), decimals: 1)
        return size == "0" ? nil : "\(size) px \(pixels > 0 ? positive : negative)"
    }
}
