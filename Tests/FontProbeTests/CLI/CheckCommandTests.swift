import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `fontprobe init` and `fontprobe check` through the built binary, in a scratch project with
/// two fixture fonts under `Fonts/`.
struct CheckCommandTests {
    /// A scratch project: `Fonts/Lato-Regular-subset.ttf` and `Fonts/LiberationSans-Regular-subset.ttf`.
    struct Project {
        let directory: TemporaryDirectory
        var url: URL { directory.url }

        init(fonts: [String] = ["Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"]) throws {
            directory = try TemporaryDirectory()
            let folder = directory.url.appendingPathComponent("Fonts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for font in fonts {
                try FileManager.default.copyItem(
                    atPath: Repository.font(font), toPath: folder.appendingPathComponent(font).path)
            }
        }

        func run(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: url) }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }

        func read(_ name: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        }

        /// Puts the fixture `source` where `Fonts/name` is, as a new font release would.
        func replace(_ name: String, with source: String) throws {
            let target = url.appendingPathComponent("Fonts/\(name)").path
            try FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: Repository.font(source), toPath: target)
        }
    }

    /// A configuration for the two fonts with the baseline, and nothing else to fail on.
    static let minimal = """
        fonts:
          - Fonts/*.ttf
        sizes: [17]
        scales: [2, 3]
        """

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
        // Per scale: ascender, lineHeight, labelHeight, baselineInset, baselineFromTop, capInset,
        // xHeightInset and capInsetArticle move (8 × 2), plus units.ascender; capInsetRoundedBaseline,
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
        #expect(drifts.count == 17)
        #expect(summary["failedFaces"] as? Int == 1)
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
    /// USE_TYPO_METRICS without STAT) and FP Tall Accent's (its 'Å' meets the 'g' of the line
    /// above, make-fixtures.py) pass at failOn error and fail at failOn warning, unless those
    /// rules are turned off; win-metrics-clip (Lato's head.yMax 2157 above usWinAscent 1974) runs
    /// only when turned on.
    @Test func failOnAndRuleSettings() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf", "FPTallAccent-Regular.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        #expect(try project.run(["check"]).status == 0)

        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\n")
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

    /// Every format is well formed on a failing check with drift, warnings and infos.
    @Test func formatsAreWellFormed() throws {
        let project = try Project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.minimal + "\nfailOn: warning\n")
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
        // The drift of a face is one annotation, its lines joined by %0A.
        let drift = try #require(commands.first { $0.contains("title=fontprobe baseline-drift::") })
        #expect(drift.hasPrefix("::error file=Fonts/Lato-Regular-subset.ttf,"))
        #expect(drift.contains("17 values differ from the baseline:%0A  units.ascender: 1974 → 2074%0A"))
        #expect(github.stdout.split(separator: "\n").last?.hasPrefix("fontprobe check: FAIL") == true)

        let junit = try project.run(["check", "--format", "junit"])
        #expect(junit.status == 1)
        let parsed = try JUnitDocument(junit.stdout)
        // 2 faces × (13 rules for a face that was read, win-metrics-clip being off, + baseline).
        #expect(parsed.suites == 2)
        #expect(parsed.testcases == 28)
        #expect(parsed.declaredTests == 28)
        // Lato: baseline and its warning (typo-metrics-without-stat) fail; Liberation has infos only.
        #expect(parsed.failures == 2)
        #expect(parsed.declaredFailures == 2)
        // The baseline's test case and its failure carry the one rule ID.
        #expect(junit.stdout.contains(#"<testcase name="baseline-drift" classname="Fonts/Lato-Regular-subset.ttf#0">"#))
        #expect(junit.stdout.contains(#"type="baseline-drift">units.ascender: 1974 → 2074"#))

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

    // MARK: Bad input

    /// Each mistake in the configuration exits 64 with `file:line:column: key.path: …`.
    @Test(arguments: [
        ("fonts: Fonts\nfnts: x\n", "fontprobe.yml:2:1: fnts: unknown key 'fnts' (did you mean 'fonts'?)"),
        ("fonts: Fonts\nrules:\n  cap-hieght-missing: off\n", "fontprobe.yml:3:3: rules.cap-hieght-missing: there is no rule"),
        ("fonts: Fonts\nsizes: [17, big]\n", "fontprobe.yml:2:13: sizes[1]: expected a number, found 'big'"),
        ("fonts: Fonts\nscales: 0\n", "fontprobe.yml:2:9: scales: 0 is out of range"),
        ("fonts: Fonts\nfailOn: fatal\n", "fontprobe.yml:2:9: failOn: expected one of error, warning, info, found 'fatal'"),
        ("fonts:\n  - Fonts/*.otf\n", "fontprobe.yml:2:5: fonts[0]: 'Fonts/*.otf' matches no font file"),
        (
            "fonts: Fonts\nexpectations:\n  - fonts: Brand-*.ttf\n    lineGap: 0\n",
            "fontprobe.yml:3:12: expectations[0].fonts: 'Brand-*.ttf' matches none of the fonts being checked"
        ),
        (
            "fonts: Fonts\nexpectations:\n  - fonts: Fonts\n    capInset: {size: 17, points: 3}\n",
            "fontprobe.yml:4:15: expectations[0].capInset: there is no 'scale'"
        ),
        (
            "fonts: Fonts\nexpectations:\n  - fonts: Fonts\n    lineGap: wide\n",
            "expectations[0].lineGap: expected a whole number"
        ),
        (
            "fonts: Fonts\nbaseline: false\nrules:\n"
                + ["unreadable-font", "units-per-em-out-of-range", "no-vertical-metrics", "hhea-metrics-zero"].map {
                    "  \($0): warning\n"
                }.joined(), "checks nothing"
        ),
        ("fonts: [Fonts\n", "fontprobe.yml:2:1: not valid YAML"),
        ("fonts: Fonts\nfonts: Other\n", "appears more than once"),
        ("", "fontprobe.yml: the file is empty"),
        ("- Fonts\n", "fontprobe.yml:1:1: expected a mapping"),
        ("fonts: Fonts\nbaseline: \"a\\0b\"\n", "fontprobe.yml:2:11: baseline: contains a NUL character, which no file name can"),
    ])
    func badConfigurationExits64(yaml: String, message: String) throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", yaml)
        let result = try project.run(["check"])
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("fontprobe: fontprobe.yml"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A missing configuration or font path is missing input (66); an unreadable font is 2 and the
    /// others are still checked.
    @Test func missingAndUnreadableInput() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        let noConfig = try project.run(["check"])
        #expect(noConfig.status == 66)
        #expect(noConfig.stderr.contains("there is no configuration 'fontprobe.yml'; run `fontprobe init`"))

        try project.write("fontprobe.yml", "fonts: [Fonts, Gone.ttf]\nbaseline: false\n")
        let missing = try project.run(["check"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("fontprobe.yml:1:16: fonts[1]: 'Gone.ttf' does not exist"))
        #expect(missing.stdout.contains("PASS: 1 face checked"))

        try project.write("Fonts/Broken.ttf", "not a font")
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n")
        let broken = try project.run(["check", "--format", "junit"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("Broken.ttf"))
        let parsed = try JUnitDocument(broken.stdout)
        #expect(parsed.failures == 1)
        #expect(broken.stdout.contains(#"<testcase name="unreadable-font" classname="Fonts/Broken.ttf">"#))

        // --update-baseline with `baseline: false` is a usage error.
        #expect(try project.run(["check", "--update-baseline"]).status == 64)
    }

    /// A configuration elsewhere: paths are relative to it, and shown with its directory.
    @Test func configurationInAnotherDirectory() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent("ci"), withIntermediateDirectories: true)
        try project.write("ci/fontprobe.yml", "fonts: ../Fonts/*.ttf\n")
        #expect(try project.run(["check", "--config", "ci/fontprobe.yml", "--update-baseline"]).status == 0)
        let lockfile = try project.read("ci/fontprobe.lock.json")
        #expect(lockfile.contains(#""path" : "../Fonts/Lato-Regular-subset.ttf""#))
        let github = try project.run(["check", "--config", "ci/fontprobe.yml", "--format", "github"])
        #expect(github.status == 0)
        // Shown from the working directory, `ci/..` taken out, so annotations land on the file.
        #expect(github.stdout.contains("::warning file=Fonts/Lato-Regular-subset.ttf,"))

        // init writes paths relative to the configuration's directory, which it searches.
        try FileManager.default.copyItem(
            atPath: Repository.font("LiberationSans-Regular-subset.ttf"),
            toPath: project.url.appendingPathComponent("ci/Liberation.ttf").path)
        let initRun = try project.run(["init", "--config", "ci/starter.yml"])
        #expect(initRun.status == 0)
        #expect(initRun.stderr.contains("`fontprobe check --config ci/starter.yml --update-baseline`"))
        #expect(try project.read("ci/starter.yml").contains("fonts:\n  - '*.ttf'\n"))

        // A glob from the top shows paths without "./"; `baseline: False` is off in any case.
        try project.write("fontprobe.yml", "fonts: '**/*.ttf'\nbaseline: False\n")
        let everything = try project.run(["check", "--format", "github"])
        #expect(everything.status == 0)
        #expect(everything.stdout.contains("::warning file=Fonts/Lato-Regular-subset.ttf,"))
        #expect(everything.stdout.contains("::notice file=ci/Liberation.ttf,"))
        #expect(everything.stdout.hasSuffix("PASS: 2 faces checked; below failOn: 1 warning, 2 infos\n"))
    }
}

extension CheckCommandTests {
    /// A lockfile that repeats a face or a row, or holds an impossible face index, is refused
    /// with exit 64 and the reason, never a crash.
    @Test(arguments: [
        (#"{"lockVersion": 1, "faces": [\#(face), \#(face)]}"#, "repeats 'Fonts/A.ttf' face 0"),
        (#"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 1e30, "sizes": []}]}"#, "is not a face index"),
        (
            #"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 0, "sizes": [\#(row), \#(row)]}]}"#,
            "repeats a size and scale"
        ),
        ("<<<<<<< HEAD\n", "it is not JSON (unexpected '<' at line 1, column 1)"),
        // Two equal keys: Foundation's decoder would keep one without a word.
        (#"{"lockVersion": 1, "faces": [], "lockVersion": 1}"#, "the key 'lockVersion' appears more than once in the document"),
        (
            #"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 0, "sizes": [], "units": {"ascender": 1, "ascender": 2}}]}"#,
            "the key 'ascender' appears more than once in faces[0].units"
        ),
        // 1e999 is past the largest Double, about 1.8e308; it was "found an array".
        (
            #"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 0, "sizes": [], "units": {"ascender": 1e999}}]}"#,
            "faces[0].units.ascender is 1e999, a number out of range (a lockfile's numbers are at most 1.8e308 in size)"
        ),
        (
            #"{"lockVersion": 1, "faces": [{"path": "A", "faceIndex": 0, "sizes": [{"pointSize": -1E+400, "scale": 3}]}]}"#,
            "faces[0].sizes[0].pointSize is -1E+400, a number out of range"
        ),
        // 100,000 nested arrays: refused at the 65th level, not a stack overflow.
        (
            #"{"lockVersion": 1, "faces": "# + String(repeating: "[", count: 100_000),
            "faces[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0] nests more than 64 levels deep"
        ),
        (
            #"{"lockVersion": 1, "faces": ["caf\u00e9", "\ud83d"]}"#,
            "it is not JSON (a \\u escape with half a character at line 1, column 44)"
        ),
        // One byte over 4 MiB (4,194,304 bytes): refused unread, whatever it holds.
        (
            #"{"lockVersion": 1, "faces": [], "x": ""# + String(repeating: "0", count: 4_194_305 - 40) + #""}"#,
            "it is larger than 4 MiB, the most a lockfile may be"
        ),
    ])
    func damagedLockfileExits64(lockfile: String, reason: String) throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\n")
        try project.write("fontprobe.lock.json", lockfile)
        let result = try project.run(["check"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("fontprobe.lock.json: cannot use this baseline: "), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A lockfile value of 1e308 (a Double, so not refused) is written in exponent form in the
    /// drift, not as 309 digits: units.ascender of Lato is 1974 (hhea, docs/commands/check.md).
    @Test func hugeLockfileNumberInExponentForm() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nscales: 3\n")
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        let lockfile = try project.read("fontprobe.lock.json")
        let edited = lockfile.replacingOccurrences(of: #""ascender" : 1974"#, with: #""ascender" : 1e308"#)
        #expect(edited != lockfile)
        try project.write("fontprobe.lock.json", edited)
        let result = try project.run(["check"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("baseline-drift             units.ascender: 1e+308 → 1974\n"), "\(result.stdout)")
    }

    static let face = #"{"path": "Fonts/A.ttf", "faceIndex": 0, "sizes": []}"#
    static let row = #"{"pointSize": 17, "scale": 3}"#

    /// Paths that are easy to get wrong: an absolute configuration with an absolute glob, `**`
    /// next to a hidden build folder, a name with glob and URI characters, a symlink to a folder
    /// already listed.
    @Test func awkwardPaths() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        let root = project.url.path
        let manager = FileManager.default
        try manager.createDirectory(atPath: "\(root)/.build/debug", withIntermediateDirectories: true)
        try manager.copyItem(atPath: Repository.font("FPAudit-Bold.ttf"), toPath: "\(root)/.build/debug/Copy.ttf")
        try manager.copyItem(atPath: Repository.font("FPAudit-Regular.ttf"), toPath: "\(root)/Fonts/Brand [v2]:x.ttf")
        try manager.createSymbolicLink(atPath: "\(root)/Alias", withDestinationPath: "Fonts")

        // `**` does not enter .build; the symlinked folder gives no second copy of a file.
        try project.write("fontprobe.yml", "fonts: ['**/*.ttf', Alias]\nbaseline: false\n")
        let json = try project.run(["check", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let paths = (document["faces"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        // Each file once, under the path that sorts first (as `audit` does).
        #expect(paths == ["Alias/Brand [v2]:x.ttf", "Alias/Lato-Regular-subset.ttf"])

        // The name with '[' is a path when it exists; ':' is escaped in GitHub properties and SARIF URIs.
        try project.write(
            "fontprobe.yml",
            "fonts: ['Fonts/Brand [v2]:x.ttf']\nbaseline: false\nexpectations:\n  - fonts: 'Fonts/Brand [v2]:x.ttf'\n    lineGap: 0\n"
        )
        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 0, "\(github.stderr)")
        #expect(github.stdout.contains("::warning file=Fonts/Brand [v2]%3Ax.ttf,title=fontprobe cap-height-mismatch::"))
        let sarif = try project.run(["check", "--format", "sarif"])
        try SARIFCheck.validate(sarif.stdout)
        #expect(sarif.stdout.contains(#""uri" : "Fonts/Brand%20%5Bv2%5D%3Ax.ttf""#))

        // An absolute configuration with an absolute glob and an absolute expectation.
        try project.write(
            "abs.yml", "fonts: ['\(root)/Fonts/*.ttf']\nexpectations:\n  - fonts: '\(root)/Fonts/Lato*'\n    lineGap: 0\n")
        let absolute = try project.run(["check", "--config", "\(root)/abs.yml", "--update-baseline"])
        #expect(absolute.status == 0, "\(absolute.stderr)")
        #expect(try project.read("fontprobe.lock.json").contains(#""path" : "\#(root)/Fonts/Lato-Regular-subset.ttf""#))
    }

    /// An unreadable font leaves the baseline alone, and one that was in it is one failing line.
    @Test func unreadableFontAndTheBaseline() throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\n")
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        let lockfile = try project.read("fontprobe.lock.json")
        try project.write("Fonts/Lato-Regular-subset.ttf", "truncated")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 2)
        #expect(update.stderr.contains("did not write fontprobe.lock.json: not every configured font could be read"))
        #expect(try project.read("fontprobe.lock.json") == lockfile)
        let parsed = try JUnitDocument(try project.run(["check", "--format", "junit"]).stdout)
        #expect(parsed.suites == 1)
        #expect(parsed.failures == 2)  // unreadable-font, and the face gone from the baseline
    }
}

/// Counts of a JUnit document, read with Foundation's XML parser (which rejects malformed XML).
struct JUnitDocument {
    var suites = 0
    var testcases = 0
    var failures = 0
    var declaredTests = 0
    var declaredFailures = 0

    init(_ text: String) throws {
        let delegate = Counter()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw JUnitError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        (suites, testcases, failures) = (delegate.suites, delegate.testcases, delegate.failures)
        (declaredTests, declaredFailures) = (delegate.declaredTests, delegate.declaredFailures)
        guard delegate.root == "testsuites" else { throw JUnitError(description: "the root is \(delegate.root ?? "none")") }
    }

    struct JUnitError: Error, CustomStringConvertible { var description: String }

    private final class Counter: NSObject, XMLParserDelegate {
        var root: String?
        var suites = 0
        var testcases = 0
        var failures = 0
        var declaredTests = 0
        var declaredFailures = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = name }
            switch name {
            case "testsuites":
                declaredTests = Int(attributes["tests"] ?? "") ?? -1
                declaredFailures = Int(attributes["failures"] ?? "") ?? -1
            case "testsuite": suites += 1
            case "testcase": testcases += 1
            case "failure": failures += 1
            default: break
            }
        }
    }
}

/// The constraints of the SARIF 2.1.0 JSON schema (sarif-schema-2.1.0.json, OASIS) that a
/// report like ours can break: required properties, `version` "2.1.0", the `level` enumeration,
/// `ruleIndex` pointing at the rule with the same `id`, unique rule IDs, messages with text,
/// and artifact URIs that are URI references.
enum SARIFCheck {
    struct Violation: Error, CustomStringConvertible { var description: String }

    static func validate(_ text: String) throws {
        func require(_ condition: Bool, _ message: String) throws {
            if !condition { throw Violation(description: message) }
        }
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try require(log["version"] as? String == "2.1.0", "sarifLog.version must be \"2.1.0\"")
        try require((log["$schema"] as? String)?.hasPrefix("https://") == true, "$schema must be a URI")
        let runs = try #require(log["runs"] as? [[String: Any]], "sarifLog.runs is required")
        for run in runs {
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any], "run.tool.driver")
            try require(driver["name"] is String, "toolComponent.name is required")
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let ids = rules.compactMap { $0["id"] as? String }
            try require(ids.count == rules.count && Set(ids).count == ids.count, "each rule needs a unique id")
            for rule in rules {
                for key in ["shortDescription", "fullDescription", "help"] {
                    try require(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(key).text")
                }
                let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
                try require(["none", "note", "warning", "error"].contains(level ?? ""), "defaultConfiguration.level")
            }
            let results = try #require(run["results"] as? [[String: Any]])
            for result in results {
                try require(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false, "message.text")
                try require(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""), "level")
                let index = try #require(result["ruleIndex"] as? Int)
                try require(ids.indices.contains(index) && ids[index] == result["ruleId"] as? String, "ruleIndex")
                let locations = try #require(result["locations"] as? [[String: Any]])
                for location in locations {
                    let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
                    let uri = try #require(artifact?["uri"] as? String)
                    try require(URL(string: uri) != nil && !uri.contains(" "), "artifactLocation.uri is a URI reference")
                }
            }
        }
    }
}
