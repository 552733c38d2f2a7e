import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// Figma's text box against its published values, and UIKit's paragraph-style label beside it
/// (DESIGN 2.8's worked example), by hand.
struct FigmaTextBoxTests {
    /// SF Pro's metrics as UIFont reports them (2048 units, hhea 1950/-494/0, cap 1443).
    static let sf = FontMetrics.literal(unitsPerEm: 2048, hhea: (1950, -494, 0), capHeight: 1443, xHeight: 1078)

    /// Figma's REST API gives Roboto's Auto line height as `lineHeightPx` 16.40625 at 14 px,
    /// 21.09375 at 18 and 28.125 at 24: (1900 + 500 + 0) / 2048 × size, Roboto's hhea as fontTools
    /// reads the fixture.
    @Test(arguments: [(14.0, 16.40625), (18, 21.09375), (24, 28.125)])
    func autoIsTheRESTLineHeight(size: Double, published: Double) throws {
        let reading = try #require(FontToolsReading.all["Roboto-Regular-subset.ttf"])
        let hhea = try #require(reading.hhea)
        let roboto = FontMetrics.literal(unitsPerEm: reading.unitsPerEm, hhea: (hhea.ascender, hhea.descender, hhea.lineGap))
        let box = try #require(FigmaTextBox(roboto, pointSize: size, lineHeight: nil))
        #expect(box.lineHeight == published)
        // The node that hugs one line is that rounded, half up: 16, 21, 28 px.
        #expect(box.boxHeight == (published + 0.5).rounded(.down))
    }

    /// The example, by hand: Inter Bold 14 Auto. Inter 3's 2816 units and hhea 2728/-680:
    /// L = 3408 × 14 / 2816 = 16.94318, so the box is round(16.94318) = 17 px; a = 2728 × 14 / 2816 =
    /// 13.5625, d = 680 × 14 / 2816 = 3.38068: the baseline round((17 + 13.5625 - 3.38068) / 2) =
    /// round(13.59091) = 14 px below the top (unrounded it would be 13.6).
    @Test func interBold14Auto() throws {
        let inter = FontMetrics.literal(unitsPerEm: 2816, hhea: (2728, -680, 0), capHeight: 2048, xHeight: 1536)
        let box = try #require(FigmaTextBox(inter, pointSize: 14, lineHeight: nil))
        #expect(abs(box.lineHeight - 16.94318) < 1e-5)
        #expect(box.boxHeight == 17 && box.textHeight == 17 && box.baselines == [14])
    }

    /// A fixed box places the rounded block: Roboto 11/16.5 (a = 1900 × 11 / 2048 = 10.20508, d =
    /// 500 × 11 / 2048 = 2.68555) is round(16.5) = 17 px of text; in a 30 px box the first baseline
    /// is round(offset + (17 + 10.20508 - 2.68555) / 2) = round(offset + 12.25977): 12 at the top,
    /// round(6.5 + 12.25977) = 19 centred, round(13 + 12.25977) = 25 at the bottom.
    @Test func fixedBoxesByAlignment() throws {
        let roboto = FontMetrics.literal(unitsPerEm: 2048, hhea: (1900, -500, 0), capHeight: 1456, xHeight: 1082)
        let expected: [(FigmaTextBox.Alignment, Double)] = [(.top, 12), (.center, 19), (.bottom, 25)]
        for (alignment, baseline) in expected {
            let box = try #require(
                FigmaTextBox(roboto, pointSize: 11, lineHeight: .points(16.5), fixedHeight: 30, alignment: alignment))
            #expect(box.boxHeight == 30 && box.textHeight == 17 && box.baselines == [baseline], "\(alignment)")
        }
        // Hugging, the alignment changes nothing.
        #expect(FigmaTextBox(roboto, pointSize: 11, lineHeight: .points(16.5), alignment: .bottom)?.baselines == [12])
    }

    /// Figma's missing-font line height: 1.171875 × the size (Roboto's Auto) for a font whose own
    /// Auto differs; never for Roboto itself.
    @Test func missingFontLineHeight() {
        #expect(FigmaTextBox.looksLikeMissingFont(lineHeight: 16.40625, pointSize: 14, fontAuto: 16.94318))
        #expect(!FigmaTextBox.looksLikeMissingFont(lineHeight: 16.40625, pointSize: 14, fontAuto: 16.40625))
        #expect(!FigmaTextBox.looksLikeMissingFont(lineHeight: 17, pointSize: 14, fontAuto: 16.94318))
    }

    /// 28/38: the glyphs are (1950 + 494) × 28 / 2048 = 33.41406 pt tall, so (38 - 33.41406) / 2 =
    /// 2.29297 pt above them, and the ascender 1950 × 28 / 2048 = 26.66016 pt: the baseline 28.95313
    /// pt down, which Figma snaps to 29; each later line 38 pt lower. 150% of 16 pt is 24 pt.
    @Test func linesAreCentredAndStacked() throws {
        let box = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(38), lines: 3))
        #expect(box.boxHeight == 114)
        #expect(box.baselines == [29, 67, 105])
        #expect(FigmaTextBox(Self.sf, pointSize: 16, lineHeight: .percent(150))?.lineHeight == 24)
        // A line height under the glyphs' height is obeyed: 20 pt lines, (20 - 33.41406) / 2 +
        // 26.66016 = 19.95313 down, snapped to 20.
        let tight = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(20), lines: 2))
        #expect(tight.baselines == [20, 40] && tight.boxHeight == 40)
    }

    /// Cap trim: the box's top on the first cap line, 1443 × 28 / 2048 = 19.72852 pt above the
    /// first baseline, its bottom on the last baseline.
    @Test func capTrim() throws {
        let box = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(38), lines: 2, trimCap: true))
        #expect(abs(box.baselines[0] - 19.72852) < 1e-5 && abs(box.baselines[1] - 57.72852) < 1e-5)
        // One line height and the cap height: 38 + 19.72852.
        #expect(abs(box.boxHeight - 57.72852) < 1e-5)
        let noCap = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 0, xHeight: 500)
        #expect(FigmaTextBox(noCap, pointSize: 17, lineHeight: nil, trimCap: true) == nil)
    }

    /// DESIGN 2.8: a 28/38 SF title's baseline sits 7 px @3x lower in a UILabel with min = max line
    /// height than in Figma. UIKit: 38 - 494 × 28 / 2048 = 31.24609 pt, at 3x round(93.738) = 94 px
    /// = 31.33333 pt; Figma snaps 28.95313 to 29: 2.33333 pt, 7 px. With baselineOffset (38 -
    /// 33.41406) / 4 = 1.14648 the label moves the text up 2.29297 pt, to 28.95313: at 3x
    /// round(86.859) = 87 px and at 2x round(57.906) = 58 px, both 29 pt, on Figma's.
    @Test func paragraphStyleAgainstFigma() throws {
        let figma = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(38))).baselines[0]
        let resolved = try #require(Self.sf.resolved)
        let plain = ParagraphStyleLabel(resolved, pointSize: 28, lineHeight: 38, scale: 3)
        #expect(plain.baselines == [94.0 / 3])
        #expect(((plain.baselines[0] - figma) * 3).rounded() == 7)
        let offset = (38 - resolved.atSize(28).lineHeight) / 4
        for scale in [2.0, 3] {
            let centred = ParagraphStyleLabel(resolved, pointSize: 28, lineHeight: 38, baselineOffset: offset, scale: scale)
            #expect(abs(centred.baselines[0] - figma) * scale < 0.5, "@\(scale)x")
        }
    }
}
