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
/// which ``position(yamlLine:column:)`` finds again in these lines. Offsets are kept in 32 bits:
/// every file located is a few MiB at most.
package struct TextLines: Sendable {
    /// The scalar offset each line but the first starts at: after an LF.
    private let starts: [UInt32]
    /// The scalar offsets where libyaml starts a line and these lines do not: after CR alone, NEL,
    /// U+2028 or U+2029. Usually none.
    package let yamlBreaks: [UInt32]
    /// Where the first line starts: 1 after a byte order mark, else 0.
    private let origin: Int

    /// The lines of `text`.
    package init(_ text: String) { self.init(utf8: Array(text.utf8)) }

    /// The lines of UTF-8 bytes: a scalar is counted at each byte that can start one, anything but
    /// a continuation byte (10xxxxxx), so bytes that are not UTF-8 move a column at most once each.
    package init(utf8 bytes: [UInt8]) {
        var starts: [UInt32] = []
        var yamlBreaks: [UInt32] = []
        var scalars: UInt32 = 0
        var origin = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 { scalars &+= 1 }
            switch byte {
            case 0x0A:
                starts.append(scalars)
            case 0x0D where index + 1 == bytes.count || bytes[index + 1] != 0x0A:
                yamlBreaks.append(scalars)
            case 0x85 where index >= 1 && bytes[index - 1] == 0xC2:
                yamlBreaks.append(scalars)
            case 0xA8 where index >= 2 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80,
                0xA9 where index >= 2 && bytes[index - 2] == 0xE2 && bytes[index - 1] == 0x80:
                yamlBreaks.append(scalars)
            case 0xBF where index == 2 && bytes[0] == 0xEF && bytes[1] == 0xBB:
                origin = 1
            default: break
            }
        }
        self.starts = starts
        self.yamlBreaks = yamlBreaks
        self.origin = origin
    }

    /// The number of lines: one more than the line feeds.
    package var count: Int { starts.count + 1 }

    /// The line and column of the scalar at `offset` (0-based, counted from the start of the text,
    /// byte order mark included).
    package func position(ofScalar offset: Int) -> (line: Int, column: Int) {
        let index = Self.countBelow(offset + 1, in: starts)  // lines that start at or before `offset`, past the first
        let start = index == 0 ? origin : Int(starts[index - 1])
        return (index + 1, max(offset - start, 0) + 1)
    }

    /// The line and column, in these lines, of what libyaml marks at `line` and `column` (Yams's
    /// `Mark`, both 1-based) in this text.
    package func position(yamlLine line: Int, column: Int) -> (line: Int, column: Int) {
        position(ofScalar: yamlLineStart(line, breaks: yamlBreaks) + max(column - 1, 0))
    }

    /// The scalar offset at which libyaml's line `line` (1-based) starts, when the breaks it counts
    /// beyond the line feeds are `breaks` (``yamlBreaks``, or fewer: those of a text written
    /// otherwise for it). The (line − 1)th of the LF starts and `breaks` taken together in order,
    /// found in logarithmic time.
    package func yamlLineStart(_ line: Int, breaks: [UInt32]) -> Int {
        let total = starts.count + breaks.count
        guard line >= 2, total > 0 else { return origin }
        let k = min(line - 2, total - 1)
        guard !starts.isEmpty else { return Int(breaks[k]) }
        // How many of `breaks` come before the kth start: those whose own place among all is below k.
        var (low, high) = (0, breaks.count)
        while low < high {
            let middle = (low + high) / 2
            if middle + Self.countBelow(Int(breaks[middle]), in: starts) <= k { low = middle + 1 } else { high = middle }
        }
        if low > 0, low - 1 + Self.countBelow(Int(breaks[low - 1]), in: starts) == k { return Int(breaks[low - 1]) }
        return Int(starts[min(max(k - low, 0), starts.count - 1)])
    }

    /// How many of the sorted `offsets` are below `value`.
    private static func countBelow(_ value: Int, in offsets: [UInt32]) -> Int {
        var (low, high) = (0, offsets.count)
        while low < high {
            let middle = (low + high) / 2
            if Int(offsets[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
