/// GitHub-flavoured Markdown: a section per face with its facts, a table and notes.
public struct MarkdownReporter: MetricsReporter {
    public init() {}

    public func render(_ report: MetricsReport) -> String {
        var lines: [String] = []
        for face in report.faces {
            lines.append("## \(escape(face.title))")
            lines.append("")
            lines.append("`\(face.face.path.escapingControlCharacters)`")
            lines.append("")
            lines += face.facts.map { "- **\($0.label)**: \(escape($0.value))" }
            lines.append("")
            lines.append(row(MetricsTable.header))
            lines.append(row(MetricsTable.header.map { _ in "---:" }))
            lines += face.rows.map { row(MetricsTable.cells($0)) }
            let notes = face.notesAndLegend
            if !notes.isEmpty {
                lines.append("")
                lines += notes.map { "> \(escape($0))" }
            }
            lines.append("")
        }
        for error in report.errors {
            lines.append("- ⚠︎ \(escape(error.description))")
        }
        if !report.faces.isEmpty {
            lines.append("")
            lines.append(escape(MetricsTable.legend.joined(separator: " ")))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    func row(_ cells: [String]) -> String {
        "| " + cells.map(escape).joined(separator: " | ") + " |"
    }

    /// `text` on one line (``Swift/String/escapingControlCharacters``), with the `|` and `*` that
    /// would end a table cell or start emphasis escaped.
    func escape(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "*", with: "\\*")
    }
}
