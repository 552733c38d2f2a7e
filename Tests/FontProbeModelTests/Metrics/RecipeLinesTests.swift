import FontProbe
import Testing

@testable import FontProbeTestSupport

/// Each platform recipe's lines in `spec`, by hand from DESIGN 2.3's multi-line rules (A = ascender ×
/// size × k and L = lineHeight × size × k in device pixels, the line gap left out): a UILabel's line j
/// at round(A + j·L), a SwiftUI Text's at round(A) + ceil(j·L) in a ceil(n·L) frame, a line spacing
/// s added to the unrounded pitch; and what each recipe's evidence tag says.
struct RecipeLinesTests {
    /// The tables of Fixtures/lines/FPLines-SwiftUI.ttf (1000 units, hhea 925/-225/0), chosen to
    /// reproduce a measured SwiftUI Text: at 32 pt @3x A = 88.8 px and L = 110.4 px.
    static let swiftUIFont = FontMetrics.literal(unitsPerEm: 1000, hhea: (925, -225, 0), capHeight: 700, xHeight: 500)
    /// The tables of Fixtures/lines/FPLines-Label.ttf (hhea 940/-260/0, its `head` box 0 to 700), the
    /// hugging 3-line label's.
    static let labelFont: FontMetrics = {
        var font = FontMetrics.literal(unitsPerEm: 1000, hhea: (940, -260, 0), capHeight: 700, xHeight: 500)
        font.fontBounds = GlyphBounds(xMin: 0, yMin: 0, xMax: 500, yMax: 700)
        return font
    }()

    private func layout(_ spec: DesignSpec, _ font: FontMetrics, scale: Double) throws -> SpecLayout {
        try #require(spec.layout(font, scale: scale))
    }

    private func pixels(_ box: TextBox?, _ scale: Double) -> [Double]? {
        box.map { $0.baselines.map { PixelMath.snap($0 * scale) } }
    }

    /// A design whose line height is the font's own, 1150 / 1000 × 32 = 36.8 pt: the SwiftUI recipe
    /// has no spacing and no padding, a fitted Text alone. Four lines at 3x: SwiftUI round(88.8) = 89,
    /// then 89 + ceil(110.4) = 200, 89 + ceil(220.8) = 310, 89 + ceil(331.2) = 421; the plain
    /// UILabel round(88.8), round(199.2), round(309.6), round(420.0) = 89, 199, 310, 420; both boxes
    /// ceil(441.6) = 442 px. Each is measured [M] (SwiftUI 64/64; UIKit at 3x).
    @Test func swiftUIRecipeIsJudgedBySwiftUIsRule() throws {
        let spec = DesignSpec(tool: .figma, pointSize: 32, lineHeight: .points(36.8), lines: 4)
        let three = try layout(spec, Self.swiftUIFont, scale: 3)
        let swiftUI = try #require(three.fit(.swiftUI))
        let plain = try #require(three.fit(.plainLabel))
        #expect(pixels(swiftUI.box, 3) == [89, 200, 310, 421])
        #expect(pixels(plain.box, 3) == [89, 199, 310, 420])
        #expect(PixelMath.snap(swiftUI.box.boxHeight * 3) == 442 && PixelMath.snap(plain.box.boxHeight * 3) == 442)
        #expect(swiftUI.evidence.tag == .measured && plain.evidence.tag == .measured)
        // One line: both are the label, round(88.8) = 89 in ceil(110.4) = 111.
        var one = spec
        one.lines = 1
        let single = try layout(one, Self.swiftUIFont, scale: 3)
        #expect(pixels(single.fit(.swiftUI)?.box, 3) == [89] && pixels(single.fit(.plainLabel)?.box, 3) == [89])
    }

    /// With a line spacing: L = 40.1 pt on the same font, s = 40.1 - 36.8 = 3.3 pt, 9.9 px at 3x, so
    /// the pitch is 110.4 + 9.9 = 120.3 px, unrounded. The padding above is round(1.65 × 3) = 5 px.
    /// SwiftUI: 5 + 89, 5 + 89 + ceil(120.3), 5 + 89 + ceil(240.6) = 94, 215, 335; the wrapper's
    /// UILabel: 5 + round(88.8), round(209.1), round(329.4) = 94, 214, 334. Both views are
    /// ceil(3 × 110.4 + 2 × 9.9) = 351 px, plus round(9.9) = 10 of padding: 361. SwiftUI's
    /// `.lineSpacing` is in no render: [I].
    @Test func lineSpacingAddsToTheUnroundedPitch() throws {
        let spec = DesignSpec(tool: .figma, pointSize: 32, lineHeight: .points(40.1), lines: 3)
        let three = try layout(spec, Self.swiftUIFont, scale: 3)
        let swiftUI = try #require(three.fit(.swiftUI))
        let wrapper = try #require(three.fit(.wrapper))
        #expect(pixels(swiftUI.box, 3) == [94, 215, 335])
        #expect(pixels(wrapper.box, 3) == [94, 214, 334])
        #expect(PixelMath.snap(swiftUI.box.boxHeight * 3) == 361 && PixelMath.snap(wrapper.box.boxHeight * 3) == 361)
        #expect(swiftUI.evidence.tag == .inferred && wrapper.evidence.tag == .inferred)
    }

    /// The measured lineSpacing case steps 56, 56 for L + spacing = 56.45 px (DESIGN 2.3): the label's
    /// font at 20.5 pt @2x has A = 38.54 and L = 49.2 px; a design of 28.225 pt lines is a spacing of
    /// 3.625 pt, 7.25 px, so the pitch is 56.45 px. round(38.54), round(94.99), round(151.44) = 39,
    /// 95, 151: the measured steps, 56 and 56. With the padding, round(3.625) = 4 px: 43, 99, 155.
    @Test func wrapperStepsAsTheMeasuredLineSpacing() throws {
        let spec = DesignSpec(tool: .figma, pointSize: 20.5, lineHeight: .points(28.225), lines: 3)
        let two = try layout(spec, Self.labelFont, scale: 2)
        #expect(pixels(two.fit(.wrapper)?.box, 2) == [43, 99, 155])
    }

    /// The evidence of several lines: a plain UILabel's is [M] at 3x and [I] at 2x, where the render
    /// of the same label disagrees by a pixel; a fixed, centred box makes every iOS recipe [I]; on
    /// Android one line of a padded TextView is [M], several [P]; on the web Chromium's stacked lines
    /// are [M], and [I] placed in a fixed box.
    @Test func evidenceByLinesScaleAndBox() throws {
        let spec = DesignSpec(tool: .figma, pointSize: 16, lineHeight: nil, lines: 3)
        let font = Self.labelFont
        #expect(try layout(spec, font, scale: 3).fit(.plainLabel)?.evidence.tag == .measured)
        let twoX = try #require(try layout(spec, font, scale: 2).fit(.plainLabel)?.evidence)
        #expect(twoX.tag == .inferred && twoX.basis.contains("31, 69, 107"))
        #expect(try layout(spec, font, scale: 2).fit(.paragraphStyle)?.evidence.tag == .inferred)
        var fixed = spec
        fixed.fixedBox = DesignSpec.FixedBox(height: 100, alignment: .center)
        #expect(try layout(fixed, font, scale: 3).fits.allSatisfy { $0.evidence.tag == .inferred })

        var android = spec
        android.platform = .android
        #expect(try layout(android, font, scale: 3).fit(.textView)?.evidence.tag == .primary)
        android.lines = 1
        #expect(try layout(android, font, scale: 3).fit(.textView)?.evidence.tag == .measured)
        #expect(try layout(android, font, scale: 3).fit(.composeCenterTrimNone)?.evidence.tag == .measured)
        #expect(try layout(android, font, scale: 3).fit(.composeProportionalTrimBoth)?.evidence.tag == .primary)

        var web = spec
        web.platform = .web
        #expect(try layout(web, font, scale: 2).fits.allSatisfy { $0.evidence.tag == .measured })
        web.fixedBox = DesignSpec.FixedBox(height: 100, alignment: .center)
        #expect(try layout(web, font, scale: 2).fits.allSatisfy { $0.evidence.tag == .inferred })
    }
}
