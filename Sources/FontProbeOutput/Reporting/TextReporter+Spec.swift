import FontProbeModel
import FontProbeRules

/// `spec` for people: the tool's box beside each recipe's at each scale, the closest recipe, its
/// code, and what each number rests on (docs/commands/spec.md#recipes).
extension TextReporter {
    package func render(_ report: SpecReport) -> String {
        let blocks = report.faces.map { face in
            let facts: [(label: String, value: String)]? =
                switch face.spec.platform {
                case .ios: nil
                case .flutter: Self.flutterFacts(face, source: face.spec.flutterSource)
                default: Self.platformFacts(face, [face.spec.platform])
                }
            var lines = Self.header(
                face, facts: facts,
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
            if let code = FlutterSpecCode(face) {
                lines += ["", "  Dart (\(code.recipe.name)):"] + code.dart.split(separator: "\n").map { "    " + $0 }
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
        if platform == .flutter {
            // MediaQuery's textScaler scales fontSize, and height × fontSize with it.
            return "\(style.name), in logical px: scaled by the \(platform.words.textScaling), "
                + "with no maximum unless the app clamps it"
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
            + (spec.paragraphs.map { $0.count > 1 ? " in \($0.count) paragraphs" : "" } ?? "")
            + (spec.paragraphSpacing > 0 ? ", paragraph spacing \(NumberFormatting.points(spec.paragraphSpacing)) \(unit)" : "")
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
                // TextStyle.letterSpacing is in logical px.
                case .flutter: "; letterSpacing \(NumberFormatting.points(kern)) logical px"
                }
            text += spacing
        }
        return text
    }

    private static func table(_ face: SpecReport.Face, _ spec: DesignSpec) -> TextTable {
        var table = TextTable(
            header: ["", "", spec.lines > 1 ? "baselines" : "baseline", "box", "baseline off", "box off", ""])
        table.leftAligned = [0, 1, 6]
        // The first three lines' baselines, then "…" for the rest.
        func cells(_ box: TextBox) -> [String] {
            let shown = box.baselines.prefix(3).map { NumberFormatting.inset($0) }.joined(separator: ", ")
            return [shown + (box.baselines.count > 3 ? ", …" : ""), NumberFormatting.inset(box.boxHeight)]
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
        if spec.platform == .flutter { return flutterNotes(spec, face) }
        var notes = [
            "off: UIKit minus \(spec.tool.name), in points and in pixels at the scale; + is lower (baseline) or taller (box). "
                + "Baselines are points below the box's top.",
            spec.tool.evidence
                + (spec.lines > 1 && spec.tool == .sketch ? " Lines after the first: one line height lower [I]." : ""),
            "paragraph style: minimumLineHeight = maximumLineHeight = L puts the extra height above the text and the "
                + "baseline on a pixel [M]; baselineOffset (L - lineHeight) / 4 moves the text up twice that [M, widely used]; "
                + "the label's height with it is taken as without [I].",
            "plain UILabel: as measured in UIKit renders, each line one lineHeight below the last, the line gap left out, "
                + "line j's baseline at round(A + j·L) px [M at 3x]; with a paragraph style too [I]. SwiftUI: a Text that "
                + "fits its text lays out as a plain UILabel for one line, and line j at round(A) + ceil(j·L) px in a "
                + "ceil(n·L) frame [M: SwiftUI renders]. wrapper view and SwiftUI: lineSpacing added to the unrounded "
                + "pitch, the padding and lineSpacing rounded to pixels as a view's frame is [I].",
        ]
        notes += Self.recipeEvidence(face)
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
                "fixed box: Figma places its text block (lines x round(L) for % and Auto, lines x L for px) \(fixed.alignment.rawValue) in the \(NumberFormatting.size(fixed.height)) pt box [M]; "
                    + "each recipe's label is pinned the same way in a view of that height, its top on a pixel [I]"
                    + (spec.lines > 1 && fixed.alignment == .center
                        ? ". A UILabel as tall as the box, its lines centred in it, is not settled [U: the best simple rule, "
                            + "round((B - floor(n·L))/2 + A) + floor(j·L) px, fits 24 of 30 renders]: pin the label to its "
                            + "text's height and centre that, as these recipes do." : "."))
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
            "Figma: lines centred in the line height [P: Figma's line height article, REST lineHeightPx]; by the line height's "
                + "unit [M: real Figma REST nodes]: % and Auto round L to a whole px first, the box lines x round(L) and the "
                + "lines round(L) apart; px keeps L, the box ceil(lines x L) and each baseline snapped to a whole px on its own; "
                + "paragraph spacing whole px between paragraphs. A bottom-aligned box's block, and whether Figma's canvas "
                + "snaps baselines to device pixels beyond 1x, are not measured [U]."
        case .sketch:
            "Sketch: lines centred and rounded to whole points [M: 8,600 layers measured from Sketch's renders]."
        case .css:
            "CSS: Chromium's line box, ascent, descent and gap rounded to device pixels at each scale [M: headless Chromium]."
        }
    }
}
