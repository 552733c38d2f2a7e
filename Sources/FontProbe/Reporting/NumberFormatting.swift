import Foundation

/// Number formatting shared by the human-readable reporters.
enum NumberFormatting {
    /// `value` with at most `decimals` decimals and no trailing zeros: 20.4, 4.333, 17.
    static func trimmed(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A metric in points (up to 4 decimals), or an em dash when unknown.
    static func points(_ value: Double?) -> String {
        value.map { trimmed($0, decimals: 4) } ?? "—"
    }

    /// A pixel-snapped inset in points (up to 3 decimals: 1/3 pt is 0.333), or an em dash.
    static func inset(_ value: Double?) -> String {
        value.map { trimmed($0, decimals: 3) } ?? "—"
    }

    /// A point size or scale: 17, 33.5.
    static func size(_ value: Double) -> String { trimmed(value, decimals: 4) }
}

/// Column-aligned plain-text tables.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns whose cells are left-aligned; the rest are right-aligned (numbers).
    var leftAligned: Set<Int> = []

    func render(indent: String = "  ") -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + pad : pad + cell
            }
            var line = indent + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
