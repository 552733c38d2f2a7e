import Foundation
import Testing

@testable import FontProbeTestSupport

/// `--format csv` opens in spreadsheets, which run a cell that starts with `=`, `+`, `-` or `@` as a
/// formula. A family, style or file name that starts so gets a `'` in front (OWASP's advice on CSV
/// injection); the numbers, fontprobe's own, keep their sign (docs/security.md#reports).
struct CSVInjectionTests {
    @Test func namesAreNotFormulas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let tables = ForgedFonts.tables(
            of: try Data(contentsOf: URL(fileURLWithPath: Repository.font("NotoSans-Regular-subset.ttf"))))
        let family = #"=HYPERLINK("https://evil.example","x")"#
        let name = ForgedFonts.name([1: family, 2: "+Bold", 4: "\(family) Bold", 6: "Evil-Bold"])
        _ = try directory.file(
            "@evil.ttf", contents: ForgedFonts.sfnt(ForgedFonts.replacing("name", with: name, in: tables)))
        let result = try CLI.run(["audit", "@evil.ttf", "--format", "csv", "--scale", "3"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)
        // By hand: path, face index, family (RFC 4180 quoted: it holds quotes and a comma), style.
        #expect(lines[1].hasPrefix(#"'@evil.ttf,0,"'=HYPERLINK(""https://evil.example"",""x"")",'+Bold,"#), "\(lines[1])")
        // The descender stays a negative number.
        #expect(lines[1].contains(",-"), "\(lines[1])")
    }
}
