/// Everything `fontprobe metrics` reports: each readable face at each size and scale, and
/// each input that could not be read. A plain value; reporters turn it into bytes.
public struct MetricsReport: Sendable {
    /// One face with its resolved metrics and one row per (size, scale).
    public struct Face: Sendable {
        public var face: FontFace
        public var resolved: ResolvedMetrics
        public var rows: [Row]
    }

    /// UIFont's metrics at a size, and the label layout at that size and one scale.
    public struct Row: Sendable {
        public var metrics: PointMetrics
        public var label: LabelMetrics

        /// Every number of the row by its JSON key, in points (the scale in pixels per point);
        /// `nil` where the font has no such height. The `sizes[]` objects of the metrics JSON, and
        /// the rows of the baseline lockfile, are these.
        var numbers: [(key: String, value: Double?)] {
            let (m, l) = (metrics, label)
            return [
                ("pointSize", m.pointSize), ("scale", l.scale), ("ascender", m.ascender),
                ("descender", m.descender), ("leading", m.leading), ("lineHeight", m.lineHeight),
                ("capHeight", m.capHeight), ("xHeight", m.xHeight), ("labelHeight", l.labelHeight),
                ("baselineInset", l.baselineInset), ("baselineFromTop", l.baselineFromTop), ("capInset", l.capInset),
                ("capInsetNaive", l.capInsetNaive), ("capInsetRoundedBaseline", l.capInsetRoundedBaseline),
                ("xHeightInset", l.xHeightInset), ("legacyAscenderAdjustment", m.legacyAscenderAdjustment),
            ]
        }
    }

    /// The faces, in input order, then face index.
    public var faces: [Face]
    /// The inputs (or faces) that could not be read, in input order.
    public var errors: [FontReadError]

    /// Computes every face at every size (in points) and scale, sizes outermost.
    ///
    /// A face without usable vertical metrics becomes an error rather than a row of zeros.
    public init(faces: [FontFace], errors: [FontReadError], sizes: [Double], scales: [Double]) {
        var errors = errors
        self.faces = Self.resolve(faces, errors: &errors).map { face, resolved in
            let rows = sizes.flatMap { size in
                let metrics = resolved.atSize(size)
                return scales.map { Row(metrics: metrics, label: resolved.label(pointSize: size, scale: $0)) }
            }
            return Face(face: face, resolved: resolved, rows: rows)
        }
        self.errors = errors
    }

    /// Each face with the metrics CoreText uses; a face without usable vertical metrics becomes
    /// an error appended to `errors` rather than a row of zeros.
    static func resolve(_ faces: [FontFace], errors: inout [FontReadError]) -> [(FontFace, ResolvedMetrics)] {
        faces.compactMap { face in
            guard let resolved = face.metrics.resolved else {
                errors.append(
                    FontReadError(
                        path: face.path,
                        reason: "face \(face.faceIndex) has no usable vertical metrics "
                            + "(hhea, OS/2 typo and win ascender and descender are all 0 or missing)"
                    )
                )
                return nil
            }
            return (face, resolved)
        }
    }
}

/// The formats a report can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json, csv, markdown

    /// The reporter for this format.
    public var metricsReporter: any MetricsReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .csv: CSVReporter()
        case .markdown: MarkdownReporter()
        }
    }
}

/// Renders a ``MetricsReport`` in one output format.
public protocol MetricsReporter: Sendable {
    /// - Throws: only if the report cannot be encoded (values are finite, so in practice never).
    func render(_ report: MetricsReport) throws -> String
}
