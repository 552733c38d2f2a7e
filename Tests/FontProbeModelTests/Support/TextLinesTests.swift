import Testing

@testable import FontProbeModel

/// The one line model of every located format (docs/security.md#lines): LF and CR LF end a line,
/// nothing else does, and libyaml's marks, which count CR, NEL, U+2028 and U+2029 as breaks too,
/// are found again in it. Each expected position is counted by hand in the text written beside it.
struct TextLinesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var separator: String
        /// Where "z" of `"a" + separator + "yz"` is, counted by hand.
        var line: Int
        var column: Int
        /// The line and column libyaml gives "z": after a break it counts, line 2 and column 2.
        var yamlLine: Int
        var yamlColumn: Int
        var testDescription: String { name }
    }

    static let cases = [
        // a, LF | y, z: "z" is the second scalar of line 2.
        Case(name: "LF", separator: "\n", line: 2, column: 2, yamlLine: 2, yamlColumn: 2),
        Case(name: "CR LF", separator: "\r\n", line: 2, column: 2, yamlLine: 2, yamlColumn: 2),
        // a, CR, y, z on one line: "z" is its fourth scalar.
        Case(name: "CR alone", separator: "\r", line: 1, column: 4, yamlLine: 2, yamlColumn: 2),
        Case(name: "NEL (U+0085)", separator: "\u{85}", line: 1, column: 4, yamlLine: 2, yamlColumn: 2),
        Case(name: "LINE SEPARATOR (U+2028)", separator: "\u{2028}", line: 1, column: 4, yamlLine: 2, yamlColumn: 2),
        Case(name: "PARAGRAPH SEPARATOR (U+2029)", separator: "\u{2029}", line: 1, column: 4, yamlLine: 2, yamlColumn: 2),
    ]

    @Test(arguments: cases)
    func onlyLineFeedsEndALine(_ test: Case) {
        let lines = TextLines("a" + test.separator + "yz")
        let z = 1 + test.separator.unicodeScalars.count + 1
        #expect(lines.position(ofScalar: z) == (test.line, test.column))
        #expect(lines.position(yamlLine: test.yamlLine, column: test.yamlColumn) == (test.line, test.column))
        #expect(lines.count == test.line)
    }

    /// A byte order mark is not counted, as libyaml does not count it; a column counts scalars, so
    /// "é" written with a combining accent is two.
    @Test func byteOrderMarkAndScalars() {
        let lines = TextLines("\u{FEFF}ab\ne\u{301}x")
        #expect(lines.position(ofScalar: 1) == (1, 1))  // "a"
        #expect(lines.position(ofScalar: 6) == (2, 3))  // "x", after "e" and U+0301
        #expect(lines.position(yamlLine: 1, column: 2) == (1, 2))  // "b"
    }

    /// Several breaks of each kind in one text, libyaml's line and column of each "x" against the
    /// one counted by hand: line 1 holds a, CR, b, NEL, c, LS, x (x at column 7); line 2 holds d, PS,
    /// x (column 3); line 3 holds x.
    @Test func mixedBreaks() {
        let lines = TextLines("a\rb\u{85}c\u{2028}x\r\nd\u{2029}x\nx")
        // libyaml: "a" | "b" | "c" | "x" (line 4, column 1) | "d" | "x" (line 6) | "x" (line 7)
        #expect(lines.position(yamlLine: 4, column: 1) == (1, 7))
        #expect(lines.position(yamlLine: 6, column: 1) == (2, 3))
        #expect(lines.position(yamlLine: 7, column: 1) == (3, 1))
    }

    /// Bytes that are not UTF-8: 0xFF could start a scalar and counts one; a lone continuation
    /// byte (0x80) counts none, so "b" after it is at column 1.
    @Test func bytesThatAreNotUTF8() {
        let lines = TextLines(utf8: [0x61, 0xFF, 0x62, 0x0A, 0x80, 0x62])
        #expect(lines.position(ofScalar: 2) == (1, 3))
        #expect(lines.position(ofScalar: 4) == (2, 1))
        #expect(lines.count == 2)
    }
}
