import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// `--format markdown` writes untrusted names inert (docs/security.md#other-output): a family name
/// with a link, an image, raw HTML, a bare URL and an e-mail address renders as that text in a pull
/// request comment. The expected lines are the name escaped by hand by the rule MarkdownReporter
/// documents (backslash before Markdown's openers, `:` and the `.` before a letter; a WORD JOINER
/// after an address's `@`).
struct MarkdownEscapingTests {
    static let family =
        "[x](https://evil.example) ![i](https://evil.example/i.png) <img src=x onerror=alert(1)> www.evil.example me@evil.example"
    static let escaped =
        #"\[x\](https\://evil\.example) \!\[i\](https\://evil\.example/i\.png) \<img src=x onerror=alert(1)\> www\.evil\.example me@"#
        + "\u{2060}" + #"evil\.example"#

    @Test func hostileFamilyNameIsText() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        let name = ForgedFonts.name([1: Self.family, 2: "Regular", 4: Self.family + " Regular", 6: "Evil-Regular"])
        let path = try directory.file(
            "evil.ttf", contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))

        let audit = try CLI.run(["audit", path, "--format", "markdown"])
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stdout.contains("| \(Self.escaped) | Regular |"), "\(audit.stdout)")
        // No opener of a link, an image or HTML is left unescaped anywhere in the report.
        let text = Array(audit.stdout)
        for (index, character) in text.enumerated() where "[]<>!".contains(character) {
            #expect(index > 0 && text[index - 1] == "\\", "unescaped \(character) at \(index)")
        }
        #expect(!audit.stdout.contains("https://") && !audit.stdout.contains("www.evil"))

        let metrics = try CLI.run(["metrics", path, "--size", "17", "--scale", "3", "--format", "markdown"])
        #expect(metrics.stdout.hasPrefix("## \(Self.escaped) Regular\n"), "\(metrics.stdout)")
    }

    /// A path with backticks stays one code span: the fence is one longer than the longest run.
    @Test func pathWithBackticksStaysCode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf")))
        let path = try directory.file("a``b.ttf", contents: font)
        let metrics = try CLI.run(["metrics", path, "--size", "17", "--scale", "3", "--format", "markdown"])
        #expect(metrics.stdout.contains("\n```\(path)```\n"), "\(metrics.stdout)")
    }

    /// GitHub's renderer (cmark-gfm) links `www.1a.2b` and reads past a backslash once a domain has
    /// begun, so the `.` after `www` is the one escaped, whatever follows it.
    @Test func wwwBeforeDigits() {
        #expect(MarkdownReporter().escape("x www.1a.2b y") == #"x www\.1a.2b y"#)
        #expect(MarkdownReporter().escape("WWW.0day.example") == #"WWW\.0day\.example"#)
        #expect(MarkdownReporter().escape("4.333 pt") == "4.333 pt")
    }
}
