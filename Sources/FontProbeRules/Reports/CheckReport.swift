import FontProbeModel

/// Everything `fontprobe check` found: each face (or unreadable file) with the outcome of every
/// check run on it. A plain value; reporters turn it into bytes. Its order depends only on the
/// paths and the fonts, never on the order of reading.
package struct CheckReport: Sendable {
    /// One thing verified on a face: an audit rule, one expectation key, or the baseline.
    package enum Check: Sendable, Hashable {
        case rule(Rule)
        /// An expectation key: `lineGap`, `capInset`, …
        case expectation(String)
        case baseline
        /// ``Rule/appFontMissing`` or ``Rule/appFontUnlisted``: `UIAppFonts` against the configured fonts.
        case app(Rule)
        /// A text style of `styles:` (``Rule/styleMismatch``), by its name.
        case style(String)

        /// The name of the check in every format (text, JSON `check`, JUnit test cases, GitHub
        /// titles): the rule ID, `expect lineGap`, `baseline-drift` or an `app-font-…` ID, the ID of ``Rule/baselineDrift``
        /// that SARIF, JUnit failure types and `--explain` use too.
        package var name: String {
            switch self {
            case .rule(let rule): rule.id
            case .expectation(let key): "expect \(key)"
            case .baseline: Rule.baselineDrift.id
            case .app(let rule): rule.id
            case .style(let name): "style \(name)"
            }
        }

        /// The rule its results are filed under in SARIF and GitHub titles.
        package var rule: Rule {
            switch self {
            case .rule(let rule): rule
            case .expectation: .expectationUnmet
            case .baseline: .baselineDrift
            case .app(let rule): rule
            case .style: .styleMismatch
            }
        }
    }

    /// One thing wrong on a face.
    package struct Problem: Sendable, Hashable {
        package var check: Check
        /// The severity after the configuration's rule settings (expectations and drift: error).
        package var severity: Severity
        /// True when it fails the check: its severity is at or above `failOn`.
        package var fails: Bool
        /// One line with the numbers.
        package var message: String
        /// What moved, for a baseline problem.
        package var drift: Drift?
        /// Where the problem comes from when that is a line of the configuration or of its design
        /// tokens (an unmet expectation, a text style): reports with locations point there, not
        /// at the font.
        package var source: TextLocation? = nil
        /// True for the line that heads a face's drift (``DriftSummary``): what changed in the
        /// font and the largest move per platform; the drift itself follows it.
        package var summarizesDrift = false
    }

    /// The result of one check on one face: passed when there are no problems that fail.
    package struct Outcome: Sendable {
        package var check: Check
        package var problems: [Problem]

        package var failed: Bool { problems.contains { $0.fails } }
    }

    /// A face, or a file that could not be read (``faceIndex`` `nil`), with its outcomes.
    package struct Subject: Sendable {
        /// As shown: the configuration's directory joined with the path in the configuration.
        package var path: String
        /// ``path`` as the file system has it, a byte that is not UTF-8 as ``FileName`` keeps it,
        /// where it differs from the shown one: what a URI names (docs/fonts.md#file-names).
        package var rawPath: String? = nil
        package var faceIndex: Int?
        /// The instance of a variable face other than the default, as the lockfile keys it
        /// (`Black`, `wght 650`); `nil` for the default instance and a static face.
        package var instance: String?
        /// "Lato Regular", when the face could be read.
        package var title: String?
        /// In check order: rules in catalogue order, then expectations, then the baseline.
        package var outcomes: [Outcome]

        package var failed: Bool { outcomes.contains { $0.failed } }
        package var problems: [Problem] { outcomes.flatMap(\.problems) }
        /// True for a face that is only in the baseline: it was not found this time.
        package var onlyInBaseline = false
        /// True for the app's Info.plist, the subject of `UIAppFonts` entries that name no
        /// configured font: not a face, so not counted as one.
        package var isAppPlist = false
        /// True for the lockfile itself, the subject of a baseline written with the article's label
        /// model (docs/commands/check.md#baseline-from-the-articles-model): not a face either.
        package var isLockfile = false
        /// The face's metrics at every size and scale of the configuration (sizes outermost), as
        /// the baseline records them; `nil` for a file or face without them.
        package var metrics: MetricsReport.Face? = nil

        /// `PATH#FACE`, with ` @INSTANCE` for an instance other than the default: one name per
        /// subject, for JUnit suites.
        package var name: String {
            var name = faceIndex.map { "\(path)#\($0)" } ?? path
            if let instance { name += " @\(instance)" }
            return name
        }
    }

    /// Counts for the summary line and the JSON `summary`.
    package struct Summary: Sendable, Hashable {
        /// Faces and unreadable files checked.
        package var subjects: Int
        /// Those with at least one failing problem.
        package var failed: Int
        /// Outcomes (check × face) and how many of them failed.
        package var checks: Int
        package var failedChecks: Int
        /// Failing problems by kind.
        package var failingFindings: Int
        package var unmetExpectations: Int
        /// Values that differ from the baseline.
        package var drifts: Int
        /// Faces the baseline could not be compared for: there is no lockfile yet.
        package var withoutBaseline: Int
        /// `app-font-missing` and `app-font-unlisted` problems (every one fails).
        package var appFontProblems: Int
        /// Findings below `failOn`, by severity.
        package var belowFailOn: [Severity: Int]
    }

    /// The configuration file, as given.
    package var configurationPath: String
    package var configuration: CheckConfiguration
    /// The lockfile as shown (`nil` with `baseline: false`).
    package var baselinePath: String?
    /// True when this run wrote the baseline instead of comparing with it.
    package var baselineWritten: Bool
    /// By path (UTF-8 byte order), then face index (a whole file first).
    package var subjects: [Subject]
    /// Files and faces that could not be read (also subjects, with an `unreadable-font` problem).
    package var readErrors: [FontReadError]
    /// Set when the lockfile was written with the article's label model (lockVersion 1): what the
    /// measured model changes in it. The check fails until `--update-baseline` accepts it.
    package var baselineModelChange: Baseline.ModelChange? = nil
    /// How the lockfile is updated, as the messages say it (``Checker/updateCommand``).
    package var updateCommand = CheckReport.defaultUpdateCommand

    /// True when nothing failed (read errors aside, which have their own exit code).
    package var passed: Bool { !subjects.contains { $0.failed } }

    /// The one line that says the lockfile predates the measured label model, how much that moves,
    /// and how to accept it: the problem of the lockfile's subject.
    /// How the lockfile is updated from the command line.
    package static let defaultUpdateCommand = "fontprobe check --update-baseline"

    package static func baselineModelMessage(_ change: Baseline.ModelChange, updateCommand: String = defaultUpdateCommand)
        -> String
    {
        let moves =
            change.values == 0
            ? "no value it records moves under the measured model"
            : "under the measured model \(change.values) value\(change.values == 1 ? "" : "s") in \(change.rows) "
                + "row\(change.rows == 1 ? "" : "s") move by up to \(NumberFormatting.inset(change.largestPoints)) pt "
                + "(\(change.largestPixels) px)"
        return "recorded with the article's label formula (lockVersion 1), which UIKit renders contradict; "
            + "\(moves) (docs/model.md#the-label-model); run `\(updateCommand)` to accept"
    }

    /// One value of an old lockfile that the label model's change alone moves:
    /// `Fonts/A.ttf: capInset at 17 pt @3x: 1.3333 → 1.6667, the label model's change, not the font's`.
    package static func modelMoveMessage(_ move: Drift) -> String {
        let face =
            move.path + (move.faceIndex > 0 ? " (face \(move.faceIndex))" : "")
            + (move.instance.map { ", instance \($0)" } ?? "")
        return "\(face): \(move.message), the label model's change, not the font's"
    }

    /// One pass over the subjects, copying none: a check of 10,000 fonts computed it from copies
    /// of every subject and problem, several times per report (a quarter of its text report).
    package var summary: Summary {
        var summary = Summary(
            subjects: 0, failed: 0, checks: 0, failedChecks: 0, failingFindings: 0, unmetExpectations: 0, drifts: 0,
            withoutBaseline: 0, appFontProblems: 0,
            belowFailOn: Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0, 0) }))
        for subject in subjects {
            if !subject.isAppPlist && !subject.isLockfile {
                summary.subjects += 1
                if subject.failed { summary.failed += 1 }
            }
            for outcome in subject.outcomes {
                summary.checks += 1
                if outcome.failed { summary.failedChecks += 1 }
                for problem in outcome.problems {
                    if problem.fails {
                        switch problem.check {
                        case .rule: summary.failingFindings += 1
                        case .expectation: summary.unmetExpectations += 1
                        case .app: summary.appFontProblems += 1
                        default: break
                        }
                    }
                    // The values an old lockfile's model change moves are listed on the lockfile, not counted as drift.
                    guard !subject.isLockfile else { continue }
                    if problem.drift != nil { summary.drifts += 1 }
                    if problem.check == .baseline && problem.fails && problem.drift == nil && !problem.summarizesDrift {
                        summary.withoutBaseline += 1
                    }
                    if !problem.fails { summary.belowFailOn[problem.severity, default: 0] += 1 }
                }
            }
        }
        return summary
    }
}

extension Rule {
    /// The SARIF and annotation rule of an expectation the configuration sets that a font does not meet.
    package static let expectationUnmet = Rule(
        id: "expectation-unmet",
        severity: .error,
        title: "A font does not have a value fontprobe.yml expects of it.",
        explanation: """
            The configuration's `expectations` say what the brand fonts must be: a line gap, the table the \
            vertical metrics come from, where the cap height comes from, or a cap inset at a size and scale. \
            This font differs, so text set in it will not sit where the design system assumes.

            Fix: correct the font, or, if the new value is intended, change the expectation.
            """)

    /// The SARIF and annotation rule of a value that differs from the baseline lockfile.
    package static let baselineDrift = Rule(
        id: "baseline-drift",
        severity: .error,
        title: "A face's metrics differ from the baseline in fontprobe.lock.json.",
        explanation: """
            The baseline records every checked face's names, vertical metrics and insets at each configured \
            size and scale. A new font release that changes one of them moves text on screen (or, for the \
            PostScript name, breaks UIFont(name:size:)), so the check fails until someone accepts it.

            Fix: if the change is intended, run `fontprobe check --update-baseline` and commit the new \
            lockfile with the font; otherwise fix the font.
            """)

    /// The rules only `check` reports, after ``all``.
    package static let checkRules: [Rule] = [
        .expectationUnmet, .baselineDrift, .appFontMissing, .appFontUnlisted, .appFontNameShared, .styleMismatch,
    ]

    /// Every rule a report can name, in the order `--list-rules` lists them: ``all``, then
    /// ``checkRules``.
    package static var reportable: [Rule] { all + checkRules }

    /// The rule of ``reportable`` with this ID: what `--explain` knows.
    package static func reportable(named id: String) -> Rule? {
        reportable.first { $0.id == id }
    }

    /// The commands whose reports can name this rule: `audit` and `check` for an audit rule,
    /// `check` alone for one of ``checkRules``.
    package var commands: [String] {
        Rule.checkRules.contains(self) ? ["check"] : ["audit", "check"]
    }
}

/// A line and column of a text file a problem comes from: `fontprobe.yml`, or the design tokens
/// file its `styles:` names, as the report shows the path.
package struct TextLocation: Sendable, Hashable {
    package var file: String
    /// 1-based.
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
