import FontProbeModel
import FontProbeRules

/// JUnit XML, which CI services show as test results: one `testsuite` per face (or unreadable
/// file) and one `testcase` per check run on it. A failing check has a `failure` element whose
/// `message` is its first problem; problems below `failOn` go to the test case's `system-out`. A
/// test case of an expectation or a text style has `file` and `line` (the attributes JUnit readers
/// such as GitLab's and Jenkins' take) at its line of `fontprobe.yml` or of the design tokens file.
package struct JUnitReporter: CheckReporter {
    package init() {}

    package func render(_ report: CheckReport) -> String {
        let s = report.summary
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="fontprobe check" tests="\#(s.checks)" failures="\#(s.failedChecks)" errors="0">"#,
        ]
        for subject in report.subjects {
            let name = Self.escape(subject.name)
            let failures = subject.outcomes.filter(\.failed).count
            lines.append(
                #"  <testsuite name="\#(name)" tests="\#(subject.outcomes.count)" failures="\#(failures)" errors="0" skipped="0">"#
            )
            for outcome in subject.outcomes {
                let source = outcome.problems.lazy.compactMap(\.source).first
                let at = source.map { #" file="\#(Self.escape($0.file))" line="\#($0.line)""# } ?? ""
                let open = #"    <testcase name="\#(Self.escape(outcome.check.name))" classname="\#(name)"\#(at)"#
                guard !outcome.problems.isEmpty else {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                let failing = outcome.problems.filter(\.fails)
                if let first = failing.first {
                    let text = failing.map(\.message).joined(separator: "\n")
                    lines.append(
                        #"      <failure message="\#(Self.escape(first.message))" type="\#(outcome.check.rule.id)">"#
                            + Self.escape(text) + "</failure>")
                }
                let notes = outcome.problems.filter { !$0.fails }
                if !notes.isEmpty {
                    lines.append(
                        "      <system-out>"
                            + Self.escape(notes.map { "\($0.severity.rawValue): \($0.message)" }.joined(separator: "\n"))
                            + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in an attribute or element: the five predefined entities, line breaks as
    /// character references (so attributes keep them), and U+FFFD for the characters XML 1.0
    /// does not allow at all (other C0 controls, unpaired surrogates cannot occur in a String).
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
