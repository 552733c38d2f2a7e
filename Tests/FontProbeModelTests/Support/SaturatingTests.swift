import Testing

@testable import FontProbeModel

/// Whole numbers from floating point never trap (docs/security.md#arithmetic): `Int(_:)` of NaN,
/// of an infinity or of anything past ±2^63 kills the process with SIGILL.
struct SaturatingTests {
    /// 2^40, written out: the bound `Int(saturating:)` clamps to.
    static let bound = 1_099_511_627_776

    static let doubles: [(Double, Int)] = [
        (1e300, bound), (-1e300, -bound), (Double.infinity, bound), (-Double.infinity, -bound), (Double.nan, 0),
        (Double.signalingNaN, 0), (Double.greatestFiniteMagnitude, bound), (9.3e18, bound), (-9.3e18, -bound),
        // Within the bound: toward zero, as `Int(_:)`.
        (17.9, 17), (-17.9, -17), (0, 0), (-0.0, 0), (1_099_511_627_776, bound), (1_099_511_627_775.5, bound - 1),
    ]

    static let floats: [(Float, Int)] = [
        (Float.infinity, bound), (-Float.infinity, -bound), (Float.nan, 0), (Float.greatestFiniteMagnitude, bound),
        (Float(2.5), 2), (Float(-2.5), -2),
    ]

    @Test(arguments: doubles)
    func double(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test(arguments: floats)
    func float(value: Float, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    /// The label model, UIFont's metrics and Android's integer metrics of absurd faces at absurd
    /// sizes and scales: no trap, whatever they come to. Nothing a lockfile or a font can hold
    /// reaches here any more (``LockfileBound``); this is the arithmetic's own guarantee.
    @Test(arguments: [1e300, -1e300, Double.nan, Double.infinity, -Double.infinity])
    func labelOfAbsurdValuesDoesNotTrap(value: Double) {
        let huge = 1 << 62
        for (ascender, descender, capHeight, unitsPerEm) in [
            (huge, -huge, huge, 1), (1, -1, 1, 16), (-huge, huge, -huge, 16_384),
        ] {
            let metrics = ResolvedMetrics(
                unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: 0, source: .hhea,
                reason: .typoMetricsFlagOff, capHeight: FontHeight(units: capHeight, source: .os2),
                xHeight: FontHeight(units: capHeight, source: .os2), hasLegacyAscenderAdjustment: true,
                inkTop: InkTops(capHeight: capHeight, xHeight: capHeight))
            let label = metrics.label(pointSize: value, scale: value)
            let sized = metrics.atSize(value)
            let moderate = metrics.label(pointSize: 17, scale: 3)
            // Each pixel line is clamped, never a trap: |n| ≤ 2^40.
            for pixels in [label.ink.capHeight, label.ink.xHeight, label.ink.predictedCapHeight, moderate.ink.capHeight] {
                #expect(abs(pixels ?? 0) <= Self.bound)
            }
            #expect(sized.pointSize.isNaN || sized.pointSize == value)
        }
        // Android's pixels, in 32-bit floats: 1e300 is an infinity there.
        #expect(abs(AndroidIntegerMetrics.roundToPx(value, density: value)) <= Self.bound)
        #expect(abs(AndroidIntegerMetrics.round(Float(value))) <= Self.bound)
    }
}
