import FontProbeModel
import FontProbeRules

/// GitHub Actions workflow commands: `::error file=…,title=…::message` per problem, which the
/// runner turns into annotations on the font file (an unmet expectation or a text style's problem
/// on its line of `fontprobe.yml` or of the design tokens file, with `line=` and `col=`, the font
/// named in the title), then the result as a plain log line.
///
/// Failing problems are `error`s; the rest are `warning`s or `notice`s by severity. The drift of
/// one face is one annotation listing every value that moved.
package struct GitHubReporter: CheckReporter {
    package init() {}

    package func render(_ report: CheckReport) -> String {
        var lines: [String] = []
        for subject in report.subjects {
            for problem in subject.annotations {
                let command =
                    switch problem.displayedSeverity {
                    case .error: "error"
                    case .warning: "warning"
                    case .info: "notice"
                    }
                let face =
                    ((subject.faceIndex ?? 0) > 0 ? " (face \(subject.faceIndex!))" : "")
                    + (subject.instance.map { " (\($0))" } ?? "")
                var title = "fontprobe \(problem.check.name)\(face)"
                var where_ = "file=\(Self.escapeProperty(subject.path))"
                if let source = problem.source {
                    if source.file != subject.path { title = "fontprobe \(problem.check.name): \(subject.path)\(face)" }
                    where_ = "file=\(Self.escapeProperty(source.file)),line=\(source.line),col=\(source.column)"
                }
                lines.append(
                    "::\(command) \(where_),title=\(Self.escapeProperty(title))::" + Self.escapeData(problem.message))
            }
        }
        lines.append("fontprobe check: \(report.resultLine)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's message: `%`, CR and LF percent-encoded, as the runner decodes them; the other
    /// control characters, which the runner would write to the log as they are, escaped
    /// (docs/fonts.md#control-characters).
    package static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped += String(scalar).escapingControlCharacters
            }
        }
        return escaped
    }

    /// A property value (`file=`, `title=`): the data escapes, and `:` and `,`, which end a value.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
