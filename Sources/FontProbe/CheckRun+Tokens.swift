import FontProbeModel
import FontProbeReader
import FontProbeRules
import Foundation

extension CheckRun {
    /// The styles of the design tokens file `styles:` names (docs/commands/swift.md#design-tokens),
    /// read only from a regular file inside the configuration's directory, at most
    /// ``CheckConfiguration/maximumTokensFileSize`` bytes. Exits 66 when it is missing or
    /// unreadable, 64 when it cannot be used; each mistake in it is said at its line and column.
    static func tokenStyles(
        _ tokens: CheckConfiguration.TokensFile, configurationPath: String, _ log: RunLog
    ) throws(ExitStatus) -> [CheckConfiguration.Style] {
        let directory = CheckConfiguration.directory(of: configurationPath)
        let path = FontSelection.join(directory, tokens.path)
        let limit = CheckConfiguration.maximumTokensFileSize
        let data: Data
        switch BoundedFile.read(path, limit: limit, inside: directory) {
        case .success(let bytes): data = bytes
        case .failure(.missing):
            log.error("there is no design tokens file '\(path)' (styles)")
            throw .noInput
        case .failure(.unreadable):
            log.error("cannot read the design tokens file '\(path)' (styles)")
            throw .noInput
        case .failure(.notRegular):
            log.error("\(path): cannot use these design tokens: it is not a regular file")
            throw .usage
        case .failure(.outside(let real)):
            log.error(
                "\(path): cannot use these design tokens: the path leads out of the configuration's directory "
                    + "through a symbolic link (to '\(FileName.displayed(real))')")
            throw .usage
        case .failure(.tooLarge):
            log.error("\(path): cannot use these design tokens: the file is larger than \(limit / 1024 / 1024) MiB")
            throw .usage
        }
        guard let text = String(data: data, encoding: .utf8) else {
            log.error("\(path): not UTF-8 text")
            throw .usage
        }
        do {
            return try CheckConfiguration.styles(tokens: text)
        } catch {
            error.lines(file: path).forEach { log.error($0) }
            throw .usage
        }
    }

    /// `check`'s text styles with their faces, as ``styleFaces(_:faces:file:_:)`` finds them, but
    /// for a style that names no face read whose face the lockfile records: its face was renamed or
    /// removed since, which is drift, reported at the style (``Checker/LostStyle``), not a mistake
    /// in the file (docs/commands/check.md#text-styles).
    static func checkedStyleFaces(
        _ styles: [CheckConfiguration.Style], faces: [FontFace], baseline: Checker.BaselineState, file: String,
        _ log: RunLog
    ) throws(ExitStatus) -> (found: [(CheckConfiguration.Style, FontFace)], lost: [Checker.LostStyle]) {
        guard case .loaded(let lockfile, _) = baseline else { return (try styleFaces(styles, faces: faces, file: file, log), []) }
        var (named, lost): ([CheckConfiguration.Style], [Checker.LostStyle]) = ([], [])
        for style in styles {
            if style.face(in: faces)?.metrics.postScriptName == nil, let recorded = lockfile.face(namedBy: style) {
                lost.append(Checker.LostStyle(style: style, recorded: recorded))
            } else {
                named.append(style)
            }
        }
        return (try styleFaces(named, faces: faces, file: file, log), lost)
    }

    /// Each text style with the face it names (``CheckConfiguration/Style/face(in:)``), a face with
    /// a PostScript name; one that names none is a mistake at its line in `file`, the configuration
    /// or its design tokens file (64), said with the faces there are.
    static func styleFaces(
        _ styles: [CheckConfiguration.Style], faces: [FontFace], file: String, _ log: RunLog
    ) throws(ExitStatus) -> [(CheckConfiguration.Style, FontFace)] {
        var resolved: [(CheckConfiguration.Style, FontFace)] = []
        var unresolved: [CheckConfiguration.Style] = []
        for style in styles {
            if let face = style.face(in: faces), face.metrics.postScriptName != nil {
                resolved.append((style, face))
            } else {
                unresolved.append(style)
            }
        }
        guard unresolved.isEmpty else {
            var suggestion = Suggestion(among: postScriptNames(faces), budget: Suggestion.maximumSharedCells)
            styleProblems(unresolved, faces: faces, suggestion: &suggestion).lines(file: file).forEach { log.error($0) }
            throw .usage
        }
        return resolved
    }

    /// The faces' PostScript names, sorted, each once.
    static func postScriptNames(_ faces: [FontFace]) -> [String] {
        var names: [String] = []
        for name in faces.compactMap(\.metrics.postScriptName).sorted() where name != names.last { names.append(name) }
        return names
    }

    /// What is wrong with styles that name no face, as every mistake in a configuration is said: the
    /// first ``ConfigurationError/maximumProblemsShown``, each with the nearest name (from
    /// `suggestion`, whose cells are counted) and at most eight of the faces there are, then how
    /// many more, so a thousand styles over a thousand faces cannot write megabytes or compare
    /// every name with every face (docs/security.md#names).
    static func styleProblems(
        _ unresolved: [CheckConfiguration.Style], faces: [FontFace], suggestion: inout Suggestion
    ) -> ConfigurationError {
        let shown = ConfigurationError.maximumProblemsShown
        let known = postScriptNames(faces)
        // A design token names a family: its faces are listed with their family and style names.
        let described = faces.sorted { ($0.metrics.postScriptName ?? "") < ($1.metrics.postScriptName ?? "") }
            .prefix(NameBound.maximumListed)
            .map { "\($0.metrics.postScriptName ?? "?") (\($0.metrics.familyName) \($0.metrics.styleName))" }
        var problems: [ConfigurationProblem] = []
        for style in unresolved.prefix(shown) {
            let nearest = suggestion.nearest(to: style.font).map { " (did you mean '\($0)'?)" } ?? ""
            let listed =
                style.token == nil
                ? NameBound.listed(known) : NameBound.listed(described, count: faces.count)
            problems.append(
                ConfigurationProblem(
                    keyPath: style.token == nil ? "\(style.keyPath).font" : style.keyPath, line: style.line,
                    column: style.column,
                    message: "no configured face is \(style.token == nil ? "named " : "")\(style.wanted)\(nearest); "
                        + "the faces are \(listed)"))
        }
        return ConfigurationError(problems: problems, moreProblems: max(0, unresolved.count - shown))
    }
}
