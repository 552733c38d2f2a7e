import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Collections, web fonts, variable fonts and formats that are not OpenType. Expected values come
/// from make-fixtures.py's specs (written beside each case) and from tables.json (fontTools).
struct FontFormatsTests {
    let library: FreeTypeLibrary

    init() throws { library = try FreeTypeLibrary() }

    // MARK: Collections

    @Test func everyFaceOfACollectionIsReported() throws {
        // COLLECTIONS: FPCollection.ttc = FPSFLike (2048 upm) + FPThousand (1000 upm).
        let file = try library.readFile(atPath: Repository.font("FPCollection.ttc"))
        #expect(file.faceCount == 2)
        #expect(file.faces.map(\.faceIndex) == [0, 1])
        #expect(file.faces.map(\.faceCount) == [2, 2])
        #expect(file.faces.map(\.metrics.familyName) == ["FP SF Like", "FP Thousand"])
        #expect(file.faces.map(\.metrics.unitsPerEm) == [2048, 1000])
        #expect(file.faceErrors.isEmpty)
    }

    @Test func faceSelectsOneFaceOfACollection() throws {
        let file = try library.readFile(atPath: Repository.font("FPCollection.ttc"), faceIndex: 1)
        #expect(file.faces.map(\.faceIndex) == [1])
        #expect(file.faces.first?.metrics.hhea == HheaTable(ascender: 800, descender: -200, lineGap: 0))
    }

    @Test func aFaceOutsideTheCollectionListsTheFaces() throws {
        let path = Repository.font("FPCollection.ttc")
        #expect(
            throws: FontReadError(
                path: path, kind: .invalidSelection, reason: "there is no face 2; the file has 2 faces (indexes 0…1)")
        ) {
            try library.readFile(atPath: path, faceIndex: 2)
        }
    }

    @Test func aBadFaceDoesNotHideItsSibling() throws {
        // FPCollectionBadFace.ttc = FPTrap + FPUpm8 (unitsPerEm 8, which FreeType refuses).
        let path = Repository.font("FPCollectionBadFace.ttc")
        let file = try library.readFile(atPath: path)
        #expect(file.faces.map(\.metrics.familyName) == ["FP Trap"])
        #expect(
            file.faceErrors == [
                FontReadError(
                    path: path, faceIndex: 1, reason: "head.unitsPerEm is 8; FreeType accepts only 16 to 16384",
                    detail: "FreeType: broken table", cause: .unitsPerEmOutOfRange(8))
            ])
        let result = try CLI.run(["metrics", path, "--format", "json", "--size", "17", "--scale", "3"])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("fontprobe: cannot read '\(path)' (face 1): head.unitsPerEm is 8"))
        let fonts = try #require(Self.fonts(result))
        #expect(fonts.map { $0["familyName"] as? String } == ["FP Trap"])
    }

    // MARK: Web fonts

    /// WOFF and WOFF2 made from a fixture give the same report, key for key, except the path.
    @Test(arguments: [
        ("Lato-Regular-subset.woff", "Lato-Regular-subset.ttf", [String]()),
        ("Lato-Regular-subset.woff2", "Lato-Regular-subset.ttf", []),
        ("TeXGyreHeros-Regular-subset.woff2", "TeXGyreHeros-Regular-subset.otf", []),
        ("FPVariable-VF.woff2", "FPVariable-VF.ttf", ["--instance", "Medium"]),
    ])
    func webFontEqualsItsSource(web: String, source: String, options: [String]) throws {
        func report(_ file: String) throws -> NSDictionary {
            let result = try CLI.run(["metrics", Repository.font(file), "--format", "json"] + options)
            #expect(result.status == 0)
            #expect(result.stderr == "")
            var font = try #require(Self.fonts(result)?.first)
            #expect(font["path"] as? String == Repository.font(file))
            font["path"] = nil
            return font as NSDictionary
        }
        let webReport = try report(web)
        let sourceReport = try report(source)
        #expect(webReport == sourceReport)
        #expect((webReport["sizes"] as? [Any])?.count == 20)  // the default 10 sizes × 2 scales
    }

    // MARK: Formats that are not OpenType

    @Test func bitmapFormatsAreRefusedWithTheirName() throws {
        let path = Repository.font("FPBitmap.bdf")
        #expect(
            throws: FontReadError(
                path: path, reason: "not an OpenType/TrueType font (FreeType reads it as BDF, which has no hhea or OS/2 table)")
        ) {
            try library.readFile(atPath: path)
        }
    }

    // MARK: Variable fonts

    /// FPVariable-VF.ttf (make-fixtures.py VARIABLE_MASTERS): wght 100 (default, "Thin") to 900
    /// ("Black"); typo 800/-200/0 → 900/-220/0, cap 700 → 760, x 500 → 540, win 950 → 1050;
    /// USE_TYPO_METRICS and STAT, so CoreText uses typo. At wght w the normalized coordinate is
    /// (w - 100) / 800 and each value moves by that share of the difference between the masters.
    static let variable = Repository.font("FPVariable-VF.ttf")

    @Test(arguments: [
        // (selection, instance name, ascender, descender, cap, x, win ascent delta)
        (InstanceSelection.defaultInstance, "Thin" as String?, 800, -200, 700, 500, 0),
        (.named("Medium"), "Medium", 850, -210, 730, 520, 50),  // 0.5: +50, -10, +30, +20, +50
        (.named("black"), "Black", 900, -220, 760, 540, 100),  // 1.0
        (.coordinates([AxisSetting(tag: "wght", value: 300)]), nil, 825, -205, 715, 510, 25),  // 0.25
    ])
    func variableFontAtAnInstance(
        selection: InstanceSelection, name: String?, ascender: Int, descender: Int, cap: Int, x: Int, winDelta: Int
    ) throws {
        let file = try library.readFile(atPath: Self.variable, instances: selection)
        let face = try #require(file.faces.first)
        #expect(file.faces.count == 1)
        #expect(face.variation?.instance.name == name)
        let r = try #require(face.metrics.resolved)
        #expect(r.source == .typo)
        #expect([r.ascender, r.descender, r.lineGap] as [Int] == [ascender, descender, 0])
        #expect(r.capHeight == FontHeight(units: cap, source: .os2))
        #expect(r.xHeight == FontHeight(units: x, source: .os2))
        #expect(face.metrics.variation.winAscent == winDelta)
        // gvar moves the outlines too: the tops of H and x follow the cap and x heights.
        #expect(face.metrics.capGlyphBounds?.yMax == cap)
        #expect(face.metrics.xGlyphBounds?.yMax == x)
        // The tables stay as stored in the file (the default master), whatever the instance.
        #expect(face.metrics.os2?.typoAscender == 800)
        #expect(face.metrics.os2?.capHeight == 700)
    }

    @Test func allInstancesAreReportedInFvarOrder() throws {
        let file = try library.readFile(atPath: Self.variable, instances: .allNamed)
        #expect(file.faces.map { $0.variation?.instance.name } == ["Thin", "Medium", "Black"])
        #expect(file.faces.map { $0.metrics.resolved?.ascender } == [800, 850, 900])
        let axes: [[String]?] = file.faces.map { $0.variation?.space.axes.map(\.summary) }
        #expect(axes == Array(repeating: ["wght 100…900 (default 100)"], count: 3))
    }

    @Test(arguments: [
        (InstanceSelection.named("Heavy"), "there is no instance named 'Heavy'; the named instances are Thin, Medium, Black"),
        (
            .coordinates([AxisSetting(tag: "wdth", value: 90)]),
            "there is no axis 'wdth'; the font's axes are wght 100…900 (default 100)"
        ),
        (.coordinates([AxisSetting(tag: "wght", value: 1000)]), "wght=1000 is outside the axis range 100…900"),
    ])
    func selectionsTheFontCannotMeet(selection: InstanceSelection, reason: String) throws {
        #expect(throws: FontReadError(path: Self.variable, kind: .invalidSelection, reason: reason)) {
            try library.readFile(atPath: Self.variable, instances: selection)
        }
    }

    @Test func aStaticFontHasNoInstanceToName() throws {
        let path = Repository.font("FPSFLike-Regular.ttf")
        #expect(
            throws: FontReadError(
                path: path, kind: .invalidSelection, reason: "the font is not variable, so it has no named instances or axes")
        ) {
            try library.readFile(atPath: path, instances: .named("Bold"))
        }
        // --all-instances of a static font is the font itself.
        #expect(try library.readFile(atPath: path, instances: .allNamed).faces.count == 1)
    }

    @Test func variationOptionsOnTheCommandLine() throws {
        let all = try CLI.run(["metrics", Self.variable, "--all-instances", "--size", "17", "--scale", "3", "--format", "json"])
        #expect(all.status == 0)
        let fonts = try #require(Self.fonts(all))
        #expect(
            fonts.compactMap { ($0["variation"] as? [String: Any])?["instance"] as? [String: Any] }.map { $0["name"] as? String }
                == ["Thin", "Medium", "Black"])
        // Medium at 17 pt: (850 + 210) * 17 / 1000 = 18.02; cap 730 * 17 / 1000 = 12.41.
        let medium = try #require((fonts[1]["sizes"] as? [[String: Any]])?.first)
        #expect(isClose(medium["lineHeight"] as? Double, 18.02))
        #expect(isClose(medium["capHeight"] as? Double, 12.41))
        let mvar = (fonts[1]["variation"] as? [String: Any])?["mvar"] as? [String: Int]
        #expect(mvar == ["hasc": 50, "hdsc": -10, "hlgp": 0, "hcla": 50, "hcld": 0, "cpht": 30, "xhgt": 20])

        let coordinates = try CLI.run([
            "metrics", Self.variable, "--variation", "wght=300", "--format", "csv", "--size", "10", "--scale", "1",
        ])
        #expect(coordinates.status == 0)
        #expect(coordinates.stdout.contains(",wght 300,"))

        let unknown = try CLI.run(["metrics", Self.variable, "--instance", "Heavy"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr
                == "fontprobe: '\(Self.variable)': there is no instance named 'Heavy'; the named instances are Thin, Medium, Black\n"
        )

        let both = try CLI.run(["metrics", Self.variable, "--instance", "Medium", "--all-instances"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("Use only one of --instance, --variation and --all-instances."))

        let malformed = try CLI.run(["metrics", Self.variable, "--variation", "weight=700"])
        #expect(malformed.status == 64)
    }

    static func fonts(_ result: CommandResult) -> [[String: Any]]? {
        (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["fonts"] as? [[String: Any]]
    }
}
