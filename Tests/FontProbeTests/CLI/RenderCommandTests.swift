import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe render` through the built binary: exit codes, stderr and the PNG written.
@Suite(.serialized)
struct RenderCommandTests {
    static let lato = Repository.font("Lato-Regular-subset.ttf")
    /// Characters the Lato subset has (Fixtures/fonts/README.md), so that no note is expected.
    static let text = ["--text", "Hxgjp"]

    @Test func stdoutWithDash() throws {
        let run = try CLI.run(["render", Self.lato, "--scale", "3", "--zoom", "1", "-o", "-"] + Self.text)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        // The PNG signature (the PNG specification): 137 'P' 'N' 'G' CR LF 26 LF.
        #expect(Array(run.stdoutBytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect((try? PNGImage(pngBytes: run.stdoutBytes)) != nil)
    }

    @Test func outputIsRequired() throws {
        let result = try CLI.run(["render", Self.lato])
        #expect(result.status == 64)
        #expect(result.stderr.contains("render writes a PNG: give -o FILE.png, or -o - for stdout."))
    }

    @Test(arguments: ["0", "33", "two", "-1"])
    func badZoom(_ zoom: String) throws {
        let result = try CLI.run(["render", Self.lato, "--zoom", zoom, "-o", "-"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--zoom must be a whole number between 1 and 32, not \(zoom)."))
        #expect(result.stdout == "")
    }

    @Test func emptyTextIsAUsageError() throws {
        let result = try CLI.run(["render", Self.lato, "--text", "", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--text must have 1 to 200 characters, not 0."))
    }

    @Test func overTheLimitIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("big.png").path
        // 10000 pt at 3x and 4x: Lato's labels are 2400 * 10000 * k / 2000 = 36,000 and 48,000 px high,
        // 2,688,000 at zoom 32 (plus margins 32 and pads 4 a row: 2,688,040); each column at least two
        // 12-pixel overhangs wide (plus margins: 56): 150,530,240 pixels, over 2^26 before any text is drawn.
        let result = try CLI.run(["render", Self.lato, "--size", "10000", "--scale", "3,4", "--zoom", "32", "-o", file])
        #expect(result.status == 64)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stderr.contains("the picture would be at least 56 x 2688040 pixels (143.6 megapixels)"))
        #expect(result.stderr.contains("the limit is 64 megapixels"))
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func missingFontIsNamedAndTheRestDrawn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("out.png").path
        let missing = directory.url.appendingPathComponent("missing.ttf").path
        let result = try CLI.run(["render", Self.lato, missing, "--scale", "3", "--zoom", "1", "-o", file] + Self.text)
        // docs/exit-codes.md: a path that does not exist is 66; the rest is still drawn.
        #expect(result.status == 66)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("'\(missing)'"))
        let png = try PNGImage(pngBytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(png.width > 0)
    }

    @Test func unreadableFontIsNamedAndTheRestDrawn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("out.png").path
        let broken = try directory.file("broken.ttf", contents: Data("not a font".utf8))
        let result = try CLI.run(["render", Self.lato, broken, "--scale", "3", "--zoom", "1", "-o", file] + Self.text)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("'\(broken)'"))
        #expect((try? PNGImage(pngBytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))) != nil)
    }

    @Test func nothingToDrawWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("out.png").path
        // Fixtures/fonts/README.md: hhea, typo and win are all 0, so the face has no label.
        let font = Repository.font("FPAllZero-Regular.ttf")
        let result = try CLI.run(["render", font, "-o", file])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(font)': face 0 has no usable vertical metrics "
                + "(hhea, OS/2 typo and win ascender and descender are all 0 or missing)\n")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func lackingCharactersIsANote() throws {
        let font = Repository.font("FontAwesome-subset.ttf")
        let result = try CLI.run(["render", font, "--text", "H\u{F005}\u{E9}", "--scale", "3", "-o", "/dev/null"])
        // Fixtures/fonts/README.md: the subset keeps U+F003 to U+F005 and space, so 'H' and 'é' are lacking.
        #expect(result.status == 0)
        #expect(result.stderr == "fontprobe: note: '\(font)': no glyph for 'H' (U+0048), 'é' (U+00E9)\n")
    }

    @Test func eachFaceOfACollectionIsNoted() throws {
        let font = Repository.font("FPCollection.ttc")
        let result = try CLI.run(["render", font, "--text", "Hxg", "--scale", "3", "-o", "/dev/null"])
        // Fixtures/fonts/glyphs.json (fontTools): both faces map only space, 'H' and 'x'.
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "fontprobe: note: '\(font)' (face 0): no glyph for 'g' (U+0067)\n"
                + "fontprobe: note: '\(font)' (face 1): no glyph for 'g' (U+0067)\n")
    }

    @Test func unwritableOutputIs74() throws {
        let result = try CLI.run(["render", Self.lato, "--scale", "3", "--zoom", "1", "-o", "/dev/full"] + Self.text)
        #expect(result.status == 74)
        #expect(result.stderr == "fontprobe: cannot write '/dev/full': No space left on device\n")
    }
}
