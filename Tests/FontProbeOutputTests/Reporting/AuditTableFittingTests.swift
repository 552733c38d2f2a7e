import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The text audit table fitted to a terminal's width (docs/commands/audit.md#fitting-a-terminal),
/// through the reporter with an explicit width.
struct AuditTableFittingTests {
    /// FPAudit-Regular, FPAudit-Bold and the Lato subset, read from the fixtures, at 17 pt @2x, @3x.
    static func report() throws -> AuditReport {
        let paths = ["FPAudit-Bold.ttf", "FPAudit-Regular.ttf", "Lato-Regular-subset.ttf"].map {
            "Fixtures/fonts/\($0)"
        }
        let library = try FreeTypeLibrary()
        let faces = try paths.flatMap { path in
            try library.readFile(atPath: Repository.root.appendingPathComponent(path).path).faces.map {
                FontFace(path: path, faceIndex: $0.faceIndex, faceCount: $0.faceCount, metrics: $0.metrics)
            }
        }
        return AuditReport(fileCount: 3, faces: faces, errors: [], pointSize: 17, scales: [2, 3])
    }

    /// The lines of the table: from the header to the first empty line.
    static func table(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines.drop { !$0.hasPrefix("  file") }.prefix { !$0.isEmpty })
    }

    /// No width, or one the table fits in, changes nothing.
    @Test func aWideEnoughTerminalChangesNothing() throws {
        let report = try Self.report()
        let plain = TextReporter().render(report)
        // The widest line of the table, by hand: 2 + 177 (column widths) + 32 (16 gaps) = 211.
        #expect(Self.table(plain).map(\.count).max() == 211)
        #expect(TextReporter(width: 211).render(report) == plain)
        #expect(TextReporter(width: 500).render(report) == plain)
        #expect(!plain.contains("Left out"))
    }

    /// At 100 columns. Column widths, by hand: file 38 (`Fixtures/fonts/Lato-Regular-subset.ttf`),
    /// face 4, family 11, style 7, upm 4, source 6, ascender 8, descender 9, lineGap 7, capHeight 9,
    /// xHeight 8, lineHeight 10, label@2x 8, capInset@2x 11, label@3x 8, capInset@3x 11, findings
    /// 18 ("3 warnings, 1 info"). capInset by hand, round(ascender × k) − round(capHeight × k) at 17 pt:
    /// FPAudit-Bold (850, cap 700, 1000 units) (29 − 24)/2 = 2.5 and (43 − 36)/3 = 2.333; FPAudit-Regular
    /// (800) (27 − 24)/2 = 1.5 and (41 − 36)/3 = 1.667; Lato (1974, cap 1433, 2000 units) (34 − 24)/2 = 5
    /// and (50 − 37)/3 = 4.333. Without the file, 173 with the indent and gaps; leaving out
    /// descender (11 with its gap), ascender (10), lineGap (9), upm (6), xHeight (10), lineHeight
    /// (12), label@2x and label@3x (20), source (8) and capHeight (11) leaves 76, 24 columns for the
    /// file, under 32; style (9) too leaves 67, so the file column gets 100 − 67 = 33: its first 10
    /// characters, "…", its last 22.
    @Test func oneHundredColumns() throws {
        let text = TextReporter(width: 100).render(try Self.report())
        let table = Self.table(text)
        #expect(
            table == [
                "  file                               face  family       capInset@2x  capInset@3x  findings",
                "  Fixtures/fonts/FPAudit-Bold.ttf       0  FP Audit             2.5        2.333  1 warning",
                "  Fixtures/f…ts/FPAudit-Regular.ttf     0  FP Audit             1.5        1.667  2 warnings, 1 info",
                // Lato's typo-metrics-without-stat is info on iOS alone (the default platforms).
                "  Fixtures/f…ato-Regular-subset.ttf     0  FP Subset L            5        4.333  1 info",
            ])
        #expect(table.allSatisfy { $0.count <= 100 })
        #expect(
            text.contains(
                "  Left out to fit 100 columns: descender, ascender, lineGap, upm, xHeight, lineHeight, label@2x, "
                    + "label@3x, source, capHeight, style.\n"))
        // The findings are not cut: their headings keep the whole path.
        #expect(text.contains("  Fixtures/fonts/FPAudit-Regular.ttf — FP Audit Regular\n"))
    }

    /// At 150 columns only the first columns of the order go. Without the file the table is 173
    /// columns (as at 100); leaving out descender, ascender, lineGap, upm and xHeight leaves 127,
    /// 23 for the file, under 32; lineHeight (12) too leaves 115, so 35 for the file, which needs
    /// 38: its first 11 characters, "…", its last 23.
    @Test func oneHundredFiftyColumns() throws {
        let text = TextReporter(width: 150).render(try Self.report())
        let table = Self.table(text)
        #expect(
            table.first
                == "  file" + String(repeating: " ", count: 33)
                + "face  family       style    source  capHeight  label@2x  capInset@2x  label@3x  capInset@3x  findings")
        #expect(table.contains { $0.hasPrefix("  Fixtures/fo…Lato-Regular-subset.ttf     0") })
        #expect(table.allSatisfy { $0.count <= 150 })
        #expect(text.contains("Left out to fit 150 columns: descender, ascender, lineGap, upm, xHeight, lineHeight.\n"))
    }

    /// A terminal too narrow for even the kept columns: the file column stops at 12 and the
    /// lines are as short as they get, never cut further.
    @Test func tooNarrowStopsAtTheSmallestFileColumn() throws {
        let table = Self.table(TextReporter(width: 20).render(try Self.report()))
        // file 12, face 4, capInset@2x 11, capInset@3x 11, findings 18, 4 gaps, the indent: 2 + 56 + 8.
        #expect(table.map(\.count).max() == 66)
        #expect(table[3].hasPrefix("  Fix…bset.ttf     0"))
    }

    @Test(arguments: [
        ("Fonts/Brand/Display/Brand-Bold.otf", 24, "Fonts/B…y/Brand-Bold.otf"),
        ("Fonts/Brand/Display/Brand-Bold.otf", 34, "Fonts/Brand/Display/Brand-Bold.otf"),
        ("Fonts/Brand/Display/Brand-Bold.otf", 33, "Fonts/Bran…Display/Brand-Bold.otf"),
        ("abcdef", 1, "a"),
        ("abcdef", 2, "…f"),
    ])
    func elidingTheMiddle(text: String, width: Int, expected: String) {
        #expect(TextTable.elidingMiddle(text, to: width) == expected)
        #expect(TextTable.elidingMiddle(text, to: width).count == min(width, text.count))
    }
}
