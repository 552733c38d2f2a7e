import Foundation
import Testing

@testable import FontProbeTestSupport

/// Every face checked: `audit --instances`, `instances:` in fontprobe.yml, and baselines and
/// expectations per instance, through the built binary. FPVariable-VF has the named instances
/// Thin (wght 100, the default), Medium (500) and Black (900); its typo ascender is 800 at Thin
/// and 900 at Black through MVAR hasc (make-fixtures.py, VARIABLE_MASTERS).
extension CheckCommandTests {
    @Test func auditReadsNamedInstancesWhenAsked() throws {
        let font = Repository.font("FPVariable-VF.ttf")
        // By default, the instances whose metrics MVAR and gvar move: all three here.
        let plain = try CLI.run(["audit", "--format", "json", font])
        #expect(plain.status == 0)
        #expect(try Self.instanceNames(plain.stdout) == ["Thin", "Medium", "Black"])
        let defaultOnly = try CLI.run(["audit", "--format", "json", "--instances", "default", font])
        #expect(try Self.instanceNames(defaultOnly.stdout) == ["Thin"])

        let named = try CLI.run(["audit", "--format", "json", "--instances", "named", font])
        #expect(named.status == 0)
        #expect(try Self.instanceNames(named.stdout) == ["Thin", "Medium", "Black"])
        let text = try CLI.run(["audit", "--instances", "named", font])
        #expect(text.stdout.contains("FP Variable  Black"), "\(text.stdout)")

        let bad = try CLI.run(["audit", "--instances", "bold", font])
        #expect(bad.status == 64)
    }

    /// `instances:` reads the named instances; the lockfile keys each; a font whose Black master
    /// has a taller typo ascender (940, FPVariable-VF-taller.ttf) drifts at Black and at Medium,
    /// where MVAR applies half the delta (wght 500 is halfway from 100 to 900): 800 + 140 / 2 =
    /// 870 instead of 800 + 100 / 2 = 850; the default instance, Thin, does not move.
    @Test func checkComparesEachInstanceWithItsBaseline() throws {
        let project = try Project(fonts: ["FPVariable-VF.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\ninstances:\n  'Fonts/*.ttf': named\n")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout.contains("FP Variable Black (wght 900)"), "\(update.stdout)")
        let lock = try #require(
            JSONSerialization.jsonObject(with: Data(try project.read("fontprobe.lock.json").utf8)) as? [String: Any])
        let faces = try #require(lock["faces"] as? [[String: Any]])
        #expect(faces.map { $0["instance"] as? String } == [nil, "Black", "Medium"])

        try project.replace("FPVariable-VF.ttf", with: "FPVariable-VF-taller.ttf")
        let drift = try project.run(["check"])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("units.ascender: 900 → 940"), "\(drift.stdout)")
        #expect(drift.stdout.contains("units.ascender: 850 → 870"))
        #expect(!drift.stdout.contains("units.ascender: 800 →"))

        // Each machine format tells the instances apart.
        let junit = try project.run(["check", "--format", "junit"])
        #expect(junit.stdout.contains(#"<testsuite name="Fonts/FPVariable-VF.ttf#0 @Black""#), "\(junit.stdout)")
        let github = try project.run(["check", "--format", "github"])
        #expect(github.stdout.contains("title=fontprobe baseline-drift (Medium)::"))
        let sarif = try project.run(["check", "--format", "sarif"])
        #expect(sarif.stdout.contains(#""instance" : "Black""#))
        let json = try project.run(["check", "--format", "json"])
        #expect(json.stdout.contains(#""instance" : "Medium""#))
        let csv = try CLI.run(["audit", "--format", "csv", "--instances", "named", Repository.font("FPVariable-VF.ttf")])
        #expect(csv.stdout.contains(",FP Variable,Black,wght 900,1000,"), "\(csv.stdout)")

        // Without instances:, the instances whose metrics MVAR moves are checked all the same.
        try project.write("fontprobe.yml", "fonts: Fonts\n")
        let automatic = try project.run(["check"])
        #expect(automatic.stdout.contains("units.ascender: 900 → 940"), "\(automatic.stdout)")
        // With the default alone: compares it, which has not moved, and says the instances are no
        // longer checked.
        try project.write("fontprobe.yml", "fonts: Fonts\ninstances:\n  'Fonts/*.ttf': default\n")
        let defaultOnly = try project.run(["check"])
        #expect(defaultOnly.stdout.contains("in the baseline, no longer checked"), "\(defaultOnly.stdout)")
    }

    /// An expectation with `instances:` applies to those instances only. capInset at 17 pt @3x,
    /// by hand (baseline round(ascender × k) from the top): Black, typo 900/-220, cap 760:
    /// round(900 × 0.051 = 45.9) = 46 px, round(760 × 0.051 = 38.76) = 39 px, (46 − 39) / 3 = 2.333 pt;
    /// Thin, typo 800/-200, cap 700: round(40.8) = 41, round(35.7) = 36, (41 − 36) / 3 = 1.6667 pt.
    @Test func expectationsApplyPerInstance() throws {
        let project = try Project(fonts: ["FPVariable-VF.ttf"])
        defer { project.directory.cleanUp() }
        func configuration(_ instances: String, points: String = "2.333") -> String {
            """
            fonts: Fonts
            baseline: false
            instances:
              Fonts/FPVariable-VF.ttf: [Black, Medium]
            expectations:
              - fonts: Fonts/FPVariable-VF.ttf
                instances: \(instances)
                capInset: {size: 17, scale: 3, points: \(points)}

            """
        }
        try project.write("fontprobe.yml", configuration("[Black]"))
        let black = try project.run(["check"])
        #expect(black.status == 0, "\(black.stdout)\(black.stderr)")
        // The same expectation with Thin's value fails at Black only: it is applied there.
        try project.write("fontprobe.yml", configuration("wght=900", points: "1.667"))
        let blackFails = try project.run(["check"])
        #expect(blackFails.status == 1)
        #expect(blackFails.stdout.contains("capInset at 17 pt @3x is 2.3333 pt"), "\(blackFails.stdout)")
        #expect(!blackFails.stdout.contains("is 1.6667 pt"))
        // An instance no face was read at is a mistake in the file, not a pass.
        try project.write("fontprobe.yml", configuration("[Blak]"))
        let typo = try project.run(["check"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("expectations[0].instances[0]: 'Blak' names no instance checked"), "\(typo.stderr)")

        try project.write("fontprobe.yml", configuration("[default, black]"))
        let thin = try project.run(["check"])
        #expect(thin.status == 1)
        #expect(thin.stdout.contains("capInset at 17 pt @3x is 1.6667 pt"), "\(thin.stdout)")

        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\ninstances:\n  Fonts/*.ttf: Bold\n")
        let missing = try project.run(["check"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("there is no instance named 'Bold'"), "\(missing.stderr)")
    }

    /// spec and glyph read one instance as metrics does. At Black the typo metrics are
    /// 900/-220 (MVAR hasc +100, hdsc -20): lineHeight (900 + 220) × 17 / 1000 = 19.04 pt, and
    /// 24 − 19.04 = 4.96 pt of lineSpacing; H is 760 units tall (cpht +60).
    @Test func singleFontCommandsReadAnInstance() throws {
        let font = Repository.font("FPVariable-VF.ttf")
        let lines = try CLI.run(["spec", font, "--size", "17", "--line-height", "24", "--lines", "2", "--instance", "Black"])
        #expect(lines.status == 0)
        #expect(lines.stdout.hasPrefix("\(font) — FP Variable Black (wght 900)\n"))
        #expect(lines.stdout.contains("lineHeight 19.04 pt; Figma line height 24 pt, 2 lines"))
        #expect(lines.stdout.contains(".lineSpacing(4.96)"))

        let glyph = try CLI.run(["glyph", font, "--char", "H", "--size", "17", "--variation", "wght=900"])
        #expect(glyph.status == 0)
        #expect(glyph.stdout.hasPrefix("\(font) — FP Variable Black (wght 900)\n"))
        #expect(glyph.stdout.contains("cap height        760 units"))

        let both = try CLI.run(["glyph", font, "--char", "H", "--size", "17", "--instance", "Black", "--variation", "wght=9"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("Use only one of --instance and --variation."))
    }

    /// A face listing more named instances than fontprobe reads (300 > 256, make-fixtures.py) is
    /// refused in one line, whichever instances are asked for, so no command reads them all.
    @Test func tooManyNamedInstancesAreRefused() throws {
        let font = Repository.root.appendingPathComponent("Fixtures/limits/FPVariable-300-VF.ttf").path
        let line = "fontprobe: cannot read '\(font)': its fvar table lists 300 named instances; fontprobe reads at most 256"
        for arguments in [["metrics", font, "--all-instances"], ["audit", "--instances", "named", font], ["metrics", font]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").map(String.init) == [line], "\(arguments)")
        }
    }

    /// The `instance.name` of each face in an audit JSON report.
    static func instanceNames(_ json: String) throws -> [String?] {
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [[String: Any]])
        return fonts.map { (($0["variation"] as? [String: Any])?["instance"] as? [String: Any])?["name"] as? String }
    }
}
