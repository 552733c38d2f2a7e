import FontProbeModel
import FontProbeRules

extension HTMLReporter: AuditReporter {
    /// The summary, the table of every finding, a card per face (picture, facts, metrics at the
    /// audit size and each scale, findings with their rules' explanations), the files and faces
    /// without a row, and the paths passed over.
    package func render(_ report: AuditReport) -> String {
        let entries = report.entries
        var body = [
            "<header>", "<h1>Font audit</h1>",
            "<p class=\"headline\">\(Self.escape(AuditTable.headline(report)))</p>", "</header>", "<main>",
        ]
        body += Self.summary(report)
        body += Self.findingsTable(Self.findingRows(entries), heading: "Findings", noun: "finding")

        body += ["<section aria-labelledby=\"faces-heading\">", "<h2 id=\"faces-heading\">Faces</h2>"]
        body += pictureLegend()
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

    private func card(_ face: AuditReport.Face, anchor: String, report: AuditReport) -> String {
        let f = face.metrics.face
        let instance = f.baselineInstance.map { " data-instance=\"\(Self.escape($0))\"" } ?? ""
        var lines = [
            "<article class=\"card\" id=\"\(anchor)\" data-kind=\"face\" data-path=\"\(Self.escape(f.path))\" "
                + "data-face-index=\"\(f.faceIndex)\"\(instance)>",
            "<h3>\(Self.escape(face.metrics.title))</h3>",
        ]
        lines += faceDetails(face.metrics)
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
