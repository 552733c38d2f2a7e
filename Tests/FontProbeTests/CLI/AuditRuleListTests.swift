import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe audit --list-rules` and `--explain` through the built binary: the catalogue as the
/// docs list it, in text and JSON.
struct AuditRuleListTests {
    /// The catalogue as docs/ci.md and docs/commands/audit.md list it: 22 audit rules, then the
    /// six only `check` reports.
    static let ruleIDs = [
        "unreadable-font", "units-per-em-out-of-range", "no-vertical-metrics", "hhea-metrics-zero",
        "positive-descender", "typo-metrics-without-stat", "family-metrics-differ", "family-name-mismatch",
        "duplicate-postscript-name", "android-font-padding", "missing-basic-latin", "missing-characters",
        "cap-height-missing", "cap-height-mismatch",
        "cap-line-misses-ink", "x-height-missing", "x-height-mismatch", "glyphs-outside-line-box",
        "win-metrics-clip",
        "hhea-typo-mismatch", "line-gap-nonzero", "notdef-missing", "expectation-unmet", "baseline-drift",
        "app-font-missing", "app-font-unlisted", "app-font-name-shared", "style-mismatch",
    ]

    @Test func listAndExplainTheRules() throws {
        let list = try CLI.run(["audit", "--list-rules"])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 22 audit rules, an empty line, a line saying what follows, 6 check rules, and the final newline.
        #expect(lines.count == 31)
        #expect(
            lines.compactMap { $0.split(separator: " ").first.map(String.init) }.filter(Self.ruleIDs.contains) == Self.ruleIDs)
        #expect(list.stdout.contains("cap-height-mismatch        warning"))
        #expect(lines[23] == "Only `fontprobe check` reports these:")
        let explain = try CLI.run(["audit", "--explain", "typo-metrics-without-stat"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("typo-metrics-without-stat (warning)\n"))
        #expect(explain.stdout.contains("WebKit pull request 17474"))
        #expect(explain.stdout.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// The rules only `check` reports are explained under the ID every format gives them.
    @Test(arguments: [
        ("baseline-drift", "error"), ("expectation-unmet", "error"), ("app-font-missing", "error"),
        ("app-font-unlisted", "error"), ("app-font-name-shared", "error"), ("duplicate-postscript-name", "error"),
        ("style-mismatch", "warning"),
    ])
    func explainTheCheckRules(id: String, severity: String) throws {
        let explain = try CLI.run(["audit", "--explain", id])
        #expect(explain.status == 0, "\(explain.stderr)")
        #expect(explain.stdout.hasPrefix("\(id) (\(severity))\n"))
    }

    /// `--list-rules --format json`: docs/json-schema.md#rules, keys written out here.
    @Test func listRulesAsJSON() throws {
        let result = try CLI.run(["audit", "--list-rules", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["schemaVersion", "rules"])
        #expect(document["schemaVersion"] as? Int == 2)
        let rules = try #require(document["rules"] as? [[String: Any]])
        #expect(
            rules.allSatisfy { Set($0.keys) == ["id", "severity", "enabledByDefault", "title", "explanation", "commands"] })
        // win-metrics-clip alone runs only when turned on.
        #expect(rules.filter { $0["enabledByDefault"] as? Bool == false }.map { $0["id"] as? String } == ["win-metrics-clip"])
        #expect(rules.map { $0["id"] as? String } == Self.ruleIDs)
        let drift = try #require(rules.first { $0["id"] as? String == "baseline-drift" })
        #expect(drift["severity"] as? String == "error")
        #expect(rules.last?["severity"] as? String == "warning" && rules.last?["commands"] as? [String] == ["check"])
        #expect(drift["commands"] as? [String] == ["check"])
        #expect(rules.first?["commands"] as? [String] == ["audit", "check"])
        // The same severities as the text list: cap-height-mismatch is a warning.
        #expect(rules.first { $0["id"] as? String == "cap-height-mismatch" }?["severity"] as? String == "warning")

        let one = try CLI.run(["audit", "--explain", "baseline-drift", "--format", "json"])
        #expect(one.status == 0)
        let rule = try #require(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(rule["id"] as? String == "baseline-drift")
        #expect((rule["explanation"] as? String)?.contains("fontprobe check --update-baseline") == true)
    }
}
