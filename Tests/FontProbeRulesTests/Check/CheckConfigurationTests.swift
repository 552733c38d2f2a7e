import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The pure parts of `check`: reading fontprobe.yml, globs, escaping, the lockfile.
struct CheckConfigurationTests {
    /// Every key read into its value, and the defaults for keys left out.
    @Test func readsEveryKey() throws {
        let configuration = try CheckConfiguration(
            yaml: """
                fonts:
                  - Fonts/**/*.otf
                  - Brand.ttf
                sizes: [12, 17.5]
                scales: 3
                failOn: warning
                rules:
                  line-gap-nonzero: off
                  cap-height-mismatch: error
                expectations:
                  - fonts: [Fonts/Brand-*.otf]
                    lineGap: 0
                    unitsPerEm: 1000
                    verticalMetricsSource: typo
                    capHeightSource: os2
                    xHeightSource: glyph
                    capInset: {size: 17, scale: 3, points: 4.333, tolerance: 0.5}
                baseline: brand.lock.json
                """)
        #expect(configuration.fonts.map(\.pattern) == ["Fonts/**/*.otf", "Brand.ttf"])
        #expect(configuration.fonts.map(\.keyPath) == ["fonts[0]", "fonts[1]"])
        #expect(configuration.fonts.map(\.line) == [2, 3])
        #expect(configuration.sizes == [12, 17.5])
        #expect(configuration.scales == [3])
        #expect(configuration.failOn == .warning)
        #expect(configuration.rules.byRule == ["line-gap-nonzero": .off, "cap-height-mismatch": .severity(.error)])
        #expect(configuration.severity(of: .lineGapNonzero) == nil)
        #expect(configuration.severity(of: .capHeightMismatch) == .error)
        #expect(configuration.severity(of: .familyMetricsDiffer) == .warning)
        #expect(configuration.severity(of: .winMetricsClip) == nil)
        #expect(configuration.baseline == "brand.lock.json")
        let expectation = try #require(configuration.expectations.first)
        #expect(expectation.fonts.map(\.keyPath) == ["expectations[0].fonts[0]"])
        #expect(expectation.lineGap == 0 && expectation.unitsPerEm == 1000)
        #expect(expectation.verticalMetricsSource == .typo)
        #expect(expectation.capHeightSource == .os2 && expectation.xHeightSource == .glyph)
        var inset = CheckConfiguration.InsetExpectation(
            size: 17, scale: 3, points: 4.333, tolerance: 0.5, keyPath: "expectations[0].capInset")
        // Where each is written, for the reports that point there: the 17th line, `{` at column 15.
        (inset.line, inset.column) = (17, 15)
        #expect(expectation.capInsets == [inset])
        #expect(expectation.positions["lineGap"] == .init(line: 12, column: 14))
        #expect(expectation.positions["xHeightSource"] == .init(line: 16, column: 20))

        let defaults = try CheckConfiguration(yaml: "fonts: Fonts\n")
        // The screens iPhones have, as every command's default.
        #expect(defaults.sizes == [17] && defaults.scales == [2, 3] && defaults.failOn == .error)
        #expect(defaults.baseline == "fontprobe.lock.json")
        #expect(defaults.rules == .default && defaults.expectations.isEmpty)
        #expect(try CheckConfiguration(yaml: "fonts: Fonts\nbaseline: false\n").baseline == nil)
    }

    /// `characters:` adds to the default set; `instances:` maps patterns to the instances read,
    /// always with the default; an expectation may name instances.
    @Test func charactersAndInstances() throws {
        let configuration = try CheckConfiguration(
            yaml: """
                fonts: Fonts
                characters: [U+0400-04FF, "€"]
                instances:
                  Fonts/Brand-VF.ttf: [named, wght=650]
                  Fonts/Other-VF.ttf: Bold
                expectations:
                  - fonts: Fonts/Brand-VF.ttf
                    instances: [Bold, default]
                    lineGap: 0
                """)
        // 319 default code points, 256 Cyrillic, the euro sign.
        #expect(configuration.characters.count == 319 + 256 + 1)
        #expect(
            configuration.instances.map(\.selection) == [
                .combined([.allNamed, .coordinates([AxisSetting(tag: "wght", value: 650)])]), .combined([.named("Bold")]),
            ])
        #expect(configuration.instances.map(\.fonts.keyPath) == ["instances.Fonts/Brand-VF.ttf", "instances.Fonts/Other-VF.ttf"])
        #expect(configuration.expectations.first?.instances == ["Bold", "default"])

        let problems: [String]
        do {
            _ = try CheckConfiguration(
                yaml: "fonts: Fonts\ncharacters: U+ZZZZ\ninstances:\n  Fonts/a.ttf: wght=heavy\n")
            problems = []
        } catch {
            problems = error.problems.map(\.keyPath)
        }
        #expect(problems == ["characters", "instances.Fonts/a.ttf"])
    }

    /// Every problem in the file is reported, not only the first, each with its key path and line.
    @Test func reportsEveryProblem() {
        let yaml = """
            fonts: []
            sizes: [0, 17]
            rules: {line-gap-nonzero: loud, nope: off}
            expectations:
              - fonts: A.ttf
            """
        #expect {
            try CheckConfiguration(yaml: yaml)
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems ?? []
            return problems.map { "\($0.line ?? 0) \($0.keyPath)" } == [
                "1 fonts", "2 sizes[0]", "3 rules.line-gap-nonzero", "3 rules.nope", "5 expectations[0]",
            ]
        }
    }

    /// `styles:` is read in the file's order, each with where its `font:` was written; the keys
    /// left out are nil.
    @Test func readsStyles() throws {
        let configuration = try CheckConfiguration(
            yaml: """
                fonts: Fonts
                styles:
                  title:
                    font: Brand-Bold
                    size: 28
                    lineHeight: 34
                    textStyle: title1
                    maximumSize: 40
                  Caption Small:
                    font: Brand-Regular
                    size: 11.5
                """)
        #expect(
            configuration.styles == [
                .init(
                    name: "title", font: "Brand-Bold", size: 28, lineHeight: 34, textStyle: .title1, maximumSize: 40,
                    keyPath: "styles.title", line: 4, column: 11),
                .init(name: "Caption Small", font: "Brand-Regular", size: 11.5, line: 10, column: 11),
            ])
        #expect(configuration.styles.last?.keyPath == "styles.Caption Small")
        #expect(try CheckConfiguration(yaml: "fonts: Fonts\n").styles.isEmpty)
    }

    /// Each bad value of a style is a problem at its line and key path; the style is left out.
    @Test func reportsEveryStyleProblem() {
        let yaml = """
            fonts: Fonts
            styles:
              a: {size: 17}
              b: {font: X, size: 0}
              c: {font: X, size: 17, lineHeight: big}
              d: {font: X, size: 17, textStyle: bdy}
              e: {font: X, size: 17, textStyle: body, maximumSize: 12}
              f: {font: X, size: 17, maximumSize: 20}
              g: {font: X, size: 17, lineHieght: 20}
              h: 17
            styles2: {}
            """
        #expect {
            try CheckConfiguration(yaml: yaml)
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems ?? []
            let shown = problems.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.keyPath): \($0.message)" }
            return shown == [
                "3:6 styles.a: there is no 'font' key; give the PostScript name of a configured face",
                "4:22 styles.b.size: 0 is out of range; it must be from 0.01 to 10000",
                "5:38 styles.c.lineHeight: expected a number, found 'big'",
                "6:37 styles.d.textStyle: expected one of largeTitle, title1, title2, title3, headline, body, callout, "
                    + "subheadline, footnote, caption1, caption2, found 'bdy' (did you mean 'body'?)",
                "7:56 styles.e.maximumSize: 12 is smaller than the size, 17",
                "8:39 styles.f.maximumSize: needs a textStyle; without one the size does not scale",
                "9:26 styles.g.lineHieght: unknown key 'lineHieght' (did you mean 'lineHeight'?); "
                    + "the keys here are font, size, lineHeight, textStyle, maximumSize, letterSpacing",
                "10:6 styles.h: expected a mapping (key: value lines), found '17'",
                "11:1 styles2: unknown key 'styles2' (did you mean 'styles'?); the keys here are fonts, sizes, "
                    + "scales, platforms, failOn, rules, characters, instances, expectations, baseline, app, styles",
            ]
        }
    }

    /// At most 1000 styles (docs/commands/check.md#limits).
    @Test func limitsStyles() throws {
        let style = { (index: Int) in "  s\(index): {font: X, size: 17}\n" }
        let thousand = "fonts: Fonts\nstyles:\n" + (0..<1000).map(style).joined()
        #expect(try CheckConfiguration(yaml: thousand).styles.count == 1000)
        #expect {
            try CheckConfiguration(yaml: thousand + style(1000))
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems ?? []
            return problems.map { $0.description(file: "fontprobe.yml") } == [
                "fontprobe.yml:3:3: styles: names 1001 styles; at most 1000 are allowed"
            ]
        }
        // A name of 256 characters is a name; of 257, refused where it is (line 3, column 3).
        let long = String(repeating: "é", count: 256)
        #expect(try CheckConfiguration(yaml: "fonts: Fonts\nstyles:\n  \(long): {font: X, size: 17}\n").styles.count == 1)
        #expect {
            try CheckConfiguration(yaml: "fonts: Fonts\nstyles:\n  \(long)x: {font: X, size: 17}\n")
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems ?? []
            return problems.map { $0.description(file: "fontprobe.yml") } == [
                "fontprobe.yml:3:3: styles: the style name '\(String(repeating: "é", count: 32))…' is 257 characters long; "
                    + "a style's name may be at most 256"
            ]
        }
    }

    /// Globs: `*`, `?` and `[]` within a component, `**` for any number of directories; a
    /// literal path matches itself and what is under it.
    @Test(arguments: [
        ("Fonts/*.otf", "Fonts/Brand.otf", true),
        ("Fonts/*.otf", "Fonts/Sub/Brand.otf", false),
        ("Fonts/*.otf", "Fonts/Brand.ttf", false),
        ("Fonts/**/*.otf", "Fonts/Brand.otf", true),
        ("Fonts/**/*.otf", "Fonts/a/b/Brand.otf", true),
        ("**/*.ttf", "x.ttf", true),
        ("Fonts/Brand-?.ttf", "Fonts/Brand-1.ttf", true),
        ("Fonts/Brand-[AB].ttf", "Fonts/Brand-C.ttf", false),
        ("./Fonts/*.ttf", "Fonts/a.ttf", true),
        ("Fonts", "Fonts/a/b.ttf", true),
        ("Fonts", "Fontsx/b.ttf", false),
        ("Brand.ttf", "Brand.ttf", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }

    @Test func globSearchesFromItsLiteralPrefix() {
        #expect(GlobPattern("Fonts/Brand/*.otf").literalPrefix == "Fonts/Brand")
        #expect(GlobPattern("**/*.otf").literalPrefix == "")
        #expect(GlobPattern("/abs/x/*.ttf").literalPrefix == "/abs/x")
        #expect(GlobPattern("Fonts/a.ttf").isLiteral)
    }

    /// GitHub's runner decodes %25, %0D, %0A in data, and also %3A, %2C in properties
    /// (actions/toolkit, `escapeData` and `escapeProperty` of the core package).
    @Test func gitHubEscaping() {
        #expect(GitHubReporter.escapeData("4% of 2\r\nlines: a, b") == "4%25 of 2%0D%0Alines: a, b")
        #expect(GitHubReporter.escapeProperty("C:/a,b%.ttf\n") == "C%3A/a%2Cb%25.ttf%0A")
    }

    /// XML's five entities, line breaks kept in attributes, and no C0 control that XML 1.0 forbids.
    @Test func xmlEscaping() {
        #expect(JUnitReporter.escape(#"<a href="x">&'b'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;b&apos;&lt;/a&gt;")
        #expect(JUnitReporter.escape("a\nb\u{1}c") == "a&#10;b\u{FFFD}c")
    }

    /// The lockfile reads back as the baseline it was written from, and drift lists exactly the
    /// values changed by hand below.
    @Test func lockfileRoundTripAndDrift() throws {
        let face = Baseline.Face(
            path: "Fonts/A.ttf", faceIndex: 0,
            values: ["postScriptName": .string("A-Regular"), "units.ascender": .number(800), "units.capHeight": .null],
            rows: [Baseline.Row(pointSize: 17, scale: 3, values: ["capInset": .number(14.0 / 3), "xHeight": .null])])
        let baseline = Baseline(faces: [face])
        let text = try baseline.lockfile()
        #expect(text.contains(#""units" : {"#))
        let read = try Baseline(lockfile: Data(text.utf8))
        #expect(read == baseline)
        #expect(read.drift(to: baseline).isEmpty)

        var changed = face
        changed.values["units.ascender"] = .number(850)
        changed.rows[0].values["capInset"] = .number(5)
        let drift = baseline.drift(to: Baseline(faces: [changed]))
        #expect(drift.map(\.message) == ["units.ascender: 800 → 850", "capInset at 17 pt @3x: 4.6667 → 5"])  // 14/3 to 4 decimals

        #expect(throws: BaselineError.self) { try Baseline(lockfile: Data("{".utf8)) }
        #expect(throws: BaselineError.self) { try Baseline(lockfile: Data(#"{"lockVersion": 3, "faces": []}"#.utf8)) }
        #expect(throws: BaselineError.self) { try Baseline(lockfile: Data(#"{"lockVersion": 2, "faces": [{}]}"#.utf8)) }
        // Version 1 is read, as a baseline of the article's label model; 2 as the measured one.
        #expect(try Baseline(lockfile: Data(#"{"lockVersion": 1, "faces": []}"#.utf8)).labelModel == .article)
        #expect(try Baseline(lockfile: Data(#"{"lockVersion": 2, "faces": []}"#.utf8)).labelModel == .measured)
    }

    /// An old lockfile's rows restated from the units it records: 1000 units per em, ascender 800,
    /// descender −200, cap height 700 at 17 pt @3x (k = 0.051 px per unit): baseline round(40.8) =
    /// 41 px, cap line round(35.7) = 36 px, capInset 5/3 pt; the article had recorded 4/3. A face
    /// without its units keeps the rows as written.
    @Test func restatedFromTheRecordedUnits() throws {
        let units: [String: Baseline.Value] = [
            "unitsPerEm": .number(1000), "units.ascender": .number(800), "units.descender": .number(-200),
            "units.lineGap": .number(0), "units.capHeight": .number(700), "capHeightSource": .string("os2"),
            "familyName": .string("FP Audit"),
        ]
        let row = Baseline.Row(pointSize: 17, scale: 3, values: ["capInset": .number(4.0 / 3)])
        let old = Baseline(
            faces: [
                Baseline.Face(path: "A.ttf", faceIndex: 0, values: units, rows: [row]),
                Baseline.Face(path: "B.ttf", faceIndex: 0, values: ["unitsPerEm": .number(1000)], rows: [row]),
            ], labelModel: .article)
        let restated = old.restated()
        #expect(restated.labelModel == .measured)
        #expect(restated.faces[0].rows[0].values["capInset"] == .number(5.0 / 3))
        #expect(restated.faces[0].rows[0].values["baselineFromTop"] == .number(41.0 / 3))
        #expect(restated.faces[1].rows == [row])
        let moves = old.modelMoves(to: restated)
        #expect(moves.map(\.message) == ["capInset at 17 pt @3x: 1.3333 → 1.6667"])
        let change = Baseline.ModelChange(moves)
        #expect(change.values == 1 && change.rows == 1 && change.largestPixels == 1)
    }

    /// The starter configuration reads back, with a glob for each directory and extension; a
    /// hidden font, and the fonts of a directory whose name is a glob, by path.
    @Test func starterReadsBack() throws {
        let starter = StarterConfiguration(
            fontPaths: ["Fonts/A.ttf", "Fonts/B.ttf", "Fonts/C.OTF", "Icons.otf", "*odd/x.ttf", "Fonts/.hidden.ttf"],
            example: nil)
        #expect(starter.patterns == ["*.otf", "*odd/x.ttf", "Fonts/*.OTF", "Fonts/*.ttf", "Fonts/.hidden.ttf"])
        #expect(starter.text.contains("\n  - '*.otf'\n"))
        let configuration = try CheckConfiguration(yaml: starter.text)
        #expect(configuration.fonts.map(\.pattern) == ["*.otf", "*odd/x.ttf", "Fonts/*.OTF", "Fonts/*.ttf", "Fonts/.hidden.ttf"])
        #expect(configuration.baseline == "fontprobe.lock.json" && configuration.failOn == .error)
        #expect(configuration.scales == [2, 3])
    }

    /// Where a glob may match below a directory, so that a directory that cannot be listed
    /// holds up only the patterns that could reach into it.
    @Test(arguments: [
        ("Fonts/*.ttf", "Fonts", true), ("Fonts/*.ttf", "Fonts/Old", false), ("Fonts/**/*.ttf", "Fonts/Old/Deep", true),
        ("Fonts/**/*.ttf", "Fonts/.git", false), ("Fonts/**/*.ttf", "Other", false), ("*/*.ttf", "Fonts", true),
        ("*/*.ttf", ".hidden", false), ("Fonts", "Fonts/Old", true), ("Fonts", "Other", false), ("**/*.otf", ".", true),
    ])
    func globMayMatchBelow(pattern: String, directory: String, expected: Bool) {
        #expect(GlobPattern(pattern).mayMatch(below: directory) == expected)
    }
}

/// `FontSelection.normalized` returns a path that is normal already as it is, without splitting
/// it; the others as the split gives them. Expected values by hand.
struct NormalizedPathTests {
    @Test(arguments: [
        ("Fonts/a.ttf", "Fonts/a.ttf", true), ("/abs/Fonts/a.ttf", "/abs/Fonts/a.ttf", true), ("/", "/", true),
        ("a/.../b", "a/.../b", true), (".hidden/x", ".hidden/x", true),
        ("", ".", false), (".", ".", false), ("./a", "a", false), ("a/./b", "a/b", false), ("a//b", "a/b", false),
        ("a/", "a", false), ("a/../b", "b", false), ("../a", "../a", false), ("/../a", "/a", false), ("//a", "/a", false),
        ("a/..", ".", false),
    ])
    func normal(path: String, normalized: String, isNormal: Bool) {
        #expect(FontSelection.normalized(path) == normalized)
        #expect(FontSelection.isNormal(path) == isNormal)
    }
}
