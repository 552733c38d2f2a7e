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
    }

    @Test(.enabled(if: tool("check-jsonschema") != nil, "no check-jsonschema: run `make ci-tools`"))
    func theActionMatchesItsSchema() throws {
        let checker = try #require(Self.tool("check-jsonschema"))
        let action = Repository.root.appendingPathComponent("action.yml").path
        let run = try ProcessRun.run(checker, ["--builtin-schema", "vendor.github-actions", action], timeout: 120)
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
            let run = try ProcessRun.run(checker, ["--builtin-schema", "vendor.github-workflows", file], timeout: 120)
            #expect(run.status == 0, "workflow \(index): \(run.stdout)\(run.stderr)")
        }
    }

    @Test(.enabled(if: tool("pre-commit") != nil, "no pre-commit: run `make ci-tools`"))
    func thePreCommitHooksAreAManifest() throws {
        let preCommit = try #require(Self.tool("pre-commit"))
        let manifest = Repository.root.appendingPathComponent(".pre-commit-hooks.yaml").path
        let run = try ProcessRun.run(preCommit, ["validate-manifest", manifest], timeout: 120)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
