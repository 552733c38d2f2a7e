import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Words drawn as blocks: each character a 5 × 7 box of full coverage, 6 px apart, on the
/// baseline. Stands in for ``LegendFont`` so the layout is tested without a font.
func blockWords(_ text: String, _ pixelsPerEm: Double) -> TextRaster {
    let glyphs = text.unicodeScalars.enumerated().map { index, _ in
        GlyphRaster(left: index * 6, top: 7, width: 5, height: 7, pixels: .coverage([UInt8](repeating: 255, count: 35)))
    }
    return TextRaster(pixelsPerEm: pixelsPerEm, glyphs: glyphs, advance: Double(text.unicodeScalars.count * 6), missing: [])
}

/// The pure composition: line rows, pixels, zoom, grid, line styles and the size limit.
struct CompositionTests {
    struct GeometryCase: CustomTestStringConvertible, Sendable {
        var name: String
        var metrics: FontMetrics
        var size: Double
        var scale: Double
        var want: LabelGeometry
        var testDescription: String { name }
    }

    static let geometryCases: [GeometryCase] = [
        // SF (u 2048, hhea 1950/-494, cap 1443, x 1078) at 17 pt @3x, by hand (docs/model.md, LabelMetricsTests):
        // lineHeight 2444*51/2048 = 60.86 → 61; ascender 1950*51/2048 = 48.56 → baseline 49 (where UIKit
        // draws it), ascender line 0, the label's top; cap 1443*51/2048 = 35.93 → 36, cap line 13
        // (capInset 4.333 pt); x 1078*51/2048 = 26.85 → 27, x line 22; descender 494*51/2048 = 12.30 → 12,
        // line 61, the box's bottom.
        GeometryCase(
            name: "SF 17 pt @3x", metrics: .sf, size: 17, scale: 3,
            want: LabelGeometry(
                width: 30, height: 61, baseline: 49, capLine: 13, xLine: 22, ascenderLine: 0, descenderLine: 61)),
        // SF 17 pt @2x: lineHeight 2444*34/2048 = 40.57 → 41; ascender 32.37 → 32; cap 23.96 → 24, line 8;
        // x 17.90 → 18, line 14; descender 8.20 → 8, line 40, a pixel above the box's bottom (41).
        GeometryCase(
            name: "SF 17 pt @2x", metrics: .sf, size: 17, scale: 2,
            want: LabelGeometry(
                width: 30, height: 41, baseline: 32, capLine: 8, xLine: 14, ascenderLine: 0, descenderLine: 40)),
        // u 1000, 800/-200, cap 700 but 'H' 740, x 500 and 'x' 500, at 17 pt @3x: line 51; ascender 40.8 →
        // baseline 41; cap 35.7 → 36, line 5; ink of H 37.74 → 38, top at 3; x 25.5 → 26, line 15 and the
        // ink of x on it (no marker); descender 10.2 → 10, line 51.
        GeometryCase(
            name: "cap height 40 units under the 'H'",
            metrics: .literal(
                unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: 740, glyphX: 500),
            size: 17, scale: 3,
            want: LabelGeometry(
                width: 30, height: 51, baseline: 41, capLine: 5, xLine: 15, ascenderLine: 0, descenderLine: 51,
                inkCapTop: 3)),
        // An icon font without cap or x height (u 1792, hhea 1536/-256, as Fixtures/fonts/README.md gives
        // FontAwesome's): line 1792*51/1792 = 51; ascender 1536*51/1792 = 43.71 → baseline 44;
        // descender 256*51/1792 = 7.29 → 7, line 51.
        GeometryCase(
            name: "no cap height", metrics: .literal(unitsPerEm: 1792, hhea: (1536, -256, 0)),
            size: 17, scale: 3,
            want: LabelGeometry(
                width: 30, height: 51, baseline: 44, capLine: nil, xLine: nil, ascenderLine: 0, descenderLine: 51)),
    ]

    @Test(arguments: geometryCases)
    func lineRows(_ c: GeometryCase) throws {
        let resolved = try #require(c.metrics.resolved)
        #expect(LabelGeometry(metrics: resolved, pointSize: c.size, scale: c.scale, advance: 29.2) == c.want)
    }

    @Test func coverageBlendsInIntegers() {
        var canvas = Canvas(width: 2, height: 1, background: RGBA(255, 255, 255))
        canvas.blend(x: 0, y: 0, RGBA(0, 0, 0), coverage: 255)
        // 255 * (1 - 128/255) = 127 exactly.
        canvas.blend(x: 1, y: 0, RGBA(0, 0, 0), coverage: 128)
        #expect(canvas.pixel(x: 0, y: 0) == RGBA(0, 0, 0))
        #expect(canvas.pixel(x: 1, y: 0) == RGBA(127, 127, 127))
    }

    @Test func colourGlyphsComposite() {
        var canvas = Canvas(width: 1, height: 1, background: RGBA(200, 100, 0))
        // Premultiplied half-opaque red (255 * 0.5 = 128): 128 + 200 * 127/255 = 128 + 99.6 → 228; 0 + 100 * 127/255 = 49.8 → 50.
        canvas.composite(x: 0, y: 0, premultiplied: 128, 0, 0, 128)
        #expect(canvas.pixel(x: 0, y: 0) == RGBA(228, 50, 0))
    }

    @Test func zoomIsNearestNeighbour() {
        var canvas = Canvas(width: 2, height: 1, background: RGBA(255, 0, 0))
        canvas.fill(x: 1, y: 0, width: 1, height: 1, RGBA(0, 0, 255))
        let zoomed = canvas.zoomed(3)
        #expect(zoomed.width == 6 && zoomed.height == 3)
        for y in 0..<3 {
            #expect(
                (0..<6).map { zoomed.pixel(x: $0, y: y) } == [RGBA](repeating: RGBA(255, 0, 0), count: 3)
                    + [RGBA](repeating: RGBA(0, 0, 255), count: 3))
        }
    }

    @Test func gridOnEveryZoomedPixel() {
        var canvas = Canvas(width: 9, height: 9, background: RGBA(255, 255, 255))
        canvas.grid(x: 0, y: 0, width: 9, height: 9, spacing: 4, RGBA(0, 0, 0))
        #expect(canvas.pixel(x: 0, y: 1) == RGBA(0, 0, 0))
        #expect(canvas.pixel(x: 4, y: 3) == RGBA(0, 0, 0))
        #expect(canvas.pixel(x: 3, y: 8) == RGBA(0, 0, 0))
        #expect(canvas.pixel(x: 1, y: 1) == RGBA(255, 255, 255))
        #expect(canvas.pixel(x: 5, y: 7) == RGBA(255, 255, 255))
    }

    @Test func dashesAreSixOnFourOff() {
        var canvas = Canvas(width: 20, height: 1, background: RGBA(255, 255, 255))
        canvas.horizontalLine(y: 0, x: 0, length: 20, RGBA(0, 0, 0), style: .dashed)
        let drawn = (0..<20).filter { canvas.pixel(x: $0, y: 0) == RGBA(0, 0, 0) }
        #expect(drawn == [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15])
    }

    /// SF at 17 pt with an empty text 30 px wide: each line on its row, at zoom 1 and 4.
    static func sfFace(rasterAt ppems: [Double], advance: Double = 30) -> FontFace {
        var face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: .sf)
        face.rasters = ppems.map { TextRaster(pixelsPerEm: $0, glyphs: [], advance: advance, missing: []) }
        return face
    }

    @Test(arguments: [1, 4])
    func linesSitOnTheirRows(zoom: Int) throws {
        let request = RenderRequest(faces: [Self.sfFace(rasterAt: [51])], sizes: [17], scales: [3], text: "", zoom: zoom)
        var errors: [FontReadError] = []
        let layout = try SheetLayout(request, words: blockWords, errors: &errors)
        let (canvas, _) = try Sheet.render(request, words: blockWords)
        let row = layout.rows[0]
        let cell = row.cells[0]
        // The drawing's first device row: the ascender line (0, the label's top) needs the row above
        // it, -1; the descender line (61, the bottom) the row below it.
        #expect(row.rows == -1..<62)
        // A line on device boundary b starts on picture row top + (b + 1) * zoom - thickness / 2,
        // thickness 1 at zoom 1 and 2 from zoom 4.
        let thickness = zoom >= 4 ? 2 : 1
        let top = cell.y + SheetLayout.pad
        func y(_ b: Int) -> Int { top + (b + 1) * zoom - thickness / 2 }
        // A column inside the label, clear of grid lines.
        func clearOfGrid(_ column: Int) -> Bool { zoom < 4 || (column - cell.x - 12) % zoom != 0 }
        let start = cell.x + cell.labels[0].x + 1
        let x = try #require((start..<start + 40).first { clearOfGrid($0) })
        // Rows by hand in geometryCases' first case: baseline 49 (round(48.56)), cap 13, x 22,
        // ascender 0, descender 61.
        for dy in 0..<thickness {
            #expect(canvas.pixel(x: x, y: y(49) + dy) == Palette.baseline)
            #expect(canvas.pixel(x: x, y: y(13) + dy) == Palette.capLine)
            #expect(canvas.pixel(x: x, y: y(22) + dy) == Palette.xLine)
            #expect(canvas.pixel(x: x, y: y(0) + dy) == Palette.ascender)
            #expect(canvas.pixel(x: x, y: y(61) + dy) == Palette.descender)
        }
    }

    @Test func oneBaselineWhereTheArticleDiffers() throws {
        // SF 17 pt @3x: the article's formula puts the baseline at 48, UIKit at 49. Only UIKit's is
        // drawn: no row has the baseline's red with gaps in it (a dashed second model), and row 48
        // has no red at all.
        let request = RenderRequest(faces: [Self.sfFace(rasterAt: [51])], sizes: [17], scales: [3], text: "", zoom: 1)
        var errors: [FontReadError] = []
        let layout = try SheetLayout(request, words: blockWords, errors: &errors)
        let (canvas, _) = try Sheet.render(request, words: blockWords)
        var redRows: [Int] = []
        var dashedRows: [Int] = []
        // Above the legend.
        for y in 0..<layout.legendY {
            let reds = (0..<canvas.width).filter { canvas.pixel(x: $0, y: y) == Palette.baseline }
            if !reds.isEmpty { redRows.append(y) }
            if !reds.isEmpty, reds.count < reds.last! - reds.first! + 1 { dashedRows.append(y) }
        }
        #expect(dashedRows.isEmpty)
        let cell = layout.rows[0].cells[0]
        #expect(redRows == [cell.y + SheetLayout.pad + 50])
    }

    @Test func inkMarkerOnlyWhereTheInkMisses() throws {
        // u 1000 with the 'H' 40 units over its declared cap height (rows in lineRows' third case):
        // the dotted marker is on row 2 (ink of 'H'), and none for 'x', whose ink is on its line.
        var face = FontFace(
            path: "F.ttf", faceIndex: 0, faceCount: 1,
            metrics: .literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: 740, glyphX: 500))
        face.rasters = [TextRaster(pixelsPerEm: 51, glyphs: [], advance: 30, missing: [])]
        let request = RenderRequest(faces: [face], sizes: [17], scales: [3], text: "", zoom: 1)
        var errors: [FontReadError] = []
        let layout = try SheetLayout(request, words: blockWords, errors: &errors)
        let (canvas, _) = try Sheet.render(request, words: blockWords)
        let inkRows = (0..<layout.legendY).filter { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y) == Palette.ink }
        }
        // Rows from -1 (the ascender line 0 needs the row above): boundary 3 is picture row top + 4.
        #expect(inkRows == [layout.rows[0].cells[0].y + SheetLayout.pad + 4])
    }

    @Test func tooLargeIsRefusedBeforeAllocating() {
        // 10000 pt @100x: a label over a million pixels high, refused from the label heights alone.
        let huge = RenderRequest(faces: [Self.sfFace(rasterAt: [])], sizes: [10_000], scales: [100], text: "x", zoom: 32)
        #expect(throws: RenderError.self) { try SheetLayout.checkMinimumSize(of: huge) }
        // 17 pt @3x passes the early check from the tables alone, but once a text a million pixels
        // wide is rasterized at zoom 32 the same check refuses it: at least margins 2 × 16 +
        // 1,000,000 × 32 = 32,000,032 pixels wide. The layout refuses it too, before the canvas is
        // allocated.
        let tables = RenderRequest(faces: [Self.sfFace(rasterAt: [])], sizes: [17], scales: [3], text: "x", zoom: 32)
        #expect(throws: Never.self) { try SheetLayout.checkMinimumSize(of: tables) }
        let wide = RenderRequest(
            faces: [Self.sfFace(rasterAt: [51], advance: 1_000_000)], sizes: [17], scales: [3], text: "x", zoom: 32)
        do {
            try SheetLayout.checkMinimumSize(of: wide)
            Issue.record("the early check let a 32-million-pixel-wide sheet through")
        } catch {
            guard case .tooLarge(let width, _, let atLeast) = error else { return }
            #expect(atLeast)
            #expect(width == 32_000_032)
        }
        do {
            _ = try Sheet.render(wide, words: blockWords)
            Issue.record("a 32-million-pixel-wide sheet was drawn")
        } catch {
            guard case .tooLarge(let width, _, let atLeast) = error else { return }
            #expect(!atLeast)
            // Margins 16 + overhang 12 + 1,000,000 × 32 + 12 + 16.
            #expect(width == 32_000_056)
        }
    }

    @Test func limitMessageNamesSizeAndLimit() {
        // 72,000,000 pixels / 2^20 = 68.66 megapixels; the limit 2^26 / 2^20 = 64.
        #expect(
            RenderError.tooLarge(width: 9000, height: 8000, atLeast: false).description
                == "the picture would be 9000 x 8000 pixels (68.7 megapixels); the limit is 64 megapixels: "
                + "ask for fewer or smaller sizes, scales, fonts or a lower --zoom")
    }

    @Test func captionSaysWhatIsMissing() throws {
        var face = Self.sfFace(rasterAt: [])
        face.rasters = [TextRaster(pixelsPerEm: 51, glyphs: [], advance: 30, missing: ["\u{E9}", "\u{1F600}"])]
        let resolved = try #require(face.metrics.resolved)
        let label = SheetLayout.Label(
            face: face, metrics: resolved.label(pointSize: 17, scale: 3),
            geometry: LabelGeometry(metrics: resolved, pointSize: 17, scale: 3, advance: 30), raster: face.rasters[0],
            columns: 0..<30)
        // By hand (LabelMetricsTests): SF 17 pt @3x, label 61 px, baseline round(48.56) = 49 px from the
        // top, 12 px above the bottom; cap line round(35.93) = 36 px above it, so capInset 13 px.
        #expect(
            Caption.lines(of: label, compared: false) == [
                ".SF UI Text Regular, 17 pt @3x",
                "capInset 4.333 pt (13 px), baseline 16.333 pt from the top (49 px), 4 pt above the bottom (12 px)",
                "no glyph for U+00E9, U+1F600",
            ])
    }
}
