import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// Every name fontprobe.yml, a design tokens file or a lockfile holds is bounded where it is read
/// (docs/security.md#names): one located line naming the key or token and the limit, said once
/// however many styles repeat the name. Columns are counted by hand from the text, or found in it
/// by a search of the text itself.
struct NameReadingTests {
    static func problems(yaml: String) -> [String] {
        do {
            _ = try CheckConfiguration(yaml: yaml)
            return []
        } catch {
            return error.lines(file: "fontprobe.yml")
        }
    }

    static func problems(tokens: String) -> [String] {
        do {
            _ = try CheckConfiguration.styles(tokens: tokens)
            return []
        } catch {
            return error.lines(file: "t.json")
        }
    }

    /// The column (1-based) of the first `needle` in the one-line `text`.
    static func column(of needle: String, in text: String) -> Int {
        text.distance(from: text.startIndex, to: text.firstRange(of: needle)!.lowerBound) + 1
    }

    static let family = String(repeating: "F", count: 100_000)
    static let shown = String(repeating: "F", count: 32)

    /// A style's `font:` of 256 characters is a name; of 257, or the issue's 100,000, it is
    /// refused at its value (line 3, column 13: after the 12 characters of `  s: {font: `). Named
    /// by a thousand styles through a YAML alias, it is one problem, at the anchored value (column
    /// 14, where its anchor `&f` starts, after `  s0: {font: `).
    @Test func aStylesFontIsBounded() {
        let ok = String(repeating: "F", count: 256)
        #expect(Self.problems(yaml: "fonts: Fonts\nstyles:\n  s: {font: \(ok), size: 17}\n").isEmpty)
        #expect(
            Self.problems(yaml: "fonts: Fonts\nstyles:\n  s: {font: \(ok)F, size: 17}\n") == [
                "fontprobe.yml:3:13: styles.s.font: the font name '\(Self.shown)…' is 257 characters long; "
                    + "a style's font (a family or PostScript name) may be at most 256"
            ])
        var yaml = "fonts: Fonts\nstyles:\n  s0: {font: &f \(Self.family), size: 17}\n"
        for index in 1..<1000 { yaml += "  s\(index): {font: *f, size: 17}\n" }
        #expect(
            Self.problems(yaml: yaml) == [
                "fontprobe.yml:3:14: styles.s0.font: the font name '\(Self.shown)…' is 100000 characters long; "
                    + "a style's font (a family or PostScript name) may be at most 256"
            ])
    }

    /// A token's `fontFamily`: refused at its value; the issue's case, a family of 100,000
    /// characters that a thousand typography tokens name through an alias, is one line at the
    /// token the alias leads to.
    @Test func aTokensFontFamilyIsBounded() {
        let json = #"{"t": {"$type": "typography", "$value": {"fontFamily": "\#(Self.family)", "fontSize": 16}}}"#
        #expect(
            Self.problems(tokens: json) == [
                "t.json:1:\(Self.column(of: "\"FFF", in: json)): t.fontFamily: the font name '\(Self.shown)…' is "
                    + "100000 characters long; a style's font (a family or PostScript name) may be at most 256"
            ])
        var tokens = #"{"font": {"brand": {"$type": "fontFamily", "$value": "\#(Self.family)"}}, "typography": {"#
        tokens += (0..<1000).map {
            #""s\#($0)": {"$type": "typography", "$value": {"fontFamily": "{font.brand}", "fontSize": 16}}"#
        }.joined(separator: ", ")
        tokens += "}}"
        #expect(
            Self.problems(tokens: tokens) == [
                "t.json:1:\(Self.column(of: "\"FFF", in: tokens)): font.brand: the font name '\(Self.shown)…' is "
                    + "100000 characters long; a style's font (a family or PostScript name) may be at most 256"
            ])
    }

    /// DTCG forbids '.', '{' and '}' in names: `"a.b"` and `a: {b: …}` made two styles named
    /// `a.b`. Each such name is one line at its key (column 2, after the brace).
    @Test func dotsAndBracesInNamesAreRefused() {
        let token = #"{"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16}}"#
        #expect(
            Self.problems(tokens: #"{"a.b": \#(token), "a": {"b": \#(token)}}"#) == [
                "t.json:1:2: the name 'a.b' contains '.', which no token or group name may (a token's path joins "
                    + "names with '.', so it would be another token's path)"
            ])
        #expect(
            Self.problems(tokens: #"{"g": {"x{y}": \#(token)}}"#) == [
                "t.json:1:8: g: the name 'x{y}' contains '{', which no token or group name may (an alias is a "
                    + "token's path in braces)"
            ])
        // A '.' a combining mark joins to one character is still a '.'.
        #expect(Self.problems(tokens: "{\"a.\u{301}b\": \(token), \"c\": \(token)}").count == 1)
        // A group of a dotted name is refused once, at its key, for the typography tokens below it.
        #expect(Self.problems(tokens: #"{"v1.2": {"x": \#(token), "y": \#(token)}, "c": \#(token)}"#).count == 1)
        // A dotted name that names no style (Tokens Studio's spacing "0.5") is read as written, and
        // a typography token's alias to it resolves.
        let spacing =
            #"{"space": {"0.5": {"$type": "dimension", "$value": "16px"}}, "#
            + #""body": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": "{space.0.5}"}}}"#
        #expect(Self.problems(tokens: spacing).isEmpty)
    }

    /// The issue's case: typography tokens whose type is on the tokens, in a group whose name
    /// makes their paths too long, said "has no typography tokens". The token is named: at its
    /// key, with its path's start, length (300 + 1 + 7 = 308) and the limit.
    @Test func aTokenWhosePathIsTooLongIsNamed() {
        let group = String(repeating: "g", count: 300)
        let json = #"{"\#(group)": {"heading": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 16}}}}"#
        #expect(
            Self.problems(tokens: json) == [
                "t.json:1:\(Self.column(of: "\"heading", in: json)): the style name '\(String(repeating: "g", count: 32))…' "
                    + "is 308 characters long; a style's name may be at most 256"
            ])
    }

    /// Paths fontprobe.yml names are at most 4096 bytes (Linux's PATH_MAX): `fonts:`, `baseline:`,
    /// `styles:` and `app.infoPlist`.
    @Test(arguments: [
        ("fonts: [%]\n", "fontprobe.yml:1:9: fonts[0]"),
        ("fonts: Fonts\nbaseline: %\n", "fontprobe.yml:2:11: baseline"),
        ("fonts: Fonts\nstyles: %\n", "fontprobe.yml:2:9: styles"),
        ("fonts: Fonts\napp: {infoPlist: %}\n", "fontprobe.yml:2:18: app.infoPlist"),
    ])
    func pathsAreBounded(yaml: String, place: String) {
        let (ok, long) = (String(repeating: "p", count: 4096), String(repeating: "p", count: 4097))
        #expect(
            !Self.problems(yaml: yaml.replacingOccurrences(of: "%", with: ok)).contains {
                $0.contains("YAML") || $0.contains("4096")
            })
        #expect(
            Self.problems(yaml: yaml.replacingOccurrences(of: "%", with: long)) == [
                "\(place): the path '\(String(repeating: "p", count: 32))…' is 4097 bytes long; a path may be at most 4096 bytes"
            ])
    }

    /// A lockfile's path, names and other text are bounded where it is read, so a lost style's
    /// message, which quotes the face it recorded, stays short.
    @Test(arguments: [
        (#""path": "A.ttf""#, #""path": "\#(String(repeating: "p", count: 4097))""#, "faces[0].path: the path 'pppp"),
        (
            #""familyName": "Lato""#, #""familyName": "\#(String(repeating: "L", count: 257))""#,
            "faces[0].familyName: the font name 'LLLL"
        ),
        (
            #""familyName": "Lato""#, #""familyName": "Lato", "instance": "\#(String(repeating: "i", count: 4097))""#,
            "faces[0].instance: the text 'iiii"
        ),
        (
            #""familyName": "Lato""#, #""familyName": "Lato", "capHeightSource": "\#(String(repeating: "s", count: 4097))""#,
            "faces[0].capHeightSource: the text 'ssss"
        ),
    ])
    func lockfileTextIsBounded(original: String, forged: String, start: String) throws {
        let good = LockfileBoundsTests.lockfile(version: 2)
        _ = try Baseline(lockfile: good)
        let text = String(decoding: good, as: UTF8.self).replacingOccurrences(of: original, with: forged)
        #expect(throws: BaselineError.self) { try Baseline(lockfile: Data(text.utf8)) }
        do {
            _ = try Baseline(lockfile: Data(text.utf8))
        } catch {
            #expect(error.description.hasPrefix(start), "\(error)")
        }
    }
}
