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

    /// A fixed box places the text block by its alignment, unrounded for px lines: Roboto 11/16.5
    /// px (a = 1900 × 11 / 2048 = 10.20508, d = 500 × 11 / 2048 = 2.68555) is a 16.5 px block; in a
    /// 30 px box the first baseline is round(offset + (16.5 + 10.20508 - 2.68555) / 2) =
    /// round(offset + 12.00977): 12 at the top, round(6.75 + 12.00977) = 19 centred,
    /// round(13.5 + 12.00977) = 26 at the bottom. At 150% the line is round(16.5) = 17 px, the
    /// block 17: round(offset + (17 + 7.51953) / 2) = round(offset + 12.25977), 12, round(6.5 +
    /// 12.25977) = 19 and round(13 + 12.25977) = 25. Both hug in 17 px.
    @Test func fixedBoxesByAlignment() throws {
        let roboto = FontMetrics.literal(unitsPerEm: 2048, hhea: (1900, -500, 0), capHeight: 1456, xHeight: 1082)
        let expected: [(FigmaTextBox.Alignment, px: Double, percent: Double)] = [
            (.top, 12, 12), (.center, 19, 19), (.bottom, 26, 25),
        ]
        for (alignment, px, percent) in expected {
            for (lineHeight, baseline) in [(LineHeightValue.points(16.5), px), (.percent(150), percent)] {
                let box = try #require(
                    FigmaTextBox(roboto, pointSize: 11, lineHeight: lineHeight, fixedHeight: 30, alignment: alignment))
                #expect(box.boxHeight == 30 && box.textHeight == 17 && box.baselines == [baseline], "\(alignment) \(lineHeight)")
            }
        }
        // Hugging, the alignment changes nothing.
        #expect(FigmaTextBox(roboto, pointSize: 11, lineHeight: .points(16.5), alignment: .bottom)?.baselines == [12])
    }

    /// Inter 3 (2816 units, hhea 2728/-680/0) at 14 px: a = 13.5625, d = 3.38068, a - d = 10.18182.
    static let inter = FontMetrics.literal(unitsPerEm: 2816, hhea: (2728, -680, 0), capHeight: 2048, xHeight: 1536)

    /// DESIGN 2.8, by the line height's unit. Inter 14 / 17.5 px: each baseline snapped on its own,
    /// round((17.5 + 10.18182) / 2 + i × 17.5) = round(13.84091), round(31.34091), round(48.84091) =
    /// 14, 31, 49 (steps of 17 and 18), the box ceil(3 × 17.5) = 53. At 125% (17.5 px too) the line is
    /// rounded first, half up, to 18: the box 3 × 18 = 54 (not round(52.5) = 53), the first baseline
    /// round((18 + 10.18182) / 2) = round(14.09091) = 14, then 32 and 50. Auto is a %: (2728 + 680) ×
    /// 14 / 2816 = 16.94318, rounded to 17: 3 lines in 51, the first round(13.59091) = 14, then 31, 48.
    @Test func linesByUnit() throws {
        let px = try #require(FigmaTextBox(Self.inter, pointSize: 14, lineHeight: .points(17.5), lines: 3))
        #expect(px.unit == .pixels && px.pitch == 17.5 && px.boxHeight == 53 && px.baselines == [14, 31, 49])
        let percent = try #require(FigmaTextBox(Self.inter, pointSize: 14, lineHeight: .percent(125), lines: 3))
        #expect(percent.unit == .fontSizePercent && percent.pitch == 18)
        #expect(percent.boxHeight == 54 && percent.baselines == [14, 32, 50])
        // A token's multiple is Figma's %: 1.25 × 14 = 17.5, rounded to 18.
        #expect(FigmaTextBox(Self.inter, pointSize: 14, lineHeight: .multiple(1.25), lines: 3)?.baselines == [14, 32, 50])
        let auto = try #require(FigmaTextBox(Self.inter, pointSize: 14, lineHeight: nil, lines: 3))
        #expect(auto.unit == .intrinsicPercent && auto.boxHeight == 51 && auto.baselines == [14, 31, 48])
    }

    /// DESIGN 2.8's example: Inter 16 / 22.4 px hugs one line in ceil(22.4) = 23 px (round would say
    /// 22); a = 15.5, d = 3.86364, the baseline round((22.4 + 11.63636) / 2) = round(17.01818) = 17.
    /// Five lines: ceil(112) = 112, not 113 (22.4 × 5 is 112.00000000000001 in doubles).
    @Test func pixelsHugInTheCeiling() throws {
        let one = try #require(FigmaTextBox(Self.inter, pointSize: 16, lineHeight: .points(22.4)))
        #expect(one.boxHeight == 23 && one.baselines == [17])
        #expect(FigmaTextBox(Self.inter, pointSize: 16, lineHeight: .points(22.4), lines: 5)?.boxHeight == 112)
    }

    /// Paragraph spacing adds whole px between paragraphs: Inter 14 at 125% (18 px lines), a
    /// paragraph of one line and one of two, 8 px apart: the box 3 × 18 + 8 = 62, the baselines 14,
    /// 14 + 18 + 8 = 40 and 58. In px lines (17.5) the spacing joins the sum before each baseline is
    /// snapped: round(13.84091 + 17.5 + 8) = 39, round(13.84091 + 35 + 8) = 57, the box ceil(52.5 + 8)
    /// = 61. A spacing of 7.6 is taken as 8 px; paragraphs that do not add up to the lines are one.
    @Test func paragraphSpacing() throws {
        let percent = try #require(
            FigmaTextBox(Self.inter, pointSize: 14, lineHeight: .percent(125), lines: 3, paragraphs: [1, 2], paragraphSpacing: 8))
        #expect(percent.boxHeight == 62 && percent.baselines == [14, 40, 58])
        let px = try #require(
            FigmaTextBox(
                Self.inter, pointSize: 14, lineHeight: .points(17.5), lines: 3, paragraphs: [1, 2], paragraphSpacing: 7.6))
        #expect(px.boxHeight == 61 && px.baselines == [14, 39, 57])
        let one = FigmaTextBox(
            Self.inter, pointSize: 14, lineHeight: .percent(125), lines: 3, paragraphs: [1, 1], paragraphSpacing: 8)
        #expect(one?.baselines == [14, 32, 50])
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
