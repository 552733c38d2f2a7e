import FontProbeModel
import FontProbeRules

extension HTMLReporter: CheckReporter {
    /// The result and summary, the table of every problem, a card per face (picture, the outcome
    /// of each check, its problems with their rules' explanations), and the files that could not
    /// be read.
    package func render(_ report: CheckReport) -> String {
        let s = report.summary
        var body = [
            "<header>", "<h1>Font check</h1>",
            // The badge says PASS or FAIL; the line goes on from there.
            "<p class=\"result\">\(Self.verdict(passed: report.passed)) "
                + "\(Self.escape(String(report.resultLine.trimmingPrefix(report.passed ? "PASS: " : "FAIL: "))))</p>",
            "<p class=\"headline\">\(Self.escape(report.headline))</p>",
        ]
        if let baseline = report.baselinePath {
            body.append(
                "<p class=\"headline\">Baseline: <code>\(Self.escape(baseline))</code>"
                    + "\(report.baselineWritten ? " (written by this run)" : "")</p>")
        }
        body += [
            "</header>", "<main>", "<section aria-labelledby=\"summary-heading\">", "<h2 id=\"summary-heading\">Summary</h2>",
        ]
        body.append(
            Self.counts(
                [
                    ("Result", report.passed ? "PASS" : "FAIL"), ("Fails on", report.configuration.failOn.rawValue),
                    ("Faces", "\(s.subjects)"), ("Failed", "\(s.failed)"), ("Checks failed", "\(s.failedChecks) of \(s.checks)"),
                    ("Failing findings", "\(s.failingFindings)"), ("Unmet expectations", "\(s.unmetExpectations)"),
                    ("Drifted values", "\(s.drifts)"), ("Without baseline", "\(s.withoutBaseline)"),
                ]
                    + (report.configuration.app == nil && s.appFontProblems == 0
                        ? [] : [("App font problems", "\(s.appFontProblems)")])
                    + Severity.allCases.map { ("\($0.rawValue.capitalized)s below failOn", "\(s.belowFailOn[$0] ?? 0)") }))
        if s.drifts > 0 || s.withoutBaseline > 0 {
            body.append(
                "<p>"
                    + (s.drifts > 0
                        ? "If the changes are intended, run <code>\(HTMLReporter.escape(report.updateCommand))</code> and commit the lockfile."
                        : "Run <code>\(HTMLReporter.escape(report.updateCommand))</code> to write the baseline, and commit it.")
                    + "</p>")
        }
        body.append("</section>")
        body += Self.findingsTable(Self.problemRows(report.subjects), heading: "Problems", noun: "problem")

        body += ["<section aria-labelledby=\"faces-heading\">", "<h2 id=\"faces-heading\">Faces</h2>"]
        body += pictureLegend()
        if report.subjects.isEmpty { body.append("<p>No face was checked.</p>") }
        body += report.subjects.enumerated().map { card($0.element, anchor: Self.anchor($0.offset)) }
        body.append("</section>")

        if !report.readErrors.isEmpty {
            body += [
                "<section aria-labelledby=\"failures-heading\">",
                "<h2 id=\"failures-heading\">Unreadable files and faces</h2>", "<ul>",
            ]
            body += report.readErrors.map { "<li>\(Self.escape($0.description))</li>" }
            body += ["</ul>", "</section>"]
        }
        body += [
            "</main>",
            "<footer><p>Written by fontprobe \(FontProbeVersion.current) from <code>\(Self.escape(report.configurationPath))</code>. "
                + "Explain a rule: <code>fontprobe audit --explain RULE</code>.</p></footer>",
        ]
        return Self.page(
            title: "Font check: \(report.passed ? "PASS" : "FAIL"), \(AuditTable.plural(s.subjects, "face"))", body: body)
    }

    private static func problemRows(_ subjects: [CheckReport.Subject]) -> [HTMLFindingRow] {
        subjects.enumerated().flatMap { index, subject in
            subject.problems.map {
                HTMLFindingRow(
                    severity: $0.severity, fails: $0.fails, check: $0.check.name, anchor: anchor(index),
                    face: subject.title ?? subject.heading, path: subject.path, faceIndex: subject.faceIndex, message: $0.message)
            }
        }
    }

    private func card(_ subject: CheckReport.Subject, anchor: String) -> String {
        var facts: [(String, String)] = [("File", "<code>\(Self.escape(subject.path))</code>")]
        if let index = subject.faceIndex { facts.append(("Face index", "\(index)")) }
        if let instance = subject.instance { facts.append(("Instance", Self.escape(instance))) }
        if subject.onlyInBaseline { facts.append(("Found", "only in the baseline: not read this time")) }
        if subject.isAppPlist { facts.append(("Found", "the app's Info.plist: its UIAppFonts entries")) }
        if subject.isLockfile {
            // It fails only when it was written with the article's label model; otherwise it has infos alone.
            facts.append(("Found", "the baseline lockfile" + (subject.failed ? ", written with the article's label model" : "")))
        }
        let index = subject.faceIndex.map { " data-face-index=\"\($0)\"" } ?? ""
        let instance = subject.instance.map { " data-instance=\"\(Self.escape($0))\"" } ?? ""
        let title = subject.title ?? subject.instance.map { "\(subject.path) (instance \($0))" } ?? subject.path
        var lines = [
            "<article class=\"card\(subject.failed ? " failed" : "")\" id=\"\(anchor)\" data-kind=\"subject\" "
                + "data-path=\"\(Self.escape(subject.path))\"\(index)\(instance)>",
            "<h3>\(Self.verdict(passed: !subject.failed)) \(Self.escape(title))</h3>",
        ]
        if let metrics = subject.metrics {
            lines += faceDetails(metrics)
        } else {
            lines.append(Self.facts(facts))
        }
        lines += [
            "<div class=\"table-wrap\"><table class=\"outcomes\">", "<caption>Every check run on this face</caption>",
            "<thead><tr><th scope=\"col\">Check</th><th scope=\"col\">Result</th>"
                + "<th scope=\"col\" class=\"number\">Problems</th></tr></thead>",
            "<tbody>",
        ]
        lines += subject.outcomes.map {
            "<tr><th scope=\"row\"><code>\(Self.escape($0.check.name))</code></th><td>\(Self.verdict(passed: !$0.failed))</td>"
                + "<td class=\"number\">\($0.problems.count)</td></tr>"
        }
        lines += ["</tbody>", "</table></div>"]
        let problems = subject.problems
        if problems.isEmpty {
            lines += ["<h4>Problems</h4>", "<p>No problems.</p>"]
        } else {
            lines += ["<h4>Problems</h4>", "<ul class=\"findings\">"]
            lines += problems.map {
                Self.finding($0.severity, rule: $0.check.rule, check: $0.check.name, fails: $0.fails, message: $0.message)
            }
            lines.append("</ul>")
        }
        lines.append("</article>")
        return lines.joined(separator: "\n")
    }
}
