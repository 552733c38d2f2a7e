import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `fontprobe init` and `fontprobe check` through the built binary, in a scratch project with
/// two fixture fonts under `Fonts/`.
struct CheckCommandTests {
    typealias Project = ScratchProject

    static let minimal = ScratchProject.minimal

    // MARK: init, baseline, pass, drift

    /// The whole workflow: init writes a configuration that check accepts; without a baseline the
    /// check fails and says how to write one; after --update-baseline it passes; a release whose
    /// hhea ascender is 100 units higher fails with exit 1, naming the font and the fields.
    @Test func initBaselinePassAndDrift() throws {
        let project = try Project()
        defer { project.directory.cleanUp() }

        let initRun = try project.run(["init"])
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let starter = try project.read("fontprobe.yml")
        #expect(starter.contains("\n  - Fonts/*.ttf\n"))
        #expect(starter.contains("failOn: error"))
        // A second init does not overwrite the file.
        let again = try project.run(["init"])
        #expect(again.status == 64)
        #expect(again.stderr.contains("already exists"))

        let noBaseline = try project.run(["check"])
        #expect(noBaseline.status == 1)
        #expect(noBaseline.stdout.contains("'fontprobe.lock.json' does not exist"))
        #expect(noBaseline.stdout.contains("--update-baseline"))

        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(update.stderr.contains("wrote fontprobe.lock.json: 2 faces at 1 size × 2 scales"))
        let lockfile = try project.read("fontprobe.lock.json")

        let pass = try project.run(["check"])
        #expect(pass.status == 0, "\(pass.stdout)")
        #expect(pass.stdout.contains("PASS: 2 faces checked"))
        // Writing the baseline again from the same fonts gives the same bytes.
        _ = try project.run(["check", "--update-baseline"])
        #expect(try project.read("fontprobe.lock.json") == lockfile)

        try project.replace("Lato-Regular-subset.ttf", with: "Lato-Regular-subset-taller.ttf")
        let drift = try project.run(["check"])
        #expect(drift.status == 1)
        // Hand calculation, tables.json for both fonts: unitsPerEm 2000, hhea descender -426,
        // OS/2 sCapHeight 1433; the ascender goes from 1974 to 2074 units.
        // lineHeight at 17 pt: (1974 + 426) × 17 / 2000 = 20.4 → (2074 + 426) × 17 / 2000 = 21.25.
        // At 3x: labelHeight ceil(61.2) = 62 px → ceil(63.75) = 64 px; baseline round(50.337) = 50 px →
        // round(52.887) = 53 px; cap height round(36.5415) = 37 px; capInset (50 − 37) / 3 = 13/3 → (53 − 37) / 3 = 16/3.
        let lines = drift.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("FAIL  Fonts/Lato-Regular-subset.ttf") })
        #expect(!lines.contains { $0.hasPrefix("FAIL  Fonts/LiberationSans") })
        for expected in [
            "units.ascender: 1974 → 2074",
            "lineHeight at 17 pt @3x: 20.4 → 21.25",
            // 13/3 and 16/3 pt, 62/3 and 64/3 pt: every number in a check message to 4 decimals.
            "capInset at 17 pt @3x: 4.3333 → 5.3333",
            "labelHeight at 17 pt @3x: 20.6667 → 21.3333",
        ] {
            // The check is named by the rule ID that SARIF, JUnit and --explain use.
            #expect(
                lines.contains { $0.contains(" baseline-drift ") && $0.hasSuffix(expected) },
                "no baseline-drift line ends with \(expected)")
        }
        // The descender and the cap height did not move.
        #expect(!drift.stdout.contains("descender at"))
        #expect(!drift.stdout.contains("capHeight at"))

        // Accepting the release makes the check pass again.
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        #expect(try project.run(["check"]).status == 0)
    }

    /// The drift in JSON: the field, the size and scale, the old and new values.
    @Test func driftInJSON() throws {
        let project = try Project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.minimal)
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        try project.replace("Lato-Regular-subset.ttf", with: "Lato-Regular-subset-taller.ttf")
        let result = try project.run(["check", "--format", "json"])
        #expect(result.status == 1)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["passed"] as? Bool == false)
        let faces = try #require(document["faces"] as? [[String: Any]])
        #expect(
            faces.map { $0["path"] as? String } == ["Fonts/Lato-Regular-subset.ttf", "Fonts/LiberationSans-Regular-subset.ttf"])
        #expect(faces.map { $0["passed"] as? Bool } == [false, true])
        let checks = try #require(faces[0]["checks"] as? [[String: Any]])
        let baseline = try #require(checks.first { $0["check"] as? String == "baseline-drift" })
        #expect(baseline["rule"] as? String == "baseline-drift")
        let drifts = try #require(baseline["problems"] as? [[String: Any]]).compactMap { $0["drift"] as? [String: Any] }
        let units = try #require(drifts.first { $0["field"] as? String == "units.ascender" })
        #expect(units["old"] as? Double == 1974 && units["new"] as? Double == 2074)
        #expect(units["pointSize"] is NSNull)
        let lineHeight = try #require(
            drifts.first { $0["field"] as? String == "lineHeight" && $0["scale"] as? Double == 2 })
        #expect(lineHeight["pointSize"] as? Double == 17)
        #expect(lineHeight["old"] as? Double == 20.4 && lineHeight["new"] as? Double == 21.25)
        let summary = try #require(document["summary"] as? [String: Any])
        // Per scale: ascender, lineHeight, labelHeight, baselineInset, baselineFromTop, capInset and
        // xHeightInset move (7 × 2), plus units.ascender; capInsetArticle, a history column, moves
        // too but is listed only with --history; capInsetRoundedBaseline,
        // capInset's schema-1 name, is not recorded twice. The baseline: ascender round(33.558) = 34 → round(35.258) = 35 px at 2x,
        // round(50.337) = 50 → round(52.887) = 53 px at 3x; cap height round(24.361) = 24 and 37 px; so
        // capInset (34 − 24)/2 = 5 → 5.5 and (50 − 37)/3 = 13/3 → 16/3. The label: ceil(40.8) = 41 →
        // ceil(42.5) = 43 px at 2x, ceil(61.2) = 62 → ceil(63.75) = 64 at 3x, so the article's baseline
        // moves too. capInsetNaive stays round(16.779 − 12.1805) = 5 = round(17.629 − 12.1805).
        let moved = drifts.filter { $0["field"] as? String == "capInset" }
        #expect(moved.map { $0["old"] as? Double } == [5, 13.0 / 3])
        #expect(moved.map { $0["new"] as? Double } == [5.5, 16.0 / 3])
        #expect(!drifts.contains { $0["field"] as? String == "capInsetRoundedBaseline" })
        #expect(!drifts.contains { $0["field"] as? String == "capInsetNaive" })
        #expect(summary["drifts"] as? Int == drifts.count)
        #expect(drifts.count == 15)
        #expect(!drifts.contains { $0["field"] as? String == "capInsetArticle" })
        #expect(summary["failedFaces"] as? Int == 1)
        // The summary heads the face's drift, and is not a drift itself: the hhea ascender, and
        // UIKit's baseline at 3x round(50.337) = 50 → round(52.887) = 53 px, 3 px lower.
        let problems = try #require(baseline["problems"] as? [[String: Any]])
        #expect(problems.first?["summary"] as? Bool == true && problems.first?["drift"] == nil)
        #expect(
            problems.first?["message"] as? String
                == "hhea ascender 1974 → 2074; the largest move: iOS 3 px (UIKit label baseline lower at 17 pt @3x)")

        // With --history, the article's inset too: at 2x the article's baseline is ceil(40.8) −
        // ceil(7.242) = 41 − 8 = 33 px → ceil(42.5) − 8 = 35 px, its cap inset (33 − 24)/2 = 4.5 →
        // (35 − 24)/2 = 5.5 pt; the naive inset stays 5 (above).
        let history = try project.run(["check", "--history"])
        #expect(history.status == 1)
        #expect(history.stdout.contains("capInsetArticle at 17 pt @2x: 4.5 → 5.5"), "\(history.stdout)")
        #expect(history.stdout.contains("(17 drifted values,"), "\(history.stdout)")
    }

    /// A face that is no longer there, and one not in the baseline, are drift too.
    @Test func addedAndRemovedFontsAreDrift() throws {
        let project = try Project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.minimal)
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        try FileManager.default.moveItem(
            at: project.url.appendingPathComponent("Fonts/LiberationSans-Regular-subset.ttf"),
            to: project.url.appendingPathComponent("Fonts/Renamed.ttf"))
        let result = try project.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL  Fonts/LiberationSans-Regular-subset.ttf"))
        #expect(result.stdout.contains("face: in the baseline, no longer checked"))
        #expect(result.stdout.contains("FAIL  Fonts/Renamed.ttf"))
        #expect(result.stdout.contains("face: not in the baseline"))
    }

    // MARK: Rules and expectations

    /// failOn and rule settings decide which findings fail. Lato's warning (tables.json:
    /// USE_TYPO_METRICS without STAT, with the web shipped) and FP Tall Accent's (its 'Å' meets the
    /// 'g' of the line above, make-fixtures.py) pass at failOn error and fail at failOn warning,
    /// unless those rules are turned off; win-metrics-clip (Lato's head.yMax 2157 above usWinAscent
    /// 1974) runs only when turned on. On iOS alone (no `platforms:`) Lato's finding is info and
    /// fails nothing.
    @Test func failOnAndRuleSettings() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf", "FPTallAccent-Regular.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        #expect(try project.run(["check"]).status == 0)

        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\n")
        let iOS = try project.run(["check"])
        #expect(iOS.stdout.contains("info     typo-metrics-without-stat"), "\(iOS.stdout)")
        #expect(!iOS.stdout.contains("fail     typo-metrics-without-stat"))

        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\nplatforms: [ios, web]\n")
        let failing = try project.run(["check"])
        #expect(failing.status == 1)
        for rule in ["typo-metrics-without-stat", "glyphs-outside-line-box"] {
            #expect(failing.stdout.contains("fail     \(rule)"), "\(failing.stdout)")
        }
        #expect(!failing.stdout.contains("win-metrics-clip"))

        let relaxed = """
            fonts: Fonts
            baseline: false
            failOn: warning
            platforms: [ios, web]
            rules:
              typo-metrics-without-stat: off
              glyphs-outside-line-box: info

            """
        try project.write("fontprobe.yml", relaxed)
        let passing = try project.run(["check"])
        #expect(passing.status == 0, "\(passing.stdout)")
        #expect(passing.stdout.contains("info     glyphs-outside-line-box"))
        #expect(!passing.stdout.contains("typo-metrics-without-stat"))

        try project.write("fontprobe.yml", relaxed + "  win-metrics-clip: on\n")
        let windows = try project.run(["check"])
        #expect(windows.status == 1)
        #expect(windows.stdout.contains("fail     win-metrics-clip"), "\(windows.stdout)")
    }

    /// Expectations that hold pass; each that does not fails, with the value found. Expected
    /// values from tables.json: LiberationSans hhea lineGap 67, unitsPerEm 2048, hhea source
    /// (USE_TYPO_METRICS off), sCapHeight 1409 (os2). capInset at 17 pt @3x, by hand:
    /// lineHeight (1854 + 434) × 17 / 2048 = 18.9922 → ceil(56.98) = 57 px; baselineInset
    /// ceil(434 × 17 / 2048 × 3 = 10.808) = 11 px; cap round(1409 × 17 / 2048 × 3 = 35.087) = 35 px;
    /// (57 − 11 − 35) / 3 = 11/3 = 3.6667 pt (4 decimals, as every check message).
    @Test func expectations() throws {
        let project = try Project(fonts: ["LiberationSans-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write(
            "fontprobe.yml",
            """
            fonts: [Fonts/*.ttf]
            baseline: false
            expectations:
              - fonts: Fonts/Liberation*.ttf
                lineGap: 67
                unitsPerEm: 2048
                verticalMetricsSource: hhea
                capHeightSource: os2
                capInset: {size: 17, scale: 3, points: 3.667}
            """)
        let pass = try project.run(["check", "--format", "junit"])
        #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
        for key in ["lineGap", "unitsPerEm", "verticalMetricsSource", "capHeightSource", "capInset"] {
            #expect(pass.stdout.contains(#"<testcase name="expect \#(key)""#))
        }

        try project.write(
            "fontprobe.yml",
            """
            fonts: [Fonts/*.ttf]
            baseline: false
            expectations:
              - fonts: '**/*.ttf'
                lineGap: 0
                verticalMetricsSource: typo
                capInset:
                  - {size: 17, scale: 3, points: 3.667}
                  - {size: 17, scale: 3, points: 4, tolerance: 0.2}
            """)
        let fail = try project.run(["check"])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("lineGap is 67 units (hhea), expected 0 (expectations[0])"))
        #expect(fail.stdout.contains("vertical metrics come from hhea"))
        #expect(fail.stdout.contains("capInset at 17 pt @3x is 3.6667 pt, expected 4 ± 0.2 pt (expectations[0].capInset[1])"))
        #expect(!fail.stdout.contains("capInset[0]"))
        #expect(fail.stdout.contains("3 unmet expectations"))
    }

    // MARK: Formats

    /// Every format is well formed on a failing check with drift, warnings and infos (the web
    /// shipped, so Lato's typo metrics are a warning).
    @Test func formatsAreWellFormed() throws {
        let project = try Project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.minimal + "\nfailOn: warning\nplatforms: [ios, web]\n")
        #expect(try project.run(["check", "--update-baseline"]).status == 1)
        try project.replace("Lato-Regular-subset.ttf", with: "Lato-Regular-subset-taller.ttf")

        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1)
        let commands = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!commands.isEmpty)
        // ::level file=…,title=…::message, with no raw newline, and the properties free of ':' and ','.
        let pattern = /^::(error|warning|notice) file=([^:,]+),title=([^:,]+)::(.+)$/
        for command in commands {
            let match = try #require(try pattern.wholeMatch(in: String(command)), "\(command)")
            #expect(["Fonts/Lato-Regular-subset.ttf", "Fonts/LiberationSans-Regular-subset.ttf"].contains(String(match.2)))
        }
        // The drift of a face is one annotation, its summary first, its lines joined by %0A. The web
        // reads Lato's typo metrics, which did not change: 0 px; UIKit's baseline at 3x moves from
        // round(50.337) = 50 to round(52.887) = 53 px (initBaselinePassAndDrift).
        let drift = try #require(commands.first { $0.contains("title=fontprobe baseline-drift::") })
        #expect(drift.hasPrefix("::error file=Fonts/Lato-Regular-subset.ttf,"))
        #expect(
            drift.contains(
                "::hhea ascender 1974 → 2074; the largest moves: iOS 3 px (UIKit label baseline lower at 17 pt @3x), "
                    + "the web 0 px; 15 values differ from the baseline:%0A  units.ascender: 1974 → 2074%0A"), "\(drift)")
        #expect(github.stdout.split(separator: "\n").last?.hasPrefix("fontprobe check: FAIL") == true)

        let junit = try project.run(["check", "--format", "junit"])
        #expect(junit.status == 1)
        let parsed = try JUnitDocument(junit.stdout)
        // 2 faces × (18 rules for a face that was read, win-metrics-clip being off, + baseline).
        #expect(parsed.suites == 2)
        #expect(parsed.testcases == 38)
        #expect(parsed.declaredTests == 38)
        // Lato: baseline and its warning (typo-metrics-without-stat) fail; Liberation has infos only.
        #expect(parsed.failures == 2)
        #expect(parsed.declaredFailures == 2)
        // The baseline's test case and its failure carry the one rule ID.
        #expect(junit.stdout.contains(#"<testcase name="baseline-drift" classname="Fonts/Lato-Regular-subset.ttf#0">"#))
        #expect(junit.stdout.contains(#"type="baseline-drift">hhea ascender 1974 → 2074; the largest moves"#))
        #expect(junit.stdout.contains("units.ascender: 1974 → 2074"))

        let sarif = try project.run(["check", "--format", "sarif"])
        #expect(sarif.status == 1)
        try SARIFCheck.validate(sarif.stdout)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // One per problem, the drift of Lato as one: 1 + 1 for Lato, 2 infos for Liberation.
        #expect(results.count == 4)
        #expect(results.filter { $0["level"] as? String == "error" }.count == 2)
        #expect(results.filter { $0["level"] as? String == "note" }.count == 2)
        #expect(results.filter { $0["ruleId"] as? String == "baseline-drift" }.count == 1)

        let json = try project.run(["check", "--format", "json"])
        #expect(json.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
    }
}
