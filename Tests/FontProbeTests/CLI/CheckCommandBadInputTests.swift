import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `fontprobe check` given bad input through the built binary: each mistake is one line and its
/// exit code, never a crash.
extension CheckCommandTests {
    // MARK: Bad input

    /// Each mistake in the configuration exits 64 with `file:line:column: key.path: …`.
    @Test(arguments: [
        ("fonts: Fonts\nfnts: x\n", "fontprobe.yml:2:1: fnts: unknown key 'fnts' (did you mean 'fonts'?)"),
        ("fonts: Fonts\nrules:\n  cap-hieght-missing: off\n", "fontprobe.yml:3:3: rules.cap-hieght-missing: there is no rule"),
        ("fonts: Fonts\nsizes: [17, big]\n", "fontprobe.yml:2:13: sizes[1]: expected a number, found 'big'"),
        ("fonts: Fonts\nscales: 0\n", "fontprobe.yml:2:9: scales: 0 is out of range"),
        // Numbers are decimal only (docs/security.md#numbers): 0x11 read as 17 before.
        ("fonts: Fonts\nsizes: [0x11]\n", "fontprobe.yml:2:9: sizes[0]: expected a number, found '0x11'"),
        ("fonts: Fonts\nscales: 0x2\n", "fontprobe.yml:2:9: scales: expected a number, found '0x2'"),
        ("fonts: Fonts\nsizes: [inf]\n", "fontprobe.yml:2:9: sizes[0]: expected a number, found 'inf'"),
        ("fonts: Fonts\nsizes: [nan]\n", "fontprobe.yml:2:9: sizes[0]: expected a number, found 'nan'"),
        ("fonts: Fonts\nsizes: [1e400]\n", "fontprobe.yml:2:9: sizes[0]: expected a number, found '1e400'"),
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
                + [
                    "unreadable-font", "units-per-em-out-of-range", "no-vertical-metrics", "hhea-metrics-zero",
                    "duplicate-postscript-name",
                ].map {
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
        // Shown from the working directory, `ci/..` taken out, so annotations land on the file (Lato's
        // typo-metrics-without-stat is a notice on iOS alone).
        #expect(github.stdout.contains("::notice file=Fonts/Lato-Regular-subset.ttf,"))

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
        #expect(everything.stdout.contains("::notice file=Fonts/Lato-Regular-subset.ttf,"))
        #expect(everything.stdout.contains("::notice file=ci/Liberation.ttf,"))
        #expect(everything.stdout.hasSuffix("PASS: 2 faces checked; below failOn: 3 infos\n"))
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
        // Values an old lockfile's rows are computed again from (SIGILL, exit 132, before), and the
        // same in a version 2 lockfile: each checked where it is read (docs/security.md#the-lockfile).
        (Self.forged(1, row: #""pointSize": 1e20, "scale": 3"#), "faces[0].sizes[0].pointSize is 1e+20; it must be a point size"),
        (Self.forged(2, row: #""pointSize": 1e20, "scale": 3"#), "faces[0].sizes[0].pointSize is 1e+20; it must be a point size"),
        (
            Self.forged(1, row: #""pointSize": 17, "scale": 1e300"#),
            "faces[0].sizes[0].scale is 1e+300; it must be a screen scale"
        ),
        (
            Self.forged(2, row: #""pointSize": 17, "scale": 1e300"#),
            "faces[0].sizes[0].scale is 1e+300; it must be a screen scale"
        ),
        (Self.forged(1, upem: 1), "faces[0].unitsPerEm is 1; it must be unitsPerEm, a whole number between 16 and 16384"),
        (
            Self.forged(1, capHeight: "4611686018427387904"),
            "faces[0].units.capHeight is 4.611686018427388e+18; it must be a font unit"
        ),
        (
            Self.forged(2, capHeight: "4611686018427387904"),
            "faces[0].units.capHeight is 4.611686018427388e+18; it must be a font unit"
        ),
        (
            Self.forged(1, ascender: "4611686018427387904"),
            "faces[0].units.ascender is 4.611686018427388e+18; it must be a font unit"
        ),
        (
            Self.forged(2, descender: "-4611686018427387904"),
            "faces[0].units.descender is -4.611686018427388e+18; it must be a font unit"
        ),
        (Self.forged(2, row: #""pointSize": 0x11, "scale": 3"#), "it is not JSON (expected ',' or '}' at line 1, column"),
        (Self.forged(2, row: #""pointSize": Infinity, "scale": 3"#), "it is not JSON (unexpected 'I' at line 1, column"),
        (Self.forged(2, row: #""pointSize": 1e400, "scale": 3"#), "faces[0].sizes[0].pointSize is 1e400, a number out of range"),
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

    /// A lockfile value of 1e308 (a Double, but no font unit) is refused where it is read, named in
    /// exponent form, not as 309 digits: units.ascender of Lato is 1974 (hhea, docs/commands/check.md).
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
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "fontprobe: fontprobe.lock.json: cannot use this baseline: faces[0].units.ascender is 1e+308; it must be "
                + "a font unit, a whole number between -65535 and 65535 (a 16-bit field); run `fontprobe check "
                + "--update-baseline` to write it again\n", "\(result.stderr)")
    }

    /// A lockfile of Lato's face (hhea 1974/-426/0, cap height 1433, 2000 units per em) with one
    /// row, at `version`, with the values given.
    static func forged(
        _ version: Int, upem: Int = 2000, ascender: String = "1974", descender: String = "-426", capHeight: String = "1433",
        row: String = #""pointSize": 17, "scale": 3"#
    ) -> String {
        #"{"lockVersion": \#(version), "faces": [{"path": "Fonts/Lato-Regular-subset.ttf", "faceIndex": 0, "unitsPerEm": \#(upem), "#
            + #""units": {"ascender": \#(ascender), "descender": \#(descender), "lineGap": 0, "capHeight": \#(capHeight)}, "#
            + #""sizes": [{\#(row)}]}]}"#
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
