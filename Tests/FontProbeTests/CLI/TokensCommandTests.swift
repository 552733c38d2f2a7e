import Foundation
import Testing

@testable import FontProbeTestSupport

/// A design tokens file as `styles:` (Fixtures/design-tools/tokens/brand.tokens.json), end to end:
/// `fontprobe swift` writes its styles and `check` weighs each against its face. The numbers are
/// worked out by hand from the fixtures' tables (Fixtures/fonts/tables.json).
@Suite(.serialized)
struct TokensCommandTests {
    static let configuration = """
        fonts:
          - fonts
        baseline: false
        styles: design/brand.tokens.json

        """

    /// A project with the four faces the tokens name, the tokens, and the configuration.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for folder in ["fonts", "design"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPHelvetica-Regular.ttf", "Lato-Regular-subset.ttf"] {
            _ = try directory.file("fonts/\(name)", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font(name))))
        }
        let tokens = Repository.root.appendingPathComponent("Fixtures/design-tools/tokens/brand.tokens.json")
        _ = try directory.file("design/brand.tokens.json", contents: try Data(contentsOf: tokens))
        _ = try directory.file("fontprobe.yml", contents: Data(Self.configuration.utf8))
        return directory
    }

    /// Each token a style on the face its family, weight and slant name: title's "Bold" is FPAudit-Bold,
    /// 1.2 × 28 pt lines; caption's 2% of 12 pt is 0.24 pt of kern. A program built with the file
    /// reads them back: title's lineSpacing is 33.6 - (850 + 250) × 28 / 1000 = 2.8 pt.
    @Test func swiftWritesTheTokens() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["swift", "--config", "fontprobe.yml", "-o", "Fonts.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOf: directory.url.appendingPathComponent("Fonts.swift"), encoding: .utf8)
        for line in [
            "face: Fonts.fpAuditRegular, size: 17, lineHeight: 25.5, textStyle: .body, maximumPointSize: 28, kern: -0.5)",
            "face: Fonts.fpAuditBold, size: 28, lineHeight: 33.6)", "/// typography.legacy: Helvetica-FPTest at 17 pt.",
            "/// typography.web: FPSubsetL-Regular at 17 pt.",
            "face: Fonts.fpAuditRegular, size: 12, lineHeight: 10, kern: 0.24)",
        ] {
            #expect(source.contains(line), "\(line)")
        }
        let swiftc = try #require(SwiftCommandTests.swiftc, "swiftc is not on the PATH")
        let main = try directory.file(
            "main.swift",
            contents: Data(
                """
                print(Fonts.Styles.studioCaption.kern ?? 0, (Fonts.Styles.typographyTitle.lineSpacing * 1000).rounded() / 1000)

                """.utf8))
        let program = directory.url.appendingPathComponent("tokens").path
        let built = try SwiftCommandTests.run(
            swiftc, ["-warnings-as-errors", directory.url.appendingPathComponent("Fonts.swift").path, main, "-lm", "-o", program])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try SwiftCommandTests.run(program, []).stdout == "0.24 2.8\n")
    }

    /// `check` finds each style's problems at its size and @3x, warnings where UIKit puts the text
    /// elsewhere, info where it only could:
    /// - title (info): as lineHeightMultiple 1.2 × 30.8 = 36.96 pt against 33.6: 3.36 pt, 10.08 px taller;
    /// - legacy (the family "Helvetica"): UIKit's ascender 15% of (1577 + 471) × 17 / 2048 = 2.55 pt
    ///   higher, so the baseline 2.55 pt lower; its line 1.15 × 17 = 19.55 pt;
    /// - web (Lato, USE_TYPO_METRICS without STAT): Chromium's baseline 41 + floor((61 - 51) / 2) = 46 px
    ///   against UIKit's round(1974 × 51 / 2000) = 50: 4 px higher; its line 61 px against ceil(61.2) = 62;
    /// - caption: 10 pt lines under 12 pt of glyphs; body (1.5 × 17 on a 17 pt line) has none.
    @Test func checkWeighsEachStyle() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        for text in [
            "info     style typography.title     lineHeight 1.2 is 1.2 × the size, 33.6 pt; as lineHeightMultiple (a multiple of the "
                + "font's 30.8 pt line) it would be 36.96 pt, 3.36 pt (10.1 px @3x) taller",
            "warning  style typography.legacy    UIKit adds 15% to the ascender of 'Helvetica'",
            "the first baseline sits 2.55 pt (7.", "it would be 23.46 pt, 3.06 pt (9.2 px @3x) taller",
            // On iOS alone (no platforms:) the web's line is info, saying where it matters.
            "info     style typography.web       USE_TYPO_METRICS without a STAT table: the web reads typo, iOS hhea, so at 17 pt "
                + "the web's first baseline sits 4 px @3x higher and its line is 1 px @3x shorter than UIKit's "
                + "(it matters on the web, which platforms: does not list)",
            "warning  style studio.caption       lineHeight 10 pt is below the font's ascender + descender, 12 pt at 12 pt: lines "
                + "overlap by 2 pt (6 px @3x)",
        ] {
            #expect(result.stdout.contains(text), "\(text)")
        }
        #expect(!result.stdout.contains("style typography.body"))
        // As a gate: failOn warning fails on them.
        let strict = Self.configuration + "failOn: warning\n"
        _ = try directory.file("fontprobe.yml", contents: Data(strict.utf8))
        let json = try CLI.run(["check", "--config", "fontprobe.yml", "--format", "json"], in: directory.url)
        #expect(json.status == 1)
        #expect(json.stdout.contains(#""check" : "style typography.title""#))
        #expect(json.stdout.contains(#""rule" : "style-mismatch""#))
    }

    /// A token key is a style's name in every line about it: one holding a line feed and a
    /// workflow command, an escape sequence and a bidirectional override is written escaped, on
    /// its own line (docs/fonts.md#control-characters); it used to forge a GitHub annotation.
    @Test func styleNamesAreEscaped() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let key = #"x\n::error file=a::forged\u001b[31m\u202e"#
        let tokens =
            #"{"t": {"\#(key)": {"$type": "typography", "$value": {"fontFamily": "FP Audit", "fontSize": 17, "lineHeight": "10px"}}}}"#
        _ = try directory.file("design/brand.tokens.json", contents: Data(tokens.utf8))
        let result = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(result.stdout.contains(#"style t.x\n::error file=a::forged\u{1b}[31m\u{202e}"#), "\(result.stdout)")
    }

    /// A mistake in the tokens is said at its line and column in the tokens file (64: line 14, column
    /// 23 is the 1.5 of body's lineHeight; line 19, column 14 the title token); a family the
    /// fonts lack too, with the faces there are; a missing tokens file is missing input (66).
    @Test func mistakesInTheTokens() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("design/brand.tokens.json")
        let tokens = try String(contentsOf: path, encoding: .utf8)
        try tokens.replacingOccurrences(of: #""lineHeight": 1.5"#, with: #""lineHeight": 24"#)
            .write(to: path, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["swift", "--config", "fontprobe.yml"], in: directory.url)
        #expect(bad.status == 64 && bad.stdout == "")
        #expect(
            bad.stderr
                == "fontprobe: design/brand.tokens.json:14:23: typography.body.lineHeight: 24 would be 24 times the font "
                + #"size (a DTCG lineHeight is a multiple); write "24px" for points"# + "\n")
        try tokens.replacingOccurrences(of: #""fontWeight": "Bold""#, with: #""fontWeight": 300"#)
            .write(to: path, atomically: true, encoding: .utf8)
        for command in ["swift", "check"] {
            let light = try CLI.run([command, "--config", "fontprobe.yml"], in: directory.url)
            #expect(light.status == 64, "\(command)")
            #expect(
                light.stderr.hasPrefix(
                    "fontprobe: design/brand.tokens.json:19:14: typography.title: no configured face is 'FP Audit' at weight 300; "
                        + "the faces are FPAudit-Bold (FP Audit Bold), "), "\(command): \(light.stderr)")
        }
        try FileManager.default.removeItem(at: path)
        let missing = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(missing.status == 66)
        #expect(missing.stderr == "fontprobe: there is no design tokens file 'design/brand.tokens.json' (styles)\n")
    }
    /// With the web shipped, Lato's web clause is a warning (its hhea 1974/-426/0 and typo
    /// 1610/-390/400 differ). Inter's hhea and typo are the same (2728/-680/0, USE_TYPO_METRICS set,
    /// no STAT): whatever pixel Chromium's rounding puts between the web and UIKit, its styles get no
    /// such clause, on iOS alone or with the web.
    @Test func theWebsLineWhereTheTablesDiffer() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "fonts/Inter-Regular.otf",
            contents: try Data(
                contentsOf: Repository.root.appendingPathComponent("Fixtures/design-tools/figma/Inter-Regular.otf")))
        _ = try directory.file(
            "design/inter.tokens.json",
            contents: Data(
                """
                {"type": {"$type": "typography",
                  "body": {"$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "17px", "lineHeight": "24px"}},
                  "caption": {"$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "12px", "lineHeight": 1.25}},
                  "title": {"$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "28px"}}}}
                """.utf8))
        for platforms in ["[ios]", "[ios, web]"] {
            _ = try directory.file(
                "inter.yml",
                contents: Data("fonts: fonts\nbaseline: false\nplatforms: \(platforms)\nstyles: design/inter.tokens.json\n".utf8))
            let inter = try CLI.run(["check", "--config", "inter.yml"], in: directory.url)
            #expect(inter.status == 0, "\(inter.stderr)")
            #expect(!inter.stdout.contains("USE_TYPO_METRICS without a STAT table"), "\(platforms): \(inter.stdout)")
            #expect(!inter.stdout.contains("warning  style"), "\(platforms): \(inter.stdout)")
        }
        _ = try directory.file("fontprobe.yml", contents: Data((Self.configuration + "platforms: [ios, web]\n").utf8))
        let web = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(
            web.stdout.contains(
                "warning  style typography.web       USE_TYPO_METRICS without a STAT table: the web reads typo, iOS hhea"))
        #expect(!web.stdout.contains("Android reads typo"))
        // Android listed: Lato (typo 1610/-390 of 2000) at 17 sp @3x, 51 px, is a Compose line from
        // round(-41.055) = -41 to round(9.945) = 10: 51 px, its baseline 41 down, where UIKit's label
        // (hhea 1974/-426) is ceil(61.2) = 62 px with its baseline round(50.337) = 50 down.
        _ = try directory.file("fontprobe.yml", contents: Data((Self.configuration + "platforms: [ios, android]\n").utf8))
        let android = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(
            android.stdout.contains(
                "warning  style typography.web       USE_TYPO_METRICS without a STAT table: Android reads typo, iOS hhea, so at "
                    + "17 sp a Compose Text's first baseline sits 9 px @3x higher and its line is 11 px @3x shorter than UIKit's"),
            "\(android.stdout)")
    }
}
