import FontProbeModel
import FontProbeRules

/// Aligned tables for people: a header per face, one row per size and scale, notes, legend.
package struct TextReporter: MetricsReporter {
    /// Whether severities are coloured with ANSI escapes (a terminal without `NO_COLOR`).
    package var color: Bool
    /// The terminal's width in columns, which the audit table is fitted to
    /// (docs/commands/audit.md#fitting-a-terminal); `nil`, as when stdout is not a terminal:
    /// nothing is elided or left out.
    package var width: Int?

    package init(color: Bool = false, width: Int? = nil) {
        self.color = color
        self.width = width
    }

    package func render(_ report: MetricsReport) -> String {
        var blocks: [String] = []
        for face in report.faces {
            // Without iOS, the UIKit table and its notes are left out (docs/commands/metrics.md#platforms).
            let uikit = LinesTable.showsUIKit(report)
            var lines = Self.header(face, facts: uikit ? nil : Self.platformFacts(face, report.platforms))
            if uikit {
                var table = TextTable(header: MetricsTable.header)
                table.rows = face.rows.map(MetricsTable.cells)
                lines += ["", table.render()]
            }
            if LinesTable.applies(report) {
                var lineTable = TextTable(header: LinesTable.header(report), leftAligned: [2])
                lineTable.rows = face.rows.flatMap { LinesTable.rows($0, uikit: uikit) }
                lines += ["", lineTable.render()]
            }
            let notes = (uikit ? face.notesAndLegend : []) + LinesTable.notes(face)
            if !notes.isEmpty {
                lines.append("")
                lines += notes.map { "  " + $0.escapingControlCharacters }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if !report.faces.isEmpty {
            let legend =
                (LinesTable.showsUIKit(report) ? MetricsTable.legend : [])
                + (LinesTable.applies(report) ? [LinesTable.legend(report)] : [])
            blocks.append(legend.joined(separator: "\n"))
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    /// The face's path and title, then its facts (or `facts` in their place) as aligned label–value
    /// lines, and `more` facts; names from the file system and the font are escaped
    /// (docs/fonts.md#control-characters).
    static func header(
        _ face: some ResolvedFace, facts: [(label: String, value: String)]? = nil, more: [(label: String, value: String)] = []
    ) -> [String] {
        let facts = (facts ?? face.facts) + more
        let labelWidth = facts.map(\.label.count).max() ?? 0
        return ["\(face.face.path) — \(face.title)".escapingControlCharacters]
            + facts.map {
                "  " + $0.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  "
                    + $0.value.escapingControlCharacters
            }
    }
}
