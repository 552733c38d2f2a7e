import Testing

@testable import FontProbeModel

/// Numbers are read in decimal only (docs/security.md#numbers); each expected value is the
/// decimal number as written, or `nil` where `Double(_:)` would have read something else.
struct DecimalNumberTests {
    static let cases: [(String, Double?)] = [
        ("17", 17), ("-5", -5), ("+3", 3), ("0.5", 0.5), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("2.5E-1", 0.25),
        ("1e-400", 0),
        // Double(_:) reads each of these; none is decimal.
        ("0x11", nil), ("0X11", nil), ("0x1p3", nil), ("inf", nil), ("-inf", nil), ("Infinity", nil), ("nan", nil),
        ("NaN", nil), ("1e400", nil), ("-1e400", nil),
        // Not numbers at all.
        ("", nil), ("-", nil), (".", nil), ("e5", nil), ("1e", nil), ("1e+", nil), ("1.2.3", nil), (" 1", nil), ("1 ", nil),
        ("١٧", nil), ("1_000", nil),
    ]

    @Test(arguments: cases)
    func parse(text: String, expected: Double?) {
        #expect(DecimalNumber.parse(text) == expected)
    }
}
