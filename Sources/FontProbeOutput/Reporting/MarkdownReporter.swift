import FontProbeModel
import FontProbeRules

/// GitHub-flavoured Markdown: a section per face with its facts, a table and notes.
package struct MarkdownReporter: MetricsReporter {
    package init() {}

    package func render(_ report: MetricsReport) -> String {
        var lines: [String] = []
        for face in report.faces {
            lines.append("## \(escape(face.title))")
            lines.append("")
            lines.append(code(face.face.path))
            lines.append("")
            // Without iOS, the UIKit table and its notes are left out (docs/commands/metrics.md#platforms).
            let uikit = LinesTable.showsUIKit(report)
            let facts = uikit ? face.facts : TextReporter.platformFacts(face, report.platforms)
            lines += facts.map { "- **\($0.label)**: \(escape($0.value))" }
            if uikit {
                lines.append("")
                lines.append(row(MetricsTable.header))
                lines.append(alignment(MetricsTable.header.map { _ in "---:" }))
                lines += face.rows.map { row(MetricsTable.cells($0)) }
            }
            if LinesTable.applies(report) {
                let header = LinesTable.header(report)
                lines += ["", row(header), alignment(header.map { $0 == "line" ? "---" : "---:" })]
                lines += face.rows.flatMap { LinesTable.rows($0, uikit: uikit) }.map(row)
            }
            let notes = (uikit ? face.notesAndLegend : []) + LinesTable.notes(face)
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
            let legend =
                (LinesTable.showsUIKit(report) ? MetricsTable.legend : [])
                + (LinesTable.applies(report) ? [LinesTable.legend(report)] : [])
            lines.append(escape(legend.joined(separator: " ")))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// A character that can stand beside the `@` of an e-mail address.
    private static func inAddress(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "._-+".contains(character)
    }

    /// A table row of `cells`, each escaped.
    func row(_ cells: [String]) -> String {
        "| " + cells.map(escape).joined(separator: " | ") + " |"
    }

    /// The row under a table's header: `---` or `---:` per column, as given.
    func alignment(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// `text` as an inline code span, on one line: fenced by one backtick more than its longest
    /// run of them, and padded with a space where it starts or ends with one, so nothing in it is
    /// Markdown; a `|` is escaped for table cells, as GitHub reads it even in code.
    func code(_ text: String) -> String {
        let line = text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + pad + line + pad + fence
    }

    /// `text` on one line (``Swift/String/escapingControlCharacters``) and inert in GitHub Flavored
    /// Markdown, since font names and paths come from untrusted files (docs/security.md#other-output):
    /// every character that can open emphasis, code, a link, an image, raw HTML, an entity, a table
    /// cell or strikethrough is backslash-escaped; so are the `:` of a URL, the `.` before a
    /// letter and the `.` after `www`, which stop GitHub's autolinks (`www.x.com`, `www.1a.2b`,
    /// `https://…`) as its own renderer,
    /// cmark-gfm, shows; the `@` of what could be an e-mail address gets a WORD JOINER (U+2060)
    /// after it, since no escape stops an e-mail autolink.
    func escape(_ text: String) -> String {
        let line = Array(text.escapingControlCharacters)
        var out = ""
        out.reserveCapacity(line.count)
        for (index, character) in line.enumerated() {
            let next = index + 1 < line.count ? line[index + 1] : nil
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "&", "!", "|", "~", ":", "#":
                out += "\\\(character)"
            case "." where next?.isLetter == true || (index >= 3 && String(line[index - 3..<index]).lowercased() == "www"):
                out += "\\."
            case "@" where index > 0 && Self.inAddress(line[index - 1]) && next.map(Self.inAddress) == true:
                out += "@\u{2060}"
            default:
                out.append(character)
            }
        }
        return out
    }
}
