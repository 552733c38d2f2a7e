import FontProbeModel
import FontProbeRules

/// The formats of the single-font commands (`spec`, `dynamic-type`, `glyph`).
package enum SingleFontFormat: String, Sendable, CaseIterable {
    case text, json

    package var reporter: any SingleFontReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        }
    }
}

/// Renders the reports of the single-font commands in one output format.
package protocol SingleFontReporter: Sendable {
    func render(_ report: SpecReport) throws -> String
    func render(_ report: DynamicTypeReport) throws -> String
    func render(_ report: GlyphReport) throws -> String
}

/// The formats of `spec`: the single-font reports and a picture.
package enum SpecFormat: String, Sendable, CaseIterable {
    case text, json, png
}
