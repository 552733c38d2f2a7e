import FontProbeModel
import FontProbeRules

/// The formats a report can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, csv, markdown

    /// The reporter for this format.
    package var metricsReporter: any MetricsReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .csv: CSVReporter()
        case .markdown: MarkdownReporter()
        }
    }
}

/// Renders a ``MetricsReport`` in one output format.
package protocol MetricsReporter: Sendable {
    /// - Throws: only if the report cannot be encoded (values are finite, so in practice never).
    func render(_ report: MetricsReport) throws -> String
}
