import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe render` on every kind of fixture, through the built binary, against golden PNGs that
/// were looked at by eye before they were committed. Compared pixel by pixel (decoded by the PNG
/// door), so a different zlib cannot fail them. Re-record with `FONTPROBE_RECORD_SNAPSHOTS=1`, then
/// look at every changed picture.
@Suite(.serialized)
struct RenderGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var golden: String
        var arguments: [String]
        var testDescription: String { golden }
    }

    static let cases: [Case] = [
        // TrueType, at the defaults: 17 pt at 2x and 3x, zoom 4, "Hxgjp Åé".
        Case(golden: "truetype-lato.png", arguments: [Repository.font("Lato-Regular-subset.ttf")]),
        Case(golden: "cff-texgyreheros.png", arguments: [Repository.font("TeXGyreHeros-Regular-subset.otf"), "--scale", "3"]),
        Case(golden: "collection.png", arguments: [Repository.font("FPCollection.ttc"), "--scale", "3"]),
        Case(golden: "woff2-lato.png", arguments: [Repository.font("Lato-Regular-subset.woff2"), "--scale", "3"]),
        Case(
            golden: "variable-black.png",
            arguments: [Repository.font("FPVariable-VF.ttf"), "--instance", "Black", "--scale", "3"]),
        // The one emoji the subset keeps (U+1F600) between letters it lacks.
        Case(
            golden: "color-emoji.png",
            arguments: [Repository.font("NotoColorEmoji-subset.ttf"), "--text", "H\u{1F600}x", "--scale", "3"]),
        // The envelope, heart and star the subset keeps.
        Case(
            golden: "icons-fontawesome.png",
            arguments: [Repository.font("FontAwesome-subset.ttf"), "--text", "\u{F003}\u{F004}\u{F005}", "--scale", "3"]),
        // OS/2 says cap 700 and x 500, the outlines are 740 and 540 high (Fixtures/fonts/README.md):
        // the dotted lines of the ink, 2 px above the cap and x lines at 17 pt @3x.
        Case(
            golden: "cap-line-misses-ink.png",
            arguments: [Repository.font("FPAudit-Regular.ttf"), "--text", "Hx", "--scale", "3"]),
        Case(
            golden: "compare-lato-texgyreheros.png",
            arguments: [
                Repository.font("Lato-Regular-subset.ttf"), "--compare", Repository.font("TeXGyreHeros-Regular-subset.otf"),
                "--scale", "3",
            ]),
    ]

    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Runs `render … -o FILE` and returns the PNG's bytes.
    static func render(_ arguments: [String]) throws -> (result: CommandResult, png: [UInt8]) {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("out.png").path
        let result = try CLI.run(["render"] + arguments + ["-o", file])
        let png = (try? Data(contentsOf: URL(fileURLWithPath: file))).map { [UInt8]($0) } ?? []
        return (result, png)
    }

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let (result, png) = try Self.render(c.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let url = Self.goldenFolder.appendingPathComponent(c.golden)
        guard let golden = try Golden.bytes(for: png, at: url) else { return }
        let actual = try PNGImage(pngBytes: png)
        let expected = try PNGImage(pngBytes: golden)
        let differing =
            actual.width == expected.width && actual.height == expected.height
            ? stride(from: 0, to: actual.pixels.count, by: 4).filter {
                actual.pixels[$0..<$0 + 4] != expected.pixels[$0..<$0 + 4]
            }.count : -1
        if differing != 0 {
            let saved = FileManager.default.temporaryDirectory.appendingPathComponent("fontprobe-actual-\(c.golden)")
            try Data(png).write(to: saved)
            let what =
                differing < 0
                ? "the size differs (\(actual.width) x \(actual.height), golden \(expected.width) x \(expected.height))"
                : "\(differing) pixels differ"
            Issue.record("\(c.golden): \(what); the picture drawn is \(saved.path)")
        }
    }

    @Test func sameInputSameBytes() throws {
        let arguments = [
            Repository.font("Lato-Regular-subset.ttf"), "--compare", Repository.font("NotoColorEmoji-subset.ttf"),
            "--text", "H\u{1F600}x",
        ]
        let first = try Self.render(arguments)
        let second = try Self.render(arguments)
        #expect(first.result.status == 0)
        #expect(!first.png.isEmpty)
        #expect(first.png == second.png)
    }
}
