import FontProbeModel
import FontProbeRules
import Foundation

extension JSONReporter: AuditReporter {
    /// `{"schemaVersion": 2, "pointSize", "scale", "scales", "fonts": [...], "errors": [...], "skipped": [...],
    /// "summary": {...}}`: each font is the face object of the `metrics` schema (one entry in
    /// `sizes` per scale) with a `findings` array; `errors` hold the files and faces without a row.
    package func render(_ report: AuditReport) throws -> String {
        String(decoding: try output(report).bytes, as: UTF8.self)
    }

    /// The report's bytes, joined once from the parts written on every processor (``JSONOutput/data``).
    package func renderBytes(_ report: AuditReport) throws -> Data { try output(report).data }

    private func output(_ report: AuditReport) throws -> JSONOutput {
        try Self.fastEncoded(
            report.faces, members: AuditJSON.Members(report),
            capacity: Self.bytesPerFace * (report.faces.count * report.scales.count + report.failures.count + 16),
            font: AuditJSON.face)
    }
}

/// The audit document's own members (docs/json-schema.md).
enum AuditJSON {
    /// A face of the audit: the face object of `metrics`, with its findings.
    static func face(_ face: AuditReport.Face) -> MetricsJSON.NamedFace<Face> {
        MetricsJSON.NamedFace(
            first: MetricsJSON.FaceName(face.metrics.face, face.metrics.resolved),
            second: Face(
                first: MetricsJSON.FaceDetails(face.metrics), second: Findings(findings: face.findings.map(Finding.init))))
    }

    struct Members: Encodable, Sendable {
        var schemaVersion = JSONReporter.schemaVersion
        /// The point size of every row, and of the pixel counts in findings.
        var pointSize: Double
        /// The scale of the pixel counts in findings: the largest of ``scales`` (with one scale,
        /// the scale of every row, as before audit took several).
        var scale: Double
        /// The scale of each row, in the order asked for.
        var scales: [Double]
        var errors: [Failure]
        var skipped: [Skipped]
        var summary: Summary

        init(_ report: AuditReport) {
            pointSize = report.pointSize
            scale = report.findingScale
            scales = report.scales
            errors = report.failures.map(Failure.init)
            skipped = report.skipped.map { Skipped(path: $0.path, reason: $0.reason) }
            summary = Summary(report.summary)
        }
    }

    /// A face's schema 2 details and its findings.
    typealias Face = MetricsJSON.Merged<MetricsJSON.FaceDetails, Findings>

    struct Findings: Encodable, Sendable {
        var findings: [Finding]
    }

    struct Finding: Encodable, Sendable {
        var rule: String
        var severity: String
        var message: String

        init(_ finding: AuditFinding) {
            (rule, severity, message) = (finding.rule.id, finding.severity.rawValue, finding.message)
        }
    }

    /// A file or face without a row.
    struct Failure: Encodable, Sendable {
        var path: String
        @Null var faceIndex: Int?
        @Null var familyName: String?
        @Null var styleName: String?
        var message: String
        var findings: [Finding]

        init(_ failure: AuditReport.Failure) {
            path = failure.path
            faceIndex = failure.faceIndex
            familyName = failure.face?.metrics.familyName
            styleName = failure.face?.metrics.styleName
            message = failure.message
            findings = failure.findings.map(Finding.init)
        }
    }

    struct Skipped: Encodable, Sendable {
        var path: String
        var reason: String
    }

    struct Summary: Encodable, Sendable {
        var files: Int
        var faces: Int
        var unreadable: Int
        var skipped: Int
        /// By severity name; every severity is present.
        var findings: [String: Int]
        /// By rule ID; only rules with findings.
        var rules: [String: Int]

        init(_ s: AuditReport.Summary) {
            files = s.files
            faces = s.faces
            unreadable = s.unreadable
            skipped = s.skipped
            findings = Dictionary(uniqueKeysWithValues: s.bySeverity.map { ($0.key.rawValue, $0.value) })
            rules = Dictionary(s.byRule.map { ($0.rule.id, $0.count) }, uniquingKeysWith: +)
        }
    }
}

// MARK: The fast path (written straight into the output, members in key order)

extension AuditJSON.Members: JSONDocumentMembers {
    func write(into output: JSONOutput, depth: Int, fonts: (JSONOutput, _ depth: Int) -> Void) throws {
        var object = JSONObjectWriter(into: output, depth: depth)
        try object.member(CodingKeys.errors, encoded: errors)
        object.member(MetricsJSON.DocumentKey.fonts, fonts)
        object.member(CodingKeys.pointSize, pointSize)
        object.member(CodingKeys.scale, scale)
        try object.member(CodingKeys.scales, encoded: scales)
        object.member(CodingKeys.schemaVersion, schemaVersion)
        try object.member(CodingKeys.skipped, encoded: skipped)
        try object.member(CodingKeys.summary, encoded: summary)
        object.end()
    }
}

extension AuditJSON.Findings {
    /// The key of a face's findings, which the face object's writer places among the others.
    static var key: some CodingKey { CodingKeys.findings }
}

extension AuditJSON.Finding {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.message, message)
        object.member(CodingKeys.rule, rule)
        object.member(CodingKeys.severity, severity)
        object.end()
    }
}

/// ``Finding``, by a name the JSON model of the same name does not hide.
typealias AuditFinding = Finding
