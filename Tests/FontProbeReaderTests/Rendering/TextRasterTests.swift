import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Text rasterized by the FreeType layer against fontTools' reading of the fixtures
/// (`Fixtures/fonts/tables.json` for the H's bounds, `glyphs.json` for the advances) and the ink
/// model of docs/model.md#ink-against-the-prediction: the top row of an unhinted H at `p` pixels
/// per em is `ceil(yMax * p / unitsPerEm)`, the row its outline's top reaches into.
struct TextRasterTests {
    /// fontTools' advance, in font units, of the glyph the fixture `key` maps `character` to.
    static func advance(_ key: String, _ character: Character) throws -> Double {
        let face = try #require(GlyphReadingTests.reading[key])
        let code = String(format: "U+%04X", try #require(character.unicodeScalars.first).value)
        let index = try #require(face.cmap[code], "\(key) maps no glyph to \(code)")
        return try #require(face.glyphs[index][1].number)
    }

    /// The rasters of `key` (a file, or "NAME.ttc#INDEX") for `request`, at `selection`.
    static func rasters(
        _ key: String, _ request: RasterRequest, instances selection: InstanceSelection = .defaultInstance
    ) throws -> [[TextRaster]] {
        let (file, index) = FontToolsReading.face(ofKey: key)
        let read = FontReader().read([Repository.font(file)], faceIndex: index, instances: selection, raster: request)
        #expect(read.errors.isEmpty, "\(read.errors)")
        return read.faces.map(\.rasters)
    }

    static let outlineFonts = [
        "Lato-Regular-subset.ttf", "Lato-Regular-subset.woff2", "TeXGyreHeros-Regular-subset.otf",
        "TeXGyreHeros-Regular-subset.woff2", "FPCollection.ttc#1", "FPVariable-VF.ttf",
        "LiberationSans-Regular-subset.ttf",
    ]

    /// "HxH" at 21 and 33.3 pixels per em (10.5 pt at 2x, 11.1 pt at 3x).
    @Test(arguments: outlineFonts)
    func hMatchesTheInkModelAndAdvancesAddUp(_ key: String) throws {
        let reading = try #require(FontToolsReading.all[key])
        let h = try #require(reading.glyphBounds["H"] ?? nil)
        let units = Double(reading.unitsPerEm)
        let (advanceH, advanceX) = (try Self.advance(key, "H"), try Self.advance(key, "x"))
        let rasters = try #require(try Self.rasters(key, RasterRequest(text: "HxH", pixelsPerEm: [21, 33.3])).first)
        #expect(rasters.map(\.pixelsPerEm) == [21, 33.3])
        for raster in rasters {
            let scale = raster.pixelsPerEm / units
            #expect(raster.missing.isEmpty)
            #expect(raster.skippedGlyphs == 0)
            #expect(abs(raster.advance - (2 * advanceH + advanceX) * scale) < 1e-9, "\(key) at \(raster.pixelsPerEm)")
            try #require(raster.glyphs.count == 3)
            let first = raster.glyphs[0]
            let third = raster.glyphs[2]
            let top = Int((Double(h.yMax) * scale).rounded(.up))
            #expect(first.top == top, "\(key) at \(raster.pixelsPerEm): H's top \(first.top), ink model \(top)")
            #expect(third.top == top)
            // The H stands on the baseline (yMin 0): its bitmap ends there.
            #expect(h.yMin == 0 && first.height == top)
            #expect(first.left == Int((Double(h.xMin) * scale).rounded(.down)))
            // The third glyph starts at the unrounded pen, H + x advances along.
            #expect(third.left == Int(((advanceH + advanceX + Double(h.xMin)) * scale).rounded(.down)))
            guard case .coverage(let pixels) = first.pixels else {
                Issue.record("\(key): the H is not coverage")
                continue
            }
            #expect(pixels.count == first.width * first.height)
            #expect(pixels.prefix(first.width).contains { $0 > 0 }, "\(key): the H's top row is empty")
            #expect(pixels.contains(255), "\(key): no pixel of the H's stems is fully covered")
        }
    }

    /// Round letters: the bitmap spans the rows the outline's exact bounds reach into (glyphs.json:
    /// Lato O 1449/-15, o 1029/-14, g 1030/-365 of 2000 units; TeX Gyre Heros O 747/-18, o
    /// 539/-15, g 539/-218 of 1000), and its first and last rows have ink. (These fonts have
    /// points at their extrema, so their control boxes give the same rows: placing by the control
    /// box is caught by `offCurvePeaksSetTheRowsNotTheirControlPoints` below.)
    @Test(arguments: ["Lato-Regular-subset.ttf", "TeXGyreHeros-Regular-subset.otf"])
    func curvedGlyphsSpanTheirInk(_ key: String) throws {
        let face = try #require(GlyphReadingTests.reading[key])
        let units = Double(try #require(FontToolsReading.all[key]).unitsPerEm)
        let rasters = try #require(try Self.rasters(key, RasterRequest(text: "Oog", pixelsPerEm: [21, 33.3])).first)
        for raster in rasters {
            try #require(raster.glyphs.count == 3)
            for (character, glyph) in zip("Oog", raster.glyphs) {
                let row = face.glyphs[try #require(face.cmap[String(format: "U+%04X", character.asciiValue ?? 0)])]
                let (yMin, yMax) = (try #require(row[3].number), try #require(row[5].number))
                let scale = raster.pixelsPerEm / units
                let context = "\(key) \(character) at \(raster.pixelsPerEm)"
                #expect(glyph.top == Int((yMax * scale).rounded(.up)), "\(context)")
                #expect(glyph.top - glyph.height == Int((yMin * scale).rounded(.down)), "\(context)")
                guard case .coverage(let pixels) = glyph.pixels else { continue }
                #expect(pixels.prefix(glyph.width).contains { $0 > 0 }, "\(context): empty first row")
                #expect(pixels.suffix(glyph.width).contains { $0 > 0 }, "\(context): empty last row")
            }
        }
    }

    /// FPOffCurve-Regular.ttf's 'O' and 'o' have no on-curve point at their tops and bottoms: each
    /// is one quadratic segment between on-curve points at height a through an off-curve point at
    /// height c, which peaks halfway at (a + c) / 2 (make-fixtures.py ROUND_LETTERS). 'O': a = 665,
    /// c = 760 at the top, 712.5; a = 35, c = -60 at the bottom, -12.5. 'o': 470 and 560, 515;
    /// 30 and -60, -15. glyphs.json (fontTools' BoundsPen) reads these exact bounds; the control box
    /// would be 760/-60 and 560/-60. The bitmap must span the rows the exact bounds reach into,
    /// with ink in its first and last rows, as the ink model counts them
    /// (docs/model.md#ink-against-the-prediction). By hand, exact against control box, top/bottom:
    ///
    /// | px/em | 'O' exact | 'O' control box | 'o' exact | 'o' control box | 'H' (700) |
    /// |-------|-----------|-----------------|-----------|-----------------|-----------|
    /// | 21    | 14.96 → 15, -0.26 → -1 | 15.96 → 16, -1.26 → -2 | 10.82 → 11, -0.32 → -1 | 11.76 → 12, -1.26 → -2 | 14.7 → 15 |
    /// | 33.3  | 23.73 → 24, -0.42 → -1 | 25.31 → 26, -2.00 → -2 | 17.15 → 18, -0.50 → -1 | 18.65 → 19, -2.00 → -2 | 23.31 → 24 |
    /// | 45    | 32.06 → 33, -0.56 → -1 | 34.2 → 35, -2.7 → -3 | 23.18 → 24, -0.68 → -1 | 25.2 → 26, -2.7 → -3 | 31.5 → 32 |
    ///
    /// The outline is scaled to 64ths of a pixel before it is measured, so each curve's exact edge
    /// is kept more than 1/64 px from a whole pixel (the closest, 32.0625 at 45, is 4/64 away).
    @Test(arguments: [21, 33.3, 45] as [Double])
    func offCurvePeaksSetTheRowsNotTheirControlPoints(_ pixelsPerEm: Double) throws {
        let key = "FPOffCurve-Regular.ttf"
        let face = try #require(GlyphReadingTests.reading[key])
        let units = Double(try #require(FontToolsReading.all[key]).unitsPerEm)
        let scale = pixelsPerEm / units
        // By hand from make-fixtures.py: the exact bounds, and the control box (the off-curve points).
        let exact: [Character: (yMin: Double, yMax: Double)] = [
            "H": (0, 700), "O": ((35 - 60) / 2, (665 + 760) / 2), "o": ((30 - 60) / 2, (470 + 560) / 2),
        ]
        let controlBox: [Character: (yMin: Double, yMax: Double)] = ["H": (0, 700), "O": (-60, 760), "o": (-60, 560)]
        let raster = try #require(try Self.rasters(key, RasterRequest(text: "HOo", pixelsPerEm: [pixelsPerEm])).first?.first)
        try #require(raster.glyphs.count == 3)
        for (character, glyph) in zip("HOo", raster.glyphs) {
            let context = "\(character) at \(pixelsPerEm)"
            let row = face.glyphs[try #require(face.cmap[String(format: "U+%04X", character.asciiValue ?? 0)])]
            let (yMin, yMax) = (try #require(row[3].number), try #require(row[5].number))
            let hand = try #require(exact[character])
            let control = try #require(controlBox[character])
            #expect(yMin == hand.yMin && yMax == hand.yMax, "\(context): fontTools reads \(yMin)…\(yMax)")
            // The H's edges are on-curve points (its foot at 0 exactly on the baseline), not curve peaks.
            for edge in [yMin * scale, yMax * scale] where character != "H" {
                #expect(abs(edge - edge.rounded()) > 1.0 / 64, "\(context): \(edge) px is too close to a row's edge")
            }
            let (top, bottom) = (Int((yMax * scale).rounded(.up)), Int((yMin * scale).rounded(.down)))
            #expect(glyph.top == top, "\(context): top row \(glyph.top), ink model \(top)")
            #expect(glyph.top - glyph.height == bottom, "\(context): bottom row \(glyph.top - glyph.height), ink \(bottom)")
            if character != "H" {
                // The control box's rows differ, so a placement by it cannot pass.
                #expect(Int((control.yMax * scale).rounded(.up)) > top, "\(context)")
                #expect(Int((control.yMin * scale).rounded(.down)) < bottom, "\(context)")
            }
            guard case .coverage(let pixels) = glyph.pixels else {
                Issue.record("\(context): not coverage")
                continue
            }
            #expect(pixels.prefix(glyph.width).contains { $0 > 0 }, "\(context): empty first row")
            #expect(pixels.suffix(glyph.width).contains { $0 > 0 }, "\(context): empty last row")
        }
    }

    /// FPVariable-VF.ttf's H follows its cap height from master to master (make-fixtures.py
    /// VARIABLE_MASTERS, as FontFormatsTests reads it): top 700 at Thin, 730 at Medium, 760 at
    /// Black. At 33.3 pixels per em: 23.31, 24.309, 25.308, so rows 24, 25, 26.
    @Test func variableFontIsRasterizedAtEachInstance() throws {
        let faces = try Self.rasters("FPVariable-VF.ttf", RasterRequest(text: "H", pixelsPerEm: [33.3]), instances: .allNamed)
        #expect(faces.map { $0.first?.glyphs.first?.top } == [24, 25, 26])
    }

    /// FontAwesome-subset.ttf maps only U+0020 and U+F003…U+F005: Latin letters are missing, each
    /// once, and not drawn; the heart (U+F004) is. Its advance is fontTools' 1792 of 1792 units.
    @Test func iconFontReportsMissingLatinLetters() throws {
        let raster = try #require(
            try Self.rasters("FontAwesome-subset.ttf", RasterRequest(text: "Hx\u{F004}H", pixelsPerEm: [40])).first?
                .first)
        #expect(raster.missing == ["H", "x"])
        #expect(raster.glyphs.count == 1)
        #expect(abs(raster.advance - (try Self.advance("FontAwesome-subset.ttf", "\u{F004}")) * 40 / 1792) < 1e-9)
    }

    /// FPSymbol-Regular.ttf has only a Windows symbol cmap: its 0x48 is not the letter H.
    @Test func symbolFontHasEveryCharacterMissing() throws {
        let raster = try #require(
            try Self.rasters("FPSymbol-Regular.ttf", RasterRequest(text: "HH", pixelsPerEm: [20])).first?.first)
        #expect(raster.missing == ["H"])
        #expect(raster.glyphs.isEmpty)
        #expect(raster.advance == 0)
    }

    /// NotoColorEmoji-subset.ttf has one CBDT strike at 109 pixels per em (fontTools' CBLC);
    /// U+1F600's bitmap there is 136 × 128 pixels, bearing x 0, bearing y 101 (CBDT), and its
    /// hmtx advance 2550 of 2048 units. At 40 pixels per em the scale is 40/109: the bitmap spans
    /// 0…49.91 across, so 50 columns, and 37.06 above to 9.91 below the baseline, so rows from
    /// 38 above to 10 below, 48 rows.
    @Test func colourBitmapIsScaledFromItsStrike() throws {
        let raster = try #require(
            try Self.rasters("NotoColorEmoji-subset.ttf", RasterRequest(text: "😀", pixelsPerEm: [40])).first?.first)
        #expect(raster.missing.isEmpty)
        #expect(abs(raster.advance - 2550 * 40 / 2048) < 1e-9)
        let glyph = try #require(raster.glyphs.first)
        #expect(glyph.left == 0)
        #expect(glyph.top == 38)
        #expect(glyph.width == 50)
        #expect(glyph.height == 48)
        guard case .color(let pixels) = glyph.pixels else {
            Issue.record("the emoji is not in colour")
            return
        }
        #expect(pixels.count == 50 * 48 * 4)
        // Premultiplied: no colour exceeds its alpha.
        #expect(
            stride(from: 0, to: pixels.count, by: 4).allSatisfy {
                max(pixels[$0], pixels[$0 + 1], pixels[$0 + 2]) <= pixels[$0 + 3]
            })
        // The face's middle is opaque yellow-orange: red above blue.
        let middle = (24 * 50 + 25) * 4
        #expect(pixels[middle + 3] == 255)
        #expect(pixels[middle] > pixels[middle + 2])
    }

    /// At the largest size the emoji's 136 × 128 strike bitmap would scale to about 1 247 700 ×
    /// 1 174 300 pixels (× 1 000 000 / 109): skipped, its advance kept (2550 of 2048 units).
    @Test func hugeColourBitmapIsSkipped() throws {
        let raster = try #require(
            try Self.rasters("NotoColorEmoji-subset.ttf", RasterRequest(text: "😀", pixelsPerEm: [1e6])).first?.first)
        #expect(raster.glyphs.isEmpty)
        #expect(raster.skippedGlyphs == 1)
        #expect(abs(raster.advance - 2550 * 1e6 / 2048) < 1e-6)
    }

    /// A space advances without a bitmap: the H after it starts one space along.
    @Test func spaceAdvancesWithoutABitmap() throws {
        let key = "Lato-Regular-subset.ttf"
        let raster = try #require(try Self.rasters(key, RasterRequest(text: " H", pixelsPerEm: [21])).first?.first)
        let h = try #require(FontToolsReading.all[key]?.glyphBounds["H"] ?? nil)
        #expect(raster.glyphs.count == 1)
        #expect(raster.glyphs.first?.left == Int(((try Self.advance(key, " ") + Double(h.xMin)) * 21 / 2000).rounded(.down)))
    }

    @Test func rasterizingTwiceGivesTheSameValues() throws {
        let request = RasterRequest(text: "Hx 😀", pixelsPerEm: [13.7, 40])
        for key in ["Lato-Regular-subset.ttf", "NotoColorEmoji-subset.ttf", "TeXGyreHeros-Regular-subset.otf"] {
            #expect(try Self.rasters(key, request) == Self.rasters(key, request))
        }
    }

    /// Sizes outside PointMetrics.sizeRange × LabelMetrics.scaleRange (0.0001…1 000 000 pixels per
    /// em) give no raster, a size asked twice one; at the largest size an H would need a bitmap of
    /// about 716 500 × 580 500 pixels (Lato's H: 1433 × 1161 units of 2000), so it is skipped.
    @Test func sizesAreBounded() throws {
        let key = "Lato-Regular-subset.ttf"
        let rasters = try #require(
            try Self.rasters(key, RasterRequest(text: "H", pixelsPerEm: [0, -3, .nan, 2e6, 21, 21, 1e6])).first)
        #expect(rasters.map(\.pixelsPerEm) == [21, 1e6])
        let huge = try #require(rasters.last)
        #expect(huge.glyphs.isEmpty)
        #expect(huge.skippedGlyphs == 1)
        #expect(abs(huge.advance - (try Self.advance(key, "H")) * 1e6 / 2000) < 1e-6)
        #expect(RasterRequest.pixelsPerEmRange == 0.0001...1_000_000)
    }

    @Test func sizeCountIsBounded() throws {
        let sizes = (1...100).map(Double.init)
        let rasters = try #require(
            try Self.rasters("Lato-Regular-subset.ttf", RasterRequest(text: "H", pixelsPerEm: sizes)).first)
        #expect(rasters.map(\.pixelsPerEm) == Array(sizes.prefix(64)))
        #expect(RasterRequest.maximumSizes == 64)
        #expect(RasterRequest.maximumPixels == 268_435_456)
    }

    @Test func charactersAreBounded() throws {
        let raster = try #require(
            try Self.rasters("Lato-Regular-subset.ttf", RasterRequest(text: String(repeating: "x", count: 300), pixelsPerEm: [8]))
                .first?.first)
        #expect(raster.glyphs.count == RasterRequest.maximumCharacters)
        #expect(RasterRequest.maximumCharacters == 256)
    }

    /// Every file of Fixtures/malformed read with a raster request: an error or faces, never a crash.
    @Test(arguments: MalformedCorpusTests.files)
    func malformedFontsWithARasterRequestDoNotCrash(_ name: String) {
        let request = RasterRequest(text: "Hx😀 é", pixelsPerEm: [21, 300])
        let read = FontReader().read([MalformedCorpusTests.path(name)], raster: request)
        #expect(read.faces.count + read.errors.count >= 1)
        for raster in read.faces.flatMap(\.rasters) {
            #expect(raster.glyphs.reduce(0) { $0 + $1.width * $1.height } <= TextRaster.maximumPixels)
        }
    }
}

/// The built-in legend font: DejaVu Sans 2.37, as the fixture DejaVuSans-subset.ttf is, so
/// fontTools' reading of that fixture gives the expected values (H: top 1493, advance 1540; x:
/// advance 1212; 2048 units per em; glyphs.json and tables.json).
struct LegendFontTests {
    @Test func hTopAndAdvanceMatchDejaVuSans() throws {
        let key = "DejaVuSans-subset.ttf"
        let h = try #require(FontToolsReading.all[key]?.glyphBounds["H"] ?? nil)
        let raster = LegendFont.rasterize("Hx", pixelsPerEm: 21)
        #expect(raster.missing.isEmpty)
        #expect(raster.glyphs.first?.top == Int((Double(h.yMax) * 21 / 2048).rounded(.up)))
        let advance = (try TextRasterTests.advance(key, "H") + TextRasterTests.advance(key, "x")) * 21 / 2048
        #expect(abs(raster.advance - advance) < 1e-9)
    }

    /// The signs, Latin-1 and Latin Extended-A (the default text's Å and é, Czech Ů) are there;
    /// CJK and Cyrillic are not (docs/fonts.md#the-legend-font).
    @Test func signsAndEuropeanLettersAreThereAndOtherScriptsMissing() {
        let raster = LegendFont.rasterize("× · → ≠ … Åé Ůł 日本Й", pixelsPerEm: 16)
        #expect(raster.missing == ["日", "本", "Й"])
        #expect(raster.glyphs.count == 9)
        #expect(LegendFont.rasterize("a", pixelsPerEm: 0).glyphs.isEmpty)
    }

    @Test func concurrentCallsAgree() async {
        let expected = LegendFont.rasterize("fontprobe 1.5 × 3", pixelsPerEm: 24)
        let results = await withTaskGroup(of: TextRaster.self) { group in
            for _ in 0..<8 { group.addTask { LegendFont.rasterize("fontprobe 1.5 × 3", pixelsPerEm: 24) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
