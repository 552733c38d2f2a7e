import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe check`: the fonts `fontprobe.yml` names, against its rules, expectations, baseline
/// lockfile and app (docs/commands/check.md).
public struct CheckRun: Sendable {
    /// The configuration file.
    public var configurationPath: String
    /// Write the baseline lockfile from the fonts as they are, instead of comparing with it.
    public var updateBaseline = false
    /// Compare and list the history columns too (`capInsetArticle`, `capInsetNaive`), whose drift
    /// follows from values always compared (docs/commands/check.md#drift).
    public var history = false
    public var format: CheckFormat
    /// How many files are read at once.
    public var jobs: Int
    /// Whether the text report may be coloured.
    public var color = false
    /// How whoever runs check updates the lockfile, as its messages say it: `fontprobe check
    /// --update-baseline` unless the package plugin, which runs check for its users, names its own
    /// in ``environment``.
    public var updateCommand = CheckReport.defaultUpdateCommand
    /// The environment check runs in: `FONTPROBE_UPDATE_BASELINE_COMMAND`, when set, is the
    /// ``updateCommand`` (docs/commands/check.md#in-a-swift-package), read as a name is
    /// (docs/security.md#names).
    public var environment: [String: String] = [:]

    public init(configurationPath: String, format: CheckFormat, jobs: Int) {
        self.configurationPath = configurationPath
        self.format = format
        self.jobs = jobs
    }

    public func run() async -> RunOutcome {
        // `jobs` bounds the threads of the whole run, not only of reading (Workers).
        await Workers.$limit.withValue(jobs) {
            await RunLog.outcome { log throws(ExitStatus) in
                var run = self
                run.updateCommand = try Self.updateCommand(in: environment, else: updateCommand, log)
                return try await run.check(log)
            }
        }
    }

    /// The name of the variable through which the package plugin says how it updates the lockfile.
    static let updateCommandVariable = "FONTPROBE_UPDATE_BASELINE_COMMAND"

    /// ``updateCommandVariable`` of `environment` when it is set and not empty, else `fallback`.
    /// Exits 64 when it is longer than ``NameBound/environmentValue``: every message that names it
    /// repeats it. What it holds is shown as every name is, escaped by each report's format.
    static func updateCommand(
        in environment: [String: String], else fallback: String, _ log: RunLog
    ) throws(ExitStatus) -> String {
        guard let value = environment[updateCommandVariable], !value.isEmpty else { return fallback }
        if let problem = NameBound.environmentValue.problem(value) {
            log.error("\(updateCommandVariable): \(problem)")
            throw .usage
        }
        return value
    }

    private func check(_ log: RunLog) async throws(ExitStatus) -> (report: Data?, status: ExitStatus) {
        let configuration = try Self.load(configurationPath, log)
        let directory = CheckConfiguration.directory(of: configurationPath)
        // Where the lockfile is, checked before any font is read: inside the configuration's
        // directory tree, or a mistake in the file (docs/commands/check.md#where-the-lockfile-may-be).
        let selection = FontSelection(patterns: configuration.fonts, directory: directory)
        var baselineFile: String?
        var baselineProblems: [ConfigurationProblem] = []
        do {
            baselineFile = try configuration.baselineFile(
                directory: directory, configurationFile: configurationPath, fontFiles: selection.files.map(\.path),
                writing: updateBaseline)
        } catch {
            baselineProblems = error.problems
        }
        for skipped in selection.skipped {
            log.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
        }
        var checker = Checker(configuration: configuration, configurationPath: configurationPath, files: selection.files)
        checker.updateCommand = updateCommand
        checker.showsHistory = history
        // A glob that matches nothing is a mistake in the file; a missing path is missing input.
        let mistakes =
            baselineProblems + selection.unmatched + (selection.missing.isEmpty ? checker.unmatchedExpectations : [])
        if !mistakes.isEmpty {
            mistakes.forEach { log.error($0.description(file: configurationPath)) }
            throw .usage
        }
        selection.missing.forEach { log.error($0.description(file: configurationPath)) }
        guard !selection.files.isEmpty || !selection.errors.isEmpty else {
            log.error("\(configurationPath): no font files matched")
            throw .noInput
        }
        if updateBaseline && configuration.baseline == nil {
            log.error("\(configurationPath): baseline is false, so there is no baseline to update")
            throw .usage
        }
        var baseline = try baselineState(configuration, file: baselineFile, directory: directory, update: updateBaseline, log)
        // The app's UIAppFonts, read before any font too (docs/commands/check.md#the-apps-fonts).
        checker.appFonts = try Self.appFonts(configuration, directory: directory, log)

        // The HTML report's pictures are at the first configured size and the largest scale.
        let (pictureSize, pictureScale) = (configuration.sizes.first ?? 17, configuration.scales.max() ?? 3)
        let pictures = SpecimenImages(html: format == .html, pointSize: pictureSize, scale: pictureScale)
        let (faces, audited, readErrors, specimens) = await read(selection.files, configuration, checker, pictures)
        // A text style naming no face read is a mistake in the file, as in `fontprobe swift`, unless
        // the lockfile records its face: then the face was renamed or removed, which is drift.
        (checker.styleFaces, checker.lostStyles) = try Self.checkedStyleFaces(
            configuration.styles, faces: faces, baseline: baseline,
            file: configuration.tokensPath(configurationPath: configurationPath) ?? configurationPath, log)
        // A directory that could not be listed is an error like an unreadable font: its fonts went unchecked.
        let errors = selection.errors + readErrors
        // An expectation for an instance that was not read would pass without checking anything.
        let unmatched = checker.unmatchedInstances(in: faces)
        if !unmatched.isEmpty {
            unmatched.forEach { log.error($0.description(file: configurationPath)) }
            throw .usage
        }
        if case .updating(let path) = baseline, !errors.isEmpty || !selection.missing.isEmpty {
            // A baseline without some of the fonts would later fail them as new; compare instead.
            log.error("did not write \(path): not every configured font could be read")
            baseline = try baselineState(configuration, file: baselineFile, directory: directory, update: false, log)
        }
        // The lockfile before the report: one too large is refused before the report is made.
        if case .updating(let path) = baseline, let baselineFile {
            let count = try Self.writeLockfile(checker.lockfileFaces(of: faces), to: baselineFile, shown: path, log)
            let (sizes, scales) = (Set(configuration.sizes).count, Set(configuration.scales).count)
            log.note(
                "wrote \(path): \(count) face\(count == 1 ? "" : "s") "
                    + "at \(sizes) size\(sizes == 1 ? "" : "s") × \(scales) scale\(scales == 1 ? "" : "s")")
        }
        let report = checker.report(audited: audited, faces: faces, errors: errors, baseline: baseline)
        for error in report.readErrors {
            log.error(error.description)
        }
        let rendered = try log.rendered { try format.reporter(color: color, specimens: specimens).render(report) }

        // The most specific wins, as in `audit`: a missing path, then an unreadable font, then failing checks.
        let readStatus = ExitStatus.forReadErrors(report.readErrors)
        if readStatus == .usage { return (rendered, readStatus) }
        if !selection.missing.isEmpty { return (rendered, .noInput) }
        if readStatus != .success { return (rendered, readStatus) }
        return (rendered, report.passed ? .success : .checkFailed)
    }

    /// What the check keeps of the fonts `files` name, read: each face (its ink measured where
    /// another face shares its PostScript name), its audit alone, the read errors, and the HTML
    /// report's pictures. What the workers returned is let go here, not held beside the report
    /// to the end of the run (docs/security.md#many-fonts).
    private func read(
        _ files: [FontSelection.File], _ configuration: CheckConfiguration, _ checker: Checker, _ pictures: SpecimenImages
    ) async -> (faces: [FontFace], audited: [AuditReport.Entry], errors: [FontReadError], specimens: Specimens) {
        // Keyed by the paths' bytes: the NFC and NFD spellings of a name are two files.
        let instances = Dictionary(
            files.map { (FileName.Key($0.path), configuration.instanceSelection(for: $0)) }, uniquingKeysWith: { a, _ in a })
        // Each face is drawn and audited by the worker that read it, as in `audit`.
        let (drawing, auditor) = (pictures.drawing, checker.auditor)
        let read = await FontReader(jobs: jobs).readConcurrently(
            files.map(\.path), instances: { instances[FileName.Key($0)] ?? .defaultAndMovingNamed },
            characters: configuration.measuredCharacters, coverage: configuration.coverageCharacters,
            raster: pictures.rasterRequest,
            each: { face in
                let (drawn, picture) = drawing(face)
                return (drawn, (picture: picture, entry: auditor.audit(drawn)))
            })
        // Faces that share a PostScript name are compared by their glyphs: those not measured are now.
        let ink = await FontReader(jobs: jobs).inkOfSharedNames(
            read.faces.map(\.face), instances: { instances[FileName.Key($0)] ?? .defaultAndMovingNamed },
            characters: configuration.measuredCharacters)
        return (
            read.faces.map { AuditChecks.measured($0.face, ink: ink) }, read.faces.map(\.made.entry), read.errors,
            pictures.specimens(read.faces.map { ($0.face, $0.made.picture) })
        )
    }

    /// The configuration at `path`. Exits 66 when there is none, 64 when it is wrong.
    static func load(_ path: String, _ log: RunLog) throws(ExitStatus) -> CheckConfiguration {
        // At most one byte past the limit is read, so a huge file costs nothing (docs/commands/check.md#limits).
        let limit = CheckConfiguration.maximumFileSize
        let data: Data
        switch BoundedFile.read(path, limit: limit) {
        case .success(let bytes): data = bytes
        case .failure(.missing):
            log.error("there is no configuration '\(path)'; run `fontprobe init` to write one, or give --config")
            throw .noInput
        case .failure(.notRegular):
            log.error("\(path): not a regular file; a configuration is read only from one")
            throw .usage
        case .failure(.tooLarge):
            log.error("\(path): the file is larger than \(limit / 1024) KiB, the most a configuration may be")
            throw .usage
        case .failure(.unreadable), .failure(.outside):
            log.error("cannot read the configuration '\(path)'")
            throw .noInput
        }
        guard let text = String(data: data, encoding: .utf8) else {
            log.error("\(path): not UTF-8 text")
            throw .usage
        }
        var configuration: CheckConfiguration
        do {
            configuration = try CheckConfiguration(yaml: text)
        } catch {
            error.lines(file: path).forEach { log.error($0) }
            throw .usage
        }
        if let tokens = configuration.tokens {
            configuration.styles = try tokenStyles(tokens, configurationPath: path, log)
        }
        return configuration
    }

    /// The lockfile as configured: to write, read, or missing; `file` is where it is
    /// (``CheckConfiguration/baselineFile(directory:)``). A lockfile that cannot be read exits 64.
    private func baselineState(
        _ configuration: CheckConfiguration, file: String?, directory: String, update: Bool, _ log: RunLog
    ) throws(ExitStatus) -> Checker.BaselineState {
        guard let name = configuration.baseline, let file else { return .disabled }
        let path = FontSelection.join(directory, name)
        if update { return .updating(path: path) }
        // At most one byte past the limit is read (docs/commands/check.md#limits).
        let limit = Baseline.maximumLockfileSize
        let data: Data
        switch BoundedFile.read(file, limit: limit) {
        case .success(let bytes): data = bytes
        case .failure(.missing): return .missing(path: path)
        case .failure(.notRegular):
            log.error("\(path): cannot use this baseline: it is not a regular file")
            throw .usage
        case .failure(.tooLarge):
            log.error(
                "\(path): cannot use this baseline: it is larger than \(limit >> 20) MiB, the most a lockfile may be, "
                    + "so fontprobe did not write it; `\(updateCommand)` replaces it")
            throw .usage
        case .failure(.unreadable), .failure(.outside): return try unreadable(path, log)
        }
        do {
            return .loaded(try Baseline(lockfile: data), path: path)
        } catch {
            log.error(
                "\(path): cannot use this baseline: \(error); run `\(updateCommand)` to write it again")
            throw .usage
        }
    }

    /// The `UIAppFonts` of the Info.plist `app:` names, or `nil` without `app:`. Exits 66 when
    /// the file does not exist or cannot be read, 64 when it is too large or cannot be used.
    static func appFonts(_ configuration: CheckConfiguration, directory: String, _ log: RunLog) throws(ExitStatus) -> AppFonts? {
        guard let app = configuration.app else { return nil }
        let path = FontSelection.join(directory, app.infoPlist)
        // At most one byte past the limit is read, only a regular file, only inside the
        // configuration's directory tree (docs/security.md#files-other-than-fonts).
        let limit = AppFonts.maximumFileSize
        let data: Data
        switch BoundedFile.read(path, limit: limit, inside: directory) {
        case .success(let bytes): data = bytes
        case .failure(.missing):
            log.error("there is no Info.plist '\(path)' (app.infoPlist)")
            throw .noInput
        case .failure(.unreadable):
            log.error("cannot read the Info.plist '\(path)' (app.infoPlist)")
            throw .noInput
        case .failure(.notRegular):
            log.error("\(path): cannot use this Info.plist: it is not a regular file")
            throw .usage
        case .failure(.outside(let real)):
            log.error(
                "\(path): cannot use this Info.plist: it leads out of the configuration's directory through a "
                    + "symbolic link (to '\(FileName.displayed(real))'); the Info.plist must be inside it")
            throw .usage
        case .failure(.tooLarge):
            log.error(
                "\(path): cannot use this Info.plist: it is larger than \(limit / 1024 / 1024) MiB, the most an Info.plist may be"
            )
            throw .usage
        }
        do {
            return try AppFonts(plist: data, path: path)
        } catch {
            log.error("\(path): cannot use this Info.plist: \(error)")
            throw .usage
        }
    }

    private func unreadable(_ path: String, _ log: RunLog) throws(ExitStatus) -> Checker.BaselineState {
        log.error("cannot read the baseline '\(path)'")
        throw .noInput
    }

    /// Writes the lockfile of `faces` to `file` through a temporary copy beside it, renamed into
    /// place, so a failed write never leaves half a baseline; messages name it as `shown`.
    /// Returns how many faces it holds.
    ///
    /// A lockfile larger than `check` reads (``Baseline/maximumLockfileSize``) is not written: the
    /// next `check` would refuse it (docs/commands/check.md#limits). It is given up as soon as its
    /// faces pass the limit, so a run of 100,000 fonts holds at most that much of it.
    static func writeLockfile<Faces: Collection<Baseline.Face>>(
        _ faces: Faces, to file: String, shown: String, _ log: RunLog
    ) throws(ExitStatus) -> Int {
        let limit = Baseline.maximumLockfileSize
        do {
            let bytes = try Baseline.lockfile(faces, count: faces.count, limit: limit)
            // Replaced as a report is (docs/security.md#other-output): whole or not at all,
            // through a temporary file and a rename, its permissions kept.
            try AtomicFile.replace(file, with: bytes)
            return faces.count
        } catch let tooLarge as LockfileTooLarge {
            log.error(
                "did not write \(shown): the lockfile of \(tooLarge.faces) faces would be more than the "
                    + "\(limit >> 20) MiB check reads (its first \(tooLarge.written) faces alone are more); "
                    + "check fewer fonts, sizes or scales")
            throw .usage
        } catch {
            log.error("cannot write the baseline '\(shown)': \(SystemReason.of(error, writing: file))")
            throw .cannotWrite
        }
    }
}
