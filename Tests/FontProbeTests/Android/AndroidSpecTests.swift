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
    /// ceil(10 × 0.5) = 5 below and 5 above with Center: the baseline 34 + 5 = 39 px down a 53 px box.
    /// At 3 (42 px text, 60 px lines): -39 and 10, 49 px, 11 extra, ceil(5.5) = 6 below, 5 above: 44
    /// px down a 60 px box. Figma (1.797 pt of half-leading over the 12.988 pt ascent, 14.785
    /// snapped to 15) is 0.37 px away at 2.625 and a pixel at 3. `paddingFromBaseline(top = 15.dp,
    /// bottom = 5.dp)` (round(39.375) = 39 and round(13.125) = 13 px at 2.625, 45 and 15 at 3) over
    /// the trimmed line (baseline 34, 9 below; 39 and 10 at 3) puts the baseline at 39 in a 52 px box
    /// (0.37 and 0.5 px from Figma's 39.375 and 52.5) and at 45 in a 60 px box: within half a pixel at
    /// both, where Center is a pixel off at 3, so it is the Compose code. A TextView with the same
    /// first baseline and space below it ((int)(39.375 + 0.5) = 39 and 13 px at 2.625, 45 and 15 at
    /// 3) lands alike; the Compose recipe comes first in the table, so it is the closest.
    @Test func robotoFourteenOnTwentyPadsFromTheBaselines() throws {
        let result = try CLI.run([
            "spec", Self.roboto, "--size", "14", "--line-height", "20", "--target", "android", "--scale", "2.625,3",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        #expect(face["target"] as? String == "android")
        #expect(face["closest"] as? String == "composePaddingFromBaseline")
        let scales = try #require(face["scales"] as? [[String: Any]])
        for (scale, (baseline, box, padded, viewBox)) in zip(scales, [(39.0, 53.0, 52.0, 52.0), (44.0, 60.0, 60.0, 60.0)]) {
            let density = try #require(scale["scale"] as? Double)
            let fit = try #require(scale["composeCenterTrimNone"] as? [String: Any])
            let baselines = try #require(fit["baselines"] as? [Double])
            #expect(abs(baselines[0] * density - baseline) < 1e-9, "at \(density)")
            #expect(abs(try #require(fit["boxHeight"] as? Double) * density - box) < 1e-9, "at \(density)")
            let padding = try #require(scale["composePaddingFromBaseline"] as? [String: Any])
            #expect(abs(try #require(padding["boxHeight"] as? Double) * density - padded) < 1e-9, "at \(density)")
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
            "fontSize = 14.sp,", "lineHeight = 20.sp,", "alignment = LineHeightStyle.Alignment.Proportional,",
            "trim = LineHeightStyle.Trim.Both,", "platformStyle = PlatformTextStyle(includeFontPadding = false),",
            "fontFamily = FontFamily(Font(R.font.roboto_regular)),",
            "    modifier = Modifier.paddingFromBaseline(top = 15.dp, bottom = 5.dp),",
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

    /// Lato body, 17/25.5 (Figma, 150%), on Android at 2.625 and 3: the chosen Compose recipe lands
    /// within a pixel of Figma at both (issue 47's test), every number by hand.
    ///
    /// The font (Fixtures/fonts/tables.json): 2000 units per em, hhea 1974/-426/0, OS/2 typo
    /// 1610/-390/400 with USE_TYPO_METRICS set and no STAT.
    ///
    /// Figma (docs/design-tools.md#figma) reads hhea: a = 1974 × 17 / 2000 = 16.779, d = 426 × 17 /
    /// 2000 = 3.621; the box round(25.5) = 26 dp, the baseline round((26 + 16.779 - 3.621) / 2) =
    /// round(19.579) = 20 dp: 68.25 and 52.5 px at 2.625, 78 and 60 px at 3 (18 px below it).
    ///
    /// Android (DESIGN 2.9) reads typo, whatever STAT says: at 3, 51 px text, ascent
    /// round(-1610 / 2000 × 51) = round(-41.055) = -41, descent round(9.945) = 10, 51 px of font; a
    /// 25.5 sp line is 76.5 px, ceil 77, 26 px extra. Trim.None, baselines from the top of a 77 px box:
    /// - Center, ceil(26 × 0.5) = 13 below, 13 above: 41 + 13 = 54, 6 px above Figma's 60.
    /// - Proportional, ratio 41 / 51 = 0.804, ceil(26 × 0.196) = ceil(5.098) = 6 below, 20 above:
    ///   61, 1 px below.
    /// - Top, all 26 below: 41, 19 px above.
    /// - Bottom, all 26 above: 67, 7 px below.
    /// Every box is 77 px, 1 px short of Figma's 78. Issue 47 says Proportional is 2 px off and Bottom 8:
    /// those are the space below the baseline, 77 - 61 = 16 and 77 - 67 = 10 against Figma's 18; spec
    /// weighs the baseline from the top and the box (1 and 7 px), and both readings are asserted here.
    ///
    /// At 2.625, 44.625 px text: ascent round(-35.923) = -36, descent round(8.702) = 9, 45 px;
    /// 66.9375 px lines, ceil 67, 22 extra; Proportional 36 / 45 = 0.8, ceil(22 × 0.2) = ceil(4.4) = 5
    /// below, 17 above: the baseline 53 (0.5 below 52.5) in a 67 px box (1.25 short of 68.25), so no
    /// line height alone lands within a pixel here. `paddingFromBaseline(top = 20.dp, bottom = 6.dp)`
    /// over the trimmed line (baseline 36, 9 px below) pads to roundToPx(52.5) = 53 and
    /// roundToPx(15.75) = 16: the baseline 53 in a 69 px box, 0.5 and 0.75 px off; at 3, 60 and 18:
    /// the baseline 60 in a 78 px box, on Figma.
    @Test func latoBodyComposeLandsWithinAPixel() throws {
        let lato = Repository.root.appendingPathComponent("Fixtures/fonts/Lato-Regular-subset.ttf").path
        let result = try CLI.run([
            "spec", lato, "--size", "17", "--line-height", "150%", "--platform", "android", "--scale", "2.625,3",
            "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let face = try #require(try fonts(result).first)
        let scales = try #require(face["scales"] as? [[String: Any]])
        func pixels(_ scale: [String: Any], _ recipe: String) throws -> (baseline: Double, box: Double, off: Double) {
            let density = try #require(scale["scale"] as? Double)
            let fit = try #require(scale[recipe] as? [String: Any], "\(recipe)")
            let baseline = try #require((fit["baselines"] as? [Double])?.first) * density
            let box = try #require(fit["boxHeight"] as? Double) * density
            return (baseline, box, try #require(fit["pixelsOff"] as? Double))
        }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        let three = try #require(scales.last)
        let tool = try #require(three["tool"] as? [String: Any])
        #expect(near(try #require(tool["boxHeight"] as? Double) * 3, 78))
        #expect(near(try #require((tool["baselines"] as? [Double])?.first) * 3, 60))
        for (recipe, baseline, off, below) in [
            ("composeCenterTrimNone", 54.0, 6.0, 23.0), ("composeProportionalTrimNone", 61, 1, 16),
            ("composeTopTrimNone", 41, 19, 36), ("composeBottomTrimNone", 67, 7, 10),
        ] {
            let fit = try pixels(three, recipe)
            #expect(near(fit.baseline, baseline) && near(fit.box, 77) && near(fit.off, off), "\(recipe): \(fit)")
            #expect(near(fit.box - fit.baseline, below), "\(recipe): \(fit)")
        }
        let atTwo = try #require(scales.first)
        let proportional = try pixels(atTwo, "composeProportionalTrimNone")
        #expect(near(proportional.baseline, 53) && near(proportional.box, 67) && near(proportional.off, 1.25))
        // The chosen Compose recipe: within a pixel at both densities.
        for (scale, (baseline, box, off)) in zip(scales, [(53.0, 69.0, 0.75), (60, 78, 0)]) {
            let fit = try pixels(scale, "composePaddingFromBaseline")
            #expect(near(fit.baseline, baseline) && near(fit.box, box) && near(fit.off, off), "\(fit)")
        }
        let code = try #require((face["code"] as? [String: Any])?["compose"] as? String)
        #expect(code.contains("Modifier.paddingFromBaseline(top = 20.dp, bottom = 6.dp)"), "\(code)")
        #expect(code.contains("lineHeight = 25.5.sp,"), "\(code)")
        let text = try CLI.run([
            "spec", lato, "--size", "17", "--line-height", "150%", "--platform", "android", "--scale", "2.625,3",
        ])
        #expect(text.stdout.contains("  Compose (+ paddingFromBaseline):\n"), "\(text.stdout)")
    }

    /// `LineHeightStyleSpan` with a line height below the font's (a negative extra) takes
    /// `ceil(extra × ratio)` from below, not `1 - ratio` [P: androidx `calculateTargetMetrics`]. Roboto
    /// at 42 px (ascent -39, descent 10) on 40 px lines: 9 px too few. Top: ceil(-9 × 0) = 0 from below,
    /// all 9 from above: the baseline 30 in a 40 px box. Center: ceil(-4.5) = -4 below, -5 above: 34.
    /// Bottom: ceil(-9 × 1) = -9 below: 39, the font's own.
    @Test(arguments: [
        (AndroidIntegerMetrics.LineHeightAlignment.top, 30), (.center, 34), (.bottom, 39),
    ])
    func aLineHeightBelowTheFontsShrinksTheLine(alignment: AndroidIntegerMetrics.LineHeightAlignment, baseline: Int) {
        let metrics = AndroidIntegerMetrics(top: nil, ascent: -39, descent: 10, bottom: nil)
        let line = metrics.compose(lineHeight: 40, alignment: alignment, trim: AndroidIntegerMetrics.LineHeightTrim.none)
        #expect(line?.baseline == baseline && line?.height == 40)
    }

    /// A line height below the font's, through the CLI: FP Audit (1000 units, hhea 800/-200, no
    /// USE_TYPO_METRICS) at 12 sp on 10 sp lines. At 3 (36 px text): ascent round(-28.8) = -29,
    /// descent round(7.2) = 7, 36 px; 30 px lines, 6 too few. Proportional, 29 / 36 = 0.806:
    /// ceil(-6 × 0.806) = ceil(-4.83) = -4 below, -2 above: the baseline 27 in a 30 px box. Figma
    /// (hhea: 9.6 and 2.4 pt) puts it at round((10 + 9.6 - 2.4) / 2) = round(8.6) = 9 dp, 27 px, in a
    /// 10 dp box, 30 px: on it. At 2.625 (31.5 px text): -25 and 6, 31 px; 26.25 px lines, ceil 27, 4 too
    /// few; ceil(-4 × 25 / 31) = ceil(-3.23) = -3 below, -1 above: the baseline 24 (Figma's 23.625) in
    /// 27 px (Figma's 26.25), 0.75 px off. Center is a pixel off at 3 (-3 and -3: 26), so the code is
    /// Proportional with Trim.None and no padding.
    @Test func aShortLineHeightIsWrittenProportionalUntrimmed() throws {
        let audit = Repository.root.appendingPathComponent("Fixtures/fonts/FPAudit-Regular.ttf").path
        let result = try CLI.run([
            "spec", audit, "--size", "12", "--line-height", "10", "--platform", "android", "--scale", "2.625,3",
            "--format", "json",
        ])
        let face = try #require(try fonts(result).first)
        let scales = try #require(face["scales"] as? [[String: Any]])
        for (scale, (baseline, box, off)) in zip(scales, [(24.0, 27.0, 0.75), (27, 30, 0)]) {
            let density = try #require(scale["scale"] as? Double)
            let fit = try #require(scale["composeProportionalTrimNone"] as? [String: Any])
            #expect(abs(try #require((fit["baselines"] as? [Double])?.first) * density - baseline) < 1e-9)
            #expect(abs(try #require(fit["boxHeight"] as? Double) * density - box) < 1e-9)
            #expect(abs(try #require(fit["pixelsOff"] as? Double) - off) < 1e-9)
        }
        let code = try #require((face["code"] as? [String: Any])?["compose"] as? String)
        #expect(code.contains("alignment = LineHeightStyle.Alignment.Proportional,"), "\(code)")
        #expect(code.contains("trim = LineHeightStyle.Trim.None,") && !code.contains("paddingFromBaseline"), "\(code)")
        #expect(code.contains("Text(text, style = style)"), "\(code)")
    }

    /// `Dp.roundToPx()` rounds half up (`Math.round`): 20 dp at 2.625 is 52.5 px, 53; 6 dp 15.75, 16.
    /// `paddingFromBaseline` pads only where the text's own ends are nearer: a 45 px line with its
    /// baseline 36 down, padded to 53 and 16, is 69 px with the baseline 53; asked for less than its own
    /// (30 and 5), it stays as it was. Three lines 30 px apart in 105 px (baselines 36, 66, 96; 9 below
    /// the last): 17 above and 7 below, 129 px with the baselines 53, 83 and 113.
    @Test func paddingFromBaselineRoundsHalfUpAndNeverTrims() {
        #expect(AndroidIntegerMetrics.roundToPx(20, density: 2.625) == 53)
        #expect(AndroidIntegerMetrics.roundToPx(6, density: 2.625) == 16)
        let padded = AndroidIntegerMetrics.paddedFromBaseline((45, [36]), top: 53, bottom: 16)
        #expect(padded.height == 69 && padded.baselines == [53])
        let unpadded = AndroidIntegerMetrics.paddedFromBaseline((45, [36]), top: 30, bottom: 5)
        #expect(unpadded.height == 45 && unpadded.baselines == [36])
        let lines = AndroidIntegerMetrics.paddedFromBaseline((105, [36, 66, 96]), top: 53, bottom: 16)
        #expect(lines.height == 129 && lines.baselines == [53, 83, 113])
    }

    /// The View's XML names the API level of each attribute that needs more than API 21, and
    /// AppCompat's `app:` spelling for a lower minSdk.
    @Test func viewXMLStatesItsAPILevels() throws {
        let result = try CLI.run([
            "spec", Self.roboto, "--size", "14", "--line-height", "20", "--platform", "android", "--scale", "2.625,3",
            "--format", "json",
        ])
        let xml = try #require((try fonts(result).first?["code"] as? [String: Any])?["view"] as? String)
        #expect(
            xml.contains(
                "<!-- API 26: android:fontFamily; API 28: android:lineHeight, android:firstBaselineToTopHeight, "
                    + "android:lastBaselineToBottomHeight. For a lower minSdk with AppCompat"),
            "\(xml)")
        #expect(
            xml.contains(
                "app:fontFamily, app:lineHeight, app:firstBaselineToTopHeight, app:lastBaselineToBottomHeight instead"),
            "\(xml)")
        // The comment is well-formed XML: no `--` inside it.
        for line in xml.split(separator: "\n") where line.hasPrefix("<!--") {
            #expect(!line.dropFirst(4).dropLast(3).contains("--"), "\(line)")
        }
    }

    /// Three lines at 3: each 60 px, the baselines 44, 104 and 164 px down a 180 px box.
    @Test func linesStepByTheCeiledLineHeight() throws {
        let result = try CLI.run([
            "spec", Self.roboto, "--size", "14", "--line-height", "20", "--lines", "3", "--target", "android", "--scale",
            "3", "--format", "json",
        ])
        let fit = try #require(
            (try fonts(result).first?["scales"] as? [[String: Any]])?.first?["composeCenterTrimNone"] as? [String: Any])
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
        // XML 1.0 has no U+FFFE or U+FFFF anywhere (its Char production): a style named with one made
        // text_appearances.xml no XML.
        #expect(AndroidSpecCode.commentText("z\u{FFFF}\u{FFFE}") == "z\\u{ffff}\\u{fffe}")
    }
}

/// The Android spec report in Android's words: sp, dp, density, font scale, the tables Skia reads,
/// a letter spacing in sp and em; none of iOS's (Dynamic Type, pt, CoreText).
@Suite(.serialized)
struct AndroidSpecWordsTests {
    /// A style tied to Dynamic Type's body with a 28 pt maximum and -0.5 px of letter spacing, in
    /// Lato (USE_TYPO_METRICS set, no STAT: Skia reads typo 1610/-390/400, CoreText hhea).
    static let tokens = """
        {
          "typography": {
            "body": { "$type": "typography",
              "$value": { "fontFamily": "FP Subset L", "fontWeight": 400, "fontSize": "17px", "lineHeight": 1.5,
                "letterSpacing": "-0.5px" },
              "$extensions": { "fontprobe": { "textStyle": "body", "maximumSize": 28 } } }
          }
        }
        """

    @Test func theAndroidReportSpeaksAndroid() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.file("tokens.json", contents: Data(Self.tokens.utf8))
        let font = Repository.root.appendingPathComponent("Fixtures/fonts/Lato-Regular-subset.ttf").path
        _ = try directory.file("fontprobe.yml", contents: Data("fonts:\n  - \(font)\nstyles: tokens.json\n".utf8))
        let result = try CLI.run(
            ["spec", "--config", "fontprobe.yml", "--platform", "android", "--scale", "2.625,3"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        for words in [
            "OS/2 typo: ascender 1610, descender -390, line gap 400 — USE_TYPO_METRICS is set, so Skia reads typo",
            "typography.body, in sp: scaled with the user's font scale, with no maximum",
            // -0.5 / 17 = -0.02941 em.
            "letter spacing -0.5 sp (-0.0294 em)",
            "letterSpacing = -0.0294.em,", "android:letterSpacing=\"-0.0294\"",
            "from Android 14 (API 34) text scales nonlinearly from a font scale of about 1.15 on",
            "at a font scale of 1",
        ] {
            #expect(out.contains(words), "\(words)")
        }
        for iOS in ["Dynamic Type", "at most 28 pt", "CoreText uses", "kern ", " pt"] {
            #expect(!out.contains(iOS), "\(iOS) in\n\(out)")
        }
    }
}
