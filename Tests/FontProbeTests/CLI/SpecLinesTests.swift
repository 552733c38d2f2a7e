import Foundation
import Testing

@testable import FontProbeTestSupport

/// `spec --lines` as the command line gives it: Figma's every baseline by the line height's unit, in
/// points and in device pixels (`baselinesPx`), the first three in text, and paragraphs.
@Suite(.serialized)
struct SpecLinesTests: SingleFontJSONReading {
    static let lato = Repository.font("Lato-Regular-subset.ttf")

    /// Lato (2000 units, hhea 1974/-426/0) at 16: a = 15.792, d = 3.408, a - d = 12.384. At 140% the
    /// 22.4 px line is rounded to 22 first: round((22 + 12.384) / 2) = round(17.192) = 17, then 39,
    /// 61, 83, 105 in a 5 × 22 = 110 box; at 3x, 51, 117, 183, 249, 315 device px. At 22.4 px each
    /// baseline is round(17.392 + i × 22.4): 17, 40, 62, 85, 107, in a ceil(112) = 112 box.
    @Test func figmaBaselinesByUnit() throws {
        for (lineHeight, unit, baselines, box) in [
            ("140%", "FONT_SIZE_%", [17.0, 39, 61, 83, 105], 110.0), ("22.4", "PIXELS", [17, 40, 62, 85, 107], 112),
        ] {
            let result = try CLI.run([
                "spec", Self.lato, "--size", "16", "--line-height", lineHeight, "--lines", "5", "--scale", "3", "--format",
                "json",
            ])
            #expect(result.status == 0, "\(result.stderr)")
            let face = try #require(try fonts(result).first)
            #expect(face["lineHeightUnit"] as? String == unit && face["paragraphs"] as? [Int] == [5])
            let tool = try #require((face["scales"] as? [[String: Any]])?.first?["tool"] as? [String: Any])
            #expect(tool["baselines"] as? [Double] == baselines && tool["boxHeight"] as? Double == box, "\(lineHeight)")
            #expect(tool["baselinesPx"] as? [Double] == baselines.map { $0 * 3 }, "\(lineHeight)")
        }
        let text = try CLI.run(["spec", Self.lato, "--size", "16", "--line-height", "140%", "--lines", "5", "--scale", "3"])
        #expect(text.stdout.contains("Figma                         17, 39, 61, …      110"), "\(text.stdout)")
        let two = try CLI.run(["spec", Self.lato, "--size", "16", "--line-height", "140%", "--lines", "2", "--scale", "3"])
        #expect(two.stdout.contains("Figma                     17, 39      44"), "\(two.stdout)")
    }

    /// Two paragraphs of 2 and 1 lines, 8 px apart, at 140%: 17, 39, then 61 + 8 = 69; the box
    /// 3 × 22 + 8 = 74. A repeated --lines or a spacing for another tool is refused.
    @Test func paragraphs() throws {
        let result = try CLI.run([
            "spec", Self.lato, "--size", "16", "--line-height", "140%", "--lines", "2", "--lines", "1",
            "--paragraph-spacing", "8", "--scale", "1", "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        #expect(face["paragraphs"] as? [Int] == [2, 1] && face["paragraphSpacing"] as? Double == 8 && face["lines"] as? Int == 3)
        let tool = try #require((face["scales"] as? [[String: Any]])?.first?["tool"] as? [String: Any])
        #expect(tool["baselines"] as? [Double] == [17, 39, 69] && tool["boxHeight"] as? Double == 74)
        for (arguments, message) in [
            (
                ["--lines", "2", "--lines", "1", "--tool", "css"],
                "--lines once for each paragraph sets paragraphs apart in Figma's box"
            ),
            (["--paragraph-spacing", "4", "--tool", "sketch"], "--paragraph-spacing is Figma's; use it with --tool figma."),
            (["--paragraph-spacing", "-1"], "--paragraph-spacing must be between 0 and 10000 points, not -1."),
            (["--lines", "6000", "--lines", "6000"], "--lines must add up to at most 10000 lines, not 12000."),
        ] {
            let refused = try CLI.run(["spec", Self.lato, "--size", "16"] + arguments)
            #expect(refused.status == 64 && refused.stderr.contains(message), "\(arguments): \(refused.stderr)")
        }
    }

    /// The JSON of `spec FONT ARGS --lines 3 --format json`: the first face's scales.
    private func scales(_ font: String, _ arguments: [String]) throws -> [[String: Any]] {
        let result = try CLI.run(["spec", font, "--lines", "3", "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try fonts(result).first?["scales"] as? [[String: Any]])
    }

    /// Every platform's recipes list three baselines, in device pixels and with the evidence they
    /// rest on. iOS, FPLines-SwiftUI (1000 units, hhea 925/-225/0) at 32 pt on its own 36.8 pt lines:
    /// at 3x A = 88.8 and L = 110.4 px, a plain UILabel round(A + j·L) = 89, 199, 310 [M at 3x], a
    /// SwiftUI Text round(A) + ceil(j·L) = 89, 200, 310 [M]; at 2x (A = 59.2, L = 73.6) the label's
    /// 59, 133, 206 are [I]. Android and the web, FPLines-Label (hhea 940/-260/0, head box 0 to 700)
    /// at 16 @3x: hwui's ascent round(-45.12) = -45 and descent round(12.48) = 12, lines 57 apart,
    /// 45, 102, 159 in a 171 px box, for Compose and the padded View alike [P]; Chromium rounds the
    /// same ascent and descent, and at line-height 19.2 CSS px (57.6 px) the half-leading floor(0.3) =
    /// 0: 45, then 57.6 px apart, 102.6 and 160.2 [M].
    @Test func everyPlatformListsEveryLine() throws {
        let swiftUIFont = Repository.root.appendingPathComponent("Fixtures/lines/FPLines-SwiftUI.ttf").path
        let ios = try scales(swiftUIFont, ["--size", "32", "--line-height", "36.8", "--scale", "2,3"])
        func recipe(_ scale: [String: Any], _ key: String) throws -> [String: Any] {
            try #require(scale[key] as? [String: Any], "\(key)")
        }
        func tag(_ fit: [String: Any]) -> String? { (fit["evidence"] as? [String: Any])?["tag"] as? String }
        let three = try #require(ios.last)
        #expect(try recipe(three, "swiftUI")["baselinesPx"] as? [Double] == [89, 200, 310])
        #expect(try recipe(three, "plainLabel")["baselinesPx"] as? [Double] == [89, 199, 310])
        #expect(try tag(recipe(three, "swiftUI")) == "M" && tag(recipe(three, "plainLabel")) == "M")
        let two = try #require(ios.first)
        #expect(try recipe(two, "plainLabel")["baselinesPx"] as? [Double] == [59, 133, 206])
        #expect(try tag(recipe(two, "plainLabel")) == "I")

        let label = Repository.root.appendingPathComponent("Fixtures/lines/FPLines-Label.ttf").path
        let design = ["--size", "16", "--line-height", "19.2", "--scale", "3"]
        let android = try #require(try scales(label, design + ["--platform", "android"]).first)
        for key in ["composeText", "textView"] {
            #expect(try recipe(android, key)["baselinesPx"] as? [Double] == [45, 102, 159], "\(key)")
            #expect(try recipe(android, key)["boxHeight"] as? Double == 57 && tag(recipe(android, key)) == "P")
        }
        let web = try #require(try scales(label, design + ["--platform", "web"]).first)
        let css = try recipe(web, "cssLineHeight")
        let px = try #require(css["baselinesPx"] as? [Double])
        #expect(zip(px, [45, 102.6, 160.2]).allSatisfy { abs($0 - $1) < 1e-9 } && px.count == 3, "\(px)")
        #expect(tag(css) == "M")

        // The text lists three baselines a recipe and says what each rests on.
        let text = try CLI.run(["spec", swiftUIFont, "--size", "32", "--line-height", "36.8", "--lines", "3", "--scale", "2,3"])
        func row(_ output: String, _ name: String) -> String? {
            output.split(separator: "\n").last { $0.hasPrefix("      \(name)  ") || $0.hasPrefix("          \(name)  ") }
                .map(String.init)
        }
        #expect(row(text.stdout, "SwiftUI")?.contains(" 29.667, 66.667, 103.333 ") == true, "\(text.stdout)")
        #expect(row(text.stdout, "plain UILabel")?.contains(" 29.667, 66.333, 103.333 ") == true, "\(text.stdout)")
        #expect(text.stdout.contains("plain UILabel at 2x [I: round(A + j·L) is measured at 3x"))
        #expect(text.stdout.contains("plain UILabel at 3x [M: round(A + j·L), a hugging 3-line label at 3x, 6/6 renders]"))
        let androidText = try CLI.run(["spec", label, "--lines", "3", "--platform", "android"] + design)
        #expect(row(androidText.stdout, "Compose Text")?.contains(" 15, 34, 53 ") == true, "\(androidText.stdout)")
    }

    /// A fixed box centred on iOS: every recipe is [I], and the note says a UILabel as tall as the box
    /// with its lines centred is not settled [U].
    @Test func aCentredTallerLabelIsUnknown() throws {
        let result = try CLI.run([
            "spec", Self.lato, "--size", "17", "--line-height", "25.5", "--lines", "3", "--box-height", "100", "--align",
            "center",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("A UILabel as tall as the box, its lines centred in it, is not settled [U"))
        #expect(result.stdout.contains("evidence, 3 lines in the fixed box, recipe by recipe:"))
    }
}
