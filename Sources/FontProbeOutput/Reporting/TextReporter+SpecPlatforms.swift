import FontProbeModel
import FontProbeRules

// `spec`'s report on Android and the web: the header's facts of what each reads, and what its rows
// rest on (docs/commands/spec.md#android, #the-web). iOS's are in TextReporter+Spec.swift.
extension TextReporter {
    /// The header's facts for the platforms of a report without iOS: with Android among them, the
    /// vertical metrics Skia reads in place of CoreText's; else the face's own.
    static func platformFacts(_ face: some ResolvedFace, _ platforms: Set<Platform>) -> [(label: String, value: String)] {
        platforms.contains(.android) ? androidFacts(face) : platforms.contains(.web) ? webFacts(face) : face.facts
    }

    /// The header's facts for the web: the face's, with the vertical metrics Chromium reads in
    /// place of CoreText's (docs/design-tools.md#css).
    static func webFacts(_ face: some ResolvedFace) -> [(label: String, value: String)] {
        face.facts.map { fact in
            let metrics = face.face.metrics
            guard fact.label == "vertical metrics", let table = CSSLineBox.table(metrics) else { return fact }
            let typo = metrics.os2?.useTypoMetrics == true
            let why =
                typo
                ? "USE_TYPO_METRICS is set, so Chromium reads typo"
                    + (metrics.hasSTAT ? "" : " (with no STAT, where CoreText and Figma read hhea)")
                : "USE_TYPO_METRICS is off, so Chromium reads hhea"
            return (
                fact.label,
                "\(typo ? "OS/2 typo" : "hhea"): ascender \(table.ascender), descender \(table.descender), "
                    + "line gap \(table.lineGap) — \(why)"
            )
        }
    }

    /// The header's facts for Android: the face's, with the vertical metrics Skia reads in place of
    /// CoreText's (docs/model.md#android).
    static func androidFacts(_ face: some ResolvedFace) -> [(label: String, value: String)] {
        face.facts.map { fact in
            guard fact.label == "vertical metrics", let android = AndroidMetrics(face.face.metrics) else { return fact }
            let os2 = face.face.metrics.os2
            let (name, why): (String, String) =
                switch android.source {
                case .typo where os2?.useTypoMetrics == true:
                    (
                        "OS/2 typo",
                        "USE_TYPO_METRICS is set, so Skia reads typo"
                            + (face.face.metrics.hasSTAT ? "" : " (with no STAT too, where CoreText would read hhea)")
                    )
                case .typo: ("OS/2 typo", "hhea's ascender and descender are 0, so FreeType falls back to typo")
                case .hhea: ("hhea", "USE_TYPO_METRICS is off, so Skia reads hhea")
                case .win: ("OS/2 win", "hhea and typo are 0, so FreeType falls back to win")
                }
            return (
                fact.label,
                "\(name): ascender \(android.ascender), descender \(android.descender), line gap \(android.lineGap) — \(why)"
            )
        }
    }

    /// What the Android rows rest on (docs/model.md#android), and what the font scale does to them.
    static func androidNotes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
        let words = spec.platform.words
        return [
            "off: Android minus \(spec.tool.name), in \(words.lengthUnit) and in device pixels at the \(words.scaleName); + is "
                + "lower (baseline) or taller (box). Baselines are \(words.lengthUnit) below the box's top; the design's px are "
                + "\(words.lengthUnit) and its text size \(words.sizeUnit), at a \(words.textScaling) of 1.",
            spec.tool.evidence,
            "Android: Skia's ascent and descent rounded to whole pixels by hwui, lines laid out by StaticLayout on minikin's "
                + "extent [P, equal to Skia's own metrics on every fixture font]; a TextView and Compose with font padding "
                + "on the head box widened to the ascent and descent from API 33 [M: 12 renders in 3 fonts]; Compose's lineHeight through LineHeightStyleSpan, each line "
                + "ceil(L px) high, its extra shared above and below by the alignment (Top none above, Center half, "
                + "Proportional as the ascent and descent, Bottom all) and the first line's top and the last line's bottom "
                + "the font's own where trimmed [P; M: one Material 3 render, Center/None]; Modifier.paddingFromBaseline "
                + "as padding that puts the first baseline and the bottom at least its top and bottom (dp rounded half up "
                + "to pixels) from the ends [P: androidx AlignmentLine.kt]; a View's android:lineHeight (API 28) as spacing "
                + "of L less the font's ascent, descent and leading below every line but the last, so lines step by "
                + "L - leading, and firstBaselineToTopHeight and lastBaselineToBottomHeight as padding, each a whole pixel "
                + "[P: TextView, StaticLayout; no render].",
        ] + recipeEvidence(face) + [
            "\(words.textScaling.prefix(1).uppercased() + words.textScaling.dropFirst()): every \(words.sizeUnit) (the text "
                + "size, the line height, a letter spacing in sp) is multiplied by the user's \(words.textScaling) on top of "
                + "the \(words.scaleName); from Android 14 (API 34) text scales nonlinearly from a \(words.textScaling) of about 1.15 "
                + "on, so large text grows less (at 1.3, 14 sp is drawn at 18.8 dp but 30 sp at 30) "
                + "[P: FontScaleConverterFactory]. A size in dp does not scale."
        ]
    }
}

extension TextReporter {
    /// For several lines or a fixed box, what each recipe's rows rest on
    /// (``PlatformModel/evidence(_:of:_:lineHeight:scale:)``): a line saying so, then a line for
    /// each evidence with the recipes that rest on it, a recipe named with its scale where its
    /// evidence differs between scales; none for one line in a box that hugs it, which the other
    /// notes cover.
    static func recipeEvidence(_ face: SpecReport.Face) -> [String] {
        let spec = face.spec
        guard spec.lines > 1 || spec.fixedBox != nil else { return [] }
        var groups: [(evidence: Evidence, recipes: [String])] = []
        for recipe in spec.platform.model.recipes {
            let fits = face.layouts.compactMap { layout in layout.fit(recipe).map { (layout.scale, $0.evidence) } }
            let varies = fits.contains { $0.1 != fits.first?.1 }
            for (scale, evidence) in fits {
                let name = varies ? "\(recipe.name) at \(NumberFormatting.size(scale))x" : recipe.name
                if let index = groups.firstIndex(where: { $0.evidence == evidence }) {
                    if !groups[index].recipes.contains(name) { groups[index].recipes.append(name) }
                } else {
                    groups.append((evidence, [name]))
                }
            }
        }
        guard !groups.isEmpty else { return [] }
        let what = spec.lines > 1 ? "\(spec.lines) lines" : "one line"
        return ["evidence, \(what)\(spec.fixedBox == nil ? "" : " in the fixed box"), recipe by recipe:"]
            + groups.map { "  \($0.recipes.joined(separator: "; ")) \($0.evidence.bracketed)" }
    }

    /// What the web rows rest on (docs/commands/spec.md#the-web).
    static func webNotes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
        var notes = [
            "off: the browser minus \(spec.tool.name), in CSS px and in device pixels at the device pixel ratio; + is lower "
                + "(baseline) or taller (box). Baselines are CSS px below the box's top; the design's px are CSS px.",
            spec.tool.evidence,
            "the web: Chromium's line box, the ascent, descent and line gap (the font's, or the @font-face overrides) each "
                + "rounded to a device pixel, the half-leading rounded down above the text, lines stacked without gaps "
                + "[M: headless Chromium, CSSLineBoxBrowserTests and WebSpecBrowserTests]. Chromium reads OS/2 typo "
                + "metrics when USE_TYPO_METRICS is set, whatever STAT says; CoreText reads hhea unless STAT is there too, and Figma hhea.",
        ]
        if spec.trimCap {
            notes.append(
                "trimmed: text-box: trim-both cap alphabetic (Chromium 133, Safari 18.2); the @supports fallback trims the "
                    + "same box with negative margins, from the largest scale asked (a device pixel apart at others) [M].")
        }
        if spec.fixedBox != nil {
            notes.append("fixed box: the line boxes placed as Figma places its text, their top on a device pixel [I].")
        }
        notes += recipeEvidence(face)
        if face.face.faceIndex > 0 { notes.append(WebSpecCode.collectionFace + ".") }
        if face.closest == .cssStyleFace {
            notes.append(
                "style's own face: an @font-face rule for this style alone (the same file), whose overrides put the "
                    + "first baseline and each line where \(spec.tool.name) does; the browser loads the file once.")
        }
        return notes
    }
}
