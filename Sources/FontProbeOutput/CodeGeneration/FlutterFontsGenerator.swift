import FontProbeModel
import FontProbeRules

/// Writes the Flutter code of `fontprobe code --platform flutter` (docs/commands/code.md#flutter):
/// a Dart file with each family's `fontFamily` name, a `TextStyle` per configured style in the
/// recipe `spec --platform flutter` chooses for it (and its `StrutStyle` or `TextHeightBehavior`
/// where the recipe has one), and the `fonts:` of pubspec.yaml that declare the families, with
/// each file's weight and style.
///
/// Pure: faces and laid-out styles in, text out. Every style's arguments are
/// ``FlutterSpecCode``'s, so that spec's Dart and this file say the same.
package struct FlutterFontsGenerator: Sendable {
    /// What the classes' names start with: `Fonts` gives `FontsFamilies` and `FontsStyles`.
    package var name: String
    /// The version the header names.
    package var version: String

    package init(name: String = "Fonts", version: String = FontProbeVersion.current) {
        self.name = name
        self.version = version
    }

    /// Dart's reserved words, built-in identifiers, `await` and `yield`, and the members every
    /// class has from `Object` (a static member may not share an instance member's name): a name
    /// that is one of these gets a suffix (Dart language specification, 21.1.1 Reserved Words).
    package static let reserved: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with", "abstract", "as", "covariant", "deferred",
        "dynamic", "export", "extension", "external", "factory", "Function", "get", "implements", "import",
        "interface", "late", "library", "mixin", "operator", "part", "required", "set", "static", "typedef", "await",
        "yield", "hashCode", "runtimeType", "toString", "noSuchMethod",
    ]

    /// The class of each family's name, of the styles, and of what a style's `Text` takes besides.
    var familiesClass: String { name + "Families" }
    var stylesClass: String { name + "Styles" }
    var strutsClass: String { name + "Struts" }
    var heightBehaviorsClass: String { name + "HeightBehaviors" }

    /// The Dart file's name: `name` in lower snake case, as Dart names files (`Fonts` is
    /// `fonts.dart`, `BrandFonts` `brand_fonts.dart`).
    package var fileName: String {
        var out = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0,
                !characters[index - 1].isUppercase || (index + 1 < characters.count && characters[index + 1].isLowercase),
                characters[index - 1] != "_"
            {
                out += "_"
            }
            out += character.lowercased()
        }
        return out + ".dart"
    }

    /// Lower-camel-case Dart names from the Swift ones (``SwiftIdentifier``) or, for `nil`, from
    /// `fallback` and the position: no backticks; a leading digit after `fallback` instead of `_`
    /// (a leading `_` would make the name private to the file); no underscore before a number;
    /// `suffix` after a reserved word (``reserved``); and one name apiece, a name already taken
    /// (by an earlier one or by `taken`) followed by `2`, `3`, … .
    static func dartNames(_ swiftNames: [String?], fallback: String, suffix: String, taken: Set<String> = []) -> [String] {
        var taken = taken
        return swiftNames.enumerated().map { index, swiftName in
            var name = (swiftName ?? "\(fallback)\(index + 1)").filter { $0 != "`" }
            if let last = name.lastIndex(of: "_"), last != name.startIndex,
                name[name.index(after: last)...].allSatisfy(\.isNumber)
            {
                name.remove(at: last)
            }
            if name.hasSuffix("_") { name.removeLast() }
            if name.hasPrefix("_") { name = fallback + name.dropFirst() }
            if name.isEmpty { name = "\(fallback)\(index + 1)" }
            if reserved.contains(name) { name += suffix }
            var unique = name
            var number = 2
            while taken.contains(unique) {
                unique = "\(name)\(number)"
                number += 1
            }
            taken.insert(unique)
            return unique
        }
    }

    /// One family: its Dart name, its name in pubspec.yaml and its fonts, one per pubspec weight
    /// (a hundred) and style, the first face read of each.
    struct Family {
        var name: String
        var familyName: String
        /// Whether its weights are its style names' (``FaceDeclaration/weighsByStyleName(_:)``).
        var byStyleName: Bool
        var fonts: [FlutterSpecCode.PubspecFamily.Font]
    }

    /// The families of `faces` in the order read: a collection's first face only, since
    /// pubspec.yaml names a file, not a face of it [I: Flutter loads a file's first face].
    func families(_ faces: [FontFace]) -> [Family] {
        var order: [String] = []
        var byName: [String: [FontFace]] = [:]
        for face in faces where face.faceIndex == 0 {
            if byName[face.metrics.familyName] == nil { order.append(face.metrics.familyName) }
            byName[face.metrics.familyName, default: []].append(face)
        }
        let names = Self.dartNames(
            SwiftIdentifier.distinctNames(order), fallback: "family", suffix: "Family",
            taken: [familiesClass, stylesClass, strutsClass, heightBehaviorsClass])
        return zip(order, names).map { family, name in
            let faces = byName[family] ?? []
            let byStyleName = FaceDeclaration.weighsByStyleName(faces)
            var fonts: [FlutterSpecCode.PubspecFamily.Font] = []
            for face in faces {
                let font = FlutterSpecCode.PubspecFamily.Font(
                    path: face.path, weight: FaceDeclaration.weight(face, byStyleName: byStyleName),
                    italic: FaceDeclaration.isItalic(face))
                let hundreds = FlutterSpecCode.weightName(font.weight).name
                if !fonts.contains(where: { FlutterSpecCode.weightName($0.weight).name == hundreds && $0.italic == font.italic })
                {
                    fonts.append(font)
                }
            }
            // Upright first, each by weight, as pubspec.yaml lists them in Flutter's own examples.
            fonts.sort { ($0.italic ? 1 : 0, $0.weight) < ($1.italic ? 1 : 0, $1.weight) }
            return Family(name: name, familyName: family, byStyleName: byStyleName, fonts: fonts)
        }
    }

    /// pubspec.yaml's `fonts:` for `faces`, under `flutter:`: what to paste there (the file beside
    /// the Dart that `-o DIRECTORY` writes, `pubspec_fonts.yaml`).
    package func pubspec(faces: [FontFace]) -> String {
        let families = families(faces).map { FlutterSpecCode.PubspecFamily(name: $0.familyName, fonts: $0.fonts) }
        var out = "# Generated by fontprobe \(FlutterSpecCode.comment(version)) (fontprobe code --platform flutter); "
        out += "paste under flutter: in pubspec.yaml, each file copied to its asset path.\n"
        out += "fonts:\n"
        return out + FlutterSpecCode.pubspec(families).map { "  " + $0 + "\n" }.joined()
    }
}
