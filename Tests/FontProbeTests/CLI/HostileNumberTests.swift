import Foundation
import Testing

@testable import FontProbeTestSupport

/// Every numeric option of every command, given numbers no font size can be: far too large, not
/// finite, in every unit. Each is refused as a usage error (exit 64) in one line naming the option,
/// never a trap: `spec --line-height 1e20` used to die with SIGILL converting the size for its
/// message to `Int` (docs/security.md#numbers).
@Suite(.serialized)
struct HostileNumberTests {
    static let font = Repository.font("FPThousand-Regular.ttf")

    /// Numbers outside every range an option takes, as people (or scripts) might write them.
    static let hostile = [
        "1e20", "9.3e18", "1e308", "-1e308", "1e309", "1e308%", "1e308x", "9.3e18pt", "-9.3e18", "nan", "inf", "-inf",
        "0x1p1023", "99999999999999999999999",
        // Not decimal, though Double(_:) reads them, in range (docs/security.md#numbers).
        "0x11", "0x11pt", "0X1P4", "Infinity", "NaN", "1e400",
    ]

    /// Each command and option that reads a number, with the rest of a valid command line.
    static let options: [(arguments: [String], option: String)] = [
        (["metrics", font], "--size"),
        (["metrics", font], "--scale"),
        (["metrics", font], "--face"),
        (["audit", font], "--size"),
        (["audit", font], "--jobs"),
        (["glyph", font, "--glyph-id", "1"], "--size"),
        (["glyph", font, "--size", "17"], "--glyph-id"),
        (["dynamic-type", font, "--style", "body"], "--size"),
        (["dynamic-type", font, "--style", "body"], "--max-size"),
        (["spec", font, "--size", "17"], "--line-height"),
        (["spec", font, "--size", "17"], "--letter-spacing"),
        (["spec", font, "--size", "17"], "--box-height"),
        (["spec", font, "--size", "17"], "--lines"),
        (["spec", font, "--line-height", "24"], "--size"),
        (["render", font, "-o", "/dev/null"], "--zoom"),
        (["render", font, "-o", "/dev/null"], "--size"),
    ]

    @Test(arguments: hostile)
    func refusedInOneLine(number: String) throws {
        for (arguments, option) in Self.options {
            let run = try CLI.run(arguments + [option, number])
            let shown = "\(arguments[0]) \(option) \(number)"
            #expect(run.status == 64, "\(shown): exit \(run.status)\n\(run.stderr)")
            #expect(!run.stderr.contains("Fatal error"), "\(shown): \(run.stderr)")
            let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("Error: ") && first.contains(option), "\(shown): \(run.stderr)")
        }
    }

    /// Hexadecimal and the words `Double(_:)` reads as numbers are refused in the one wording for
    /// numbers (docs/exit-codes.md): `--size 0x11` was 17 pt, `--scale 0x2` 2x.
    @Test(arguments: [
        (["metrics", font, "--size", "0x11"], "Error: --size must be between 0.01 and 10000 points, not 0x11."),
        (["metrics", font, "--size", "0x11pt"], "Error: --size must be between 0.01 and 10000 points, not 0x11pt."),
        (["metrics", font, "--scale", "0x2"], "Error: --scale must be between 0.01 and 100, not 0x2."),
        (["metrics", font, "--scale", "0x2x"], "Error: --scale must be between 0.01 and 100, not 0x2x."),
        (["metrics", font, "--size", "inf"], "Error: --size must be between 0.01 and 10000 points, not inf."),
        (["metrics", font, "--size", "nan"], "Error: --size must be between 0.01 and 10000 points, not nan."),
        (["metrics", font, "--size", "1e400"], "Error: --size must be between 0.01 and 10000 points, not 1e400."),
    ])
    func hexadecimalIsRefused(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == message, "\(run.stderr)")
    }
}
