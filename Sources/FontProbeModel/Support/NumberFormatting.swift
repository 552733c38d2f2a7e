import Foundation

/// Number formatting shared by the human-readable reporters.
package enum NumberFormatting {
    /// `value` with at most `decimals` decimals and no trailing zeros: 20.4, 4.333, 17; from
    /// ``exponentFrom`` up, in exponent form (`1e+308`), never as hundreds of digits.
    package static func trimmed(_ value: Double, decimals: Int) -> String {
        if value.isFinite && value.magnitude >= exponentFrom { return "\(value)" }
        return rounded(value, decimals: decimals) ?? printed(value, decimals: decimals)
    }

    /// The magnitude from which numbers are written in exponent form: 10^15, far beyond any
    /// metric in points or font units, where a lockfile edited by hand may put `1e308`.
    package static let exponentFrom = 1e15

    /// ``trimmed(_:decimals:)`` through printf's `%.Nf`.
    package static func printed(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// What ``printed(_:decimals:)`` gives, without printf; `nil` where it would not be exact:
    /// non-finite values, more than 9 decimals, or 2^52 units of the last decimal or more.
    ///
    /// Kept because it is measured: with `String(format:)`, formatting took 11% of the samples of
    /// `fontprobe audit --format text` over the bench corpus (docs/benchmark.md#profiles).
    /// `StandInTests` compares the two on many values.
    ///
    /// printf rounds the exact binary value to the nearest, ties to even. `value × 10^decimals`
    /// is `high + low` exactly (`low` from a fused multiply-add); below 2^52 the fraction of
    /// `high` is exact, and any `low` is smaller than the distance from that fraction to ½
    /// unless that distance is 0, so the two decide the rounding between them.
    package static func rounded(_ value: Double, decimals: Int) -> String? {
        guard value.isFinite, (0...9).contains(decimals) else { return nil }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = value.magnitude
        let high = magnitude * scale
        guard high < 0x1p52 else { return nil }
        let low = (-high).addingProduct(magnitude, scale)
        let floor = high.rounded(.down)
        let half = (high - floor) - 0.5
        let up = half > 0 || (half == 0 && (low > 0 || (low == 0 && floor.truncatingRemainder(dividingBy: 2) == 1)))
        var units = UInt64(floor) + (up ? 1 : 0)
        guard units > 0 else { return "0" }  // printf's "-0.000" is trimmed to "0" too
        var digits = decimals
        while digits > 0 && units % 10 == 0 {
            units /= 10
            digits -= 1
        }
        // At most 16 integer digits (below 2^52), 9 decimals, a point and a sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
            var start = buffer.count
            func prepend(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<digits {
                prepend(UInt8(ascii: "0") + UInt8(units % 10))
                units /= 10
            }
            if digits > 0 { prepend(UInt8(ascii: ".")) }
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(units % 10))
                units /= 10
            } while units > 0
            if value.sign == .minus { prepend(UInt8(ascii: "-")) }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// A metric in points (up to 4 decimals), or an em dash when unknown.
    package static func points(_ value: Double?) -> String {
        value.map { trimmed($0, decimals: 4) } ?? "—"
    }

    /// A pixel-snapped inset in points (up to 3 decimals: 1/3 pt is 0.333), or an em dash.
    package static func inset(_ value: Double?) -> String {
        value.map { trimmed($0, decimals: 3) } ?? "—"
    }

    /// A point size or scale: 17, 33.5.
    package static func size(_ value: Double) -> String { trimmed(value, decimals: 4) }

    /// The decimals of every number in a `check` message: sizes, scales, points and tolerances
    /// alike (docs/commands/check.md#drift).
    package static let messageDecimals = 4

    /// A number in a `check` message: up to ``messageDecimals`` decimals, no trailing zeros.
    package static func message(_ value: Double) -> String { trimmed(value, decimals: messageDecimals) }

    /// Two numbers of a `check` message that differ, each with ``messageDecimals`` decimals, or
    /// with as many more (up to 9) as it takes for them to read differently: a drift that shows
    /// "4.6667 → 4.6667" would say nothing moved.
    package static func message(_ old: Double, _ new: Double) -> (old: String, new: String) {
        var decimals = messageDecimals
        while decimals < 9 && old != new && trimmed(old, decimals: decimals) == trimmed(new, decimals: decimals) {
            decimals += 1
        }
        return (trimmed(old, decimals: decimals), trimmed(new, decimals: decimals))
    }
}
