import FontProbeModel
import Foundation

/// The bytes of a JSON document being written, in a buffer of its own: an append is a check of
/// the room left and a copy, where appending the same runs to an `[UInt8]` went through the
/// array's generic machinery each time. Parts written at once by other workers are spliced in,
/// not copied: ``bytes`` and ``data`` copy the whole document once, into memory of their own. A
/// document of a font library is megabytes, and each copy into fresh memory costs a page fault
/// every 4 KB (the audit JSON of the bench corpus, 1.6 MB, spent a third of its rendering copying,
/// when it was copied four times).
/// The bytes are the same, which `JSONFastPathTests` checks against `JSONEncoder`.
///
/// A class, so that a part is written by one worker and read by the writer of the whole once
/// every worker has finished (`Workers.perform` returns after them all).
final class JSONOutput: @unchecked Sendable {
    private var start: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int
    /// Parts spliced in, each after the first `at` bytes of this buffer.
    private var spliced: [(at: Int, parts: [JSONOutput])] = []

    /// An empty document with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        start = malloc(self.capacity)!
    }

    deinit { free(start) }

    /// The bytes written, with the spliced parts in their places.
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: totalCount) { buffer, initialized in
            initialized = copy(into: UnsafeMutableRawPointer(buffer.baseAddress!))
        }
    }

    /// ``bytes`` as `Data`, copied once from the output and its parts into memory the `Data` owns.
    var data: Data {
        let total = totalCount
        guard total > 0 else { return Data() }
        let memory = malloc(total)!
        _ = copy(into: memory)
        return Data(bytesNoCopy: memory, count: total, deallocator: .free)
    }

    /// The number of bytes ``bytes`` will hold.
    private var totalCount: Int { count + spliced.reduce(0) { $0 + $1.parts.reduce(0) { $0 + $1.totalCount } } }

    /// Copies ``bytes`` to `target`; returns how many.
    private func copy(into target: UnsafeMutableRawPointer) -> Int {
        var written = 0
        var from = 0
        for (at, parts) in spliced {
            (target + written).copyMemory(from: start + from, byteCount: at - from)
            written += at - from
            from = at
            for part in parts { written += part.copy(into: target + written) }
        }
        (target + written).copyMemory(from: start + from, byteCount: count - from)
        return written + count - from
    }

    /// The room left before the buffer grows.
    var spareCapacity: Int { capacity - count }

    /// Room for `extra` more bytes, doubling the buffer as often as needed.
    @inline(__always) private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        while count + extra > capacity { capacity *= 2 }
        start = realloc(start, capacity)!
    }

    /// `bytes`, copied at the end.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// One byte at the end.
    @inline(__always) func append(byte: UInt8) {
        reserve(1)
        start.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    /// `parts`, in order, at the end: written out by ``bytes``, not copied now.
    func splice(_ parts: [JSONOutput]) { spliced.append((count, parts)) }

    /// `0..<count` cut into runs of at least 16 elements, up to eight per thread the run may keep
    /// busy (``Workers/limit``): with fewer (7 runs for the 490 faces of the bench corpus on 2
    /// processors) one worker was left alone with the last run. One run with `--jobs 1`.
    static func chunks(_ count: Int) -> [Range<Int>] {
        let perThread = Workers.limit > 1 ? 8 * Workers.limit : 1
        let chunkCount = max(1, min(count / 16, perThread))
        return (0..<chunkCount).map { count * $0 / chunkCount..<count * ($0 + 1) / chunkCount }
    }

    /// Two spaces per level, copied from here in one go for up to 32 levels.
    private static let spaces: StaticString = "                                                                "

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// An empty array or object: `[`, an empty line, and `]` at the depth's indent.
    func appendEmpty(_ open: StaticString, _ close: StaticString, depth: Int) {
        append(open)
        append("\n\n")
        indent(depth)
        append(close)
    }

    func indent(_ depth: Int) {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.utf8CodeUnitCount)
            Self.spaces.withUTF8Buffer { append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer($0).prefix(run))) }
            count -= run
        }
    }

    /// An array at `depth` with an element per element of `elements`, each written by `value` at
    /// the depth inside it.
    func appendArray<Elements: Collection>(
        _ elements: Elements, depth: Int, value: (Elements.Element, JSONOutput, Int) -> Void
    ) {
        guard !elements.isEmpty else { return appendEmpty("[", "]", depth: depth) }
        append("[\n")
        var remaining = elements.count
        for element in elements {
            indent(depth + 1)
            value(element, self, depth + 1)
            remaining -= 1
            append(remaining == 0 ? "\n" : ",\n")
        }
        indent(depth)
        append("]")
    }

    /// An array at `depth` of `count` elements, each written by `element` at the depth inside it
    /// only as its turn comes: a long one (the faces of a library) is written in chunks on every
    /// processor at once, each chunk into a part of its own, spliced in (``splice(_:)``).
    func appendArray(count: Int, depth: Int, element: @Sendable (Int, JSONOutput, Int) -> Void) {
        guard count > 0 else { return appendEmpty("[", "]", depth: depth) }
        append("[\n")
        let chunks = Self.chunks(count)
        let partCapacity = spareCapacity / chunks.count
        // Each iteration writes only its own part.
        let parts = chunks.map { _ in JSONOutput(capacity: partCapacity) }
        Workers.perform(iterations: chunks.count) { chunk in
            let part = parts[chunk]
            for index in chunks[chunk] {
                part.indent(depth + 1)
                element(index, part, depth + 1)
                part.append(index == count - 1 ? "\n" : ",\n")
            }
        }
        splice(parts)
        indent(depth)
        append("]")
    }

    /// `json`, which `JSONEncoder` wrote at depth 0, at `depth`: two spaces a level at the start
    /// of every line but the first, and none on an empty line, as `JSONEncoder` writes an empty
    /// array inside another value. `JSONEncoder` escapes a line break inside a string, so every
    /// line break of `json` is between its tokens.
    func append(json: Data, depth: Int) {
        json.withUnsafeBytes { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                append(UnsafeRawBufferPointer(rebasing: bytes[start...index]))
                start = index + 1
                if start < bytes.count, bytes[start] != UInt8(ascii: "\n") { indent(depth) }
            }
            append(UnsafeRawBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// `true` or `false`.
    func append(_ value: Bool) { append(value ? "true" : "false") }

    /// An integer, or `null`.
    func append(_ value: Int?) {
        if let value { append(value) } else { append("null") }
    }

    /// A number as ``append(number:)`` writes it, or `null`.
    func append(number value: Double?) {
        if let value { append(number: value) } else { append("null") }
    }

    /// An integer in decimal, as `String(value)` writes it.
    func append(_ value: Int) {
        if value < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold UInt64.max.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(digits)[start...]))
        }
    }

    /// The shortest text that reads back as `value` (Swift's `description`), without a final
    /// ".0": what `JSONEncoder` writes. Non-finite values, which JSON cannot hold, are `null`.
    func append(number value: Double) {
        guard value.isFinite else { return append("null") }
        // Whole numbers below 10^15 (most of a report) as integers, without making a String;
        // `description` writes them the same way, but for -0, which it writes as "-0".
        if value.rounded(.towardZero) == value, value.magnitude < 1e15, value != 0 || value.sign == .plus {
            return append(Int(value))
        }
        var text = value.description
        text.withUTF8 { utf8 in
            // "2.0" is "2" (Foundation's writing), cut on the bytes: `hasSuffix` compares Characters.
            let whole = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[..<(whole ? utf8.count - 2 : utf8.count)]))
        }
    }

    /// `"key" : `, for a key that needs no escape: a coding key, which is a Swift identifier. One
    /// copy, without ``append(quoted:)``'s look for characters to escape (the audit JSON of the
    /// bench corpus: 59.3 M instructions with its keys quoted that way, 49.9 M without).
    func append(key: String) {
        assert(!key.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }, key)
        var key = key
        key.withUTF8 { utf8 in
            reserve(utf8.count + 5)
            let target = start + count
            target.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            if let key = utf8.baseAddress { (target + 1).copyMemory(from: key, byteCount: utf8.count) }
            withUnsafeBytes(of: (UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " "))) {
                (target + 1 + utf8.count).copyMemory(from: $0.baseAddress!, byteCount: 4)
            }
            count += utf8.count + 5
        }
    }

    /// `value` in quotes, with `"`, `\` and control characters escaped (slashes are not).
    func append(quoted value: String) {
        append(byte: UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Nearly every key and value needs no escape: one copy.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return append(UnsafeRawBufferPointer(utf8))
            }
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start..<index]))
                start = index + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                default:
                    // \u00XX, lower-case hex.
                    append("\\u00")
                    for digit in [byte >> 4, byte & 0xF] {
                        append(byte: digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                    }
                }
            }
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[start...]))
        }
        append(byte: UInt8(ascii: "\""))
    }
}

/// A member of an object written without a tree: its key, and how to write its value from a
/// `Source` at the depth given.
struct JSONWrittenMember<Source>: Sendable {
    var key: String
    var write: @Sendable (Source, JSONOutput, _ depth: Int) -> Void
}
