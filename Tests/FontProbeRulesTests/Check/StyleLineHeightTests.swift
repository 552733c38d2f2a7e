import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A designed line height below the font's extent is a warning only from a whole device pixel, as
/// the rules wait for one; below that it is info.
struct StyleLineHeightTests {
    /// Inter (the subset fixture; fontTools: 2816 units per em, hhea 2728/-680/0, which CoreText
    /// reads) at 34 pt: (2728 + 680) / 2816 × 34 = 41.148 pt. Apple's Large Title, 34/41, is
    /// 0.148 pt under it, 0.44 px @3x: info. 34/40 is 1.148 pt under, 3.44 px @3x: a warning.
    @Test(arguments: [(lineHeight: 41.0, severity: Severity.info, pixels: "0.4"), (40, .warning, "3.4")])
    func aWholeDevicePixel(_ row: (lineHeight: Double, severity: Severity, pixels: String)) throws {
        let table = try #require(FontToolsReading.all["Inter-Regular-subset.otf"])
        #expect(table.unitsPerEm == 2816 && table.hhea?.ascender == 2728 && table.hhea?.descender == -680)
        let face = try #require(FreeTypeLibrary().readFile(atPath: Repository.font("Inter-Regular-subset.otf")).faces.first)
        let style = CheckConfiguration.Style(name: "largeTitle", font: "FPSubsetI-Regular", size: 34, lineHeight: row.lineHeight)
        let problems = StyleChecks.problems(style, face: face, scale: 3).filter { $0.message.hasPrefix("lineHeight") }
        #expect(problems.count == 1)
        #expect(problems.first?.severity == row.severity)
        #expect(problems.first?.message.contains("lines overlap by ") == true)
        #expect(problems.first?.message.contains("(\(row.pixels) px @3x") == true, "\(problems)")
    }
}
