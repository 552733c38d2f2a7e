import Foundation
import Testing

@testable import FontProbeTestSupport

/// File and font names with control characters cannot forge a line of a log, break a Markdown
/// table or recolour a terminal: `audit` and `check` write them escaped on stdout and stderr
/// (docs/fonts.md#control-characters).
struct ControlCharacterNameTests {
    /// A font file whose name ends one line and starts a forged GitHub annotation, then turns
    /// the terminal red.
    static let forgedName = "evil\n::error file=x::forged\u{1B}[31m.ttf"
    /// The same name escaped, as written by hand from docs/fonts.md#control-characters.
    static let forgedEscaped = #"evil\n::error file=x::forged\u{1b}[31m.ttf"#
    /// An unreadable file whose name clears the terminal line it is on.
    static let brokenName = "broken\u{1B}[2K\r.ttf"
    static let brokenEscaped = #"broken\u{1b}[2K\r.ttf"#
    /// The family name written into the copy of Lato, in place of "FP Subset L".
    static let familyEscaped = #"FP\nSubset\u{1b}L"#

    /// `Fonts/` with Lato under the forged name, a copy of Lato whose family name holds a line
    /// feed and an ESC, and a text file under the clearing name.
    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let fonts = directory.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let lato = try Data(contentsOf: URL(fileURLWithPath: Repository.font("Lato-Regular-subset.ttf")))
        try lato.write(to: fonts.appendingPathComponent(Self.forgedName))
        try Self.renamingFamily(lato).write(to: fonts.appendingPathComponent("Named.ttf"))
        try Data("not a font\n".utf8).write(to: fonts.appendingPathComponent(Self.brokenName))
        try Data("fonts:\n  - Fonts/*.ttf\nsizes: [17]\nscales: [3]\n".utf8)
            .write(to: directory.url.appendingPathComponent("fontprobe.yml"))
        return directory
    }

    /// `font` with every "FP Subset L" of its name table, in UTF-16BE (Windows) and in one-byte
    /// Mac Roman, turned into "FP\nSubset\u{1B}L": the same length, so every offset still holds.
    private static func renamingFamily(_ font: Data) throws -> Data {
        var bytes = [UInt8](font)
        let replacements: [(from: [UInt8], to: [UInt8])] = [
            (Array("FP Subset L".utf8), Array("FP\nSubset\u{1B}L".utf8)),
            (utf16BE("FP Subset L"), utf16BE("FP\nSubset\u{1B}L")),
        ]
        var replaced = 0
        for (from, to) in replacements {
            var index = 0
            while index + from.count <= bytes.count {
                if Array(bytes[index..<index + from.count]) == from {
                    bytes.replaceSubrange(index..<index + from.count, with: to)
                    replaced += 1
                    index += from.count
                } else {
                    index += 1
                }
            }
        }
        // fontTools finds the family three times in each encoding (family, full and typographic names).
        try #require(replaced == 6)
        return Data(bytes)
    }

    private static func utf16BE(_ text: String) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// Every control character but the line feeds that end lines.
    private func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            .map { String($0.value, radix: 16) }
    }

    /// Output with no raw control character, no forged line, and both names escaped.
    private func expectEscaped(_ result: CommandResult, forgedIn stream: String, familyIn families: String? = nil) {
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            #expect(rawControls(text) == [], "\(name)")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::error file=x") }, "\(name)")
        }
        #expect(
            stream.contains(Self.forgedEscaped) || stream.contains(Self.forgedEscapedForGitHub)
                || stream.contains(Self.forgedEscapedForMarkdown))
        if let families {
            #expect(families.contains(Self.familyEscaped) || families.contains(Self.familyEscapedForMarkdown))
        }
        // The text file is unreadable: one line on stderr, escaped.
        #expect(
            result.stderr.split(separator: "\n").contains {
                $0.hasPrefix("fontprobe: cannot read 'Fonts/\(Self.brokenEscaped)'")
                    || $0.hasPrefix("fontprobe: cannot read '\(Self.brokenEscaped)'")
            }, "\(result.stderr)")
    }

    /// The forged name as a GitHub `file=` property: LF as %0A and `:` as %3A, which the runner
    /// decodes; ESC escaped.
    static let forgedEscapedForGitHub = #"evil%0A%3A%3Aerror file=x%3A%3Aforged\u{1b}[31m.ttf"#

    /// The escaped names in Markdown (docs/security.md#other-output): each backslash of the escapes,
    /// `:`, `[` and the `.` before a letter escaped once more, so they render as the text escapes.
    static let forgedEscapedForMarkdown = #"evil\\n\:\:error file=x\:\:forged\\u{1b}\[31m\.ttf"#
    static let brokenEscapedForMarkdown = #"broken\\u{1b}\[2K\\r\.ttf"#
    static let familyEscapedForMarkdown = #"FP\\nSubset\\u{1b}L"#

    /// `audit` in text and Markdown: exit 2 for the unreadable file, the two fonts reported.
    @Test(arguments: ["text", "markdown"])
    func auditEscapesNames(format: String) throws {
        let directory = try project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["audit", "Fonts", "--format", format], in: directory.url)
        #expect(result.status == 2, "\(result.stderr)")
        expectEscaped(result, forgedIn: result.stdout, familyIn: result.stdout)
        let markdown = format == "markdown"
        #expect(result.stdout.contains("Fonts/\(markdown ? Self.forgedEscapedForMarkdown : Self.forgedEscaped)"))
        #expect(result.stdout.contains("Fonts/\(markdown ? Self.brokenEscapedForMarkdown : Self.brokenEscaped)"))
        if format == "markdown" {
            // Every table row is still one line with the header's number of cells.
            let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| Fonts/") }
            #expect(rows.count == 3)
        }
    }

    /// `check` in text and as GitHub annotations: exit 2 for the unreadable file (before the
    /// missing baseline, docs/exit-codes.md), and no line that did not come from fontprobe.
    @Test(arguments: ["text", "github"])
    func checkEscapesNames(format: String) throws {
        let directory = try project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["check", "--format", format], in: directory.url)
        #expect(result.status == 2, "\(result.stderr)")
        expectEscaped(result, forgedIn: result.stdout, familyIn: format == "text" ? result.stdout : nil)
        if format == "github" {
            // Every line is a workflow command, or the result line.
            for line in result.stdout.split(separator: "\n") {
                #expect(
                    line.hasPrefix("::error file=Fonts/") || line.hasPrefix("::warning file=Fonts/")
                        || line.hasPrefix("::notice file=Fonts/") || line.hasPrefix("fontprobe check: "), "\(line)")
            }
        }
    }

    /// `metrics` names the font in its header and the file in an error line, both escaped.
    @Test(arguments: ["text", "markdown"])
    func metricsEscapesNames(format: String) throws {
        let directory = try project()
        defer { directory.cleanUp() }
        let result = try CLI.run(
            ["metrics", "Fonts/Named.ttf", "Fonts/\(Self.forgedName)", "Fonts/\(Self.brokenName)", "--format", format],
            in: directory.url)
        #expect(result.status == 2, "\(result.stderr)")
        expectEscaped(result, forgedIn: result.stdout, familyIn: result.stdout)
        #expect(result.stderr == "fontprobe: cannot read 'Fonts/\(Self.brokenEscaped)': \(Self.notAFont)\n")
    }

    /// `init` names a font in comments of the starter fontprobe.yml: a name that ends the comment
    /// line would add keys to the configuration. It is escaped in prose and double-quoted with
    /// YAML escapes in the commented expectation, which, uncommented, matches the font.
    @Test func initKeepsANameInItsComment() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let fonts = directory.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.font("Lato-Regular-subset.ttf"),
            toPath: fonts.appendingPathComponent("a\nrules: {line-gap-nonzero: off}\n#\u{1B}.ttf").path)
        let result = try CLI.run(["init"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let yaml = try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
        #expect(rawControls(yaml) == [])
        let keys = yaml.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix(" ") }
        #expect(
            keys == [
                "fonts:", "sizes: [17]", "scales: [2, 3]", "platforms: [ios]", "failOn: error", "baseline: fontprobe.lock.json",
            ])
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.contains(
                #"# Values fonts must keep. These are what Fonts/a\nrules: {line-gap-nonzero: off}\n#\u{1b}.ttf has now:"#))
        #expect(lines.contains(#"#   - fonts: "Fonts/a\u000Arules: {line-gap-nonzero: off}\u000A#\u001B.ttf""#))

        // Uncommented, the expectation names the font: check passes instead of calling it unmatched (64).
        let start = try #require(lines.firstIndex(of: "# expectations:"))
        var uncommented = lines
        var index = start
        while index < lines.count, lines[index].hasPrefix("# ") {
            uncommented[index] = String(lines[index].dropFirst(2))
            index += 1
        }
        try Data(uncommented.joined(separator: "\n").utf8).write(to: directory.url.appendingPathComponent("fontprobe.yml"))
        let check = try CLI.run(["check", "--update-baseline"], in: directory.url)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("PASS: 1 face checked"))
    }

    /// The reason fontprobe gives for a text file (docs/fonts.md#bad-input).
    static let notAFont = "not a font file FreeType recognises (FreeType: unknown file format)"
}
