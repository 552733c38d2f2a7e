import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe spec --config`: every text style of a configuration in one run, each in the face its
/// design token names (Inter 3 from Fixtures/design-tools/figma: 2816 units, hhea 2728/-680/0).
@Suite(.serialized)
struct SpecStylesTests: SingleFontJSONReading {
    /// The three designer styles of the issue: a 28/34 title, a 17/140% body tied to Dynamic Type's
    /// body, a 12 Auto caption.
    static let tokens = """
        {
          "typography": {
            "title": { "$type": "typography",
              "$value": { "fontFamily": "Inter", "fontWeight": 700, "fontSize": "28px", "lineHeight": "34px" } },
            "body": { "$type": "typography",
              "$value": { "fontFamily": "Inter", "fontWeight": 400, "fontSize": "17px", "lineHeight": "140%" },
              "$extensions": { "fontprobe": { "textStyle": "body" } } },
            "caption": { "$type": "typography",
              "$value": { "fontFamily": "Inter", "fontWeight": 500, "fontSize": "12px" } }
          }
        }
        """

    private func project() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let fonts = ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-Bold.otf"].map {
            "  - " + Repository.root.appendingPathComponent("Fixtures/design-tools/figma/\($0)").path
        }
        _ = try directory.file("tokens.json", contents: Data(Self.tokens.utf8))
        let config = try directory.file(
            "fontprobe.yml", contents: Data(("fonts:\n" + fonts.joined(separator: "\n") + "\nstyles: tokens.json\n").utf8))
        return (directory, config)
    }

    /// Three entries, each naming its style, face, size and line height: 34 pt; 140% of 17 =
    /// 23.8 pt; Figma's Auto (2728 + 680) × 12 / 2816 = 14.52273 pt.
    @Test func everyStyleInOneRun() throws {
        let (directory, config) = try project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["spec", "--config", config, "--format", "json"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let faces = try fonts(result)
        #expect(faces.map { $0["style"] as? String } == ["typography.title", "typography.body", "typography.caption"])
        #expect(faces.map { $0["postScriptName"] as? String } == ["Inter-Bold", "Inter-Regular", "Inter-Medium"])
        #expect(faces.map { $0["textStyle"] as? String } == [nil, "body", nil])
        #expect(faces.map { $0["pointSize"] as? Double } == [28, 17, 12])
        expectClose(faces[0]["lineHeight"], 34, "title")
        expectClose(faces[1]["lineHeight"], 23.8, "body")
        expectClose(faces[2]["lineHeight"], 3408.0 * 12 / 2816, "caption")
        // The body scales: UIFontMetrics and relativeTo: in its code, the others are fixed.
        let codes = faces.map { ($0["code"] as? [String: Any]) ?? [:] }
        #expect((codes[1]["uiKit"] as? String)?.contains("UIFontMetrics(forTextStyle: .body)") == true)
        #expect((codes[1]["swiftUI"] as? String)?.contains("relativeTo: .body") == true)
        #expect((codes[0]["uiKit"] as? String)?.contains("UIFontMetrics") == false)
        #expect((codes[0]["swiftUI"] as? String)?.contains("fixedSize: 28") == true)
    }

    @Test func stylePicksOne() throws {
        let (directory, config) = try project()
        defer { directory.cleanUp() }
        let one = try CLI.run(["spec", "--config", config, "--style", "typography.body", "--format", "json"])
        #expect(one.status == 0)
        #expect(try fonts(one).map { $0["style"] as? String } == ["typography.body"])
        let text = try CLI.run(["spec", "--config", config, "--style", "typography.body"])
        #expect(text.stdout.contains("style             typography.body, scaled with Dynamic Type as body"))
        #expect(text.stdout.contains("writes this style as Fonts.Styles.body"))
        let unknown = try CLI.run(["spec", "--config", config, "--style", "typography.bdy"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--style typography.bdy: \(config) has no such style (did you mean 'typography.body'?)"))
    }

    /// `--style body` is `typography.body`, the style `Fonts.Styles.body` is in the generated code;
    /// a mistyped suffix gets the whole name it is nearest.
    @Test func styleTakesAUniqueSuffix() throws {
        let (directory, config) = try project()
        defer { directory.cleanUp() }
        let one = try CLI.run(["spec", "--config", config, "--style", "body", "--format", "json"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try fonts(one).map { $0["style"] as? String } == ["typography.body"])
        let two = try CLI.run([
            "spec", "--config", config, "--style", "caption", "--style", "typography.title", "--format", "json",
        ])
        #expect(try fonts(two).map { $0["style"] as? String } == ["typography.title", "typography.caption"])
        let typo = try CLI.run(["spec", "--config", config, "--style", "bdy"])
        #expect(typo.status == 64)
        #expect(
            typo.stderr
                == "fontprobe: --style bdy: \(config) has no such style (did you mean 'typography.body'?); its styles are "
                + "typography.title, typography.body, typography.caption\n")
    }

    /// A suffix two styles end in is refused in one line naming both.
    @Test func anAmbiguousSuffixNamesTheCandidates() {
        let known = ["studio.caption", "typography.caption", "typography.body"]
        #expect(
            StyleSelection.pick(["caption"], among: known, file: "f.yml")
                == .failure(
                    .init(lines: [
                        "--style caption: f.yml has 2 styles ending in 'caption': studio.caption, typography.caption; give one of them whole"
                    ])))
        #expect(
            StyleSelection.pick(["studio.caption", "body"], among: known, file: "f.yml")
                == .success(["studio.caption", "typography.body"]))
        // Not a suffix of a path component: `ody` is no style.
        #expect(
            StyleSelection.pick(["ody"], among: known, file: "f.yml")
                == .failure(
                    .init(lines: [
                        "--style ody: f.yml has no such style (did you mean 'typography.body'?); its styles are studio.caption, "
                            + "typography.caption, typography.body"
                    ])))
    }

    @Test func aStyleGivesItsOwnSize() throws {
        let (directory, config) = try project()
        defer { directory.cleanUp() }
        let both = try CLI.run(["spec", "--config", config, "--size", "17"])
        #expect(both.status == 64 && both.stderr.contains("--config sets each style in its own face and size; leave out --size."))
        let neither = try CLI.run(["spec", "--scale", "3"])
        #expect(neither.status == 64 && neither.stderr.contains("Give a font file and --size, or --config."))
    }
}
