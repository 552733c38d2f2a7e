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
    /// A value written straight into the output, at the depth given, with no tree built for it:
    /// the part every face repeats, its size rows (writing the bench corpus's audit took 85.0 M
    /// instructions with their trees, 78.2 M without). Written as the tree would be;
    /// `JSONFastPathTests` compares both with `JSONEncoder`.
    case written(@Sendable (JSONOutput, _ depth: Int) -> Void)

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
        prettyPrintedOutput(capacity: capacity).bytes
    }

    /// ``prettyPrintedBytes(capacity:)`` in the runs it was written in (``ReportBytes``).
    func prettyPrintedReport(capacity: Int) -> ReportBytes {
        prettyPrintedOutput(capacity: capacity).report
    }

    private func prettyPrintedOutput(capacity: Int) -> JSONOutput {
        let output = JSONOutput(capacity: capacity)
        write(into: output, depth: 0)
        output.append("\n")
        return output
    }

    /// Writes the value at `depth` (its first line not indented: the caller has placed it).
    func write(into output: JSONOutput, depth: Int) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .int(let value): output.append(value)
        case .number(let value): output.append(number: value)
        case .string(let value): output.append(quoted: value)
        case .array(let values):
            output.appendArray(values, depth: depth) { value, output, depth in value.write(into: output, depth: depth) }
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
            output.appendObject(members.members, depth: depth) { member, output, depth in
                member.value.write(into: output, depth: depth)
            }
        case .written(let write):
            write(output, depth)
        }
    }
}

/// The members of a JSON object, kept sorted by key.
///
/// An array rather than a `Dictionary`: a report builds thousands of small objects, and hashing
/// their keys, then sorting them to write, cost more than the writing itself.
struct JSONObject: Sendable {
    struct Member: Sendable, JSONKeyed {
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
