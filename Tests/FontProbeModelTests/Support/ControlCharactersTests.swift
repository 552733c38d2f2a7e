import FontProbe
import Testing

@testable import FontProbeTestSupport

/// `escapingControlCharacters`, the one escape every human-facing output uses
/// (docs/fonts.md#control-characters), against escapes written out by hand.
struct ControlCharactersTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var escaped: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain ASCII stays", text: "Fonts/Lato-Regular.ttf", escaped: "Fonts/Lato-Regular.ttf"),
        Case(name: "a line feed forges a log line", text: "a.ttf\n::error::x", escaped: #"a.ttf\n::error::x"#),
        Case(name: "carriage return and tab", text: "a\rb\tc", escaped: #"a\rb\tc"#),
        Case(name: "ESC starts a terminal sequence", text: "\u{1B}[31mred", escaped: #"\u{1b}[31mred"#),
        Case(name: "NUL and the unit separator", text: "\u{0}\u{1F}", escaped: #"\u{0}\u{1f}"#),
        Case(name: "DEL", text: "a\u{7F}", escaped: #"a\u{7f}"#),
        Case(name: "C1: NEL and CSI", text: "\u{85}\u{9B}2J", escaped: #"\u{85}\u{9b}2J"#),
        Case(name: "line and paragraph separators", text: "a\u{2028}b\u{2029}", escaped: #"a\u{2028}b\u{2029}"#),
        Case(name: "right-to-left override", text: "evil\u{202E}fft.exe", escaped: #"evil\u{202e}fft.exe"#),
        Case(
            name: "embeddings, isolates and marks", text: "\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}",
            escaped: #"\u{202a}\u{202b}\u{202c}\u{202d}\u{2066}\u{2067}\u{2068}\u{2069}"#),
        Case(name: "LRM, RLM and the Arabic letter mark", text: "\u{200E}\u{200F}\u{61C}", escaped: #"\u{200e}\u{200f}\u{61c}"#),
        Case(name: "accents stay", text: "Crème Brûlée", escaped: "Crème Brûlée"),
        Case(name: "no-break space, just past C1, stays", text: "a\u{A0}b", escaped: "a\u{A0}b"),
        Case(name: "a zero-width joiner in an emoji stays", text: "👩‍💻", escaped: "👩‍💻"),
        Case(name: "a backslash stays", text: #"C:\fonts\n.ttf"#, escaped: #"C:\fonts\n.ttf"#),
        Case(name: "a leading :: would start a workflow command", text: "::error::x", escaped: #"\u{3a}:error::x"#),
        Case(name: "::: twice", text: ":::x", escaped: #"\u{3a}\u{3a}:x"#),
        Case(name: "one leading colon stays", text: ":x::y", escaped: ":x::y"),
    ]

    @Test(arguments: cases)
    func escapes(_ c: Case) {
        #expect(c.text.escapingControlCharacters == c.escaped)
    }

    /// Escaping what was escaped changes nothing, so a line can be escaped where it is written.
    @Test(arguments: cases)
    func escapingTwiceIsEscapingOnce(_ c: Case) {
        #expect(c.text.escapingControlCharacters.escapingControlCharacters == c.escaped)
    }

    /// GitHub workflow commands keep their own escapes for `%`, CR and LF (which the runner
    /// decodes) and escape the rest as every other output does.
    @Test func gitHubDataEscapesTheOtherControls() {
        #expect(GitHubReporter.escapeData("50%\u{1B}[2K\r\n\u{202E}") == #"50%25\u{1b}[2K%0D%0A\u{202e}"#)
        #expect(GitHubReporter.escapeProperty("a:\u{7}b,c") == #"a%3A\u{7}b%2Cc"#)
    }
}
