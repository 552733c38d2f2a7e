import Foundation
import Testing

@testable import FontProbeTestSupport

/// The hooks of `.pre-commit-hooks.yaml` (docs/ci.md#pre-commit) run on every commit, so a design
/// tokens file (`styles:`) or a lockfile (`baseline:`) of any name is checked when it changes: no
/// file pattern could know those names, which only fontprobe.yml says.
struct PreCommitHookTests {
    static func manifest() throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    }

    /// Both hooks say `always_run: true` and `pass_filenames: false`, and neither has a `files:`
    /// pattern that would make a reader think some names are left out.
    @Test func bothHooksRunAlways() throws {
        let hooks = try Self.manifest().components(separatedBy: "\n- ").dropFirst()
        #expect(hooks.count == 2)
        for hook in hooks {
            let lines = hook.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.contains("always_run: true"), "\(hook)")
            #expect(lines.contains("pass_filenames: false"), "\(hook)")
            #expect(!lines.contains { $0.hasPrefix("files:") }, "\(hook)")
        }
    }

    /// A repository whose tokens are `design/typography.json` and whose lockfile is
    /// `locks/fonts.baseline`: pre-commit (`try-repo`, with fontprobe's hooks as they are in this
    /// checkout) runs `fontprobe-check` for a change to either alone, and the commit is refused when
    /// the changed file breaks the check.
    @Test(.enabled(if: ActionsSchemaTests.tool("pre-commit") != nil, "no pre-commit: run `make ci-tools`"))
    func theHookRunsForTokensAndLockfilesOfAnyName() throws {
        let preCommit = try #require(ActionsSchemaTests.tool("pre-commit"))
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let project = directory.url.appendingPathComponent("project")
        for folder in ["project/Fonts", "project/design", "project/locks", "bin", "home"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for font in ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPHelvetica-Regular.ttf", "Lato-Regular-subset.ttf"] {
            try FileManager.default.copyItem(
                atPath: Repository.font(font), toPath: project.appendingPathComponent("Fonts/\(font)").path)
        }
        let tokens = try Data(
            contentsOf: Repository.root.appendingPathComponent("Fixtures/design-tools/tokens/brand.tokens.json"))
        try tokens.write(to: project.appendingPathComponent("design/typography.json"))
        try Data("fonts: Fonts\nstyles: design/typography.json\nbaseline: locks/fonts.baseline\n".utf8)
            .write(to: project.appendingPathComponent("fontprobe.yml"))
        // The hook's entry is `fontprobe check`: the built binary on the PATH by that name.
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("bin/fontprobe").path, withDestinationPath: Repository.binary)
        let environment = [
            "PATH": directory.url.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
            "PRE_COMMIT_HOME": directory.url.appendingPathComponent("home").path,
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
        func run(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
            try ProcessRun.run(executable, arguments, in: project, environment: environment)
        }
        #expect(try CLI.run(["check", "--update-baseline"], in: project).status == 0)
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "fonts"]] {
            let git = try run("/usr/bin/env", ["git"] + arguments)
            try #require(git.status == 0, "git \(arguments): \(git.stderr)")
        }
        func hook(for file: String) throws -> ProcessRun {
            try run(preCommit, ["try-repo", Repository.root.path, "fontprobe-check", "--files", file])
        }

        let unchanged = try hook(for: "design/typography.json")
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")
        #expect(unchanged.stdout.contains("fontprobe check") && unchanged.stdout.contains("Passed"), "\(unchanged.stdout)")

        // Tokens without a typography token fail the check (64), so the hook and the commit fail.
        try Data("{}".utf8).write(to: project.appendingPathComponent("design/typography.json"))
        let tokensChanged = try hook(for: "design/typography.json")
        #expect(tokensChanged.status == 1)
        #expect(tokensChanged.stdout.contains("Failed"), "\(tokensChanged.stdout)")
        #expect(tokensChanged.stdout.contains("design/typography.json:1:1: has no typography tokens"), "\(tokensChanged.stdout)")
        try tokens.write(to: project.appendingPathComponent("design/typography.json"))

        // A lockfile that is not one: `check` cannot use it (64).
        try Data("[]".utf8).write(to: project.appendingPathComponent("locks/fonts.baseline"))
        let lockfileChanged = try hook(for: "locks/fonts.baseline")
        #expect(lockfileChanged.status == 1)
        #expect(lockfileChanged.stdout.contains("locks/fonts.baseline: cannot use this baseline"), "\(lockfileChanged.stdout)")
    }
}
