import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe audit`: every face of every font under `paths`, audited, as one report
/// (docs/commands/audit.md).
public struct AuditRun: Sendable {
    /// Font files and directories to search.
    public var paths: [String]
    /// A file listing more paths (`-` for stdin), and whether it separates them with NUL bytes.
    public var filesFrom: String?
    public var nullSeparated = false
    /// The point size of the metrics rows and of pixel counts in findings.
    public var pointSize: Double
    /// The screen scales of the rows and of the ink checks.
    public var scales: [Double]
    /// The rules' severities, and the characters the product sets (`nil`: none): their ink is
    /// measured when glyphs-outside-line-box runs, and those a list names are looked up in each
    /// cmap when missing-characters runs.
    public var rules: RuleSettings
    public var characters: CharacterRanges?
    /// The instances of a variable font to audit.
    public var instances: InstanceSelection = .defaultAndMovingNamed
    /// How many files are read at once.
    public var jobs: Int
    public var format: AuditFormat
    /// Whether the text report may be coloured, and the terminal width it is fitted to.
    public var color = false
    public var width: Int?

    public init(
        paths: [String], pointSize: Double, scales: [Double], rules: RuleSettings, characters: CharacterRanges?,
        jobs: Int, format: AuditFormat
    ) {
        self.paths = paths
        self.pointSize = pointSize
        self.scales = scales
        self.rules = rules
        self.characters = characters
        self.jobs = jobs
        self.format = format
    }

    /// Runs the audit, telling `progress` how reading the fonts goes.
    public func run(progress: (any ReadProgress)? = nil) async -> RunOutcome {
        // `jobs` bounds the threads of the whole run, not only of reading (Workers).
        await Workers.$limit.withValue(jobs) {
            await RunLog.outcome { log throws(ExitStatus) in try await audit(log, progress: progress) }
        }
    }

    private func audit(_ log: RunLog, progress: (any ReadProgress)?) async throws(ExitStatus) -> (
        report: Data?, status: ExitStatus
    ) {
        let discovery = FontDiscovery(paths: paths + (try listedPaths(log)))
        for skipped in discovery.skipped {
            log.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
        }
        // A directory that could not be listed is an error entry (exit 2), not "no font found".
        guard !discovery.files.isEmpty || !discovery.errors.isEmpty else {
            let sources =
                paths.map { "'\($0)'" }
                + (filesFrom.map { [$0 == "-" ? "the paths listed on stdin" : "the paths listed in '\($0)'"] } ?? [])
            log.error("no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in \(sources.joined(separator: ", "))")
            guard format != .text else { throw .noInput }
            // A script reading the report gets one, with no faces (docs/commands/audit.md#exit-codes).
            let empty = AuditReport(
                fileCount: 0, faces: [], errors: [], skipped: discovery.skipped, pointSize: pointSize, scales: scales)
            return (try log.rendered { try format.reporter().render(empty) }, .noInput)
        }
        let pictureScale = scales.max() ?? 3
        let selection = instances
        await progress?.started(files: discovery.files.count)
        let pictures = SpecimenImages(html: format == .html, pointSize: pointSize, scale: pictureScale)
        // Each face is drawn and audited by the worker that read it; only the rules that compare
        // faces wait for all of them.
        let (drawing, auditor) = (pictures.drawing, AuditReport.FaceAuditor(pointSize: pointSize, scales: scales, rules: rules))
        let read = await FontReader(jobs: jobs).readConcurrently(
            discovery.files, instances: { _ in selection },
            characters: rules.severity(of: .glyphsOutsideLineBox) == nil ? nil : characters,
            coverage: rules.severity(of: .missingCharacters) == nil ? nil : characters?.lookedUp,
            raster: pictures.rasterRequest,
            each: { face in
                let (drawn, picture) = drawing(face)
                return (drawn, (picture: picture, entry: auditor.audit(drawn)))
            }
        ) { await progress?.fileRead() }
        // Faces that share a PostScript name are compared by their glyphs: those not measured are now.
        let ink =
            rules.severity(of: .duplicatePostScriptName) == nil
            ? [:]
            : await FontReader(jobs: jobs).inkOfSharedNames(
                read.faces.map(\.face), instances: { _ in selection },
                characters: rules.severity(of: .glyphsOutsideLineBox) == nil ? nil : characters)
        await progress?.finished()
        let report = AuditReport(
            fileCount: discovery.files.count, audited: read.faces.map { $0.made.entry.measured(ink) },
            errors: discovery.errors + read.errors, skipped: discovery.skipped, auditor: auditor)
        for error in report.readErrors {
            log.error(error.description)
        }
        let specimens = format == .html ? pictures.specimens(read.faces.map { ($0.face, $0.made.picture) }) : .none
        let rendered = try log.rendered {
            try format.reporter(color: color, width: width, specimens: specimens).renderBytes(report)
        }
        return (rendered, ExitStatus.forReadErrors(report.readErrors))
    }

    /// The paths of ``filesFrom`` (``RunLog/listedPaths(_:nullSeparated:)``).
    private func listedPaths(_ log: RunLog) throws(ExitStatus) -> [String] {
        try log.listedPaths(filesFrom, nullSeparated: nullSeparated)
    }
}

/// Two audits are equal when they read the same files the same way and report alike (the
/// command line's two readings are compared by this).
extension AuditRun: Equatable {}
