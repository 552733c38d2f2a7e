import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A report kept in the runs it was written in reads, compares and writes as the bytes they join to.
struct ReportBytesTests {
    @Test func runsReadAsTheirBytesInOrder() {
        let report = ReportBytes(runs: [Data("ab".utf8), Data(), Data("c".utf8), Data("defg".utf8)])
        #expect(report.regions.count == 3)  // the empty run is dropped
        #expect(report.count == 7)
        #expect(String(decoding: report.bytes, as: UTF8.self) == "abcdefg")
        #expect((0..<7).map { report[$0] } == Array("abcdefg".utf8))
        #expect(report == ReportBytes("abcdefg".utf8))
        #expect(report != ReportBytes("abcdefh".utf8))
        #expect(ReportBytes([UInt8]()).isEmpty && ReportBytes([UInt8]()).regions.isEmpty)
    }

    /// The audit JSON of the fixtures, written in parts on every processor, is written out (through
    /// `DataProtocol`, as a file or stdout is) as exactly the bytes `JSONEncoder` gives.
    @Test func auditJSONWrittenFromItsRunsIsJSONEncodersDocument() async throws {
        let paths = JSONFastPathTests.paths
        let (faces, errors) = await FontReader(jobs: 2).readConcurrently(paths)
        let report = AuditReport(
            fileCount: paths.count, faces: faces, errors: errors, skipped: [], pointSize: 17, scales: [2, 3])
        let bytes = JSONReporter().renderBytes(report)
        #expect(bytes.regions.count > 2)
        let document = MetricsJSON.Document(fonts: report.faces.map(AuditJSON.face), members: AuditJSON.Members(report))
        let expected = Data(try JSONReporter.encoded(document).utf8)

        // The runs of a report that is gone still read its bytes: each keeps the parts' memory it
        // reads alive, which the allocations after would otherwise reuse.
        let runs = { JSONReporter().renderBytes(report).regions }()
        let reused = (0..<64).map { _ in [UInt8](repeating: 0xAB, count: 1 << 16) }
        #expect(reused.count == 64)
        #expect(runs.reduce(into: Data()) { $0.append($1) } == expected)

        let file = try TemporaryDirectory().file("audit.json", contents: Data())
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: bytes)
        try handle.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == expected)
    }
}
