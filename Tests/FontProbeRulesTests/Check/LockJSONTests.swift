import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The lockfile's JSON reader reads what Foundation's does, escapes and numbers included, and
/// refuses what Foundation lets pass (docs/commands/check.md#the-baseline-lockfile).
struct LockJSONTests {
    /// Every escape JSON has, a surrogate pair, raw UTF-8, and numbers in each form, compared
    /// with Foundation's `JSONSerialization` reading of the same text.
    @Test func readsWhatFoundationReads() throws {
        let text = #"""
            {"s": "q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 café", "n": [0, -0.5, 12.25e2, 1E-3, -7, 1e308],
             "t": true, "f": false, "z": null, "o": {"": [], "e": {}}}
            """#
        let bytes = Array(text.utf8)
        let foundation = try JSONSerialization.jsonObject(with: Data(bytes))
        #expect(Self.same(try LockJSON.parse(bytes), foundation))
    }

    static func same(_ value: LockJSON, _ other: Any) -> Bool {
        switch value {
        case .null: return other is NSNull
        case .bool(let bool): return (other as? Bool) == bool
        case .number(let number): return (other as? NSNumber)?.doubleValue == number
        case .string(let string): return (other as? String) == string
        case .array(let items):
            guard let others = other as? [Any], others.count == items.count else { return false }
            return zip(items, others).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let others = other as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { key, value in others[key].map { same(value, $0) } ?? false }
        }
    }
}
