import FontProbeModel
import FontProbeRules

extension JSONReporter: CheckReporter {
    /// `{"schemaVersion": 2, "passed", "configuration", "failOn", "sizes", "scales", "baseline",
    /// "baselineWritten", "faces": [{"path", "faceIndex", "title", "passed", "checks": [...]}], "summary"}`.
    ///
    /// Written by `JSONEncoder`: a fast path saved about 27 µs a font (a check of 10,000 fonts took
    /// 1.07 s with `JSONEncoder`, 0.80 s with it: docs/benchmark.md#profiles), which a check of a
    /// product's fonts does not notice.
    package func render(_ report: CheckReport) throws -> String {
        try Self.encoded(CheckJSON.Document(report))
    }
}

/// The `check` document (docs/json-schema.md).
enum CheckJSON {
    struct Document: Encodable, Sendable {
        var schemaVersion = JSONReporter.schemaVersion
        var passed: Bool
        var configuration: String
        var failOn: String
        var sizes: [Double]
        var scales: [Double]
        @Null var baseline: String?
        var baselineWritten: Bool
        @Null var baselineModelChange: ModelChange?
        var faces: [Face]
        var summary: Summary

        init(_ report: CheckReport) {
            passed = report.passed
            configuration = report.configurationPath
            failOn = report.configuration.failOn.rawValue
            sizes = report.configuration.sizes
            scales = report.configuration.scales
            baseline = report.baselinePath
            baselineWritten = report.baselineWritten
            baselineModelChange = report.baselineModelChange.map { change in
                ModelChange(
                    recordedWith: "article", values: change.values, rows: change.rows,
                    largestPoints: change.largestPoints, largestPixels: change.largestPixels,
                    message: CheckReport.baselineModelMessage(change, updateCommand: report.updateCommand),
                    moves: change.moves.map(Move.init))
            }
            faces = report.subjects.map(Face.init)
            summary = Summary(report.summary)
        }
    }

    /// `baselineModelChange`: the lockfile was written with the article's label model; what the
    /// measured model moves in it (docs/json-schema.md#check).
    struct ModelChange: Encodable, Sendable {
        var recordedWith: String
        var values: Int
        var rows: Int
        var largestPoints: Double
        var largestPixels: Int
        var message: String
        /// Each value that moves: the face, as the lockfile keys it, and the drift.
        var moves: [Move]
    }

    /// A value of an old lockfile that the label model's change alone moves.
    struct Move: Encodable, Sendable {
        var path: String
        var faceIndex: Int
        @Null var instance: String?
        var field: String
        @Null var pointSize: Double?
        @Null var scale: Double?
        @Null var old: Baseline.Value?
        @Null var new: Baseline.Value?

        init(_ move: BaselineDrift) {
            (path, faceIndex, instance) = (move.path, move.faceIndex, move.instance)
            (field, pointSize, scale, old, new) = (move.field, move.pointSize, move.scale, move.old, move.new)
        }
    }

    struct Face: Encodable, Sendable {
        var path: String
        @Null var faceIndex: Int?
        @Null var instance: String?
        @Null var title: String?
        var passed: Bool
        var checks: [Check]

        init(_ subject: CheckReport.Subject) {
            path = subject.path
            faceIndex = subject.faceIndex
            instance = subject.instance
            title = subject.title
            passed = !subject.failed
            checks = subject.outcomes.map(Check.init)
        }
    }

    struct Check: Encodable, Sendable {
        var check: String
        var rule: String
        var passed: Bool
        var problems: [Problem]

        init(_ outcome: CheckReport.Outcome) {
            check = outcome.check.name
            rule = outcome.check.rule.id
            passed = !outcome.failed
            problems = outcome.problems.map(Problem.init)
        }
    }

    /// `drift` is present only for a value that drifted, `summary` (true) only for the line that
    /// heads a face's drift.
    struct Problem: Encodable, Sendable {
        var severity: String
        var fails: Bool
        var message: String
        var drift: Drift?
        var summary: Bool?

        init(_ problem: CheckReport.Problem) {
            severity = problem.severity.rawValue
            fails = problem.fails
            message = problem.message
            drift = problem.drift.map(Drift.init)
            summary = problem.summarizesDrift ? true : nil
        }
    }

    struct Drift: Encodable, Sendable {
        var field: String
        @Null var pointSize: Double?
        @Null var scale: Double?
        @Null var old: Baseline.Value?
        @Null var new: Baseline.Value?

        init(_ drift: BaselineDrift) {
            field = drift.field
            pointSize = drift.pointSize
            scale = drift.scale
            old = drift.old
            new = drift.new
        }
    }

    struct Summary: Encodable, Sendable {
        var faces: Int
        var failedFaces: Int
        var checks: Int
        var failedChecks: Int
        var failingFindings: Int
        var unmetExpectations: Int
        var drifts: Int
        var withoutBaseline: Int
        var appFontProblems: Int
        /// Findings below `failOn`, by severity name.
        var belowFailOn: [String: Int]

        init(_ s: CheckReport.Summary) {
            faces = s.subjects
            failedFaces = s.failed
            checks = s.checks
            failedChecks = s.failedChecks
            failingFindings = s.failingFindings
            unmetExpectations = s.unmetExpectations
            drifts = s.drifts
            withoutBaseline = s.withoutBaseline
            appFontProblems = s.appFontProblems
            belowFailOn = Dictionary(uniqueKeysWithValues: s.belowFailOn.map { ($0.key.rawValue, $0.value) })
        }
    }
}

/// ``Drift``, by a name the JSON model of the same name does not hide.
typealias BaselineDrift = Drift
