import FontProbeModel

/// Runs a configuration's checks on faces already read: the audit rules with the
/// configuration's settings, the expectations, and the comparison with the baseline.
/// Pure: reading fonts and files is the caller's.
package struct Checker: Sendable {
    package var configuration: CheckConfiguration
    /// The configuration file as given (`fontprobe.yml`, `brand/fontprobe.yml`).
    package var configurationPath: String
    /// The files the configuration selected.
    package var files: [FontSelection.File]
    /// The app's `UIAppFonts`, read from the Info.plist `app:` names; `nil` without `app:`.
    package var appFonts: AppFonts?
    /// Each text style with the face it names, found once by the caller
    /// (``CheckConfiguration/Style/face(in:)``), for the `style` checks.
    package var styleFaces: [(style: CheckConfiguration.Style, face: FontFace)] = []
    /// Text styles whose face the lockfile records and no face read has any more, which fail at
    /// the style (``addingLostStyles(to:faces:)``).
    package var lostStyles: [LostStyle] = []
    /// How whoever runs check updates the lockfile, for the messages that say so:
    /// ``CheckReport/defaultUpdateCommand``, or the package plugin's own spelling.
    package var updateCommand = CheckReport.defaultUpdateCommand
    /// Compare the history numbers too (``MetricsReport/Row/Number/historyNumbers``): `check --history`.
    package var showsHistory = false

    package init(
        configuration: CheckConfiguration, configurationPath: String, files: [FontSelection.File], appFonts: AppFonts? = nil
    ) {
        self.configuration = configuration
        self.configurationPath = configurationPath
        self.files = files
        self.appFonts = appFonts
    }

    /// What the baseline holds for this run.
    package enum BaselineState: Sendable {
        /// `baseline: false`.
        case disabled
        /// The lockfile does not exist yet.
        case missing(path: String)
        /// The lockfile, read.
        case loaded(Baseline, path: String)
        /// This run writes the lockfile instead of comparing with it.
        case updating(path: String)
    }

    /// Expectation and instance globs that match none of ``files``: mistakes in the configuration.
    package var unmatchedExpectations: [ConfigurationProblem] {
        (configuration.expectations.flatMap(\.fonts) + configuration.instances.map(\.fonts)).compactMap { pattern in
            let glob = GlobPattern(pattern.pattern)
            return files.contains { $0.matches(glob) }
                ? nil
                : pattern.problem("'\(pattern.pattern)' matches none of the fonts being checked")
        }
    }

    /// Entries of an expectation's `instances` that name no instance of the faces read from the
    /// files the expectation applies to: mistakes in the configuration, found once the fonts are read.
    package func unmatchedInstances(in faces: [FontFace]) -> [ConfigurationProblem] {
        let byPath = filesByPath
        return configuration.expectations.flatMap { expectation -> [ConfigurationProblem] in
            let matching = faces.filter { face in
                guard let file = byPath[FileName.Key(face.path)] else { return false }
                return expectation.fonts.contains { file.matches(GlobPattern($0.pattern)) }
            }
            return (expectation.instances ?? []).enumerated().compactMap { index, item in
                matching.contains { CheckConfiguration.Expectation.names(item, $0.variation?.instance) }
                    ? nil
                    : ConfigurationProblem(
                        keyPath: "\(expectation.keyPath).instances[\(index)]",
                        message: "'\(item)' names no instance checked of the fonts this expectation applies to; "
                            + "add it under the top-level instances:")
            }
        }
    }

    /// Checks `faces` and reports `errors` (both as `FontReader` returned them).
    package func report(faces: [FontFace], errors: [FontReadError], baseline: BaselineState) -> CheckReport {
        report(audited: faces.map(auditor.audit), faces: faces, errors: errors, baseline: baseline)
    }

    /// What audits each face alone for the check: the configured rules at the first configured
    /// size and the scales, but duplicate-postscript-name, which the check reports with the paths
    /// as configured, once per face. Each face can be audited by it as soon as it is read, in the
    /// worker that read it, as `audit` does.
    package var auditor: AuditReport.FaceAuditor {
        var rules = configuration.rules
        rules.byRule[Rule.duplicatePostScriptName.id] = .off
        return AuditReport.FaceAuditor(pointSize: configuration.sizes.first ?? 17, scales: configuration.scales, rules: rules)
    }

    /// ``report(faces:errors:baseline:)`` with each face already audited by ``auditor`` (`audited`,
    /// in any order; `faces` the same faces).
    package func report(
        audited: [AuditReport.Entry], faces: [FontFace], errors: [FontReadError], baseline: BaselineState
    ) -> CheckReport {
        let configuration = configuration
        let audit = AuditReport(fileCount: files.count, audited: audited, errors: errors, auditor: auditor)
        let byPath = filesByPath
        let rawPaths = Dictionary(
            files.map { (FileName.Key(FileName.displayed($0.path)), $0.path) }, uniquingKeysWith: { a, _ in a })
        let postScriptNames = SharedPostScriptNames(faces, byPath: byPath, checks: auditor.checks)
        let (filesByName, listed) = (filesByFileName, listedFileNames)
        let paths = Set(files.map { FileName.Key($0.path) })
        let comparison = comparison(baseline, faces: faces)
        let baselinePath = comparison.path
        var driftsByFace = comparison.faces
        // The baseline's faces by path, for the files that cannot be read: filtering every face of the
        // baseline for each of them was quadratic in a run of unreadable files.
        let driftedByPath = Dictionary(grouping: driftsByFace.keys) { FileName.Key($0.path) }
        let stylesByFace = Dictionary(grouping: styleFaces) { Self.styleKey($0.face) }

        var subjects: [CheckReport.Subject] = []
        // Room for every subject at once: a subject holds its face's metrics, and growing by doubling
        // kept up to twice the room, and both buffers while copying (docs/security.md#many-fonts).
        subjects.reserveCapacity(audited.count + errors.count + driftsByFace.count + 2)
        for entry in audit.entries {
            switch entry {
            case .face(let face):
                let file = byPath[FileName.Key(face.path)]
                let key = FaceKey(
                    path: file?.relativePath ?? face.path, faceIndex: face.metrics.face.faceIndex,
                    instance: face.metrics.face.baselineInstance)
                var outcomes = ruleOutcomes(face.findings, allRules: true)
                if let file { outcomes += expectationOutcomes(face.metrics, file: file) }
                if let outcome = unlistedOutcome(face.path, listed: listed) { outcomes.append(outcome) }
                if let outcome = sharedNameOutcome(face.path, filesByName: filesByName, paths: paths) { outcomes.append(outcome) }
                if let outcome = postScriptNames.outcome(
                    for: face.metrics.face, platforms: configuration.rules.platforms, failOn: configuration.failOn)
                {
                    outcomes.append(outcome)
                }
                outcomes += styleOutcomes(stylesByFace[Self.styleKey(face.metrics.face)] ?? [])
                if baselinePath != nil {
                    outcomes.append(
                        baselineOutcome(driftsByFace.removeValue(forKey: key), state: baseline))
                }
                // The audit's rows are the first size's at every scale: with one size configured, the
                // subject shares them instead of keeping a copy (docs/security.md#many-fonts).
                var metrics = face.metrics
                if configuration.sizes.count != 1 {
                    metrics.rows = configuration.sizes.flatMap {
                        MetricsReport.Row.rows(face.metrics.resolved, pointSize: $0, scales: configuration.scales)
                    }
                }
                var subject = CheckReport.Subject(
                    path: face.path, faceIndex: key.faceIndex, instance: key.instance, title: face.metrics.title,
                    outcomes: outcomes, metrics: metrics)
                subject.rawPath = rawPaths[FileName.Key(face.path)]
                subjects.append(subject)
            case .failure(let failure):
                // A face without usable metrics gets every rule; a file that cannot be read only the
                // read rule. Either way what the baseline held for it is gone: that drift goes here,
                // not to a second line for the same file.
                var outcomes = ruleOutcomes(failure.findings, allRules: failure.face != nil)
                let relative = byPath[FileName.Key(failure.path)]?.relativePath ?? failure.path
                let lost = (driftedByPath[FileName.Key(relative)] ?? []).filter {
                    failure.faceIndex == nil || $0.faceIndex == failure.faceIndex
                }
                let drift = FaceDrift(merging: lost.compactMap { driftsByFace.removeValue(forKey: $0) })
                if !drift.isEmpty { outcomes.append(baselineOutcome(drift, state: baseline)) }
                if let outcome = unlistedOutcome(failure.path, listed: listed) { outcomes.append(outcome) }
                if let outcome = sharedNameOutcome(failure.path, filesByName: filesByName, paths: paths) {
                    outcomes.append(outcome)
                }
                if let face = failure.face,
                    let outcome = postScriptNames.outcome(
                        for: face, platforms: configuration.rules.platforms, failOn: configuration.failOn)
                {
                    outcomes.append(outcome)
                }
                var subject = CheckReport.Subject(
                    path: failure.path, faceIndex: failure.faceIndex, title: failure.face?.title, outcomes: outcomes)
                subject.rawPath = rawPaths[FileName.Key(failure.path)]
                subjects.append(subject)
            }
        }
        // Faces in the baseline that were not read this time (removed, renamed, a face fewer).
        for (key, drifts) in driftsByFace {
            let display = displayPath(of: key.path)
            subjects.append(
                CheckReport.Subject(
                    path: display, faceIndex: key.faceIndex, instance: key.instance, title: nil,
                    outcomes: [baselineOutcome(drifts, state: baseline)], onlyInBaseline: true))
        }
        if let missing = missingAppFonts(filesByName: filesByName) { subjects.append(missing) }
        if let lockfile = lockfileSubject(comparison) { subjects.append(lockfile) }
        subjects = addingLostStyles(to: subjects, faces: faces)
        subjects.sort { AuditReport.precedes(($0.path, $0.faceIndex ?? -1), ($1.path, $1.faceIndex ?? -1)) }

        let written = if case .updating = baseline { true } else { false }
        return CheckReport(
            configurationPath: configurationPath, configuration: configuration, baselinePath: baselinePath,
            baselineWritten: written, subjects: subjects, readErrors: audit.readErrors,
            baselineModelChange: comparison.modelChange,
            updateCommand: updateCommand)
    }

    // MARK: Checks

    /// The rules whose findings only a file that cannot be read has, and duplicate-postscript-name,
    /// which `check` reports as an app check with the configured paths (``SharedPostScriptNames``).
    private static let readRules: Set<Rule> = [.unreadableFont, .unitsPerEmOutOfRange, .duplicatePostScriptName]

    /// One outcome per enabled rule that applies to a face that was read (or only the rules with
    /// findings), findings at their configured severity.
    private func ruleOutcomes(_ findings: [Finding], allRules: Bool) -> [CheckReport.Outcome] {
        let applying =
            allRules
            ? Rule.all.filter { !Self.readRules.contains($0) }
            : Rule.all.filter { rule in rule != .duplicatePostScriptName && findings.contains { $0.rule == rule } }
        let rules = applying.filter { configuration.severity(of: $0) != nil }
        var outcomes: [CheckReport.Outcome] = []
        // Room for these and the few outcomes ``report(audited:faces:errors:baseline:)`` adds (app,
        // styles, baseline) at once: each face keeps its outcomes to the end of the run, and growing
        // by doubling kept up to twice their room (docs/security.md#many-fonts).
        outcomes.reserveCapacity(rules.count + 4)
        for rule in rules {
            // Each finding at the severity the audit gave it (its own, or the configured one).
            let problems = findings.filter { $0.rule == rule }.map {
                CheckReport.Problem(
                    check: .rule(rule), severity: $0.severity, fails: $0.severity >= configuration.failOn,
                    message: $0.message)
            }
            outcomes.append(CheckReport.Outcome(check: .rule(rule), problems: problems))
        }
        return outcomes
    }

    /// One outcome per expectation key that applies to the face, in ``CheckConfiguration/expectationKeys`` order.
    private func expectationOutcomes(_ face: MetricsReport.Face, file: FontSelection.File) -> [CheckReport.Outcome] {
        var problems: [String: [CheckReport.Problem]] = [:]
        var position: CheckConfiguration.Expectation.Position?
        func expect(_ key: String, _ unmet: String?, at line: Int? = nil, _ column: Int? = nil) {
            // The value in fontprobe.yml that was not met: its line, or the key's.
            let at = line.flatMap { line in column.map { (line, $0) } } ?? position.map { ($0.line, $0.column) }
            problems[key, default: []] +=
                unmet.map {
                    [
                        CheckReport.Problem(
                            check: .expectation(key), severity: .error, fails: true, message: $0,
                            source: at.map { TextLocation(file: configurationPath, line: $0.0, column: $0.1) })
                    ]
                } ?? []
        }
        let resolved = face.resolved
        for expectation in configuration.expectations
        where expectation.fonts.contains(where: { file.matches(GlobPattern($0.pattern)) })
            && expectation.applies(to: face.face.variation?.instance)
        {
            func located(_ key: String, _ unmet: String?) {
                position = expectation.positions[key]
                expect(key, unmet)
            }
            let at = "(\(expectation.keyPath))"
            if let lineGap = expectation.lineGap {
                located(
                    "lineGap",
                    resolved.lineGap == lineGap
                        ? nil
                        : "lineGap is \(resolved.lineGap) units (\(resolved.source.rawValue)), expected \(lineGap) \(at)")
            }
            if let unitsPerEm = expectation.unitsPerEm {
                located(
                    "unitsPerEm",
                    resolved.unitsPerEm == unitsPerEm
                        ? nil : "unitsPerEm is \(resolved.unitsPerEm), expected \(unitsPerEm) \(at)")
            }
            if let source = expectation.verticalMetricsSource {
                located(
                    "verticalMetricsSource",
                    resolved.source == source
                        ? nil
                        : "vertical metrics come from \(resolved.source.rawValue) (\(resolved.reason.explanation)), "
                            + "expected \(source.rawValue) \(at)")
            }
            for (key, kind, expected) in [
                ("capHeightSource", HeightKind.cap, expectation.capHeightSource),
                ("xHeightSource", .x, expectation.xHeightSource),
            ] {
                guard let expected else { continue }
                let actual = (kind == .cap ? resolved.capHeight : resolved.xHeight).source
                located(
                    key, actual == expected ? nil : "\(key) is \(actual.rawValue), expected \(expected.rawValue) \(at)")
            }
            position = expectation.positions["capInset"]
            for inset in expectation.capInsets {
                let label = resolved.label(pointSize: inset.size, scale: inset.scale)
                let actual = label.capInset
                let place = "at \(NumberFormatting.message(inset.size)) pt @\(NumberFormatting.message(inset.scale))x"
                let wanted =
                    "expected \(NumberFormatting.message(inset.points)) ± \(NumberFormatting.message(inset.tolerance)) pt "
                    + "(\(inset.keyPath))"
                guard let actual else {
                    expect(
                        "capInset", "capInset \(place) cannot be computed: the font has no cap height; \(wanted)", at: inset.line,
                        inset.column)
                    continue
                }
                // A value written before the measured label model is the article's: say so, so that
                // the model's change is not taken for the font's (docs/model.md#the-articles-formula).
                let article =
                    label.article.capInset.map { abs($0 - inset.points) <= inset.tolerance + 1e-9 } == true
                    ? "; the expected value is the article's formula's (capInsetArticle), which UIKit renders contradict "
                        + "(docs/model.md#the-articles-formula)" : ""
                expect(
                    "capInset",
                    abs(actual - inset.points) <= inset.tolerance + 1e-9
                        ? nil : "capInset \(place) is \(NumberFormatting.message(actual)) pt, \(wanted)\(article)",
                    at: inset.line, inset.column)
            }
        }
        return CheckConfiguration.expectationKeys.compactMap { key in
            problems[key].map { CheckReport.Outcome(check: .expectation(key), problems: $0) }
        }
    }

    // MARK: Paths

    private typealias FaceKey = Baseline.FaceKey

    /// The selected files by the bytes of their shown path (the path faces are read under, with
    /// bytes that are not UTF-8 escaped), each path as shown: not by `String`, whose == takes the
    /// NFC and NFD spellings of a name for one (docs/fonts.md#file-names).
    var filesByPath: [FileName.Key: FontSelection.File] {
        Dictionary(
            files.map { file in
                var shown = file
                shown.path = FileName.displayed(file.path)
                shown.relativePath = FileName.displayed(file.relativePath)
                return (FileName.Key(shown.path), shown)
            }, uniquingKeysWith: { a, _ in a })
    }

    /// The shown path of a baseline path: the configuration's directory joined with it.
    func displayPath(of relativePath: String) -> String {
        FontSelection.normalized(
            FontSelection.join(CheckConfiguration.directory(of: configurationPath), relativePath))
    }
}
