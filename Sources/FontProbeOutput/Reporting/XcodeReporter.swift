import FontProbeModel
import FontProbeRules

/// Xcode's diagnostic lines, `PATH:1:1: warning: message [fontprobe rule]`, which Xcode shows in the
/// issue navigator and against the file when a build phase or plugin prints them
/// (docs/commands/check.md#outputs). A font has no lines, so each is at line 1, column 1.
///
/// In `check`, failing problems are errors and the rest warnings or notes by severity, as in the
/// `github` format; in `audit`, each finding at its severity. A result line ends `check`'s.
package struct XcodeReporter: CheckReporter, AuditReporter {
    package init() {}

    package func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for subject in report.subjects {
            for problem in subject.annotations {
                let message = problem.message.split(separator: "\n").joined(separator: "; ")
                lines.append(
                    Self.line(
                        subject.path, problem.displayedSeverity,
                        "\(message) [fontprobe \(problem.check.name)\(Self.face(subject.faceIndex, subject.instance))]"))
            }
        }
        lines.append("fontprobe check: \(report.resultLine)")
        return lines.joined(separator: "\n") + "\n"
    }

    package func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for entry in report.entries {
            let (path, faceIndex, findings): (String, Int?, [Finding]) =
                switch entry {
                case .face(let face): (face.path, face.metrics.face.faceIndex, face.findings)
                case .failure(let failure): (failure.path, failure.faceIndex, failure.findings)
                }
            for finding in findings {
                lines.append(
                    Self.line(
                        path, finding.severity, "\(finding.message) [fontprobe \(finding.rule.id)\(Self.face(faceIndex, nil))]"))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// One diagnostic: the path (control characters escaped, docs/fonts.md#control-characters),
    /// Xcode's word for the severity, and the message on the same line.
    static func line(_ path: String, _ severity: Severity, _ message: String) -> String {
        let kind =
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "note"
            }
        return "\(path.escapingControlCharacters):1:1: \(kind): \(message.escapingControlCharacters)"
    }

    /// `, face 1` for a face of a collection after the first, `, Black` for an instance.
    static func face(_ index: Int?, _ instance: String?) -> String {
        ((index ?? 0) > 0 ? ", face \(index!)" : "") + (instance.map { ", \($0)" } ?? "")
    }
}
