import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe code --platform flutter` on the team's tokens (``TokensCommandTests``'s project: FP
/// Audit Regular and Bold, Helvetica, FP Subset L). No Dart compiler runs here (Debian has none):
/// the file is held to a reviewed golden file and checked for its structure, and each style to
/// spec's Dart.
@Suite(.serialized)
struct FlutterCodeTests: SingleFontJSONReading {
    /// The Dart file: each family's name once with its weights (FP Audit's Bold has usWeightClass
    /// 400, as its Regular, so the family weighs by style name: 400 and 700), a const TextStyle per
    /// token, brackets balanced, every name a public lowerCamelCase Dart name.
    ///
    /// The golden file's numbers, by hand: typography.body is 17 / 25.5 with -0.5 letter spacing
    /// (the tokens), its line round(25.5) = 26, so the height line says 25.5 → 26; title 28 × 1.2
    /// = 33.6 → 34; legacy 17 × 1.2 = 20.4 → 20; caption's 2 % of 12 is 0.24 letterSpacing.
    @Test func dartFileOfTheTokens() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["code", "--config", "fontprobe.yml", "--platform", "flutter"], in: directory.url)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let dart = result.stdout
        let url = Repository.root.appendingPathComponent("Tests/FontProbeOutputTests/CodeGeneration/Golden/fonts.dart.golden")
        try Golden.expect(dart, equals: url)

        #expect(FlutterDart.isBalanced(dart))
        let constants = FlutterDart.constants(dart)
        #expect(
            constants == [
                "fpAudit", "helvetica", "fpSubsetL", "typographyBody", "typographyTitle", "typographyLegacy",
                "typographyWeb", "studioCaption",
            ])
        for name in constants { #expect(FlutterDart.isPublicLowerCamelCase(name), "\(name)") }
        for (family, weights) in [("FP Audit", "400, 700"), ("Helvetica", "400"), ("FP Subset L", "400")] {
            #expect(dart.contains("  /// \(family): \(weights).\n"), "\(family)")
            #expect(dart.components(separatedBy: "= '\(family)';").count == 2, "\(family)")
        }
        #expect(dart.contains("import 'package:flutter/painting.dart';\n"))
        #expect(dart.contains("abstract final class FontsFamilies {") && dart.contains("abstract final class FontsStyles {"))
        #expect(
            dart.contains(
                "  static const TextStyle typographyTitle = TextStyle(\n    fontFamily: FontsFamilies.fpAudit,\n"
                    + "    fontSize: 28,\n    fontWeight: FontWeight.w700,\n    height: 33.6 / 28, // L / S: Flutter lays lines "
                    + "out in whole logical px: 33.6 → 34\n"))
        #expect(dart.contains("    letterSpacing: 0.24,\n  );\n}\n"))

        // Each TextStyle holds the arguments of spec's, but its family and its weight: spec sees one face
        // (FP Audit Bold's usWeightClass, 400), the file the family (whose style names tell 400 and 700 apart).
        let spec = try CLI.run(
            ["spec", "--config", "fontprobe.yml", "--platform", "flutter", "--format", "json"], in: directory.url)
        let styles = try fonts(spec)
        #expect(styles.count == 5)
        for style in styles {
            let code = try #require((style["code"] as? [String: Any])?["dart"] as? String)
            let arguments = code.split(separator: "\n").drop { $0 != "const style = TextStyle(" }.dropFirst()
                .prefix { $0 != ");" }.filter { !$0.contains("fontFamily: ") && !$0.contains("fontWeight: ") }.map { "  " + $0 }
                .joined(separator: "\n")
            let file = dart.split(separator: "\n").filter { !$0.contains("fontWeight: ") }.joined(separator: "\n")
            #expect(!arguments.isEmpty && file.contains(arguments), "\(style["style"] ?? "")")
        }
    }

    /// Into a directory, the Dart file and pubspec.yaml's fonts beside it, each file at its asset
    /// path with its weight.
    @Test func pubspecFontsBesideTheDart() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(
            ["code", "--config", "fontprobe.yml", "--platform", "flutter", "--name", "Brand", "-o", "out/"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let out = directory.url.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["brand.dart", "pubspec_fonts.yaml"])
        let yaml = try String(contentsOf: out.appendingPathComponent("pubspec_fonts.yaml"), encoding: .utf8)
        #expect(
            yaml.hasSuffix(
                """
                fonts:
                  - family: "FP Audit"
                    fonts:
                      - asset: "fonts/FPAudit-Regular.ttf"
                        weight: 400
                      - asset: "fonts/FPAudit-Bold.ttf"
                        weight: 700
                  - family: "Helvetica"
                    fonts:
                      - asset: "fonts/FPHelvetica-Regular.ttf"
                        weight: 400
                  - family: "FP Subset L"
                    fonts:
                      - asset: "fonts/Lato-Regular-subset.ttf"
                        weight: 400

                """))
        let dart = try String(contentsOf: out.appendingPathComponent("brand.dart"), encoding: .utf8)
        #expect(dart.contains("abstract final class BrandStyles {") && dart.contains("fontFamily: BrandFamilies.fpAudit,"))
    }

    /// Two files of one name would be one asset, and a name with a leading `_` would make the classes
    /// private: both refused (64).
    @Test func refusals() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            _ = try directory.file(
                "\(folder)/Font.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf")))
            )
        }
        let shared = try CLI.run(["code", "a/Font.ttf", "b/Font.ttf", "--platform", "flutter"], in: directory.url)
        #expect(shared.status == 64 && shared.stderr.contains("would both be fonts/Font.ttf in pubspec.yaml"), "\(shared.stderr)")
        let name = try CLI.run(["code", "a/Font.ttf", "--platform", "flutter", "--name", "_Fonts"], in: directory.url)
        #expect(name.status == 64 && name.stderr.contains("private"), "\(name.stderr)")
    }
}
