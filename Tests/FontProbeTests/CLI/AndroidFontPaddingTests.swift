import Foundation
import Testing

@testable import FontProbeTestSupport

/// android-font-padding: a `head` box that makes a padded TextView line (includeFontPadding, the
/// View default) taller than a Compose Text's by a device pixel or more beyond what the family's
/// other faces add (docs/commands/audit.md#rules). A family of two faces of the Liberation Sans
/// subset, the second's `head` yMax forged by fontTools (told not to recompute the box), as a logo
/// glyph would raise it.
///
/// By hand, from tables.json (2048 units per em, hhea 1854/-434, no USE_TYPO_METRICS, so Skia reads
/// hhea; `head` yMin -621), at 17 sp @3x = 51 px, with hwui's rounding (docs/model.md#android):
/// - Compose: ascent floor(-1854 × 51 / 2048 + 0.5) = floor(-45.67) = -46, descent
///   floor(434 × 51 / 2048 + 0.5) = floor(11.31) = 11: 57 px.
/// - The Regular's View: top floor(-2007 × 51 / 2048) = floor(-49.98) = -50, bottom
///   ceil(621 × 51 / 2048) = ceil(15.46) = 16: 66 px, 9 px more than Compose.
/// - yMax 2500: top floor(-62.26) = -63: 79 px, 22 px more; 13 px beyond the Regular's 9.
/// - yMax 2037: top floor(-50.73) = -51: 67 px, 10 px more; a whole pixel beyond, but only
///   30 × 51 / 2048 = 0.75 px before rounding: a rounding step, no finding.
@Suite(.serialized)
struct AndroidFontPaddingTests {
    static let font = "LiberationSans-Regular-subset.ttf"

    /// FPPad-Regular.ttf (the fixture) and FPPad-Bold.ttf (its `head` yMax set to `yMax`, named
    /// Bold), audited with `platforms`: the android-font-padding findings by file, with severities.
    static func audit(yMax: Int, platforms: String) throws -> [String: (severity: String, message: String)] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let folder = directory.url.path
        try FileManager.default.copyItem(atPath: Repository.font(font), toPath: "\(folder)/FPPad-Regular.ttf")
        try FontTools.forge(
            Repository.font(font), to: "\(folder)/FPPad-Bold.ttf",
            """
            f.recalcBBoxes = False
            f['head'].yMax = \(yMax)
            f['name'].setName('Bold', 2, 3, 1, 0x409)
            f['name'].setName('FPSubsetLS-Bold', 6, 3, 1, 0x409)
            """)
        let result = try CLI.run(["audit", folder, "--platform", platforms, "--format", "json"])
        let document = try #require(JSON.object(result.stdout), "\(result.stderr)")
        var found: [String: (severity: String, message: String)] = [:]
        for face in document["fonts"] as? [[String: Any]] ?? [] {
            let file = ((face["path"] as? String ?? "") as NSString).lastPathComponent
            for finding in face["findings"] as? [[String: Any]] ?? [] where finding["rule"] as? String == "android-font-padding" {
                found[file] = (finding["severity"] as? String ?? "", finding["message"] as? String ?? "")
            }
        }
        return found
    }

    static let message =
        "head.yMax 2500, yMin -621 make a one-line TextView with font padding (includeFontPadding, the View default) "
        + "79 px high at 17 sp @3x, 22 px taller than a Compose Text (57 px), where the family's other faces add at most "
        + "9 px: 13 px more"

    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aLogoGlyphRaisesTheHeadBox() throws {
        let found = try Self.audit(yMax: 2500, platforms: "ios,android")
        #expect(Array(found.keys) == ["FPPad-Bold.ttf"], "\(found)")
        #expect(found["FPPad-Bold.ttf"]?.severity == "warning")
        #expect(found["FPPad-Bold.ttf"]?.message == Self.message)
    }

    /// Without Android listed the same finding is info and says where it matters.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func infoWithoutAndroid() throws {
        let found = try Self.audit(yMax: 2500, platforms: "ios")
        #expect(found["FPPad-Bold.ttf"]?.severity == "info")
        #expect(
            found["FPPad-Bold.ttf"]?.message == Self.message + " (it matters on Android, which platforms: does not list)")
    }

    /// The control: 30 units higher is a pixel higher after Skia's floor, 0.75 px before it.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aRoundingStepIsQuiet() throws {
        #expect(try Self.audit(yMax: 2037, platforms: "ios,android").isEmpty)
    }
}
