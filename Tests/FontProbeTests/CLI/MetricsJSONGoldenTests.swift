import Foundation
import Testing

@testable import FontProbeTestSupport

/// The metrics JSON of every fixture font, byte for byte as the binary wrote it before the
/// platforms became types of the model (recorded with that binary, fontprobe 14f478b): a
/// change in how the rows are computed or written shows here as a diff of the document.
/// Re-record with `FONTPROBE_RECORD_SNAPSHOTS=1` only for a change meant to change the JSON
/// (and a `schemaVersion` bump), then review the diff.
struct MetricsJSONGoldenTests {
    /// Every font of Fixtures/fonts, in name order: the unreadable ones are the document's errors.
    static var fonts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fonts.path)) ?? []
        let kinds: Set<String> = ["ttf", "otf", "ttc", "woff", "woff2", "bdf"]
        return names.filter { kinds.contains(($0 as NSString).pathExtension) }.sorted().map { "Fixtures/fonts/\($0)" }
    }

    @Test(arguments: [
        (["--size", "17", "--scale", "3"], "metrics-fixtures.json"),
        (["--size", "17", "--scale", "2,3", "--platform", "ios,android,web"], "metrics-fixtures-platforms.json"),
    ])
    func everyFixture(options: [String], golden: String) throws {
        #expect(Self.fonts.count >= 57)
        let run = try CLI.run(["metrics"] + Self.fonts + options + ["--all-instances", "--format", "json"], in: Repository.root)
        #expect(run.status == 2, "some fixtures are unreadable on purpose: \(run.stderr)")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(golden)")
        try Golden.expect(run.stdout, equals: url)
    }
}
