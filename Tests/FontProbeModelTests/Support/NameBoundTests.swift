import Testing

@testable import FontProbeModel

/// Every kind of name has one bound, stated in ``NameBound`` (docs/security.md#names): its number,
/// its unit (Unicode scalars, or a path's bytes) and its message, each worked out here by hand.
struct NameBoundTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var bound: NameBound
        var maximum: Int
        var testDescription: String { bound.subject }
    }

    /// The numbers docs/security.md#names lists.
    @Test(
        arguments: [
            Case(bound: .fontName, maximum: 256), Case(bound: .styleName, maximum: 256),
            Case(bound: .styleFont, maximum: 256), Case(bound: .path, maximum: 4096),
            Case(bound: .lockfileText, maximum: 4096), Case(bound: .environmentValue, maximum: 200),
        ])
    func eachBoundAllowsItsMaximumAndNoMore(_ c: Case) {
        #expect(c.bound.maximum == c.maximum)
        #expect(c.bound.allows(String(repeating: "a", count: c.maximum)))
        #expect(!c.bound.allows(String(repeating: "a", count: c.maximum + 1)))
        #expect(c.bound.problem(String(repeating: "a", count: c.maximum)) == nil)
    }

    /// A name is counted in scalars: 256 'é' are 512 bytes and allowed; 129 'e' + U+0301 are 129
    /// characters to a reader but 258 scalars, and refused, with the first 32 scalars shown.
    @Test func namesAreCountedInScalars() {
        #expect(NameBound.styleName.allows(String(repeating: "é", count: 256)))
        let combining = String(repeating: "e\u{301}", count: 129)
        #expect(combining.count == 129)
        #expect(
            NameBound.styleName.problem(combining)
                == "the style name '\(String(repeating: "e\u{301}", count: 16))…' is 258 characters long; "
                + "a style's name may be at most 256")
    }

    /// A path is counted in the bytes it stands for: 2048 'é' are 4096 bytes, allowed; 1025 '😀'
    /// are 4100 bytes (four each), refused. A byte that is not UTF-8 (kept as one private-use
    /// scalar of four UTF-8 bytes) counts one: 4096 of them are allowed.
    @Test func pathsAreCountedInBytes() {
        #expect(NameBound.path.allows(String(repeating: "é", count: 2048)))
        #expect(
            NameBound.path.problem(String(repeating: "😀", count: 1025))
                == "the path '\(String(repeating: "😀", count: 32))…' is 4100 bytes long; a path may be at most 4096 bytes")
        let raw = FileName.decode([UInt8](repeating: 0xE9, count: 4096))
        #expect(raw.utf8.count == 4 * 4096)
        #expect(NameBound.path.allows(raw))
        #expect(!NameBound.path.allows(raw + "x"))
    }

    /// A refused name shows its first 32 scalars, escaped, so the line about it is short and on
    /// one line: ESC, BEL and U+202E among them are written out.
    @Test func theMessageShowsTheStartEscaped() {
        let name = "\u{1b}[31m\u{7}\u{202e}" + String(repeating: "x", count: 300)
        #expect(
            NameBound.environmentValue.problem(name)
                == "the value '\\u{1b}[31m\\u{7}\\u{202e}\(String(repeating: "x", count: 25))…' is 307 characters long; "
                + "a value fontprobe shows in its reports may be at most 200")
    }

    /// A quoted name is whole up to 64 scalars, then cut to 32; a list shows eight names, then
    /// how many more.
    @Test func quotesAndListsAreShort() {
        #expect(NameBound.quoted(String(repeating: "a", count: 64)) == "'\(String(repeating: "a", count: 64))'")
        #expect(NameBound.quoted(String(repeating: "a", count: 65)) == "'\(String(repeating: "a", count: 32))…'")
        #expect(NameBound.quoted("a\nb") == "'a\\nb'")
        let names = (1...10).map { "s\($0)" }
        #expect(NameBound.listed(names) == "s1, s2, s3, s4, s5, s6, s7, s8 and 2 more")
        #expect(NameBound.listed(names.prefix(8)) == "s1, s2, s3, s4, s5, s6, s7, s8")
        #expect(NameBound.listed(names.prefix(8), count: 1000) == "s1, s2, s3, s4, s5, s6, s7, s8 and 992 more")
    }
}
