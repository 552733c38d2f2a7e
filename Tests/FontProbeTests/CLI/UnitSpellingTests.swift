import Foundation
import Testing

@testable import FontProbeTestSupport

/// Numbers as people write them (docs/commands/spec.md#units): a size as `17`, `17pt` or `17px`
/// (a design tool's px is a point), a scale as `3` or `3x`, a line height as `24`, `24pt`, `24px`,
/// `140%`, `1.4x` or `auto`. Each spelling gives the same report as the bare number, in every
/// command that takes it; a unit of another kind is refused with the usual message.
@Suite(.serialized)
struct UnitSpellingTests: SingleFontJSONReading {
    static let font = Repository.font("FPThousand-Regular.ttf")

    /// Every command that takes a point size, with the rest of its arguments.
    static let sizeCommands: [[String]] = [
        ["metrics", font, "--format", "json", "--size"],
        ["audit", font, "--format", "json", "--size"],
        ["glyph", font, "--glyph-id", "1", "--format", "json", "--size"],
        ["dynamic-type", font, "--style", "body", "--format", "json", "--size"],
        ["spec", font, "--line-height", "24", "--format", "json", "--size"],
    ]

    @Test(arguments: ["17pt", "17px", "17PT", " 17 px"])
    func sizes(spelling: String) throws {
        for command in Self.sizeCommands {
            let bare = try CLI.run(command + ["17"])
            let spelled = try CLI.run(command + [spelling])
            #expect(bare.status == 0 && spelled.status == 0, "\(command[0]) \(spelling): \(spelled.stderr)")
            #expect(spelled.stdout == bare.stdout, "\(command[0]) --size \(spelling)")
        }
    }

    @Test(arguments: ["3x", "3X", "2x,3x"])
    func scales(spelling: String) throws {
        let bare = spelling.replacingOccurrences(of: "x", with: "").replacingOccurrences(of: "X", with: "")
        for command in [["metrics", Self.font, "--format", "json"], ["spec", Self.font, "--size", "17", "--format", "json"]] {
            let plain = try CLI.run(command + ["--scale", bare])
            let spelled = try CLI.run(command + ["--scale", spelling])
            #expect(plain.status == 0 && spelled.status == 0, "\(command[0]) \(spelling): \(spelled.stderr)")
            #expect(spelled.stdout == plain.stdout, "\(command[0]) --scale \(spelling)")
        }
    }

    /// 24, 24pt and 24px are 24 pt; 140% and 1.4x of 17 pt are 23.8 pt; auto is Figma's Auto,
    /// (800 + 200 + 0) × 17 / 1000 = 17 pt for the fixture's hhea.
    @Test(arguments: [("24", 24.0), ("24pt", 24), ("24px", 24), ("140%", 23.8), ("1.4x", 23.8), ("auto", 17)])
    func lineHeights(spelling: String, points: Double) throws {
        let result = try CLI.run(["spec", Self.font, "--size", "17", "--line-height", spelling, "--format", "json"])
        #expect(result.status == 0, "\(spelling): \(result.stderr)")
        let face = try #require(try fonts(result).first)
        expectClose(face["lineHeight"], points, spelling)
    }

    @Test func otherUnitsAreRefused() throws {
        let size = try CLI.run(["metrics", Self.font, "--size", "17em"])
        #expect(size.status == 64 && size.stderr.hasPrefix("Error: --size must be between 0.01 and 10000 points, not 17em."))
        let scale = try CLI.run(["metrics", Self.font, "--scale", "3pt"])
        #expect(scale.status == 64 && scale.stderr.hasPrefix("Error: --scale must be between 0.01 and 100, not 3pt."))
    }
}
