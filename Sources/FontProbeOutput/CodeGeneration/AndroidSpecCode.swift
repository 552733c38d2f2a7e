import FontProbeModel
import FontProbeRules

/// The code `spec --platform android` prints for a face (docs/commands/spec.md#android): the closest
/// Compose recipe as a `TextStyle` and the closest View recipe as a `TextView`'s XML, sizes in sp,
/// lengths in dp, the design's letter spacing, to paste as they are.
package struct AndroidSpecCode: Sendable, Hashable {
    /// The Compose recipe nearest the design, and its Kotlin: a `TextStyle` and the `Text` using it.
    package var composeRecipe: TextRecipe
    package var compose: String
    /// The View recipe nearest the design, and its XML.
    package var viewRecipe: TextRecipe
    package var view: String

    static let composeRecipes: [TextRecipe] = [.composeText, .composeFontPadding, .composeLineHeight, .composeLineHeightTrimmed]
    static let viewRecipes: [TextRecipe] = [.textView, .textViewLineHeight, .textViewBaselines]

    package init?(_ face: SpecReport.Face) {
        let spec = face.spec
        guard spec.platform == .android, let lineHeight = face.designLineHeight,
            let composeRecipe = DesignSpec.closest(face.layouts, among: Self.composeRecipes),
            let viewRecipe = DesignSpec.closest(face.layouts, among: Self.viewRecipes)
        else { return nil }
        (self.composeRecipe, self.viewRecipe) = (composeRecipe, viewRecipe)
        let resource = Self.resourceName(face.face.path)
        let names = face.face.metrics
        let comment =
            "// \(names.familyName.escapingControlCharacters) \(names.styleName.escapingControlCharacters): "
            + "res/font/\(resource) holds \(FileName.displayed(face.face.path).escapingControlCharacters)."
        var style = [
            comment, "val style = TextStyle(",
            "    fontFamily = FontFamily(Font(R.font.\(resource))),",
            "    fontSize = \(Self.number(spec.pointSize)).sp,",
        ]
        if composeRecipe == .composeLineHeight || composeRecipe == .composeLineHeightTrimmed {
            let (alignment, trim) = composeRecipe == .composeLineHeight ? ("Center", "None") : ("Proportional", "Both")
            style += [
                "    lineHeight = \(Self.number(lineHeight)).sp,",
                "    lineHeightStyle = LineHeightStyle(",
                "        alignment = LineHeightStyle.Alignment.\(alignment),",
                "        trim = LineHeightStyle.Trim.\(trim),",
                "    ),",
            ]
        }
        style.append("    platformStyle = PlatformTextStyle(includeFontPadding = \(composeRecipe == .composeFontPadding)),")
        if let kern = face.kern, kern != 0 { style.append("    letterSpacing = \(Self.number(kern)).sp,") }
        compose = (style + [")", "Text(text, style = style)"]).joined(separator: "\n")

        var attributes = [
            "<!-- \(Self.commentText("\(names.familyName) \(names.styleName)")) -->",
            "<TextView",
            "    android:fontFamily=\"@font/\(resource)\"",
            "    android:textSize=\"\(Self.number(spec.pointSize))sp\"",
            "    android:includeFontPadding=\"\(viewRecipe == .textView)\"",
        ]
        if viewRecipe != .textView { attributes.append("    android:lineHeight=\"\(Self.number(lineHeight))sp\"") }
        if viewRecipe == .textViewBaselines, let tool = face.layouts.first?.tool, let first = tool.baselines.first,
            let last = tool.baselines.last
        {
            attributes += [
                "    android:firstBaselineToTopHeight=\"\(Self.number(first))dp\"",
                "    android:lastBaselineToBottomHeight=\"\(Self.number(tool.boxHeight - last))dp\"",
            ]
        }
        if let kern = face.kern, kern != 0, spec.pointSize > 0 {
            // letterSpacing is in ems.
            attributes.append("    android:letterSpacing=\"\(Self.number(kern / spec.pointSize))\"")
        }
        if spec.lines != 1 { attributes.append("    android:maxLines=\"\(spec.lines)\"") }
        view = (attributes + ["    android:text=\"@string/text\" />"]).joined(separator: "\n")
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
    static func resourceName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
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
    /// first spaced apart.
    static func commentText(_ text: String) -> String {
        var out = ""
        for character in text.escapingControlCharacters {
            if character == "-" && out.hasSuffix("-") { out += " " }
            out.append(character)
        }
        return out.hasSuffix("-") ? out + " " : out
    }

    /// A number to type: to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }
}
