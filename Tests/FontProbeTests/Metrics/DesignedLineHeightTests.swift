import FontProbe
import Testing

/// DESIGN 2.4: a design's line height, by the wrapper-view and the paragraph-style recipes.
struct DesignedLineHeightTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var size, designLineHeight: Double
        var lines: Int
        var scale: Double
        /// lineHeight, lineSpacing, topPadding, labelHeight, wrapperHeight, baselineOffset, paragraphLabelHeight.
        var exact: [Double]
        var snapped: [Double]
        var negative: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The seed article's title: 28 pt with a 38 pt line height. Lato: (1974 + 426) * 28 / 2000 = 33.6.
        // lineSpacing 38 - 33.6 = 4.4, padding 2.2; 2 lines: 2 * 33.6 + 4.4 = 71.6, wrapper 71.6 + 4.4 = 76 = 2 * 38;
        // baselineOffset 4.4 / 4 = 1.1; paragraph label 2 * 38 = 76.
        // @3x: ceil(100.8) = 101; round(13.2) = 13; round(6.6) = 7; ceil(214.8) = 215; 7 + 215 + 7 = 229;
        // round(3.3) = 3; ceil(228) = 228; each / 3.
        Case(
            name: "Lato 28 pt, L 38, 2 lines @3x", font: .lato, size: 28, designLineHeight: 38, lines: 2, scale: 3,
            exact: [33.6, 4.4, 2.2, 71.6, 76, 1.1, 76],
            snapped: [101.0 / 3, 13.0 / 3, 7.0 / 3, 215.0 / 3, 229.0 / 3, 1, 76], negative: false),
        // @2x: ceil(67.2) = 68; round(8.8) = 9; round(4.4) = 4; ceil(143.2) = 144; 4 + 144 + 4 = 152; round(2.2) = 2;
        // ceil(152) = 152.
        Case(
            name: "Lato 28 pt, L 38, 2 lines @2x", font: .lato, size: 28, designLineHeight: 38, lines: 2, scale: 2,
            exact: [33.6, 4.4, 2.2, 71.6, 76, 1.1, 76],
            snapped: [34, 4.5, 2, 72, 76, 1, 76], negative: false),
        // A design line height below the font's: 30 - 33.6 = -3.6, padding -1.8, baselineOffset -0.9.
        // 1 line: label 33.6, wrapper 30. @3x: ceil(100.8) = 101; round(-10.8) = -11; round(-5.4) = -5;
        // -5 + 101 - 5 = 91; round(-2.7) = -3; ceil(90) = 90.
        Case(
            name: "Lato 28 pt, L 30 (negative) @3x", font: .lato, size: 28, designLineHeight: 30, lines: 1, scale: 3,
            exact: [33.6, -3.6, -1.8, 33.6, 30, -0.9, 30],
            snapped: [101.0 / 3, -11.0 / 3, -5.0 / 3, 101.0 / 3, 91.0 / 3, -1, 30], negative: true),
        // SF 17 pt (lineHeight 20.287109375, DESIGN 2.2) with the HIG body leading 22: lineSpacing 1.712890625,
        // padding 0.8564453125, baselineOffset 0.42822265625; 3 lines: 3 * 20.287109375 + 2 * 1.712890625 = 64.287109375,
        // wrapper 66. @1x: ceil 21; round 2; round(0.856) = 1; ceil(64.29) = 65; 1 + 65 + 1 = 67; round(0.428) = 0; 66.
        Case(
            name: "SF 17 pt, L 22, 3 lines @1x", font: .sf, size: 17, designLineHeight: 22, lines: 3, scale: 1,
            exact: [20.287109375, 1.712890625, 0.8564453125, 64.287109375, 66, 0.42822265625, 66],
            snapped: [21, 2, 1, 65, 67, 0, 66], negative: false),
        // L equal to the font's line height: no spacing, not negative. 1000 units, 800/-200 at 15 pt: 15.
        // @3x everything is whole: 45, 0, 0, 45, 45, 0, 45.
        Case(
            name: "L equal to lineHeight @3x", font: .thousand, size: 15, designLineHeight: 15, lines: 1, scale: 3,
            exact: [15, 0, 0, 15, 15, 0, 15], snapped: [15, 0, 0, 15, 15, 0, 15], negative: false),
    ]

    private func values(_ r: DesignedLineHeight.Recipe) -> [Double] {
        [r.lineHeight, r.lineSpacing, r.topPadding, r.labelHeight, r.wrapperHeight, r.baselineOffset, r.paragraphLabelHeight]
    }

    @Test(arguments: cases)
    func recipes(_ c: Case) throws {
        let metrics = try #require(c.font.resolved).atSize(c.size)
        let design = DesignedLineHeight(fontLineHeight: metrics.lineHeight, designLineHeight: c.designLineHeight, lines: c.lines)
        #expect(design.isLineSpacingNegative == c.negative)
        for (got, want) in zip(values(design.exact), c.exact) {
            #expect(abs(got - want) < 1e-9, "exact: \(values(design.exact)) vs \(c.exact)")
        }
        let snapped = design.snapped(scale: c.scale)
        for (got, want) in zip(values(snapped), c.snapped) {
            #expect(abs(got - want) < 1e-9, "snapped: \(values(snapped)) vs \(c.snapped)")
        }
        #expect(snapped.bottomPadding == snapped.topPadding)
        #expect(design.exact.bottomPadding == design.exact.topPadding)
    }

    /// One line snapped is the label height of DESIGN 2.3, whichever way it is reached.
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
