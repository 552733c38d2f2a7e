import FontProbeModel
import FontProbeRules

/// `spec` for people: the tool's box beside each recipe's at each scale, the closest recipe, its
/// code, and what each number rests on (docs/commands/spec.md#recipes).
extension TextReporter {
    package func render(_ report: SpecReport) -> String {
        let blocks = report.faces.map { face in
            var lines = Self.header(
                face, facts: face.spec.platform == .ios ? nil : Self.platformFacts(face, [face.spec.platform]),
                more: (face.style.map { [("style", Self.styleLine($0, face.spec.platform))] } ?? [])
                    + [
                        (
                            "at \(NumberFormatting.size(face.spec.pointSize)) \(face.spec.platform.words.sizeUnit)",
                            Self.summary(face)
                        )
                    ])
            lines.append("")
            if let reason = face.unavailable {
                lines.append("  \(face.spec.tool.name) gives no box here: \(reason).")
                return lines.joined(separator: "\n")
            }
            lines.append(Self.table(face, face.spec).render())
            lines.append("")
            lines.append("  " + Self.verdict(face))
            if let code = AndroidSpecCode(face) {
                func indented(_ code: String) -> [String] { code.split(separator: "\n").map { "    " + $0 } }
                lines += ["", "  Compose (\(code.composeRecipe.name)):"] + indented(code.compose)
                lines += ["", "  View, XML (\(code.viewRecipe.name)):"] + indented(code.view)
            }
            if let code = WebSpecCode(face) {
                lines += ["", "  CSS (\(code.recipe.name)):"] + code.css.split(separator: "\n").map { "    " + $0 }
            }
            if let code = SpecCode(face) {
                func indented(_ code: String) -> [String] {
                    code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                }
                lines += ["", "  UIKit:"] + indented(code.uiKit)
                lines += ["", "  SwiftUI:"]
                lines +=
                    code.swiftUI.map(indented)
                    ?? ["    (none: SwiftUI's lineSpacing cannot bring lines closer than the font's own)"]
            }
            lines.append("")
            lines += Self.notes(face.spec, face).map { "  " + $0 }
            return lines.joined(separator: "\n")
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    /// What `fontprobe code --config` writes for the style (docs/commands/swift.md#text-styles): the
    /// UIKit recipe spec chooses in the code's design (``DesignSpec/code(platform:)``); whether that is
    /// the recipe written above, as it is unless `--tool`, `--scale`, `--lines` or `--trim` differ.
    private static func generatedAccessor(_ name: String, _ face: SpecReport.Face) -> String {
        let accessor = "Fonts.Styles.\(name)"
        var design = DesignSpec.code(platform: .ios)
        (design.pointSize, design.lineHeight) = (face.spec.pointSize, face.spec.lineHeight)
        let recipe =
            DesignSpec.closest(DesignSpec.codeScales.compactMap { design.layout(face.face.metrics, scale: $0) }, platform: .ios)
            ?? .plainLabel
        let offs = face.layouts.compactMap { $0.fit(recipe)?.pixelsOff }
        let verdict =
            face.closest == recipe
            ? "the code above"
            : "the \(recipe.name) recipe, \(NumberFormatting.trimmed(offs.max() ?? 0, decimals: 2)) px off at worst here "
                + "(the code above lands closer)"
        return "fontprobe code --config (--name Fonts) writes this style as \(accessor): "
            + "NSAttributedString(string: text, attributes: \(accessor).attributes(for: \(accessor).uiFont())) is \(verdict); "
            + "in SwiftUI, .textStyle(\(accessor)) applies the SwiftUI code above."
    }

    /// A configured style: its name and whether it scales with Dynamic Type; on Android, with the font
    /// scale, as every size in sp does.
    private static func styleLine(_ style: SpecReport.Style, _ platform: Platform) -> String {
        if platform == .android {
            // Dynamic Type's text style and its maximum are iOS's; an sp size follows the font scale.
            return "\(style.name), in sp: scaled with the user's \(platform.words.textScaling), with no maximum"
        }
        if platform == .web {
            // A px size follows the browser's zoom; its default font size moves rem and em sizes only.
            return "\(style.name), in CSS px: scaled by the browser's zoom, as every length is"
        }
        guard let textStyle = style.textStyle else { return "\(style.name), a fixed size" }
        let maximum = style.maximumSize.map { ", at most \(NumberFormatting.size($0)) pt" } ?? ""
        return "\(style.name), scaled with Dynamic Type as \(textStyle.rawValue)\(maximum)"
    }

    private static func summary(_ face: SpecReport.Face) -> String {
        let spec = face.spec
        let given = spec.lineHeight == nil ? " (\(spec.tool.autoName))" : ""
        let unit = spec.platform.words.lengthUnit
        // UIFont's line height is iOS's; an Android report gives the design's alone.
        var text =
            (spec.platform == .ios ? "lineHeight \(NumberFormatting.points(face.metrics.lineHeight)) pt; " : "")
            + "\(spec.tool.name) line height "
            + "\(NumberFormatting.points(face.designLineHeight)) \(unit)\(given), \(spec.lines == 1 ? "1 line" : "\(spec.lines) lines")"
        if spec.tool == .figma, let box = face.layouts.first?.tool, !spec.trimCap {
            // Figma's inspector shows the node's height in whole px (17 for 16.943 pt lines).
            text +=
                spec.fixedBox.map { "; box \(NumberFormatting.size($0.height)) pt, text \($0.alignment.rawValue)" }
                ?? "; its box \(NumberFormatting.size(box.boxHeight)) \(unit)"
        }
        if spec.trimCap { text += ", trimmed to the cap height" }
        if let kern = face.kern {
            // Android's letter spacing is in sp (Compose) or em (Compose and the View's XML).
            let spacing: String =
                switch spec.platform {
                case .android:
                    "; letter spacing \(NumberFormatting.points(kern)) \(spec.platform.words.sizeUnit)"
                        + (AndroidSpecCode.letterSpacingEm(face).map { " (\(NumberFormatting.trimmed($0, decimals: 4)) em)" }
                            ?? "")
                case .web:
                    "; letter-spacing \(NumberFormatting.points(kern)) CSS px"
                        + (spec.pointSize > 0 ? " (\(NumberFormatting.trimmed(kern / spec.pointSize, decimals: 6)) em)" : "")
                case .ios: "; kern \(NumberFormatting.points(kern)) pt"
                }
            text += spacing
        }
        return text
    }

    private static func table(_ face: SpecReport.Face, _ spec: DesignSpec) -> TextTable {
        let many = spec.lines > 1
        var table = TextTable(
            header: ["", ""] + (many ? ["first baseline", "last baseline"] : ["baseline"]) + [
                "box", "baseline off", "box off", "",
            ])
        table.leftAligned = [0, 1, (many ? 7 : 6)]
        func cells(_ box: TextBox) -> [String] {
            let first = NumberFormatting.inset(box.baselines.first)
            return (many ? [first, NumberFormatting.inset(box.baselines.last)] : [first]) + [
                NumberFormatting.inset(box.boxHeight)
            ]
        }
        for layout in face.layouts {
            table.rows.append(["\(NumberFormatting.size(layout.scale))x", spec.tool.name] + cells(layout.tool))
            for fit in layout.fits {
                let off = [
                    off(fit.baselineDifference, layout.scale, spec.platform),
                    off(fit.boxHeightDifference, layout.scale, spec.platform),
                ]
                // The recipe written as code below, marked on each scale's row.
                table.rows.append(["", fit.recipe.name] + cells(fit.box) + off + [Self.mark(fit.recipe, face)])
            }
        }
        return table
    }

    /// The mark of a recipe written as code below: UIKit's closest, or Android's Compose and View code.
    private static func mark(_ recipe: TextRecipe, _ face: SpecReport.Face) -> String {
        if let android = AndroidSpecCode(face) {
            return recipe == android.composeRecipe ? "<- Compose code" : recipe == android.viewRecipe ? "<- View code" : ""
        }
        return recipe == face.closest ? "<- the code" : ""
    }

    /// A difference in points (dp on Android) and in pixels at `scale`: `+2.38 pt, 7.1 px`; `0` when none.
    private static func off(_ points: Double, _ scale: Double, _ platform: Platform) -> String {
        guard abs(points) > PixelMath.tolerance else { return "0" }
        let sign = points > 0 ? "+" : "-"
        return
            "\(sign)\(NumberFormatting.inset(abs(points))) \(platform.words.lengthUnit), \(NumberFormatting.trimmed(abs(points) * scale, decimals: 2)) px"
    }

    private static func verdict(_ face: SpecReport.Face) -> String {
        let platform = face.spec.platform.words.toolkit
        guard let recipe = face.closest else { return "No \(platform) recipe applies." }
        let fits = face.layouts.compactMap { $0.fit(recipe) }
        let scales = face.layouts.map { NumberFormatting.size($0.scale) + "x" }
        let worst = fits.map(\.pixelsOff).max() ?? 0
        let name = recipe == .baselineOffset ? "paragraph style with baselineOffset" : recipe.name
        if fits.allSatisfy(\.withinHalfPixel) {
            return "Closest in \(platform): \(name), within half a pixel at \(scales.joined(separator: ", ")) "
                + "(\(NumberFormatting.trimmed(worst, decimals: 2)) px at most)."
        }
        return "Closest in \(platform): \(name), \(NumberFormatting.trimmed(worst, decimals: 2)) px off at worst; "
            + "no recipe lands within half a pixel at every scale."
    }

    private static func notes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
        if spec.platform == .android { return androidNotes(spec, face) }
        if spec.platform == .web { return webNotes(spec, face) }
        var notes = [
            "off: UIKit minus \(spec.tool.name), in points and in pixels at the scale; + is lower (baseline) or taller (box). "
                + "Baselines are points below the box's top.",
            spec.tool.evidence
                + (spec.lines > 1 && spec.tool == .sketch ? " Lines after the first: one line height lower [I]." : ""),
            "paragraph style: minimumLineHeight = maximumLineHeight = L puts the extra height above the text and the "
                + "baseline on a pixel [M]; baselineOffset (L - lineHeight) / 4 moves the text up twice that [M, widely used]; "
                + "the label's height with it is taken as without [I].",
            "plain UILabel: as measured in UIKit renders, each line one lineHeight below the last, the line gap left out [M]; "
                + "with a paragraph style too [I]. SwiftUI: a Text that fits its text lays out exactly as a plain UILabel "
                + "[M: SwiftUI renders]. wrapper view and SwiftUI: the padding and lineSpacing rounded to pixels as a view's "
                + "frame is [I].",
        ]
        if spec.trimCap {
            notes.append(
                "trimmed: UIKit's top is the cap height rounded to a pixel above the first baseline, as a cap-aligned label's [M]."
            )
        }
        if let style = face.style, let name = style.swiftName, !spec.trimCap {
            notes.append(Self.generatedAccessor(name, face))
        }
        if spec.tool == .css && spec.trimCap && face.face.metrics.height(.cap).source == .glyph {
            notes.append(
                "css trim: the font has no OS/2 cap height, so Chromium trims to Skia's, the top of 'H' measured at the size: "
                    + "fontprobe takes the outline's top rounded to a device pixel; Chromium's edge is within one device pixel "
                    + "of it, and two builds of the same Chromium differ by a pixel there [M: headless Chromium].")
        }
        if let fixed = spec.fixedBox {
            notes.append(
                "fixed box: Figma places its rounded text block \(fixed.alignment.rawValue) in the \(NumberFormatting.size(fixed.height)) pt box [M]; "
                    + "each recipe's label is pinned the same way in a view of that height, its top on a pixel [I].")
        }
        if spec.tool == .figma, let given = spec.lineHeight?.points(size: spec.pointSize),
            let auto = FigmaTextBox(face.face.metrics, pointSize: spec.pointSize, lineHeight: nil)?.lineHeight,
            FigmaTextBox.looksLikeMissingFont(lineHeight: given, pointSize: spec.pointSize, fontAuto: auto)
        {
            notes.append(
                "\(NumberFormatting.points(given)) pt is 1.171875 x the size, Roboto's Auto line height: what Figma gives a font it "
                    + "does not have. If the design says Auto, Figma drew it in a fallback font; this font's Auto is "
                    + "\(NumberFormatting.points(auto)) pt (docs/design-tools.md#figmas-copies-of-fonts).")
        }
        return notes
    }
}

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
    fileprivate static func androidNotes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
        let words = spec.platform.words
        return [
            "off: Android minus \(spec.tool.name), in \(words.lengthUnit) and in device pixels at the \(words.scaleName); + is "
                + "lower (baseline) or taller (box). Baselines are \(words.lengthUnit) below the box's top; the design's px are "
                + "\(words.lengthUnit) and its text size \(words.sizeUnit), at a \(words.textScaling) of 1.",
            spec.tool.evidence,
            "Android: Skia's ascent and descent rounded to whole pixels by hwui, lines laid out by StaticLayout on minikin's "
                + "extent [P, equal to Skia's own metrics on every fixture font]; a TextView and Compose with font padding "
                + "on the head box [M: four render sets]; Compose's lineHeight through LineHeightStyleSpan, each line "
                + "ceil(L px) high, its extra shared above and below by the alignment (Top none above, Center half, "
                + "Proportional as the ascent and descent, Bottom all) and the first line's top and the last line's bottom "
                + "the font's own where trimmed [P; M: one Material 3 render, Center/None]; Modifier.paddingFromBaseline "
                + "as padding that puts the first baseline and the bottom at least its top and bottom (dp rounded half up "
                + "to pixels) from the ends [P: androidx AlignmentLine.kt]; a View's android:lineHeight (API 28) as spacing "
                + "of L less the font's ascent, descent and leading below every line but the last, so lines step by "
                + "L - leading, and firstBaselineToTopHeight and lastBaselineToBottomHeight as padding, each a whole pixel "
                + "[P: TextView, StaticLayout; no render].",
            "\(words.textScaling.prefix(1).uppercased() + words.textScaling.dropFirst()): every \(words.sizeUnit) (the text "
                + "size, the line height, a letter spacing in sp) is multiplied by the user's \(words.textScaling) on top of "
                + "the \(words.scaleName); from Android 14 (API 34) text scales nonlinearly from a \(words.textScaling) of about 1.15 "
                + "on, so large text grows less (at 1.3, 14 sp is drawn at 18.8 dp but 30 sp at 30) "
                + "[P: FontScaleConverterFactory]. A size in dp does not scale.",
        ]
    }
}

extension TextReporter {
    /// What the web rows rest on (docs/commands/spec.md#the-web).
    fileprivate static func webNotes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
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
        if face.face.faceIndex > 0 { notes.append(WebSpecCode.collectionFace + ".") }
        if face.closest == .cssStyleFace {
            notes.append(
                "style's own face: an @font-face rule for this style alone (the same file), whose overrides put the "
                    + "first baseline and each line where \(spec.tool.name) does; the browser loads the file once.")
        }
        return notes
    }
}

extension DesignTool {
    /// What the tool calls its own line height.
    var autoName: String {
        switch self {
        case .figma: "Auto"
        case .sketch: "natural"
        case .css: "normal"
        }
    }

    /// What the tool's numbers rest on (docs/design-tools.md).
    var evidence: String {
        switch self {
        case .figma:
            "Figma: lines centred in the line height [P: Figma's line height article, REST lineHeightPx]; a box that hugs "
                + "its text is round(lines x L) px tall and the first baseline is snapped to a whole px [M: real Figma REST nodes]; "
                + "each later line one L lower, whether rounded again is not measured [U]."
        case .sketch:
            "Sketch: lines centred and rounded to whole points [M: 8,600 layers measured from Sketch's renders]."
        case .css:
            "CSS: Chromium's line box, ascent, descent and gap rounded to device pixels at each scale [M: headless Chromium]."
        }
    }
}
