import FontProbeModel

/// The baseline of a check: the lockfile written from the faces read, and what differs from the one
/// loaded (docs/commands/check.md#drift).
extension Checker {
    /// The baseline of `faces` (those with usable metrics) at the configured sizes and scales.
    package func baseline(of faces: [FontFace]) -> Baseline {
        let byPath = filesByPath
        return Baseline(
            faces: faces.compactMap { face in
                face.metrics.resolved.map { (byPath[FileName.Key(face.path)]?.relativePath ?? face.path, face, $0) }
            },
            sizes: configuration.sizes, scales: configuration.scales)
    }

    /// The lockfile's path as shown, the drift of the faces from it, and, for a lockfile of the
    /// article's model, what that model's change alone moves.
    ///
    /// A lockfile of the article's model is restated in the current one from the units it records:
    /// drift is then what the fonts changed, in the numbers `metrics` prints, and what the model's
    /// change alone moved is listed once, on the lockfile
    /// (docs/commands/check.md#baseline-from-the-articles-model).
    func comparison(_ state: BaselineState, faces: [FontFace]) -> (
        path: String?, drifts: [Drift], modelChange: Baseline.ModelChange?
    ) {
        switch state {
        case .disabled: return (nil, [], nil)
        case .missing(let path), .updating(let path): return (path, [], nil)
        case .loaded(let old, let path):
            let recorded = old.labelModel == .article ? old.restated() : old
            let change = old.labelModel == .article ? Baseline.ModelChange(old.modelMoves(to: recorded)) : nil
            return (path, recorded.drift(to: baseline(of: faces)), change)
        }
    }

    /// The lockfile as a subject of its own: one failing line saying it is of the article's model,
    /// then each value the model alone moves, once, apart from the fonts' drift.
    func lockfileSubject(_ change: Baseline.ModelChange, path: String) -> CheckReport.Subject {
        let summary = CheckReport.Problem(
            check: .baseline, severity: .error, fails: true,
            message: CheckReport.baselineModelMessage(change, updateCommand: updateCommand))
        let moves = change.moves.map {
            CheckReport.Problem(
                check: .baseline, severity: .info, fails: false, message: CheckReport.modelMoveMessage($0), drift: $0)
        }
        var subject = CheckReport.Subject(
            path: path, faceIndex: nil, title: "the baseline lockfile",
            outcomes: [CheckReport.Outcome(check: .baseline, problems: [summary] + moves)])
        subject.isLockfile = true
        return subject
    }

    func baselineOutcome(_ drifts: [Drift], state: BaselineState) -> CheckReport.Outcome {
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
        return CheckReport.Outcome(
            check: .baseline,
            problems: drifts.map {
                CheckReport.Problem(check: .baseline, severity: .error, fails: true, message: $0.message, drift: $0)
            })
    }

}
