import FontProbeModel
import FontProbeRules

extension JSONReporter {
    /// `fontprobe audit --list-rules --format json`: `{"schemaVersion": 2, "rules": [...]}`, each
    /// rule with `id`, `severity`, `enabledByDefault`, `title`, `explanation` and `commands` (docs/json-schema.md).
    package func render(rules: [Rule]) throws -> String {
        try Self.encoded(RulesJSON.Document(rules: rules.map(RulesJSON.Rule.init)))
    }

    /// `fontprobe audit --explain RULE --format json`: the one rule's object, as in `rules[]`.
    package func render(rule: Rule) throws -> String {
        try Self.encoded(RulesJSON.Rule(rule))
    }
}

/// The rule catalogue's document (docs/json-schema.md#rules).
enum RulesJSON {
    struct Document: Encodable, Sendable {
        var schemaVersion = JSONReporter.schemaVersion
        var rules: [Rule]
    }

    struct Rule: Encodable, Sendable {
        var id: String
        /// `error`, `warning` or `info`: the default, before a configuration's `rules`.
        var severity: String
        /// Whether the rule runs unless turned off (false: only when turned on).
        var enabledByDefault: Bool
        var title: String
        /// Paragraphs separated by a blank line.
        var explanation: String
        /// The commands whose reports can name the rule.
        var commands: [String]

        init(_ rule: FontProbeRules.Rule) {
            id = rule.id
            severity = rule.severity.rawValue
            enabledByDefault = rule.isEnabledByDefault
            title = rule.title
            explanation = rule.explanation
            commands = rule.commands
        }
    }
}
