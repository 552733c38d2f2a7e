import FontProbeModel
import FontProbeRules

/// The code `spec --platform android` prints for a face (docs/commands/spec.md#android): the closest
/// Compose recipe as a `TextStyle` (with `Modifier.paddingFromBaseline` where that recipe is the
/// closest) and the closest View recipe as a `TextView`'s XML, sizes in sp, lengths in dp, the
/// design's letter spacing in em, to paste as they are. The XML says which attributes need which API
/// level, and AppCompat's spelling of them for a lower minSdk.
package struct AndroidSpecCode: Sendable, Hashable {
    /// The Compose recipe nearest the design, and its Kotlin: a `TextStyle` and the `Text` using it.
    package var composeRecipe: TextRecipe
    package var compose: String
    /// The View recipe nearest the design, and its XML.
    package var viewRecipe: TextRecipe
    package var view: String
    /// The arguments of the Compose recipe's `TextStyle` but its font family, each a line of
    /// Kotlin with its comma (`fontSize = 17.sp,`): what `fontprobe code` writes in each style.
    package var styleArguments: [String]
    /// The `Modifier` the Compose recipe's `Text` takes besides its style, `nil` for none:
    /// `Modifier.paddingFromBaseline(top = 20.dp, bottom = 6.dp)`.
    package var modifier: String?
    /// The View recipe's attributes (their names without `android:`) and values, in the XML's order.
    package var viewAttributes: [(name: String, value: String, api: Int?)]

    package init?(_ face: SpecReport.Face) {
        let spec = face.spec
        guard spec.platform == .android, let lineHeight = face.designLineHeight,
            let composeRecipe = DesignSpec.closest(face.layouts, among: AndroidPlatform.composeRecipes),
            let viewRecipe = DesignSpec.closest(face.layouts, among: AndroidPlatform.viewRecipes)
        else { return nil }
        (self.composeRecipe, self.viewRecipe) = (composeRecipe, viewRecipe)
        let resource = Self.resourceName(face.face.path)
        // The design's first baseline and the space below its last, in dp (the tool's box is the
        // same at every scale).
        let tool = face.layouts.first?.tool
        let baselines: (top: Double, bottom: Double)? = tool.flatMap { tool in
            tool.baselines.first.flatMap { first in tool.baselines.last.map { (first, tool.boxHeight - $0) } }
        }
        styleArguments = Self.styleArguments(composeRecipe, face, lineHeight: lineHeight)
        modifier =
            composeRecipe == .composePaddingFromBaseline
            ? baselines.map {
                "Modifier.paddingFromBaseline(top = \(Self.number($0.top)).dp, bottom = \(Self.number($0.bottom)).dp)"
            }
            : nil
        viewAttributes = Self.viewAttributes(viewRecipe, face, resource: resource, lineHeight: lineHeight, baselines: baselines)
        compose = Self.compose(face, resource: resource, arguments: styleArguments, modifier: modifier)
        view = Self.view(face, attributes: viewAttributes)
    }

    package static func == (a: AndroidSpecCode, b: AndroidSpecCode) -> Bool { a.compose == b.compose && a.view == b.view }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(compose)
        hasher.combine(view)
    }

    /// The arguments of a Compose `recipe`'s `TextStyle` but its font family.
    private static func styleArguments(_ recipe: TextRecipe, _ face: SpecReport.Face, lineHeight: Double) -> [String] {
        var style = ["fontSize = \(number(face.spec.pointSize)).sp,"]
        // paddingFromBaseline sets the ends; the line height, with Compose's default style, the lines between.
        if let lineHeightStyle = recipe == .composePaddingFromBaseline
            ? TextRecipe.composeProportionalTrimBoth.lineHeightStyle : recipe.lineHeightStyle
        {
            style += [
                "lineHeight = \(number(lineHeight)).sp,",
                "lineHeightStyle = LineHeightStyle(",
                "    alignment = LineHeightStyle.Alignment.\(lineHeightStyle.alignment.kotlinName),",
                "    trim = LineHeightStyle.Trim.\(lineHeightStyle.trim.kotlinName),",
                "),",
            ]
        }
        style.append("platformStyle = PlatformTextStyle(includeFontPadding = \(recipe == .composeFontPadding)),")
        if let em = letterSpacingEm(face) { style.append("letterSpacing = \(number(em)).em,") }
        return style
    }

    /// The Kotlin of the Compose recipe: its `TextStyle` of the face's font, and the `Text` with the
    /// recipe's modifier where it has one.
    private static func compose(_ face: SpecReport.Face, resource: String, arguments: [String], modifier: String?) -> String {
        let names = face.face.metrics
        var style = [
            "// \(names.familyName.escapingControlCharacters) \(names.styleName.escapingControlCharacters): "
                + "res/font/\(resource) holds \(FileName.displayed(face.face.path).escapingControlCharacters).",
            "val style = TextStyle(",
            "    fontFamily = FontFamily(Font(R.font.\(KotlinFontsGenerator.kotlinName(resource)))),",
        ]
        style += arguments.map { "    " + $0 } + [")"]
        if let modifier {
            style += [
                "Text(",
                "    text,",
                "    style = style,",
                "    // The design's first baseline from the top and its space below the last baseline.",
                "    modifier = \(modifier),",
                ")",
            ]
        } else {
            style.append("Text(text, style = style)")
        }
        return style.joined(separator: "\n")
    }

    /// The XML of a `TextView` `recipe`, with a comment naming the API level each attribute needs
    /// and AppCompat's spelling of it for a lower minSdk [P: TextView's attributes (`fontFamily`
    /// with a font resource from API 26, `lineHeight`, `firstBaselineToTopHeight` and
    /// `lastBaselineToBottomHeight` from API 28); androidx appcompat `AppCompatTextHelper`, which
    /// reads `app:fontFamily`, `app:lineHeight`, `app:firstBaselineToTopHeight` and
    /// `app:lastBaselineToBottomHeight` at any API level].
    private static func viewAttributes(
        _ recipe: TextRecipe, _ face: SpecReport.Face, resource: String, lineHeight: Double,
        baselines: (top: Double, bottom: Double)?
    ) -> [(name: String, value: String, api: Int?)] {
        let spec = face.spec
        // Each attribute with the API level it needs, where more than Android 5's (21).
        var attributes: [(name: String, value: String, api: Int?)] = [
            ("fontFamily", "@font/\(resource)", 26),
            ("textSize", "\(number(spec.pointSize))sp", nil),
            ("includeFontPadding", "\(recipe == .textView)", nil),
        ]
        if recipe != .textView { attributes.append(("lineHeight", "\(number(lineHeight))sp", 28)) }
        if recipe == .textViewBaselines, let baselines {
            attributes += [
                ("firstBaselineToTopHeight", "\(number(baselines.top))dp", 28),
                ("lastBaselineToBottomHeight", "\(number(baselines.bottom))dp", 28),
            ]
        }
        // android:letterSpacing is in ems.
        if let em = letterSpacingEm(face) { attributes.append(("letterSpacing", number(em), nil)) }
        if spec.lines != 1 { attributes.append(("maxLines", "\(spec.lines)", nil)) }
        return attributes
    }

    /// The `TextView`'s XML of `attributes`.
    private static func view(_ face: SpecReport.Face, attributes: [(name: String, value: String, api: Int?)]) -> String {
        let names = face.face.metrics
        let levels = Dictionary(grouping: attributes.filter { $0.api != nil }, by: { $0.api! }).sorted { $0.key < $1.key }
        let needs = levels.map { level, attributes in
            "API \(level): " + attributes.map { "android:\($0.name)" }.joined(separator: ", ")
        }
        let compat = levels.flatMap(\.value).map { "app:\($0.name)" }
        return
            (["<!-- \(commentText("\(names.familyName) \(names.styleName)")) -->"]
            + (needs.isEmpty
                ? []
                : [
                    "<!-- \(needs.joined(separator: "; ")). For a lower minSdk with AppCompat (a TextView in an "
                        + "AppCompat theme is an AppCompatTextView): \(compat.joined(separator: ", ")) instead, "
                        + "xmlns:app=\"http://schemas.android.com/apk/res-auto\". -->"
                ])
            + ["<TextView"] + attributes.map { "    android:\($0.name)=\"\($0.value)\"" } + [
                "    android:text=\"@string/text\" />"
            ])
            .joined(separator: "\n")
    }

    /// The design's letter spacing in em (its points over the size): what Compose's `.em` and the
    /// View's `android:letterSpacing` take, and which follows the text size through the font scale;
    /// `nil` without one.
    static func letterSpacingEm(_ face: SpecReport.Face) -> Double? {
        guard let kern = face.kern, kern != 0, face.spec.pointSize > 0 else { return nil }
        return kern / face.spec.pointSize
    }

    /// Java's reserved words, which aapt refuses as resource names (`R.font.new` would not compile).
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    /// The font's resource name in `res/font`: the file's name without its extension, in lower
    /// case, every character other than a-z, 0-9 and `_` an underscore, `font_` before a name
    /// that does not start with a letter or is one of Java's reserved words (Android's rule for
    /// resource names).
    package static func resourceName(_ path: String) -> String {
        let file = FileName.lastComponent(path)
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        let name = String(
            stem.lowercased().unicodeScalars.map { scalar -> Character in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
            })
        guard let first = name.first, first.isLetter, !javaKeywords.contains(name) else { return "font_" + name }
        return name
    }

    /// `text` for an XML comment: control characters escaped, and no `--` in it nor `-` at its end,
    /// which XML forbids there (a family `F-->` would close the comment): each `-` of a run after the
    /// first spaced apart; U+FFFE and U+FFFF, which XML 1.0 takes nowhere (its `Char`), escaped too.
    static func commentText(_ text: String) -> String {
        var out = ""
        for scalar in text.escapingControlCharacters.unicodeScalars {
            if scalar == "-" && out.hasSuffix("-") { out += " " }
            if scalar == "\u{FFFE}" || scalar == "\u{FFFF}" {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out.hasSuffix("-") ? out + " " : out
    }

    /// A number to type: to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }
}
