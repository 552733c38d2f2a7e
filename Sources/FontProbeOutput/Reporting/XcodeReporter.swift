import FontProbeModel
import FontProbeRules

/// Xcode's diagnostic lines, `PATH:1:1: warning: message [fontprobe rule]`, which Xcode shows in the
/// issue navigator and against the file when a build phase or plugin prints them
/// (docs/commands/check.md#outputs). A font has no lines, so a font's own problem is at line 1,
/// column 1; an unmet expectation or a text style's problem is on its line of `fontprobe.yml` or of
/// the design tokens file, naming the font.
///
/// In `check`, failing problems are errors and the rest warnings or notes by severity, as in the
/// `github` format; in `audit`, each finding at its severity. A result line ends `check`'s.
package struct XcodeReporter: CheckReporter, AuditReporter {
    package init() {}

    package func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for subject in report.subjects {
            // Each drift a diagnostic of its own, after its face's summary line.
            for problem in subject.annotations(combiningDrift: false) {
                let message = problem.message.split(separator: "\n").joined(separator: "; ")
                let face = Self.face(subject.faceIndex, subject.instance)
                guard let source = problem.source else {
                    lines.append(
                        Self.line(subject.path, problem.displayedSeverity, "\(message) [fontprobe \(problem.check.name)\(face)]"))
                    continue
                }
                // The font it is about, unless the source is the subject's own file (an Info.plist).
                let about = source.file == subject.path ? "" : ": \(subject.path.escapingControlCharacters)\(face)"
                lines.append(
                    Self.line(
                        source.file, problem.displayedSeverity, "\(message) [fontprobe \(problem.check.name)\(about)]",
                        line: source.line, column: source.column))
            }
        }
        lines.append("fontprobe check: \(report.resultLine)")
        return lines.joined(separator: "\n") + "\n"
    }

    package func render(_ report: AuditReport) -> String {
        var lines: [String] = []
        for entry in report.entries {
            let (path, faceIndex, findings) = entry.located
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
    ///
    /// Xcode finds a diagnostic by `PATH:LINE:COLUMN: KIND:`, and a file may be named
    /// `a.ttf:9:9: error: x`, a family `x:9:9: error: y`: in the path `%` and `:` are
    /// percent-encoded, and in the message a `:` before a digit, so that no name can give a line
    /// another location or severity (docs/security.md#reports).
    static func line(_ path: String, _ severity: Severity, _ message: String, line: Int = 1, column: Int = 1) -> String {
        let kind =
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "note"
            }
        return "\(location(path)):\(line):\(column): \(kind): \(unlocated(message))"
    }

    /// The path with control characters escaped and `%` and `:` percent-encoded.
    static func location(_ path: String) -> String {
        let escaped = path.escapingControlCharacters
        guard escaped.contains(where: { $0 == "%" || $0 == ":" }) else { return escaped }
        return escaped.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
    }

    /// The message with control characters escaped and each `:` before a digit as `%3A`.
    static func unlocated(_ message: String) -> String {
        let escaped = message.escapingControlCharacters
        guard escaped.contains(":") else { return escaped }
        var result = ""
        var previousWasColon = false
        for character in escaped {
            if previousWasColon { result += character.isASCII && character.isNumber ? "%3A" : ":" }
            previousWasColon = character == ":"
            if !previousWasColon { result.append(character) }
        }
        if previousWasColon { result += ":" }
        return result
    }

    /// `, face 1` for a face of a collection after the first, `, Black` for an instance.
    static func face(_ index: Int?, _ instance: String?) -> String {
        ((index ?? 0) > 0 ? ", face \(index!)" : "") + (instance.map { ", \($0)" } ?? "")
    }
}
