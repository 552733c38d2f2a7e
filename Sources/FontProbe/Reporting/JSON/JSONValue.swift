import Foundation

/// A JSON document as a value, written with sorted keys in Foundation's pretty-printed layout
/// (`"key" : value`, two-space indent), except that empty arrays and objects are `[]` and `{}`.
///
/// The JSON reporters build these instead of going through `JSONEncoder`, whose generic
/// `Encodable` machinery took a third of `fontprobe audit`'s run time on a 500-face library
/// (`make bench`); the layout is the same, so the output did not change.
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
    func prettyPrinted(capacity: Int = 1 << 16) -> String {
        var output = JSONOutput()
        output.bytes.reserveCapacity(capacity)
        write(into: &output, depth: 0)
        output.bytes.append(UInt8(ascii: "\n"))
        return String(decoding: output.bytes, as: UTF8.self)
    }

    private func write(into output: inout JSONOutput, depth: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(value)
        case .number(let value): output.append(number: value)
        case .string(let value): output.append(quoted: value)
        case .array(let values):
            guard !values.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, value) in values.enumerated() {
                output.indent(depth + 1)
                value.write(into: &output, depth: depth + 1)
                output.append(index == values.count - 1 ? "\n" : ",\n")
            }
            output.indent(depth)
            output.append("]")
        case .lazyArray(let count, let element):
            guard count > 0 else { return output.append("[]") }
            output.append("[\n")
            let chunks = JSONOutput.chunks(count)
            let partCapacity = output.bytes.capacity / chunks.count
            // Each iteration writes only its own part.
            nonisolated(unsafe) let parts = UnsafeMutableBufferPointer<JSONOutput>.allocate(capacity: chunks.count)
            defer { parts.deinitialize().deallocate() }
            parts.initialize(repeating: JSONOutput())
            DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                var part = JSONOutput()
                part.bytes.reserveCapacity(partCapacity)
                for index in chunks[chunk] {
                    part.indent(depth + 1)
                    element(index).write(into: &part, depth: depth + 1)
                    part.append(index == count - 1 ? "\n" : ",\n")
                }
                parts[chunk] = part
            }
            for part in parts { output.bytes += part.bytes }
            output.indent(depth)
            output.append("]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.members.enumerated() {
                output.indent(depth + 1)
                output.append(quoted: member.key)
                output.append(" : ")
                member.value.write(into: &output, depth: depth + 1)
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
struct JSONObject: Sendable, ExpressibleByDictionaryLiteral {
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// By key; keys are ASCII identifiers and tags, for which String's order is byte order.
    private(set) var members: [Member]

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    /// `elements` must not repeat a key.
    init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member(key: $0.0, value: $0.1) }
        members.sort { $0.key < $1.key }
    }

    init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { Member(key: $0.key, value: $0.value) }
        members.sort { $0.key < $1.key }
    }

    /// The value for `key`; setting one adds or replaces the member.
    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key >= key } ?? members.endIndex
            let found = index < members.endIndex && members[index].key == key
            switch (newValue, found) {
            case (let value?, true): members[index].value = value
            case (let value?, false): members.insert(Member(key: key, value: value), at: index)
            case (nil, true): members.remove(at: index)
            case (nil, false): break
            }
        }
    }
}

/// The bytes of a JSON document being written; appends whole runs of bytes, never a byte at a
/// time where a run will do (most of `fontprobe audit`'s JSON time went to byte-wise appends).
private struct JSONOutput {
    var bytes: [UInt8] = []

    /// `0..<count` cut into runs of at least 64 elements, about four per processor.
    static func chunks(_ count: Int) -> [Range<Int>] {
        let chunkCount = max(1, min(count / 64, 4 * ProcessInfo.processInfo.activeProcessorCount))
        return (0..<chunkCount).map { count * $0 / chunkCount..<count * ($0 + 1) / chunkCount }
    }

    /// Two spaces per level, copied from here in one go for up to 32 levels.
    private static let spaces: StaticString = "                                                                "

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func indent(_ depth: Int) {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.utf8CodeUnitCount)
            Self.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0.prefix(run))) }
            count -= run
        }
    }

    /// An integer in decimal, as `String(value)` writes it.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // 20 digits hold UInt64.max.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// The shortest text that reads back as `value`; whole numbers without ".0" (as Foundation
    /// writes them). Non-finite values, which JSON cannot hold, are `null`.
    mutating func append(number value: Double) {
        guard value.isFinite else { return append("null") }
        if value == value.rounded(), abs(value) < 1e15 { return append(Int(value)) }
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `value` in quotes, with `"`, `\` and control characters escaped (slashes are not).
    mutating func append(quoted value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
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
                        bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                    }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    init(_ value: Int?) { self = value.map(JSONValue.int) ?? .null }
    init(_ value: Double?) { self = value.map(JSONValue.number) ?? .null }
    init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
}
