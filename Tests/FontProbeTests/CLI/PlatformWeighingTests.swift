import Foundation
import Testing

@testable import FontProbeTestSupport

/// `check`'s `platforms:` weighs the rules that speak only for iOS as `audit --platform` does (#48):
/// FP Audit's sCapHeight 700 against its 'H' at 740 (fontTools, Fixtures/fonts/tables.json) fails
/// `failOn: warning` with iOS listed, and is info saying where it matters without it.
struct PlatformWeighingTests {
    @Test(arguments: [("[ios]", 1), ("[android]", 0), ("[web]", 0), ("[ios, android]", 1)])
    func capHeightRulesSpeakForIOS(platforms: String, status: Int32) throws {
        let table = try #require(FontToolsReading.all["FPAudit-Regular.ttf"])
        #expect(table.os2?.capHeight == 700 && table.glyphBounds["H"]??.yMax == 740)
        let project = try ScratchProject(fonts: ["FPAudit-Regular.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\nplatforms: \(platforms)\n")
        let run = try project.run(["check"])
        #expect(run.status == status, "\(run.stdout)\(run.stderr)")
        let capHeight = run.stdout.split(separator: "\n").first { $0.contains(" cap-height-mismatch ") }
        let suffix = " (it matters on iOS, which platforms: does not list)"
        if status == 0 {
            #expect(capHeight?.hasPrefix("      info     cap-height-mismatch") == true, "\(run.stdout)")
            #expect(capHeight?.hasSuffix("2.04 px at 17 pt @3x" + suffix) == true, "\(run.stdout)")
        } else {
            #expect(capHeight?.hasPrefix("      fail     cap-height-mismatch") == true, "\(run.stdout)")
            #expect(capHeight?.hasSuffix(suffix) == false)
        }
    }
}
