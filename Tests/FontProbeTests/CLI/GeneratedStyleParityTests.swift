import Foundation
import Testing

@testable import FontProbeTestSupport

/// `.textStyle(Fonts.Styles.x)` and `attributes(for:)` apply the code `spec` prints for the style
/// (issue 47): for every style of the team's tokens (Fixtures/design-tools/tokens/brand.tokens.json),
/// the parameters of spec's SwiftUI code (size, kerning, line spacing, vertical padding) and its UIKit
/// recipe and kern are read from `spec --config --format json`, and a program built with the file
/// `fontprobe code` writes prints the values its style applies.
@Suite(.serialized)
struct GeneratedStyleParityTests: SingleFontJSONReading {
    /// The styles' names, and the accessors `fontprobe code` gives them (docs/commands/swift.md#text-styles:
    /// no group every style shares, since studio.caption is not in typography).
    static let styles = [
        ("typography.body", "typographyBody"), ("typography.title", "typographyTitle"),
        ("typography.legacy", "typographyLegacy"), ("typography.web", "typographyWeb"), ("studio.caption", "studioCaption"),
    ]

    /// The parameters of a SwiftUI code, each 0 where the code leaves the modifier out (spec writes no
    /// modifier that does nothing), to spec's 4 decimals.
    struct Parameters: Equatable, CustomStringConvertible {
        var size: String
        var kerning = "0"
        var lineSpacing = "0"
        var padding = "0"
        var description: String { "size \(size), kerning \(kerning), lineSpacing \(lineSpacing), padding \(padding)" }
    }

    /// The first number after `prefix` in `code`.
    static func number(after prefix: String, in code: String) -> String? {
        guard let range = code.range(of: prefix) else { return nil }
        return String(code[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }

    /// What spec's SwiftUI code sets: a fixed size's modifiers' arguments, or a scaled style's
    /// `@ScaledMetric` values, which its modifiers use (`spacing / 2` the padding).
    static func parameters(swiftUI code: String) -> Parameters {
        let scaled = code.contains("@ScaledMetric")
        var parameters = Parameters(
            size: number(after: "fixedSize: ", in: code) ?? number(after: "size: ", in: code) ?? "?")
        if scaled {
            parameters.kerning = number(after: "private var kern: CGFloat = ", in: code) ?? "0"
            let spacing = number(after: "private var spacing: CGFloat = ", in: code)
            if code.contains(".lineSpacing(spacing)") { parameters.lineSpacing = spacing ?? "?" }
            if code.contains(".padding(.vertical, spacing / 2)") {
                parameters.padding = spacing.flatMap(Double.init).map { rounded($0 / 2) } ?? "?"
            }
            if let padding = number(after: "private var padding: CGFloat = ", in: code) { parameters.padding = padding }
        } else {
            parameters.kerning = number(after: ".kerning(", in: code) ?? "0"
            parameters.lineSpacing = number(after: ".lineSpacing(", in: code) ?? "0"
            parameters.padding = number(after: ".padding(.vertical, ", in: code) ?? "0"
        }
        return parameters
    }

    /// `value` to 4 decimals as spec writes it: no trailing zeros.
    static func rounded(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// spec's code per style, on `lines` lines.
    func specCodes(_ directory: TemporaryDirectory, lines: Int) throws -> [String: [String: Any]] {
        let result = try CLI.run(
            ["spec", "--config", "fontprobe.yml", "--format", "json", "--lines", "\(lines)"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        var codes: [String: [String: Any]] = [:]
        for face in try fonts(result) {
            codes[face["style"] as? String ?? ""] = face["code"] as? [String: Any] ?? [:]
        }
        return codes
    }

    @Test func textStyleAndAttributesApplySpecsCode() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let generated = try CLI.run(["swift", "--config", "fontprobe.yml", "-o", "Fonts.swift"], in: directory.url)
        #expect(generated.status == 0, "\(generated.stderr)")
        let source = directory.url.appendingPathComponent("Fonts.swift").path
        // The file still type-checks against Apple's interfaces, its new modifiers included.
        let swiftc = try #require(SwiftCommandTests.swiftc, "swiftc is not on the PATH")
        let interfaces = try AppleInterfaces.directory.get()
        let apple = try SwiftCommandTests.run(
            swiftc, ["-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces, source])
        #expect(apple.status == 0, "\(apple.stderr)")

        // What each style applies: .textStyle's font size, kerning, line spacing and padding, and
        // attributes(for:)'s recipe and kern (the same numbers; UIKit itself is not on Linux).
        let printed = Self.styles.map { _, accessor in
            "show(Fonts.Styles.\(accessor))"
        }.joined(separator: "\n")
        let main = try directory.file(
            "main.swift",
            contents: Data(
                """
                func show(_ style: FontsTextStyle) {
                    func n(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
                    print(n(style.size), n(style.kern ?? 0), n(style.lineSpacing), n(style.verticalPadding), style.recipe.rawValue)
                }
                \(printed)

                """.utf8))
        let program = directory.url.appendingPathComponent("styles").path
        let built = try SwiftCommandTests.run(swiftc, ["-warnings-as-errors", source, main, "-lm", "-o", program])
        #expect(built.status == 0, "\(built.stderr)")
        let rows = try SwiftCommandTests.run(program, []).stdout.split(separator: "\n").map { $0.split(separator: " ") }
        try #require(rows.count == Self.styles.count)
        // By hand, the title: FPAudit-Bold's lines are (850 + 250) × 28 / 1000 = 30.8 pt, under
        // 1.2 × 28 = 33.6: 2.8 pt of line spacing, 1.4 above and below, which `.textStyle` left out.
        #expect(rows[1].prefix(4).joined(separator: " ") == "28.0 0.0 2.8 1.4")

        // spec's code: one line for the padding, kerning and UIKit recipe (the design `code` sets
        // each style in), two for the line spacing, which one line leaves out.
        let one = try specCodes(directory, lines: 1)
        let two = try specCodes(directory, lines: 2)
        for ((style, _), row) in zip(Self.styles, rows) {
            let numbers = row.prefix(4).map { Double($0).map(Self.rounded) ?? "?" }
            let applied = Parameters(size: numbers[0], kerning: numbers[1], lineSpacing: numbers[2], padding: numbers[3])
            let swiftUI = try #require(one[style]?["swiftUI"] as? String, "\(style)")
            var expected = Self.parameters(swiftUI: swiftUI)
            // Two lines closer than the font's have no SwiftUI code (lineSpacing is never negative): 0.
            expected.lineSpacing = (two[style]?["swiftUI"] as? String).map { Self.parameters(swiftUI: $0).lineSpacing } ?? "0"
            #expect(applied == expected, "\(style): \(swiftUI)")

            let uiKit = try #require(one[style]?["uiKit"] as? String, "\(style)")
            let recipe =
                uiKit.contains(".baselineOffset:")
                ? "baselineOffset"
                : uiKit.contains("minimumLineHeight")
                    ? "paragraphStyle" : uiKit.contains("lineSpacing") ? "wrapper" : "plainLabel"
            #expect(String(row[4]) == recipe, "\(style): \(uiKit)")
            #expect(Self.number(after: ".kern: ", in: uiKit) ?? "0" == applied.kerning, "\(style): \(uiKit)")
        }
    }
}
