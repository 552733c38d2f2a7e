import Foundation
import Testing

@testable import FontProbeTestSupport

/// A font name with bidirectional controls and a line separator ("Trojan Source", CVE-2021-42574)
/// cannot make the generated Swift read differently from what it compiles to: in string literals
/// each is a `\u{…}` escape, in comments a `?` (docs/commands/swift.md#swift-names).
struct SwiftTrojanSourceTests {
    @Test func bidiControlsAreEscaped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let family = "Brand\u{202E}txet\u{2066}\u{2028}// run\u{2069}"
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        let name = ForgedFonts.name([1: family, 2: "Regular", 4: "Brand Regular", 6: "Brand-Regular\u{202E}"])
        let path = try directory.file(
            "Brand\u{202E}.ttf", contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))
        let output = directory.url.appendingPathComponent("Fonts.swift").path
        let result = try CLI.run(["swift", path, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        let hidden: [UInt32] = [0x202E, 0x2066, 0x2069, 0x2028]
        #expect(!source.unicodeScalars.contains { hidden.contains($0.value) })
        #expect(source.contains(#"familyName: "Brand\u{202E}txet\u{2066}\u{2028}// run\u{2069}""#), "\(source)")
        #expect(source.contains(#"postScriptName: "Brand-Regular\u{202E}""#))
        #expect(source.contains("Brand?.ttf"))
    }

    /// `spec`'s code names the font in a literal too: escaped the same way (it kept bidirectional
    /// controls, LS, PS and NEL raw).
    @Test func specLiteralsAreEscaped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        let postScript = "Brand\u{202E}-\u{2029}\u{85}Regular"
        let name = ForgedFonts.name([1: "Brand", 2: "Regular", 4: "Brand Regular", 6: postScript])
        let path = try directory.file("b.ttf", contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))
        let result = try CLI.run(["spec", path, "--size", "17", "--line-height", "24"])
        #expect(result.status == 0, "\(result.stderr)")
        let hidden: [UInt32] = [0x202E, 0x2029, 0x85]
        #expect(!result.stdout.unicodeScalars.contains { hidden.contains($0.value) })
        #expect(result.stdout.contains(#"UIFont(name: "Brand\u{202E}-\u{2029}\u{85}Regular", size: "#), "\(result.stdout)")
    }
}
