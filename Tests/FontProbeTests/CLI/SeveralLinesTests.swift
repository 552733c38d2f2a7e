import Foundation
import Testing

@testable import FontProbeTestSupport

/// `metrics --lines n`: each platform's box of n lines, every baseline in device pixels, for fonts
/// carrying the tables of the multi-line UIKit and SwiftUI cases (docs/model.md#several-lines).
/// FPLines-Label.ttf and FPLines-SwiftUI.ttf carry tables chosen to reproduce the renders' numbers
/// (Fixtures/lines/README.md); FPUIKit-Favorit.ttf carries FavoritStd's own (Fixtures/uikit/README.md).
@Suite(.serialized)
struct SeveralLinesTests {
    /// One case: a font at a size and scale, with n lines, and the boxes expected from the renders
    /// and by hand: A = ascender × size × scale / unitsPerEm and L = (ascender − descender) × size ×
    /// scale / unitsPerEm in device pixels; a UILabel's line j at round(A + j·L), a SwiftUI Text's at
    /// round(A) + ceil(j·L), each box ceil(n·L) high.
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var font: String
        var size: String
        var scale: String
        var lines: Int
        var uikit: [Double]
        var swiftUI: [Double]
        var height: Double
    }

    static let cases: [Case] = [
        // The hugging 3-line label, rendered at 3x at 45, 103, 160 px (6/6 renders). Hhea 940/-260 of
        // 1000 at 16 pt @3x: A = 45.12, L = 57.6; UIKit round(45.12), round(102.72), round(160.32) =
        // 45, 103, 160 (the steps alternate 58, 57); SwiftUI 45 + ceil(57.6), 45 + ceil(115.2) = 103,
        // 161; the box ceil(172.8) = 173.
        Case(
            testDescription: "hugging 3-line label at 3x, as rendered", font: "Fixtures/lines/FPLines-Label.ttf",
            size: "16", scale: "3", lines: 3, uikit: [45, 103, 160], swiftUI: [45, 103, 161], height: 173),
        // The same label at 2x renders at 31, 69, 107; the rule fontprobe follows gives 30, 68, 107
        // (A = 30.08, L = 38.4: round(30.08), round(68.48), round(106.88)), as DESIGN states: [I] at
        // 2x. SwiftUI 30 + ceil(38.4), 30 + ceil(76.8) = 69, 107; the box ceil(115.2) = 116.
        Case(
            testDescription: "the same label at 2x, by the 3x rule", font: "Fixtures/lines/FPLines-Label.ttf",
            size: "16", scale: "2", lines: 3, uikit: [30, 68, 107], swiftUI: [30, 69, 107], height: 116),
        // A SwiftUI Text: hhea 925/-225 of 1000 at 32 pt @3x: A = 88.8, L = 110.4. SwiftUI round(88.8)
        // = 89, 89 + ceil(110.4) = 200, 89 + ceil(220.8) = 310, 89 + ceil(331.2) = 421; UIKit
        // round(199.2) = 199, round(309.6) = 310, round(420.0) = 420 (the steps 110, 111, 110); the
        // box ceil(441.6) = 442.
        Case(
            testDescription: "SwiftUI Text and UILabel part on line 2", font: "Fixtures/lines/FPLines-SwiftUI.ttf",
            size: "32", scale: "3", lines: 4, uikit: [89, 199, 310, 420], swiftUI: [89, 200, 310, 421], height: 442),
        // FavoritStd (hhea 900/-220/200 of 1000) at 12 pt @3x steps about 40 px, not 47.52: the line
        // gap is left out between lines (UIKit 24/24, SwiftUI 7/7 deciding cases). A = 32.4,
        // L = 40.32: UIKit round(32.4), round(72.72), round(113.04) = 32, 73, 113; SwiftUI 32 +
        // ceil(40.32), 32 + ceil(80.64) = 73, 113; the box ceil(120.96) = 121.
        Case(
            testDescription: "FavoritStd: no line gap between lines", font: "Fixtures/uikit/FPUIKit-Favorit.ttf",
            size: "12", scale: "3", lines: 3, uikit: [32, 73, 113], swiftUI: [32, 73, 113], height: 121),
    ]

    /// The first `sizes[]` entry of `metrics FONT --size --scale --lines n --format json` and more options.
    static func row(_ font: String, size: String, scale: String, lines: Int, _ more: [String] = []) throws -> [String: Any] {
        let result = try CLI.run(
            ["metrics", font, "--size", size, "--scale", scale, "--lines", "\(lines)", "--format", "json"] + more,
            in: Repository.root)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let face = try #require((document["fonts"] as? [[String: Any]])?.first)
        return try #require((face["sizes"] as? [[String: Any]])?.first)
    }

    @Test(arguments: cases)
    func iosBoxes(_ c: Case) throws {
        let ios = try #require(try Self.row(c.font, size: c.size, scale: c.scale, lines: c.lines)["ios"] as? [String: Any])
        let uikit = try #require(ios["uikit"] as? [String: Any])
        let swiftUI = try #require(ios["swiftUI"] as? [String: Any])
        #expect(uikit["baselinesPx"] as? [Double] == c.uikit)
        #expect(swiftUI["baselinesPx"] as? [Double] == c.swiftUI)
        #expect(uikit["baselinePx"] as? Double == c.uikit[0])
        #expect(uikit["heightPx"] as? Double == c.height)
        #expect(swiftUI["heightPx"] as? Double == c.height)
    }

    /// Android and the web in the label's font at 16 @3x (48 px): hwui's ascent round(-45.12) = -45
    /// and descent round(12.48) = 12, so Compose's lines step 57 from 45: 45, 102, 159, the box
    /// 159 + 12 = 171; the padded View widens to the rounded ascent and descent (its `head` box,
    /// 700/0, is inside them): the same. Chromium rounds the ascent and descent to 45 and 12, line
    /// gap 0: line boxes of 57, stacked: the same. The point-valued keys stay.
    @Test func otherPlatformsStepByTheirLineBox() throws {
        let row = try Self.row(
            "Fixtures/lines/FPLines-Label.ttf", size: "16", scale: "3", lines: 3, ["--platform", "ios,android,web"])
        let android = try #require(row["android"] as? [String: Any])
        let web = try #require(row["web"] as? [String: Any])
        for line in [android["compose"], android["view"], web["normal"]] {
            let line = try #require(line as? [String: Any])
            #expect(line["baselinesPx"] as? [Double] == [45, 102, 159])
            #expect(line["heightPx"] as? Double == 171)
        }
        #expect(row["baselineFromTop"] as? Double == 15)
        #expect(row["labelHeight"] as? Double == 58.0 / 3)
    }

    /// Without `--lines` nothing lists baselines, and `--platform ios` alone adds no block: the JSON
    /// of one line is as it was.
    @Test func withoutLinesNoBaselines() throws {
        let result = try CLI.run(
            ["metrics", "Fixtures/lines/FPLines-Label.ttf", "--size", "16", "--scale", "3", "--format", "json"],
            in: Repository.root)
        #expect(!result.stdout.contains("baselinesPx"))
        #expect(!result.stdout.contains("\"ios\""))
    }

    /// The text table shows three baselines, then "…"; 0 lines is a usage error naming the range.
    @Test func textShowsThreeBaselines() throws {
        let result = try CLI.run(
            ["metrics", "Fixtures/lines/FPLines-SwiftUI.ttf", "--size", "32", "--scale", "3", "--lines", "4"],
            in: Repository.root)
        #expect(result.stdout.contains("89, 199, 310, …"))
        #expect(result.stdout.contains("89, 200, 310, …"))
        let refused = try CLI.run(["metrics", "Fixtures/lines/FPLines-Label.ttf", "--lines", "0"], in: Repository.root)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--lines must be a whole number between 1 and 10000, not 0."))
    }

    /// A padded TextView of several lines before API 33 spans the head box alone: the note gives that
    /// box for the lines asked, not for one. FP Wide Hhea (1000 units, hhea 980/-280 around a head box
    /// 900/-250) at 14 px: fTop -12.6, fAscent -13.72, fDescent 3.92, fBottom 3.5. From API 33
    /// StaticLayout widens the rounded head box (-13, 4) to the rounded ascent and descent (-14, 4):
    /// lines 18 apart from 14, so 14, 32, 50, and 50 + 4 = 54 high; before, the head box alone: 13,
    /// 31, 49, and 53.
    @Test func olderViewNoteHasTheLinesAsked() throws {
        let result = try CLI.run(
            [
                "metrics", "Fixtures/android/FPWideHhea-Regular.ttf", "--size", "14", "--scale", "1", "--lines", "3",
                "--platform", "android",
            ], in: Repository.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "a padded TextView of 3 lines spans the head box widened to the ascent and descent from API 33 (54 px high, "
                    + "baselines 14, 32, 50 px at 14 px text); before API 33 the head box alone (53 px, baselines 13, 31, 49 px)."
            ),
            "\(result.stdout)")
    }
}
