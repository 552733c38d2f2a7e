import FontProbeModel
import FontProbeRules

/// The table, findings and summary wording that the text and Markdown audit reports share.
enum AuditTable {
    /// The columns: the face and its font units, then the label height and cap inset at each
    /// scale (suffixed `@2x` when there is more than one), then the findings.
    static func header(_ report: AuditReport) -> [String] {
        let perScale = report.scales.flatMap { scale in
            let suffix = report.scales.count > 1 ? "@\(NumberFormatting.size(scale))x" : ""
            return ["label" + suffix, "capInset" + suffix]
        }
        return [
            "file", "face", "family", "style", "upm", "source", "ascender", "descender", "lineGap", "capHeight",
            "xHeight", "lineHeight",
        ] + perScale + ["findings"]
    }

    /// Columns of words (left-aligned); the rest are numbers.
    static func textColumns(_ report: AuditReport) -> Set<Int> {
        [0, 2, 3, 5, 9, 10, header(report).count - 1]
    }

    /// One row per face or failure, in report order; file and font names escaped
    /// (docs/fonts.md#control-characters).
    static func rows(_ report: AuditReport) -> [[String]] {
        report.entries.map { entry in
            switch entry {
            case .face(let face):
                let f = face.metrics.face
                let r = face.metrics.resolved
                let rows = face.metrics.rows
                return [
                    f.path.escapingControlCharacters, "\(f.faceIndex)", f.metrics.familyName.escapingControlCharacters,
                    f.style.escapingControlCharacters, "\(r.unitsPerEm)",
                    r.source.rawValue, "\(r.ascender)", "\(r.descender)", "\(r.lineGap)", height(r.capHeight),
                    height(r.xHeight), NumberFormatting.points(rows.first?.metrics.lineHeight),
                ]
                    + rows.flatMap { [NumberFormatting.inset($0.label.labelHeight), NumberFormatting.inset($0.label.capInset)] }
                    + [counts(face.findings)]
            case .failure(let failure):
                let m = failure.face?.metrics
                let cells = [
                    failure.path.escapingControlCharacters, failure.faceIndex.map { "\($0)" } ?? "—",
                    m?.familyName.escapingControlCharacters ?? "(unreadable)", m?.styleName.escapingControlCharacters ?? "",
                    m.map { "\($0.unitsPerEm)" } ?? "—",
                ]
                return cells + Array(repeating: "—", count: header(report).count - cells.count - 1)
                    + [counts(failure.findings)]
            }
        }
    }

    /// Each face or failure with findings, in report order: a heading (escaped, as ``rows(_:)``)
    /// and its findings.
    static func findingGroups(_ report: AuditReport) -> [(heading: String, findings: [Finding])] {
        report.entries.compactMap { entry in
            switch entry {
            case .face(let face):
                return face.findings.isEmpty
                    ? nil : ("\(face.path) — \(face.metrics.title)".escapingControlCharacters, face.findings)
            case .failure(let failure):
                var heading = failure.path
                if let index = failure.faceIndex { heading += " (face \(index))" }
                if let m = failure.face?.metrics { heading += " — \(m.familyName) \(m.styleName)" }
                return (heading.escapingControlCharacters, failure.findings)
            }
        }
    }

    /// "14 faces in 12 files at 17 pt @2x, @3x; 1 unreadable, 2 paths skipped".
    static func headline(_ report: AuditReport) -> String {
        let s = report.summary
        var line =
            "\(plural(s.faces, "face")) in \(plural(s.files, "file")) at \(NumberFormatting.size(report.pointSize)) pt "
            + report.scales.map { "@\(NumberFormatting.size($0))x" }.joined(separator: ", ")
        var extras: [String] = []
        if s.unreadable > 0 { extras.append("\(s.unreadable) unreadable") }
        if s.skipped > 0 { extras.append("\(plural(s.skipped, "path")) skipped") }
        if !extras.isEmpty { line += "; " + extras.joined(separator: ", ") }
        return line
    }

    /// "3 errors, 7 warnings, 4 infos", or "no findings".
    static func findingCounts(_ report: AuditReport) -> String {
        let counts = Severity.allCases.map { plural(report.summary.bySeverity[$0] ?? 0, $0.rawValue) }
        return report.summary.byRule.isEmpty ? "no findings" : counts.joined(separator: ", ")
    }

    static let explainHint = "Explain a rule: fontprobe audit --explain RULE"

    /// The widths the `file` column is elided to before columns are dropped, and at the last:
    /// the first keeps most file names whole, the second still tells most apart.
    static let comfortableFileWidth = 32
    static let smallestFileWidth = 12

    /// The columns left out, in this order, while the table is wider than the terminal: the
    /// font-unit numbers first (the JSON and CSV have them), then the heights and the label
    /// heights, then the style and family (the findings' headings name the face); the file,
    /// face, cap-height insets and findings stay. A name ending in `*` stands for every
    /// per-scale column that starts with it.
    static let dropOrder = [
        "descender", "ascender", "lineGap", "upm", "xHeight", "lineHeight", "label*", "source", "capHeight", "style",
        "family",
    ]

    /// `table` (the audit table, ``header(_:)`` first) fitted to `width` columns, and the names
    /// of the columns left out (docs/commands/audit.md#fitting-a-terminal):
    ///
    /// 1. if it fits, as it is;
    /// 2. else the `file` column is elided in the middle, down to ``comfortableFileWidth``;
    /// 3. then columns are left out in ``dropOrder`` until it fits, the file column as wide as
    ///    the room left allows;
    /// 4. then the file column goes down to ``smallestFileWidth``. A table that still does not
    ///    fit is written as narrow as it got; the terminal wraps it.
    static func fitted(_ table: TextTable, width: Int) -> (table: TextTable, dropped: [String]) {
        guard table.lineWidth > width else { return (table, []) }
        let fileWidth = table.width(of: 0)
        var groups: [[Int]] = []
        for name in dropOrder {
            let columns = table.header.indices.filter { index in
                name.hasSuffix("*") ? table.header[index].hasPrefix(name.dropLast()) : table.header[index] == name
            }
            if !columns.isEmpty { groups.append(columns) }
        }
        var candidate = table
        var dropped: [String] = []
        for floor in [min(comfortableFileWidth, fileWidth), min(smallestFileWidth, fileWidth)] {
            candidate = table
            dropped = []
            for step in 0...groups.count {
                if step > 0 {
                    let columns = groups[step - 1]
                    dropped += columns.map { table.header[$0] }
                    candidate = table.removing(columns: Set(groups[..<step].joined()))
                }
                // The room the other columns leave the file column.
                let room = width - (candidate.lineWidth - fileWidth)
                if room >= floor {
                    return (candidate.eliding(column: 0, to: min(room, fileWidth)), dropped)
                }
            }
        }
        return (candidate.eliding(column: 0, to: min(smallestFileWidth, fileWidth)), dropped)
    }

    /// "1 error, 2 warnings"; empty when there are none.
    static func counts(_ findings: [Finding]) -> String {
        Severity.allCases.compactMap { severity in
            let count = findings.filter { $0.severity == severity }.count
            return count > 0 ? plural(count, severity.rawValue) : nil
        }.joined(separator: ", ")
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// "1433 os2", "1493 glyph", "— none".
    private static func height(_ height: FontHeight) -> String {
        "\(height.units.map(String.init) ?? "—") \(height.source.rawValue)"
    }
}
