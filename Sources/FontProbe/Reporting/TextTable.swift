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
