import FontProbeModel
import FontProbeRules
import Foundation

/// Renders an ``AuditReport`` in one output format.
package protocol AuditReporter: Sendable {
    /// - Throws: only if the report cannot be encoded (values are finite, so in practice never).
    func render(_ report: AuditReport) throws -> String

    /// ``render(_:)`` as the UTF-8 bytes written out: a reporter that writes bytes (JSON) gives
    /// them as they were written, the others their String's.
    func renderBytes(_ report: AuditReport) throws -> Data
}

extension AuditReporter {
    package func renderBytes(_ report: AuditReport) throws -> Data { Data(try render(report).utf8) }
}

/// The formats `fontprobe audit` writes: those of `metrics`, and a self-contained HTML page.
public enum AuditFormat: String, Sendable, CaseIterable {
    case text, json, csv, markdown
    /// One HTML file with everything inside it (docs/commands/audit.md#html).
    case html
    /// Xcode's diagnostic lines, one per finding.
    case xcode
    /// Checkstyle XML, a `<file>` per font and an `<error>` per finding.
    case checkstyle
    /// GitLab Code Quality JSON, an issue per finding.
    case gitlab

    /// The audit reporter for this format; `color` asks the text format for ANSI colours,
    /// `width` to fit its table to that many columns, and `specimens` are the label pictures
    /// the HTML page shows.
    package func reporter(color: Bool = false, width: Int? = nil, specimens: Specimens = .none) -> any AuditReporter {
        switch self {
        case .text: TextReporter(color: color, width: width)
        case .json: JSONReporter()
        case .csv: CSVReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter(specimens: specimens)
        case .xcode: XcodeReporter()
        case .checkstyle: CheckstyleReporter()
        case .gitlab: GitLabReporter()
        }
    }
}

extension TextReporter: AuditReporter {
    /// A headline, the table of faces, the findings of each face, and the counts by rule.
    package func render(_ report: AuditReport) -> String {
        var lines = ["Audit: \(AuditTable.headline(report))", ""]
        var table = TextTable(header: AuditTable.header(report), leftAligned: AuditTable.textColumns(report))
        table.rows = AuditTable.rows(report)
        if let width {
            let fitted = AuditTable.fitted(table, width: width)
            lines.append(fitted.table.render())
            if !fitted.dropped.isEmpty {
                lines += [
                    "", "  Left out to fit \(width) columns: \(fitted.dropped.joined(separator: ", ")).",
                    "  A wider terminal, or --format csv or json, shows them.",
                ]
            }
        } else {
            lines.append(table.render())
        }
        let groups = AuditTable.findingGroups(report)
        if !groups.isEmpty {
            lines += ["", "Findings"]
            let ruleWidth = groups.flatMap { $0.findings.map(\.rule.id.count) }.max() ?? 0
            for group in groups {
                lines += ["", "  \(group.heading)"]
                for finding in group.findings {
                    lines.append(
                        "    \(severity(finding.severity))  "
                            + finding.rule.id.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
                            + "  \(finding.message.escapingControlCharacters)")
                }
            }
        }
        lines += ["", "Summary: \(AuditTable.findingCounts(report))"]
        if !report.summary.byRule.isEmpty {
            lines.append("")
            var counts = TextTable(header: ["severity", "rule", "count"], leftAligned: [0, 1])
            counts.rows = report.summary.byRule.map { [$0.severity.rawValue, $0.rule.id, "\($0.count)"] }
            lines.append(counts.render())
            lines += ["", AuditTable.explainHint]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The severity padded to the longest name, in colour when asked for.
    private func severity(_ severity: Severity) -> String {
        colored(severity.rawValue, as: severity)
    }

    /// `word` padded to the longest severity name, in the colour of `severity` when asked for.
    func colored(_ word: String, as severity: Severity) -> String {
        let padded = word.padding(toLength: 7, withPad: " ", startingAt: 0)
        guard color else { return padded }
        let code =
            switch severity {
            case .error: "31"  // red
            case .warning: "33"  // yellow
            case .info: "36"  // cyan
            }
        return "\u{1B}[\(code)m\(padded)\u{1B}[0m"
    }
}

extension MarkdownReporter: AuditReporter {
    /// A headline, the table of faces, the findings by face, and the counts by rule.
    package func render(_ report: AuditReport) -> String {
        var lines = ["# Font audit", "", escape(AuditTable.headline(report)), ""]
        let header = AuditTable.header(report)
        let textColumns = AuditTable.textColumns(report)
        lines.append(row(header))
        lines.append(alignment(header.indices.map { textColumns.contains($0) ? "---" : "---:" }))
        lines += AuditTable.rows(report).map(row)
        let groups = AuditTable.findingGroups(report)
        if !groups.isEmpty {
            lines += ["", "## Findings"]
            for group in groups {
                lines += ["", "### \(escape(group.heading))", ""]
                lines += group.findings.map {
                    "- **\($0.severity.rawValue)** \(code($0.rule.id)): \(escape($0.message))"
                }
            }
        }
        lines += ["", "## Summary", "", escape(AuditTable.findingCounts(report))]
        if !report.summary.byRule.isEmpty {
            lines += ["", row(["severity", "rule", "count"]), alignment(["---", "---", "---:"])]
            lines += report.summary.byRule.map { "| \($0.severity.rawValue) | \(code($0.rule.id)) | \($0.count) |" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension CSVReporter: AuditReporter {
    static let auditHeader = [
        "path", "faceIndex", "familyName", "styleName", "instance", "unitsPerEm", "verticalMetricsSource",
        "ascender", "descender", "lineGap", "capHeight", "capHeightSource", "xHeight", "xHeightSource", "pointSize", "scale",
        "lineHeight", "labelHeight", "capInset", "errors", "warnings", "infos", "rules",
    ]

    /// One line per face and scale, or per failure; `instance` holds a variable face's coordinates
    /// as in the metrics CSV (`wght 900`); `rules` holds the IDs of its findings,
    /// space-separated. A face's finding counts and rules are on its line at the scale findings
    /// are counted at (``AuditReport/findingScale``) and empty on its other lines, so that a sum
    /// over the file counts each finding once.
    package func render(_ report: AuditReport) -> String {
        let rows = report.entries.flatMap { entry in
            switch entry {
            case .face(let face):
                let f = face.metrics.face
                let r = face.metrics.resolved
                let cells = [
                    Self.text(f.path), "\(f.faceIndex)", Self.text(f.metrics.familyName), Self.text(f.style),
                    Self.text(f.variation?.instance.coordinateSummary ?? ""), "\(r.unitsPerEm)",
                    r.source.rawValue, "\(r.ascender)", "\(r.descender)", "\(r.lineGap)",
                    r.capHeight.units.map(String.init) ?? "", r.capHeight.source.rawValue,
                    r.xHeight.units.map(String.init) ?? "", r.xHeight.source.rawValue,
                ]
                return face.metrics.rows.map { row in
                    let numbers: [Double?] = [
                        row.metrics.pointSize, row.label.scale, row.metrics.lineHeight, row.label.labelHeight,
                        row.label.capInset,
                    ]
                    let findings =
                        row.label.scale == report.findingScale
                        ? Self.findingCells(face.findings) : Array(repeating: "", count: Severity.allCases.count + 1)
                    return cells + numbers.map { $0.map { "\($0)" } ?? "" } + findings
                }
            case .failure(let failure):
                let m = failure.face?.metrics
                let cells = [
                    Self.text(failure.path), failure.faceIndex.map { "\($0)" } ?? "", Self.text(m?.familyName ?? ""),
                    Self.text(m?.styleName ?? ""), "",
                    m.map { "\($0.unitsPerEm)" } ?? "",
                ]
                return [
                    cells + Array(repeating: "", count: Self.auditHeader.count - cells.count - 4)
                        + Self.findingCells(failure.findings)
                ]
            }
        }
        let lines = [Self.auditHeader.joined(separator: ",")] + rows.map { $0.map(Self.quote).joined(separator: ",") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func findingCells(_ findings: [Finding]) -> [String] {
        Severity.allCases.map { severity in "\(findings.filter { $0.severity == severity }.count)" }
            + [findings.map(\.rule.id).joined(separator: " ")]
    }
}
