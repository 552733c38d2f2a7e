import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Every raw field our FreeType layer reads, against fontTools' independent reading of the same
/// file (`Fixtures/fonts/tables.json`, written by `python3 Fixtures/fonts/read-tables.py`).
struct FixtureReadingTests {
    @Test func everyFixtureHasAReading() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.fonts.path)
            .filter { name in [".ttf", ".otf", ".ttc", ".woff", ".woff2"].contains { name.hasSuffix($0) } }
            .sorted()
        #expect(!files.isEmpty)
        #expect(files == Array(Set(FontToolsReading.keys.map { FontToolsReading.face(ofKey: $0).file })).sorted())
    }

    @Test(arguments: FontToolsReading.keys.filter { FontToolsReading.refused[$0] == nil })
    func tablesMatchFontTools(key: String) throws {
        let expected = try #require(FontToolsReading.all[key])
        let (name, index) = FontToolsReading.face(ofKey: key)
        let faceCount = FontToolsReading.keys.filter { FontToolsReading.face(ofKey: $0).file == name }.count
        let file = try FreeTypeLibrary().readFile(atPath: Repository.font(name), faceIndex: index)
        let faces = file.faces
        try #require(faces.count == 1)
        #expect(file.faceErrors.isEmpty)
        let face = faces[0]
        #expect(face.faceIndex == index)
        #expect(face.faceCount == faceCount)
        let m = face.metrics
        #expect(m.unitsPerEm == expected.unitsPerEm)
        #expect(m.familyName == expected.familyName)
        #expect(m.styleName == expected.styleName)
        #expect(m.postScriptName == expected.postScriptName)
        #expect(m.hasSTAT == expected.hasSTAT)
        #expect(m.hhea?.ascender == expected.hhea?.ascender)
        #expect(m.hhea?.descender == expected.hhea?.descender)
        #expect(m.hhea?.lineGap == expected.hhea?.lineGap)
        #expect((m.hhea == nil) == (expected.hhea == nil))
        #expect((m.os2 == nil) == (expected.os2 == nil))
        if let os2 = m.os2, let want = expected.os2 {
            #expect(os2.version == want.version)
            #expect(os2.typoAscender == want.typoAscender)
            #expect(os2.typoDescender == want.typoDescender)
            #expect(os2.typoLineGap == want.typoLineGap)
            #expect(os2.winAscent == want.winAscent)
            #expect(os2.winDescent == want.winDescent)
            #expect(os2.capHeight == want.capHeight)
            #expect(os2.xHeight == want.xHeight)
            #expect(os2.useTypoMetrics == want.useTypoMetrics)
        }
        #expect(bounds(m.fontBounds) == bounds(expected.head))
        #expect(bounds(m.capGlyphBounds) == bounds(expected.glyphBounds["H"] ?? nil))
        #expect(bounds(m.xGlyphBounds) == bounds(expected.glyphBounds["x"] ?? nil))
        let format: String? =
            switch m.glyphFormat {
            case .trueType: "TrueType"
            case .cff: "CFF"
            case .bitmap, nil: nil
            }
        #expect(format == expected.outlineFormat)
        #expect(face.variation?.space.axes.map(\.tag) == expected.variation?.axes.map(\.tag))
        #expect(face.variation?.space.axes.map(\.defaultValue) == expected.variation?.axes.map(\.defaultValue))
        #expect(face.variation?.space.namedInstances.map(\.name) == expected.variation?.namedInstances.map(\.name))
    }

    @Test(arguments: FontToolsReading.refused.sorted { $0.key < $1.key })
    func refusedFixturesSayWhy(key: String, reason: String) throws {
        let (name, index) = FontToolsReading.face(ofKey: key)
        #expect {
            try FreeTypeLibrary().readFile(atPath: Repository.font(name), faceIndex: index)
        } throws: { error in
            guard let error = error as? FontReadError else { return false }
            return error.kind == .unreadable && error.reason.contains(reason)
        }
    }

    private func bounds(_ b: GlyphBounds?) -> [Int]? { b.map { [$0.xMin, $0.yMin, $0.xMax, $0.yMax] } }
    private func bounds(_ b: FontToolsReading.Bounds?) -> [Int]? { b.map { [$0.xMin, $0.yMin, $0.xMax, $0.yMax] } }

    /// Spot checks of the reasons each real fixture is in the repository, with the `ttx` reading
    /// beside the numbers so a reader need not trust tables.json either.
    @Test func fixturesCarryTheirQuirks() throws {
        let library = try FreeTypeLibrary()
        // ttx -t hhea -t OS/2 Lato-Regular-subset.ttf: ascent 1974, descent -426, lineGap 0;
        // sTypoAscender 1610, sTypoDescender -390, sTypoLineGap 400; fsSelection bit 7 set; no STAT.
        let lato = try #require(library.readFile(atPath: Repository.font("Lato-Regular-subset.ttf")).faces.first).metrics
        #expect(lato.hhea == HheaTable(ascender: 1974, descender: -426, lineGap: 0))
        #expect(lato.os2?.typoAscender == 1610 && lato.os2?.typoDescender == -390 && lato.os2?.typoLineGap == 400)
        #expect(lato.os2?.useTypoMetrics == true && !lato.hasSTAT)
        #expect(lato.resolved?.source == .hhea)
        // ttx -t OS/2 DejaVuSans-subset.ttf: version 1 (no sCapHeight); glyf 'H' yMax 1493.
        let dejaVu = try #require(library.readFile(atPath: Repository.font("DejaVuSans-subset.ttf")).faces.first).metrics
        #expect(dejaVu.os2?.version == 1 && dejaVu.os2?.capHeight == nil)
        #expect(dejaVu.capHeight == FontHeight(units: 1493, source: .glyph))
        // ttx -t hhea LiberationSans-Regular-subset.ttf: lineGap 67.
        let liberation = try #require(library.readFile(atPath: Repository.font("LiberationSans-Regular-subset.ttf")).faces.first)
        #expect(liberation.metrics.hhea?.lineGap == 67)
        // ttx -t OS/2 FPTypoSTAT-Regular.ttf: USE_TYPO_METRICS set, STAT present: typo 800/-200/200.
        let typoSTAT = try #require(library.readFile(atPath: Repository.font("FPTypoSTAT-Regular.ttf")).faces.first).metrics
        #expect(typoSTAT.resolved?.source == .typo)
        #expect(typoSTAT.resolved?.ascender == 800 && typoSTAT.resolved?.lineGap == 200)
    }

    @Test func cffOutlinesAreRead() throws {
        // ttx -t CFF TeXGyreHeros-Regular-subset.otf; 'H' exact bounds 83,0,644,729.
        let heros = try #require(
            FreeTypeLibrary().readFile(atPath: Repository.font("TeXGyreHeros-Regular-subset.otf")).faces.first)
        #expect(FontToolsReading.all["TeXGyreHeros-Regular-subset.otf"]?.outlineFormat == "CFF")
        #expect(heros.metrics.capGlyphBounds == GlyphBounds(xMin: 83, yMin: 0, xMax: 644, yMax: 729))
    }
}
