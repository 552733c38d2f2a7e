import FontProbeModel
import FontProbeRules

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

extension TextTable {
    /// The widest line ``render(indent:)`` can write with a two-space indent: every column at the
    /// width of its longest cell, two spaces between columns.
    var lineWidth: Int {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return 2 + widths.reduce(0, +) + 2 * max(widths.count - 1, 0)
    }

    /// The widest cell of `column`.
    func width(of column: Int) -> Int {
        ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }

    /// The table without `columns`; the left-aligned columns keep their alignment.
    func removing(columns: Set<Int>) -> TextTable {
        let kept = header.indices.filter { !columns.contains($0) }
        var table = TextTable(header: kept.map { header[$0] })
        table.rows = rows.map { row in kept.map { row.indices.contains($0) ? row[$0] : "" } }
        table.leftAligned = Set(kept.indices.filter { leftAligned.contains(kept[$0]) })
        return table
    }

    /// The table with every cell of `column` (the header too) at most `width` characters, the
    /// middle of longer ones replaced by "…" (``elidingMiddle(_:to:)``).
    func eliding(column: Int, to width: Int) -> TextTable {
        var table = self
        table.header[column] = Self.elidingMiddle(header[column], to: width)
        for index in table.rows.indices where table.rows[index].indices.contains(column) {
            table.rows[index][column] = Self.elidingMiddle(table.rows[index][column], to: width)
        }
        return table
    }

    /// `text` if it has at most `width` characters, else its first third and last two thirds
    /// around "…", `width` characters in all: the end of a path, its file name, is what tells
    /// two rows apart. `Fonts/Brand/Display/Brand-Bold.otf` at 24 is `Fonts/B…y/Brand-Bold.otf`.
    static func elidingMiddle(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        let head = (width - 1) / 3
        return text.prefix(head) + "…" + text.suffix(width - 1 - head)
    }
}
