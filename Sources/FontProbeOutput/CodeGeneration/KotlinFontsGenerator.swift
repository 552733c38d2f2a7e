import FontProbeModel
import FontProbeRules

/// Writes the Android code of `fontprobe code --platform android` (docs/commands/code.md#android):
/// a Kotlin file with one Compose `FontFamily` per family, each with every weight and style read,
/// and a `TextStyle` per configured style in the Compose recipe `spec --platform android` chooses
/// for it; and the styles as XML `TextAppearance` styles in the View recipe it chooses.
///
/// Pure: faces and laid-out styles in, text out. The recipes' lines are ``AndroidSpecCode``'s, so
/// that spec's code and this file say the same.
package struct KotlinFontsGenerator: Sendable {
    /// The Kotlin object holding `Families` and `Styles`, and the XML styles' prefix.
    package var name: String
    /// The Kotlin package, whose `R` holds the fonts; `nil` writes neither `package` nor the import.
    package var kotlinPackage: String?
    /// The version the header names.
    package var version: String

    package init(name: String = "Fonts", kotlinPackage: String? = nil, version: String = FontProbeVersion.current) {
        self.name = name
        self.kotlinPackage = kotlinPackage
        self.version = version
    }

    /// Kotlin's hard keywords, which a name may be only in backticks (kotlinlang.org, Keywords and operators).
    package static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// The classes and objects the Kotlin file names: an object of one of these names (`--name R`)
    /// would be what the name means inside it (`R.font` the object's), and the file would not compile.
    package static let namesTheGeneratedCodeUses: Set<String> = [
        "R", "Font", "FontFamily", "FontWeight", "FontStyle", "TextStyle", "PlatformTextStyle", "LineHeightStyle",
        "Modifier",
    ]

    /// A Swift name (``SwiftIdentifier``) as a Kotlin one: the same letters, in backticks only where
    /// Kotlin has the word as a hard keyword.
    static func kotlinName(_ swiftName: String) -> String {
        let bare = swiftName.filter { $0 != "`" }
        return keywords.contains(bare) ? "`\(bare)`" : bare
    }

    /// Compose's name for a weight (`FontWeight.Bold`), or `FontWeight(550)` for one it has no name for.
    static func weightName(_ weight: Int) -> String {
        let names = [
            100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Normal", 500: "Medium", 600: "SemiBold", 700: "Bold",
            800: "ExtraBold", 900: "Black",
        ]
        return names[weight].map { "FontWeight.\($0)" } ?? "FontWeight(\(weight))"
    }

    /// One family: its Kotlin name and its fonts, one per weight and slant (the first face read of each).
    struct Family {
        var name: String
        var familyName: String
        /// Whether its weights are its style names' (``FaceDeclaration/weighsByStyleName(_:)``).
        var byStyleName: Bool
        var fonts: [(resource: String, weight: Int, italic: Bool, path: String)]
    }

    /// The families of `faces` in the order read, each named from its family name.
    static func families(_ faces: [FontFace]) -> [Family] {
        var order: [String] = []
        var byName: [String: [FontFace]] = [:]
        // A collection's first face only: `Font(resId)` loads face 0 of a res/font file.
        for face in faces where face.faceIndex == 0 {
            if byName[face.metrics.familyName] == nil { order.append(face.metrics.familyName) }
            byName[face.metrics.familyName, default: []].append(face)
        }
        let names = SwiftIdentifier.distinctNames(order, reserved: ["Families", "Styles"])
        return zip(order, names).map { family, name in
            var fonts: [(resource: String, weight: Int, italic: Bool, path: String)] = []
            let faces = byName[family] ?? []
            let byStyleName = FaceDeclaration.weighsByStyleName(faces)
            for face in faces {
                let font = (
                    AndroidSpecCode.resourceName(face.path), FaceDeclaration.weight(face, byStyleName: byStyleName),
                    FaceDeclaration.isItalic(face), face.path
                )
                if !fonts.contains(where: { $0.weight == font.1 && $0.italic == font.2 }) { fonts.append(font) }
            }
            // Upright first, each by weight, as Compose's own families list them.
            fonts.sort { ($0.italic ? 1 : 0, $0.weight) < ($1.italic ? 1 : 0, $1.weight) }
            return Family(
                name: kotlinName(name ?? "family"), familyName: family, byStyleName: byStyleName, fonts: fonts)
        }
    }

    /// The Kotlin file for `faces` and the styles laid out on Android (`spec --platform android`'s faces).
    package func kotlin(faces: [FontFace], styles: [SpecReport.Face]) -> String {
        let families = Self.families(faces)
        var body = "object \(name) {\n"
        body += "    /** One FontFamily per family, with every weight and style of it that fontprobe read. */\n"
        body += "    object Families {\n"
        for family in families {
            body += "        /** \(Self.commentText(family.familyName)). */\n"
            body += "        val \(family.name) = FontFamily(\n"
            for font in family.fonts {
                let style = font.italic ? ", FontStyle.Italic" : ""
                // aapt takes `fun` as a resource name, which Kotlin reads only in backticks.
                body += "            Font(R.font.\(Self.kotlinName(font.resource)), \(Self.weightName(font.weight))\(style)),\n"
            }
            body += "        )\n"
        }
        body += "    }\n"
        if !styles.isEmpty {
            body +=
                "\n    /** The text styles of fontprobe.yml, each in the Compose recipe `fontprobe spec --platform android` chooses. */\n"
            body += "    object Styles {\n"
            for (styleName, face) in zip(Self.styleNames(styles), styles) {
                body += textStyle(styleName, face, families: families)
            }
            body += "    }\n"
            let modifiers = zip(Self.styleNames(styles), styles).compactMap { name, face in
                AndroidSpecCode(face)?.modifier.map { (name, $0) }
            }
            if !modifiers.isEmpty {
                // What a TextStyle cannot hold: the padding of spec's paddingFromBaseline recipe.
                body +=
                    "\n    /** The modifier each style's Text takes besides its style: Text(text, style = Styles.x, modifier = Modifiers.x). */\n"
                body += "    object Modifiers {\n"
                body += modifiers.map { "        val \($0.0) = \($0.1)\n" }.joined()
                body += "    }\n"
            }
        }
        body += "}\n"
        var out = "// Generated by fontprobe \(version) (fontprobe code --platform android); do not edit.\n//\n"
        out += "// Font files, each in res/font under its resource name (API 26, or AppCompat before):\n"
        var listed: Set<String> = []
        for family in families {
            for font in family.fonts where listed.insert(font.resource).inserted {
                let format = FaceDeclaration.isAppFontFile(font.path)
                let convert = format ? "" : " (convert it to .ttf or .otf: res/font takes neither WOFF nor WOFF2)"
                out += "// - res/font/\(font.resource): \(Self.commentText(font.path))\(convert)\n"
            }
        }
        let unreached = faces.filter { $0.faceIndex > 0 }.map { "\(Self.commentText($0.path)) face \($0.faceIndex)" }
        if !unreached.isEmpty {
            out += "// Left out, as Font(resId) loads a collection's first face only: \(unreached.joined(separator: ", ")).\n"
        }
        out += "\n"
        if let kotlinPackage { out += "package \(kotlinPackage)\n\n" }
        out += imports(for: body).map { "import \($0)\n" }.joined() + "\n"
        return out + Self.withoutTrailingCommas(body)
    }

    /// `code` without a comma before a closing `)`: Kotlin takes trailing commas from 1.4 only, and
    /// the file then compiles with Debian's kotlin 1.3 too (docs/commands/code.md#android).
    static func withoutTrailingCommas(_ code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropLast() where lines[index].hasSuffix(",") {
            if lines[index + 1].drop(while: { $0 == " " }).hasPrefix(")") { lines[index].removeLast() }
        }
        return lines.joined(separator: "\n")
    }

    /// The Kotlin names of the styles: those `fontprobe code --platform ios` gives them.
    static func styleNames(_ styles: [SpecReport.Face]) -> [String] {
        let names = SwiftIdentifier.styleNames(styles.map { $0.style?.name ?? "" })
        return zip(names, styles.indices).map { name, index in kotlinName(name ?? "style\(index + 1)") }
    }

    /// One `TextStyle`: the family's, at the face's weight and slant, with the arguments of the Compose
    /// recipe spec chooses (``AndroidSpecCode``); the font and size alone where spec has none.
    private func textStyle(_ name: String, _ face: SpecReport.Face, families: [Family]) -> String {
        let family = families.first { $0.familyName == face.face.metrics.familyName }
        let weight = FaceDeclaration.weight(face.face, byStyleName: family?.byStyleName ?? false)
        var arguments = [
            // A face no family holds (a collection's second) is none the app can load: the default.
            "fontFamily = \(family.map { "Families.\($0.name)" } ?? "FontFamily.Default"),",
            "fontWeight = \(Self.weightName(weight)),",
        ]
        if FaceDeclaration.isItalic(face.face) { arguments.append("fontStyle = FontStyle.Italic,") }
        let code = AndroidSpecCode(face)
        if let code {
            // The arguments of spec's `val style = TextStyle(…)`, but its one-face family.
            arguments += code.styleArguments
        } else {
            arguments.append("fontSize = \(AndroidSpecCode.number(face.spec.pointSize)).sp,")
            if let kern = face.kern, kern != 0 { arguments.append("letterSpacing = \(AndroidSpecCode.number(kern)).sp,") }
        }
        let with = code?.modifier == nil ? "" : ", with Modifiers.\(name)"
        let recipe = code.map { " (\($0.composeRecipe.name)\(with))" } ?? ""
        var out = "        /** \(Self.commentText(face.style?.name ?? "")): "
        out += "\(Self.commentText(face.face.metrics.postScriptName ?? face.face.metrics.familyName)) at "
        out += "\(AndroidSpecCode.number(face.spec.pointSize)) sp\(recipe). */\n"
        out += "        val \(name) = TextStyle(\n"
        out += arguments.map { "            \($0)\n" }.joined()
        return out + "        )\n"
    }

    /// The imports `body` needs, by the names it uses.
    private func imports(for body: String) -> [String] {
        let uses: [(String, String)] = [
            ("PlatformTextStyle(", "androidx.compose.ui.text.PlatformTextStyle"),
            ("TextStyle(", "androidx.compose.ui.text.TextStyle"), ("Font(R.", "androidx.compose.ui.text.font.Font"),
            ("FontFamily(", "androidx.compose.ui.text.font.FontFamily"),
            ("FontStyle.", "androidx.compose.ui.text.font.FontStyle"),
            ("FontWeight", "androidx.compose.ui.text.font.FontWeight"),
            ("LineHeightStyle", "androidx.compose.ui.text.style.LineHeightStyle"),
            (".em,", "androidx.compose.ui.unit.em"), (".sp,", "androidx.compose.ui.unit.sp"),
            ("= Modifier.", "androidx.compose.ui.Modifier"),
            (".paddingFromBaseline(", "androidx.compose.foundation.layout.paddingFromBaseline"),
            (".dp", "androidx.compose.ui.unit.dp"),
        ]
        var imports = uses.filter { body.contains($0.0) }.map(\.1)
        if let kotlinPackage { imports.append("\(kotlinPackage).R") }
        return imports.sorted()
    }

    /// `text` for a `/** */` or `//` comment: on one line, its controls escaped (U+FEFF too), no `*/`
    /// to close it and no `/*` to open a nested one (Kotlin's block comments nest).
    static func commentText(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "\u{FEFF}", with: "\\u{feff}")
            .replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
    }
}
