import FontProbe
import Testing

@testable import FontProbeTestSupport

/// docs/model.md#designed-line-height: a design's line height, by the wrapper-view and the paragraph-style recipes.
struct DesignedLineHeightTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var size, designLineHeight: Double
        var lines: Int
        var scale: Double
        /// lineHeight, lineSpacing, topPadding, bottomPadding, labelHeight, wrapperHeight, baselineOffset,
        /// paragraphLabelHeight; `nil` where the wrapper recipe does not apply.
        var exact: [Double?]
        /// The same in pixels at `scale`.
        var pixels: [Double?]
        var negative: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The article's example (docs/model.md#designed-line-height): 28 pt with a 38 pt line height. Lato: (1974 + 426) * 28 / 2000 = 33.6.
        // lineSpacing 38 - 33.6 = 4.4, padding 2.2; 2 lines: 2 * 33.6 + 4.4 = 71.6, wrapper 71.6 + 4.4 = 76 = 2 * 38;
        // baselineOffset 4.4 / 4 = 1.1; paragraph label 2 * 38 = 76.
        // @3x: ceil(100.8) = 101; round(13.2) = 13; top round(6.6) = 7, bottom 13 - 7 = 6; ceil(214.8) = 215;
        // wrapper 215 + 13 = 228; round(3.3) = 3; ceil(228) = 228.
        Case(
            name: "Lato 28 pt, L 38, 2 lines @3x", font: .lato, size: 28, designLineHeight: 38, lines: 2, scale: 3,
            exact: [33.6, 4.4, 2.2, 2.2, 71.6, 76, 1.1, 76],
            pixels: [101, 13, 7, 6, 215, 228, 3, 228], negative: false),
        // @2x: ceil(67.2) = 68; round(8.8) = 9; top round(4.4) = 4, bottom 5; ceil(143.2) = 144; wrapper 144 + 9 = 153
        // (the label's rounding up shows: 76.5, not 76); round(2.2) = 2; ceil(152) = 152.
        Case(
            name: "Lato 28 pt, L 38, 2 lines @2x", font: .lato, size: 28, designLineHeight: 38, lines: 2, scale: 2,
            exact: [33.6, 4.4, 2.2, 2.2, 71.6, 76, 1.1, 76],
            pixels: [68, 9, 4, 5, 144, 153, 2, 152], negative: false),
        // Ties typed in decimal are decided by the doubles, as UIKit's CGFloat arithmetic decides them (docs/model.md#the-label-model
        // snaps only near-integers): 1000 units, 800/-200 at 10.4 pt is 10.4, and L 16.9 gives a lineSpacing of
        // 16.9 - 10.4 = 6.499999999999998, not 6.5. 3 lines: 2 * 16.9 + 10.4 = 44.2, wrapper 50.7.
        // @1x: ceil(10.4) = 11; round(6.4999…) = 6; round(3.2499…) = 3, bottom 3; ceil(44.2) = 45; 45 + 6 = 51;
        // round(1.6249…) = 2; ceil(50.7) = 51.
        Case(
            name: "decimal ties: 10.4 pt, L 16.9, 3 lines @1x", font: .thousand, size: 10.4, designLineHeight: 16.9,
            lines: 3, scale: 1, exact: [10.4, 6.5, 3.25, 3.25, 44.2, 50.7, 1.625, 50.7],
            pixels: [11, 6, 3, 3, 45, 51, 2, 51], negative: false),
        // @2x: ceil(20.8) = 21; 12.999999999999996 snaps to 13; round(6.4999…) = 6, bottom 7; ceil(88.4) = 89;
        // 89 + 13 = 102; round(3.2499…) = 3; ceil(101.4) = 102.
        Case(
            name: "decimal ties: 10.4 pt, L 16.9, 3 lines @2x", font: .thousand, size: 10.4, designLineHeight: 16.9,
            lines: 3, scale: 2, exact: [10.4, 6.5, 3.25, 3.25, 44.2, 50.7, 1.625, 50.7],
            pixels: [21, 13, 6, 7, 89, 102, 3, 102], negative: false),
        // A design line height below the font's, one line: 30 - 33.6 = -3.6, padding -1.8, baselineOffset -0.9;
        // label 33.6, wrapper 30. @3x: ceil(100.8) = 101; round(-10.8) = -11; round(-5.4) = -5, bottom -6; 101;
        // 101 - 11 = 90; round(-2.7) = -3; ceil(90) = 90.
        Case(
            name: "Lato 28 pt, L 30, 1 line (negative) @3x", font: .lato, size: 28, designLineHeight: 30, lines: 1,
            scale: 3, exact: [33.6, -3.6, -1.8, -1.8, 33.6, 30, -0.9, 30],
            pixels: [101, -11, -5, -6, 101, 90, -3, 90], negative: true),
        // Two lines 30 pt apart cannot be reached with a lineSpacing that is never negative: no wrapper numbers.
        // Paragraph style: 2 * 30 = 60; @2x: ceil(67.2) = 68; round(-7.2) = -7; round(-1.8) = -2; 120.
        Case(
            name: "Lato 28 pt, L 30, 2 lines (negative) @2x", font: .lato, size: 28, designLineHeight: 30, lines: 2,
            scale: 2, exact: [33.6, -3.6, nil, nil, nil, nil, -0.9, 60],
            pixels: [68, -7, nil, nil, nil, nil, -2, 120], negative: true),
        // SF 17 pt (lineHeight 20.287109375, docs/model.md#uifont-metrics-at-a-point-size) with the HIG body leading 22: lineSpacing 1.712890625,
        // padding 0.8564453125, baselineOffset 0.42822265625; 3 lines: 2 * 22 + 20.287109375 = 64.287109375,
        // wrapper 66. @1x: ceil 21; round 2; round(0.856) = 1, bottom 1; ceil(64.29) = 65; 65 + 2 = 67; round(0.428) = 0;
        // 66.
        Case(
            name: "SF 17 pt, L 22, 3 lines @1x", font: .sf, size: 17, designLineHeight: 22, lines: 3, scale: 1,
            exact: [20.287109375, 1.712890625, 0.8564453125, 0.8564453125, 64.287109375, 66, 0.42822265625, 66],
            pixels: [21, 2, 1, 1, 65, 67, 0, 66], negative: false),
        // L equal to the font's line height: no spacing, not negative. 1000 units, 800/-200 at 15 pt: 15.
        Case(
            name: "L equal to lineHeight @3x", font: .thousand, size: 15, designLineHeight: 15, lines: 1, scale: 3,
            exact: [15, 0, 0, 0, 15, 15, 0, 15], pixels: [45, 0, 0, 0, 45, 45, 0, 45], negative: false),
    ]

    private func values(_ r: DesignedLineHeight.Recipe) -> [Double?] {
        [
            r.lineHeight, r.lineSpacing, r.topPadding, r.bottomPadding, r.labelHeight, r.wrapperHeight, r.baselineOffset,
            r.paragraphLabelHeight,
        ]
    }

    private func same(_ got: [Double?], _ want: [Double?]) -> Bool {
        got.count == want.count
            && zip(got, want).allSatisfy { g, w in
                switch (g, w) {
                case (nil, nil): true
                case (let g?, let w?): abs(g - w) < 1e-9
                default: false
                }
            }
    }

    @Test(arguments: cases)
    func recipes(_ c: Case) throws {
        let metrics = try #require(c.font.resolved).atSize(c.size)
        let design = DesignedLineHeight(fontLineHeight: metrics.lineHeight, designLineHeight: c.designLineHeight, lines: c.lines)
        #expect(design.isLineSpacingNegative == c.negative)
        #expect(same(values(design.exact), c.exact), "exact: \(values(design.exact)) vs \(c.exact)")
        let pixels = values(design.snapped(scale: c.scale)).map { $0.map { $0 * c.scale } }
        #expect(same(pixels, c.pixels), "pixels: \(pixels) vs \(c.pixels)")
    }

    /// One line snapped is the label height of docs/model.md#the-label-model, whichever way it is reached.
    @Test func oneLineIsTheLabelHeight() throws {
        let resolved = try #require(FontMetrics.sf.resolved)
        for size in [11.0, 17, 28, 34] {
            for scale in [1.0, 2, 3] {
                let design = DesignedLineHeight(fontLineHeight: resolved.atSize(size).lineHeight, designLineHeight: size * 1.3)
                #expect(design.snapped(scale: scale).lineHeight == resolved.label(pointSize: size, scale: scale).labelHeight)
            }
        }
    }
}
