import Foundation
import Testing

@testable import FontProbeTestSupport

/// duplicate-postscript-name calls two files one face only when what every listed platform reads
/// is equal: the metrics each reads and the glyph boxes of the letters the rules measure
/// (docs/commands/audit.md#rules). Each second release is forged by fontTools from the Liberation
/// Sans subset; the values below are fontTools' reading of it (`Fixtures/fonts/tables.json`):
/// 2048 units per em, hhea 1854/-434/67, OS/2 typo 1491/-431/307 without USE_TYPO_METRICS (so
/// CoreText, Skia and Chromium all read hhea), `head` yMax 2007 and yMin -621.
@Suite(.serialized)
struct DuplicateReadingsTests {
    static let font = "LiberationSans-Regular-subset.ttf"

    /// The fixture in `a/` and a release forged by `edit` in `b/`, audited with `platforms`; the
    /// duplicate-postscript-name messages by folder.
    static func audit(_ edit: String, platforms: String) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let folder = directory.url.path
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: Repository.font(font), toPath: "\(folder)/a/\(font)")
        try FontTools.forge(Repository.font(font), to: "\(folder)/b/\(font)", edit)
        let result = try CLI.run(["audit", folder, "--platform", platforms, "--format", "json"])
        let document = try #require(JSON.object(result.stdout), "\(result.stderr)")
        var found: [String: String] = [:]
        for face in document["fonts"] as? [[String: Any]] ?? [] {
            let path = face["path"] as? String ?? ""
            for finding in face["findings"] as? [[String: Any]] ?? []
            where finding["rule"] as? String == "duplicate-postscript-name" {
                found[path.hasPrefix("\(folder)/a/") ? "a" : "b"] = finding["message"] as? String
            }
        }
        return found
    }

    /// The two Liberation Mono versions: OS/2 sTypoLineGap 550 against 0, a field no
    /// platform reads without USE_TYPO_METRICS. Here 307 → 0: one face on every platform.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aFieldNoPlatformReadsIsOneFace() throws {
        #expect(try Self.audit("f['OS/2'].sTypoLineGap = 0", platforms: "ios,android,web").isEmpty)
    }

    /// A logo glyph's `head` yMax, 2007 → 2307 (fontTools told not to recompute the box): CoreText
    /// and Chromium do not read it, and the glyphs measured are the same, so on iOS and the web it is
    /// one face; Skia does (a padded View's top: floor(-2007 × 51 / 2048) = -50 px against
    /// floor(-2307 × 51 / 2048) = floor(-57.45) = -58 px at 17 sp @3x), so with Android listed it is
    /// two faces, and the finding says so.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func theHeadBoxIsReadByAndroidOnly() throws {
        let edit = "f.recalcBBoxes = False\nf['head'].yMax = 2307"
        #expect(try Self.audit(edit, platforms: "ios,web").isEmpty)
        let found = try Self.audit(edit, platforms: "ios,android,web")
        #expect(found.count == 2, "\(found)")
        #expect(
            found["a"]?.contains("another face, which differs in what Android reads (top): iOS registers") == true, "\(found)")
    }

    /// The Liberation Sans and Serif releases: the same names and metrics, glyphs apart.
    /// Here the outline of 'b' moves 100 units up (its box's bottom and top both move 100; a move
    /// sideways is undone by the left side bearing FreeType places a glyph at): iOS alone tells the
    /// two apart, by 100 × 17 × 3 / 2048 = 2.490 px at 17 pt @3x. fontTools recomputes the release's
    /// `head` box from its glyphs (yMax 1584, 'b''s new top, and yMin -434): inside the line box
    /// (1854/-434), so its ink is not measured on the first reading, and is on a second one, as
    /// for every face whose PostScript name another file shares.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func glyphBoxesTellTwoDesignsApart() throws {
        let edit = "g = f['glyf']['b']\ng.coordinates.translate((0, 100))\ng.recalcBounds(f['glyf'])"
        let found = try Self.audit(edit, platforms: "ios")
        #expect(found.count == 2, "\(found)")
        #expect(
            found["b"]?.contains(
                "another face, which differs in the glyph boxes of the characters the rules measure (up to 100 units, "
                    + "2.49 px at 17 pt @3x): iOS registers") == true, "\(found)")
    }
}
