import Foundation
import Testing

@testable import FontProbeTestSupport

/// argument-parser reads a line in time that grows with the square of its words (`metrics` with
/// 8,000 paths: 2.9 s; 30,000: 35.6 s), so past 4096 words a line is refused in one line that
/// names `--files-from`, which reads any number of paths in linear time
/// (docs/security.md#lists-of-paths). These tests count words and faces, never time.
struct CommandLineLengthTests {
    static let font = Repository.font("FPThousand-Regular.ttf")
    /// The refusal for a line of 4097 words, as docs/security.md words it: the whole of stderr.
    static let refusal =
        "Error: The command line has 4097 words; fontprobe reads at most 4096 there. List the font paths in a file, "
        + "one per line, and give --files-from FILE ('-' reads them from stdin; metrics, audit)."

    /// 4097 words (the command's name counted): `metrics`, 4095 paths and `--size`; `render`; `audit`
    /// with an option its fast path leaves to argument-parser.
    @Test(arguments: [["metrics", "--size"], ["render", "-o", "x.png"], ["audit", "--size", "17"]])
    func longLinesAreRefused(line: [String]) throws {
        let arguments = line + Array(repeating: "missing.ttf", count: 4097 - line.count)
        #expect(arguments.count == 4097)
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        // That one line and nothing else: no usage after it.
        #expect(result.stderr == Self.refusal + "\n", "\(result.stderr.prefix(300))")
    }

    /// 4096 words are read: argument-parser gets to the paths, each missing (exit 66, one line each).
    @Test func theLimitItselfIsRead() throws {
        let result = try CLI.run(["metrics"] + Array(repeating: "missing.ttf", count: 4095))
        #expect(result.status == 66, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("The command line has"))
    }

    /// audit's fast path reads any number of paths itself: 5,000 missing files are 5,000 errors, not
    /// the refusal.
    @Test func auditFastPathIsNotLimited() throws {
        let result = try CLI.run(["audit"] + (0..<5000).map { "missing-\($0).ttf" })
        #expect(result.status == 66, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("The command line has"))
    }

    /// `metrics --files-from` reads the list as audit's does: lines, or NUL-separated with `-0`.
    @Test func metricsReadsAListOfFonts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let second = Repository.font("FPTrap-Regular.ttf")
        let list = try directory.file("list.txt", contents: Data((Self.font + "\n\n" + second + "\n").utf8))
        let lines = try CLI.run(["metrics", "--files-from", list, "--format", "json", "--size", "17", "--scale", "2"])
        #expect(lines.status == 0, "\(lines.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(lines.stdout.utf8)) as? [String: Any])
        #expect((document["fonts"] as? [Any])?.count == 2)
        let nul = try directory.file("list0", contents: Data((Self.font + "\0" + second).utf8))
        let separated = try CLI.run(["metrics", "-0", "--files-from", nul, "--format", "json", "--size", "17"])
        #expect(separated.status == 0, "\(separated.stderr)")
        // A path on the line and the list together.
        let both = try CLI.run(["metrics", Self.font, "--files-from", list, "--format", "json", "--size", "17"])
        let all = try #require(JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        #expect((all["fonts"] as? [Any])?.count == 3)
    }

    /// No font and no list: one line, exit 64.
    @Test func metricsNeedsAFont() throws {
        let result = try CLI.run(["metrics"])
        #expect(result.status == 64)
        #expect(result.stderr == "fontprobe: give at least one font file, or --files-from\n")
    }
}
