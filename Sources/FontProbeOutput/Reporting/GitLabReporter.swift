import FontProbeModel
import FontProbeRules

/// GitLab Code Quality: a JSON array of issues, each with `description`, `check_name`,
/// `fingerprint`, `severity` (`info`, `minor`, `major`, `critical`, `blocker`) and `location`
/// (`path` and `lines.begin`), which a merge request shows beside the change
/// (docs/commands/check.md#outputs). A font's own problem is at line 1 of the font; an unmet
/// expectation or a text style's problem at its line of `fontprobe.yml` or of the design tokens
/// file, naming the font.
///
/// Severity: a problem that fails `check` is `critical` at error and `major` below; the rest, and
/// the audit's findings, `critical` (error), `minor` (warning) or `info`.
package struct GitLabReporter: CheckReporter, AuditReporter {
    package init() {}

    struct Issue: Encodable, Sendable {
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var location: Location
    }

    struct Location: Encodable, Sendable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable, Sendable {
        var begin: Int
    }

    package func render(_ report: CheckReport) throws -> String {
        var issues: [Issue] = []
        for subject in report.subjects {
            for problem in subject.annotations {
                let face = CheckstyleReporter.face(subject.faceIndex, subject.instance)
                let severity =
                    problem.fails
                    ? (problem.severity == .error ? "critical" : "major") : Self.severity(problem.severity)
                let description =
                    problem.source.map {
                        $0.file == subject.path ? problem.message : "\(subject.path)\(face): \(problem.message)"
                    }
                    ?? problem.message + face
                issues.append(
                    Issue(
                        description: description, check_name: problem.check.rule.id, fingerprint: "", severity: severity,
                        location: Location(
                            path: problem.source?.file ?? subject.path, lines: Lines(begin: problem.source?.line ?? 1))))
            }
        }
        return try Self.encoded(issues)
    }

    package func render(_ report: AuditReport) throws -> String {
        var issues: [Issue] = []
        for entry in report.entries {
            let (path, faceIndex, findings) = entry.located
            for finding in findings {
                issues.append(
                    Issue(
                        description: finding.message + CheckstyleReporter.face(faceIndex, nil), check_name: finding.rule.id,
                        fingerprint: "", severity: Self.severity(finding.severity),
                        location: Location(path: path, lines: Lines(begin: 1))))
            }
        }
        return try Self.encoded(issues)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "minor"
        case .info: "info"
        }
    }

    /// The issues with their fingerprints, FNV-1a of the rule, the path, the line and the
    /// description: the same problem keeps its fingerprint from one run to the next, so GitLab
    /// tells new problems from old; a repeat gets the count of those before it appended.
    static func encoded(_ issues: [Issue]) throws -> String {
        var seen: [String: Int] = [:]
        let fingerprinted = issues.map { issue in
            var issue = issue
            let key = [issue.check_name, issue.location.path, String(issue.location.lines.begin), issue.description]
                .joined(separator: "\u{0}")
            let hash = String(FNV1a64.hash(Array(key.utf8)), radix: 16)
            let count = seen[hash, default: 0]
            seen[hash] = count + 1
            issue.fingerprint = String(repeating: "0", count: 16 - hash.count) + hash + (count == 0 ? "" : "-\(count)")
            return issue
        }
        return try JSONReporter.encoded(fingerprinted)
    }
}
