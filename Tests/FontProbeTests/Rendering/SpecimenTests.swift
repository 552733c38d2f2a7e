import Foundation
import Testing

@testable import FontProbe

/// The HTML report's picture of one face: its request, zoom and alt text.
struct SpecimenTests {
    @Test func rasterRequestIsTheTextAtSizeTimesScale() {
        #expect(Specimen.rasterRequest(pointSize: 17, scale: 3) == RasterRequest(text: "Hxgjp Åé", pixelsPerEm: [51]))
    }

    @Test func zoomFromTheLabelHeight() throws {
        let sf = try #require(FontMetrics.sf.resolved)
        // Labels 61 px (17 pt @3x) and 41 px (@2x) high, by hand in CompositionTests: 128/61 = 2.1 → 2,
        // 128/41 = 3.1 → 3; 11 pt @1x: ceil(2444*11/2048) = 14 px, 128/14 = 9.1, at most 4.
        #expect(Specimen.zoom(of: sf, pointSize: 17, scale: 3) == 2)
        #expect(Specimen.zoom(of: sf, pointSize: 17, scale: 2) == 3)
        #expect(Specimen.zoom(of: sf, pointSize: 11, scale: 1) == 4)
    }

    @Test func altTextSaysWhereTheLinesAre() {
        var face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: .sf)
        face.rasters = [TextRaster(pixelsPerEm: 51, glyphs: [], advance: 100, missing: ["\u{E9}"])]
        // docs/model.md: SF 17 pt @3x, label 61 px, baseline 13 px above the bottom, capInset 4 pt
        // (12 px), x inset 7 pt (21 px); the rounded-baseline model 13/3 pt, a pixel lower.
        #expect(
            Specimen.altText(of: face, pointSize: 17, scale: 3)
                == "Label of .SF UI Text Regular at 17 pt @3x, 61 px high: baseline 13 px above the bottom, "
                + "cap line 12 px below the top (capInset 4 pt), x line 21 px below the top. The rounded-baseline "
                + "model puts the baseline and cap line 1 px lower (capInset 4.333 pt); which is right is unverified. "
                + "The font has no glyph for U+00E9.")
    }

    @Test func altTextWithoutCapHeight() {
        // u 1792, hhea 1536/-256 (FontAwesome's, Fixtures/fonts/README.md) at 17 pt @3x, by hand: label 51 px,
        // descender 7.29 → 8 px above the bottom, baseline 43; round(43.71) = 44, a pixel lower.
        let face = FontFace(
            path: "Icons.ttf", faceIndex: 0, faceCount: 1, metrics: .literal(unitsPerEm: 1792, hhea: (1536, -256, 0)))
        #expect(
            Specimen.altText(of: face, pointSize: 17, scale: 3)
                == "Label of Test Regular at 17 pt @3x, 51 px high: baseline 8 px above the bottom, no cap height. "
                + "The rounded-baseline model puts the baseline 1 px lower; which is right is unverified.")
    }

    @Test func labelIsZoomedTwiceAt17PointsOn3x() throws {
        var face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: .sf)
        face.rasters = [TextRaster(pixelsPerEm: 51, glyphs: [], advance: 100, missing: [])]
        let canvas = try Specimen.label(of: face, pointSize: 17, scale: 3, words: blockWords)
        let request = RenderRequest(
            faces: [face], sizes: [17], scales: [3], text: Specimen.defaultText, zoom: 2, legend: .compact)
        #expect(canvas == (try Sheet.render(request, words: blockWords)).canvas)
    }

    @Test func labelPNGOfAFixture() throws {
        let read = FontReader().read(
            [Repository.font("Lato-Regular-subset.ttf")], raster: Specimen.rasterRequest(pointSize: 17, scale: 3))
        let face = try #require(read.faces.first)
        let png = try Specimen.labelPNG(of: face, pointSize: 17, scale: 3)
        let decoded = try PNGImage(pngBytes: png)
        let drawn = try Specimen.label(of: face, pointSize: 17, scale: 3) { LegendFont.rasterize($0, pixelsPerEm: $1) }
        #expect(decoded == PNGImage(drawn))
        if let folder = ProcessInfo.processInfo.environment["FONTPROBE_SPECIMEN_DIR"] {
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent("specimen-lato.png"))
        }
    }
}
