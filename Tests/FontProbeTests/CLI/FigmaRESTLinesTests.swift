import FontProbeModel
import Foundation
import Testing

@testable import FontProbe
@testable import FontProbeTestSupport

/// Figma's boxes and baselines by the line height's unit (DESIGN 2.8, issue 50 item 4), against
/// `Fixtures/design-tools/figma/figma-rest-2.json`: real Figma REST text nodes, several lines and
/// single lines at fractional line heights, hugging and fixed boxes, each with the node's height and
/// its first and last baselines read from its ink (a copy of `shared/data/figma-rest-2.json`, kept
/// unchanged; README.md beside it). Every case whose font is in that folder (Inter 3, Poppins
/// Medium, DM Sans, Liberation Mono renamed), and every case in a font from a PyPI `fontpkg-*` wheel,
/// read from `make ci-tools`' venv (skipped with a note where the wheels are not installed, failed in
/// CI), is set again through `spec`'s library run, as `spec FONT
/// --tool figma --scale 1 --size S --line-height L --lines n [--box-height H --align A] --format json`
/// gives it: a hugging box exactly Figma's height, and the first and last baselines
/// (`baselinesPx`) within the case's own tolerance.
struct FigmaRESTLinesTests {
    struct Case: CustomStringConvertible {
        var id: String
        var font: String
        /// The family as the case names it, for the tally.
        var family: String
        var variation: [AxisSetting]
        var size: Double
        /// `lineHeightArg`: the line height as `spec` takes it, in Figma's unit (`17.6`, `140.0%`, `auto`).
        var lineHeight: String
        var unit: String
        var lines: Int
        var paragraphs: Int
        var paragraphSpacing: Double
        /// A fixed node's height and `textAlignVertical`; `nil` where the node hugs its text.
        var fixed: (height: Double, align: FigmaTextBox.Alignment)?
        /// Figma's `absoluteBoundingBox` height.
        var boxHeight: Double
        /// The baselines read from the ink, each with its line (0-based), in px below the node's top.
        var first: (line: Int, px: Double)?
        var last: (line: Int, px: Double)?
        var tolerance: Double

        var description: String { "\(id) (\(font) \(size)/\(lineHeight), \(lines) lines)" }
    }

    static let folder = Repository.root.appendingPathComponent("Fixtures/design-tools/figma")

    /// The subsets here under another name than the case's file (the reserved name removed).
    static let renamed = ["LiberationMono-Regular.ttf": "LiberationMono-Regular-subset.ttf"]

    /// Cases this model misses, each with the reason: the data's, not the model's (at most 2% of all).
    static let knownMisses: [String: String] = {
        // The same three texts in the same file, font, size, 16.5 px line height and 17 px CENTER box
        // as fm5-B152 to B154, where the baseline sits at 13 as the model says: these are the main
        // components' nodes (71:303 …) and those their instances' (I124:999;71:303 …), and Figma
        // drew the mains a px higher. No rule on these inputs gives both; the rule fits the instances,
        // and 109 of the 112 fixed, centred px cases at a fractional line height, all but these three.
        let mainComponent =
            "main components' nodes drawn 1 px higher than their 18 instances' (fm5-B152 to B154) with "
            + "the same font, size, line height and box"
        return [
            "fm5-B302": mainComponent, "fm5-B303": mainComponent, "fm5-B304": mainComponent,
            // The only node of the 843 at layoutVersion 0: text Figma laid out before its 2019 line
            // height change and never updated, which put all the extra height below each line. Its
            // baselines are round(a) + i × 29 (14, 72), not round((29 + a − d) / 2) + i × 29 (19, 77).
            "fm5-A111": "legacy text (layoutVersion 0): all the leading below each line, as Figma laid text out before 2019",
        ]
    }()

    /// The site-packages of `make ci-tools`' venv, where the `fontpkg-*` wheels put their fonts
    /// (`fontpkg_lexend/files/Lexend[wght].ttf`, the cases' `fileInPackage`).
    static let sitePackages: URL? = {
        let lib = Repository.root.appendingPathComponent(".build/ci-tools/lib")
        let python = ((try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []).filter { $0.hasPrefix("python3") }
        return python.sorted().first.map { lib.appendingPathComponent($0).appendingPathComponent("site-packages") }
    }()

    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// Where a case's font is: this folder (the subsets), else the venv when it comes from a PyPI
    /// wheel (`nil` there when the wheel is not installed; `pypi` says whether it would be).
    static func fontPath(file: String, inPackage: String) -> (path: String?, pypi: Bool) {
        let subset = folder.appendingPathComponent(renamed[file] ?? file).path
        if FileManager.default.fileExists(atPath: subset) { return (subset, false) }
        guard inPackage.hasPrefix("fontpkg_") else { return (nil, false) }
        let path = sitePackages?.appendingPathComponent(inPackage).path
        return (path.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }, true)
    }

    /// Every case; those whose font this folder has; those whose font is a PyPI wheel's, read from
    /// the venv; and how many of the latter have no font there (`make ci-tools` installs them).
    static let (all, covered, pypi, pypiMissing): (Int, [Case], [Case], Int) = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("figma-rest-2.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = object["cases"] as? [[String: Any]]
        else { return (0, [], [], 0) }
        var (pypi, pypiMissing) = ([Case](), 0)
        let covered = cases.compactMap { item -> Case? in
            guard let id = item["id"] as? String, let font = item["font"] as? [String: Any],
                let file = font["file"] as? String, let inPackage = font["fileInPackage"] as? String,
                let size = item["size"] as? Double,
                let lineHeight = item["lineHeightArg"] as? String, let unit = item["lineHeightUnit"] as? String,
                let lines = item["lines"] as? Int, let paragraphs = item["paragraphs"] as? Int,
                let spacing = item["paragraphSpacing"] as? Double, let figma = item["figma"] as? [String: Any],
                let boxHeight = figma["boxHeight"] as? Double, let resize = figma["textAutoResize"] as? String,
                let align = (figma["textAlignVertical"] as? String).flatMap({ FigmaTextBox.Alignment(rawValue: $0.lowercased()) }
                ),
                let derived = item["derived"] as? [String: Any], let tolerance = derived["tolerance"] as? Double
            else { return nil }
            let (found, fromWheel) = fontPath(file: file, inPackage: inPackage)
            guard let path = found else {
                pypiMissing += fromWheel ? 1 : 0
                return nil
            }
            func baseline(_ key: String) -> (Int, Double)? {
                guard let px = derived[key] as? Double, let line = derived[key + "Line"] as? Int else { return nil }
                return (line, px)
            }
            let variation = (font["variation"] as? [String: Double] ?? [:]).sorted { $0.key < $1.key }
            let item = Case(
                id: id, font: path, family: font["family"] as? String ?? file,
                variation: variation.map { AxisSetting(tag: $0.key, value: $0.value) }, size: size,
                lineHeight: lineHeight, unit: unit, lines: lines, paragraphs: paragraphs, paragraphSpacing: spacing,
                // NONE and TRUNCATE keep the node's height; WIDTH_AND_HEIGHT and HEIGHT hug the text.
                fixed: ["NONE", "TRUNCATE"].contains(resize) ? (boxHeight, align) : nil, boxHeight: boxHeight,
                first: baseline("firstBaseline"), last: baseline("lastBaseline"), tolerance: tolerance)
            if fromWheel {
                pypi.append(item)
                return nil
            }
            return item
        }
        return (cases.count, covered, pypi, pypiMissing)
    }()

    /// The case through `spec`'s request and run, as the command line gives them.
    static func request(_ item: Case) -> SpecRequest {
        var request = SpecRequest()
        (request.font, request.tool, request.format) = (item.font, .figma, .json)
        (request.size, request.lineHeight) = (NumberArgument(argument: "\(item.size)"), item.lineHeight)
        // Paragraphs of one line each where the node has as many paragraphs as lines, else one.
        request.lines =
            item.paragraphs == item.lines && item.lines > 1
            ? Array(repeating: NumberArgument(argument: "1"), count: item.lines) : [NumberArgument(argument: "\(item.lines)")]
        if item.paragraphSpacing != 0 { request.paragraphSpacing = NumberArgument(argument: "\(item.paragraphSpacing)") }
        if !item.variation.isEmpty { (request.instances, request.instanceGiven) = (.coordinates(item.variation), true) }
        if let fixed = item.fixed {
            (request.boxHeight, request.align) = (NumberArgument(argument: "\(fixed.height)"), fixed.align)
        }
        return request
    }

    /// What spec says for the case: the box height and every baseline in px at 1x.
    static func figmaBox(_ item: Case) async throws -> (height: Double, baselines: [Double]) {
        let outcome = try await request(item).run(scales: [1]).run()
        #expect(outcome.status == .success && outcome.diagnostics.isEmpty, "\(item.id): \(outcome.diagnostics)")
        let report = try #require(outcome.report, "\(item.id)")
        let document = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        let face = try #require((document["fonts"] as? [[String: Any]])?.first, "\(item.id)")
        #expect(face["lineHeightUnit"] as? String == item.unit, "\(item.id)")
        let tool = try #require((face["scales"] as? [[String: Any]])?.first?["tool"] as? [String: Any], "\(item.id)")
        return (try #require(tool["boxHeight"] as? Double), try #require(tool["baselinesPx"] as? [Double]))
    }

    /// The cases, as the data's own counts say: 843 nodes; 275 in fonts this folder has (247 Inter,
    /// 19 Poppins Medium, 8 Liberation Mono, 1 DM Sans); the other 568 in fonts from PyPI.
    @Test func casesAreRead() {
        #expect(Self.all == 843)
        #expect(Self.pypi.count + Self.pypiMissing == 568)
        // At most 2% of all the cases may miss, each named.
        #expect(Double(Self.knownMisses.count) <= 0.02 * Double(Self.all))
        // Every case but the two in static fonts (IBM Plex Mono, Poppins Regular) names its variation.
        #expect(Self.pypi.isEmpty || Self.pypi.filter { !$0.variation.isEmpty }.count == 566)
        #expect(Self.covered.count == 275)
        #expect(Self.covered.filter { $0.lines > 1 }.count == 19)
        #expect(Self.covered.filter { $0.fixed != nil }.count == 144)
    }

    /// Sets every case again; returns the misses (id: what differs) and, per family and unit, how
    /// many landed of how many.
    static func check(_ cases: [Case]) async throws -> (missed: [String: String], tally: [String: (passed: Int, cases: Int)]) {
        var missed: [String: String] = [:]
        var tally: [String: (passed: Int, cases: Int)] = [:]
        for item in cases {
            let (height, baselines) = try await figmaBox(item)
            var problems: [String] = []
            if item.fixed == nil && height != item.boxHeight { problems.append("box \(height), Figma \(item.boxHeight)") }
            for (name, expected) in [("first", item.first), ("last", item.last)] {
                guard let expected else { continue }
                let got = expected.line < baselines.count ? baselines[expected.line] : .nan
                if !(abs(got - expected.px) <= item.tolerance + 1e-9) {
                    problems.append("\(name) baseline \(got), Figma \(expected.px) ± \(item.tolerance)")
                }
            }
            let key = "\(item.family) \(item.unit)"
            let counts = tally[key] ?? (0, 0)
            tally[key] = (counts.passed + (problems.isEmpty ? 1 : 0), counts.cases + 1)
            if !problems.isEmpty { missed[item.id] = "\(item): " + problems.joined(separator: "; ") }
        }
        let lines = tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.passed)/\($0.value.cases)" }
        print("figma-rest-2: \(cases.count - missed.count) of \(cases.count) cases land; \(lines.joined(separator: ", "))")
        return (missed, tally)
    }

    /// The cases of one unit, over every family.
    static func cases(_ tally: [String: (passed: Int, cases: Int)], unit: String) -> Int {
        tally.filter { $0.key.hasSuffix(" " + unit) }.map(\.value.cases).reduce(0, +)
    }

    /// The misses expected among some cases: the known ones whose case is there.
    static func knownMisses(in cases: [Case]) -> Set<String> {
        Set(cases.map(\.id)).intersection(knownMisses.keys)
    }

    @Test func figmaBoxesAndBaselinesByUnit() async throws {
        let (missed, tally) = try await Self.check(Self.covered)
        // Every miss named in knownMisses.
        #expect(Set(missed.keys) == Self.knownMisses(in: Self.covered), "\(missed.values.sorted())")
        // The cases by unit, counted from the data: 166 px, 61 % and 48 Auto.
        #expect(Self.cases(tally, unit: "PIXELS") == 166)
        #expect(Self.cases(tally, unit: "FONT_SIZE_%") == 61 && Self.cases(tally, unit: "INTRINSIC_%") == 48)
    }

    /// In CI the wheels' fonts are there: `make test` runs `make ci-tools`, which installs them.
    @Test func wheelFontsAreThereInCI() {
        guard Self.isCI else { return }
        #expect(Self.pypiMissing == 0, "\(Self.pypiMissing) cases' fonts are missing: run `make ci-tools`")
    }

    /// The 568 cases in fonts from PyPI `fontpkg-*` wheels, each read from the venv at the case's
    /// variation (`font.variation`, e.g. `{"wght": 700}`, as `spec --variation wght=700` takes it).
    @Test(
        .enabled(
            if: pypiMissing == 0 || isCI,
            "the Figma cases' fonts from PyPI (fontpkg-* wheels) are not in .build/ci-tools: run `make ci-tools`"))
    func figmaBoxesAndBaselinesInWheelFonts() async throws {
        // Counted from the data: 293 px, 223 % and 52 Auto; 259 fixed, 19 of several lines.
        #expect(Self.pypi.count == 568)
        #expect(Self.pypi.filter { $0.lines > 1 }.count == 19 && Self.pypi.filter { $0.fixed != nil }.count == 259)
        let (missed, tally) = try await Self.check(Self.pypi)
        #expect(Set(missed.keys) == Self.knownMisses(in: Self.pypi), "\(missed.values.sorted())")
        #expect(Self.cases(tally, unit: "PIXELS") == 293)
        #expect(Self.cases(tally, unit: "FONT_SIZE_%") == 223 && Self.cases(tally, unit: "INTRINSIC_%") == 52)
    }
}
