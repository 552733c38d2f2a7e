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
///
/// The text is walked on its bytes, once to count its lines (one offset kept per line feed) and
/// once more only when it has a break libyaml counts beyond them or a surrogate pair to join.
package struct YAMLSource: Sendable {
    /// The text given to Yams.
    package let parsed: String
    /// The lines of the file as written.
    let lines: TextLines
    /// The breaks libyaml counts in ``parsed`` beyond its line feeds, as offsets in the file: the
    /// lines' ``TextLines/yamlBreaks`` but those rewritten as escapes.
    private let yamlBreaks: [UInt32]
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
        let bytes = Array(text.utf8)
        lines = TextLines(utf8: bytes)
        let escapeBreaks = !lines.yamlBreaks.isEmpty
        guard escapeBreaks || joiningSurrogatePairs && bytes.contains(UInt8(ascii: "\\")),
            let written = bytes.withUnsafeBufferPointer({
                Self.rewritten($0, escapingBreaks: escapeBreaks, joiningSurrogatePairs: joiningSurrogatePairs)
            })
        else {
            (parsed, yamlBreaks, rewrites) = (text, lines.yamlBreaks, [])
            return
        }
        parsed = String(decoding: written.bytes, as: UTF8.self)
        let rewritten = Set(written.breaks)
        yamlBreaks = rewritten.isEmpty ? lines.yamlBreaks : lines.yamlBreaks.filter { !rewritten.contains($0) }
        rewrites = written.rewrites
    }

    /// `bytes` with the rewrites made, each rewrite, and the offsets of the line breaks made escapes;
    /// `nil` when nothing is rewritten. Breaks are escaped only in a text that is JSON by its tokens
    /// (an object or array, and outside its strings only JSON's white space, punctuation, numbers
    /// and `true`, `false` and `null`): YAML that starts with `{` but has a plain or single-quoted
    /// scalar is left as it is. One pass over the bytes, copying runs of them whole.
    private static func rewritten(
        _ bytes: UnsafeBufferPointer<UInt8>, escapingBreaks: Bool, joiningSurrogatePairs: Bool
    ) -> (bytes: [UInt8], rewrites: [Rewrite], breaks: [UInt32])? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var rewrites: [Rewrite] = []
        var breaks: [UInt32] = []
        var json = escapingBreaks
        var (index, copied, scalars, shift) = (0, 0, 0, 0)
        var (inString, started) = (false, false)
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { (index, scalars) = (3, 1) }
        /// Writes `replacement` (ASCII) for the `length` bytes, `count` scalars, at `index`.
        func rewrite(_ replacement: String, length: Int, count: Int) {
            out += bytes[copied..<index]
            let start = scalars + shift
            out += replacement.utf8
            shift += replacement.utf8.count - count
            rewrites.append(Rewrite(start: start, end: start + replacement.utf8.count, fileStart: scalars, shift: shift))
            (index, scalars) = (index + length, scalars + count)
            copied = index
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                if joiningSurrogatePairs, let joined = surrogatePair(bytes, at: index) {
                    rewrite(joined, length: 12, count: 12)
                    continue
                }
                // An escape: the backslash, then what it escapes, as they are.
                (index, scalars) = (index + 1, scalars + 1)
                json = json && inString
                if index < bytes.count && bytes[index] & 0xC0 != 0x80 { (index, scalars) = (index + 1, scalars + 1) }
                continue
            }
            if json {
                if inString {
                    if byte == UInt8(ascii: "\"") {
                        inString = false
                    } else if let (letter, length) = yamlBreak(bytes, at: index) {
                        breaks.append(UInt32(truncatingIfNeeded: scalars + 1))
                        rewrite("\\" + letter, length: length, count: 1)
                        continue
                    }
                } else {
                    json = isJSONToken(byte, started: &started, inString: &inString)
                }
            }
            (index, scalars) = (index + 1, scalars + 1)
        }
        if !(json && started) {
            // Not JSON: its breaks stay YAML's; only the surrogate pairs are rewritten, in a second pass.
            guard escapingBreaks && !breaks.isEmpty else {
                return rewrites.isEmpty ? nil : (out + bytes[copied...], rewrites, [])
            }
            return joiningSurrogatePairs ? rewritten(bytes, escapingBreaks: false, joiningSurrogatePairs: true) : nil
        }
        return rewrites.isEmpty ? nil : (out + bytes[copied...], rewrites, breaks)
    }

    /// Whether `byte`, outside a string, can be part of JSON, starting a string where it does.
    private static func isJSONToken(_ byte: UInt8, started: inout Bool, inString: inout Bool) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            started = true
            return true
        case _ where !started: return false
        case UInt8(ascii: "\""):
            inString = true
            return true
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "E"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "a")...UInt8(ascii: "z"):
            return true
        default: return false
        }
    }

    /// The line and column in the file as written of what Yams marks at `mark`.
    package func position(_ mark: Mark?) -> (line: Int?, column: Int?) {
        guard let mark else { return (nil, nil) }
        // libyaml's line starts where it does in the file; its column counts the scalars of `parsed`.
        let start = lines.yamlLineStart(mark.line, breaks: yamlBreaks)
        let place = lines.position(ofScalar: fileOffset(parsedOffset(start) + max(mark.column - 1, 0)))
        return (place.line, place.column)
    }

    /// The position of the `characters`-th Character of ``parsed`` (a reader error's offset), in the
    /// file as written.
    package func position(character offset: Int) -> (line: Int?, column: Int?) {
        guard let index = parsed.index(parsed.startIndex, offsetBy: offset, limitedBy: parsed.endIndex) else {
            return (nil, nil)
        }
        let scalar = parsed.unicodeScalars.distance(from: parsed.unicodeScalars.startIndex, to: index)
        let place = lines.position(ofScalar: fileOffset(scalar))
        return (place.line, place.column)
    }

    /// The offset in ``parsed`` of the scalar at `offset` in the file, which is not inside a rewrite.
    private func parsedOffset(_ offset: Int) -> Int {
        let before = last(of: rewrites) { $0.fileStart < offset }
        return offset + (before.map { rewrites[$0].shift } ?? 0)
    }

    /// The offset in the file of the scalar at `offset` in ``parsed``: the shift of the last rewrite
    /// before it taken off, or, inside a rewrite, where that starts in the file.
    private func fileOffset(_ offset: Int) -> Int {
        guard let index = last(of: rewrites, where: { $0.start <= offset }) else { return offset }
        let rewrite = rewrites[index]
        return offset >= rewrite.end ? offset - rewrite.shift : rewrite.fileStart
    }

    /// The index of the last element of `items` (in order for `test`: true, then false) for which
    /// `test` is true.
    private func last(of items: [Rewrite], where test: (Rewrite) -> Bool) -> Int? {
        var (low, high) = (0, items.count)
        while low < high {
            let middle = (low + high) / 2
            if test(items[middle]) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// YAML's escape letter for NEL, U+2028 or U+2029 at `index`, and the character's length in bytes.
    private static func yamlBreak(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        switch bytes[index] {
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: ("N", 2)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8: ("L", 3)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9: ("P", 3)
        default: nil
        }
    }

    /// YAML's `\U0001f600` for JSON's surrogate pair `\ud83d\ude00` at `index`; `nil` when there is
    /// none there.
    private static func surrogatePair(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String? {
        func hex(at index: Int) -> UInt32? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            return UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
        }
        guard let high = hex(at: index), (0xD800...0xDBFF).contains(high), let low = hex(at: index + 6),
            (0xDC00...0xDFFF).contains(low)
        else { return nil }
        let code = String(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00), radix: 16)
        return "\\U" + String(repeating: "0", count: 8 - code.count) + code
    }
}
