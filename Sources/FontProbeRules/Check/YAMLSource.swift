import FontProbeModel
import Yams

/// A configuration or design tokens file as Yams is given it, and where each of Yams's marks is in
/// the file as written (docs/security.md#lines): libyaml counts lines as YAML 1.1 does, and the
/// text it is given may be rewritten (below), so its marks are found again in ``TextLines``.
///
/// Two rewrites, each of one escape for another, which keep every value:
/// - in a JSON file, a raw NEL (U+0085), U+2028 or U+2029 inside a string becomes YAML's `\N`,
///   `\L` or `\P`: JSON keeps them as they are, where YAML 1.1 takes them for line breaks and folds
///   NEL into a space;
/// - in a tokens file, JSON's surrogate pair `\ud83d\ude00` (Python's `json` writes one for every
///   character beyond U+FFFF), which YAML refuses, becomes YAML's `\U0001f600`.
package struct YAMLSource: Sendable {
    /// The text given to Yams.
    package let parsed: String
    /// The lines of the file as written.
    let lines: TextLines
    /// The lines of ``parsed``, for libyaml's marks; `nil` when nothing was rewritten.
    private let parsedLines: TextLines?
    /// Each rewrite, in order: where it starts and ends in ``parsed`` (scalar offsets), where it
    /// starts in the file, and how many scalars longer ``parsed`` is than the file after it.
    private let rewrites: [Rewrite]

    private struct Rewrite: Sendable {
        var start: Int
        var end: Int
        var fileStart: Int
        var shift: Int
    }

    /// `text` to read as YAML; `joiningSurrogatePairs` for a design tokens file.
    package init(_ text: String, joiningSurrogatePairs: Bool = false) {
        lines = TextLines(text)
        let json = Self.isJSON(text) && text.unicodeScalars.contains { Self.yamlEscapes[$0] != nil }
        guard json || joiningSurrogatePairs && text.utf8.contains(UInt8(ascii: "\\")) else {
            (parsed, parsedLines, rewrites) = (text, nil, [])
            return
        }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var rewrites: [Rewrite] = []
        var (index, shift, inString) = (0, 0, false)
        func rewrite(_ replacement: String, length: Int) {
            let start = out.count
            out.append(contentsOf: replacement.unicodeScalars)
            shift += replacement.unicodeScalars.count - length
            rewrites.append(Rewrite(start: start, end: out.count, fileStart: index, shift: shift))
            index += length
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                if joiningSurrogatePairs, let joined = Self.surrogatePair(scalars, at: index) {
                    rewrite(joined, length: 12)
                    continue
                }
                // An escape: the backslash and what it escapes, as they are.
                out.append(contentsOf: scalars[index..<min(index + 2, scalars.count)])
                index += 2
                continue
            }
            if json {
                if scalar == "\"" {
                    inString.toggle()
                } else if inString, let letter = Self.yamlEscapes[scalar] {
                    rewrite("\\" + letter, length: 1)
                    continue
                }
            }
            out.append(scalar)
            index += 1
        }
        parsed = String(out)
        parsedLines = rewrites.isEmpty ? nil : TextLines(parsed)
        self.rewrites = rewrites
    }

    /// The line and column in the file as written of what Yams marks at `mark`.
    package func position(_ mark: Mark?) -> (line: Int?, column: Int?) {
        guard let mark else { return (nil, nil) }
        guard let parsedLines else {
            let place = lines.position(yamlLine: mark.line, column: mark.column)
            return (place.line, place.column)
        }
        let place = lines.position(ofScalar: fileOffset(parsedLines.scalarOffset(yamlLine: mark.line, column: mark.column)))
        return (place.line, place.column)
    }

    /// The scalar offset in the file of the scalar at `offset` in ``parsed``: the shift of the last
    /// rewrite before it taken off, or, inside a rewrite, where that starts in the file.
    private func fileOffset(_ offset: Int) -> Int {
        var (low, high) = (0, rewrites.count)
        while low < high {
            let middle = (low + high) / 2
            if rewrites[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let last = rewrites[low - 1]
        return offset >= last.end ? offset - last.shift : last.fileStart
    }

    /// The position of the `characters`-th Character of the text Yams was given (a reader error's
    /// offset), in the file as written.
    package func position(character offset: Int) -> (line: Int?, column: Int?) {
        guard let index = parsed.index(parsed.startIndex, offsetBy: offset, limitedBy: parsed.endIndex) else {
            return (nil, nil)
        }
        let scalar = parsed.unicodeScalars.distance(from: parsed.unicodeScalars.startIndex, to: index)
        let place = lines.position(ofScalar: fileOffset(scalar))
        return (place.line, place.column)
    }

    /// YAML's escapes for the characters YAML 1.1 takes for line breaks and JSON does not.
    private static let yamlEscapes: [Unicode.Scalar: String] = ["\u{85}": "N", "\u{2028}": "L", "\u{2029}": "P"]

    /// Whether `text` is JSON as far as its tokens go: an object or array, and outside its strings
    /// only JSON's whitespace, punctuation, numbers and `true`, `false` and `null`. YAML that starts
    /// with `{` but has a plain or single-quoted scalar is not rewritten.
    static func isJSON(_ text: String) -> Bool {
        var inString = false
        var escaped = false
        var started = false
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in text.utf8.starts(with: bom) ? text.utf8.dropFirst(3) : text.utf8.dropFirst(0) {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): started = true
            case _ where !started: return false
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "+"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "E"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "a")...UInt8(ascii: "z"):
                continue
            default: return false
            }
        }
        return started
    }

    /// YAML's `\U0001f600` for JSON's surrogate pair `\ud83d\ude00` at `index`; `nil` when there is
    /// none there.
    private static func surrogatePair(_ scalars: [Unicode.Scalar], at index: Int) -> String? {
        func hex(at index: Int) -> UInt32? {
            guard index + 6 <= scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
            return UInt32(String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)])), radix: 16)
        }
        guard let high = hex(at: index), (0xD800...0xDBFF).contains(high), let low = hex(at: index + 6),
            (0xDC00...0xDFFF).contains(low)
        else { return nil }
        let code = String(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), radix: 16)
        return "\\U" + String(repeating: "0", count: 8 - code.count) + code
    }
}
