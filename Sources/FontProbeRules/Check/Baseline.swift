import FontProbeModel
import Foundation

/// The names and metrics of every checked face at every configured size and scale: what
/// `fontprobe check --update-baseline` writes to `fontprobe.lock.json` and what a later
/// `check` compares against to find drift.
///
/// The file is sorted (faces by path and face index, rows by size and scale, keys by name) and
/// holds only values computed from the font, so an unchanged font gives the same bytes and a
/// changed one a diff that names what moved.
package struct Baseline: Sendable, Equatable {
    /// One value in the lockfile.
    package enum Value: Sendable, Hashable, CustomStringConvertible, Encodable {
        case null
        case number(Double)
        case string(String)

        init(_ number: Double?) { self = number.map(Value.number) ?? .null }
        init(_ number: Int?) { self = number.map { Value.number(Double($0)) } ?? .null }
        init(_ string: String?) { self = string.map(Value.string) ?? .null }

        /// As it reads in a message: `20.4`, `hhea`, `none`.
        package var description: String {
            switch self {
            case .null: "none"
            case .number(let value): NumberFormatting.message(value)
            case .string(let value): value
            }
        }

        /// The value in a JSON document (the lockfile, the `check` JSON report).
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            }
        }

        /// Equal, with numbers equal within 1e-9 (far below a pixel, above any rounding error).
        func matches(_ other: Value) -> Bool {
            switch (self, other) {
            case (.number(let a), .number(let b)): abs(a - b) <= 1e-9
            default: self == other
            }
        }
    }

    /// One face: its names and font-unit values, and one row per size and scale.
    package struct Face: Sendable, Equatable {
        /// Relative to the configuration's directory (``FontSelection/File/relativePath``).
        package var path: String
        package var faceIndex: Int
        /// The instance of a variable face, other than the default: its name, or its coordinates
        /// (`wght 650`) when it has none; `nil` for the default instance and for a static face.
        package var instance: String?
        /// By key; nested keys are joined with a dot: `units.ascender`.
        package var values: [String: Value]
        /// By point size, then scale.
        package var rows: [Row]

        package init(path: String, faceIndex: Int, instance: String? = nil, values: [String: Value], rows: [Row]) {
            self.path = path
            self.faceIndex = faceIndex
            self.instance = instance
            self.values = values
            self.rows = rows
        }
    }

    /// The metrics of a face at one point size and scale, in points.
    package struct Row: Sendable, Equatable {
        package var pointSize: Double
        package var scale: Double
        /// By key, as in the `metrics` JSON's `sizes` (``MetricsReport/Row/Number``).
        package var values: [String: Value]

        package init(pointSize: Double, scale: Double, values: [String: Value]) {
            self.pointSize = pointSize
            self.scale = scale
            self.values = values
        }
    }

    /// The lockfile layout this fontprobe writes: 2, whose label numbers follow the measured
    /// label model. Version 1 (the article's baseline) is still read, as ``LabelModel/article``;
    /// any other version is refused (docs/commands/check.md#baseline-from-the-articles-model).
    package static let version = 2

    /// Which label model a baseline's label numbers (``MetricsReport/Row/Number/labelModelNumbers``)
    /// follow (docs/model.md#the-label-model).
    package enum LabelModel: Sendable, Hashable {
        /// The article's baseline, `ceil(lineHeight * k) - ceil(-descender * k)`: lockfiles of
        /// version 1, written before UIKit renders were measured.
        case article
        /// UIKit's measured baseline, `round(ascender * k)`: version 2.
        case measured
    }

    /// The label model this baseline's rows were computed with.
    package var labelModel: LabelModel = .measured

    /// The largest lockfile `check` reads, in bytes: 4 MiB, some 6,000 rows of sizes and scales
    /// (about 650 bytes each; some 3,900 with Android's and the web's lines recorded, about 1,070
    /// bytes each: 60 rows of Lato and Liberation Sans, 64,080 bytes). A forged lockfile of 16 MiB
    /// holding nothing but numbers took 1.8 s and 379 MB to read; at 4 MiB it is a quarter of that
    /// (docs/commands/check.md#limits).
    package static let maximumLockfileSize = 4 << 20

    /// By path (UTF-8 byte order), then face index, then instance (the default first).
    package var faces: [Face]

    package init(faces: [Face], labelModel: LabelModel = .measured) {
        self.faces = faces.sorted { FaceKey($0) < FaceKey($1) }
        self.labelModel = labelModel
    }

    /// The baseline of `faces` (each with its path relative to the configuration) at every
    /// size in points and scale, with what each of `platforms` besides iOS reads and lays out
    /// (``platformValues(of:platforms:)``); iOS's values are always recorded.
    package init(
        faces: [(relativePath: String, face: FontFace, resolved: ResolvedMetrics)], sizes: [Double], scales: [Double],
        platforms: Set<Platform> = Platform.defaults
    ) {
        let (sizes, scales) = (Self.rowSizes(sizes), Self.rowSizes(scales))
        self.init(
            faces: faces.map {
                Self.face($0.relativePath, $0.face, $0.resolved, sizes: sizes, scales: scales, platforms: platforms)
            })
    }

    /// Sizes (or scales) as a baseline's rows take them: each once, in increasing order.
    package static func rowSizes(_ values: [Double]) -> [Double] { Array(Set(values)).sorted() }

    /// The baseline's face of `face` read at `relativePath`: its values, and a row for each of
    /// `sizes` (points) and `scales`, both as ``rowSizes(_:)`` gives them.
    package static func face(
        _ relativePath: String, _ face: FontFace, _ resolved: ResolvedMetrics, sizes: [Double], scales: [Double],
        platforms: Set<Platform>
    ) -> Face {
        Face(
            path: relativePath, faceIndex: face.faceIndex, instance: face.baselineInstance,
            values: Self.values(of: face, resolved).merging(
                Self.platformValues(of: face.metrics, platforms: platforms), uniquingKeysWith: { a, _ in a }),
            rows: sizes.flatMap { size in
                MetricsReport.Row.rows(resolved, pointSize: size, scales: scales).map { row in
                    var row = row
                    if platforms != [.ios] { row.layOut(for: platforms, face.metrics) }
                    return Row(
                        pointSize: size, scale: row.label.scale,
                        values: Self.values(row).merging(Self.platformValues(row), uniquingKeysWith: { a, _ in a }))
                }
            })
    }

    private static func values(of face: FontFace, _ resolved: ResolvedMetrics) -> [String: Value] {
        let names = face.metrics
        return [
            "postScriptName": Value(names.postScriptName),
            "familyName": Value(names.familyName),
            "styleName": Value(names.styleName),
            "unitsPerEm": Value(resolved.unitsPerEm),
            "verticalMetricsSource": Value(resolved.source.rawValue),
            "capHeightSource": Value(resolved.capHeight.source.rawValue),
            "xHeightSource": Value(resolved.xHeight.source.rawValue),
            "units.ascender": Value(resolved.ascender),
            "units.descender": Value(resolved.descender),
            "units.lineGap": Value(resolved.lineGap),
            "units.capHeight": Value(resolved.capHeight.units),
            "units.xHeight": Value(resolved.xHeight.units),
        ]
    }

    /// The row's numbers as the metrics JSON has them, less the size and scale that key the row.
    static func values(_ row: MetricsReport.Row) -> [String: Value] {
        var values: [String: Value] = [:]
        for number in MetricsReport.Row.Number.allCases where number != .pointSize && number != .scale {
            values[number.stringValue] = Value(row[number])
        }
        // Schema 1's name for capInset, the same value: recorded once, so a drift is reported once.
        values[MetricsReport.Row.Number.capInsetRoundedBaseline.stringValue] = nil
        return values
    }

    // MARK: A baseline of the article's model

    /// What moving from the article's label model to the measured one changes in a baseline: how
    /// many values, in how many rows, the largest change, and each value that moves
    /// (``modelMoves(to:)``).
    package struct ModelChange: Sendable, Hashable {
        /// Values (label numbers of rows) that differ.
        package var values: Int
        /// Size and scale rows with at least one such value.
        package var rows: Int
        /// The largest change, in points.
        package var largestPoints: Double
        /// The largest change, in device pixels at its row's scale.
        package var largestPixels: Int
        /// Each value that moves, the recorded value old and the measured model's new, in report order.
        package var moves: [Drift] = []
    }

    // MARK: Drift

    /// What differs from this baseline (the old one) in `current`: a changed value, or a face or
    /// a size/scale row that is in one and not the other. In report order: path, face, then rows.
    ///
    /// Only the values of `platforms` are compared (``platform(ofKey:inRow:)``), and of those only
    /// the ones this baseline records for the face (``Face/records(_:)``): a platform listed since
    /// is recorded by the next `--update-baseline`, one no longer listed is left alone. The history
    /// numbers (``MetricsReport/Row/Number/historyNumbers``) are compared only with `history`.
    package func drift(to current: Baseline, platforms: Set<Platform> = Platform.defaults, history: Bool = true) -> [Drift] {
        let hidden = history ? [] : Set(MetricsReport.Row.Number.historyNumbers.map(\.stringValue))
        var old = Dictionary(uniqueKeysWithValues: faces.map { (FaceKey($0), $0) })
        var drifts: [Drift] = []
        for face in current.faces {
            let key = FaceKey(face)
            guard let before = old.removeValue(forKey: key) else {
                drifts.append(Drift(key, field: "face", old: nil, new: .string("present")))
                continue
            }
            // Whether a key is compared: a value of every platform, or of one listed that the old face records.
            func compared(_ field: String, inRow: Bool) -> Bool {
                guard field != "size", let platform = Self.platform(ofKey: field, inRow: inRow) else { return true }
                return platforms.contains(platform) && before.records(platform) && !(inRow && hidden.contains(field))
            }
            drifts += Self.compare(before.values, face.values, key).filter { compared($0.field, inRow: false) }
            var rows = Dictionary(uniqueKeysWithValues: before.rows.map { (RowKey($0), $0) })
            for row in face.rows {
                guard let beforeRow = rows.removeValue(forKey: RowKey(row)) else {
                    drifts.append(
                        Drift(key, field: "size", pointSize: row.pointSize, scale: row.scale, old: nil, new: .string("present")))
                    continue
                }
                drifts += Self.compare(beforeRow.values, row.values, key, pointSize: row.pointSize, scale: row.scale)
                    .filter { compared($0.field, inRow: true) }
            }
            for row in rows.values.sorted(by: { RowKey($0) < RowKey($1) }) {
                drifts.append(
                    Drift(key, field: "size", pointSize: row.pointSize, scale: row.scale, old: .string("present"), new: nil))
            }
        }
        for face in old.values {
            drifts.append(Drift(FaceKey(face), field: "face", old: .string("present"), new: nil))
        }
        return drifts.sorted(by: Drift.reportOrder)
    }

    /// The platforms of `platforms` that this baseline does not record for a face `current` has
    /// too: a lockfile written before they were listed. Their values are not compared
    /// (``drift(to:platforms:history:)``) until `--update-baseline` records them.
    package func unrecorded(_ platforms: Set<Platform>, comparedWith current: Baseline) -> [Platform] {
        let checked = Set(current.faces.map(FaceKey.init))
        let compared = faces.filter { checked.contains(FaceKey($0)) }
        return platforms.sorted().filter { platform in compared.contains { !$0.records(platform) } }
    }

    private static func compare(
        _ old: [String: Value], _ new: [String: Value], _ face: FaceKey, pointSize: Double? = nil, scale: Double? = nil
    ) -> [Drift] {
        Set(old.keys).union(new.keys).sorted().compactMap { key in
            let (before, after) = (old[key], new[key])
            if let before, let after, before.matches(after) { return nil }
            return Drift(face, field: key, pointSize: pointSize, scale: scale, old: before, new: after)
        }
    }

    /// What a face is known by in the baseline: path, face index and instance; ordered by path
    /// (UTF-8 byte order), face index, then instance (the default first).
    struct FaceKey: Hashable, Comparable {
        var path: String
        var faceIndex: Int
        var instance: String?
        init(_ face: Face) { (path, faceIndex, instance) = (face.path, face.faceIndex, face.instance) }
        init(path: String, faceIndex: Int, instance: String?) {
            (self.path, self.faceIndex, self.instance) = (path, faceIndex, instance)
        }

        /// Equal when the paths' bytes are: the NFC and NFD spellings of a name are two faces
        /// (docs/fonts.md#file-names).
        static func == (a: FaceKey, b: FaceKey) -> Bool {
            FileName.same(a.path, b.path) && a.faceIndex == b.faceIndex
                && FileName.same(a.instance ?? "", b.instance ?? "") && (a.instance == nil) == (b.instance == nil)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(FileName.Key(path))
            hasher.combine(faceIndex)
            hasher.combine(instance.map(FileName.Key.init))
        }

        static func < (a: FaceKey, b: FaceKey) -> Bool {
            if !FileName.same(a.path, b.path) || a.faceIndex != b.faceIndex {
                return AuditReport.precedes((a.path, a.faceIndex), (b.path, b.faceIndex))
            }
            return (a.instance ?? "").precedesInUTF8Order(b.instance ?? "")
        }
    }

    private struct RowKey: Hashable, Comparable {
        var pointSize: Double
        var scale: Double
        init(_ row: Row) { (pointSize, scale) = (row.pointSize, row.scale) }
        static func < (a: RowKey, b: RowKey) -> Bool { (a.pointSize, a.scale) < (b.pointSize, b.scale) }
    }
}
