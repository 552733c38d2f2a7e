import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Each finding at its source: an unmet expectation on its line of fontprobe.yml, a text style's
/// problem on its token in the design tokens file, in every format with a location; the checkstyle
/// and GitLab Code Quality reports, against their formats.
@Suite(.serialized)
struct SourceLocationTests {
    /// FPAudit Regular (hhea line gap 0, cap height 700 of 1000) expected to have a line gap of 90
    /// (line 5, the value at column 14) and a cap inset of 9 pt (line 7, the `{` at column 9).
    static let configuration = """
        fonts: [FPAudit-Regular.ttf]
        baseline: false
        expectations:
          - fonts: FPAudit-Regular.ttf
            lineGap: 90
            capInset:
              - {size: 17, scale: 3, points: 9}

        """

    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.file(
            "FPAudit-Regular.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf"))))
        _ = try directory.file("fontprobe.yml", contents: Data(Self.configuration.utf8))
        return directory
    }

    @Test func anUnmetExpectationIsOnItsLine() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        func check(_ format: String) throws -> String {
            let result = try CLI.run(["check", "--format", format], in: directory.url)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            return result.stdout
        }
        let xcode = try check("xcode")
        #expect(
            xcode.contains(
                "fontprobe.yml:5:14: error: lineGap is 0 units (hhea), expected 90 (expectations[0]) "
                    + "[fontprobe expect lineGap: FPAudit-Regular.ttf]\n"))
        #expect(xcode.contains("fontprobe.yml:7:9: error: capInset at 17 pt @3x is "))
        // The font's own findings stay on the font.
        #expect(xcode.contains("FPAudit-Regular.ttf:1:1: warning: OS/2 sCapHeight 700"))
        let github = try check("github")
        #expect(
            github.contains("::error file=fontprobe.yml,line=5,col=14,title=fontprobe expect lineGap%3A FPAudit-Regular.ttf::"))
        let junit = try check("junit")
        #expect(
            junit.contains(#"<testcase name="expect lineGap" classname="FPAudit-Regular.ttf#0" file="fontprobe.yml" line="5">"#))
        let checkstyle = try check("checkstyle")
        #expect(
            checkstyle.contains(
                #"<error line="5" column="14" severity="error" message="FPAudit-Regular.ttf: lineGap is 0 units (hhea), "#
                    + #"expected 90 (expectations[0])" source="fontprobe.expectation-unmet"/>"#))

        let sarif = try #require(JSON.object(try check("sarif")))
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let located = results.compactMap { result -> (String, Int, Int)? in
            guard let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any],
                let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String,
                let region = physical["region"] as? [String: Any]
            else { return nil }
            return (uri, region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0)
        }
        #expect(located.map { "\($0.0):\($0.1):\($0.2)" } == ["fontprobe.yml:5:14", "fontprobe.yml:7:9"])

        let gitlab = try #require(try JSONSerialization.jsonObject(with: Data(try check("gitlab").utf8)) as? [[String: Any]])
        let lineGap = try #require(gitlab.first { $0["check_name"] as? String == "expectation-unmet" })
        #expect((lineGap["location"] as? [String: Any])?["path"] as? String == "fontprobe.yml")
        #expect(((lineGap["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int == 5)
        #expect(lineGap["severity"] as? String == "critical")
        // The same problems keep their fingerprints from one run to the next, each its own.
        let again = try #require(try JSONSerialization.jsonObject(with: Data(try check("gitlab").utf8)) as? [[String: Any]])
        let prints = gitlab.compactMap { $0["fingerprint"] as? String }
        #expect(prints == again.compactMap { $0["fingerprint"] as? String } && Set(prints).count == gitlab.count)
    }

    /// A style from the design tokens: on its token in the tokens file, found here by its text.
    @Test func aTokenStyleIsOnItsToken() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "fontprobe.yml", contents: Data((TokensCommandTests.configuration + "platforms: [ios, web]\n").utf8))
        let tokens = try String(contentsOf: directory.url.appendingPathComponent("design/brand.tokens.json"), encoding: .utf8)
        let lines = tokens.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(#""web": {"#) })
        let column = try #require(lines[index].firstIndex(of: "{")).utf16Offset(in: lines[index]) + 1
        let xcode = try CLI.run(["check", "--format", "xcode"], in: directory.url)
        #expect(
            xcode.stdout.contains(
                "design/brand.tokens.json:\(index + 1):\(column): warning: USE_TYPO_METRICS without a STAT table: the web reads typo"
            ),
            "\(xcode.stdout)")
        let checkstyle = try CLI.run(["check", "--format", "checkstyle"], in: directory.url)
        #expect(checkstyle.stdout.contains(#"<file name="design/brand.tokens.json">"#))
        #expect(checkstyle.stdout.contains(#"<error line="\#(index + 1)" column="\#(column)" severity="warning""#))
    }

    /// The GitLab report against the format GitLab documents (Tests/Schemas), from check and audit.
    @Test(.enabled(if: ActionsSchemaTests.tool("check-jsonschema") != nil, "no check-jsonschema: run `make ci-tools`"))
    func gitlabReportsMatchTheFormat() throws {
        let checker = try #require(ActionsSchemaTests.tool("check-jsonschema"))
        let schema = Repository.root.appendingPathComponent("Tests/Schemas/gitlab-code-quality.schema.json").path
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let check = try CLI.run(["check", "--format", "gitlab", "-o", "check.json"], in: directory.url)
        #expect(check.status == 1)
        let audit = try CLI.run(
            [
                "audit", Repository.font("FPAudit-Regular.ttf"), Repository.font("FPPositiveDescender-Regular.ttf"), "--format",
                "gitlab",
                "-o", "audit.json",
            ], in: directory.url)
        #expect(audit.status == 0)
        for file in ["check.json", "audit.json"] {
            let run = try ProcessRun.run(
                checker, ["--schemafile", schema, directory.url.appendingPathComponent(file).path])
            #expect(run.status == 0, "\(file): \(run.stdout)\(run.stderr)")
        }
        // A report that breaks the format fails the same check: the schema can fail.
        let broken = try directory.file("broken.json", contents: Data(#"[{"description": "x", "severity": "bad"}]"#.utf8))
        #expect(try ProcessRun.run(checker, ["--schemafile", schema, broken]).status != 0)
    }

    /// The checkstyle report as the format is: `checkstyle` holding `file name`s holding `error`s
    /// with a line, a column, one of three severities, a message and a source; nothing else.
    @Test func checkstyleReportsMatchTheFormat() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let reports = [
            try CLI.run(["check", "--format", "checkstyle"], in: directory.url).stdout,
            try CLI.run(["audit", Repository.font("FPAudit-Regular.ttf"), "--format", "checkstyle"]).stdout,
        ]
        for report in reports {
            let document = try XMLDocument(data: Data(report.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "checkstyle" && root.attribute(forName: "version")?.stringValue == "4.3")
            let files = root.children ?? []
            #expect(!files.isEmpty)
            for file in files {
                let element = try #require(file as? XMLElement)
                #expect(element.name == "file" && !(element.attribute(forName: "name")?.stringValue ?? "").isEmpty)
                for error in element.children ?? [] {
                    let error = try #require(error as? XMLElement)
                    #expect(error.name == "error")
                    let names = Set((error.attributes ?? []).compactMap(\.name))
                    #expect(names == ["line", "column", "severity", "message", "source"])
                    #expect(["error", "warning", "info"].contains(error.attribute(forName: "severity")?.stringValue ?? ""))
                    #expect(Int(error.attribute(forName: "line")?.stringValue ?? "") ?? 0 >= 1)
                    #expect(error.attribute(forName: "source")?.stringValue?.hasPrefix("fontprobe.") == true)
                }
            }
        }
    }
}
