import FontProbeModel
import FontProbeRules
import Foundation

/// A JSON document as a value, written byte for byte as `JSONEncoder` writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: `"key" : value`, two-space indent,
/// an empty array or object as an opening line, an empty line and a closing line.
///
/// The fast path's writer (see ``JSONValueConvertible``), checked against `JSONEncoder` by
/// `JSONFastPathTests`.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
    /// An array of `count` elements, each made by `element` only as it is written: a long one
    /// (the faces of a library) is made and written in chunks on every processor at once.
    case lazyArray(count: Int, element: @Sendable (Int) -> JSONValue)

    /// The document, pretty-printed, with a final newline.
    ///
    /// `capacity` is a guess at its size in bytes: a buffer that must grow is copied each time,
    /// and each new page costs a fault (a tenth of `fontprobe audit`'s JSON time before it).
    func prettyPrinted(capacity: Int) -> String {
        String(decoding: prettyPrintedBytes(capacity: capacity), as: UTF8.self)
    }

    /// ``prettyPrinted(capacity:)`` as its UTF-8 bytes, which are valid UTF-8 as written (Strings,
    /// and ASCII between them): the report is written as they are, neither checked again nor
    /// copied into a String (`fontprobe audit --format json` spent a tenth of its rendering doing both).
    func prettyPrintedBytes(capacity: Int) -> [UInt8] {
        let output = JSONOutput(capacity: capacity)
        write(into: output, depth: 0)
        output.append("\n")
        return output.bytes
    }

    private func write(into output: JSONOutput, depth: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(value)
        case .number(let value): output.append(number: value)
        case .string(let value): output.append(quoted: value)
        case .array(let values):
            guard !values.isEmpty else { return output.appendEmpty("[", "]", depth: depth) }
            output.append("[\n")
            for (index, value) in values.enumerated() {
                output.indent(depth + 1)
                value.write(into: output, depth: depth + 1)
                output.append(index == values.count - 1 ? "\n" : ",\n")
            }
            output.indent(depth)
            output.append("]")
        case .lazyArray(let count, let element):
            guard count > 0 else { return output.appendEmpty("[", "]", depth: depth) }
            output.append("[\n")
            let chunks = JSONOutput.chunks(count)
            let partCapacity = output.spareCapacity / chunks.count
            // Each iteration writes only its own part.
            let parts = chunks.map { _ in JSONOutput(capacity: partCapacity) }
            DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                let part = parts[chunk]
                for index in chunks[chunk] {
                    part.indent(depth + 1)
                    element(index).write(into: part, depth: depth + 1)
                    part.append(index == count - 1 ? "\n" : ",\n")
                }
            }
            output.splice(parts)
            output.indent(depth)
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else { return output.appendEmpty("{", "}", depth: depth) }
            output.append("{\n")
            for (index, member) in members.members.enumerated() {
                output.indent(depth + 1)
                output.append(quoted: member.key)
                output.append(" : ")
                member.value.write(into: output, depth: depth + 1)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.indent(depth)
            output.append("}")
        }
    }
}

/// The members of a JSON object, kept sorted by key.
///
/// An array rather than a `Dictionary`: a report builds thousands of small objects, and hashing
/// their keys, then sorting them to write, cost more than the writing itself.
struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// By key, in String's order: for the ASCII identifiers and tags that are the keys here, the
    /// byte order `JSONEncoder`'s `.sortedKeys` gives.
    private(set) var members: [Member]

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    /// `members` in any order, no key twice.
    init(_ members: [Member]) {
        var sorted = members
        // The fast path lists members in key order: then one pass checks it, and nothing is moved.
        if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.key < $1.key }) {
            sorted.sort { $0.key < $1.key }
            assert(zip(sorted, sorted.dropFirst()).allSatisfy { $0.key != $1.key }, "a JSON object repeats a key")
        }
        self.members = sorted
    }

    /// The members of both, still sorted (those of `other` win): one pass over the two lists.
    func merging(_ other: JSONObject) -> JSONObject {
        var merged = JSONObject([])
        merged.members.reserveCapacity(count + other.count)
        var (i, j) = (members.startIndex, other.members.startIndex)
        while i < members.endIndex || j < other.members.endIndex {
            if j == other.members.endIndex || (i < members.endIndex && members[i].key < other.members[j].key) {
                merged.members.append(members[i])
                i += 1
            } else {
                if i < members.endIndex && members[i].key == other.members[j].key { i += 1 }
                merged.members.append(other.members[j])
                j += 1
            }
        }
        return merged
    }
}

/// The bytes of a JSON document being written, in a buffer of its own: an append is a check of
/// the room left and a copy, where appending the same runs to an `[UInt8]` went through the
/// array's generic machinery each time. Parts written at once by other workers are spliced in,
/// not copied, so the whole document is copied once, into the array ``bytes`` returns: a
/// document of a font library is megabytes, and each copy into fresh memory costs a page fault
/// every 4 KB (the audit JSON of the bench corpus, 1.6 MB, spent a third of its rendering copying).
/// The bytes are the same, which `JSONFastPathTests` checks against `JSONEncoder`.
///
/// A class, so that a part is written by one worker and read by the writer of the whole once
/// every worker has finished (`DispatchQueue.concurrentPerform` returns after them all).
private final class JSONOutput: @unchecked Sendable {
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

    /// `0..<count` cut into runs of at least 64 elements, about four per processor.
    static func chunks(_ count: Int) -> [Range<Int>] {
        let chunkCount = max(1, min(count / 64, 4 * ProcessInfo.processInfo.activeProcessorCount))
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
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
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

/// A model that the JSON fast path turns into a ``JSONValue`` by hand, with the keys of its
/// `CodingKeys`: the same document its `Encodable` conformance gives `JSONEncoder`, without the
/// generic machinery.
///
/// Only the metrics and audit documents, whose size grows with a font library, take this path:
/// a generic `Encoder` building ``JSONValue``s took 12 ms of CPU more than it to write the 1.3 MB
/// audit of the bench corpus, which fontprobe reads in about 40 ms, and `JSONEncoder` took 25 ms
/// for half as much JSON (docs/benchmark.md#profiles). `JSONFastPathTests` compares the bytes of
/// both paths on every fixture.
protocol JSONValueConvertible {
    var jsonValue: JSONValue { get }
}

extension Int: JSONValueConvertible {
    var jsonValue: JSONValue { .int(self) }
}

extension Double: JSONValueConvertible {
    var jsonValue: JSONValue { .number(self) }
}

extension String: JSONValueConvertible {
    var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONValueConvertible {
    var jsonValue: JSONValue { .bool(self) }
}

extension Optional: JSONValueConvertible where Wrapped: JSONValueConvertible {
    var jsonValue: JSONValue { map { $0.jsonValue } ?? .null }
}

extension Array: JSONValueConvertible where Element: JSONValueConvertible {
    var jsonValue: JSONValue { .array(map { $0.jsonValue }) }
}

extension Dictionary: JSONValueConvertible where Key == String, Value: JSONValueConvertible {
    var jsonValue: JSONValue { .object(JSONObject(map { JSONObject.Member(key: $0.key, value: $0.value.jsonValue) })) }
}

extension JSONValue {
    /// An object whose members are named by coding keys.
    static func object<Key: CodingKey>(
        _ keys: Key.Type, _ members: KeyValuePairs<Key, JSONValue>
    ) -> JSONValue {
        .object(JSONObject(members.map { JSONObject.Member(key: $0.key.stringValue, value: $0.value) }))
    }

    /// The members of two objects in one (those of `other` win). Both must be objects.
    func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(let a) = self, case .object(let b) = other else {
            assertionFailure("only objects merge")
            return self
        }
        return .object(a.merging(b))
    }
}
