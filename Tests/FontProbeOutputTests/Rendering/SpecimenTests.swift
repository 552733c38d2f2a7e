import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

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
        // By hand (LabelMetricsTests): SF 17 pt @3x, label 61 px, baseline round(48.56) = 49 px down, so 12 px
        // above the bottom; capInset 49 - 36 = 13 px (4.333 pt), x inset 49 - 27 = 22 px.
        #expect(
            Specimen.altText(of: face, pointSize: 17, scale: 3)
                == "Label of .SF UI Text Regular at 17 pt @3x, 61 px high: baseline 12 px above the bottom, "
                + "cap line 13 px below the top (capInset 4.333 pt), x line 22 px below the top. "
                + "The font has no glyph for U+00E9.")
    }

    @Test func altTextWithoutCapHeight() {
        // u 1792, hhea 1536/-256 (FontAwesome's, Fixtures/fonts/README.md) at 17 pt @3x, by hand: label 51 px,
        // baseline round(43.71) = 44 px down, 7 px above the bottom.
        let face = FontFace(
            path: "Icons.ttf", faceIndex: 0, faceCount: 1, metrics: .literal(unitsPerEm: 1792, hhea: (1536, -256, 0)))
        #expect(
            Specimen.altText(of: face, pointSize: 17, scale: 3)
                == "Label of Test Regular at 17 pt @3x, 51 px high: baseline 7 px above the bottom, no cap height.")
    }

    /// The specimen is the cell `render` draws at zoom 1, cut out of the sheet: the sheet's cell starts after the 16-pixel margin and the title's two
    /// 17-pixel lines (docs/commands/render.md#the-sheet), and ends before its caption.
    @Test func labelIsRenderCellAtZoomOne() throws {
        let read = FontReader().read(
            [Repository.font("FPAudit-Regular.ttf")], raster: Specimen.rasterRequest(pointSize: 17, scale: 3))
        let face = try #require(read.faces.first)
        let label = try Specimen.label(of: face, pointSize: 17, scale: 3)
        let request = RenderRequest(
            faces: [face], sizes: [17], scales: [3], text: Specimen.defaultText, zoom: 1)
        let sheet = try Sheet.render(request, words: blockWords).canvas
        #expect(label.width > 24 && label.height > 51)
        var different: Set<Int> = []
        for y in 0..<label.height {
            for x in 0..<label.width where label.pixel(x: x, y: y) != sheet.pixel(x: 16 + x, y: 16 + 34 + y) {
                different.insert(y)
            }
        }
        // Pixel for pixel: no line is dashed, so nothing depends on where a picture starts.
        #expect(different.isEmpty, "rows \(different.sorted())")
        // The lines are there: FPAudit's 'H' is 740 units tall but its cap height 700
        // (Fixtures/fonts/README.md), so the ink's top is dotted magenta (docs/commands/render.md
        // #lines); the baseline is red.
        let colors = Set((0..<label.height).flatMap { y in (0..<label.width).map { label.pixel(x: $0, y: y) } })
        #expect(colors.contains(RGBA(227, 0, 180)))
        #expect(colors.contains(RGBA(214, 39, 40)))
    }

    /// A few KB of opaque RGB (colour type 2 in the header, byte 25), decoding to the label.
    @Test func labelPNGOfAFixture() throws {
        let read = FontReader().read(
            [Repository.font("Lato-Regular-subset.ttf")], raster: Specimen.rasterRequest(pointSize: 17, scale: 3))
        let face = try #require(read.faces.first)
        let png = try Specimen.labelPNG(of: face, pointSize: 17, scale: 3)
        #expect(png.count < 8_000)
        #expect(png.count > 25 && png[25] == 2)
        let decoded = try PNGImage(pngBytes: png)
        let drawn = try Specimen.label(of: face, pointSize: 17, scale: 3)
        #expect(decoded == PNGImage(drawn))
        #expect(try Specimen.labelPNG(of: face, pointSize: 17, scale: 3) == png)
        // The page's picture: the same PNG, its size, zoom 2 (128 / 62 rounded) and the alt text.
        let picture = try Specimen.picture(of: face, pointSize: 17, scale: 3)
        #expect(picture.png == png && picture.width == drawn.width && picture.height == drawn.height)
        #expect(picture.zoom == 2)
        #expect(picture.alt.hasPrefix("Label of FP Subset L Regular at 17 pt @3x, 62 px high: "))
        if let folder = ProcessInfo.processInfo.environment["FONTPROBE_SPECIMEN_DIR"] {
            try Data(png).write(to: URL(fileURLWithPath: folder).appendingPathComponent("specimen-lato.png"))
        }
    }
}
