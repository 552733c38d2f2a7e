import FontProbeModel
import FontProbeRules

/// The Dart `spec --platform flutter` prints for a face (docs/commands/spec.md#flutter): the
/// closest recipe as a `TextStyle` and the `Text` using it, with its `TextHeightBehavior` or
/// `StrutStyle` where the recipe has one, and the `fonts:` of pubspec.yaml that declare the face;
/// sizes, line heights and letter spacing in logical px. `fontprobe code --platform flutter`
/// writes each style from the same parts (``textStyle(_:_:lineHeight:family:weight:italic:)``).
package struct FlutterSpecCode: Sendable, Hashable {
    /// The recipe written, nearest the design over every scale.
    package var recipe: TextRecipe
    /// The Dart to paste: the pubspec.yaml declaration as a comment, `const style = TextStyle(…);`
    /// and the `Text`.
    package var dart: String
    /// The design's line height and the line Flutter lays out for it, where they differ: a
    /// fractional L rounds to whole logical px (22.5 → 23); `nil` where L is whole.
    package var rounding: Rounding?

    /// A line height Flutter rounds: `given` → `laid`, logical px.
    package struct Rounding: Sendable, Hashable {
        package var given: Double
        package var laid: Double

        /// "22.5 → 23".
        package var text: String { "\(FlutterSpecCode.number(given)) → \(FlutterSpecCode.number(laid))" }
    }

    package init?(_ face: SpecReport.Face) {
        let spec = face.spec
        guard spec.platform == .flutter, let recipe = face.closest, FlutterPlatform.codedRecipes.contains(recipe),
            let lineHeight = face.designLineHeight, spec.pointSize > 0
        else { return nil }
        self.recipe = recipe
        rounding = Self.rounding(recipe, lineHeight: lineHeight, fontSize: spec.pointSize)
        let metrics = face.face.metrics
        let family = Self.string(metrics.familyName)
        let (weight, italic) = (FaceDeclaration.weight(face.face), FaceDeclaration.isItalic(face.face))
        var lines = ["// \(Self.comment("\(metrics.familyName) \(metrics.styleName)")), declared in pubspec.yaml:"]
        lines += Self.pubspec([
            PubspecFamily(
                name: metrics.familyName,
                fonts: [.init(path: face.face.path, weight: weight, italic: italic)])
        ]).map { "//   " + $0 }
        if face.face.faceIndex > 0 {
            lines.append(
                "// Face \(face.face.faceIndex) of a collection: pubspec.yaml names a file, whose first face Flutter loads.")
        }
        let style = Self.textStyle(recipe, face, lineHeight: lineHeight, family: family, weight: weight, italic: italic)
        lines += ["const style = " + (style.first ?? "")] + style.dropFirst().dropLast() + [(style.last ?? "") + ";"]
        var arguments = ["text,", "style: style,"]
        if let behavior = Self.textHeightBehavior(recipe) {
            arguments += ["textHeightBehavior: const " + behavior[0]] + behavior.dropFirst().dropLast() + [behavior.last! + ","]
        }
        if let strut = Self.strutStyle(recipe, face, lineHeight: lineHeight, family: family, weight: weight, italic: italic) {
            arguments += ["strutStyle: const " + strut[0]] + strut.dropFirst().dropLast() + [strut.last! + ","]
        }
        lines += arguments.count == 2 ? ["Text(text, style: style)"] : ["Text("] + arguments.map { "  " + $0 } + [")"]
        dart = lines.joined(separator: "\n")
    }

    /// `recipe`'s `TextStyle(…)` for the face, one argument a line, indented by two spaces inside
    /// the parentheses: `fontFamily` (`family`, a Dart expression), `fontSize`, `fontWeight` (the
    /// nearest of Flutter's hundreds, `weight` said where it is not one), `fontStyle` where italic,
    /// `height: L / S` and `leadingDistribution` where the recipe sets a height, `letterSpacing`.
    package static func textStyle(
        _ recipe: TextRecipe, _ face: SpecReport.Face, lineHeight: Double, family: String?, weight: Int, italic: Bool
    ) -> [String] {
        let spec = face.spec
        var arguments: [String] = []
        if let family { arguments.append("fontFamily: \(family),") }
        arguments.append("fontSize: \(number(spec.pointSize)),")
        arguments += font(weight: weight, italic: italic)
        if let style = FlutterPlatform.style(recipe, fontSize: spec.pointSize, lineHeight: lineHeight), style.height != nil {
            arguments.append(height(lineHeight, fontSize: spec.pointSize))
            arguments.append("leadingDistribution: TextLeadingDistribution.\(style.leadingDistribution.rawValue),")
        } else {
            // No height: the font's own line, unless the ambient DefaultTextStyle gives one.
            arguments += [
                "// No height: the font's own line; under a Material 3 theme, its DefaultTextStyle's",
                "// height instead, which kTextHeightNone (dart:ui, in recent Flutter) resets.",
            ]
        }
        if let kern = face.kern, kern != 0 { arguments.append("letterSpacing: \(number(kern)),") }
        return ["TextStyle("] + arguments.map { "  " + $0 } + [")"]
    }

    /// `recipe`'s `TextHeightBehavior(…)`, one argument a line; `nil` for a recipe without one.
    package static func textHeightBehavior(_ recipe: TextRecipe) -> [String]? {
        guard let style = FlutterPlatform.style(recipe, fontSize: 1, lineHeight: 1),
            !style.applyHeightToFirstAscent || !style.applyHeightToLastDescent
        else { return nil }
        return [
            "TextHeightBehavior(",
            "  applyHeightToFirstAscent: \(style.applyHeightToFirstAscent),",
            "  applyHeightToLastDescent: \(style.applyHeightToLastDescent),",
            ")",
        ]
    }

    /// `recipe`'s `StrutStyle(…)` in the text's face and size, one argument a line; `nil` for a
    /// recipe without one.
    package static func strutStyle(
        _ recipe: TextRecipe, _ face: SpecReport.Face, lineHeight: Double, family: String?, weight: Int, italic: Bool
    ) -> [String]? {
        let size = face.spec.pointSize
        guard let strut = FlutterPlatform.style(recipe, fontSize: size, lineHeight: lineHeight)?.strut else { return nil }
        var arguments: [String] = []
        if let family { arguments.append("fontFamily: \(family),") }
        arguments.append("fontSize: \(number(size)),")
        arguments += font(weight: weight, italic: italic)
        if strut.height != nil { arguments.append(height(lineHeight, fontSize: size)) }
        arguments.append("leadingDistribution: TextLeadingDistribution.\(strut.leadingDistribution.rawValue),")
        arguments.append("forceStrutHeight: \(strut.forceStrutHeight),")
        return ["StrutStyle("] + arguments.map { "  " + $0 } + [")"]
    }

    /// `fontWeight` and, where italic, `fontStyle`.
    private static func font(weight: Int, italic: Bool) -> [String] {
        let (name, exact) = weightName(weight)
        var lines = ["fontWeight: \(name),\(exact ? "" : " // \(weight): Flutter's weights are hundreds")"]
        if italic { lines.append("fontStyle: FontStyle.italic,") }
        return lines
    }

    /// `height: L / S`, as the model lays it out (``FlutterPlatform/style(_:fontSize:lineHeight:)``),
    /// saying where Flutter rounds the line.
    private static func height(_ lineHeight: Double, fontSize: Double) -> String {
        let laid = FlutterPlatform.laidLineHeight(lineHeight, fontSize: fontSize)
        let note =
            abs(laid - lineHeight) > PixelMath.tolerance
            ? "Flutter lays lines out in whole logical px: \(number(lineHeight)) → \(number(laid))"
            : "\(number(lineHeight)) logical px lines"
        return "height: \(number(lineHeight)) / \(number(fontSize)), // L / S: \(note)"
    }

    /// Where `recipe` sets a line height that Flutter rounds to a whole logical px.
    static func rounding(_ recipe: TextRecipe, lineHeight: Double, fontSize: Double) -> Rounding? {
        guard FlutterPlatform.style(recipe, fontSize: fontSize, lineHeight: lineHeight)?.height != nil else { return nil }
        let laid = FlutterPlatform.laidLineHeight(lineHeight, fontSize: fontSize)
        return abs(laid - lineHeight) > PixelMath.tolerance ? Rounding(given: lineHeight, laid: laid) : nil
    }

    /// Flutter's name for the weight nearest `weight`, `FontWeight.w100` to `FontWeight.w900` (the
    /// constants every Flutter has, and the weights pubspec.yaml takes), and whether it is `weight`.
    package static func weightName(_ weight: Int) -> (name: String, exact: Bool) {
        let hundreds = min(900, max(100, Int((Double(weight) / 100).rounded(.toNearestOrAwayFromZero)) * 100))
        return ("FontWeight.w\(hundreds)", hundreds == weight)
    }

    /// A family of pubspec.yaml's `fonts:` and its files.
    package struct PubspecFamily: Sendable, Hashable {
        package var name: String
        package var fonts: [Font]

        /// A file of the family: its path as read, its weight (a hundred in pubspec.yaml) and style.
        package struct Font: Sendable, Hashable {
            package var path: String
            package var weight: Int
            package var italic: Bool
        }
    }

    /// The `fonts:` entries of pubspec.yaml (under `flutter:`) for `families`, two spaces a level:
    /// each family by name, each file as `fonts/` and its file name (where the app keeps it), its
    /// weight and, where italic, its style [P: Flutter's "Use a custom font"].
    package static func pubspec(_ families: [PubspecFamily]) -> [String] {
        var lines: [String] = []
        for family in families {
            lines += ["- family: \(yaml(family.name))", "  fonts:"]
            for font in family.fonts {
                lines.append("    - asset: \(yaml(assetPath(font.path)))")
                lines.append("      weight: \(weightName(font.weight).name.dropFirst("FontWeight.w".count))")
                if font.italic { lines.append("      style: italic") }
            }
        }
        return lines
    }

    /// Where pubspec.yaml finds a font file: `fonts/` and its name.
    package static func assetPath(_ path: String) -> String {
        "fonts/" + FileName.lastComponent(FileName.displayed(path))
    }

    /// `text` as a Dart string: in single quotes, a quote, a backslash and `$` (interpolation)
    /// escaped, every control, bidirectional control and line or paragraph separator as `\u{…}`,
    /// so no name can end the string or show other than it is.
    package static func string(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'", "\\", "$": out += "\\" + String(scalar)
            case _ where SwiftFontsGenerator.isInvisibleControl(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }

    /// `text` as a YAML double-quoted scalar: a quote and a backslash escaped, every control as
    /// `\u…` (YAML 1.2, 5.7).
    package static func yaml(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case _ where SwiftFontsGenerator.isInvisibleControl(scalar):
                // Every such control is below U+10000: four hexadecimal digits.
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` for a `//` comment: on one line, its controls escaped.
    package static func comment(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "\u{FEFF}", with: "\\u{feff}")
    }

    /// A number to type: to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }
}
