import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The metrics and audit JSON take a hand-written fast path; here its bytes are compared with
/// `JSONEncoder`'s for the same typed models, on every fixture (and every named instance of the
/// variable ones). Schema v1's keys are held by `JSONSchemaTests`.
struct JSONFastPathTests {
    /// Every fixture file, the malformed corpus too: fonts that give every kind of value, and
    /// inputs that give errors.
    static let paths: [String] = {
        let folders = [Repository.fonts, Repository.root.appendingPathComponent("Fixtures/malformed")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { !$0.hasSuffix(".py") && !$0.hasSuffix(".md") && !$0.hasSuffix(".json") && $0 != "LICENSES" }
                .sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }()

    @Test func metricsDocumentOfEveryFixture() throws {
        #expect(Self.paths.count > 60)
        for path in Self.paths {
            for selection in [InstanceSelection.defaultInstance, .allNamed] {
                let read = FontReader().read([path], instances: selection)
                let report = MetricsReport(faces: read.faces, errors: read.errors, sizes: [11, 17, 33.5], scales: [1, 2, 3])
                let members = MetricsJSON.Members(errors: report.errors)
                let document = MetricsJSON.Document(fonts: report.faces.map(MetricsJSON.face), members: members)
                #expect((try JSONReporter().render(report)) == (try JSONReporter.encoded(document)), "\(path)")
            }
        }
    }

    /// With every platform, the rows carry `android` and `web` (null lines included: a bitmap font's).
    @Test func metricsDocumentWithPlatformsOfEveryFixture() throws {
        for path in Self.paths {
            let read = FontReader().read([path])
            let report = MetricsReport(
                faces: read.faces, errors: read.errors, sizes: [12, 14.5], scales: [1, 2.625], platforms: Set(Platform.allCases))
            let members = MetricsJSON.Members(errors: report.errors)
            let document = MetricsJSON.Document(fonts: report.faces.map(MetricsJSON.face), members: members)
            let fast = try JSONReporter().render(report)
            #expect(fast == (try JSONReporter.encoded(document)), "\(path)")
            #expect(report.faces.isEmpty || (fast.contains("\"android\" : {") && fast.contains("\"web\" : {")), "\(path)")
        }
    }

    @Test func auditDocumentOfEveryFixture() async throws {
        let (faces, errors) = await FontReader(jobs: 2).readConcurrently(Self.paths)
        let report = AuditReport(
            fileCount: Self.paths.count, faces: faces, errors: errors,
            skipped: [SkippedPath(path: "x\u{1}\"\\/é.ttf", reason: "a broken symlink")], pointSize: 17, scales: [2, 3])
        #expect(report.faces.count > 20 && report.failures.count > 20)
        let document = MetricsJSON.Document(fonts: report.faces.map(AuditJSON.face), members: AuditJSON.Members(report))
        #expect((try JSONReporter().render(report)) == (try JSONReporter.encoded(document)))
    }

    /// The audit's bytes as a file gets them (``JSONReporter/renderBytes(_:)``, joined from the
    /// parts written on every processor) are `JSONEncoder`'s document.
    @Test func auditBytesWrittenToAFileAreJSONEncodersDocument() async throws {
        let (faces, errors) = await FontReader(jobs: 2).readConcurrently(Self.paths)
        let report = AuditReport(
            fileCount: Self.paths.count, faces: faces, errors: errors, skipped: [], pointSize: 17, scales: [2, 3])
        let document = MetricsJSON.Document(fonts: report.faces.map(AuditJSON.face), members: AuditJSON.Members(report))
        let expected = Data(try JSONReporter.encoded(document).utf8)
        let file = try TemporaryDirectory().file("audit.json", contents: Data())
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: JSONReporter().renderBytes(report))
        try handle.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == expected)
    }

    /// Keys that come from data (a forged font's axis tags) are escaped and sorted as `JSONEncoder`
    /// escapes and sorts them.
    @Test func dataKeysAsJSONEncoderWritesThem() throws {
        let instance = MetricsJSON.Instance(
            name: "Bold \"x\"",
            coordinates: [
                "wght": 700, "w\"d\\h": 1.5, "\u{1}ab": -2, "GRAD": 0, "é": 3,
                // Sorted by UTF-8 bytes, not by String's Unicode order (which puts "Åx" after "Bxyz").
                "A\u{30A}x": 4, "Bxyz": 5,
            ], isDefault: false)
        let output = JSONOutput(capacity: 256)
        instance.write(into: output, depth: 0)
        output.append("\n")
        #expect(String(decoding: output.bytes, as: UTF8.self) == (try JSONReporter.encoded(instance)))
    }

    /// An empty report: empty arrays, as `JSONEncoder` writes them.
    @Test func emptyDocument() throws {
        let document = MetricsJSON.Document(fonts: [MetricsJSON.Face](), members: MetricsJSON.Members(errors: []))
        let fast = try JSONReporter().render(MetricsReport(faces: [], errors: [], sizes: [17], scales: [3]))
        #expect(fast == (try JSONReporter.encoded(document)))
        #expect(fast == "{\n  \"errors\" : [\n\n  ],\n  \"fonts\" : [\n\n  ],\n  \"schemaVersion\" : 2\n}\n")
    }

    /// A face without an OS/2 table writes `null` for it, as the schema requires.
    @Test func absentTablesAreNull() throws {
        let read = FontReader().read([Repository.font("FPNoOS2-Regular.ttf")])
        let json = try JSONReporter().render(MetricsReport(faces: read.faces, errors: read.errors, sizes: [17], scales: [3]))
        #expect(json.contains("\"os2\" : null"))
    }

    /// Numbers of every kind, written by the fast path's writer and by `JSONEncoder`.
    @Test func numbersAsJSONEncoderWritesThem() throws {
        var generator = SplitMix64(seed: 20261123)
        var values: [Double] = [0, -0.0, 1, -1, 17, 0.5, 1e-7, 1e14, 1e15 - 1, 1e15, 1e16, -4.1005859375, 0.1 + 0.2]
        values += [Double(Int.max), 0x1p53, 0x1p53 + 2, -0x1p52, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for _ in 0..<3000 {
            values.append(
                Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &generator))
                    / [1, 3, 64, 2048][Int.random(in: 0...3, using: &generator)])
            values.append(Double(bitPattern: generator.next()))
        }
        let finite = values.filter(\.isFinite)
        let output = JSONOutput(capacity: 1 << 16)
        output.appendArray(finite, depth: 0) { value, output, _ in output.append(number: value) }
        output.append("\n")
        #expect(String(decoding: output.bytes, as: UTF8.self) == (try JSONReporter.encoded(finite)))
    }
}
