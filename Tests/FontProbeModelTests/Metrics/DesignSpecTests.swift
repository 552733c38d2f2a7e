import FontProbe
import Testing

@testable import FontProbeTestSupport

/// `spec`'s comparison: a design tool's box against each UIKit recipe, worked out by hand for the
/// SF-like 28/38 title of DESIGN 2.8 (2048 units, hhea 1950/-494/0, cap 1443). At 28 pt the
/// ascender is 26.66016 pt, the descender 6.75391, the line height 33.41406, the cap height 19.72852.
struct DesignSpecTests {
    static let sf = FigmaTextBoxTests.sf
    static let title = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(38))

    private func layout(_ spec: DesignSpec = title, scale: Double) throws -> SpecLayout {
        try #require(spec.layout(Self.sf, scale: scale))
    }

    /// At 3x: Figma's baseline 28.95313 pt down, snapped to 29. The paragraph style puts it at
    /// round(31.24609 × 3) = 94 px, 2.33333 pt (7 px) lower, in a box of ceil(38 × 3) = 114 px,
    /// Figma's 38 pt. With baselineOffset it is round(28.95313 × 3) = 87 px: on Figma's 29 pt. The
    /// plain label's baseline is round(79.98) = 80 px in a box of ceil(100.24) = 101 px: 13 px short of 114.
    @Test func titleAtThreeX() throws {
        let layout = try layout(scale: 3)
        #expect(layout.tool == TextBox(boxHeight: 38, baselines: [29]))
        let paragraph = try #require(layout.fit(.paragraphStyle))
        #expect(paragraph.box == TextBox(boxHeight: 38, baselines: [94.0 / 3]))
        #expect((paragraph.baselineDifference * 100).rounded() == 233)
        #expect((paragraph.pixelsOff * 100).rounded() == 700)
        let offset = try #require(layout.fit(.baselineOffset))
        #expect(offset.box.baselines == [29] && offset.withinHalfPixel)
        #expect(offset.pixelsOff == 0)
        let plain = try #require(layout.fit(.plainLabel))
        #expect(plain.box == TextBox(boxHeight: 101.0 / 3, baselines: [80.0 / 3]))
        #expect(abs(plain.pixelsOff - 13) < 1e-9)
        // The wrapper: 7 px of padding (round(2.29297 × 3)), the label's 80 px baseline, 29 pt; a
        // box of 7 + ceil(100.24) + (round(13.758) - 7) = 115 px, one over.
        let wrapper = try #require(layout.fit(.wrapper))
        #expect(wrapper.box == TextBox(boxHeight: 115.0 / 3, baselines: [29]))
        #expect(layout.closest?.recipe == .baselineOffset)
    }

    /// At 2x the wrapper (5 + 53 px baseline, 5 + 67 + 4 = 76 px box) ties with baselineOffset
    /// (round(57.906) = 58 px) at 0.094 px; the simpler recipe wins the tie, and over both scales
    /// baselineOffset is the closest.
    @Test func titleAtTwoXAndAcrossScales() throws {
        let two = try layout(scale: 2)
        #expect(two.fit(.wrapper)?.box == TextBox(boxHeight: 38, baselines: [29]))
        #expect(two.fit(.baselineOffset)?.box.baselines == [29])
        #expect(two.closest?.recipe == .baselineOffset)
        #expect(DesignSpec.closest([two, try layout(scale: 3)]) == .baselineOffset)
    }

    /// Trimmed to the cap line: Figma's box is the cap height, 19.72852 pt; a cap-aligned label's
    /// is round(19.72852 × 3) = 59 px, 19.66667 pt, 0.19 px less.
    @Test func capTrim() throws {
        var spec = Self.title
        spec.trimCap = true
        let layout = try layout(spec, scale: 3)
        #expect(abs(layout.tool.boxHeight - 1443.0 * 28 / 2048) < 1e-12)
        let offset = try #require(layout.fit(.baselineOffset))
        #expect(offset.box.boxHeight == 59.0 / 3 && offset.box.baselines == [59.0 / 3])
        #expect((offset.pixelsOff * 100).rounded() == 19)
        // Inside the 114 px label, the cap line 87 - 59 = 28 px down, the baseline 114 - 87 = 27 px up.
        let insets = try #require(offset.box.trimInsets)
        #expect(abs(insets.top - 28.0 / 3) < 1e-12 && abs(insets.bottom - 27.0 / 3) < 1e-12)
    }

    /// CSS at 1x: ascent round(26.66) = 27 px, descent round(6.75) = 7, so the glyphs take 34 px
    /// of 38 and the baseline is 27 + floor(4 / 2) = 29 px down; two lines stack 38 px apart.
    /// Sketch: round((38 - 33.41406) / 2 + 6.75391) = 9 pt above the bottom, 29 below the top.
    @Test func cssAndSketch() throws {
        let css = DesignSpec(tool: .css, pointSize: 28, lineHeight: .points(38), lines: 2)
        #expect(css.toolBox(Self.sf, scale: 1) == TextBox(boxHeight: 76, baselines: [29, 67]))
        #expect(DesignSpec(tool: .css, pointSize: 28, lineHeight: nil).designLineHeight(Self.sf) == 2444.0 * 28 / 2048)
        let sketch = DesignSpec(tool: .sketch, pointSize: 28, lineHeight: .points(38))
        #expect(sketch.toolBox(Self.sf, scale: 2) == TextBox(boxHeight: 38, baselines: [29]))
        // Sketch's natural height in whole points: round(26.66) + round(6.75) = 34.
        #expect(DesignSpec(tool: .sketch, pointSize: 28, lineHeight: nil).designLineHeight(Self.sf) == 34)
        var trimmed = sketch
        trimmed.trimCap = true
        #expect(trimmed.toolBox(Self.sf, scale: 2) == nil)
    }

    /// Lines closer than the font's (30 pt under 33.41): the wrapper cannot set two of them.
    @Test func wrapperNeedsRoom() throws {
        let tight = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(30), lines: 2)
        let layout = try layout(tight, scale: 3)
        #expect(layout.fit(.wrapper) == nil && layout.fit(.swiftUI) == nil)
        #expect(layout.fit(.paragraphStyle)?.box.baselines.count == 2)
    }

    /// A font with a line gap (1000 units, hhea 800/-200/200) at 20 pt on 30 pt lines, three lines at
    /// 3x. A UILabel leaves the gap out: plain, baselines round((16 + 20i) × 3) / 3 = 16, 36, 56 in
    /// ceil(60 × 3) / 3 = 60; paragraph style round((30(i + 1) - 4) × 3) / 3 = 26, 56, 86 in 90, and
    /// with baselineOffset (30 - 20) / 4 = 2.5 pt, 5 pt higher: 21, 51, 81, Figma's (30 - 20) / 2 +
    /// 16 = 21 and each 30 lower. The wrapper: 15 px of padding, 5 pt, then 16 + 30i: the same.
    @Test func aLineGapIsLeftOut() throws {
        let gap = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 200), capHeight: 700, xHeight: 500)
        let spec = DesignSpec(tool: .figma, pointSize: 20, lineHeight: .points(30), lines: 3)
        let layout = try #require(spec.layout(gap, scale: 3))
        #expect(layout.tool == TextBox(boxHeight: 90, baselines: [21, 51, 81]))
        #expect(layout.fit(.plainLabel)?.box == TextBox(boxHeight: 60, baselines: [16, 36, 56]))
        #expect(layout.fit(.paragraphStyle)?.box == TextBox(boxHeight: 90, baselines: [26, 56, 86]))
        #expect(layout.fit(.baselineOffset)?.box == TextBox(boxHeight: 90, baselines: [21, 51, 81]))
        #expect(layout.fit(.wrapper)?.box == TextBox(boxHeight: 90, baselines: [21, 51, 81]))
        #expect(layout.closest?.recipe == .baselineOffset && layout.closest?.pixelsOff == 0)
    }

    @Test(arguments: [("2%", 0.56), ("0.02em", 0.56), ("-0.4px", -0.4), ("0.5", 0.5), ("1pt", 1), ("0", 0)])
    func letterSpacing(text: String, points: Double) throws {
        #expect(abs(try #require(LetterSpacing(parsing: text)).points(size: 28) - points) < 1e-12)
    }

    @Test func letterSpacingRefused() {
        #expect(
            LetterSpacing(parsing: "wide") == nil && LetterSpacing(parsing: "2rem") == nil && LetterSpacing(parsing: "em") == nil)
    }
}
