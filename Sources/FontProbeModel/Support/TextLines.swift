/// Lines and columns as every located format counts them: `fontprobe.yml`, design tokens files,
/// the Info.plist and the lockfile (docs/security.md#lines).
///
/// A line ends at LF, or at CR LF; nothing else ends one. CR alone, NEL (U+0085), LINE SEPARATOR
/// (U+2028) and PARAGRAPH SEPARATOR (U+2029) are characters of the line they are on, as Git, a
/// pull request's diff and GitHub's annotations count lines, though YAML 1.1 (libyaml, which Yams
/// is), XML and Swift's `Character.isNewline` count some of them too. Lines and columns are 1-based;
/// a column counts Unicode scalars from the start of its line (libyaml's unit), and a byte order
/// mark that starts the text is not counted.
///
/// Positions come from a parser, as an offset into the text or as libyaml's own line and column,
/// which ``position(yamlLine:column:)`` finds again in these lines.
package struct TextLines: Sendable {
    /// The scalar offset each line starts at: the first line at ``origin``, each other one after an LF.
    private let starts: [Int]
    /// The scalar offset each line starts at as libyaml counts lines (after CR, LF, CR LF, NEL,
    /// U+2028 or U+2029); `nil` when they are ``starts`` (the text has no CR, NEL, U+2028 or U+2029).
    private let yamlStarts: [Int]?
    /// Where the first line starts: 1 after a byte order mark, else 0.
    private let origin: Int

    /// The lines of `text`.
    package init(_ text: String) { self.init(utf8: Array(text.utf8)) }

    /// The lines of UTF-8 bytes: a scalar is counted at each byte that can start one, anything but
    /// a continuation byte (10xxxxxx), so bytes that are not UTF-8 move a column at most once each.
    package init(utf8 bytes: [UInt8]) {
        var starts: [Int] = []
        var yamlStarts: [Int] = []
        var scalars = 0
        // The last three bytes, newest in the low byte, to tell NEL (C2 85), U+2028 (E2 80 A8) and
        // U+2029 (E2 80 A9) at their last byte, and a CR that an LF follows.
        var recent: UInt32 = 0
        var origin = 0
        for byte in bytes {
            if byte & 0xC0 != 0x80 { scalars += 1 }
            recent = (recent << 8 | UInt32(byte)) & 0xFF_FFFF
            if byte == 0x0A {
                starts.append(scalars)
                // libyaml took the CR of a CR LF for a break already: the LF ends that one.
                if recent & 0xFF00 == 0x0D00 { yamlStarts[yamlStarts.count - 1] = scalars } else { yamlStarts.append(scalars) }
            } else if byte == 0x0D || recent & 0xFFFF == 0xC285 || recent == 0xE2_80A8 || recent == 0xE2_80A9 {
                yamlStarts.append(scalars)
            } else if recent == 0xEF_BBBF && scalars == 1 {  // the text's first three bytes
                origin = 1
            }
        }
        self.starts = starts
        // Breaks that are only libyaml's add lines of its own; with none, its lines are these.
        self.yamlStarts = yamlStarts.count == starts.count ? nil : yamlStarts
        self.origin = origin
    }

    /// The number of lines: one more than the line feeds.
    package var count: Int { starts.count + 1 }

    /// The line and column of the scalar at `offset` (0-based, counted from the start of the text,
    /// byte order mark included).
    package func position(ofScalar offset: Int) -> (line: Int, column: Int) {
        // The last line that starts at or before `offset`.
        var (low, high) = (0, starts.count)
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let start = low == 0 ? origin : starts[low - 1]
        return (low + 1, max(offset - start, 0) + 1)
    }

    /// The scalar offset libyaml means by `line` and `column` (Yams's `Mark`, both 1-based).
    package func scalarOffset(yamlLine line: Int, column: Int) -> Int {
        let lineStarts = yamlStarts ?? starts
        let index = min(max(line - 2, -1), lineStarts.count - 1)
        return (index < 0 ? origin : lineStarts[index]) + max(column - 1, 0)
    }

    /// The line and column, in these lines, of what libyaml marks at `line` and `column`.
    package func position(yamlLine line: Int, column: Int) -> (line: Int, column: Int) {
        position(ofScalar: scalarOffset(yamlLine: line, column: column))
    }
}
