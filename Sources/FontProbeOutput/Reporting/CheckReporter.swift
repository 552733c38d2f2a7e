import FontProbeModel
import FontProbeRules

/// Renders a ``CheckReport`` in one output format.
package protocol CheckReporter: Sendable {
    /// - Throws: only if the report cannot be encoded (values are finite, so in practice never).
    func render(_ report: CheckReport) throws -> String
}

/// The formats `fontprobe check` writes.
public enum CheckFormat: String, Sendable, CaseIterable {
    /// For people: the faces with problems, and a result line.
    case text
    /// The report as JSON (`schemaVersion` 1).
    case json
    /// GitHub Actions workflow commands: one annotation per problem.
    case github
    /// JUnit XML: a test suite per face, a test case per check.
    case junit
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// One HTML file with everything inside it (docs/commands/check.md#html).
    case html
    /// Xcode's diagnostic lines, one per problem.
    case xcode
    /// Checkstyle XML, a `<file>` per file and an `<error>` per problem.
    case checkstyle
    /// GitLab Code Quality JSON, an issue per problem.
    case gitlab

    /// The reporter for this format; `color` asks the text format for ANSI colours, and
    /// `specimens` are the label pictures the HTML page shows.
    package func reporter(color: Bool = false, specimens: Specimens = .none) -> any CheckReporter {
        switch self {
        case .text: TextReporter(color: color)
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        case .sarif: SARIFReporter()
        case .html: HTMLReporter(specimens: specimens)
        case .xcode: XcodeReporter()
        case .checkstyle: CheckstyleReporter()
        case .gitlab: GitLabReporter()
        }
    }
}

extension CheckReport.Problem {
    /// How strongly an annotation shows it: failing problems are errors whatever their severity;
    /// the rest keep theirs.
    var displayedSeverity: Severity { fails ? .error : severity }
}

extension CheckReport.Subject {
    /// `Fonts/Lato.ttf`, or `Fonts/Family.ttc (face 1)` for a face of a collection, with its
    /// title; a face only in the baseline has no title, and names its instance instead.
    var heading: String {
        let face = (faceIndex ?? 0) > 0 ? " (face \(faceIndex!))" : ""
        let name = title ?? instance.map { "instance \($0)" }
        return "\(path)\(face)" + (name.map { " — \($0)" } ?? "")
    }

    /// The problems to show as annotations: each on its own, except the drift of one face, which
    /// is one problem whose message is its summary line with every value that moved below it (CI
    /// services cap annotations), and the lockfile's failure, with each value the label model alone
    /// moves below it. The infos of the baseline that are not drift stay lines of their own.
    var annotations: [CheckReport.Problem] { annotations(combiningDrift: true) }

    /// ``annotations``, or with `combiningDrift` false every drift on its own, after its face's
    /// summary line (the `xcode` format: one diagnostic a line).
    func annotations(combiningDrift: Bool) -> [CheckReport.Problem] {
        let grouped = { (problem: CheckReport.Problem) in
            problem.check == .baseline && (problem.fails || (self.isLockfile && problem.drift != nil))
        }
        var shown = problems.filter { !grouped($0) }
        let drift = problems.filter(grouped)
        guard var first = drift.first else { return shown }
        if isLockfile {
            // The lockfile's one failure, with each value the label model alone moves below it.
            let moves = drift.dropFirst().map { "  \($0.message)" }
            if !moves.isEmpty { first.message += ":\n" + moves.joined(separator: "\n") }
        } else if !combiningDrift {
            return shown + drift
        } else if first.summarizesDrift {
            let values = drift.count - 1
            first.message +=
                "; \(values) value\(values == 1 ? "" : "s") differ\(values == 1 ? "s" : "") from the baseline:\n"
                + drift.dropFirst().map { "  \($0.message)" }.joined(separator: "\n")
        } else if drift.count > 1 {
            first.message =
                "\(drift.count) values differ from the baseline:\n"
                + drift.map { "  \($0.message)" }.joined(separator: "\n")
        }
        shown.append(first)
        return shown
    }
}

extension CheckReport {
    /// "3 faces in 2 files from fontprobe.yml at 17 pt @3x; fails on error".
    var headline: String {
        let sizes = configuration.sizes.map(NumberFormatting.message).joined(separator: ", ")
        let scales = configuration.scales.map { "@\(NumberFormatting.message($0))x" }.joined(separator: ", ")
        // One pass, copying no subject. Counted by bytes: the NFC and NFD spellings of a name are two files.
        var faces = 0
        var paths: Set<FileName.Key> = []
        for subject in subjects where !subject.onlyInBaseline && !subject.isAppPlist && !subject.isLockfile {
            if subject.faceIndex != nil { faces += 1 }
            paths.insert(FileName.Key(subject.path))
        }
        let files = paths.count
        return "\(faces) face\(faces == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") from \(configurationPath) "
            + "at \(sizes) pt \(scales); fails on \(configuration.failOn.rawValue)"
    }

    /// "FAIL: 1 of 3 faces failed (12 drifted values, 1 unmet expectation, 0 findings at or above error)".
    var resultLine: String {
        let s = summary
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var line =
            passed
            ? "PASS: \(count(s.subjects, "face")) checked"
            : "FAIL: \(s.failed) of \(count(s.subjects, "face")) failed ("
                + (baselineModelChange == nil ? "" : "a baseline of the article's label model, ")
                + (s.withoutBaseline > 0 ? "no baseline, " : "\(count(s.drifts, "drifted value")), ")
                + "\(count(s.unmetExpectations, "unmet expectation")), "
                + (configuration.app == nil && s.appFontProblems == 0 ? "" : "\(count(s.appFontProblems, "app font problem")), ")
                + "\(count(s.failingFindings, "finding")) at or above \(configuration.failOn.rawValue))"
        let below = Severity.allCases.compactMap { severity in
            s.belowFailOn[severity].flatMap { $0 > 0 ? count($0, severity.rawValue) : nil }
        }
        if !below.isEmpty { line += "; below failOn: \(below.joined(separator: ", "))" }
        return line
    }
}

extension TextReporter: CheckReporter {
    /// A headline, each face with problems and its problems, and the result; paths, names and
    /// messages escaped (docs/fonts.md#control-characters).
    package func render(_ report: CheckReport) -> String {
        var lines = ["Check: \(report.headline.escapingControlCharacters)"]
        if let baseline = report.baselinePath {
            lines.append(
                "Baseline: \(baseline.escapingControlCharacters)\(report.baselineWritten ? " (written by this run)" : "")")
        }
        let shown = report.subjects.filter { !$0.problems.isEmpty }
        // Aligned up to a fixed column: a longer name (a style's, up to 256 characters) pushes only
        // its own message, never every line's.
        let nameWidth = min(shown.flatMap { $0.problems.map { $0.check.name.escapingControlCharacters.count } }.max() ?? 0, 28)
        for subject in shown {
            lines += ["", "\(subject.failed ? "FAIL" : "ok  ")  \(subject.heading.escapingControlCharacters)"]
            for problem in subject.problems {
                lines.append(
                    "      \(mark(problem))  "
                        + Self.padded(problem.check.name.escapingControlCharacters, to: nameWidth)
                        + "  \(problem.message.escapingControlCharacters)")
            }
        }
        let clean = report.subjects.count - shown.count
        if clean > 0 && !shown.isEmpty { lines += ["", "\(clean) other face\(clean == 1 ? "" : "s") passed every check."] }
        lines += ["", report.resultLine]
        if report.summary.drifts > 0 || report.summary.withoutBaseline > 0 {
            // The command comes from the environment: shown as a name is.
            let command = report.updateCommand.escapingControlCharacters
            lines.append(
                report.summary.drifts > 0
                    ? "If the changes are intended, run `\(command)` and commit the lockfile."
                    : "Run `\(command)` to write the baseline, and commit it.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with spaces after it up to `width` characters; as it is when it is longer.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `fail` for a failing problem, else its severity, padded, in colour when asked for.
    private func mark(_ problem: CheckReport.Problem) -> String {
        colored(problem.fails ? "fail" : problem.severity.rawValue, as: problem.displayedSeverity)
    }
}
