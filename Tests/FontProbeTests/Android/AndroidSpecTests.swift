import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeTestSupport

/// `spec --platform android` (or `--target android`): the Compose and View recipes against a design, and the Kotlin for the
/// closest, with every pixel worked by hand from Roboto 2.138's tables (Fixtures/android: hhea
/// 1900/-500, head 2163/-555, 2048 units per em).
@Suite(.serialized)
struct AndroidSpecTests: SingleFontJSONReading {
    static let roboto = Repository.root.appendingPathComponent("Fixtures/android/Roboto-Regular.ttf").path

    /// 14 sp text on 20 sp lines. At 2.625 (36.75 px text, 52.5 px lines): ascent round(-34.094) =
    /// -34, descent round(8.972) = 9, 43 px of font; `ceil(52.5)` = 53 px a line, 10 px extra,
    /// ceil(10 × 0.5) = 5 below and 5 above: the baseline 34 + 5 = 39 px down a 53 px box. At 3
    /// (42 px text, 60 px lines): -39 and 10, 49 px, 11 extra, ceil(5.5) = 6 below, 5 above: 44
    /// px down a 60 px box. Figma (1.797 pt of half-leading over the 12.988 pt ascent, 14.785
    /// snapped to 15) is 0.37 px away at 2.625 and a pixel at 3. A TextView with the design's
    /// first baseline and the space below it (15 and 5 dp: (int)(39.375 + 0.5) = 39 and 13 px at
    /// 2.625, 45 and 15 at 3) lands within half a pixel at both, and is the closest.
    @Test func robotoFourteenOnTwentyIsComposeCentred() throws {
        let result = try CLI.run([
            "spec", Self.roboto, "--size", "14", "--line-height", "20", "--target", "android", "--scale", "2.625,3",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        #expect(face["target"] as? String == "android")
        #expect(face["closest"] as? String == "textViewBaselines")
        let scales = try #require(face["scales"] as? [[String: Any]])
        for (scale, (baseline, box, viewBox)) in zip(scales, [(39.0, 53.0, 52.0), (44.0, 60.0, 60.0)]) {
            let density = try #require(scale["scale"] as? Double)
            let fit = try #require(scale["composeLineHeight"] as? [String: Any])
            let baselines = try #require(fit["baselines"] as? [Double])
            #expect(abs(baselines[0] * density - baseline) < 1e-9, "at \(density)")
            #expect(abs(try #require(fit["boxHeight"] as? Double) * density - box) < 1e-9, "at \(density)")
            let view = try #require(scale["textViewBaselines"] as? [String: Any])
            #expect(abs(try #require(view["boxHeight"] as? Double) * density - viewBox) < 1e-9, "at \(density)")
            // The same shape as for iOS: the tool's box beside each recipe's.
            #expect(scale["tool"] is [String: Any] && scale["composeText"] is [String: Any] && scale["textView"] is [String: Any])
            #expect(scale["plainLabel"] == nil)
        }
        let xml = try #require((face["code"] as? [String: Any])?["view"] as? String)
        for line in [
            "android:lineHeight=\"20sp\"", "android:firstBaselineToTopHeight=\"15dp\"",
            "android:lastBaselineToBottomHeight=\"5dp\"", "android:includeFontPadding=\"false\"",
        ] {
            #expect(xml.contains(line), "\(line) in\n\(xml)")
        }
        let code = try #require((face["code"] as? [String: Any])?["compose"] as? String)
        for line in [
            "fontSize = 14.sp,", "lineHeight = 20.sp,", "alignment = LineHeightStyle.Alignment.Center,",
            "trim = LineHeightStyle.Trim.None,", "platformStyle = PlatformTextStyle(includeFontPadding = false),",
            "fontFamily = FontFamily(Font(R.font.roboto_regular)),", "Text(text, style = style)",
        ] {
            #expect(code.contains(line), "\(line) in\n\(code)")
        }
        // The model the code follows puts the baseline there too.
        let read = try #require(FontReader().read([Self.roboto]).faces.first)
        let metrics = try #require(AndroidMetrics(read.metrics))
        for (density, baseline) in [(2.625, 39), (3, 44)] {
            let line = metrics.integerMetrics(textSize: 14 * density).compose(
                lineHeight: 20 * density, alignment: AndroidIntegerMetrics.LineHeightAlignment.center,
                trim: AndroidIntegerMetrics.LineHeightTrim.none)
            #expect(line?.baseline == baseline)
        }
    }

    /// Three lines at 3: each 60 px, the baselines 44, 104 and 164 px down a 180 px box.
    @Test func linesStepByTheCeiledLineHeight() throws {
        let result = try CLI.run([
            "spec", Self.roboto, "--size", "14", "--line-height", "20", "--lines", "3", "--target", "android", "--scale",
            "3", "--format", "json",
        ])
        let fit = try #require(
            (try fonts(result).first?["scales"] as? [[String: Any]])?.first?["composeLineHeight"] as? [String: Any])
        #expect((fit["baselines"] as? [Double])?.map { ($0 * 3).rounded() } == [44, 104, 164])
        #expect((fit["boxHeight"] as? Double).map { ($0 * 3).rounded() } == 180)
    }

    /// At Roboto's own line height (Figma's Auto, 20 sp), a padded TextView is the head box:
    /// floor(-2163 / 2048 × 60) = -64 to ceil(555 / 2048 × 60) = 17: 81 px with the baseline 64 down.
    @Test func textViewIsTheHeadBox() throws {
        let result = try CLI.run(["spec", Self.roboto, "--size", "20", "--target", "android", "--scale", "3", "--format", "json"])
        let fit = try #require((try fonts(result).first?["scales"] as? [[String: Any]])?.first?["textView"] as? [String: Any])
        #expect((fit["baselines"] as? [Double])?.first.map { ($0 * 3).rounded() } == 64)
        #expect((fit["boxHeight"] as? Double).map { ($0 * 3).rounded() } == 81)
        let text = try CLI.run(["spec", Self.roboto, "--size", "20", "--platform", "android", "--scale", "3"])
        #expect(text.stdout.contains("  Compose (Compose Text):\n    // Roboto Regular: res/font/roboto_regular holds"))
    }

    /// `--platform`, as `metrics` and `audit` spell it, and `--target`, its older name, are one option.
    @Test func platformAndTargetAreOneOption() throws {
        let options = ["--size", "14", "--line-height", "20", "--lines", "2", "--scale", "2.625,3"]
        let platform = try CLI.run(["spec", Self.roboto, "--platform", "android"] + options)
        let target = try CLI.run(["spec", Self.roboto, "--target", "android"] + options)
        #expect(platform.status == 0 && platform.stdout.contains("Compose Text"), "\(platform.stderr)")
        #expect(platform.stdout == target.stdout)
        // Given twice, it names two platforms, which draw side by side only in a picture.
        let twice = try CLI.run(["spec", Self.roboto, "--platform", "android", "--target", "ios"] + options)
        #expect(twice.status == 64 && twice.stdout == "")
        #expect(twice.stderr.contains("--platform ios,android: several platforms draw only as png"), "\(twice.stderr)")
        let web = try CLI.run(["spec", Self.roboto, "--platform", "web", "--size", "14", "--line-height", "20"])
        #expect(web.status == 0 && web.stdout.contains("  CSS (") && !web.stdout.contains("Compose"))
    }

    @Test func androidRefusesWhatItHasNoRecipeFor() throws {
        for (extra, message) in [
            (["--trim", "cap"], "--trim cap: fontprobe has no Android recipe for a cap trim yet."),
            (["--box-height", "40"], "--box-height and --align: fontprobe has no Android recipe for a fixed box yet."),
        ] {
            let result = try CLI.run(["spec", Self.roboto, "--size", "14", "--target", "android"] + extra)
            #expect(result.status == 64 && result.stderr.contains(message), "\(extra): \(result.stderr)")
        }
    }

    /// Android's resource names: lower case, a-z, 0-9 and `_`, starting with a letter.
    @Test func resourceNames() {
        #expect(AndroidSpecCode.resourceName("/fonts/Roboto-Regular.ttf") == "roboto_regular")
        #expect(AndroidSpecCode.resourceName("2Brand Font.Bold.otf") == "font_2brand_font_bold")
        #expect(AndroidSpecCode.resourceName("Ünïcode.ttf") == "font__n_code")
        // A reserved word of Java is no resource name: aapt refuses `new`.
        #expect(AndroidSpecCode.resourceName("New.ttf") == "font_new")
        // The View's XML comment keeps a family's dashes from closing it: no `--`, no `-` last.
        #expect(AndroidSpecCode.commentText("F-->x") == "F- ->x")
        #expect(AndroidSpecCode.commentText("Brand -") == "Brand - ")
    }
}
