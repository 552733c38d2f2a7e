/// Numbers as people write them in decimal, and nothing else (docs/security.md#numbers).
///
/// `Double(_:)` also reads hexadecimal (`0x11` is 17, `0x1p3` is 8), `inf`, `infinity` and `nan`
/// in any case, and gives an infinity for `1e400`. Every number fontprobe reads from text (an
/// argument, `fontprobe.yml`, a tokens file; the lockfile has JSON's own grammar) goes through
/// ``parse(_:)`` instead, so none of those is a number anywhere.
package enum DecimalNumber {
    /// `text` as a finite decimal number: an optional sign, digits with at most one `.` (at least
    /// one digit on either side of it), and an optional exponent (`e` or `E`, an optional sign,
    /// digits); `nil` for anything else, and for a number too large for a `Double` (`1e400`).
    package static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
        guard isDecimal(Array(text.utf8)), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// True when `bytes` spell a decimal number, as ``parse(_:)`` describes.
    private static func isDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        func skip(_ options: UInt8...) -> Bool {
            guard index < bytes.count, options.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
        var mantissa = digits()
        if skip(UInt8(ascii: ".")) { mantissa += digits() }
        guard mantissa > 0 else { return false }
        if skip(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
