import Foundation
import Testing

/// Reading the JSON of the single-font commands (`spec`, `dynamic-type`, `glyph`) in their tests.
protocol SingleFontJSONReading {}

extension SingleFontJSONReading {
    /// The `fonts` of a document, whose `schemaVersion` must be 2.
    func fonts(_ result: CommandResult, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        #expect(document["schemaVersion"] as? Int == 2, sourceLocation: sourceLocation)
        return try #require(document["fonts"] as? [[String: Any]], sourceLocation: sourceLocation)
    }

    /// Expects a JSON number within 1e-9 of `want`.
    func expectClose(_ got: Any?, _ want: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let value = got as? Double ?? (got as? Int).map(Double.init)
        #expect(
            value.map { abs($0 - want) < 1e-9 } == true, "\(what): \(String(describing: got)) vs \(want)",
            sourceLocation: sourceLocation)
    }
}
