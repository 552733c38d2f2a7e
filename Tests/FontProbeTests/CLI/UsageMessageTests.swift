import Foundation
import Testing

@testable import FontProbeTestSupport

/// Usage errors that say what happened: every numeric option names its range and the value it
/// got, in the same words in every command, negative values included; a mistyped command gets a
/// suggestion; `--jobs` states its default once.
struct UsageMessageTests {
    static let font = Repository.font("FPThousand-Regular.ttf")

    /// A bad number and the first stderr line it must give, written from docs/commands/*.md:
    /// sizes 0.01…10000 points, scales 0.01…100, `--jobs` 1…256, `--lines` 1…10000, face
    /// indexes and glyph ids 0…65535 (16-bit in OpenType).
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let size = "Error: --size must be between 0.01 and 10000 points, not -5."
    static let scale = "Error: --scale must be between 0.01 and 100, not -1."
    static let face = "Error: --face must be a whole number between 0 and 65535, not -1."
    static let jobs = "Error: --jobs must be a whole number between 1 and 256, not -3."

    static let cases: [Case] = [
        // The same value gives the same line in every command that takes the option.
        Case(arguments: ["metrics", font, "--size", "-5"], message: size),
        Case(arguments: ["audit", font, "--size", "-5"], message: size),
        Case(arguments: ["glyph", font, "--glyph-id", "1", "--size", "-5"], message: size),
        Case(arguments: ["lineheight", font, "--size", "-5", "--line-height", "20"], message: size),
        Case(arguments: ["dynamic-type", font, "--style", "body", "--size", "-5"], message: size),
        Case(arguments: ["metrics", font, "--scale", "-1"], message: scale),
        Case(arguments: ["audit", font, "--scale", "-1"], message: scale),
        Case(arguments: ["glyph", font, "--glyph-id", "1", "--size", "17", "--scale", "-1"], message: scale),
        Case(arguments: ["lineheight", font, "--size", "17", "--line-height", "20", "--scale", "-1"], message: scale),
        Case(arguments: ["dynamic-type", font, "--style", "body", "--scale", "-1"], message: scale),
        Case(arguments: ["metrics", font, "--face", "-1"], message: face),
        Case(arguments: ["lineheight", font, "--face", "-1", "--size", "17", "--line-height", "20"], message: face),
        Case(arguments: ["dynamic-type", font, "--face", "-1", "--style", "body"], message: face),
        Case(arguments: ["glyph", font, "--face", "-1", "--glyph-id", "1", "--size", "17"], message: face),
        Case(arguments: ["audit", font, "--jobs", "-3"], message: jobs),
        Case(arguments: ["check", "--jobs", "-3"], message: jobs),
        // Zero, a value in a list, a word, a fraction where a whole number goes, too large.
        Case(
            arguments: ["metrics", font, "--size", "0"], message: "Error: --size must be between 0.01 and 10000 points, not 0."),
        Case(
            arguments: ["metrics", font, "--size", "12,-5"],
            message: "Error: --size must be between 0.01 and 10000 points, not -5."),
        Case(
            arguments: ["metrics", font, "--size", "abc"],
            message: "Error: --size must be between 0.01 and 10000 points, not abc."),
        Case(
            arguments: ["metrics", font, "--size", "1e308"],
            message: "Error: --size must be between 0.01 and 10000 points, not 1e308."),
        Case(arguments: ["metrics", font, "--scale", "2,,3"], message: "Error: --scale must be between 0.01 and 100, not ''."),
        Case(
            arguments: ["audit", font, "--jobs", "2.5"],
            message: "Error: --jobs must be a whole number between 1 and 256, not 2.5."),
        Case(
            arguments: ["audit", font, "--jobs", "0"], message: "Error: --jobs must be a whole number between 1 and 256, not 0."),
        Case(
            arguments: ["metrics", font, "--face", "65536"],
            message: "Error: --face must be a whole number between 0 and 65535, not 65536."),
        Case(
            arguments: ["glyph", font, "--glyph-id", "-1", "--size", "17"],
            message: "Error: --glyph-id must be a whole number between 0 and 65535, not -1."),
        Case(
            arguments: ["lineheight", font, "--size", "17", "--line-height", "-20"],
            message:
                "Error: --line-height cannot use -20: write a line height as 38 (points), 150% or 1.5x (of the font size)."),
        Case(
            arguments: ["lineheight", font, "--size", "17", "--line-height", "20", "--lines", "-2"],
            message: "Error: --lines must be a whole number between 1 and 10000, not -2."),
        Case(
            arguments: ["dynamic-type", font, "--style", "body", "--max-size", "-1"],
            message: "Error: --max-size must be between 0.01 and 10000 points, not -1."),
    ]

    @Test(arguments: cases)
    func badNumbersNameTheRangeAndTheValue(_ test: Case) throws {
        let result = try CLI.run(test.arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == test.message)
    }

    /// The values at the ends of each range are accepted.
    @Test func theEndsOfTheRangesAreAccepted() throws {
        let metrics = try CLI.run(["metrics", Self.font, "--size", "0.01,10000", "--scale", "0.01,100", "--face", "0"])
        #expect(metrics.status == 0, "\(metrics.stderr)")
        let audit = try CLI.run(["audit", Self.font, "--jobs", "1"])
        #expect(audit.status == 0, "\(audit.stderr)")
        let lines = try CLI.run(["lineheight", Self.font, "--size", "17", "--line-height", "20", "--lines", "10000"])
        #expect(lines.status == 0, "\(lines.stderr)")
    }

    @Test(arguments: [
        ("audti", "Error: Unknown command 'audti'. Did you mean 'audit'?"),
        ("lineheigth", "Error: Unknown command 'lineheigth'. Did you mean 'lineheight'?"),
        ("Metrics", "Error: Unknown command 'Metrics'. Did you mean 'metrics'?"),
        ("dynamictype", "Error: Unknown command 'dynamictype'. Did you mean 'dynamic-type'?"),
        (
            "xyzzy",
            "Error: Unknown command 'xyzzy'. The commands are: metrics, spec, dynamic-type, glyph, render, audit, check, init, code."
        ),
    ])
    func aMistypedCommandGetsASuggestion(typed: String, message: String) throws {
        let result = try CLI.run([typed, Self.font])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    }

    /// The `--jobs` entry of the help says its default once, and its range.
    @Test(arguments: ["audit", "check"])
    func jobsHelpStatesItsDefaultOnce(command: String) throws {
        let result = try CLI.run([command, "--help"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  --jobs <n>") })
        let entry = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("      ") }
            .joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            entry
                == "--jobs <n> Use at most this many threads at once, reading as many files, 1 to 256 (default: the number "
                + "of processors).")
    }
}
