import Foundation
import Testing

@testable import FontProbeTestSupport

/// A lockfile written before the measured label model (lockVersion 1, its label numbers by the
/// article's formula) is not font drift: `check` says so once, in one line (the lockfile's one
/// problem, in every format), and fails (exit 1) until `--update-baseline`
/// (docs/commands/check.md#baseline-from-the-articles-model).
/// `Check/Golden/v1-fpaudit.lock.json` is the BrandFonts example's lockfile as fontprobe wrote it
/// then, for FPAudit Regular and Bold at 17 pt @2x and @3x.
struct OldLockfileTests {
    static let lockfile = Repository.root.appendingPathComponent(
        "Tests/FontProbeRulesTests/Check/Golden/v1-fpaudit.lock.json")

    @Test func oneLineAndExitOneThenUpdateAccepts() throws {
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf"])
        defer { project.directory.cleanUp() }
        try project.write(
            "fontprobe.yml", "fonts:\n  - Fonts/FPAudit-Regular.ttf\n  - Fonts/FPAudit-Bold.ttf\nsizes: [17]\nscales: [2, 3]\n")
        let old = try String(contentsOf: Self.lockfile, encoding: .utf8)
        #expect(old.contains(#""lockVersion" : 1"#))
        try project.write("fontprobe.lock.json", old)

        let check = try project.run(["check"])
        #expect(check.status == 1)
        // By hand, 1000 units at 17 pt: at 2x both models put the baseline on the same row
        // (Regular: round(27.2) = 27 = 34 − ceil(6.8); Bold: round(28.9) = 29 = ceil(37.4) − ceil(8.5));
        // at 3x they differ by one pixel (Regular round(40.8) = 41 against 51 − ceil(10.2) = 40; Bold
        // round(43.35) = 43 against ceil(56.1) − ceil(12.75) = 44). There baselineFromTop,
        // baselineInset, capInset and xHeightInset move by 1 px = 0.333 pt: 8 values in 2 rows.
        let lines = check.stdout.split(separator: "\n").filter { $0.contains("lockVersion 1") }
        #expect(lines.count == 1, "\(check.stdout)")
        #expect(
            lines.first?.hasSuffix(
                " recorded with the article's label formula (lockVersion 1), which UIKit renders "
                    + "contradict; under the measured model 8 values in 2 rows move by up to 0.333 pt (1 px) "
                    + "(docs/model.md#the-label-model); run `fontprobe check --update-baseline` to accept") == true,
            "\(check.stdout)")
        #expect(check.stdout.contains("FAIL  fontprobe.lock.json"), "\(check.stdout)")
        #expect(check.stderr.isEmpty, "\(check.stderr)")
        // Not font drift: the fonts match the lockfile by the formula it was written with.
        #expect(!check.stdout.contains("differ from the baseline"), "\(check.stdout)")
        #expect(check.stdout.contains("(a baseline of the article's label model, 0 drifted values,"), "\(check.stdout)")
        // Every CI format carries the one failure.
        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1)
        #expect(
            github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=fontprobe.lock.json,") }.count == 1,
            "\(github.stdout)")
        let junit = try project.run(["check", "--format", "junit"])
        #expect(junit.stdout.contains("lockVersion 1"))
        let sarif = try project.run(["check", "--format", "sarif"])
        #expect(sarif.stdout.contains("lockVersion 1"))
        // Never rewritten by itself.
        #expect(try project.read("fontprobe.lock.json") == old)

        let json = try project.run(["check", "--format", "json"])
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let change = try #require(document["baselineModelChange"] as? [String: Any])
        #expect(change["values"] as? Int == 8 && change["rows"] as? Int == 2 && change["largestPixels"] as? Int == 1)
        #expect(document["passed"] as? Bool == false)

        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try project.read("fontprobe.lock.json").contains(#""lockVersion" : 2"#))
        let again = try project.run(["check"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stderr.isEmpty)
    }

    /// A real change of font against an old lockfile is drift, in the numbers of the current model
    /// (the lockfile's rows restated from the units it records), as `metrics` prints them; what the
    /// model alone moves is listed once, on the lockfile, apart from the fonts' drift.
    @Test func aChangedFontIsDriftInTheCurrentModel() throws {
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf"])
        defer { project.directory.cleanUp() }
        try project.write(
            "fontprobe.yml", "fonts:\n  - Fonts/FPAudit-Regular.ttf\n  - Fonts/FPAudit-Bold.ttf\nsizes: [17]\nscales: [2, 3]\n")
        try project.write("fontprobe.lock.json", try String(contentsOf: Self.lockfile, encoding: .utf8))
        // The Bold's file now holds the Regular: its ascender 850 → 800 units is drift.
        try project.replace("FPAudit-Bold.ttf", with: "FPAudit-Regular.ttf")
        let check = try project.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("units.ascender: 850 → 800"), "\(check.stdout)")
        #expect(check.stdout.contains("lockVersion 1"))
        // By hand, at 17 pt @3x (k = 0.051 px per unit), by the measured model: the Bold had its
        // baseline at round(850k) = 43 px and its cap line at round(700k) = 36 px, capInset
        // (43 − 36)/3 = 2.3333 pt; the Regular has round(800k) = 41, so (41 − 36)/3 = 1.6667 pt.
        // The lockfile recorded the article's 2.6667 (ceil(1100k) − ceil(250k) − 36 = 57 − 13 − 36 = 8 px).
        #expect(check.stdout.contains("capInset at 17 pt @3x: 2.3333 → 1.6667"), "\(check.stdout)")
        // Not the article's numbers for both, as a lockfile of its model was compared before.
        #expect(!check.stdout.contains("capInset at 17 pt @3x: 2.6667 → 1.3333"), "\(check.stdout)")
        // The new value is the one `metrics` gives for the font now in the file.
        let metrics = try project.run(["metrics", "Fonts/FPAudit-Bold.ttf", "--size", "17", "--scale", "3", "--format", "json"])
        let document = try #require(JSONSerialization.jsonObject(with: Data(metrics.stdout.utf8)) as? [String: Any])
        let font = try #require((document["fonts"] as? [[String: Any]])?.first)
        let row = try #require((font["sizes"] as? [[String: Any]])?.first)
        #expect(abs((row["capInset"] as? Double ?? 0) - 5.0 / 3) < 1e-9)
        // The model's own change, each value once, on the lockfile: the Bold's capInset 2.6667 → 2.3333
        // is one of the 8 (4 label numbers in each face's 3x row), never counted as the font's drift.
        let moves = check.stdout.split(separator: "\n").filter { $0.hasSuffix("the label model's change, not the font's") }
        #expect(moves.count == 8, "\(check.stdout)")
        #expect(
            moves.contains {
                $0.hasSuffix(
                    "Fonts/FPAudit-Bold.ttf: capInset at 17 pt @3x: 2.6667 → 2.3333, the label model's change, not the font's")
            },
            "\(check.stdout)")
        let json = try project.run(["check", "--format", "json"])
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let change = try #require(report["baselineModelChange"] as? [String: Any])
        let listed = try #require(change["moves"] as? [[String: Any]])
        #expect(listed.count == 8)
        #expect(
            listed.contains {
                $0["path"] as? String == "Fonts/FPAudit-Regular.ttf" && $0["field"] as? String == "capInset"
                    && abs(($0["old"] as? Double ?? 0) - 4.0 / 3) < 1e-9 && abs(($0["new"] as? Double ?? 0) - 5.0 / 3) < 1e-9
            })
        let summary = try #require(report["summary"] as? [String: Any])
        // The Bold's own drift only: its 4 names and units, and 16 row values (8 at each scale);
        // capInsetArticle and capInsetNaive, the history columns, move too but are listed only with --history.
        #expect(summary["drifts"] as? Int == 20, "\(json.stdout)")
        let history = try #require(JSON.object(try project.run(["check", "--history", "--format", "json"]).stdout))
        #expect((history["summary"] as? [String: Any])?["drifts"] as? Int == 24)
    }

    /// An expectation written with the article's value (by `init` before the measured model) says so:
    /// FPAudit Regular at 17 pt @3x, by hand, is (41 − 36)/3 = 1.6667 pt, the article's (51 − 11 − 36)/3 = 1.333.
    @Test func anExpectationOfTheArticlesValueSaysSo() throws {
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf"])
        defer { project.directory.cleanUp() }
        try project.write(
            "fontprobe.yml",
            """
            fonts: Fonts
            baseline: false
            expectations:
              - fonts: Fonts/FPAudit-Regular.ttf
                capInset: {size: 17, scale: 3, points: 1.333}

            """)
        let check = try project.run(["check"])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains(
                "capInset at 17 pt @3x is 1.6667 pt, expected 1.333 ± 0.01 pt (expectations[0].capInset); the expected "
                    + "value is the article's formula's (capInsetArticle), which UIKit renders contradict"),
            "\(check.stdout)")
    }
}
