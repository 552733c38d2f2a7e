import FontProbeModel
import FontProbeRules
import Foundation

/// One self-contained HTML page per report: the style sheet, the script and the pictures are
/// inside it, and its Content-Security-Policy lets it load nothing else, so it reads the same
/// offline (docs/commands/audit.md#html, docs/commands/check.md#html).
///
/// Everything taken from a font or a path is escaped; the same report gives the same bytes.
package struct HTMLReporter: Sendable {
    /// The label picture of each face, drawn elsewhere; a face without one says so.
    package var specimens: Specimens

    package init(specimens: Specimens = .none) {
        self.specimens = specimens
    }
}

/// One row of a page's table of all findings (audit) or problems (check).
struct HTMLFindingRow {
    var severity: Severity
    /// For a check: whether the problem fails it; `nil` in an audit.
    var fails: Bool?
    /// The rule ID, or the check's name (`expect lineGap`).
    var check: String
    /// The anchor of the face's card, and how the face is named in the row.
    var anchor: String
    var face: String
    var path: String
    var faceIndex: Int?
    var message: String
}

extension HTMLReporter {
    /// `text` for HTML text and attribute values: control characters escaped as every report
    /// escapes them (docs/fonts.md#control-characters), then `&`, `<`, `>`, `"` and `'`.
    ///
    /// Byte by byte over UTF-8, where those five are single bytes that no other character's bytes
    /// contain; text without any (most of a page) is returned as it is, without a copy.
    static func escape(_ text: String) -> String {
        let plain = text.escapingControlCharacters
        let utf8 = plain.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return plain
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case 0x26: bytes += "&amp;".utf8
            case 0x3C: bytes += "&lt;".utf8
            case 0x3E: bytes += "&gt;".utf8
            case 0x22: bytes += "&quot;".utf8
            case 0x27: bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole page around `body`.
    static func page(title: String, body: [String]) -> String {
        let head = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPage.contentSecurityPolicy)\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"color-scheme\" content=\"light dark\">",
            "<meta name=\"generator\" content=\"fontprobe \(FontProbeVersion.current)\">",
            "<title>\(escape(title))</title>",
            "<style>", HTMLPage.style, "</style>",
            "</head>",
            "<body>",
        ]
        // The element's text is exactly the script, so its hash is the one the policy names.
        let tail = ["<script>" + HTMLPage.script + "</script>", "</body>", "</html>"]
        return (head + body + tail).joined(separator: "\n") + "\n"
    }

    /// A severity as a word in a badge: never colour alone.
    static func badge(_ severity: Severity) -> String {
        "<span class=\"sev sev-\(severity.rawValue)\">\(severity.rawValue)</span>"
    }

    /// `PASS` or `FAIL` in a badge.
    static func verdict(passed: Bool) -> String {
        passed ? "<span class=\"verdict verdict-pass\">pass</span>" : "<span class=\"verdict verdict-fail\">fail</span>"
    }

    /// A `<dl>` of counts, each a term and a number.
    static func counts(_ items: [(String, String)]) -> String {
        "<dl class=\"counts\">"
            + items.map { "<div><dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd></div>" }.joined()
            + "</dl>"
    }

    /// A `<dl>` of facts about a face.
    static func facts(_ items: [(String, String)]) -> String {
        "<dl class=\"facts\">" + items.map { "<dt>\(escape($0.0))</dt><dd>\($0.1)</dd>" }.joined() + "</dl>"
    }

    /// The card's picture of the face's label, or a line that says there is none: the PNG in
    /// device pixels, its `width` and `height` attributes that size times the picture's zoom, so
    /// the page enlarges it by a whole number and the style sheet keeps each device pixel a
    /// square (`image-rendering: pixelated`).
    func picture(_ key: Specimens.Key, title: String) -> String {
        guard let picture = specimens[key] else {
            return "<p class=\"no-picture\">No picture: \(Self.escape(specimens.reason(for: key))).</p>"
        }
        var html = "<figure class=\"specimen\"><img src=\"data:image/png;base64,"
        html += Data(picture.png).base64EncodedString()
        html += "\" width=\"\(picture.width * picture.zoom)\" height=\"\(picture.height * picture.zoom)\" alt=\""
        html += Self.escape(picture.alt)
        html += "\"></figure>"
        return html
    }

    /// The page's one legend of the pictures, before the first card: a swatch drawn as the
    /// pictures draw each line or fill (``HTMLPage/swatches``), and what it is; nothing when the
    /// page has no picture.
    func pictureLegend() -> [String] {
        guard !specimens.pictures.isEmpty else { return [] }
        let items = HTMLPage.swatches.map { swatch in
            "<li><span class=\"swatch swatch-\(swatch.name)\" aria-hidden=\"true\"></span>\(Self.escape(swatch.words))</li>"
        }
        return [
            "<details class=\"picture-legend\" open><summary>How to read the pictures</summary>",
            "<p>Each picture is a label set in the face at \(NumberFormatting.size(specimens.pointSize)) pt on a "
                + "\(NumberFormatting.size(specimens.scale))x screen, drawn in device pixels and enlarged by a whole "
                + "number without smoothing, so each device pixel is a square. Every line is on a pixel boundary "
                + "(fontprobe render draws the same lines larger; its documentation, docs/commands/render.md, "
                + "gives each one's formula).</p>",
            "<ul class=\"swatches\">" + items.joined() + "</ul>",
            "</details>",
        ]
    }

    /// A finding as a list item: its severity, rule, message, and the rule's explanation in a
    /// `<details>` (closed).
    static func finding(_ severity: Severity, rule: Rule, check: String? = nil, fails: Bool? = nil, message: String)
        -> String
    {
        let verdict = fails.map { $0 ? " " + Self.verdict(passed: false) : " <span class=\"muted\">(below failOn)</span>" }
        let paragraphs = rule.explanation.components(separatedBy: "\n\n").map { "<p>\(escape($0))</p>" }.joined()
        return "<li data-severity=\"\(severity.rawValue)\" data-rule=\"\(escape(rule.id))\">"
            + "\(badge(severity))\(verdict ?? "") <code>\(escape(check ?? rule.id))</code> \(escape(message))"
            + "<details><summary>Why it matters: \(escape(rule.title))</summary>\(paragraphs)</details></li>"
    }

    /// The table of every finding or problem, with the filters the script shows, and a heading.
    static func findingsTable(_ rows: [HTMLFindingRow], heading: String, noun: String) -> [String] {
        var lines = [
            "<section aria-labelledby=\"findings-heading\">",
            "<h2 id=\"findings-heading\">\(escape(heading))</h2>",
        ]
        guard !rows.isEmpty else {
            return lines + ["<p>No \(noun)s.</p>", "</section>"]
        }
        let isCheck = rows.contains { $0.fails != nil }
        let severities = Severity.allCases.map {
            "<label><input type=\"checkbox\" value=\"\($0.rawValue)\" checked> \($0.rawValue)</label>"
        }
        lines += [
            "<form id=\"filters\" hidden role=\"search\" aria-label=\"Filter the \(noun)s\">",
            "<label for=\"filter-text\">Search</label> <input type=\"search\" id=\"filter-text\" "
                + "placeholder=\"rule, face or message\">",
            "<fieldset><legend>Severity</legend>\(severities.joined())</fieldset>",
            "<output id=\"filter-status\" aria-live=\"polite\"></output>",
            "</form>",
            "<div class=\"table-wrap\"><table id=\"all-findings\">",
            "<caption>Every \(noun), in report order"
                + "<span id=\"sort-hint\" class=\"muted\" hidden>; click a column header to sort</span></caption>",
            "<thead><tr>" + (isCheck ? "<th scope=\"col\">Result</th>" : "")
                + "<th scope=\"col\">Severity</th><th scope=\"col\">\(isCheck ? "Check" : "Rule")</th>"
                + "<th scope=\"col\">Face</th><th scope=\"col\">Message</th></tr></thead>",
            "<tbody>",
        ]
        for (order, row) in rows.enumerated() {
            let rank = Severity.allCases.firstIndex(of: row.severity) ?? 0
            let result =
                row.fails.map {
                    "<td data-sort=\"\($0 ? 0 : 1)\">\($0 ? verdict(passed: false) : "<span class=\"muted\">below failOn</span>")</td>"
                } ?? ""
            let index = row.faceIndex.map { " data-face-index=\"\($0)\"" } ?? ""
            lines.append(
                "<tr data-order=\"\(order)\" data-severity=\"\(row.severity.rawValue)\" data-rule=\"\(escape(row.check))\" "
                    + "data-path=\"\(escape(row.path))\"\(index)>\(result)"
                    + "<td data-sort=\"\(rank)\">\(badge(row.severity))</td><td><code>\(escape(row.check))</code></td>"
                    + "<td class=\"face\"><a href=\"#\(row.anchor)\">\(escape(row.face))</a>"
                    + (row.face == row.path ? "" : "<span class=\"face-path\">\(escape(row.path))</span>")
                    + "</td><td>\(escape(row.message))</td></tr>")
        }
        return lines + ["</tbody>", "</table></div>", "</section>"]
    }
}
