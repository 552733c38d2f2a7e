import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// Typography design tokens as text styles (docs/commands/swift.md#design-tokens): the fixture
/// file's values worked out by hand, and each mistake at its line and column.
struct DesignTokensTests {
    static func fixture() throws -> String {
        try String(
            contentsOf: Repository.root.appendingPathComponent("Fixtures/design-tools/tokens/brand.tokens.json"),
            encoding: .utf8)
    }

    /// In the file's order. body: the alias to 17px, 1.5 × 17 = 25.5 pt lines, -0.5 pt of kern,
    /// weight 400, and its $extensions. title: 1.75rem × 16 = 28 pt, "Bold" is 700, 1.2 × 28 pt
    /// lines. caption (Tokens Studio): "12" points, "10px" lines, 2% of 12 = 0.24 pt of kern.
    @Test func readsTheFixture() throws {
        let styles = try CheckConfiguration.styles(tokens: try Self.fixture())
        #expect(
            styles.map(\.name) == [
                "typography.body", "typography.title", "typography.legacy", "typography.web", "studio.caption",
            ])
        let body = styles[0]
        #expect((body.font, body.size, body.lineHeight, body.kern) == ("FP Audit", 17, 25.5, -0.5))
        #expect(body.token == .init(weight: 400, italic: false, lineHeight: .multiple(1.5)))
        #expect(body.textStyle == .body && body.maximumSize == 28)
        #expect((body.line, body.column) == (9, 13))
        let title = styles[1]
        #expect((title.font, title.size, title.token?.weight) == ("FP Audit", 28, 700))
        #expect(abs((title.lineHeight ?? 0) - 33.6) < 1e-9 && title.kern == nil)
        let caption = styles[4]
        #expect((caption.font, caption.size, caption.lineHeight) == ("FPAudit-Regular", 12, 10))
        #expect(abs((caption.kern ?? 0) - 0.24) < 1e-12 && caption.token?.lineHeight == .points(10))
    }

    /// Each line height keeps the unit it is written in, which Figma rounds by (docs/design-tools.md#figma):
    /// a number is a multiple (Figma's %), "150%" a percentage, "24px" and a DTCG dimension {24, px}
    /// points (Figma's px), 1.5rem 1.5 × 16 = 24 points, "AUTO" the font's own. Tokens Studio's
    /// paragraphSpacing is points, "8px" 8 and "50%" of 16 px 8.
    @Test func lineHeightUnitsAndParagraphSpacing() throws {
        func token(_ lineHeight: String, spacing: String? = nil) throws -> CheckConfiguration.Style.Token? {
            let extra = spacing.map { #", "paragraphSpacing": \#($0)"# } ?? ""
            let json =
                #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": "#
                + lineHeight + extra + "}}}"
            return try CheckConfiguration.styles(tokens: json).first?.token
        }
        #expect(try token("1.5")?.lineHeight == .multiple(1.5))
        #expect(try token(#""150%""#)?.lineHeight == .percent(150))
        #expect(try token(#""24px""#)?.lineHeight == .points(24))
        #expect(try token(#"{"value": 24, "unit": "px"}"#)?.lineHeight == .points(24))
        #expect(try token(#"{"value": 1.5, "unit": "rem"}"#)?.lineHeight == .points(24))
        let auto = try token(#""AUTO""#)
        #expect(auto != nil && auto?.lineHeight == nil && auto?.paragraphSpacing == nil)
        #expect(try token("1.5", spacing: #""8px""#)?.paragraphSpacing == 8)
        #expect(try token("1.5", spacing: #""50%""#)?.paragraphSpacing == 8)
    }

    struct Mistake: CustomTestStringConvertible, Sendable {
        var json: String
        var problem: String
        var testDescription: String { problem }
    }

    static let mistakes = [
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{size.x}"}}}"#,
            problem: "tokens.json:1:73: t.fontSize: refers to {size.x}, which no token in the file is"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": 24}}}"#,
            problem:
                #"tokens.json:1:91: t.lineHeight: 24 would be 24 times the font size (a DTCG lineHeight is a multiple); write "24px" for points"#
        ),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "2em"}}}"#,
            problem: "tokens.json:1:73: t.fontSize: cannot use the unit 'em' here; write px, pt or rem"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontSize": 16}}}"#,
            problem: "tokens.json:1:41: t: there is no fontFamily"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": "Bolt"}}}"#,
            problem: #"tokens.json:1:91: t.fontWeight: expected a font weight such as 700 or "Bold", found 'Bolt'"#),
        Mistake(
            json: #"{"size": {"$type": "dimension", "$value": "16px"}}"#,
            problem: #"tokens.json:1:1: has no typography tokens ($type or type "typography")"#),
    ]

    /// Columns are where the value starts: `"{size.x}"` is the 73rd character of the first line.
    @Test(arguments: mistakes + outOfRange)
    func mistakesAtTheirLineAndColumn(_ mistake: Mistake) {
        do {
            _ = try CheckConfiguration.styles(tokens: mistake.json)
            Issue.record("no error")
        } catch {
            #expect(error.lines(file: "tokens.json") == [mistake.problem])
        }
    }

    /// Values a tokens file may hold that no style can: each refused where it is.
    static let outOfRange = [
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "20000px"}}}"#,
            problem: "tokens.json:1:73: t.fontSize: must come to between 0.01 and 10000 points"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": -1.5}}}"#,
            problem: "tokens.json:1:91: t.lineHeight: expected a positive line height, found '-1.5'"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "lineHeight": 0.0000001}}}"#,
            problem: "tokens.json:1:91: t.lineHeight: must come to between 0.01 and 10000 points"),
        Mistake(
            json:
                #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "letterSpacing": {"value": "nan", "unit": "px"}}}}"#,
            problem: #"tokens.json:1:94: t.letterSpacing: expected a dimension such as 16 or "16px", found a mapping"#),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "letterSpacing": "1e300px"}}}"#,
            problem: "tokens.json:1:94: t.letterSpacing: must come to between -1000 and 1000 points"),
        // A numeric weight outside OpenType's 1 to 1000 is no weight (it used to read as 400).
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": -700}}}"#,
            problem: "tokens.json:1:91: t.fontWeight: a font weight is a whole number from 1 to 1000, not -700"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": "5000"}}}"#,
            problem: "tokens.json:1:91: t.fontWeight: a font weight is a whole number from 1 to 1000, not 5000"),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": 450.5}}}"#,
            problem: "tokens.json:1:91: t.fontWeight: a font weight is a whole number from 1 to 1000, not 450.5"),
        // Numbers are decimal only (docs/security.md#numbers): Double("0x11") is 17, Double("inf") infinite.
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "0x11px"}}}"#,
            problem: #"tokens.json:1:73: t.fontSize: expected a dimension such as 16 or "16px", found '0x11px'"#),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "infpx"}}}"#,
            problem: #"tokens.json:1:73: t.fontSize: expected a dimension such as 16 or "16px", found 'infpx'"#),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 1e400}}}"#,
            problem: #"tokens.json:1:73: t.fontSize: expected a dimension such as 16 or "16px", found '1e400'"#),
        Mistake(
            json: #"{"t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16, "fontWeight": "0x2BC"}}}"#,
            problem: #"tokens.json:1:91: t.fontWeight: expected a font weight such as 700 or "Bold", found '0x2BC'"#),
        Mistake(
            json:
                #"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}, "t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{a}"}}}"#,
            problem: "tokens.json:1:121: t.fontSize: is an alias that leads through more than 16 others (a cycle?)"),
    ]

    /// 29 levels of anchors, each holding the one below ten times, are 10^29 mappings as a tree
    /// in 3 KB: refused after 100,000, at once.
    @Test func anchorBombIsRefused() {
        var yaml = "a0: &a0 {x: 1}\n"
        for level in 1...29 {
            let children = (0..<10).map { "k\($0): *a\(level - 1)" }.joined(separator: ", ")
            yaml += "a\(level): &a\(level) {\(children)}\n"
        }
        do {
            _ = try CheckConfiguration.styles(tokens: yaml)
            Issue.record("no error")
        } catch {
            #expect(
                error.lines(file: "t.yml") == ["t.yml:1:1: holds more than 100000 groups and tokens, the most a tokens file may"])
        }
    }

    /// A token's name is its path: one longer than a style's name may be (256 characters, as a
    /// font's) is refused at the key that makes it so, with its first 32 characters; aliases that
    /// repeat a long key under itself stop there too, instead of making names of megabytes.
    @Test func overlongNamesAreRefusedWhereTheyGrow() throws {
        let (a, b) = (String(repeating: "a", count: 200), String(repeating: "b", count: 100))
        let json = #"{"\#(a)": {"\#(b)": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16}}}}"#
        // The column of the key that makes the name 301 characters long: the quote before the b's.
        let column = json.distance(from: json.startIndex, to: json.firstRange(of: "\"b")!.lowerBound) + 1
        do {
            _ = try CheckConfiguration.styles(tokens: json)
            Issue.record("no error")
        } catch {
            #expect(
                error.lines(file: "t.json") == [
                    "t.json:1:\(column): \(a): the style name '\(String(repeating: "a", count: 32))…' is 301 characters "
                        + "long; a style's name may be at most 256"
                ])
        }
        // Twenty levels of a 32-character key, each an alias of the level below: at most 7 levels
        // fit in 256 characters, so the walk stops at the eighth.
        let key = String(repeating: "k", count: 32)
        var yaml = "l0: &l0 {$type: typography, $value: {fontFamily: A, fontSize: 16}}\n"
        for level in 1...20 { yaml += "l\(level): &l\(level) {\(key): *l\(level - 1)}\n" }
        do {
            _ = try CheckConfiguration.styles(tokens: yaml)
            Issue.record("no error")
        } catch {
            // l8's path is 2 + 8 × 33 = 266 characters when it reaches l0, the typography token.
            let lines = error.lines(file: "t.yml")
            #expect(lines.count == 1 && lines[0].contains("is 266 characters long"), "\(lines)")
        }
        // A long path that is no typography token (a colour group) is left unwalked, not refused.
        let colours =
            ##"{"\##(a)": {"\##(b)": {"$type": "color", "$value": "#fff"}}, "t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16}}}"##
        #expect(try CheckConfiguration.styles(tokens: colours).map(\.name) == ["t"])
    }

    /// Tokens Studio's "Bold Italic" weight is italic; Python's JSON writes 😀 as two escapes.
    @Test func italicWeightsAndSurrogatePairs() throws {
        let styles = try CheckConfiguration.styles(
            tokens:
                #"{"t": {"type": "typography", "value": {"fontFamily": "A \ud83d\ude00", "fontSize": 16, "fontWeight": "Bold Italic"}}}"#
        )
        #expect(styles.first?.font == "A 😀")
        #expect(styles.first?.token?.weight == 700 && styles.first?.token?.italic == true)
    }

    /// JSON that is not JSON: the parser's own line and column.
    @Test func syntaxError() {
        do {
            _ = try CheckConfiguration.styles(tokens: "{\n  \"t\": {\"$type\": \"typography\",,}\n}")
            Issue.record("no error")
        } catch {
            #expect(error.lines(file: "tokens.json").first?.hasPrefix("tokens.json:2:") == true)
        }
    }

    @Test(arguments: [("SemiBold Italic", 600, true), ("Extra Light", 200, false), ("Italic", 400, true), ("Bold", 700, false)])
    func weightsFromStyleNames(name: String, weight: Int, italic: Bool) {
        #expect(FontWeight.number(styleName: name) == weight && FontWeight.isItalic(styleName: name) == italic)
    }
}
