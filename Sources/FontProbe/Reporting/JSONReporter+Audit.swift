extension JSONReporter: AuditReporter {
    /// `{"schemaVersion": 1, "pointSize", "scale", "fonts": [...], "errors": [...], "skipped": [...],
    /// "summary": {...}}`: each font is the face object of the `metrics` schema (one entry in
    /// `sizes`) with a `findings` array; `errors` hold the files and faces without a row.
    public func render(_ report: AuditReport) -> String {
        let summary = report.summary
        return JSONValue.object([
            "schemaVersion": .int(Self.schemaVersion),
            "pointSize": .number(report.pointSize),
            "scale": .number(report.scale),
            "fonts": .lazyArray(count: report.faces.count) { index in
                let face = report.faces[index]
                guard case .object(var object) = Self.face(face.metrics) else { return .null }
                object["findings"] = .array(face.findings.map(Self.finding))
                return .object(object)
            },
            "errors": .array(
                report.failures.map {
                    .object([
                        "path": .string($0.path),
                        "faceIndex": JSONValue($0.faceIndex),
                        "familyName": JSONValue($0.face?.metrics.familyName),
                        "styleName": JSONValue($0.face?.metrics.styleName),
                        "message": .string($0.message),
                        "findings": .array($0.findings.map(Self.finding)),
                    ])
                }),
            "skipped": .array(report.skipped.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) }),
            "summary": .object([
                "files": .int(summary.files),
                "faces": .int(summary.faces),
                "unreadable": .int(summary.unreadable),
                "skipped": .int(summary.skipped),
                "findings": .object(
                    JSONObject(
                        Dictionary(uniqueKeysWithValues: summary.bySeverity.map { ($0.key.rawValue, .int($0.value)) }))),
                "rules": .object(
                    JSONObject(Dictionary(uniqueKeysWithValues: summary.byRule.map { ($0.rule.id, .int($0.count)) }))),
            ]),
        ]).prettyPrinted(capacity: Self.bytesPerFace * (report.faces.count + report.failures.count + 16))
    }

    private static func finding(_ finding: Finding) -> JSONValue {
        .object([
            "rule": .string(finding.rule.id), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
        ])
    }
}
