import Foundation
import Testing

@testable import FontProbeTestSupport

/// The `files:` of both hooks in `.pre-commit-hooks.yaml`, which pre-commit searches in each
/// changed path (Python's `re.search`; the pattern uses nothing ICU reads differently): fonts,
/// tokens (JSON and YAML), Info.plist, the configuration and the lockfile, in any case.
struct PreCommitFilesTests {
    static func patterns() throws -> [NSRegularExpression] {
        let manifest = try String(
            contentsOf: Repository.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let lines = manifest.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("files:") }
        return try lines.map { line in
            let quoted = line.split(separator: "'", maxSplits: 1)[1].dropLast()
            return try NSRegularExpression(pattern: String(quoted))
        }
    }

    @Test(arguments: [
        ("Fonts/Brand-Regular.ttf", true), ("Fonts/BRAND.OTF", true), ("a.woff2", true), ("a.TTC", true),
        ("design/brand.tokens.json", true), ("design/brand.tokens.yaml", true), ("tokens.yml", true),
        ("design/TOKENS.JSON", true), ("App/Info.plist", true), ("fontprobe.yml", true), ("sub/fontprobe.yaml", true),
        ("fontprobe.lock.json", true), ("README.md", false), ("package.json", false), ("Sources/App.swift", false),
        ("Fonts/ttf.txt", false),
    ])
    func matches(path: String, expected: Bool) throws {
        let patterns = try Self.patterns()
        #expect(patterns.count == 2)
        for pattern in patterns {
            let found = pattern.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
            #expect(found == expected, "\(path)")
        }
    }
}
