import FontProbe

/// The words of `fontprobe audit --list-rules` and `--explain RULE`.
enum RuleDocumentation {
    /// One line per rule: ID, severity, what it checks; the audit rules, then, under a line
    /// saying so, the rules only `check` reports.
    static var list: String {
        let width = Rule.reportable.map(\.id.count).max() ?? 0
        func lines(_ rules: [Rule]) -> [String] {
            rules.map { rule in
                rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + rule.title
            }
        }
        return (lines(Rule.all) + ["", "Only `fontprobe check` reports these:"] + lines(Rule.checkRules))
            .joined(separator: "\n") + "\n"
    }

    /// The rule's ID, severity and title, then its explanation wrapped at 100 columns.
    static func explanation(of rule: Rule) -> String {
        var lines = ["\(rule.id) (\(rule.severity.rawValue))", rule.title, ""]
        for paragraph in rule.explanation.components(separatedBy: "\n\n") {
            lines += wrap(paragraph, width: 100)
            lines.append("")
        }
        lines.removeLast()
        return lines.joined(separator: "\n")
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
