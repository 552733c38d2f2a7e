import Testing

@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// What `check` keeps of each face to the end of a run, counted in arrays and elements of storage,
/// never in time or the process's memory: 100,000 fonts held some 10 KB a face
/// (docs/security.md#many-fonts).
struct CheckReportStorageTests {
    /// `count` faces `Fonts/F<i>.ttf`, each its own PostScript name, audited as check audits them.
    static func run(_ count: Int, sizes: String) throws -> (audited: [AuditReport.Entry], report: CheckReport) {
        let files = (0..<count).map { index in
            FontSelection.File(path: "Fonts/F\(index).ttf", relativePath: "Fonts/F\(index).ttf", absolutePath: "/p/F\(index).ttf")
        }
        let configuration = try CheckConfiguration(yaml: "fonts: Fonts\nsizes: \(sizes)\nscales: [2, 3]\nbaseline: false\n")
        let checker = Checker(configuration: configuration, configurationPath: "fontprobe.yml", files: files)
        let faces = (0..<count).map { index in
            var metrics = FontMetrics.literal(family: "F", unitsPerEm: 1000, hhea: (800, -200, 0))
            metrics.postScriptName = "F-\(index)"
            return FontFace(path: "Fonts/F\(index).ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        }
        let audited = faces.map(checker.auditor.audit)
        return (audited, checker.report(audited: audited, faces: faces, errors: [], baseline: .disabled))
    }

    /// The first address of each array of rows.
    static func buffers(_ rows: [[MetricsReport.Row]]) -> Set<UnsafeRawPointer?> {
        Set(rows.map { $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } })
    }

    /// With one size (17 pt at @2x and @3x: 2 rows), the report's face keeps the audit's rows: 100
    /// faces keep 100 arrays of rows, not 200.
    @Test func oneSizeKeepsOneArrayOfRowsAFace() throws {
        let (audited, report) = try Self.run(100, sizes: "[17]")
        let auditRows = audited.compactMap { entry -> [MetricsReport.Row]? in
            guard case .face(let face) = entry else { return nil }
            return face.metrics.rows
        }
        let reportRows = report.subjects.compactMap { $0.metrics?.rows }
        #expect(reportRows.count == 100)
        #expect(reportRows.allSatisfy { $0.map(\.metrics.pointSize) == [17, 17] && $0.map(\.label.scale) == [2, 3] })
        #expect(Self.buffers(auditRows + reportRows).count == 100)
    }

    /// Two sizes: the report's rows are its own, 2 sizes × 2 scales, 12 pt first as configured.
    @Test func twoSizesKeepEveryRow() throws {
        let (_, report) = try Self.run(3, sizes: "[12, 17]")
        #expect(
            report.subjects.map { $0.metrics?.rows.map(\.metrics.pointSize) } == Array(repeating: [12, 12, 17, 17], count: 3))
    }

    /// A face's outcomes keep room for at most four more than they have (what the report may add
    /// after the rules: app, styles, baseline), not the double that growing one at a time left.
    @Test func outcomesKeepLittleRoom() throws {
        let (_, report) = try Self.run(10, sizes: "[17]")
        for subject in report.subjects {
            #expect(subject.outcomes.capacity - subject.outcomes.count <= 4, "\(subject.outcomes.capacity)")
        }
    }
}
