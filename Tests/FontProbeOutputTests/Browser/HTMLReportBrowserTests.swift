import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The HTML reports of the built binary, opened in a real headless Chromium
/// (docs/commands/audit.md#html): every face and finding of the JSON report of the same run is
/// on the page after its scripts ran, nothing is requested from outside it, and it draws in
/// light and dark mode.
///
/// Without a browser the suite is skipped, loudly; under CI (`CI=true`),
/// ``BrowserAvailabilityTests`` fails instead.
@Suite(
    .enabled(
        if: Browser.executable != nil, "no headless Chromium: run `make browser` (skipping the HTML report browser tests)")
)
struct HTMLReportBrowserTests {
    // MARK: audit

    @Test func auditPageHoldsEveryFaceAndFinding() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let inputs = [Repository.fonts.path, Repository.root.appendingPathComponent("Fixtures/malformed").path]
        let page = directory.url.appendingPathComponent("audit.html")
        let html = try CLI.run(["audit", "--quiet", "--format", "html", "-o", page.path] + inputs)
        let json = try CLI.run(["audit", "--quiet", "--format", "json"] + inputs)
        // Some fixtures cannot be read on purpose: exit 2, and the report is still written.
        #expect(html.status == 2, "\(html.stderr)")
        #expect(json.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        let errors = try #require(document["errors"] as? [[String: Any]])

        let run = try Browser.open(page, in: directory.url)
        let dom = DOM(run.dom)

        // A card per face, and per file or face without a row, as the JSON lists them.
        #expect(dom.elements("article", kind: "face").map(Self.face).sorted() == fonts.map(Self.face).sorted())
        #expect(dom.elements("article", kind: "failure").map(Self.face).sorted() == errors.map(Self.face).sorted())
        #expect(fonts.count > 20 && errors.count > 20)

        // Every finding in the table of all findings: face × rule × severity.
        let expected = (fonts + errors).flatMap { entry in
            (entry["findings"] as? [[String: Any]] ?? []).map { finding in
                "\(Self.face(entry)) \(finding["rule"] as? String ?? "?") \(finding["severity"] as? String ?? "?")"
            }
        }
        let rows = dom.elements("tr").filter { $0["data-rule"] != nil }
        let shown = rows.map { "\(Self.face($0)) \($0["data-rule"] ?? "") \($0["data-severity"] ?? "")" }
        #expect(shown.sorted() == expected.sorted())
        // The counts of the summary are those of the JSON.
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(run.dom.contains("<div><dt>Faces</dt><dd>\(summary["faces"] as? Int ?? -1)</dd></div>"))
        #expect(run.dom.contains("<div><dt>Unreadable</dt><dd>\(summary["unreadable"] as? Int ?? -1)</dd></div>"))

        // One picture per face card (every face of the JSON's `fonts` has usable vertical
        // metrics), none elsewhere: alt text, a PNG as a data: URI whose pixels decode, shown at
        // a whole zoom of 1 to 4 (docs/commands/audit.md#html).
        var card: DOM.Element?
        var pictures: [String: Int] = [:]
        for element in dom.elements {
            if element.name == "article" { card = element }
            guard element.name == "img" else { continue }
            #expect(card?["data-kind"] == "face", "a picture outside a face card")
            pictures[card.map(Self.face) ?? "?", default: 0] += 1
            #expect(!(element["alt"] ?? "").isEmpty)
            let src = element["src"] ?? ""
            let prefix = "data:image/png;base64,"
            #expect(src.hasPrefix(prefix))
            let png = try #require(Data(base64Encoded: String(src.dropFirst(prefix.count))))
            let decoded = try PNGImage(pngBytes: [UInt8](png))
            let (width, height) = (Int(element["width"] ?? "") ?? 0, Int(element["height"] ?? "") ?? 0)
            let zoom = width / decoded.width
            #expect((1...4).contains(zoom) && width == decoded.width * zoom && height == decoded.height * zoom)
        }
        // A variable face has a card, and a picture, for each instance read.
        #expect(pictures == Dictionary(fonts.map { (Self.face($0), 1) }, uniquingKeysWith: +))
        #expect(dom.elements("details").filter { $0["class"] == "picture-legend" }.count == 1)

        // The script ran: the filters are shown and count every finding.
        let form = try #require(dom.elements("form").first { $0["id"] == "filters" })
        #expect(form["hidden"] == nil)
        let status = "\(expected.count) of \(expected.count) shown"
        #expect(run.dom.contains("<output id=\"filter-status\" aria-live=\"polite\">\(status)</output>"))

        Self.expectSelfContained(run, dom: dom, page: page)
    }

    /// The script's sort and filter, through the link that opens the table sorted and filtered:
    /// by severity reversed (infos first, report order within a severity), and only the rows that
    /// mention one rule, as many as the JSON of the same run has findings of it.
    @Test func tableSortsAndFilters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let page = directory.url.appendingPathComponent("audit.html")
        let html = try CLI.run(["audit", "--quiet", "--format", "html", "-o", page.path, Repository.fonts.path])
        let json = try CLI.run(["audit", "--quiet", "--format", "json", Repository.fonts.path])
        #expect(html.status == 2 && json.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let entries = (document["fonts"] as? [[String: Any]] ?? []) + (document["errors"] as? [[String: Any]] ?? [])
        let findings = entries.flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        let rule = "cap-height-mismatch"
        let linked = try #require(URL(string: page.absoluteString + "#sort=-severity&q=\(rule)"))

        let run = try Browser.open(linked, in: directory.url)
        let rows = DOM(run.dom).elements("tr").filter { $0["data-rule"] != nil }
        #expect(rows.count == findings.count)
        // Infos, then warnings, then errors; within each, in report order.
        let severities = rows.compactMap { $0["data-severity"] }
        let expected = ["info", "warning", "error"].flatMap { severity in
            Array(repeating: severity, count: findings.filter { $0["severity"] as? String == severity }.count)
        }
        #expect(severities == expected)
        for severity in ["info", "warning", "error"] {
            let order = rows.filter { $0["data-severity"] == severity }.compactMap { $0["data-order"].flatMap(Int.init) }
            #expect(order == order.sorted(), "\(severity) rows out of report order")
        }
        #expect(run.dom.contains("<th scope=\"col\" aria-sort=\"descending\"><button type=\"button\">Severity</button></th>"))
        // The filter hides every row but those of the rule.
        let shown = rows.filter { $0["hidden"] == nil }
        let count = findings.filter { $0["rule"] as? String == rule }.count
        #expect(count > 0)
        #expect(shown.count == count)
        #expect(shown.allSatisfy { $0["data-rule"] == rule })
        #expect(run.dom.contains(">\(count) of \(findings.count) shown</output>"))
    }

    /// One audit's page in light and dark mode (each its own case, so the two run side by side),
    /// as PNGs: lit and dark as asked, and not blank. `FONTPROBE_KEEP_SCREENSHOTS=DIR` keeps them
    /// in DIR to look at.
    @Test(arguments: [false, true])
    func auditPageDraws(dark: Bool) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let page = directory.url.appendingPathComponent("audit.html")
        let fonts = ["Lato-Regular-subset.ttf", "FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "DejaVuSans-subset.ttf"]
        let html = try CLI.run(["audit", "--quiet", "--format", "html", "-o", page.path] + fonts.map(Repository.font))
        #expect(html.status == 0, "\(html.stderr)")
        do {
            let png = directory.url.appendingPathComponent(dark ? "dark.png" : "light.png")
            let run = try Browser.open(page, dark: dark, screenshot: png, in: directory.url)
            Self.expectSelfContained(run, dom: nil, page: page)
            if let keep = ProcessInfo.processInfo.environment["FONTPROBE_KEEP_SCREENSHOTS"], !keep.isEmpty {
                let kept = URL(fileURLWithPath: keep).appendingPathComponent(png.lastPathComponent)
                try? FileManager.default.removeItem(at: kept)
                try FileManager.default.copyItem(at: png, to: kept)
            }
            let size = try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int ?? 0
            // A blank 1280×2000 PNG compresses to a few kilobytes; text and tables do not.
            #expect(size > 40_000, "\(png.lastPathComponent) is \(size) bytes")
            let statistics = try ScreenshotStatistics.of(png)
            #expect(statistics.width == 1280 && statistics.height == 2000)
            // Mostly the background (white, or #121316 in dark mode), with text on it.
            if dark {
                #expect(statistics.mean < 80, "the dark screenshot is not dark: mean \(statistics.mean)")
            } else {
                #expect(statistics.mean > 180, "the light screenshot is not light: mean \(statistics.mean)")
            }
            #expect(statistics.deviation > 10, "the screenshot looks blank: deviation \(statistics.deviation)")
        }
    }

    // MARK: check

    /// A failing check with drift (a release of Lato with a taller ascender) and findings below
    /// and above `failOn: warning`.
    @Test func checkPageHoldsEveryFaceAndProblem() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", ScratchProject.minimal + "\nfailOn: warning\n")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.stderr.contains("wrote fontprobe.lock.json"), "\(update.stderr)")
        try project.replace("Lato-Regular-subset.ttf", with: "Lato-Regular-subset-taller.ttf")

        let page = project.url.appendingPathComponent("check.html")
        let html = try project.run(["check", "--format", "html", "-o", page.path])
        let json = try project.run(["check", "--format", "json"])
        #expect(html.status == 1, "\(html.stderr)")
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        #expect(document["passed"] as? Bool == false)

        let run = try Browser.open(page, in: project.url)
        let dom = DOM(run.dom)
        #expect(dom.elements("article", kind: "subject").map(Self.face).sorted() == faces.map(Self.face).sorted())

        // Every problem: face × check × severity × whether it fails.
        let expected = faces.flatMap { face in
            (face["checks"] as? [[String: Any]] ?? []).flatMap { check in
                (check["problems"] as? [[String: Any]] ?? []).map { problem in
                    "\(Self.face(face)) \(check["check"] as? String ?? "?") \(problem["severity"] as? String ?? "?") "
                        + "\(problem["fails"] as? Bool ?? false)"
                }
            }
        }
        let rows = dom.elements("tr").filter { $0["data-rule"] != nil }
        let shown = rows.map { row in
            "\(Self.face(row)) \(row["data-rule"] ?? "") \(row["data-severity"] ?? "") \(row.text.hasPrefix("fail"))"
        }
        #expect(shown.sorted() == expected.sorted())
        #expect(expected.contains { $0.contains(" baseline-drift error true") })

        let summary = try #require(document["summary"] as? [String: Any])
        #expect(run.dom.contains("<div><dt>Result</dt><dd>FAIL</dd></div>"))
        #expect(run.dom.contains("<div><dt>Fails on</dt><dd>warning</dd></div>"))
        #expect(run.dom.contains("<div><dt>Drifted values</dt><dd>\(summary["drifts"] as? Int ?? -1)</dd></div>"))
        Self.expectSelfContained(run, dom: dom, page: page)
    }

    // MARK: Pictures and hostile names

    /// A page with a picture (the stand-in PNG) and a page for a font named like markup, both
    /// written by the reporter: the CSP lets the `data:` picture in (a blocked one is a console
    /// message), and the names stay text: the only script is the page's own, no element came from
    /// a name, and the heading reads as the name.
    @Test func picturesLoadAndNamesStayText() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let pictured = directory.url.appendingPathComponent("pictured.html")
        try HTMLReporter(specimens: try HTMLReporterTests.withPicture()).render(ReporterGoldenTests.audit)
            .write(to: pictured, atomically: true, encoding: .utf8)
        let run = try Browser.open(pictured, in: directory.url)
        let dom = DOM(run.dom)
        let images = dom.elements("img")
        #expect(images.count == 1)
        #expect(images.first?["src"]?.hasPrefix("data:image/png;base64,iVBORw0KGgo") == true)
        #expect(images.first?["alt"] == "Label of .SF UI Text Regular.")
        Self.expectSelfContained(run, dom: dom, page: pictured)

        let hostile = directory.url.appendingPathComponent("hostile.html")
        try HTMLReporter().render(HTMLReporterTests.hostile).write(to: hostile, atomically: true, encoding: .utf8)
        let hostileRun = try Browser.open(hostile, in: directory.url)
        let hostileDOM = DOM(hostileRun.dom)
        #expect(hostileDOM.elements("script").count == 1)
        #expect(hostileDOM.elements("img").isEmpty)
        #expect(!hostileDOM.elements.contains { $0["onmouseover"] != nil || $0["onerror"] != nil })
        let card = try #require(hostileDOM.elements("article", kind: "face").first)
        #expect(card["data-path"] == "Fonts/a\"b & c <d>.ttf")
        #expect(hostileRun.dom.contains("<h3>&lt;script&gt;alert(1)&lt;/script&gt; Bold\" onmouseover=\"alert(2)</h3>"))
        Self.expectSelfContained(hostileRun, dom: hostileDOM, page: hostile)
    }

    // MARK: Helpers

    /// "PATH#INDEX" of a JSON face or error (no index: a whole file), or of a DOM element's
    /// `data-path` and `data-face-index`.
    static func face(_ entry: [String: Any]) -> String {
        "\(entry["path"] as? String ?? "?")#\((entry["faceIndex"] as? Int).map(String.init) ?? "-")"
    }

    static func face(_ element: DOM.Element) -> String {
        "\(element["data-path"] ?? "?")#\(element["data-face-index"] ?? "-")"
    }

    /// Nothing outside the page was requested (the net log saw no URL), no Content-Security-Policy
    /// was violated (Chromium logs a console message), and every reference left in the DOM after
    /// the scripts ran points inside the page.
    static func expectSelfContained(_ run: Browser.Run, dom: DOM?, page: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let outside = run.requested.filter { $0 != page.absoluteString }
        #expect(outside.isEmpty, "requested from outside the page: \(outside.sorted())", sourceLocation: sourceLocation)
        #expect(!run.stderr.contains("Content Security Policy"), "\(run.stderr)", sourceLocation: sourceLocation)
        guard let dom else { return }
        for element in dom.elements {
            for name in ["src", "href", "action", "srcset", "poster", "data"] {
                guard let value = element[name] else { continue }
                #expect(
                    value.hasPrefix("#") || value.hasPrefix("data:image/png;base64,"),
                    "<\(element.name) \(name)=\"\(value)\">", sourceLocation: sourceLocation)
            }
        }
        #expect(!dom.source.contains("url("), sourceLocation: sourceLocation)
    }
}

/// Fails under CI when no browser can be found, and says so outside CI, so that the browser
/// tests are never skipped without anyone being told.
struct BrowserAvailabilityTests {
    @Test func aBrowserUnderCI() {
        guard Browser.executable == nil else { return }
        let message =
            "No headless Chromium found (chromium-headless-shell, chromium, google-chrome, or FONTPROBE_BROWSER): "
            + "the HTML report browser tests did not run. `make browser` installs chromium-headless-shell with apt-get; "
            + "on macOS install Google Chrome or Chromium."
        if Browser.isCI {
            Issue.record("CI is set, so this is a failure. \(message)")
        } else {
            FileHandle.standardError.write(Data("\n*** NOTE: \(message) ***\n\n".utf8))
        }
    }
}

/// Just enough of an HTML reader for Chromium's serialised DOM: start tags with their
/// attributes (values unescaped), and the text up to the element's end for table rows.
struct DOM {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The text (tags removed, entities unescaped) from the start tag to the next `</tr>`,
        /// for a `tr`; empty otherwise.
        var text: String

        subscript(name: String) -> String? { attributes[name] }
    }

    var source: String
    var elements: [Element]

    init(_ source: String) {
        self.source = source
        let tag = try! NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*/?>"#)
        let attribute = try! NSRegularExpression(pattern: #"([^\s=>/]+)(?:="([^"]*)")?"#)
        let ns = source as NSString
        elements = tag.matches(in: source, range: NSRange(location: 0, length: ns.length)).map { match in
            let name = ns.substring(with: match.range(at: 1)).lowercased()
            let list = ns.substring(with: match.range(at: 2))
            var attributes: [String: String] = [:]
            for a in attribute.matches(in: list, range: NSRange(location: 0, length: (list as NSString).length)) {
                let key = (list as NSString).substring(with: a.range(at: 1)).lowercased()
                let value = a.range(at: 2).location == NSNotFound ? "" : (list as NSString).substring(with: a.range(at: 2))
                attributes[key] = DOM.unescape(value)
            }
            var text = ""
            if name == "tr" {
                let start = match.range.location + match.range.length
                let end = ns.range(of: "</tr>", range: NSRange(location: start, length: ns.length - start)).location
                if end != NSNotFound {
                    let inner = ns.substring(with: NSRange(location: start, length: end - start))
                    text = DOM.unescape(inner.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression))
                }
            }
            return Element(name: name, attributes: attributes, text: text)
        }
    }

    /// The elements named `name`, with `data-kind` equal to `kind` when given.
    func elements(_ name: String, kind: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (kind == nil || $0["data-kind"] == kind) }
    }

    /// The entities Chromium writes in attribute values and text.
    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
