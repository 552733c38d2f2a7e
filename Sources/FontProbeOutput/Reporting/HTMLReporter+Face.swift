import FontProbeModel
import FontProbeRules

/// What the audit and check pages show of a face that was read: its facts, its picture, its
/// metrics at each size and scale, and the notes that say how to read them.
extension HTMLReporter {
    /// The rows of a face's metrics table: the key (docs/json-schema.md), what it is, and how it
    /// is written (points to 4 decimals, or an inset to 3).
    private static let metricRows: [(MetricsReport.Row.Number, String, inset: Bool)] = [
        (.ascender, "ascender", false), (.descender, "descender", false),
        (.leading, "leading (line gap; not in lineHeight)", false), (.lineHeight, "lineHeight", false),
        (.capHeight, "capHeight", false), (.xHeight, "xHeight", false),
        (.labelHeight, "label height", true), (.baselineInset, "baseline inset, from the bottom", true),
        (.baselineFromTop, "baseline from the top", true),
        (.capInset, "cap-height inset (the one to use)", true),
        (.capInsetArticle, "cap-height inset by the article's formula (history)", true),
        (.capInsetNaive, "cap-height inset, whole points", true), (.xHeightInset, "x-height inset", true),
    ]

    /// The facts (file, face index, instance, and those of the metrics report), the picture, the
    /// metrics table (a column per row of `face`) and the notes.
    func faceDetails(_ face: MetricsReport.Face) -> [String] {
        let f = face.face
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
        facts += face.facts.map { ($0.label.prefix(1).uppercased() + $0.label.dropFirst(), Self.escape($0.value)) }
        var lines = [Self.facts(facts), picture(Specimens.Key(f), title: face.title)]

        let rows = face.rows
        let sizes = Set(rows.map(\.metrics.pointSize))
        func column(_ row: MetricsReport.Row) -> String {
            let scale = "@\(NumberFormatting.size(row.label.scale))x"
            return sizes.count > 1 ? "\(NumberFormatting.size(row.metrics.pointSize)) pt \(scale)" : scale
        }
        let caption =
            sizes.count == 1
            ? "At \(NumberFormatting.size(rows[0].metrics.pointSize)) pt, in points"
            : "In points, at each size and scale"
        lines += [
            "<div class=\"table-wrap\"><table class=\"metrics\">",
            "<caption>\(caption); insets are whole pixels at each scale</caption>",
            "<thead><tr><th scope=\"col\">Metric</th><th scope=\"col\">Key</th>"
                + rows.map { "<th scope=\"col\" class=\"number\">\(column($0))</th>" }.joined() + "</tr></thead>",
            "<tbody>",
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
        // Ink against the prediction (docs/model.md#ink-against-the-prediction), whole pixels.
        let ink: [(key: String, name: String, value: (InkPixels) -> Int?)] = [
            ("ink.capHeight", "top of 'H', px above the baseline (cap line: round(capHeight × scale))", \.capHeight),
            ("ink.xHeight", "top of 'x', px above the baseline (x line: round(xHeight × scale))", \.xHeight),
        ]
        for (key, name, value) in ink {
            let cells = rows.map { row in
                let line = key == "ink.capHeight" ? row.label.ink.predictedCapHeight : row.label.ink.predictedXHeight
                let text = value(row.label.ink).map { top in "\(top)" + (line.map { $0 == top ? "" : " (line \($0))" } ?? "") }
                return "<td class=\"number\">\(Self.escape(text ?? "—"))</td>"
            }
            lines.append("<tr><th scope=\"row\">\(Self.escape(name))</th><td><code>\(key)</code></td>\(cells.joined())</tr>")
        }
        lines += ["</tbody>", "</table></div>"]
        // The text table's `*` legend, in words that name the columns (docs/commands/metrics.md).
        let differing = rows.filter(\.label.articleDiffers).map(column)
        let notes =
            face.notes
            + (differing.isEmpty
                ? []
                : [
                    "At \(differing.joined(separator: ", ")) the article's formula (capInsetArticle) puts the baseline "
                        + "a pixel away from where UIKit renders it; capInset follows the renders."
                ])
        if !notes.isEmpty {
            lines.append("<ul class=\"notes\">" + notes.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>")
        }
        return lines
    }
}
