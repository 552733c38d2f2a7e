import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Configurations that used to demand unbounded work: nested `**`, a pattern given hundreds of
/// thousands of times, a million rows per face, a million unknown keys. Each is generated here,
/// run through the built binary (ended past `ProcessRun`'s processor-time limit, so a run that
/// never ends fails, however busy the machine), and gets one clear line and the exit code of
/// docs/commands/check.md#limits. The work of matching is counted in steps
/// (``matchingIsBoundedByTheTable()``), not timed.
struct BoundedWorkTests {
    /// A folder with `a/x.ttf`, and `y.ttf` `depth` folders deep under `a/`.
    private func deepProject(depth: Int) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let font = Repository.font("FPThousand-Regular.ttf")
        let a = directory.url.appendingPathComponent("a")
        try FileManager.default.createDirectory(at: a, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: font, toPath: a.appendingPathComponent("x.ttf").path)
        let deep = (0..<depth).reduce(a) { url, _ in url.appendingPathComponent("d") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        // Another font: two faces with one PostScript name would fail the check.
        try FileManager.default.copyItem(
            atPath: Repository.font("FPSFLike-Regular.ttf"), toPath: deep.appendingPathComponent("y.ttf").path)
        return directory
    }

    private func run(_ yaml: String, in directory: TemporaryDirectory) throws -> ProcessRun {
        let config = try directory.file("fontprobe.yml", contents: Data(yaml.utf8))
        return try ProcessRun.fontprobe(["check", "--config", config])
    }

    /// The repro made worse: twelve `**` in a row against a file 40 folders deep that
    /// the last name does not match. Backtracking tries C(52, 12) splits and never ends (depth 30
    /// with eight took 5.9 s); the table finishes, and both fonts are checked.
    @Test func nestedDoubleStarsFinish() throws {
        let directory = try deepProject(depth: 40)
        defer { directory.cleanUp() }
        let stars = Array(repeating: "**", count: 12).joined(separator: "/")
        let result = try run("fonts:\n  - '\(stars)/x.ttf'\n  - '**/*.ttf'\nbaseline: false\n", in: directory)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Check: 2 faces in 2 files from "))
    }

    /// The table has one cell per pair of pattern and path components, so the work is counted,
    /// not timed: (P + 1) × (N + 1) cells at most, where backtracking took millions of steps.
    @Test func matchingIsBoundedByTheTable() {
        let between = Array(repeating: "**/d", count: 12).joined(separator: "/") + "/**/x.ttf"
        let path = Array(repeating: "d", count: 40).joined(separator: "/") + "/y.ttf"
        let pattern = GlobPattern(between)
        var steps = 0
        #expect(!pattern.matches(path, steps: &steps))
        // 26 pattern components (12 × "**/d", "**", "x.ttf") and 41 path components.
        #expect(steps <= 27 * 42)
        steps = 0
        #expect(pattern.mayMatch(below: Array(repeating: "d", count: 40).joined(separator: "/"), steps: &steps))
        #expect(steps <= 27 * 41)
        // Runs of `**` are one `**`, and still match zero or more folders.
        #expect(GlobPattern("**/**/**/x.ttf").matches("x.ttf"))
        #expect(GlobPattern("**/**/**/x.ttf").matches("a/b/x.ttf"))
        #expect(!GlobPattern("**/**/x.ttf").matches(".git/x.ttf"))
    }

    /// 700,000 copies of one pattern (9.8 MB of YAML) are refused before parsing: the file is over 256 KiB.
    @Test func aHugeConfigurationIsRefused() throws {
        let directory = try deepProject(depth: 1)
        defer { directory.cleanUp() }
        let yaml = "fonts:\n" + String(repeating: "  - \"a/x.ttf\"\n", count: 700_000) + "baseline: false\n"
        let result = try run(yaml, in: directory)
        let config = directory.url.appendingPathComponent("fontprobe.yml").path
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderrLines == ["fontprobe: \(config): the file is larger than 256 KiB, the most a configuration may be"])
    }

    /// 1001 patterns in one list are a mistake; 1000 are matched in one walk.
    @Test func atMostAThousandPatterns() throws {
        let directory = try deepProject(depth: 1)
        defer { directory.cleanUp() }
        let config = directory.url.appendingPathComponent("fontprobe.yml").path
        let tooMany = try run(
            "fonts:\n" + String(repeating: "  - a/x.ttf\n", count: 1001) + "baseline: false\n", in: directory)
        #expect(tooMany.status == 64)
        #expect(
            tooMany.stderrLines == [
                "fontprobe: \(config):2:3: fonts: lists 1001 patterns; at most 1000 are allowed "
                    + "(name a directory or a glob instead)"
            ])
        let enough = try run(
            "fonts:\n" + String(repeating: "  - '**/*.ttf'\n", count: 1000) + "baseline: false\n", in: directory)
        #expect(enough.status == 0, "\(enough.stderr)")
        #expect(enough.stdout.hasPrefix("Check: 2 faces in 2 files from "))
    }

    /// 1000 sizes × 1000 scales would be a million rows per face; 1000 rows are the most.
    @Test func atMostAThousandRowsPerFace() throws {
        let directory = try deepProject(depth: 1)
        defer { directory.cleanUp() }
        let config = directory.url.appendingPathComponent("fontprobe.yml").path
        func list(_ count: Int, from start: Double, by step: Double) -> String {
            "[" + (0..<count).map { String(start + Double($0) * step) }.joined(separator: ", ") + "]"
        }
        let tooMany = try run(
            "fonts: [a/x.ttf]\nsizes: \(list(1000, from: 1, by: 0.5))\nscales: \(list(1000, from: 1, by: 0.001))\n",
            in: directory)
        #expect(tooMany.status == 64)
        #expect(
            tooMany.stderrLines == [
                "fontprobe: \(config):2:8: sizes: 1000 sizes × 1000 scales make 1000000 rows per face; "
                    + "at most 1000 are allowed"
            ])
        let enough = try run(
            "fonts: [a/x.ttf]\nsizes: \(list(100, from: 1, by: 0.5))\nscales: \(list(10, from: 1, by: 0.5))\n"
                + "baseline: false\n",
            in: directory)
        #expect(enough.status == 0, "\(enough.stderr)")
    }

    /// A million unknown keys (10.9 MB) are refused by size; 10,000 (under 256 KiB) give the
    /// first 20 problems in file order and a count of the rest.
    @Test func theFirstTwentyProblemsThenACount() throws {
        let directory = try deepProject(depth: 1)
        defer { directory.cleanUp() }
        let config = directory.url.appendingPathComponent("fontprobe.yml").path
        let million = try run(
            "fonts: [a/x.ttf]\n" + (0..<1_000_000).map { "k\($0): 1\n" }.joined(), in: directory)
        #expect(million.status == 64)
        #expect(million.stderrLines.count == 1)

        let result = try run("fonts: [a/x.ttf]\n" + (0..<10_000).map { "k\($0): 1\n" }.joined(), in: directory)
        #expect(result.status == 64)
        let lines = result.stderrLines
        #expect(lines.count == 21)
        #expect(lines.first?.hasPrefix("fontprobe: \(config):2:1: k0: unknown key 'k0'; the keys here are fonts, ") == true)
        #expect(lines.dropLast().last?.hasPrefix("fontprobe: \(config):21:1: k19: unknown key 'k19';") == true)
        #expect(lines.last == "fontprobe: \(config): and 9980 more problems")
    }
}
