import FontProbeModel

/// Everything `fontprobe audit` reports: one row and its findings per face, the files or faces
/// that gave no row, the paths passed over, and a summary. A plain value; reporters turn it into
/// bytes. Its order depends only on the paths and the fonts, never on the order of reading.
package struct AuditReport: Sendable {
    /// A face with its metrics at the audit size (one row per scale), and its findings.
    package struct Face: Sendable {
        package var metrics: MetricsReport.Face
        package var findings: [Finding]

        package var path: String { metrics.face.path }
    }

    /// A file, or one face of a collection, that gave no row: it could not be read (``error``
    /// is set), or it was read but has no usable vertical metrics (``face`` is set).
    package struct Failure: Sendable {
        package var path: String
        package var faceIndex: Int?
        /// Why the file or face could not be read.
        package var error: FontReadError?
        /// The face that was read but cannot be laid out.
        package var face: FontFace?
        package var findings: [Finding]

        /// One line for people: the read error, or the first finding.
        package var message: String {
            error?.description ?? "'\(path)' (face \(faceIndex ?? 0)): \(findings.first?.message ?? "")"
        }
    }

    /// Counts for the summary line and the JSON `summary`.
    package struct Summary: Sendable {
        /// Font files read (or tried).
        package var files: Int
        /// Faces read, with a row or without one.
        package var faces: Int
        /// Files and faces that could not be read.
        package var unreadable: Int
        /// Paths passed over while searching directories.
        package var skipped: Int
        /// Findings by severity; every severity is present.
        package var bySeverity: [Severity: Int]
        /// Findings by rule, with the severity they were reported at, most severe first, then in
        /// catalogue order; only rules with findings.
        package var byRule: [(rule: Rule, severity: Severity, count: Int)]
    }

    /// The point size of every row, and of the pixel counts in findings.
    package var pointSize: Double
    /// The screen scales of each face's rows, in the order asked for; findings count pixels at
    /// the largest (the densest screen, where a font unit is the most pixels).
    package var scales: [Double]
    /// The faces with a row, by path (UTF-8 byte order), then face index.
    package var faces: [Face]
    /// The files and faces without a row, in the same order.
    package var failures: [Failure]
    /// Paths the directory search passed over, by path.
    package var skipped: [SkippedPath]
    package var summary: Summary

    /// Runs the rules `rules` turns on over the faces read from `fileCount` files.
    package init(
        fileCount: Int, faces: [FontFace], errors: [FontReadError], skipped: [SkippedPath] = [], pointSize: Double,
        scales: [Double], rules: RuleSettings = .default
    ) {
        let auditor = FaceAuditor(pointSize: pointSize, scales: scales, rules: rules)
        self.init(fileCount: fileCount, audited: faces.map(auditor.audit), errors: errors, skipped: skipped, auditor: auditor)
    }

    /// The report of faces each already audited alone by `auditor` (``FaceAuditor/audit(_:)``, in
    /// any order), with the rules that compare faces run over them here.
    package init(
        fileCount: Int, audited: [Entry], errors: [FontReadError], skipped: [SkippedPath] = [], auditor: FaceAuditor
    ) {
        let (checks, rules) = (auditor.checks, auditor.rules)
        var rows: [Face] = []
        var failures: [Failure] = []
        // Sorted by index, each key read once: comparing the entries themselves copied two large
        // values per comparison (building the bench corpus's report took 15.2 M instructions
        // with that, 12.9 M without; callgrind, docs/benchmark.md#profiles).
        let positions = audited.map(\.position)
        let order = positions.indices.sorted { Self.precedes(positions[$0], positions[$1]) }
        rows.reserveCapacity(audited.count)
        for entry in order.lazy.map({ audited[$0] }) {
            switch entry {
            case .face(let face): rows.append(face)
            case .failure(let failure): failures.append(failure)
            }
        }
        let family = checks.familyFindings(rows.map(\.metrics))
        for (index, findings) in family {
            rows[index].findings = rules.apply(rows[index].findings + findings)
        }
        for error in errors {
            failures.append(
                Failure(
                    path: error.path, faceIndex: error.faceIndex, error: error,
                    findings: rules.apply([checks.finding(for: error)])))
        }
        failures.sort { Self.precedes(($0.path, $0.faceIndex ?? -1), ($1.path, $1.faceIndex ?? -1)) }

        self.pointSize = auditor.pointSize
        self.scales = auditor.scales
        self.faces = rows
        self.failures = failures
        self.skipped = skipped.sorted { $0.path.precedesInUTF8Order($1.path) }

        let all = rows.flatMap(\.findings) + failures.flatMap(\.findings)
        // Counted in one pass, by rule and severity.
        var counts: [Rule: [Severity: Int]] = [:]
        for finding in all { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        summary = Summary(
            files: fileCount,
            faces: rows.count + failures.filter { $0.face != nil }.count,
            unreadable: failures.filter { $0.error != nil }.count,
            skipped: skipped.count,
            bySeverity: Dictionary(
                uniqueKeysWithValues: Severity.allCases.map { s in (s, all.filter { $0.severity == s }.count) }),
            byRule: Rule.all.flatMap { rule in
                Severity.allCases.compactMap { severity in counts[rule]?[severity].map { (rule, severity, $0) } }
            }
            .sorted { $0.severity > $1.severity }
        )
    }

    /// The rules that look at one face at a time, at an audit's size and scales: a pure function
    /// of the face, so the workers that read the faces run it as each is read (`fontprobe audit`
    /// spent a tenth of its time running them one face after another once all were read).
    package struct FaceAuditor: Sendable {
        package let pointSize: Double
        package let scales: [Double]
        package let rules: RuleSettings
        let checks: AuditChecks

        package init(pointSize: Double, scales: [Double], rules: RuleSettings = .default) {
            (self.pointSize, self.scales, self.rules) = (pointSize, scales, rules)
            checks = AuditChecks(
                pointSize: pointSize, scale: AuditReport.findingScale(scales), scales: scales, platforms: rules.platforms)
        }

        /// `face`'s row at the audit's size and its findings; a failure when it has no usable
        /// vertical metrics.
        package func audit(_ face: FontFace) -> Entry {
            let findings = rules.apply(checks.findings(for: face.metrics))
            guard let resolved = face.metrics.resolved else {
                return .failure(Failure(path: face.path, faceIndex: face.faceIndex, face: face, findings: findings))
            }
            let sized = MetricsReport.Row.rows(resolved, pointSize: pointSize, scales: scales)
            return .face(Face(metrics: MetricsReport.Face(face: face, resolved: resolved, rows: sized), findings: findings))
        }
    }

    /// One line of a report: a face with a row, or a file or face without one.
    package enum Entry: Sendable {
        case face(Face)
        case failure(Failure)

        /// The file, the face's index (`nil` for a file that could not be read at all) and the
        /// findings: what the reports with locations place.
        package var located: (path: String, faceIndex: Int?, findings: [Finding]) {
            switch self {
            case .face(let face): (face.path, face.metrics.face.faceIndex, face.findings)
            case .failure(let failure): (failure.path, failure.faceIndex, failure.findings)
            }
        }

        /// The face's path and index, by which entries are put in report order.
        var position: (path: String, index: Int) {
            switch self {
            case .face(let face): (face.path, face.metrics.face.faceIndex)
            case .failure(let failure): (failure.path, failure.faceIndex ?? -1)
            }
        }
    }

    /// ``faces`` and ``failures`` merged in report order: path, then face index (a whole file
    /// before its faces).
    package var entries: [Entry] {
        var merged: [Entry] = []
        merged.reserveCapacity(faces.count + failures.count)
        var (f, e) = (faces[...], failures[...])
        while let face = f.first, let failure = e.first {
            if Self.precedes((failure.path, failure.faceIndex ?? -1), (face.path, face.metrics.face.faceIndex)) {
                merged.append(.failure(e.removeFirst()))
            } else {
                merged.append(.face(f.removeFirst()))
            }
        }
        return merged + f.map(Entry.face) + e.map(Entry.failure)
    }

    /// The scale of the pixel counts in findings: the largest of ``scales``.
    package var findingScale: Double { Self.findingScale(scales) }

    private static func findingScale(_ scales: [Double]) -> Double { scales.max() ?? 3 }

    /// The read errors, for the exit code and stderr.
    package var readErrors: [FontReadError] { failures.compactMap(\.error) }

    /// Path in UTF-8 byte order (the same whatever the locale), then face index.
    /// Paths are compared by their bytes: the NFC and NFD spellings of a name are two paths
    /// (docs/fonts.md#file-names).
    package static func precedes(_ a: (path: String, index: Int), _ b: (path: String, index: Int)) -> Bool {
        FileName.same(a.path, b.path) ? a.index < b.index : a.path.precedesInUTF8Order(b.path)
    }
}
