/// Whole numbers from floating point that cannot trap.
///
/// `Int(_:)` of a `Double` or `Float` traps on NaN, on infinity and past ±2^63, so a value that a
/// forged input made huge would crash the run (docs/security.md#arithmetic). Every conversion of a
/// computed number to a whole number goes through these instead.
extension Int {
    /// The largest magnitude a converted value keeps: 2^40 (about 1.1e12), a hundred times any
    /// pixel count fontprobe computes from checked inputs (about 9.4e9 at most), and far enough
    /// below `Int.max` (2^63) that sums, and products with a count of up to 2^22, cannot overflow.
    package static let saturationBound = 1 << 40

    /// `value` without its fraction (toward zero), clamped to ±``saturationBound``; NaN is 0.
    package init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let bound = Double(Int.saturationBound)
        self = Int(Swift.min(Swift.max(value, -bound), bound))
    }

    /// The same for a `Float` (Android's text arithmetic).
    package init(saturating value: Float) {
        self.init(saturating: Double(value))
    }
}
