import FontProbe
import Testing

@testable import FontProbeTestSupport

/// Line heights as designs write them, read one way each.
struct LineHeightValueTests {
    @Test(arguments: [
        ("38", 38.0), ("38pt", 38), ("38 PX", 38), ("150%", 24), ("1.5x", 24), ("1.25X", 20), ("4", 4),
    ])
    func formsAtSixteenPoints(text: String, points: Double) throws {
        #expect(try LineHeightValue(parsing: text).points(size: 16) == points)
    }

    /// A bare number under 4 reads as a multiple as often as as points, so it is refused; so is what
    /// is not a positive number.
    @Test(arguments: ["1.5", "0", "-20", "x", "%", "abc", "", "nan", "inf%"])
    func refused(text: String) {
        #expect(throws: LineHeightValueError.self) { try LineHeightValue(parsing: text) }
    }
}
