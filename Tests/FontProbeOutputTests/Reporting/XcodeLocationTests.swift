import Testing

@testable import FontProbeOutput

/// What `--format xcode` does to names that would read as a diagnostic's location: by hand, `%`
/// and `:` of a path percent-encoded; in a message, only a `:` before a digit.
struct XcodeLocationTests {
    @Test(arguments: [
        ("Fonts/A.ttf", "Fonts/A.ttf"),
        ("a.ttf:9:9: error: x.ttf", "a.ttf%3A9%3A9%3A error%3A x.ttf"),
        ("100% a.ttf", "100%25 a.ttf"),
        ("a\nb.ttf", #"a\nb.ttf"#),
    ])
    func paths(path: String, shown: String) {
        #expect(XcodeReporter.location(path) == shown)
    }

    @Test(arguments: [
        ("cap height: 700 units", "cap height: 700 units"),
        ("x:9:9: error: y", "x%3A9%3A9: error: y"),
        ("a::1 and a:", "a:%3A1 and a:"),
        ("at 17 pt @3x: 4 → 5", "at 17 pt @3x: 4 → 5"),
    ])
    func messages(message: String, shown: String) {
        #expect(XcodeReporter.unlocated(message) == shown)
    }
}
