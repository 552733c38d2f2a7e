import FontProbeModel

// MARK: An old lockfile in the current model

extension Baseline.Face {
    /// The metrics CoreText uses for the face, as the lockfile records them: `unitsPerEm`, the
    /// `units.*` values and the family name (for UIKit's legacy ascender adjustment). Every number
    /// of a row follows from these (docs/model.md#the-label-model); `nil` when one of the
    /// vertical metrics is not recorded as a whole number.
    ///
    /// The reason for the vertical metrics' source is not recorded; it changes no number.
    var recordedMetrics: ResolvedMetrics? {
        func units(_ key: String) -> Int? {
            guard case .number(let value)? = values[key] else { return nil }
            return Int(exactly: value)
        }
        func height(_ key: String, source: String) -> FontHeight {
            let units = units(key)
            let source = values[source].flatMap { if case .string(let s) = $0 { HeightSource(rawValue: s) } else { nil } }
            return FontHeight(units: units, source: units == nil ? .none : source ?? .os2)
        }
        guard let unitsPerEm = units("unitsPerEm"), unitsPerEm > 0, let ascender = units("units.ascender"),
            let descender = units("units.descender"), let lineGap = units("units.lineGap")
        else { return nil }
        var family = ""
        if case .string(let name)? = values["familyName"] { family = name }
        var source = VerticalMetricsSource.hhea
        if case .string(let name)? = values["verticalMetricsSource"], let recorded = VerticalMetricsSource(rawValue: name) {
            source = recorded
        }
        return ResolvedMetrics(
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap, source: source,
            reason: source == .hhea ? .typoMetricsFlagOff : .typoMetricsFlagWithSTAT,
            capHeight: height("units.capHeight", source: "capHeightSource"),
            xHeight: height("units.xHeight", source: "xHeightSource"),
            hasLegacyAscenderAdjustment: ResolvedMetrics.legacyAdjustedFamilies.contains(family.lowercased()))
    }
}

extension Baseline {
    /// This baseline with every row computed again by the measured label model from the units its
    /// face records, at the row's size and scale: what `--update-baseline` would have written for
    /// the same fonts. A lockfile of the article's model is compared with the fonts this way, so
    /// drift is what the fonts changed, in the numbers `metrics` prints
    /// (docs/commands/check.md#baseline-from-the-articles-model). A face whose units are not all
    /// recorded keeps its rows as written.
    package func restated() -> Baseline {
        Baseline(
            faces: faces.map { face in
                guard let metrics = face.recordedMetrics else { return face }
                var restated = face
                restated.rows = face.rows.flatMap { row in
                    MetricsReport.Row.rows(metrics, pointSize: row.pointSize, scales: [row.scale]).map {
                        Row(pointSize: row.pointSize, scale: row.scale, values: Self.values($0))
                    }
                }
                return restated
            })
    }

    /// The label numbers (``MetricsReport/Row/Number/labelModelNumbers``) that differ between this
    /// baseline (the article's model) and `restated` (the same fonts by the measured model): what
    /// the model's change alone moves, each once, in report order.
    package func modelMoves(to restated: Baseline) -> [Drift] {
        let keys = MetricsReport.Row.Number.labelModelNumbers.map(\.stringValue)
        let after = Dictionary(restated.faces.map { (FaceKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        var moves: [Drift] = []
        for face in faces {
            guard let new = after[FaceKey(face)] else { continue }
            for (row, newRow) in zip(face.rows, new.rows) where row.pointSize == newRow.pointSize && row.scale == newRow.scale {
                for key in keys {
                    guard case .number(let a)? = row.values[key], case .number(let b)? = newRow.values[key], abs(a - b) > 1e-9
                    else { continue }
                    moves.append(
                        Drift(
                            FaceKey(face), field: key, pointSize: row.pointSize, scale: row.scale, old: .number(a),
                            new: .number(b)))
                }
            }
        }
        return moves.sorted(by: Drift.reportOrder)
    }
}

extension Baseline.ModelChange {
    /// The counts of `moves` (``Baseline/modelMoves(to:)``): values, rows, and the largest move in
    /// points and in device pixels at its row's scale.
    package init(_ moves: [Drift]) {
        self.init(
            values: moves.count, rows: Set(moves.map(RowOfMove.init)).count, largestPoints: 0, largestPixels: 0, moves: moves)
        for move in moves {
            guard case .number(let a)? = move.old, case .number(let b)? = move.new else { continue }
            largestPoints = max(largestPoints, abs(a - b))
            largestPixels = max(largestPixels, Int(saturating: PixelMath.round(abs(a - b) * (move.scale ?? 1))))
        }
    }
}

/// The face and size/scale row a move is in.
private struct RowOfMove: Hashable {
    var face: Baseline.FaceKey
    var pointSize: Double?
    var scale: Double?
    init(_ move: Drift) { (face, pointSize, scale) = (move.face, move.pointSize, move.scale) }
}
