import Foundation
import Testing

@testable import FontProbeTestSupport

/// `--format xcode` for `audit` and `check`: Xcode's diagnostic lines, `PATH:1:1: KIND: MESSAGE
/// [fontprobe CHECK]`, one per finding of the same run's JSON, warning as `warning` and info as
/// `note`; in `check`, a problem that fails is an `error`.
@Suite(.serialized)
struct XcodeFormatTests {
    static let fonts = ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPOS2v1-Regular.ttf"].map(Repository.font)

    /// What Xcode reads: the path, line 1, column 1, the kind, and the message with the check.
    static var pattern: Regex<(Substring, Substring, Substring, Substring, Substring, Substring?)> {
        #/^(.+):1:1: (error|warning|note): (.+) \[fontprobe ([a-z0-9 .\-]+)(, face \d+)?\]$/#
    }

    @Test func auditLinesAreTheFindings() throws {
        let xcode = try CLI.run(["audit"] + Self.fonts + ["--format", "xcode"])
        let json = try CLI.run(["audit"] + Self.fonts + ["--format", "json"])
        #expect(xcode.status == json.status)
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["fonts"] as? [[String: Any]]).flatMap { font in
            ((font["findings"] as? [[String: Any]]) ?? []).map { (font["path"] as? String ?? "", $0) }
        }
        let lines = xcode.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == findings.count && !lines.isEmpty)
        let kinds = ["error": "error", "warning": "warning", "info": "note"]
        for (line, (path, finding)) in zip(lines, findings) {
            let match = try #require(line.wholeMatch(of: Self.pattern), "\(line)")
            #expect(String(match.1) == path)
            #expect(String(match.2) == kinds[finding["severity"] as? String ?? ""])
            #expect(String(match.3) == finding["message"] as? String)
            #expect(String(match.4) == finding["rule"] as? String)
        }
    }

    /// With failOn warning, each warning fails the check: an `error` for Xcode; info stays a note.
    @Test func checkFailuresAreErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for font in Self.fonts {
            let name = URL(fileURLWithPath: font).lastPathComponent
            _ = try directory.file("fonts/\(name)", contents: try Data(contentsOf: URL(fileURLWithPath: font)))
        }
        _ = try directory.file(
            "fontprobe.yml", contents: Data("fonts:\n  - fonts\nbaseline: false\nfailOn: warning\n".utf8))
        let result = try CLI.run(["check", "--config", "fontprobe.yml", "--format", "xcode"], in: directory.url)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last?.hasPrefix("fontprobe check: FAIL: ") == true)
        let diagnostics = lines.dropLast().map { $0.wholeMatch(of: Self.pattern) }
        #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0 != nil })
        // Relative to the configuration, as it names them.
        #expect(diagnostics.allSatisfy { $0.map { $0.1.hasPrefix("fonts/") } ?? false })
        #expect(diagnostics.contains { $0?.2 == "error" } && !diagnostics.contains { $0?.2 == "warning" })
        #expect(lines.contains { $0.hasSuffix("[fontprobe cap-height-mismatch]") && $0.contains(": error: ") })
    }

    /// A file named like a diagnostic, `a.ttf:9:9: error: x.ttf`, cannot give its lines another
    /// location or severity: whether Xcode reads the location lazily (the first `:N:N: kind:`) or
    /// greedily (the last), it is line 1 of the file, whose `:` and `%` are percent-encoded.
    @Test func aNameCannotForgeALocation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let name = "a.ttf:9:9: error: 100% x.ttf"
        let path = try directory.file(name, contents: try Data(contentsOf: URL(fileURLWithPath: Self.fonts[2])))
        let result = try CLI.run(["audit", path, "--format", "xcode"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let encoded = path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
        for line in lines {
            let lazy = try #require(line.firstMatch(of: #/^(.*?):(\d+):(\d+): (error|warning|note): /#), "\(line)")
            let greedy = try #require(line.firstMatch(of: #/^(.*):(\d+):(\d+): (error|warning|note): /#), "\(line)")
            #expect(String(lazy.1) == encoded && lazy.2 == "1" && lazy.3 == "1", "\(line)")
            #expect(String(greedy.1) == encoded && greedy.2 == "1", "\(line)")
        }
    }
}
