/// Aligned tables for people: a header per face, one row per size and scale, notes, legend.
public struct TextReporter: MetricsReporter {
    /// Whether severities are coloured with ANSI escapes (a terminal without `NO_COLOR`).
    public var color: Bool

    public init(color: Bool = false) {
        self.color = color
    }

    public func render(_ report: MetricsReport) -> String {
        var blocks: [String] = []
        for face in report.faces {
            var lines = ["\(face.face.path) — \(face.title)"]
            let labelWidth = face.facts.map(\.label.count).max() ?? 0
            for fact in face.facts {
                lines.append("  " + fact.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + fact.value)
            }
            lines.append("")
            var table = TextTable(header: MetricsTable.header)
            table.rows = face.rows.map(MetricsTable.cells)
            lines.append(table.render())
            let notes = face.notesAndLegend
            if !notes.isEmpty {
                lines.append("")
                lines += notes.map { "  " + $0 }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if !report.faces.isEmpty {
            blocks.append(MetricsTable.legend.joined(separator: "\n"))
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }
}
