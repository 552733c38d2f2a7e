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
}
