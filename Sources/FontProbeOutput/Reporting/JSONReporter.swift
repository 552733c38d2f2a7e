import FontProbeModel
import FontProbeRules
import Foundation

/// JSON schema 2 (docs/json-schema.md): `{"schemaVersion": 2, "fonts": [...], "errors": [...]}`,
/// sorted keys, `null` for absent tables and unknown values. The documents are the typed models
/// of `MetricsJSON` and its neighbours, written by `JSONEncoder`; the metrics and audit
/// documents, whose size grows with a font library, through a fast path that writes the same
/// bytes straight into a buffer (``JSONObjectWriter``), compared with `JSONEncoder` by
/// `JSONFastPathTests`.
package struct JSONReporter: MetricsReporter {
    package static let schemaVersion = 2

    /// More than the JSON of one face with one size takes (about 2.6 KB in the bench corpus):
    /// room enough for a report to be written without growing its buffer.
    static let bytesPerFace = 4096

    package init() {}

    package func render(_ report: MetricsReport) throws -> String {
        let output = try Self.fastEncoded(
            report.faces, members: MetricsJSON.Members(errors: report.errors),
            capacity: Self.bytesPerFace * (report.faces.reduce(0) { $0 + $1.rows.count } + 16), font: MetricsJSON.face)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// `document` as `JSONEncoder` writes it, with a final newline.
    static func encoded(_ document: some Encodable) throws -> String {
        String(decoding: try JSONEncoder.forDocuments().encode(document), as: UTF8.self) + "\n"
    }

}
