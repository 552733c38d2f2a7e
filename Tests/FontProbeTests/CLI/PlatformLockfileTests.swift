import Foundation
import Testing

@testable import FontProbeTestSupport

/// The lockfile records what each platform of `platforms:` reads, and `check` fails when one of
/// them moves, saying so in that platform's device pixels and words
/// (docs/commands/check.md#platforms-in-the-lockfile). Each release is forged by fontTools from a
/// fixture; each expected pixel is worked out by hand below from the tables (fontTools' reading,
/// `Fixtures/fonts/tables.json`), with Skia's rounding (docs/model.md#android) and Chromium's
/// (docs/design-tools.md#css).
@Suite(.serialized)
struct PlatformLockfileTests {
    static let all = "fonts:\n  - Fonts/*.ttf\nsizes: [17]\nscales: [2, 3]\nplatforms: [ios, android, web]\n"
    static let iosOnly = "fonts:\n  - Fonts/*.ttf\nsizes: [17]\nscales: [2, 3]\nplatforms: [ios]\n"

    /// Lato's OS/2 sTypoAscender + 100, the change the issue tried.
    static let typoTaller = "f['OS/2'].sTypoAscender += 100"

    @Test func fontToolsIsThereInCI() {
        guard FontTools.isCI else { return }
        #expect(FontTools.available, "fontTools is missing: run `make ci-tools`")
    }

    /// Lato: 2000 units per em, hhea 1974/-426/0, OS/2 typo 1610/-390/400 with USE_TYPO_METRICS and
    /// no STAT, so CoreText reads hhea (which does not change) while Skia and Chromium read typo.
    /// The ascender goes 1610 → 1710.
    ///
    /// Android (Skia in floats, hwui's `ascent = floor(fAscent + 0.5)`), a Compose Text from ascent
    /// to descent, its baseline at -ascent:
    /// - 17 sp @2x = 34 px: ascent -1610/2000 × 34 = -27.37 → -27; -1710/2000 × 34 = -29.07 → -29;
    ///   descent 390/2000 × 34 = 6.63 → 7. Baseline 27 → 29, line 34 → 36.
    /// - 17 sp @3x = 51 px: ascent -41.055 → -41; -43.605 → -44; descent 9.945 → 10.
    ///   Baseline 41 → 44 (3 px lower), line 51 → 54 (3 px taller).
    /// - A TextView keeps the `head` box (yMax 2157, yMin -537), which does not change: it does not move.
    ///
    /// The web (Chromium rounds ascent, descent and line gap to device pixels; the line is their
    /// sum, the baseline the ascent plus half the rest rounded down):
    /// - @2x: 27.37 → 27 and 29.07 → 29; descent 6.63 → 7; gap 6.8 → 7. Line 41 → 43, baseline
    ///   27 + floor(7 / 2) = 30 → 29 + 3 = 32.
    /// - @3x: 41.055 → 41 and 43.605 → 44; descent 9.945 → 10; gap 10.2 → 10. Line 61 → 64,
    ///   baseline 41 + 5 = 46 → 44 + 5 = 49 (3 px lower).
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func typoAscenderFailsOnAndroidAndTheWebOnly() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.all)
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        let lockfile = try project.read("fontprobe.lock.json")
        #expect(lockfile.contains(#""lockVersion" : 2"#))
        try forgeLato(in: project, Self.typoTaller)

        let check = try project.run(["check"])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        let drift = lines.filter { $0.contains(" baseline-drift ") }
        // The summary first: the table value that changed, then each platform's largest move
        // (iOS reads hhea, which did not change: 0 px).
        #expect(
            drift.first?.hasSuffix(
                "OS/2 typo ascender 1610 → 1710; the largest moves: iOS 0 px, Android 3 px (Compose baseline lower at "
                    + "17 sp @3x), the web 3 px (Chromium baseline lower at 17 CSS px @3x)") == true,
            "\(check.stdout)")
        for expected in [
            "Compose baseline 2 px lower at 17 sp @2x (27 → 29 px)",
            "Compose line 2 px taller at 17 sp @2x (34 → 36 px)",
            "Compose baseline 3 px lower at 17 sp @3x (41 → 44 px)",
            "Compose line 3 px taller at 17 sp @3x (51 → 54 px)",
            "Chromium baseline 2 px lower at 17 CSS px @2x (30 → 32 px)",
            "Chromium line 2 px taller at 17 CSS px @2x (41 → 43 px)",
            "Chromium baseline 3 px lower at 17 CSS px @3x (46 → 49 px)",
            "Chromium line 3 px taller at 17 CSS px @3x (61 → 64 px)",
            "android.ascender: 1610 → 1710",
            "web.ascender: 1610 → 1710",
        ] {
            #expect(drift.contains { $0.hasSuffix(expected) }, "no drift line ends with \(expected)")
        }
        // Neither the TextView nor any iOS value moved; the other face did not fail.
        #expect(!drift.contains { $0.contains("TextView") || $0.contains(" pt @") }, "\(check.stdout)")
        #expect(!lines.contains { $0.hasPrefix("FAIL  Fonts/LiberationSans") })
        // Summary, 2 font values, and per scale the Compose and Chromium baseline, line and cap line.
        #expect(drift.count == 1 + 2 + 12, "\(check.stdout)")

        // Xcode: each drift a line of its own, the summary first.
        let xcode = try project.run(["check", "--format", "xcode"])
        #expect(xcode.status == 1)
        let diagnostics = xcode.stdout.split(separator: "\n").filter { $0.hasSuffix("[fontprobe baseline-drift]") }
        #expect(diagnostics.count == 15, "\(xcode.stdout)")
        #expect(diagnostics.first?.contains(": error: OS/2 typo ascender 1610 → 1710; the largest moves") == true)
        // GitHub: one annotation for the face's drift, the summary line first, then the 14 values.
        let github = try project.run(["check", "--format", "github"])
        let annotations = github.stdout.split(separator: "\n").filter { $0.contains("title=fontprobe baseline-drift::") }
        #expect(annotations.count == 1, "\(github.stdout)")
        #expect(
            annotations.first?.contains("::OS/2 typo ascender 1610 → 1710; the largest moves") == true
                && annotations.first?.contains("; 14 values differ from the baseline:%0A  android.ascender") == true,
            "\(github.stdout)")
        // JSON: the summary is marked, and counts no drift.
        let json = try #require(JSON.object(try project.run(["check", "--format", "json"]).stdout))
        #expect((json["summary"] as? [String: Any])?["drifts"] as? Int == 14)

        // The same font and lockfile with iOS alone: what Android and the web read is not compared.
        try project.write("fontprobe.yml", Self.iosOnly)
        let ios = try project.run(["check"])
        #expect(ios.status == 0, "\(ios.stdout)\(ios.stderr)")
        #expect(!ios.stdout.contains("baseline-drift"), "\(ios.stdout)")
    }

    /// A lockfile written with iOS alone (as every lockfile before platforms were recorded) against
    /// `platforms: [ios, android, web]`: one info line on the lockfile, no drift, even with the
    /// release that moves Android and the web; `--update-baseline` records them, and the release
    /// then fails.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aPlatformListedLaterIsRecordedByTheNextUpdate() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.iosOnly)
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        #expect(!(try project.read("fontprobe.lock.json")).contains("android"))
        try project.write("fontprobe.yml", Self.all)
        let check = try project.run(["check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let notes = check.stdout.split(separator: "\n").filter { $0.contains("records nothing of what") }
        #expect(notes.count == 1, "\(check.stdout)")
        #expect(notes.first?.hasPrefix("      info     baseline-drift ") == true, "\(check.stdout)")
        #expect(
            notes.first?.hasSuffix(
                "  records nothing of what Android and the web read, which platforms: lists, so they are not compared; "
                    + "`fontprobe check --update-baseline` records them") == true,
            "\(check.stdout)")
        #expect(check.stdout.contains("ok    fontprobe.lock.json — the baseline lockfile"), "\(check.stdout)")

        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        #expect(try project.read("fontprobe.lock.json").contains(#""compose" : {"#))
        let again = try project.run(["check"])
        #expect(again.status == 0 && !again.stdout.contains("records nothing"), "\(again.stdout)")
        try forgeLato(in: project, Self.typoTaller)
        #expect(try project.run(["check"]).status == 1)
    }

    /// FPTypoSTAT (1000 units per em, USE_TYPO_METRICS with STAT, typo 800/-200/200) with its hhea
    /// made typo's, 800/-200/200: CoreText reads typo. The release drops STAT, so CoreText reads
    /// hhea: the source's name changes, every number stays (Skia and Chromium read typo in both).
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aSourceRenamedWithEveryValueTheSameIsOneInfo() throws {
        let project = try ScratchProject(fonts: [])
        defer { project.directory.cleanUp() }
        let font = project.url.appendingPathComponent("Fonts/Brand.ttf").path
        let sameHhea = "f['hhea'].ascent, f['hhea'].descent, f['hhea'].lineGap = 800, -200, 200"
        try FontTools.forge(Repository.font("FPTypoSTAT-Regular.ttf"), to: font, sameHhea)
        try project.write("fontprobe.yml", Self.all)
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        #expect(try project.read("fontprobe.lock.json").contains(#""verticalMetricsSource" : "typo""#))
        try FontTools.forge(Repository.font("FPTypoSTAT-Regular.ttf"), to: font, sameHhea + "\ndel f['STAT']")

        let check = try project.run(["check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let lines = check.stdout.split(separator: "\n").filter { $0.contains("baseline-drift") }
        #expect(lines.count == 1, "\(check.stdout)")
        #expect(lines.first?.hasPrefix("      info     baseline-drift ") == true, "\(check.stdout)")
        #expect(
            lines.first?.hasSuffix(
                "  verticalMetricsSource: typo → hhea, with every value the same: no text moves, so it is not drift; "
                    + "`fontprobe check --update-baseline` records it") == true,
            "\(check.stdout)")
    }

    /// A logo glyph raises Lato's `head.yMax` 2157 → 2257 (fontTools told not to compute the box
    /// again): a TextView with font padding (on by default) spans the `head` box, `top =
    /// floor(-yMax / 2000 × size)`. At 17 sp @3x = 51 px: floor(-55.0035) = -56 → floor(-57.5535) =
    /// -58, so its baseline 56 → 58 px, 2 px lower, and its line, to `bottom = ceil(537 / 2000 × 51)
    /// = 14`, 70 → 72 px. At @2x = 34 px: floor(-36.669) = -37 → floor(-38.369) = -39, 2 px too. A
    /// Compose Text (no padding) and iOS do not move.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func theHeadBoxMovesAPaddedTextView() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts:\n  - Fonts/*.ttf\nsizes: [17]\nscales: [2, 3]\nplatforms: [ios, android]\n")
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        try forgeLato(in: project, "f.recalcBBoxes = False\nf['head'].yMax += 100")
        let check = try project.run(["check"])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let drift = check.stdout.split(separator: "\n").filter { $0.contains(" baseline-drift ") }
        #expect(
            drift.first?.hasSuffix(
                "head yMax 2157 → 2257; the largest moves: iOS 0 px, Android 2 px (TextView baseline lower at 17 sp @3x)")
                == true, "\(check.stdout)")
        for expected in [
            "android.top: 2157 → 2257",
            "TextView baseline 2 px lower at 17 sp @2x (37 → 39 px)",
            "TextView baseline 2 px lower at 17 sp @3x (56 → 58 px)",
            "TextView line 2 px taller at 17 sp @3x (70 → 72 px)",
        ] {
            #expect(drift.contains { $0.hasSuffix(expected) }, "no drift line ends with \(expected)")
        }
        #expect(!drift.contains { $0.contains("Compose") }, "\(check.stdout)")
    }

    /// Values of a lockfile edited by hand are untrusted: a recorded pixel or font unit out of its
    /// range is refused where it is read (docs/security.md#the-lockfile), one line, exit 64.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func hugeRecordedPixelsAreRefusedNotATrap() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.all)
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        let written = try project.read("fontprobe.lock.json")
        for (from, to, reason) in [
            (
                #""baseline" : 41,"#, #""baseline" : -1.7e308,"#,
                "baseline is -1.7e+308; it must be a measurement, at most 1e10 in size"
            ),
            (#""ascender" : 1610,"#, #""ascender" : 1e308,"#, "ascender is 1e+308; it must be a font unit"),
        ] {
            let lockfile = written.replacingOccurrences(of: from, with: to)
            #expect(lockfile != written)
            try project.write("fontprobe.lock.json", lockfile)
            let check = try project.run(["check"])
            #expect(check.status == 64, "\(check.stdout)\(check.stderr)")
            #expect(check.stderr.contains(reason), "\(check.stderr)")
            #expect(check.stderr.split(separator: "\n").count == 1, "\(check.stderr)")
        }
    }

    /// Puts a fontTools-forged Lato in place of `Fonts/Lato-Regular-subset.ttf`.
    private func forgeLato(in project: ScratchProject, _ edit: String) throws {
        let target = project.url.appendingPathComponent("Fonts/Lato-Regular-subset.ttf").path
        try FontTools.forge(Repository.font("Lato-Regular-subset.ttf"), to: target + ".new", edit)
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.moveItem(atPath: target + ".new", toPath: target)
    }
}
