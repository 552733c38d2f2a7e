import Foundation
import Testing

@testable import FontProbe
@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Issue 49's long names: a family name of 100,000 characters named by 1,000 tokens or styles ran
/// past 60 s and 8 GB, since each unmatched name got a full edit-distance suggestion against every
/// PostScript name. Each command that reads styles now refuses it in one line (exit 64), and the
/// work a suggestion may do is counted in edit-distance cells, not timed
/// (docs/security.md#names).
struct HostileNameTests {
    static let family = String(repeating: "F", count: 100_000)
    static let refusal =
        "the font name '\(String(repeating: "F", count: 32))…' is 100000 characters long; a style's font "
        + "(a family or PostScript name) may be at most 256"

    /// A project with one font, and `fontprobe.yml` or a tokens file of 1,000 styles that all name
    /// the long family: through a token alias, or through a YAML alias.
    private func project(tokens: Bool) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.file(
            "Brand.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf"))))
        if tokens {
            let styles = (0..<1000).map {
                #""s\#($0)": {"$type": "typography", "$value": {"fontFamily": "{font.brand}", "fontSize": 16}}"#
            }
            let json =
                #"{"font": {"brand": {"$type": "fontFamily", "$value": "\#(Self.family)"}},"#
                + "\n\"typography\": {\(styles.joined(separator: ",\n"))}}\n"
            _ = try directory.file("tokens.json", contents: Data(json.utf8))
            _ = try directory.file("fontprobe.yml", contents: Data("fonts: [Brand.ttf]\nstyles: tokens.json\n".utf8))
        } else {
            var yaml = "fonts: [Brand.ttf]\nstyles:\n  s0: {font: &f \(Self.family), size: 16}\n"
            for index in 1..<1000 { yaml += "  s\(index): {font: *f, size: 16}\n" }
            _ = try directory.file("fontprobe.yml", contents: Data(yaml.utf8))
        }
        return directory
    }

    /// `check`, `spec --config` and `swift --config` each say it once, where it is written (the
    /// token's value on line 1, column 54, after `{"font": {"brand": {"$type": "fontFamily",
    /// "$value": `; the anchored `font:` on line 3, column 14), and exit 64.
    @Test(arguments: [true, false])
    func theIssuesCaseIsOneLine(tokens: Bool) throws {
        let directory = try project(tokens: tokens)
        defer { directory.cleanUp() }
        let expected =
            tokens
            ? "fontprobe: tokens.json:1:54: font.brand: \(Self.refusal)\n"
            : "fontprobe: fontprobe.yml:3:14: styles.s0.font: \(Self.refusal)\n"
        for arguments in [["check"], ["spec", "--config", "fontprobe.yml"], ["swift", "--config", "fontprobe.yml"]] {
            let result = try ProcessRun.fontprobe(arguments, in: directory.url)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr == expected, "\(arguments): \(result.stderr.prefix(500))")
            #expect(result.stdout.isEmpty)
        }
    }

    /// The same styles checked in this process against 1,000 faces: a name past 64 characters
    /// gets no suggestion, so no cell is filled; names of 64 characters get theirs from one
    /// budget of 2^22 cells, and only the 20 problems shown are written (then "and 980 more"),
    /// each listing 8 faces.
    @Test func suggestionsAreBoundedWork() {
        let faces = (0..<1000).map { index in
            var metrics = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0))
            metrics.postScriptName = String(repeating: "a", count: 60) + String(format: "%04d", index)
            return FontFace(path: "F\(index).ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        }
        let long = (0..<1000).map { CheckConfiguration.Style(name: "s\($0)", font: Self.family, size: 16) }
        var suggestion = Suggestion(among: CheckRun.postScriptNames(faces), budget: Suggestion.maximumSharedCells)
        let error = CheckRun.styleProblems(long, faces: faces, suggestion: &suggestion)
        #expect(suggestion.cells == 0)
        #expect(error.problems.count == 20 && error.moreProblems == 980)
        let lines = error.lines(file: "fontprobe.yml")
        #expect(lines.last == "fontprobe.yml: and 980 more problems")
        #expect(
            lines[0].hasSuffix(
                "'; the faces are \(faces.prefix(8).map { $0.metrics.postScriptName! }.joined(separator: ", ")) and 992 more"))

        // 64 'a's are 4 edits from every face (its last four characters): each comparison fills its
        // whole band, 436 cells (SuggestionTests), and finds nothing. A suggestion stops before a
        // comparison that might pass 2^18 cells, after 601; the shared 2^22 hold 16 such, and 3
        // comparisons more, and the last 3 problems get none: 4,193,884 cells, where a full table
        // for each name and face was 20 × 1000 × 64 × 64 = 81,920,000.
        let short = (0..<1000).map { CheckConfiguration.Style(name: "s\($0)", font: String(repeating: "a", count: 64), size: 16) }
        suggestion = Suggestion(among: CheckRun.postScriptNames(faces), budget: Suggestion.maximumSharedCells)
        let shortError = CheckRun.styleProblems(short, faces: faces, suggestion: &suggestion)
        #expect(suggestion.cells == 16 * 601 * 436 + 3 * 436)
        #expect(!shortError.lines(file: "f.yml").contains { $0.contains("did you mean") })
    }

    /// `FONTPROBE_UPDATE_BASELINE_COMMAND` is shown in the reports as a font's name is: ESC, BEL
    /// and U+202E are escaped in every format that shows it to a person, and in JSON escaped by
    /// JSON (ESC as \u001b) or kept as the text it is.
    @Test func theUpdateCommandIsEscapedInEveryFormat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "Brand.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf"))))
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: [Brand.ttf]\n".utf8))
        let command = "make \u{1b}[2J\u{1b}]0;owned\u{7} \u{202e}lmth.exe"
        for format in CheckFormat.allCases {
            let result = try ProcessRun.fontprobe(
                ["check", "--format", format.rawValue], in: directory.url,
                environment: ["FONTPROBE_UPDATE_BASELINE_COMMAND": command])
            #expect(result.status == 1, "\(format)")
            let output = result.stdout + result.stderr
            #expect(!output.contains("\u{1b}") && !output.contains("\u{7}"), "\(format)")
            switch format {
            case .text, .github, .xcode, .html:
                #expect(!output.contains("\u{202e}"), "\(format)")
            case .json, .gitlab, .sarif:
                // JSON escapes ESC and BEL, and reads back as the text it was.
                let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: [.fragmentsAllowed])
                #expect(Self.strings(in: document).contains { $0.contains(command) }, "\(format)")
            case .junit, .checkstyle:
                // XML 1.0 has no ESC or BEL, even escaped: each is U+FFFD; U+202E is text.
                #expect(output.contains("make \u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD} \u{202e}lmth.exe"), "\(format)")
            }
            if format == .text {
                #expect(
                    result.stdout.hasSuffix(
                        "Run `make \\u{1b}[2J\\u{1b}]0;owned\\u{7} \\u{202e}lmth.exe` to write the baseline, and commit it.\n"))
            }
        }
    }

    /// Every string in a JSON document.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap { strings(in: $0) }
        case let object as [String: Any]: object.values.flatMap { strings(in: $0) }
        default: []
        }
    }

    /// A value longer than 200 characters is refused in one line, exit 64, before any font is read.
    @Test func aLongUpdateCommandIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: [Brand.ttf]\n".utf8))
        let result = try ProcessRun.fontprobe(
            ["check"], in: directory.url, environment: ["FONTPROBE_UPDATE_BASELINE_COMMAND": String(repeating: "x", count: 201)])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "fontprobe: FONTPROBE_UPDATE_BASELINE_COMMAND: the value '\(String(repeating: "x", count: 32))…' is 201 "
                + "characters long; a value fontprobe shows in its reports may be at most 200\n")
        let fine = try ProcessRun.fontprobe(
            ["check"], in: directory.url, environment: ["FONTPROBE_UPDATE_BASELINE_COMMAND": String(repeating: "x", count: 200)])
        #expect(fine.status == 66, "\(fine.stderr)")  // Brand.ttf is not there: the value was taken
    }
}
