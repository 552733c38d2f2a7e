import Foundation
import Testing

@testable import FontProbe
@testable import FontProbeTestSupport

/// The pipelines run in this process, through the library's entry points, as the CLI runs them
/// (docs/architecture.md#the-layers): a report, the lines for stderr and the exit status.
struct EntryPointTests {
    /// The audit of one fixture: its family as fontTools reads it (tables.json), nothing on stderr.
    @Test func auditRunsInProcess() async throws {
        let font = Repository.font("FPAudit-Regular.ttf")
        let run = AuditRun(
            paths: [font], pointSize: 17, scales: [2, 3], rules: RuleSettings(), characters: .default, jobs: 1,
            format: .json)
        let outcome = await run.run()
        #expect(outcome.status == .success)
        #expect(outcome.diagnostics.isEmpty)
        let report = try #require(outcome.report)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["familyName"] as? String } == [FontToolsReading.all["FPAudit-Regular.ttf"]?.familyName])
    }

    /// A run that stops early has no report: a missing configuration is one error and exit 66.
    @Test func checkWithoutAConfigurationStops() async {
        let outcome = await CheckRun(configurationPath: "/nonexistent/fontprobe.yml", format: .text, jobs: 1).run()
        #expect(outcome.report == nil)
        #expect(outcome.status == .noInput)
        #expect(
            outcome.diagnostics == [
                Diagnostic(
                    .error,
                    "there is no configuration '/nonexistent/fontprobe.yml'; run `fontprobe init` to write one, or give --config")
            ])
    }
}

/// audit's progress line, as the command line draws it on a terminal, by hand: 40 of 100 files in
/// 0.2 s is 200 files/s, the other 60 take 0.3 s, shown as about 1 s; before 0.2 s no rate.
struct ProgressLineTests {
    @Test func rateAndTimeLeft() {
        #expect(progressLine(done: 40, total: 100, elapsed: 0.1) == "auditing: 40/100 files")
        #expect(progressLine(done: 40, total: 100, elapsed: 0.2) == "auditing: 40/100 files, 200 files/s, about 1 s left")
        #expect(progressLine(done: 100, total: 100, elapsed: 1) == "auditing: 100/100 files, 100 files/s")
    }
}
