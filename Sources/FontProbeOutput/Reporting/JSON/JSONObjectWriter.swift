import FontProbeModel
import Foundation

/// An object written member by member straight into a ``JSONOutput``, with no tree built for it:
/// the face objects of the metrics and audit documents, which a font library repeats hundreds of
/// times (the audit JSON of the bench corpus took 78.9 M instructions with their trees, 59.3 M
/// without; callgrind, one job). The members must come in key order, as `JSONEncoder`'s
/// `.sortedKeys` writes them; a debug build checks it, and `JSONFastPathTests` compares the bytes
/// with `JSONEncoder`'s.
struct JSONObjectWriter {
    private let output: JSONOutput
    private let depth: Int
    private var count = 0
    #if DEBUG
        private var lastKey: String?
    #endif

    /// An object at `depth`, written from here on (the caller has placed its first line).
    init(into output: JSONOutput, depth: Int) {
        self.output = output
        self.depth = depth
    }

    /// The member `key`, its value written by `value` at the depth inside the object.
    mutating func member(_ key: some CodingKey, _ value: (JSONOutput, _ depth: Int) -> Void) {
        member(key.stringValue, escaped: false, value)
    }

    /// The member `key`, a coding key's name (a Swift identifier) kept as a String: the members of a
    /// row, listed once for every row (``JSONWrittenMember``).
    mutating func member(codingKey key: String, _ value: (JSONOutput, _ depth: Int) -> Void) {
        member(key, escaped: false, value)
    }

    /// A member whose key comes from data (a variable font's axis tag), quoted and escaped as
    /// `JSONEncoder` writes it.
    mutating func member(dataKey key: String, _ value: (JSONOutput, _ depth: Int) -> Void) {
        member(key, escaped: true, value)
    }

    private mutating func member(_ key: String, escaped: Bool, _ value: (JSONOutput, _ depth: Int) -> Void) {
        #if DEBUG
            assert(
                lastKey.map { $0.precedesInUTF8Order(key) } ?? true,
                "JSON members out of key order: \(lastKey ?? "") before \(key)")
            lastKey = key
        #endif
        output.append(count == 0 ? "{\n" : ",\n")
        count += 1
        output.indent(depth + 1)
        if escaped {
            output.append(quoted: key)
            output.append(" : ")
        } else {
            output.append(key: key)
        }
        value(output, depth + 1)
    }

    mutating func member(_ key: some CodingKey, _ value: Int?) { member(key) { output, _ in output.append(value) } }
    mutating func member(_ key: some CodingKey, _ value: Bool) { member(key) { output, _ in output.append(value) } }
    mutating func member(_ key: some CodingKey, _ value: Double?) {
        member(key) { output, _ in output.append(number: value) }
    }
    mutating func member(_ key: some CodingKey, _ value: String) { member(key) { output, _ in output.append(quoted: value) } }

    mutating func member(_ key: some CodingKey, _ value: String?) {
        member(key) { output, _ in
            if let value { output.append(quoted: value) } else { output.append("null") }
        }
    }

    /// A member whose value is its own object (or `null`), written by `write`.
    mutating func member<Value>(
        _ key: some CodingKey, _ value: Value?, _ write: (Value, JSONOutput, _ depth: Int) -> Void
    ) {
        member(key) { output, depth in
            if let value { write(value, output, depth) } else { output.append("null") }
        }
    }

    /// A member whose value `JSONEncoder` writes: the members a document has once (its errors, an
    /// audit's summary) need no fast writer of their own.
    mutating func member(_ key: some CodingKey, encoded value: some Encodable) throws {
        let json = try JSONEncoder.forDocuments().encode(value)
        member(key) { output, depth in output.append(json: json, depth: depth) }
    }

    /// A member whose value is an array, each element written by `write`.
    mutating func member<Element>(
        _ key: some CodingKey, array elements: [Element], _ write: (Element, JSONOutput, _ depth: Int) -> Void
    ) {
        member(key) { output, depth in output.appendArray(elements, depth: depth, value: write) }
    }

    /// A member whose value is an array of numbers, left out when `numbers` is `nil` (a list the
    /// report gives only when asked, such as every baseline with `--lines`).
    mutating func member(_ key: some CodingKey, numbers: [Double]?) {
        guard let numbers else { return }
        member(key, array: numbers) { value, output, _ in output.append(number: value) }
    }

    /// A member whose value is an object of `values` by key (keys from data, sorted by their UTF-8
    /// bytes as `JSONEncoder`'s `.sortedKeys` sorts them, not by `String`'s Unicode order), each
    /// written by `write`.
    mutating func member<Value>(
        _ key: some CodingKey, dictionary values: [String: Value], _ write: @escaping (Value, JSONOutput) -> Void
    ) {
        member(key) { output, depth in
            var object = JSONObjectWriter(into: output, depth: depth)
            for (key, value) in values.sorted(by: { $0.key.precedesInUTF8Order($1.key) }) {
                object.member(dataKey: key) { output, _ in write(value, output) }
            }
            object.end()
        }
    }

    /// Closes the object (an empty one as `JSONEncoder` writes it).
    func end() {
        guard count > 0 else { return output.appendEmpty("{", "}", depth: depth) }
        output.append("\n")
        output.indent(depth)
        output.append("}")
    }
}
