import Foundation
import Testing

@testable import FontProbeTestSupport

/// Reports and generated files name fonts relative to the configuration's directory, as `fonts:`
/// names them, however the configuration itself is given: the same bytes on every machine.
@Suite(.serialized)
struct RelativePathTests {
    @Test func swiftHeaderNamesFontsAsTheConfigurationDoes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        let font = Repository.font("FPAudit-Regular.ttf")
        _ = try directory.file("fonts/FPAudit-Regular.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: font)))
        _ = try directory.file("fontprobe.yml", contents: Data("fonts:\n  - fonts\nbaseline: false\n".utf8))
        let absolute = directory.url.appendingPathComponent("fontprobe.yml").path
        let fromElsewhere = try CLI.run(["swift", "--config", absolute])
        let fromThere = try CLI.run(["swift", "--config", "fontprobe.yml"], in: directory.url)
        #expect(fromElsewhere.status == 0 && fromThere.status == 0)
        // 1476 bytes, as `ls -l` gives the fixture.
        let size = try #require(try FileManager.default.attributesOfItem(atPath: font)[.size] as? Int)
        #expect(fromElsewhere.stdout.contains("\n// - fonts/FPAudit-Regular.ttf: \(size) bytes, fnv1a64 "))
        #expect(!fromElsewhere.stdout.contains(directory.url.path))
        #expect(fromElsewhere.stdout == fromThere.stdout)
    }
}
