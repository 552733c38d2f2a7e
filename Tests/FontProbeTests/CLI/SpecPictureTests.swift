import FontProbe
import Foundation
import Testing

@testable import FontProbeOutput
@testable import FontProbeTestSupport

/// `spec --format png` through the built binary, on every platform, for every style of a
/// configuration and for several platforms side by side (docs/commands/spec.md#picture). The
/// picture's geometry is worked by hand in SpecSheetTests; here, what the command draws is counted
/// from the PNG: the design tool's box edges are dotted lines of their own colour, drawn on the
/// sheet's columns 0 and 1 of every 4, so column 16 (the margin, each row's first panel) crosses
/// two of them for each row of panels, and one more in the legend.
@Suite(.serialized)
struct SpecPictureTests {
    static let lato = Repository.font("Lato-Regular-subset.ttf")
    static let body = ["--size", "17", "--line-height", "25.5"]

    /// Runs `spec … --format png -o FILE` and decodes the picture (`nil` when none was written).
    static func picture(_ arguments: [String], in directory: URL? = nil) throws -> (CommandResult, PNGImage?) {
        let output = try TemporaryDirectory()
        defer { output.cleanUp() }
        let file = output.url.appendingPathComponent("spec.png").path
        let result = try CLI.run(["spec"] + arguments + ["--format", "png", "-o", file], in: directory)
        let png = FileManager.default.contents(atPath: file).map { try? PNGImage(pngBytes: [UInt8]($0)) } ?? nil
        return (result, png)
    }

    static func isTool(_ image: PNGImage, x: Int, y: Int) -> Bool {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 3]) == [Palette.tool.red, Palette.tool.green, Palette.tool.blue]
    }

    /// The runs of the tool's colour down column `x`: the box edges crossed there.
    static func toolRuns(_ image: PNGImage, x: Int) -> [Int] {
        (0..<image.height).filter { y in isTool(image, x: x, y: y) && (y == 0 || !isTool(image, x: x, y: y - 1)) }
    }

    /// Android draws as iOS does: a row of the plain Compose Text and the recipe written as code at
    /// each density (2 and 3): one row, its box's top and bottom.
    @Test func android() throws {
        let (result, image) = try Self.picture([Self.lato] + Self.body + ["--platform", "android"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let picture = try #require(image)
        #expect(Self.toolRuns(picture, x: 16).count == 2 + 1)
    }

    /// The web draws as the others do: one row, its box's top and bottom; and beside iOS and
    /// Android, six panels (the plain text and the recipe of each) along one box top.
    @Test func web() throws {
        let (result, image) = try Self.picture([Self.lato] + Self.body + ["--platform", "web"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        #expect(Self.toolRuns(try #require(image), x: 16).count == 2 + 1)
        let (all, three) = try Self.picture([Self.lato] + Self.body + ["--platform", "ios,android,web"])
        #expect(all.status == 0 && all.stderr == "", "\(all.stderr)")
        let picture = try #require(three)
        let top = try #require(Self.toolRuns(picture, x: 16).first)
        let columns = (0..<picture.width).filter { Self.isTool(picture, x: $0, y: top) }
        #expect(zip(columns, columns.dropFirst()).filter { $1 - $0 > 8 }.count + 1 == 6)
    }

    /// Every style of the brand tokens (Fixtures/design-tools/tokens: five styles), a row each;
    /// `--style` draws one.
    @Test func everyStyleOfAConfiguration() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let (all, image) = try Self.picture(["--config", "fontprobe.yml"], in: directory.url)
        #expect(all.status == 0 && all.stderr == "", "\(all.stderr)")
        #expect(Self.toolRuns(try #require(image), x: 16).count == 5 * 2 + 1)
        let (one, single) = try Self.picture(
            ["--config", "fontprobe.yml", "--style", "typography.body", "--platform", "android"], in: directory.url)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(Self.toolRuns(try #require(single), x: 16).count == 2 + 1)
        // Too large to draw: refused in one line before any text is drawn, and nothing written.
        let (huge, none) = try Self.picture(["--config", "fontprobe.yml", "--scale", "100"], in: directory.url)
        #expect(huge.status == 64 && none == nil)
        #expect(huge.stderr.split(separator: "\n").count == 1 && huge.stderr.contains("the picture would be at least"))
        // spec has no --zoom: it says what it can draw less of.
        #expect(huge.stderr.hasSuffix("ask for fewer faces, styles, platforms, scales or lines, or a smaller size\n"))
    }

    /// iOS and Android side by side, each at its own scale (3 and 2.625): one row of four panels
    /// (the plain text and the recipe of each), every box's top on one picture row.
    @Test func platformsSideBySide() throws {
        let (result, image) = try Self.picture([Self.lato] + Self.body + ["--platform", "ios,android"])
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let picture = try #require(image)
        let runs = Self.toolRuns(picture, x: 16)
        #expect(runs.count == 2 + 1)
        let top = try #require(runs.first)
        // Along the box's top: four dotted spans, 24 px gutters between them.
        let columns = (0..<picture.width).filter { Self.isTool(picture, x: $0, y: top) }
        let spans = zip(columns, columns.dropFirst()).filter { $1 - $0 > 8 }.count + 1
        #expect(spans == 4)
    }

    /// Several platforms are a picture's; text and JSON report one.
    @Test func severalPlatformsDrawOnlyAsPNG() throws {
        for format in ["text", "json"] {
            let result = try CLI.run(["spec", Self.lato] + Self.body + ["--platform", "android,ios", "--format", format])
            #expect(result.status == 64 && result.stdout == "")
            #expect(
                result.stderr.contains(
                    "--platform ios,android: several platforms draw only as png, side by side; give --format png, "
                        + "or one platform for text or json."), "\(result.stderr)")
        }
        let web = try CLI.run(["spec", Self.lato] + Self.body + ["--platform", "ios,web", "--format", "png"])
        #expect(web.status == 0 && web.stdoutBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(web.stderr)")
    }

    /// The scales each platform is set at: those given; else 2 and 3 for one platform, and each
    /// platform's usual one side by side (iOS 3, Android 2.625).
    @Test func scalesByPlatform() throws {
        var request = SpecRequest()
        (request.font, request.size, request.format) = (Self.lato, NumberArgument(argument: "17"), .png)
        request.platformLists = ["web,android", "ios"]
        let all = try request.run(scales: nil)
        #expect(all.platforms == [.ios, .android, .web])
        // iOS's 3x, a 420 dpi Android phone's 2.625, a laptop's device pixel ratio of 2.
        #expect(all.scales(for: .ios) == [3] && all.scales(for: .android) == [2.625] && all.scales(for: .web) == [2])
        #expect(try request.run(scales: [2]).scales(for: .android) == [2])
        request.platformLists = ["android"]
        #expect(try request.run(scales: nil).scales(for: .android) == [2, 3])
    }

    /// Each platform's picture of three lines draws three baselines in each panel: down column 18
    /// (the first panel, clear of the dotted edges' columns 0 and 1 of every 4) the platform's solid
    /// red crosses three times, and once more in the legend's swatch; the tool's edges twice, and
    /// once in the legend.
    @Test func everyLineIsDrawn() throws {
        let font = Repository.root.appendingPathComponent("Fixtures/lines/FPLines-Label.ttf").path
        for platform in ["ios", "android", "web"] {
            let (result, image) = try Self.picture([
                font, "--size", "16", "--line-height", "19.2", "--lines", "3", "--scale", "3", "--platform", platform,
            ])
            #expect(result.status == 0 && result.stderr == "", "\(platform): \(result.stderr)")
            let picture = try #require(image)
            let baseline = [Palette.baseline.red, Palette.baseline.green, Palette.baseline.blue]
            func isBaseline(_ y: Int) -> Bool {
                let i = (y * picture.width + 18) * 4
                return Array(picture.pixels[i..<i + 3]) == baseline
            }
            let runs = (0..<picture.height).filter { isBaseline($0) && ($0 == 0 || !isBaseline($0 - 1)) }
            #expect(runs.count == 3 + 1, "\(platform): \(runs)")
            #expect(Self.toolRuns(picture, x: 16).count == 2 + 1, "\(platform)")
        }
    }
}
