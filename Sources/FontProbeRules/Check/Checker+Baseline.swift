import FontProbeModel

/// The baseline of a check: the lockfile written from the faces read, and what differs from the one
/// loaded (docs/commands/check.md#drift).
extension Checker {
    /// The baseline of `faces` (those with usable metrics) at the configured sizes and scales,
    /// with what each configured platform reads and lays out.
    package func baseline(of faces: [FontFace]) -> Baseline {
        Baseline(faces: Array(lockfileFaces(of: faces)))
    }

    /// The faces of ``baseline(of:)``, in the lockfile's order, each made only when asked for:
    /// ``Baseline/lockfile(_:count:labelModel:limit:)`` writes them one at a time, so a run of
    /// 100,000 fonts never holds the baseline of every face (docs/security.md#many-fonts).
    package func lockfileFaces(of faces: [FontFace]) -> LazyMapSequence<[BaselineSource], Baseline.Face> {
        let byPath = filesByPath
        let (sizes, scales) = (Baseline.rowSizes(configuration.sizes), Baseline.rowSizes(configuration.scales))
        let platforms = configuration.rules.platforms
        let sources = faces.compactMap { face in
            face.metrics.resolved.map { resolved in
                let path = byPath[FileName.Key(face.path)]?.relativePath ?? face.path
                return BaselineSource(
                    key: Baseline.FaceKey(path: path, faceIndex: face.faceIndex, instance: face.baselineInstance), face: face,
                    resolved: resolved)
            }
        }
        return sources.sorted { $0.key < $1.key }.lazy.map {
            Baseline.face($0.key.path, $0.face, $0.resolved, sizes: sizes, scales: scales, platforms: platforms)
        }
    }

    /// A face read, with its resolved metrics and its key in the baseline (its path relative to
    /// the configuration): what its baseline face is made from.
    package struct BaselineSource: Sendable {
        var key: Baseline.FaceKey
        var face: FontFace
        var resolved: ResolvedMetrics
    }

    /// The drift of one face: the line that sums it up, each value that moved, and the infos that
    /// are not drift (a source name that changed with every value the same).
    struct FaceDrift: Sendable {
        var summary: String?
        var drifts: [Drift] = []
        var notes: [String] = []

        var isEmpty: Bool { summary == nil && drifts.isEmpty && notes.isEmpty }

        /// Several faces' drift as one (the faces of a file that could not be read): no summary,
        /// every drift in report order.
        init(merging parts: [FaceDrift]) {
            drifts = parts.flatMap(\.drifts).sorted(by: Drift.reportOrder)
            notes = parts.flatMap(\.notes)
        }

        init(summary: String? = nil, drifts: [Drift] = [], notes: [String] = []) {
            (self.summary, self.drifts, self.notes) = (summary, drifts, notes)
        }
    }

    /// What the lockfile says of this run: its path as shown, each face's drift, what the label
    /// model's change alone moves in a lockfile of the article's model, and the listed platforms
    /// the lockfile does not record yet.
    struct Comparison: Sendable {
        var path: String?
        var faces: [Baseline.FaceKey: FaceDrift] = [:]
        var modelChange: Baseline.ModelChange?
        var unrecorded: [Platform] = []
    }

    /// The lockfile's path as shown, the drift of the faces from it, and, for a lockfile of the
    /// article's model, what that model's change alone moves.
    ///
    /// A lockfile of the article's model is restated in the current one from the units it records:
    /// drift is then what the fonts changed, in the numbers `metrics` prints, and what the model's
    /// change alone moved is listed once, on the lockfile
    /// (docs/commands/check.md#baseline-from-the-articles-model).
    func comparison(_ state: BaselineState, faces: [FontFace]) -> Comparison {
        switch state {
        case .disabled: return Comparison(path: nil)
        case .missing(let path), .updating(let path): return Comparison(path: path)
        case .loaded(let old, let path):
            let recorded = (old.labelModel == .article ? old.restated() : old).restatingSkiaPlatforms()
            let current = baseline(of: faces)
            let platforms = configuration.rules.platforms
            var comparison = Comparison(
                path: path, modelChange: old.labelModel == .article ? Baseline.ModelChange(old.modelMoves(to: recorded)) : nil,
                unrecorded: recorded.unrecorded(platforms, comparedWith: current))
            let before = Dictionary(recorded.faces.map { (Baseline.FaceKey($0), $0) }, uniquingKeysWith: { a, _ in a })
            let after = Dictionary(current.faces.map { (Baseline.FaceKey($0), $0) }, uniquingKeysWith: { a, _ in a })
            let drifts = recorded.drift(to: current, platforms: platforms, history: showsHistory)
            for (key, drifts) in Dictionary(grouping: drifts, by: \.face) {
                comparison.faces[key] = faceDrift(drifts, old: before[key], new: after[key], platforms: platforms)
            }
            return comparison
        }
    }

    /// A face's drift with its summary line; a change of source names alone, every value the same,
    /// is one info line instead (`verticalMetricsSource: typo → hhea` moves no text).
    private func faceDrift(_ drifts: [Drift], old: Baseline.Face?, new: Baseline.Face?, platforms: Set<Platform>) -> FaceDrift {
        if drifts.allSatisfy({ $0.pointSize == nil && $0.field != "face" && Baseline.isSourceKey($0.field) }) {
            let renamed = drifts.map(\.message).joined(separator: ", ")
            return FaceDrift(
                notes: ["\(renamed), with every value the same: no text moves, so it is not drift; `\(updateCommand)` records it"]
            )
        }
        guard let old, let new, drifts.contains(where: { $0.field != "size" }) else { return FaceDrift(drifts: drifts) }
        let compared = platforms.sorted().filter { old.records($0) }
        return FaceDrift(
            summary: DriftSummary(old: old, new: new, drifts: drifts, platforms: compared).message, drifts: drifts)
    }

    /// The lockfile as a subject of its own: for a lockfile of the article's model, one failing line
    /// saying so, then each value the model alone moves, once, apart from the fonts' drift; and one
    /// info line naming the listed platforms it does not record yet. `nil` when there is neither.
    func lockfileSubject(_ comparison: Comparison) -> CheckReport.Subject? {
        guard let path = comparison.path, comparison.modelChange != nil || !comparison.unrecorded.isEmpty else { return nil }
        var problems: [CheckReport.Problem] = []
        if let change = comparison.modelChange {
            problems.append(
                CheckReport.Problem(
                    check: .baseline, severity: .error, fails: true,
                    message: CheckReport.baselineModelMessage(change, updateCommand: updateCommand)))
            problems += change.moves.map {
                CheckReport.Problem(
                    check: .baseline, severity: .info, fails: false, message: CheckReport.modelMoveMessage($0), drift: $0)
            }
        }
        if !comparison.unrecorded.isEmpty {
            let names = comparison.unrecorded.map(\.name)
            let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            problems.append(
                CheckReport.Problem(
                    check: .baseline, severity: .info, fails: false,
                    message: "records nothing of what \(listed) read\(names.count == 1 ? "s" : ""), which platforms: lists, "
                        + "so \(names.count == 1 ? "it is" : "they are") not compared; `\(updateCommand)` records "
                        + (names.count == 1 ? "it" : "them")))
        }
        var subject = CheckReport.Subject(
            path: path, faceIndex: nil, title: "the baseline lockfile",
            outcomes: [CheckReport.Outcome(check: .baseline, problems: problems)])
        subject.isLockfile = true
        return subject
    }

    func baselineOutcome(_ drift: FaceDrift?, state: BaselineState) -> CheckReport.Outcome {
        if case .missing(let path) = state {
            return CheckReport.Outcome(
                check: .baseline,
                problems: [
                    CheckReport.Problem(
                        check: .baseline, severity: .error, fails: true,
                        message: "there is no baseline: '\(path)' does not exist; "
                            + "run `\(updateCommand)` and commit it")
                ])
        }
        guard let drift else { return CheckReport.Outcome(check: .baseline, problems: []) }
        var problems =
            drift.summary.map {
                [CheckReport.Problem(check: .baseline, severity: .error, fails: true, message: $0, summarizesDrift: true)]
            } ?? []
        problems += drift.drifts.map {
            CheckReport.Problem(check: .baseline, severity: .error, fails: true, message: $0.message, drift: $0)
        }
        problems += drift.notes.map { CheckReport.Problem(check: .baseline, severity: .info, fails: false, message: $0) }
        return CheckReport.Outcome(check: .baseline, problems: problems)
    }
}
