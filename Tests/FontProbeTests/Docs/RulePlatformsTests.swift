import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A rule that speaks only for iOS is info when iOS is not listed, and says where it would matter
/// (docs/commands/audit.md#platforms; #48: `--platform android` raised the cap-height rules). Which
/// rules speak for iOS alone is the rules table's "speaks for" column (RuleTableTests holds each
/// rule's declaration to it).
struct RulePlatformsTests {
    static func report(_ platforms: Set<Platform>, rules: [String: RuleSettings.Setting] = [:]) async -> AuditReport {
        let paths = try! FileManager.default.contentsOfDirectory(atPath: Repository.fonts.path)
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.sorted().map { Repository.font($0) }
        let read = await FontReader().readConcurrently(paths)
        return AuditReport(
            fileCount: paths.count, faces: read.faces, errors: read.errors, pointSize: 17, scales: [2, 3],
            rules: RuleSettings(rules, platforms: platforms))
    }

    @Test func iOSOnlyRulesAreInfoWithoutIOS() async throws {
        let rows = try RuleTableTests.rows()
        let iOSOnly = Set(rows.filter { $0.platforms == "iOS" }.map(\.id))
        #expect(iOSOnly.contains("cap-height-mismatch") && iOSOnly.contains("cap-line-misses-ink"))
        let (ios, android) = (await Self.report([.ios]), await Self.report([.android]))
        var (lowered, oneFace) = (0, 0)
        for (a, b) in zip(ios.faces, android.faces) {
            #expect(a.path == b.path)
            for finding in a.findings where iOSOnly.contains(finding.rule.id) {
                let other = b.findings.first { $0.rule == finding.rule }
                // Two files of one PostScript name that differ only in what iOS reads are one face for
                // the platforms listed (#48): without iOS, no finding at all.
                if finding.rule.id == "duplicate-postscript-name" && other == nil
                    && finding.message.contains("which differs in what iOS reads")
                {
                    oneFace += 1
                    continue
                }
                if finding.severity > .info {
                    lowered += 1
                    #expect(other?.severity == .info, "\(a.path) \(finding.rule.id)")
                    #expect(other?.message == finding.message + " (it matters on iOS, which platforms: does not list)")
                } else {
                    #expect(other?.severity == .info && other?.message == finding.message)
                }
            }
            // No finding of an iOS-only rule is above info without iOS.
            #expect(!b.findings.contains { iOSOnly.contains($0.rule.id) && $0.severity > .info }, "\(b.path)")
        }
        // The fixtures hold cap-height-mismatch and cap-line-misses-ink warnings (FP Audit's 700 against 740).
        #expect(lowered >= 2)
        // With iOS listed beside Android, they stay warnings.
        let both = await Self.report([.ios, .android])
        #expect(
            both.faces.flatMap(\.findings).filter { iOSOnly.contains($0.rule.id) && $0.severity > .info }.count
                == lowered + oneFace)
    }

    /// A severity set under `rules:` still applies, as for typo-metrics-without-stat.
    @Test func aConfiguredSeverityStands() async throws {
        let report = await Self.report([.android], rules: ["cap-height-mismatch": .severity(.error)])
        let findings = report.faces.flatMap(\.findings).filter { $0.rule == .capHeightMismatch }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .error })
    }
}
