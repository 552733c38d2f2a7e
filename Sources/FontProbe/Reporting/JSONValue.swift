/// A JSON document as a value, written with sorted keys in Foundation's pretty-printed layout
/// (`"key" : value`, two-space indent), except that empty arrays and objects are `[]` and `{}`.
///
/// The JSON reporters build these instead of going through `JSONEncoder`, whose generic
/// `Encodable` machinery took a third of `fontprobe audit`'s run time on a 500-face library
/// (`make bench`); the layout is the same, so the output did not change.
enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The document, pretty-printed, with a final newline.
    var prettyPrinted: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        write(into: &bytes, depth: 0)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(into bytes: inout [UInt8], depth: Int) {
        switch self {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .int(let value): bytes += String(value).utf8
        case .number(let value): bytes += Self.number(value).utf8
        case .string(let value): Self.quote(value, into: &bytes)
        case .array(let values):
            guard !values.isEmpty else { return bytes += "[]".utf8 }
            bytes += "[\n".utf8
            for (index, value) in values.enumerated() {
                Self.indent(depth + 1, into: &bytes)
                value.write(into: &bytes, depth: depth + 1)
                bytes += (index == values.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, into: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return bytes += "{}".utf8 }
            bytes += "{\n".utf8
            // Keys are ASCII identifiers and tags, for which String's order is byte order.
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                Self.indent(depth + 1, into: &bytes)
                Self.quote(key, into: &bytes)
                bytes += " : ".utf8
                members[key]!.write(into: &bytes, depth: depth + 1)
                bytes += (index == keys.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ depth: Int, into bytes: inout [UInt8]) {
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * depth)
    }

    /// The shortest text that reads back as `value`; whole numbers without ".0" (as Foundation
    /// writes them). Non-finite values, which JSON cannot hold, are `null`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    /// `value` in quotes, with `"`, `\` and control characters escaped (slashes are not).
    private static func quote(_ value: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            case UInt8(ascii: "\n"): bytes += "\\n".utf8
            case UInt8(ascii: "\r"): bytes += "\\r".utf8
            case UInt8(ascii: "\t"): bytes += "\\t".utf8
            case 0x08: bytes += "\\b".utf8
            case 0x0C: bytes += "\\f".utf8
            case ..<0x20:
                let hex = String(byte, radix: 16)
                bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    init(_ value: Int?) { self = value.map(JSONValue.int) ?? .null }
    init(_ value: Double?) { self = value.map(JSONValue.number) ?? .null }
    init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
}
