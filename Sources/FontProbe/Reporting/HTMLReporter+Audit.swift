extension HTMLReporter: AuditReporter {
    /// The summary, the table of every finding, a card per face (picture, facts, metrics at the
    /// audit size and each scale, findings with their rules' explanations), the files and faces
    /// without a row, and the paths passed over.
    public func render(_ report: AuditReport) -> String {
        let entries = report.entries
        var body = [
            "<header>", "<h1>Font audit</h1>",
            "<p class=\"headline\">\(Self.escape(AuditTable.headline(report)))</p>", "</header>", "<main>",
        ]
        body += Self.summary(report)
        body += Self.findingsTable(Self.findingRows(entries), heading: "Findings", noun: "finding")

        body += ["<section aria-labelledby=\"faces-heading\">", "<h2 id=\"faces-heading\">Faces</h2>"]
        let faces = entries.enumerated().compactMap { index, entry in
            if case .face(let face) = entry { (index, face) } else { nil }
        }
        if faces.isEmpty { body.append("<p>No face could be laid out.</p>") }
        for (index, face) in faces {
            body.append(card(face, anchor: Self.anchor(index), report: report))
        }
        body.append("</section>")

        let failures = entries.enumerated().compactMap { index, entry in
            if case .failure(let failure) = entry { (index, failure) } else { nil }
        }
        if !failures.isEmpty {
            body += [
                "<section aria-labelledby=\"failures-heading\">",
                "<h2 id=\"failures-heading\">Unreadable files and faces</h2>",
            ]
            body += failures.map { Self.card($0.1, anchor: Self.anchor($0.0)) }
            body.append("</section>")
        }
        if !report.skipped.isEmpty {
            body += [
                "<section aria-labelledby=\"skipped-heading\">", "<h2 id=\"skipped-heading\">Paths skipped</h2>", "<ul>",
            ]
            body += report.skipped.map { "<li><code>\(Self.escape($0.path))</code>: \(Self.escape($0.reason))</li>" }
            body += ["</ul>", "</section>"]
        }
        body += [
            "</main>",
            "<footer><p>Written by fontprobe \(FontProbeVersion.current). "
                + "Explain a rule: <code>fontprobe audit --explain RULE</code>.</p></footer>",
        ]
        let s = report.summary
        return Self.page(
            title: "Font audit: \(AuditTable.plural(s.faces, "face")), \(AuditTable.findingCounts(report))", body: body)
    }

    /// The anchor of the card of the entry at `index` of ``AuditReport/entries``.
    static func anchor(_ index: Int) -> String { "face-\(index + 1)" }

    private static func summary(_ report: AuditReport) -> [String] {
        let s = report.summary
        var lines = ["<section aria-labelledby=\"summary-heading\">", "<h2 id=\"summary-heading\">Summary</h2>"]
        lines.append(
            counts(
                [
                    ("Files", "\(s.files)"), ("Faces", "\(s.faces)"), ("Unreadable", "\(s.unreadable)"),
                    ("Skipped", "\(s.skipped)"),
                ]
                    + Severity.allCases.map { ("\($0.rawValue.capitalized)s", "\(s.bySeverity[$0] ?? 0)") }))
        if s.byRule.isEmpty {
            lines.append("<p>No findings.</p>")
        } else {
            lines += [
                "<div class=\"table-wrap\"><table>", "<caption>Findings by rule, most severe first</caption>",
                "<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th>"
                    + "<th scope=\"col\" class=\"number\">Count</th><th scope=\"col\">What it checks</th></tr></thead>",
                "<tbody>",
            ]
            lines += s.byRule.map {
                "<tr><td>\(badge($0.severity))</td><th scope=\"row\"><code>\(escape($0.rule.id))</code></th>"
                    + "<td class=\"number\">\($0.count)</td><td>\(escape($0.rule.title))</td></tr>"
            }
            lines += ["</tbody>", "</table></div>"]
        }
        return lines + ["</section>"]
    }

    private static func findingRows(_ entries: [AuditReport.Entry]) -> [HTMLFindingRow] {
        entries.enumerated().flatMap { index, entry -> [HTMLFindingRow] in
            let (findings, path, faceIndex, name): ([Finding], String, Int?, String) =
                switch entry {
                case .face(let face):
                    (face.findings, face.path, face.metrics.face.faceIndex, face.metrics.title)
                case .failure(let failure):
                    (failure.findings, failure.path, failure.faceIndex, failure.face?.title ?? failure.path)
                }
            return findings.map {
                HTMLFindingRow(
                    severity: $0.severity, check: $0.rule.id, anchor: anchor(index), face: name, path: path,
                    faceIndex: faceIndex, message: $0.message)
            }
        }
    }

    /// The rows of a face's metrics table: the key (docs/json-schema.md), what it is, and how it
    /// is written (points to 4 decimals, or an inset to 3).
    private static let metricRows: [(MetricsReport.Row.Number, String, inset: Bool)] = [
        (.ascender, "ascender", false), (.descender, "descender", false),
        (.leading, "leading (line gap; not in lineHeight)", false), (.lineHeight, "lineHeight", false),
        (.capHeight, "capHeight", false), (.xHeight, "xHeight", false),
        (.labelHeight, "label height", true), (.baselineInset, "baseline inset, from the bottom", true),
        (.baselineFromTop, "baseline from the top", true),
        (.capInset, "cap-height inset, label model (the one to use)", true),
        (.capInsetRoundedBaseline, "cap-height inset, rounded-baseline model", true),
        (.capInsetNaive, "cap-height inset, whole points", true), (.xHeightInset, "x-height inset, label model", true),
    ]

    private func card(_ face: AuditReport.Face, anchor: String, report: AuditReport) -> String {
        let f = face.metrics.face
        let title = face.metrics.title
        var facts: [(String, String)] = [
            ("File", "<code>\(Self.escape(f.path))</code>"), ("Face index", "\(f.faceIndex) of \(f.faceCount)"),
        ]
        if let instance = f.variation?.instance {
            facts.append(
                (
                    "Instance",
                    Self.escape(instance.name.map { "\($0) (\(instance.coordinateSummary))" } ?? instance.coordinateSummary)
                ))
        }
        facts += face.metrics.facts.map { ($0.label.prefix(1).uppercased() + $0.label.dropFirst(), Self.escape($0.value)) }
        let instance = f.baselineInstance.map { " data-instance=\"\(Self.escape($0))\"" } ?? ""
        var lines = [
            "<article class=\"card\" id=\"\(anchor)\" data-kind=\"face\" data-path=\"\(Self.escape(f.path))\" "
                + "data-face-index=\"\(f.faceIndex)\"\(instance)>",
            "<h3>\(Self.escape(title))</h3>",
            Self.facts(facts),
            picture(Specimens.Key(f), title: title),
        ]
        let rows = face.metrics.rows
        let scales = rows.map { "<th scope=\"col\" class=\"number\">@\(NumberFormatting.size($0.label.scale))x</th>" }
        lines += [
            "<div class=\"table-wrap\"><table class=\"metrics\">",
            "<caption>At \(NumberFormatting.size(report.pointSize)) pt, in points; insets are whole pixels at each scale</caption>",
            "<thead><tr><th scope=\"col\">Metric</th><th scope=\"col\">Key</th>\(scales.joined())</tr></thead>", "<tbody>",
        ]
        for (number, name, inset) in Self.metricRows {
            let cells = rows.map { row in
                let value = row[number]
                let text = inset ? NumberFormatting.inset(value) : NumberFormatting.points(value)
                return "<td class=\"number\">\(Self.escape(text))</td>"
            }
            lines.append(
                "<tr><th scope=\"row\">\(Self.escape(name))</th><td><code>\(number.rawValue)</code></td>\(cells.joined())</tr>")
        }
        lines += ["</tbody>", "</table></div>"]
        // The text table's `*` legend, in words that name the scales (docs/commands/metrics.md).
        let disagreeing = rows.filter(\.label.modelsDisagree).map { "@\(NumberFormatting.size($0.label.scale))x" }
        let notes =
            face.metrics.notes
            + (disagreeing.isEmpty
                ? []
                : [
                    "At \(disagreeing.joined(separator: ", ")) the two published label models (capInset and "
                        + "capInsetRoundedBaseline) disagree by a pixel; check this on a device."
                ])
        if !notes.isEmpty {
            lines.append("<ul class=\"notes\">" + notes.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>")
        }
        lines.append(Self.findingList(face.findings))
        lines.append("</article>")
        return lines.joined(separator: "\n")
    }

    private static func findingList(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "<h4>Findings</h4>\n<p>No findings.</p>" }
        return "<h4>Findings</h4>\n<ul class=\"findings\">"
            + findings.map { finding($0.severity, rule: $0.rule, message: $0.message) }.joined(separator: "\n") + "</ul>"
    }

    private static func card(_ failure: AuditReport.Failure, anchor: String) -> String {
        let title = failure.face?.title ?? failure.path
        var items: [(String, String)] = [("File", "<code>\(escape(failure.path))</code>")]
        if let index = failure.faceIndex { items.append(("Face index", "\(index)")) }
        items.append(("Reason", escape(failure.error?.reason ?? failure.findings.first?.message ?? "")))
        let index = failure.faceIndex.map { " data-face-index=\"\($0)\"" } ?? ""
        return [
            "<article class=\"card failed\" id=\"\(anchor)\" data-kind=\"failure\" data-path=\"\(escape(failure.path))\"\(index)>",
            "<h3>\(escape(title))</h3>",
            facts(items),
            findingList(failure.findings),
            "</article>",
        ].joined(separator: "\n")
    }
}
