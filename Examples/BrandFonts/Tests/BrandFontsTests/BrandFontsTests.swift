import BrandFonts
import Testing

/// The generated Fonts.swift, through the library that uses it, against values worked out by hand
/// from FP Audit Regular's tables (hhea 800/-200, line gap 0, cap height 700, 1000 units per em).
struct BrandFontsTests {
    /// At 17 pt @3x: UIKit draws the baseline round(800 / 1000 × 17 × 3) = round(40.8) = 41 px below
    /// the label's top; the caps are round(700 / 1000 × 17 × 3) = round(35.7) = 36 px tall. So the caps
    /// start 41 − 36 = 5 px below the top: 5/3 pt.
    @Test func capInsetAt17PointsOn3x() {
        #expect(abs(brandCapInset(scale: 3) - 5.0 / 3.0) < 1e-9)
    }

    /// At 17 pt @2x: baseline round(27.2) = 27 px down; caps round(23.8) = 24 px; the caps start
    /// 27 − 24 = 3 px below the top: 1.5 pt.
    @Test func capInsetAt17PointsOn2x() {
        #expect(abs(brandCapInset(scale: 2) - 1.5) < 1e-9)
    }

    /// Both faces that fontprobe.yml names, and no other.
    @Test func everyConfiguredFace() {
        #expect(Set(brandFaces) == ["FPAudit-Regular", "FPAudit-Bold"])
    }
}
