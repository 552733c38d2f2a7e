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
        #expect(box.boxHeight == published)
    }

    /// 28/38: the glyphs are (1950 + 494) × 28 / 2048 = 33.41406 pt tall, so (38 - 33.41406) / 2 =
    /// 2.29297 pt above them, and the ascender 1950 × 28 / 2048 = 26.66016 pt: the baseline 28.95313
    /// pt down; each later line 38 pt lower. 150% of 16 pt is 24 pt.
    @Test func linesAreCentredAndStacked() throws {
        let box = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(38), lines: 3))
        #expect(box.boxHeight == 114)
        #expect(box.baselines.map { ($0 * 1e5).rounded() / 1e5 } == [28.95313, 66.95313, 104.95313])
        #expect(FigmaTextBox(Self.sf, pointSize: 16, lineHeight: .percent(150))?.lineHeight == 24)
        // A line height under the glyphs' height is obeyed: 20 pt lines, (20 - 33.41406) / 2 above.
        let tight = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(20), lines: 2))
        #expect(abs(tight.baselines[0] - (20 - 33.41406) / 2 - 26.66016) < 1e-5 && tight.boxHeight == 40)
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

    /// DESIGN 2.8: a 28/38 SF title's baseline sits 2.38 pt lower in a UILabel with min = max line
    /// height than in Figma. UIKit: 38 - 494 × 28 / 2048 = 31.24609 pt, at 3x round(93.738) = 94 px
    /// = 31.33333 pt: 31.33333 - 28.95313 = 2.38 pt, 7.1 px. With baselineOffset (38 - 33.41406) / 4
    /// = 1.14648 the label moves the text up 2.29297 pt, to 28.95313: at 3x round(86.859) = 87 px,
    /// 0.14 px from Figma's; at 2x round(57.906) = 58 px, 0.09 px.
    @Test func paragraphStyleAgainstFigma() throws {
        let figma = try #require(FigmaTextBox(Self.sf, pointSize: 28, lineHeight: .points(38))).baselines[0]
        let resolved = try #require(Self.sf.resolved)
        let plain = ParagraphStyleLabel(resolved, pointSize: 28, lineHeight: 38, scale: 3)
        #expect(plain.baselines == [94.0 / 3])
        #expect(((plain.baselines[0] - figma) * 100).rounded() / 100 == 2.38)
        let offset = (38 - resolved.atSize(28).lineHeight) / 4
        for scale in [2.0, 3] {
            let centred = ParagraphStyleLabel(resolved, pointSize: 28, lineHeight: 38, baselineOffset: offset, scale: scale)
            #expect(abs(centred.baselines[0] - figma) * scale < 0.5, "@\(scale)x")
        }
    }
}
