import FontProbeModel

extension Baseline {
    /// The face a text style names in this lockfile, found as ``CheckConfiguration/Style/face(in:)``
    /// finds one among the faces read: by PostScript name, else, for a design token, the face of its
    /// family with its weight and slant (from the recorded family and style names).
    package func face(namedBy style: CheckConfiguration.Style) -> Face? {
        if let face = faces.first(where: { $0.name("postScriptName") == style.font }) { return face }
        return faces.first { face in
            guard let family = face.name("familyName"), let styleName = face.name("styleName") else { return false }
            return style.isFamilyFace(familyName: family, styleName: styleName)
        }
    }
}

extension Baseline.Face {
    /// A recorded name (`postScriptName`, `familyName`, `styleName`), `nil` where none is recorded.
    func name(_ key: String) -> String? {
        if case .string(let value)? = values[key] { return value }
        return nil
    }

    /// "'Inter-Regular' (Inter Regular)": the PostScript name, then the family and style names.
    var names: String {
        "'\(name("postScriptName") ?? "?")' (\([name("familyName"), name("styleName")].compactMap { $0 }.joined(separator: " ")))"
    }
}

/// The text styles' checks (docs/commands/check.md#text-styles): each style weighed in its face,
/// and a style whose face is gone since the lockfile.
extension Checker {
    /// A face as the styles name it: its file, index and instance.
    static func styleKey(_ face: FontFace) -> [String] {
        [face.path, String(face.faceIndex), face.baselineInstance ?? ""]
    }

    /// One outcome per text style that names the face (docs/commands/check.md#text-styles).
    func styleOutcomes(_ styles: [(style: CheckConfiguration.Style, face: FontFace)]) -> [CheckReport.Outcome] {
        let scale = configuration.scales.max() ?? 3
        return styles.map { style, face in
            let problems = StyleChecks.problems(
                style, face: face, scale: scale, platforms: configuration.rules.platforms
            ).map {
                CheckReport.Problem(
                    check: .style(style.name), severity: $0.severity, fails: $0.severity >= configuration.failOn,
                    message: $0.message, source: styleSource(style))
            }
            return CheckReport.Outcome(check: .style(style.name), problems: problems)
        }
    }

    /// Where a text style is written: its `font:` in fontprobe.yml, or its token in the design
    /// tokens file `styles:` names, as the report shows paths.
    func styleSource(_ style: CheckConfiguration.Style) -> TextLocation? {
        guard let line = style.line, let column = style.column else { return nil }
        let file =
            style.token != nil
            ? configuration.tokens.map { FontSelection.join(CheckConfiguration.directory(of: configurationPath), $0.path) }
            : configurationPath
        return file.map { TextLocation(file: $0, line: line, column: column) }
    }

    /// A text style whose face the lockfile records, and which no face read has any more: the face
    /// was renamed (Inter → Inter Display) or removed. That is drift, which fails the check at the
    /// style (docs/commands/check.md#text-styles), not a mistake in the configuration.
    package struct LostStyle: Sendable {
        package var style: CheckConfiguration.Style
        /// The lockfile's face the style named when the lockfile was written.
        package var recorded: Baseline.Face

        package init(style: CheckConfiguration.Style, recorded: Baseline.Face) {
            self.style = style
            self.recorded = recorded
        }
    }

    /// `subjects` with each lost style's failing problem, located at the style, on the subject of
    /// the face the lockfile recorded (what is at its path now, or the face only the lockfile has);
    /// a subject of its own when none is there.
    func addingLostStyles(to subjects: [CheckReport.Subject], faces: [FontFace]) -> [CheckReport.Subject] {
        guard !lostStyles.isEmpty else { return subjects }
        var subjects = subjects
        // One budget for every lost style's suggestion (docs/security.md#names).
        var suggestion = Suggestion(among: faces.compactMap(\.metrics.postScriptName), budget: Suggestion.maximumSharedCells)
        for lost in lostStyles {
            let recorded = lost.recorded
            let path = displayPath(of: recorded.path)
            let now = faces.first {
                FileName.same($0.path, path) && $0.faceIndex == recorded.faceIndex && $0.baselineInstance == recorded.instance
            }
            let problem = CheckReport.Problem(
                check: .style(lost.style.name), severity: .error, fails: true,
                message: lostStyleMessage(lost, path: path, now: now, faces: faces, suggestion: &suggestion),
                source: styleSource(lost.style))
            let outcome = CheckReport.Outcome(check: .style(lost.style.name), problems: [problem])
            if let index = subjects.firstIndex(where: {
                !$0.isAppPlist && !$0.isLockfile && FileName.same($0.path, path)
                    && ($0.faceIndex == nil || $0.faceIndex == recorded.faceIndex) && $0.instance == recorded.instance
            }) {
                subjects[index].outcomes.append(outcome)
            } else {
                subjects.append(
                    CheckReport.Subject(
                        path: path, faceIndex: recorded.faceIndex, instance: recorded.instance, title: nil,
                        outcomes: [outcome], onlyInBaseline: true))
            }
        }
        return subjects
    }

    /// "no configured face is named 'Inter-Regular' any more: the lockfile has it in
    /// Fonts/Inter.ttf as 'Inter-Regular' (Inter Regular), and that face is now 'InterDisplay-Regular'
    /// (Inter Display Regular); …": what the lockfile had, what there is now, and what to do.
    private func lostStyleMessage(
        _ lost: LostStyle, path: String, now: FontFace?, faces: [FontFace], suggestion: inout Suggestion
    ) -> String {
        let recorded = lost.recorded
        let face = recorded.faceIndex > 0 ? " (face \(recorded.faceIndex))" : ""
        let instance = recorded.instance.map { " @\($0)" } ?? ""
        let had =
            "no configured face is \(lost.style.token == nil ? "named " : "")\(lost.style.wanted) any more: the lockfile "
            + "has it in \(path)\(face)\(instance) as \(recorded.names)"
        let there: String
        if let now {
            let names = "'\(now.metrics.postScriptName ?? "?")' (\(now.metrics.familyName) \(now.metrics.styleName))"
            there = ", and that face is now \(names)"
        } else if faces.contains(where: { FileName.same($0.path, path) }) {
            there = ", and that file no longer has that face"
        } else {
            let nearest = suggestion.nearest(to: lost.style.font).map { " (the nearest name is '\($0)')" }
            there = ", and that file is not among the fonts checked now\(nearest ?? "")"
        }
        return had + there
            + "; point the style at the face it should use, then run `\(updateCommand)` if the change is intended"
    }
}
