import Foundation
import Testing

@testable import FontProbeTestSupport

/// The default instance selection reads a named instance whose glyphs reach higher or lower than
/// the default's, not only one that moves the metrics, 'H' or 'x' (Fixtures/instances/README.md):
/// FP Accent's Black has the default's tables, 'H' and 'x', and an 'Å' 950 units tall against 800.
struct InstanceReachTests {
    static let font = Repository.root.appendingPathComponent("Fixtures/instances/FPAccent-VF.ttf").path

    static func faces(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try CLI.run(["audit", font, "--format", "json"] + arguments)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return document["fonts"] as? [[String: Any]] ?? []
    }

    static func instance(_ face: [String: Any]) -> String? {
        ((face["variation"] as? [String: Any])?["instance"] as? [String: Any])?["name"] as? String
    }

    /// At 17 pt @3x (0.051 px a unit) a one-line label's baseline is round(800 × 0.051) = 41 px from
    /// its top; Black's 'Å' rises 950 × 0.051 = 48.45 px: 7.45 px beyond, written 7.5.
    @Test func aTallerAccentIsReason() throws {
        let faces = try Self.faces([])
        #expect(faces.map(Self.instance) == ["Thin", "Black"])
        let black = try #require(faces.last?["findings"] as? [[String: Any]])
        let message = try #require(black.first { $0["rule"] as? String == "glyphs-outside-line-box" }?["message"] as? String)
        #expect(message.hasPrefix("'Å' (U+00C5) reaches 7.5 px above the top of a one-line label at 17 pt @3x"))
        // The default instance's 'Å' is inside the box: no finding there.
        let thin = try #require(faces.first?["findings"] as? [[String: Any]])
        #expect(!thin.contains { $0["rule"] as? String == "glyphs-outside-line-box" })
    }

    @Test func theDefaultAloneWhenAskedFor() throws {
        #expect(try Self.faces(["--instances", "default"]).map(Self.instance) == ["Thin"])
    }
}
