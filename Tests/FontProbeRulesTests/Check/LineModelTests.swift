import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Every located format on the one line model (docs/security.md#lines): LF and CR LF end a line,
/// nothing else does, and positions come from the parser. A break of each kind stands inside a
/// string before the thing located; its line and column are counted by hand in the text beside it.
struct LineModelTests {
    struct Break: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        /// Whether it ends a line: only LF and CR LF do.
        var endsALine: Bool
        var testDescription: String { name }
    }

    static let breaks = [
        Break(name: "LF", text: "\n", endsALine: true), Break(name: "CR LF", text: "\r\n", endsALine: true),
        Break(name: "CR alone", text: "\r", endsALine: false), Break(name: "NEL", text: "\u{85}", endsALine: false),
        Break(name: "U+2028", text: "\u{2028}", endsALine: false), Break(name: "U+2029", text: "\u{2029}", endsALine: false),
    ]

    /// A tokens file (JSON, read as YAML) whose description holds the break: the token `title` is
    /// on line 3, or 4 after a break that ends a line; its `{` at column 12, after `  "title": `.
    @Test(arguments: breaks)
    func aTokenAfterTheBreak(_ separator: Break) throws {
        let tokens = """
            {
              "$description": "one\(separator.text)two",
              "title": {"$type": "typography", "$value": {"fontFamily": "Brand", "fontSize": 16, "lineHeight": 1.2}}
            }
            """
        let style = try #require(try CheckConfiguration.styles(tokens: tokens).first)
        #expect(style.line == (separator.endsALine ? 4 : 3))
        #expect(style.column == 12)
    }

    /// fontprobe.yml with the break in a double-quoted path: `baseline:`'s value is on line 3, or 4
    /// after a break that ends a line, at column 11.
    @Test(arguments: breaks)
    func aConfigurationKeyAfterTheBreak(_ separator: Break) throws {
        let configuration = try CheckConfiguration(yaml: "fonts:\n  - \"Fonts/a\(separator.text)b.ttf\"\nbaseline: x.json\n")
        #expect(configuration.baselineLine == (separator.endsALine ? 4 : 3))
        #expect(configuration.baselineColumn == 11)
    }

    /// A character YAML does not allow (U+FFFE) is refused where it is: line 3, column 7 after
    /// `  - "a`, though a NEL stands on line 2.
    @Test func aReaderErrorIsWhereTheCharacterIs() {
        #expect {
            try CheckConfiguration(yaml: "fonts:\n  - x\u{85}  - y\n  - \"a\u{FFFE}b\"\n")
        } throws: { error in
            let problem = (error as? ConfigurationError)?.problems.first
            return problem?.line == 3 && problem?.column == 7
        }
    }

    /// An Info.plist with the break in the string before UIAppFonts: the key on line 4 (5 after a
    /// break that ends a line) at column 1, its one entry's `<string>` at column 29, after
    /// `<key>UIAppFonts</key><array>` (28 characters).
    @Test(arguments: breaks)
    func anInfoPlistKeyAfterTheBreak(_ separator: Break) throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleName</key><string>one\(separator.text)two</string>
            <key>UIAppFonts</key><array><string>a.ttf</string></array>
            </dict></plist>
            """
        let fonts = try AppFonts(plist: Data(plist.utf8), path: "Info.plist")
        let line = separator.endsALine ? 5 : 4
        #expect(fonts.entries == ["a.ttf"])
        #expect(fonts.keyPosition.map { [$0.line, $0.column] } == [line, 1])
        #expect(fonts.entryPositions.map { [$0.line, $0.column] } == [[line, 29]])
    }

    /// A lockfile's syntax error after the break: LF, CR LF and CR as JSON's white space, the others
    /// in a string, where JSON allows them. `z` stands where a key should: at line 2, column 3 after
    /// a break that ends a line; else on line 1 at column 15, after `{"a": "xy",`, the break and two
    /// spaces.
    @Test(arguments: breaks)
    func aLockfileErrorAfterTheBreak(_ separator: Break) throws {
        let ascii = separator.text.utf8.allSatisfy { $0 < 0x80 }
        let text = "{\"a\": \"x\(ascii ? "" : separator.text)y\",\(ascii ? separator.text : "")  z}"
        let (line, column) = separator.endsALine ? (2, 3) : (1, 15)
        #expect(throws: BaselineError(description: "it is not JSON (expected a key in quotes at line \(line), column \(column))"))
        {
            try LockJSON.parse(Array(text.utf8))
        }
    }

    /// The Info.plist decoys a search of its text would take for the key: a CDATA section that
    /// holds `<key>UIAppFonts</key>` (line 3), a comment (line 4) and the key in a nested dictionary
    /// (line 5). The top dictionary's own key is on line 6, its entries on line 7: `<string>` at
    /// column 8 after `<array>`, and `<string/>` at column 30 after `<string>a.ttf</string>` (22).
    @Test func cdataCommentsAndNestedKeysAreNotTheKey() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Decoy</key><string><![CDATA[<key>UIAppFonts</key><array><string>a.ttf</string>]]></string>
            <!-- <key>UIAppFonts</key> -->
            <key>Nested</key><dict><key>UIAppFonts</key><array><string>x.ttf</string></array></dict>
            <key>UIAppFonts</key>
            <array><string>a.ttf</string><string/></array>
            </dict></plist>
            """
        let fonts = try AppFonts(plist: Data(plist.utf8), path: "Info.plist")
        #expect(fonts.entries == ["a.ttf", ""])
        #expect(fonts.keyPosition.map { [$0.line, $0.column] } == [6, 1])
        #expect(fonts.entryPositions.map { [$0.line, $0.column] } == [[7, 8], [7, 30]])
    }

    /// A key given twice is read as Foundation reads it, the last one; so is its position (line 4),
    /// and a key spelled with a character reference and CDATA is the key.
    @Test func theLastKeyAndSpelledKeys() throws {
        let plist = """
            <plist version="1.0"><dict>
            <key>UIAppFonts</key><array><string>old.ttf</string></array>
            <key>CFBundleName</key><string>Demo</string>
            <key>UIApp&#70;<![CDATA[onts]]></key><array><string>new.ttf</string></array>
            </dict></plist>
            """
        let fonts = try AppFonts(plist: Data(plist.utf8), path: "Info.plist")
        #expect(fonts.entries == ["new.ttf"])
        #expect(fonts.keyPosition.map { [$0.line, $0.column] } == [4, 1])
        #expect(fonts.entryPositions.map { [$0.line, $0.column] } == [[4, 45]])
    }

    /// A raw NEL, U+2028 or U+2029 in a JSON string is kept as it is, as JSON reads it (Foundation's
    /// JSONSerialization is the reference), after an escaped quote too: YAML 1.1 would fold NEL into
    /// a space and take the others for line breaks.
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func aJSONStringKeepsItsCharacters(_ character: String) throws {
        let tokens = """
            {"title": {"$type": "typography", "$value": {"fontFamily": "Br\\"and\(character) Sans", "fontSize": 16, "lineHeight": 1.2}}}
            """
        let json = try JSONSerialization.jsonObject(with: Data(tokens.utf8)) as? [String: [String: Any]]
        let family = (json?["title"]?["$value"] as? [String: Any])?["fontFamily"] as? String
        #expect(family == "Br\"and\(character) Sans")
        #expect(try CheckConfiguration.styles(tokens: tokens).first?.font == family)
    }

    /// YAML that starts with `{` is not JSON when a scalar is plain: its NEL stays YAML's, a break
    /// folded into a space, and the token after it is still found on its line (2) and column (5).
    @Test func flowYAMLIsNotRewritten() throws {
        let tokens = "{d: \"x\u{85}y\",\n t: {$type: typography, $value: {fontFamily: Brand, fontSize: 16, lineHeight: 1.2}}}"
        let style = try #require(try CheckConfiguration.styles(tokens: tokens).first)
        #expect([style.line, style.column] == [2, 5])
    }

    /// Columns after a rewritten escape on the same line: JSON's surrogate pair (12 characters, read
    /// as YAML's 10) and a raw U+2028 (read as YAML's `\L`). The token's `{` is at column 29: `{"d": "`
    /// (7), the pair (12), U+2028, `", "t": ` (8).
    @Test func columnsAfterRewrittenEscapes() throws {
        let tokens =
            #"{"d": "\ud83d\ude00"# + "\u{2028}" + #"", "t": {"$type": "typography", "$value": "#
            + #"{"fontFamily": "Brand", "fontSize": 16, "lineHeight": 1.2}}}"#
        let style = try #require(try CheckConfiguration.styles(tokens: tokens).first)
        #expect([style.line, style.column] == [1, 29])
    }
}
