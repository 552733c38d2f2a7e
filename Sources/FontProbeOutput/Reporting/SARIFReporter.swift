import FontProbeModel
import FontProbeRules
import Foundation

/// SARIF 2.1.0 (the OASIS Static Analysis Results Interchange Format), for GitHub code scanning
/// and other services: one run whose driver lists every audit rule and the two check rules, and
/// one result per problem, located at the font file, or, for an unmet expectation or a text
/// style's problem, at its line and column of `fontprobe.yml` or of the design tokens file (the
/// font in the result's properties).
///
/// `level` is `error` for a failing problem, otherwise `warning` or `note` by severity.
package struct SARIFReporter: CheckReporter {
    package init() {}

    /// The schema the report declares and follows.
    package static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    package func render(_ report: CheckReport) throws -> String {
        let rules = Rule.all + Rule.checkRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.subjects.flatMap { subject in
            subject.annotations.map { problem in
                SARIF.Result(
                    ruleId: problem.check.rule.id, ruleIndex: ruleIndex[problem.check.rule.id] ?? -1,
                    level: Self.level(problem.displayedSeverity), message: SARIF.Text(text: problem.message),
                    locations: [
                        SARIF.Location(
                            physicalLocation: SARIF.PhysicalLocation(
                                artifactLocation: SARIF.ArtifactLocation(
                                    uri: Self.uri(problem.source?.file ?? subject.rawPath ?? subject.path)),
                                region: problem.source.map { SARIF.Region(startLine: $0.line, startColumn: $0.column) }))
                    ],
                    properties: SARIF.Properties(
                        severity: problem.severity.rawValue, faceIndex: subject.faceIndex, instance: subject.instance,
                        font: problem.source == nil ? nil : subject.path))
            }
        }
        let driver = SARIF.Driver(name: "fontprobe", version: FontProbeVersion.current, rules: rules.map(Self.descriptor))
        return try JSONReporter.encoded(
            SARIF.Log(
                schema: Self.schema, version: "2.1.0", runs: [SARIF.Run(tool: SARIF.Tool(driver: driver), results: results)]))
    }

    private static func descriptor(_ rule: Rule) -> SARIF.ReportingDescriptor {
        SARIF.ReportingDescriptor(
            id: rule.id,
            name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: SARIF.Text(text: rule.title), fullDescription: SARIF.Text(text: rule.explanation),
            help: SARIF.Text(text: rule.explanation),
            defaultConfiguration: SARIF.Configuration(
                level: level(rule.severity), enabled: rule.isEnabledByDefault ? nil : false))
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A relative URI reference for a relative path, a `file://` URI for an absolute one; each
    /// component percent-encoded byte by byte, `:` too, so that no first component reads as a
    /// scheme; a byte of a name that is not UTF-8 (docs/fonts.md#file-names) is that byte, `%E9`,
    /// so the URI names the file itself.
    static func uri(_ path: String) -> String {
        // RFC 3986 unreserved characters and the sub-delimiters a path segment may hold, less `;`.
        let allowed = Set(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,=@".utf8)
        var encoded = ""
        for byte in FileName.bytes(path) {
            if byte == UInt8(ascii: "/") || allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return path.hasPrefix("/") ? "file://\(encoded)" : encoded
    }
}

/// The parts of SARIF 2.1.0 that fontprobe writes, named as the standard names them.
enum SARIF {
    struct Log: Encodable, Sendable {
        var schema: String
        var version: String
        var runs: [Run]

        private enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable, Sendable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable, Sendable { var driver: Driver }

    struct Driver: Encodable, Sendable {
        var name: String
        var version: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable, Sendable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    /// The rule's default level, and `enabled: false` for a rule that runs only when turned on
    /// (SARIF 2.1.0, reportingConfiguration; `true`, the default, is left out).
    struct Configuration: Encodable, Sendable {
        var level: String
        var enabled: Bool?
    }

    struct Text: Encodable, Sendable { var text: String }

    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var properties: Properties
    }

    struct Location: Encodable, Sendable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        /// The line and column, for a location in a text file; left out for a font.
        var region: Region?
    }

    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int
    }

    struct ArtifactLocation: Encodable, Sendable { var uri: String }

    /// `faceIndex` for a face (0 for a single font); left out for a file that could not be read.
    struct Properties: Encodable, Sendable {
        var severity: String
        var faceIndex: Int?
        /// The instance of a variable face other than the default (`Black`); left out otherwise.
        var instance: String?
        /// The font a problem located in `fontprobe.yml` or the design tokens is about; left out
        /// for a problem located at its font.
        var font: String?
    }
}
