import FontProbeModel
import FontProbeRules

/// Checkstyle XML, which CI servers and code-review tools read (Jenkins' Warnings plugin,
/// reviewdog, SwiftLint's users): `<checkstyle>`, a `<file name=…>` per file with an `<error>` per
/// problem, its `line`, `column`, `severity` (`error`, `warning`, `info`), `message` and `source`
/// (`fontprobe.RULE`). A font's own problem is at line 1, column 1 of the font; an unmet
/// expectation or a text style's problem at its line of `fontprobe.yml` or of the design tokens
/// file, naming the font (docs/commands/check.md#outputs).
package struct CheckstyleReporter: CheckReporter, AuditReporter {
    package init() {}

    /// One diagnostic, placed.
    struct Entry {
        var file: String
        var line: Int
        var column: Int
        var severity: Severity
        var message: String
        var rule: String
    }

    package func render(_ report: CheckReport) -> String {
        Self.document(
            report.subjects.flatMap { subject in
                subject.annotations.map { problem in
                    let face = Self.face(subject.faceIndex, subject.instance)
                    let message = problem.message.split(separator: "\n").joined(separator: "; ")
                    guard let source = problem.source else {
                        return Entry(
                            file: subject.path, line: 1, column: 1, severity: problem.displayedSeverity,
                            message: message + face, rule: problem.check.rule.id)
                    }
                    return Entry(
                        file: source.file, line: source.line, column: source.column, severity: problem.displayedSeverity,
                        message: source.file == subject.path ? message : "\(subject.path)\(face): \(message)",
                        rule: problem.check.rule.id)
                }
            })
    }

    package func render(_ report: AuditReport) -> String {
        Self.document(
            report.entries.flatMap { entry -> [Entry] in
                let (path, faceIndex, findings) = entry.located
                return findings.map {
                    Entry(
                        file: path, line: 1, column: 1, severity: $0.severity,
                        message: $0.message + Self.face(faceIndex, nil), rule: $0.rule.id)
                }
            })
    }

    /// ` (face 1)`, ` (Bold)`: which face of a file, where that is not plain.
    static func face(_ index: Int?, _ instance: String?) -> String {
        ((index ?? 0) > 0 ? " (face \(index!))" : "") + (instance.map { " (\($0))" } ?? "")
    }

    /// The entries grouped by file, in the order each file first comes.
    static func document(_ entries: [Entry]) -> String {
        var order: [String] = []
        var byFile: [String: [Entry]] = [:]
        for entry in entries {
            if byFile[entry.file] == nil { order.append(entry.file) }
            byFile[entry.file, default: []].append(entry)
        }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        for file in order {
            lines.append(#"  <file name="\#(JUnitReporter.escape(file))">"#)
            for entry in byFile[file] ?? [] {
                lines.append(
                    #"    <error line="\#(entry.line)" column="\#(entry.column)" severity="\#(entry.severity.rawValue)" "#
                        + #"message="\#(JUnitReporter.escape(entry.message))" source="fontprobe.\#(entry.rule)"/>"#)
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
