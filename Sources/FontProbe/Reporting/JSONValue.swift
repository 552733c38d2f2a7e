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
        var text = ""
        write(into: &text, indent: "")
        return text + "\n"
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .number(let value): text += Self.number(value)
        case .string(let value): Self.quote(value, into: &text)
        case .array(let values):
            guard !values.isEmpty else {
                text += "[]"
                return
            }
            let inner = indent + "  "
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.write(into: &text, indent: inner)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            let inner = indent + "  "
            text += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                text += inner
                Self.quote(key, into: &text)
                text += " : "
                members[key]!.write(into: &text, indent: inner)
                text += index == keys.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// The shortest text that reads back as `value`; whole numbers without ".0" (as Foundation
    /// writes them). Non-finite values, which JSON cannot hold, are `null`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    /// `value` in quotes, with `"`, `\` and control characters escaped (slashes are not).
    private static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue {
    init(_ value: Int?) { self = value.map(JSONValue.int) ?? .null }
    init(_ value: Double?) { self = value.map(JSONValue.number) ?? .null }
    init(_ value: String?) { self = value.map(JSONValue.string) ?? .null }
}
