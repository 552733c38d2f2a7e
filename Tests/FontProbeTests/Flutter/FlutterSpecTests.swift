import Foundation
import Testing

@testable import FontProbeTestSupport

/// `spec --platform flutter`: Flutter's recipes against a Figma design and the Dart of the closest,
/// every pixel worked by hand from Roboto's tables (2048 units per em, hhea 1900/-500/0) and held
/// to real Figma nodes (Fixtures/design-tools/figma/figma-rest.json).
@Suite(.serialized)
struct FlutterSpecTests: SingleFontJSONReading {
    static let figma = Repository.root.appendingPathComponent("Fixtures/design-tools/figma")

    /// A node of the Figma REST fixture: its size, line height, height and first baseline (read
    /// from its ink), in px.
    static func figmaNode(_ id: String) throws -> (size: Double, lineHeight: Double, height: Double, baseline: Double) {
        let data = try Data(contentsOf: figma.appendingPathComponent("figma-rest.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(document["cases"] as? [[String: Any]])
        let node = try #require(cases.first { $0["id"] as? String == id })
        let figma = try #require(node["figma"] as? [String: Any])
        let lineHeight = try #require(node["lineHeight"] as? String)
        return (
            try #require(node["size"] as? Double), try #require(Double(lineHeight)),
            try #require(figma["nodeHeight"] as? Double), try #require(node["figmaBaselineFromInk"] as? Double)
        )
    }

    /// The test: Roboto 14/20 in Figma (figma-140, a real node: 20 px high, its baseline
    /// 15 px down) set in Flutter lands within half a pixel at 2x and 3x, and the Dart says how.
    ///
    /// By hand (DESIGN 2.10), A = 1900 / 2048 × 14 = 12.98828125, D = 500 / 2048 × 14 = 3.41796875:
    /// `height: 20 / 14` with even leading is a line of round(20) = 20 whose baseline is (20 + A −
    /// D) / 2 = 29.5703125 / 2 = 14.78515625, painted at floor(15.285) = 15; on the device
    /// floor(15 × 2 + 0.5) = 30 and floor(15 × 3 + 0.5) = 45: Figma's 15 at both. Proportional
    /// leading puts it at A / (A + D) × 20 = 15.833, painted 16, a pixel low (2 and 3 px); the
    /// font alone is round(16.40625) = 16 high with its baseline 13.
    @Test func robotoFourteenOnTwentyIsEvenLeading() throws {
        let node = try Self.figmaNode("figma-140")
        #expect(node.size == 14 && node.lineHeight == 20 && node.height == 20 && node.baseline == 15)
        let roboto = Self.figma.appendingPathComponent("Roboto-Regular.ttf").path
        let result = try CLI.run([
            "spec", roboto, "--size", "14", "--line-height", "20", "--tool", "figma", "--platform", "flutter",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        #expect(face["target"] as? String == "flutter" && face["metricSource"] as? String == "android")
        #expect(face["closest"] as? String == "flutterHeightEven")
        let scales = try #require(face["scales"] as? [[String: Any]])
        #expect(scales.map { $0["scale"] as? Double } == [2, 3])
        for scale in scales {
            let dpr = try #require(scale["scale"] as? Double)
            let even = try #require(scale["flutterHeightEven"] as? [String: Any])
            #expect((even["baselinesPx"] as? [Double]) == [15 * dpr], "at \(dpr)")
            #expect(even["boxHeight"] as? Double == node.height)
            let off = try #require(even["pixelsOff"] as? Double)
            #expect(abs(try #require(even["baselines"] as? [Double])[0] - node.baseline) * dpr <= off + 1e-9)
            #expect(off <= 0.5 && even["withinHalfPixel"] as? Bool == true, "at \(dpr)")
            let proportional = try #require(scale["flutterHeight"] as? [String: Any])
            #expect((proportional["baselinesPx"] as? [Double]) == [16 * dpr] && proportional["pixelsOff"] as? Double == dpr)
            let plain = try #require(scale["flutterText"] as? [String: Any])
            #expect(plain["boxHeight"] as? Double == 16 && (plain["baselinesPx"] as? [Double]) == [13 * dpr])
            // No other platform's recipe in a Flutter report.
            #expect(scale["plainLabel"] == nil && scale["composeText"] == nil)
        }
        let dart = try #require((face["code"] as? [String: Any])?["dart"] as? String)
        #expect(
            dart.hasSuffix(
                """
                const style = TextStyle(
                  fontFamily: 'Roboto',
                  fontSize: 14,
                  fontWeight: FontWeight.w400,
                  height: 20 / 14, // L / S: 20 logical px lines
                  leadingDistribution: TextLeadingDistribution.even,
                );
                Text(text, style: style)
                """), "\(dart)")
        #expect(dart.contains("//   - family: \"Roboto\"\n//     fonts:\n//       - asset: \"fonts/Roboto-Regular.ttf\"\n"))
        #expect(FlutterDart.isBalanced(dart))

        // The text report marks it and prints the Dart.
        let text = try CLI.run([
            "spec", roboto, "--size", "14", "--line-height", "20", "--tool", "figma", "--platform", "flutter",
        ])
        #expect(
            text.status == 0 && text.stdout.contains("  Dart (height, even):\n    // Roboto Regular, declared in pubspec.yaml:"))
        #expect(text.stdout.contains("Closest in Flutter: height, even, within half a pixel at 2x, 3x (0 px at most)."))
    }

    /// Roboto Medium 11/16.5 (figma-007, a real node 17 px high, baseline 12): Flutter lays the
    /// line out at round(1.5 × 11) = round(16.5) = 17, half away from zero, so even leading puts the
    /// baseline at (16.5 + 10.205 − 2.686) / 2 = 12.0098 (A = 1900 / 2048 × 11 = 10.20508, D =
    /// 2.68555), painted 12: on the node at 1, 2 and 3. The Dart says the line rounds.
    @Test func aFractionalLineHeightRoundsAndTheDartSaysSo() throws {
        let node = try Self.figmaNode("figma-007")
        let result = try CLI.run([
            "spec", Self.figma.appendingPathComponent("Roboto-Medium.ttf").path, "--size", "11", "--line-height", "16.5",
            "--platform", "flutter", "--scale", "1,2,3", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        #expect(face["closest"] as? String == "flutterHeightEven")
        for scale in try #require(face["scales"] as? [[String: Any]]) {
            let dpr = try #require(scale["scale"] as? Double)
            let even = try #require(scale["flutterHeightEven"] as? [String: Any])
            #expect(even["boxHeight"] as? Double == node.height && (even["baselines"] as? [Double]) == [node.baseline])
            #expect((even["baselinesPx"] as? [Double]) == [12 * dpr])
        }
        let dart = try #require((face["code"] as? [String: Any])?["dart"] as? String)
        #expect(dart.contains("  fontWeight: FontWeight.w500,\n"))
        #expect(dart.contains("  height: 16.5 / 11, // L / S: Flutter lays lines out in whole logical px: 16.5 → 17\n"))
    }

    /// `--os ios` reads Lato's hhea through CoreText (no STAT), where Android's FreeType reads its
    /// typo metrics: at 15 / 22.5 even, (22.5 + 14.805 − 3.195) / 2 = 17.055 (painted 17) against
    /// (22.5 + 12.075 − 2.925) / 2 = 15.825 (painted 16). The header and the notes say which.
    @Test func theMetricSourceFollowsOS() throws {
        let lato = Repository.font("Lato-Regular-subset.ttf")
        func run(_ extra: [String]) throws -> CommandResult {
            try CLI.run(["spec", lato, "--size", "15", "--line-height", "22.5", "--platform", "flutter", "--scale", "1"] + extra)
        }
        for (extra, source, baseline) in [([String](), "android", 16.0), (["--os", "ios"], "ios", 17.0)] {
            let result = try run(extra + ["--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            let face = try #require(try fonts(result).first)
            #expect(face["metricSource"] as? String == source)
            let scale = try #require((face["scales"] as? [[String: Any]])?.first)
            #expect(((scale["flutterHeightEven"] as? [String: Any])?["baselines"] as? [Double]) == [baseline], "\(source)")
        }
        let android = try run([])
        #expect(android.stdout.contains("vertical metrics  OS/2 typo: ascender 1610, descender -390, line gap 400"))
        #expect(android.stdout.contains("iOS reads hhea 1974/-426/0 from this face, so its lines differ: --os ios"))
        #expect(android.stdout.contains("rounding: Flutter lays each line out in whole logical px, L = 22.5 → 23"))
        let ios = try run(["--os", "ios"])
        #expect(ios.stdout.contains("vertical metrics  hhea: ascender 1974, descender -426, line gap 0"))
    }

    /// What Flutter has no recipe for, and `--os` where it means nothing, are refused (64).
    @Test func refusals() throws {
        let roboto = Self.figma.appendingPathComponent("Roboto-Regular.ttf").path
        for (extra, message) in [
            (["--platform", "flutter", "--trim", "cap"], "--trim cap: fontprobe has no Flutter recipe for a cap trim yet."),
            (["--platform", "flutter", "--box-height", "30"], "--box-height and --align: fontprobe has no Flutter recipe"),
            (["--os", "ios"], "--os picks the font stack Flutter reads the font's metrics through"),
            (["--platform", "flutter", "--os", "windows"], "--os cannot use windows: write android"),
        ] {
            let result = try CLI.run(["spec", roboto, "--size", "14"] + extra)
            #expect(result.status == 64 && result.stderr.contains(message), "\(extra): \(result.stderr)")
        }
    }
}

/// Dart checked for its structure, as no Dart compiler runs here: brackets balanced outside
/// comments and strings, and names as Dart takes them.
enum FlutterDart {
    /// Dart's reserved words and built-in identifiers (the language specification's list).
    static let reserved: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with", "abstract", "as", "covariant", "deferred",
        "dynamic", "export", "extension", "external", "factory", "Function", "get", "implements", "import",
        "interface", "late", "library", "mixin", "operator", "part", "required", "set", "static", "typedef",
    ]

    /// `code` without `//` comments and single-quoted strings (with their escapes).
    static func stripped(_ code: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var comment = false
        var previous: Character = " "
        for character in code {
            if comment {
                if character == "\n" { comment = false; out.append(character) }
            } else if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "'" {
                    inString = false
                }
            } else if character == "/" && previous == "/" {
                out.removeLast()
                comment = true
            } else if character == "'" {
                inString = true
            } else {
                out.append(character)
            }
            previous = comment ? " " : character
        }
        return out
    }

    /// Whether every bracket of `code` (outside comments and strings) closes the one it opened.
    static func isBalanced(_ code: String) -> Bool {
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for character in stripped(code) {
            if "([{".contains(character) { stack.append(character) }
            if let open = pairs[character] {
                guard stack.popLast() == open else { return false }
            }
        }
        return stack.isEmpty
    }

    /// The names of `static const TYPE name =` declarations.
    static func constants(_ code: String) -> [String] {
        stripped(code).split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 4, words[0] == "static", words[1] == "const" else { return nil }
            return String(words[3])
        }
    }

    /// Whether `name` is a public lowerCamelCase Dart identifier: an ASCII lowercase letter, then
    /// letters and digits, and no reserved word.
    static func isPublicLowerCamelCase(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLowercase else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && !reserved.contains(name)
    }
}
