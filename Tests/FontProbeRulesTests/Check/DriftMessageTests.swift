import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The numbers of `check` messages: at most 4 decimals, and more only where two values of a
/// drift would otherwise read the same (docs/commands/check.md#drift).
struct DriftMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var old: Double
        var new: Double
        var message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        // 14/3 → 16/3 pt: 4.66666… and 5.33333… to 4 decimals.
        Case(old: 14.0 / 3, new: 16.0 / 3, message: "capInset at 17 pt @3x: 4.6667 → 5.3333"),
        // Whole and short values keep no trailing zeros.
        Case(old: 20.4, new: 21.25, message: "capInset at 17 pt @3x: 20.4 → 21.25"),
        // 4.66666 and 4.66674 both read 4.6667; with 5 decimals 4.66666 and 4.66674.
        Case(old: 4.66666, new: 4.66674, message: "capInset at 17 pt @3x: 4.66666 → 4.66674"),
        // 1 unit at 1 pt and 16384 units per em is 1/16384 = 0.00006103515625 pt: 0.0001 → 0.0001
        // at 4 decimals, 0.00006 and 0.00012 at 5.
        Case(old: 1.0 / 16384, new: 2.0 / 16384, message: "capInset at 17 pt @3x: 0.00006 → 0.00012"),
    ]

    @Test(arguments: cases)
    func numbersInADrift(_ c: Case) {
        let drift = Drift(
            path: "A.ttf", faceIndex: 0, field: "capInset", pointSize: 17, scale: 3, old: .number(c.old), new: .number(c.new))
        #expect(drift.message == c.message)
    }

    /// Values a double cannot tell apart at 9 decimals stop there rather than print noise.
    @Test func atMostNineDecimals() {
        let shown = NumberFormatting.message(1, 1 + 1e-12)
        #expect(shown.old == "1" && shown.new == "1")
    }

    /// A platform's line in its device pixels and words: a baseline further down is lower, a line
    /// higher is taller; the size in the platform's unit (sp on Android, CSS px on the web).
    @Test func platformLines() {
        func message(_ field: String, _ old: Double, _ new: Double) -> String {
            Drift(path: "A.ttf", faceIndex: 0, field: field, pointSize: 17, scale: 3, old: .number(old), new: .number(new))
                .message
        }
        #expect(message("android.compose.baseline", 41, 44) == "Compose baseline 3 px lower at 17 sp @3x (41 → 44 px)")
        #expect(message("android.view.height", 70, 68) == "TextView line 2 px shorter at 17 sp @3x (70 → 68 px)")
        #expect(message("web.normal.baseline", 49, 46) == "Chromium baseline 3 px higher at 17 CSS px @3x (49 → 46 px)")
        // 4.4585 → 7.4585: 3 px, each to 4 decimals.
        #expect(
            message("android.compose.capTop", 4.4585, 7.4585) == "Compose cap line 3 px lower at 17 sp @3x (4.4585 → 7.4585 px)")
        // A value that is not a number on both sides reads as any other drift.
        let gone = Drift(
            path: "A.ttf", faceIndex: 0, field: "android.view.height", pointSize: 17, scale: 3, old: .number(70), new: .null)
        #expect(gone.message == "android.view.height at 17 sp @3x: 70 → none")
    }

    @Test func fontLevelAndStringValues() {
        let units = Drift(path: "A.ttf", faceIndex: 0, field: "units.ascender", old: .number(1974), new: .number(2074))
        #expect(units.message == "units.ascender: 1974 → 2074")
        let source = Drift(
            path: "A.ttf", faceIndex: 0, field: "verticalMetricsSource", old: .string("hhea"), new: .string("typo"))
        #expect(source.message == "verticalMetricsSource: hhea → typo")
    }
}
