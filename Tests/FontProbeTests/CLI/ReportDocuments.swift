import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Counts of a JUnit document, read with Foundation's XML parser (which rejects malformed XML).
struct JUnitDocument {
    var suites = 0
    var testcases = 0
    var failures = 0
    var declaredTests = 0
    var declaredFailures = 0

    init(_ text: String) throws {
        let delegate = Counter()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw JUnitError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        (suites, testcases, failures) = (delegate.suites, delegate.testcases, delegate.failures)
        (declaredTests, declaredFailures) = (delegate.declaredTests, delegate.declaredFailures)
        guard delegate.root == "testsuites" else { throw JUnitError(description: "the root is \(delegate.root ?? "none")") }
    }

    struct JUnitError: Error, CustomStringConvertible { var description: String }

    private final class Counter: NSObject, XMLParserDelegate {
        var root: String?
        var suites = 0
        var testcases = 0
        var failures = 0
        var declaredTests = 0
        var declaredFailures = 0

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = name }
            switch name {
            case "testsuites":
                declaredTests = Int(attributes["tests"] ?? "") ?? -1
                declaredFailures = Int(attributes["failures"] ?? "") ?? -1
            case "testsuite": suites += 1
            case "testcase": testcases += 1
            case "failure": failures += 1
            default: break
            }
        }
    }
}

/// The constraints of the SARIF 2.1.0 JSON schema (sarif-schema-2.1.0.json, OASIS) that a
/// report like ours can break: required properties, `version` "2.1.0", the `level` enumeration,
/// `ruleIndex` pointing at the rule with the same `id`, unique rule IDs, messages with text,
/// and artifact URIs that are URI references.
enum SARIFCheck {
    struct Violation: Error, CustomStringConvertible { var description: String }

    static func validate(_ text: String) throws {
        func require(_ condition: Bool, _ message: String) throws {
            if !condition { throw Violation(description: message) }
        }
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        try require(log["version"] as? String == "2.1.0", "sarifLog.version must be \"2.1.0\"")
        try require((log["$schema"] as? String)?.hasPrefix("https://") == true, "$schema must be a URI")
        let runs = try #require(log["runs"] as? [[String: Any]], "sarifLog.runs is required")
        for run in runs {
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any], "run.tool.driver")
            try require(driver["name"] is String, "toolComponent.name is required")
            let rules = try #require(driver["rules"] as? [[String: Any]])
            let ids = rules.compactMap { $0["id"] as? String }
            try require(ids.count == rules.count && Set(ids).count == ids.count, "each rule needs a unique id")
            for rule in rules {
                for key in ["shortDescription", "fullDescription", "help"] {
                    try require(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(key).text")
                }
                let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
                try require(["none", "note", "warning", "error"].contains(level ?? ""), "defaultConfiguration.level")
            }
            let results = try #require(run["results"] as? [[String: Any]])
            for result in results {
                try require(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false, "message.text")
                try require(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""), "level")
                let index = try #require(result["ruleIndex"] as? Int)
                try require(ids.indices.contains(index) && ids[index] == result["ruleId"] as? String, "ruleIndex")
                let locations = try #require(result["locations"] as? [[String: Any]])
                for location in locations {
                    let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
                    let uri = try #require(artifact?["uri"] as? String)
                    try require(URL(string: uri) != nil && !uri.contains(" "), "artifactLocation.uri is a URI reference")
                }
            }
        }
    }
}
