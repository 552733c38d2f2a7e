import Foundation
import Testing

@testable import FontProbeTestSupport

/// No source converts a rounded or snapped double to a whole number with `Int(_:)`, which traps on
/// NaN, an infinity or anything past ±2^63 (docs/security.md#arithmetic): such a conversion goes
/// through `Int(saturating:)`. A forged lockfile's 1e20 pt reached `Int(PixelMath.round(…))` in the
/// label model and killed `check` with SIGILL.
struct TrappingConversionTests {
    /// `Int(` (or a sized or unsigned integer) of an expression that rounds, snaps or ceils a
    /// floating-point value, on one line.
    static var pattern: Regex<Substring> {
        #/\bU?Int(?:8|16|32|64)?\((?!exactly:|clamping:|truncatingIfNeeded:|bitPattern:)(?:(?!saturating:)[^)\n])*(?:\.rounded\(|PixelMath\.)/#
    }

    @Test func noTrappingConversionOfARoundedDouble() throws {
        let root = Repository.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && line.contains(Self.pattern) {
                found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "use Int(saturating:):\n\(found.joined(separator: "\n"))")
    }

    /// The pattern finds what it is meant to (lines as they were before `Int(saturating:)`).
    @Test(arguments: [
        ("capHeight: inkTop.capHeight.map { Int(PixelMath.round(pixels(Double($0)))) },", true),
        ("let height = Int(lineHeight.rounded(.up))", true),
        ("let height = Int(saturating: lineHeight.rounded(.up))", false),
        ("guard let weight = Int(exactly: number.rounded())", false),
        ("let count = Int(pointee.num_faces)", false),
        ("value = UInt8(min(255, max(0, sum.rounded())))", true),
        ("value = UInt8(min(255, max(0, Int(saturating: sum.rounded()))))", false),
    ])
    func patternFindsTrappingConversions(line: String, matches: Bool) {
        #expect(line.contains(Self.pattern) == matches)
    }
}
