import FontProbeModel
import FontProbeRules

extension JSONReporter: CheckReporter {
    /// `{"schemaVersion": 1, "passed", "configuration", "failOn", "sizes", "scales", "baseline",
    /// "baselineWritten", "faces": [{"path", "faceIndex", "title", "passed", "checks": [...]}], "summary"}`.
    ///
    /// Written by the fast path (``JSONValueConvertible``), faces in parallel chunks: through
    /// `JSONEncoder`, the report of a check of 10,000 fonts took half its run.
    /// `JSONFastPathTests` compares the two.
    package func render(_ report: CheckReport) throws -> String {
        let document = CheckJSON.Document(report)
        return document.jsonValue.prettyPrinted(capacity: 1024 + 2048 * document.faces.count)
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

    /// `drift` is present only for a baseline problem.
    struct Problem: Encodable, Sendable {
        var severity: String
        var fails: Bool
        var message: String
        var drift: Drift?

        init(_ problem: CheckReport.Problem) {
            severity = problem.severity.rawValue
            fails = problem.fails
            message = problem.message
            drift = problem.drift.map(Drift.init)
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

// MARK: The fast path

extension CheckJSON.Document: JSONValueConvertible {
    var jsonValue: JSONValue {
        let faces = faces
        return .object(
            CodingKeys.self,
            [
                .baseline: baseline.jsonValue, .baselineModelChange: baselineModelChange.jsonValue,
                .baselineWritten: baselineWritten.jsonValue, .configuration: configuration.jsonValue,
                .failOn: failOn.jsonValue, .faces: .lazyArray(count: faces.count) { faces[$0].jsonValue },
                .passed: passed.jsonValue, .scales: scales.jsonValue, .schemaVersion: schemaVersion.jsonValue,
                .sizes: sizes.jsonValue, .summary: summary.jsonValue,
            ])
    }
}

extension CheckJSON.ModelChange: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .largestPixels: largestPixels.jsonValue, .largestPoints: largestPoints.jsonValue, .message: message.jsonValue,
                .moves: moves.jsonValue, .recordedWith: recordedWith.jsonValue, .rows: rows.jsonValue,
                .values: values.jsonValue,
            ])
    }
}

extension CheckJSON.Move: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .faceIndex: faceIndex.jsonValue, .field: field.jsonValue, .instance: instance.jsonValue, .new: new.jsonValue,
                .old: old.jsonValue, .path: path.jsonValue, .pointSize: pointSize.jsonValue, .scale: scale.jsonValue,
            ])
    }
}

extension CheckJSON.Face: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .checks: checks.jsonValue, .faceIndex: faceIndex.jsonValue, .instance: instance.jsonValue,
                .passed: passed.jsonValue, .path: path.jsonValue, .title: title.jsonValue,
            ])
    }
}

extension CheckJSON.Check: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [.check: check.jsonValue, .passed: passed.jsonValue, .problems: problems.jsonValue, .rule: rule.jsonValue])
    }
}

extension CheckJSON.Problem: JSONValueConvertible {
    /// `drift` only when there is one, as `JSONEncoder` leaves out a nil optional.
    var jsonValue: JSONValue {
        let members: JSONValue = .object(
            CodingKeys.self, [.fails: fails.jsonValue, .message: message.jsonValue, .severity: severity.jsonValue])
        guard let drift else { return members }
        return members.merging(.object(CodingKeys.self, [.drift: drift.jsonValue]))
    }
}

extension CheckJSON.Drift: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .field: field.jsonValue, .new: new.jsonValue, .old: old.jsonValue, .pointSize: pointSize.jsonValue,
                .scale: scale.jsonValue,
            ])
    }
}

extension CheckJSON.Summary: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .appFontProblems: appFontProblems.jsonValue, .belowFailOn: belowFailOn.jsonValue, .checks: checks.jsonValue,
                .drifts: drifts.jsonValue, .failedChecks: failedChecks.jsonValue, .failedFaces: failedFaces.jsonValue,
                .faces: faces.jsonValue, .failingFindings: failingFindings.jsonValue,
                .unmetExpectations: unmetExpectations.jsonValue, .withoutBaseline: withoutBaseline.jsonValue,
            ])
    }
}

extension Baseline.Value: JSONValueConvertible {
    var jsonValue: JSONValue {
        switch self {
        case .null: .null
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        }
    }
}
