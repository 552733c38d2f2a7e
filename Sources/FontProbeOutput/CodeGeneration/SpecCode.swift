import FontProbeModel
import FontProbeRules

/// The UIKit and SwiftUI code `spec` prints for a face (docs/commands/spec.md#recipes): the closest
/// UIKit recipe, and SwiftUI's, with the exact numbers to type (points, to 4 decimals).
package struct SpecCode: Sendable, Hashable {
    /// Statements for a `label: UILabel` and its `text`, with a wrapper's constraints or a
    /// label subclass for the cap trim where the recipe needs them.
    package var uiKit: String
    /// A `Text` view's modifiers; `nil` where SwiftUI's `lineSpacing` cannot reach the line
    /// height (lines closer than the font's).
    package var swiftUI: String?

    package init?(_ face: SpecReport.Face) {
        let (spec, kern) = (face.spec, face.kern)
        guard let recipe = face.closest, IOSPlatform.codedRecipes.contains(recipe), let lineHeight = face.designLineHeight else {
            return nil
        }
        // Escaped as every generated literal is: controls, bidirectional controls and LS, PS and NEL
        // as `\u{…}`, so the code shown is the code compiled (docs/security.md#other-output).
        let name = SwiftFontsGenerator.literal(face.face.metrics.postScriptName ?? face.face.metrics.familyName)
        let size = Self.number(spec.pointSize)
        let spacing = lineHeight - face.metrics.lineHeight
        // A style tied to a text style scales with Dynamic Type: the font through UIFontMetrics,
        // and every length in proportion to it (docs/commands/spec.md#code-that-scales).
        let textStyle = spec.trimCap ? nil : face.style?.textStyle
        func scaled(_ value: Double) -> String { textStyle == nil ? Self.number(value) : "\(Self.number(value)) * ratio" }
        var lines =
            spec.trimCap ? Self.trimmedLabel(face, recipe: recipe) + ["let label = CapTrimmedLabel()"] : ["let label = UILabel()"]
        var attributes: [String]
        if let textStyle {
            let maximum = face.style?.maximumSize.map { ", maximumPointSize: \(Self.number($0))" } ?? ""
            lines =
                [
                    "// Dynamic Type: the font scales with .\(textStyle.rawValue), and each length with it.",
                    "let font = UIFontMetrics(forTextStyle: .\(textStyle.rawValue))",
                    "    .scaledFont(for: UIFont(name: \(name), size: \(size))!\(maximum))",
                    "let ratio = font.pointSize / \(size)",
                ] + lines + ["label.adjustsFontForContentSizeCategory = true"]
            attributes = [".font: font,"]
        } else {
            attributes = [".font: UIFont(name: \(name), size: \(size))!,"]
        }
        if face.face.metrics.postScriptName == nil {
            lines.insert("// The font has no PostScript name: UIFont(name:size:) may not find it by its family name.", at: 0)
        }
        switch recipe {
        case .plainLabel:
            break
        case .paragraphStyle, .baselineOffset:
            lines += [
                "let paragraph = NSMutableParagraphStyle()",
                "paragraph.minimumLineHeight = \(scaled(lineHeight))",
                "paragraph.maximumLineHeight = \(scaled(lineHeight))",
            ]
            attributes.append(".paragraphStyle: paragraph,")
            if recipe == .baselineOffset {
                attributes.append(".baselineOffset: \(scaled(spacing / 4)),  // (L - lineHeight) / 4")
            }
        case .wrapper, .swiftUI:
            lines += ["let paragraph = NSMutableParagraphStyle()", "paragraph.lineSpacing = \(scaled(max(0, spacing)))"]
            attributes.append(".paragraphStyle: paragraph,")
        default:
            return nil  // another platform's (AndroidSpecCode, WebSpecCode)
        }
        if let kern, kern != 0 { attributes.append(".kern: \(scaled(kern)),") }
        lines.append("label.numberOfLines = \(spec.lines == 1 ? "1" : "0")")
        lines.append("label.attributedText = NSAttributedString(string: text, attributes: [")
        lines += attributes.map { "    " + $0 }
        lines.append("])")
        // Trimmed, the wrapper's padding would fall outside the box: the label alone.
        if textStyle != nil {
            lines.append("// Set the text again when the content size category changes, for the lengths to follow the font.")
        }
        if recipe == .wrapper && !spec.trimCap {
            let half = scaled(spacing / 2)
            lines += [
                "// A view around the label adds half the line spacing above and below it.",
                "let wrapper = UIView()",
                "label.translatesAutoresizingMaskIntoConstraints = false",
                "wrapper.addSubview(label)",
                "NSLayoutConstraint.activate([",
                "    label.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),",
                "    label.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor),",
                "    label.topAnchor.constraint(equalTo: wrapper.topAnchor, constant: \(half)),",
                "    wrapper.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: \(half)),",
                "])",
            ]
        }
        // The ratio only where a length scales by it (a plain label has none).
        if textStyle != nil && !(lines + attributes).contains(where: { $0.contains("* ratio") }) {
            lines.removeAll { $0.hasPrefix("let ratio = ") }
        }
        uiKit = lines.joined(separator: "\n")
        swiftUI = Self.swiftUI(face, spec: spec, name: name, spacing: spacing, kern: kern)
    }

    /// The cap trim as a label subclass's alignment insets at each scale: the top on the first
    /// cap line, the bottom on the last baseline (the largest scale's values on other screens).
    private static func trimmedLabel(_ face: SpecReport.Face, recipe: TextRecipe) -> [String] {
        let scales = face.layouts.sorted { $0.scale < $1.scale }
        func insets(_ layout: SpecLayout) -> String? {
            guard let insets = layout.fit(recipe)?.box.trimInsets else { return nil }
            return "UIEdgeInsets(top: \(number(insets.top)), left: 0, bottom: \(number(insets.bottom)), right: 0)"
        }
        var lines = [
            "// Cap-height trim: Auto Layout's top on the first cap line, its bottom on the last baseline.",
            "// The insets are fontprobe's for this font, size and line height at each screen scale.",
            "final class CapTrimmedLabel: UILabel {",
            "    override var alignmentRectInsets: UIEdgeInsets {",
            "        switch traitCollection.displayScale {",
        ]
        for (index, layout) in scales.enumerated() {
            guard let value = insets(layout) else { continue }
            let label = index == scales.count - 1 ? "default" : "case \(number(layout.scale))"
            lines.append("        \(label): \(value)")
        }
        // The insets follow the screen's scale: on iOS 17 through registerForTraitChanges, before
        // it through traitCollectionDidChange, which iOS 17 deprecates (marked so, it warns nowhere).
        lines += [
            "        }", "    }", "",
            "    override init(frame: CGRect) {",
            "        super.init(frame: frame)",
            "        followDisplayScale()",
            "    }", "",
            "    required init?(coder: NSCoder) {",
            "        super.init(coder: coder)",
            "        followDisplayScale()",
            "    }", "",
            "    private func followDisplayScale() {",
            "        if #available(iOS 17.0, tvOS 17.0, *) {",
            "            registerForTraitChanges([UITraitDisplayScale.self]) { (label: CapTrimmedLabel, _: UITraitCollection) in",
            "                label.invalidateIntrinsicContentSize()",
            "            }",
            "        }",
            "    }", "",
            "    @available(iOS, deprecated: 17.0, message: \"registerForTraitChanges follows the scale from iOS 17\")",
            "    @available(tvOS, deprecated: 17.0, message: \"registerForTraitChanges follows the scale from tvOS 17\")",
            "    override func traitCollectionDidChange(_ previous: UITraitCollection?) {",
            "        super.traitCollectionDidChange(previous)",
            "        if #unavailable(iOS 17.0, tvOS 17.0), previous?.displayScale != traitCollection.displayScale {",
            "            invalidateIntrinsicContentSize()",
            "        }",
            "    }", "}", "",
        ]
        return lines
    }

    private static func swiftUI(
        _ face: SpecReport.Face, spec: DesignSpec, name: String, spacing: Double, kern: Double?
    ) -> String? {
        guard spacing >= -PixelMath.tolerance || spec.lines == 1 else { return nil }
        if let style = face.style, let textStyle = style.textStyle, !spec.trimCap {
            return scaledSwiftUI(style, textStyle, spec: spec, name: name, spacing: spacing, kern: kern)
        }
        // Text's own modifiers (kerning) before those that make a View.
        var lines = ["Text(text)", "    .font(.custom(\(name), fixedSize: \(number(spec.pointSize))))"]
        if let kern, kern != 0 { lines.append("    .kerning(\(number(kern)))") }
        // No modifier that does nothing: a spacing of 0 at 4 decimals is left out.
        if spec.lines > 1 && number(max(0, spacing)) != "0" {
            lines.append("    .lineSpacing(\(number(max(0, spacing))))  // L - lineHeight, between lines")
        }
        if spec.trimCap, let capHeight = face.metrics.capHeight {
            // The text's top is the ascender above the first baseline, its bottom the descender
            // below the last: trimmed to the cap line and the baseline, in points.
            lines.append("    .padding(.top, \(number(capHeight - face.metrics.ascender)))  // to the cap line")
            lines.append("    .padding(.bottom, \(number(face.metrics.descender)))  // to the last baseline")
        } else if number(spacing / 2) != "0" {
            lines.append("    .padding(.vertical, \(number(spacing / 2)))  // half of L - lineHeight above and below")
        }
        return lines.joined(separator: "\n")
    }

    /// A view for a style tied to a text style: the font relative to it (as UIFontMetrics scales,
    /// with no maximum: SwiftUI's `Font.custom` takes none), and the spacing as `@ScaledMetric`
    /// relative to the same text style.
    private static func scaledSwiftUI(
        _ style: SpecReport.Style, _ textStyle: TextStyle, spec: DesignSpec, name: String, spacing: Double, kern: Double?
    ) -> String {
        let relative = ".\(textStyle.swiftUIName)"
        let type = (style.swiftName.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Styled") + "Text"
        let spaced = number(max(0, spacing)) != "0"
        // Lines closer than the font's, on one line: the padding alone, below 0, as the fixed code's.
        let tight = !spaced && number(spacing / 2) != "0"
        var lines = ["struct \(type): View {", "    var text: String"]
        if spaced {
            lines.append("    @ScaledMetric(relativeTo: \(relative)) private var spacing: CGFloat = \(number(max(0, spacing)))")
        }
        if tight {
            lines.append("    @ScaledMetric(relativeTo: \(relative)) private var padding: CGFloat = \(number(spacing / 2))")
        }
        if let kern, kern != 0 {
            lines.append("    @ScaledMetric(relativeTo: \(relative)) private var kern: CGFloat = \(number(kern))")
        }
        lines += ["", "    var body: some View {", "        Text(text)"]
        lines.append("            .font(.custom(\(name), size: \(number(spec.pointSize)), relativeTo: \(relative)))")
        if let kern, kern != 0 { lines.append("            .kerning(kern)") }
        if spaced {
            if spec.lines > 1 { lines.append("            .lineSpacing(spacing)  // L - lineHeight, between lines") }
            lines.append("            .padding(.vertical, spacing / 2)  // half of L - lineHeight above and below")
        }
        if tight { lines.append("            .padding(.vertical, padding)  // half of L - lineHeight above and below") }
        if let maximum = style.maximumSize {
            lines.append("            // Font.custom takes no maximum: cap the category for \(number(maximum)) pt at most.")
        }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// A number to type: points to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }
}

extension TextStyle {
    /// SwiftUI's name for it: `title1` is `.title`, `caption1` `.caption`.
    var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }
}

extension DesignSpec {
    /// The design `fontprobe code` sets each configured style in (docs/commands/code.md#the-recipes):
    /// `spec --config`'s defaults, Figma's box for one line, untrimmed, on `platform`, at
    /// ``codeScales``; each style gives its size and line height.
    package static func code(platform: Platform) -> DesignSpec {
        var design = DesignSpec(tool: .figma, pointSize: 17, lineHeight: nil)
        design.platform = platform
        return design
    }

    /// The scales `fontprobe code` judges the recipes at: spec's default, 2x and 3x.
    package static let codeScales = LabelMetrics.defaultScales
}
