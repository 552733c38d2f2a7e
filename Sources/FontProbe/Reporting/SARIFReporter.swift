import Foundation

/// SARIF 2.1.0 (the OASIS Static Analysis Results Interchange Format), for GitHub code scanning
/// and other services: one run whose driver lists every audit rule and the two check rules, and
/// one result per problem, located at the font file.
///
/// `level` is `error` for a failing problem, otherwise `warning` or `note` by severity.
public struct SARIFReporter: CheckReporter {
    public init() {}

    /// The schema the report declares and follows.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public func render(_ report: CheckReport) -> String {
        let rules = Rule.all + Rule.checkRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var results: [JSONValue] = []
        for subject in report.subjects {
            for problem in subject.annotations {
                var properties: JSONObject = ["severity": .string(problem.severity.rawValue)]
                if let faceIndex = subject.faceIndex { properties["faceIndex"] = .int(faceIndex) }
                results.append(
                    .object([
                        "ruleId": .string(problem.check.rule.id),
                        "ruleIndex": .int(ruleIndex[problem.check.rule.id] ?? -1),
                        "level": .string(Self.level(problem.displayedSeverity)),
                        "message": .object(["text": .string(problem.message)]),
                        "locations": .array([
                            .object([
                                "physicalLocation": .object([
                                    "artifactLocation": .object(["uri": .string(Self.uri(subject.path))])
                                ])
                            ])
                        ]),
                        "properties": .object(properties),
                    ]))
            }
        }
        let driver: JSONValue = .object([
            "name": .string("fontprobe"),
            "version": .string(FontProbeVersion.current),
            "rules": .array(rules.map(Self.descriptor)),
        ])
        return JSONValue.object([
            "$schema": .string(Self.schema),
            "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(results)])]),
        ]).prettyPrinted()
    }

    private static func descriptor(_ rule: Rule) -> JSONValue {
        .object([
            "id": .string(rule.id),
            "name": .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": .object(["text": .string(rule.title)]),
            "fullDescription": .object(["text": .string(rule.explanation)]),
            "help": .object(["text": .string(rule.explanation)]),
            "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
        ])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference for a relative path, a `file://` URI for an absolute one; each
    /// component percent-encoded, `:` too, so that no first component reads as a scheme.
    static func uri(_ path: String) -> String {
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", ";", "?", "#", ":"]))
                ?? String($0)
        }.joined(separator: "/")
        return path.hasPrefix("/") ? "file://\(encoded)" : encoded
    }
}
