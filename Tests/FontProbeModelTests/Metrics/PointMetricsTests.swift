import FontProbe
import Testing

@testable import FontProbeTestSupport

/// docs/model.md#uifont-metrics-at-a-point-size: UIFont's metrics at a point size, against published UIFont printouts [M].
struct PointMetricsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var font: FontMetrics
        var size: Double
        var ascender, descender, leading, lineHeight: Double
        var capHeight: Double?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Published: UIFont.systemFont(ofSize: 17) on iOS.
        Case(
            name: "SF 17 pt (published)", font: .sf, size: 17,
            ascender: 16.1865234375, descender: -4.1005859375, leading: 0, lineHeight: 20.287109375,
            capHeight: 11.97802734375),
        // Published: UIFont(name: "Helvetica", size: 17): ascender 15.64033203125, lineHeight 19.55.
        // Descender by hand: -471 * 17 / 2048 = -3.90966796875; cap 1469 * 17 / 2048 = 12.19384765625.
        Case(
            name: "Helvetica 17 pt, legacy +15% ascender (published)", font: .helvetica, size: 17,
            ascender: 15.64033203125, descender: -3.90966796875, leading: 0, lineHeight: 19.55,
            capHeight: 12.19384765625),
        // Published: Hiragino 20 pt: ascender 17.6, descender -2.4, leading 10, lineHeight 20.
        Case(
            name: "Hiragino 20 pt: lineHeight excludes leading (published)", font: .hiragino, size: 20,
            ascender: 17.6, descender: -2.4, leading: 10, lineHeight: 20, capHeight: 14.4),
        // By hand: 1974*17/2000 = 16.779; -426*17/2000 = -3.621; 2400*17/2000 = 20.4; 1433*17/2000 = 12.1805.
        Case(
            name: "Lato 17 pt (hand calculation)", font: .lato, size: 17,
            ascender: 16.779, descender: -3.621, leading: 0, lineHeight: 20.4, capHeight: 12.1805),
        // By hand at a fractional size: 1950*33.5/2048 = 65325/2048 = 31.89697265625;
        // 494*33.5/2048 = 16549/2048 = 8.08056640625; 2444*33.5/2048 = 81874/2048 = 39.9775390625;
        // 1443*33.5/2048 = 48340.5/2048 = 23.603759765625.
        Case(
            name: "SF 33.5 pt (fractional size, hand calculation)", font: .sf, size: 33.5,
            ascender: 31.89697265625, descender: -8.08056640625, leading: 0, lineHeight: 39.9775390625,
            capHeight: 23.603759765625),
    ]

    @Test(arguments: cases)
    func metrics(_ c: Case) throws {
        let m = try #require(c.font.resolved).atSize(c.size)
        #expect(isClose(m.ascender, c.ascender))
        #expect(isClose(m.descender, c.descender))
        #expect(isClose(m.leading, c.leading))
        #expect(isClose(m.lineHeight, c.lineHeight))
        #expect(isClose(m.capHeight, c.capHeight))
    }

    /// The SF values are binary-exact (2048 is a power of two), so they must match exactly.
    @Test func sfIsBinaryExact() throws {
        let m = try #require(FontMetrics.sf.resolved).atSize(17)
        #expect(m.ascender == 16.1865234375)
        #expect(m.descender == -4.1005859375)
        #expect(m.lineHeight == 20.287109375)
        #expect(m.capHeight == 11.97802734375)
        #expect(m.xHeight == 8.9482421875)  // 1078 * 17 / 2048
    }
}
