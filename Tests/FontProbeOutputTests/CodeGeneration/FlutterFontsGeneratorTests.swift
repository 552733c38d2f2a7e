import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeRules

/// The names and literals of `fontprobe code --platform flutter` (docs/commands/code.md#flutter),
/// from the Dart language specification and Flutter's documentation.
struct FlutterFontsGeneratorTests {
    /// Style names as Dart names: the Swift names (``SwiftIdentifier/styleNames(_:)``) in
    /// lowerCamelCase without backticks; a reserved word (`class`, `default`) or a member of Object
    /// (`hashCode`) with a suffix; a leading digit after `style`, not `_` (which Dart makes
    /// private); `a.b` and `a-b`, both `aB`, as `aB` and `aB2`; a name that gives none, by position.
    @Test func styleNamesAreDartNames() {
        let swift = SwiftIdentifier.styleNames(["class", "default", "1up", "a.b", "a-b", "hashCode", "Body Text", "…"])
        #expect(swift.compactMap { $0 }.contains("`class`"))
        let dart = FlutterFontsGenerator.dartNames(swift, fallback: "style", suffix: "Style")
        #expect(dart == ["classStyle", "defaultStyle", "style1up", "aB", "aB2", "hashCodeStyle", "bodyText", "style8"])
    }

    /// A name another already has, or one of the classes', takes the next free number.
    @Test func takenNamesGetANumber() {
        let dart = FlutterFontsGenerator.dartNames(
            ["body", "body", "fontsStyles", "body2"], fallback: "style", suffix: "Style", taken: ["fontsStyles"])
        #expect(dart == ["body", "body2", "fontsStyles2", "body22"])
    }

    /// Dart files are lower snake case (Effective Dart): `Fonts` is `fonts.dart`.
    @Test(arguments: [
        ("Fonts", "fonts.dart"), ("BrandFonts", "brand_fonts.dart"), ("FPFonts", "fp_fonts.dart"),
        ("my_Fonts", "my_fonts.dart"), ("Fonts2", "fonts2.dart"),
    ])
    func fileNames(name: String, file: String) {
        #expect(FlutterFontsGenerator(name: name).fileName == file)
    }

    /// Flutter's named weights are the hundreds w100 to w900, and pubspec.yaml takes only those
    /// (docs.flutter.dev, "Use a custom font": "an integer multiple of 100, between 100 and 900"):
    /// a weight between is the nearest, half up, and said.
    @Test(arguments: [
        (400, "FontWeight.w400", true), (350, "FontWeight.w400", false), (349, "FontWeight.w300", false),
        (1, "FontWeight.w100", false), (950, "FontWeight.w900", false), (700, "FontWeight.w700", true),
    ])
    func weights(weight: Int, name: String, exact: Bool) {
        #expect(FlutterSpecCode.weightName(weight) == (name, exact))
    }

    /// A family name as a Dart string cannot end it, interpolate (`$`) or reorder the line; as a
    /// YAML scalar it cannot end it either.
    @Test func literalsHoldAnyName() {
        #expect(FlutterSpecCode.string("It's $x \\ \u{202E}") == "'It\\'s \\$x \\\\ \\u{202e}'")
        #expect(FlutterSpecCode.yaml("A \"B\" \\ #c: \u{7}") == "\"A \\\"B\\\" \\\\ #c: \\u0007\"")
        #expect(FlutterSpecCode.comment("A\nB\u{FEFF}") == "A\\nB\\u{feff}")
    }

    /// pubspec.yaml's `fonts:` for a family of an upright and an italic file, as Flutter's
    /// documentation writes it: the asset path under `fonts/`, the weight, `style: italic`.
    @Test func pubspecEntries() {
        let family = FlutterSpecCode.PubspecFamily(
            name: "Raleway",
            fonts: [
                .init(path: "a/Raleway-Regular.ttf", weight: 400, italic: false),
                .init(path: "b/Raleway-Italic.ttf", weight: 400, italic: true),
            ])
        #expect(
            FlutterSpecCode.pubspec([family]) == [
                "- family: \"Raleway\"", "  fonts:", "    - asset: \"fonts/Raleway-Regular.ttf\"", "      weight: 400",
                "    - asset: \"fonts/Raleway-Italic.ttf\"", "      weight: 400", "      style: italic",
            ])
        #expect(
            FaceDeclaration.sharedName(["a/X.ttf", "b/Y.ttf", "c/X.ttf"], FlutterSpecCode.assetPath)! == (
                "a/X.ttf", "c/X.ttf", "fonts/X.ttf"
            ))
        #expect(FaceDeclaration.sharedName(["a/X.ttf", "a/X.ttf", "b/Y.ttf"], FlutterSpecCode.assetPath) == nil)
    }
}
