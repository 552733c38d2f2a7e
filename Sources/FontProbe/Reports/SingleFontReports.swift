/// What `fontprobe lineheight` reports: the designed line height's recipes for each face.
public struct LineHeightReport: Sendable {
    public struct Face: Sendable, ResolvedFace {
        public var face: FontFace
        public var resolved: ResolvedMetrics
        /// UIFont's metrics at the point size.
        public var metrics: PointMetrics
        public var design: DesignedLineHeight
        /// The recipes snapped at each scale, in the order of the scales asked for.
        public var snapped: [(scale: Double, recipe: DesignedLineHeight.Recipe)]
    }

    /// The point size, in points.
    public var pointSize: Double
    /// The design's line height `L`, in points.
    public var designLineHeight: Double
    public var lines: Int
    public var faces: [Face]
    public var errors: [FontReadError]

    public init(
        faces: [FontFace], errors: [FontReadError], pointSize: Double, designLineHeight: Double, lines: Int,
        scales: [Double]
    ) {
        var errors = errors
        self.faces = MetricsReport.resolve(faces, errors: &errors).map { face, resolved in
            let metrics = resolved.atSize(pointSize)
            let design = DesignedLineHeight(
                fontLineHeight: metrics.lineHeight, designLineHeight: designLineHeight, lines: lines)
            return Face(
                face: face, resolved: resolved, metrics: metrics, design: design,
                snapped: scales.map { ($0, design.snapped(scale: $0)) })
        }
        self.errors = errors
        self.pointSize = pointSize
        self.designLineHeight = designLineHeight
        self.lines = lines
    }
}

/// What `fontprobe dynamic-type` reports: each face at each content size category.
public struct DynamicTypeReport: Sendable {
    /// One category: its sizes, and the face's metrics and label at the scaled size.
    public struct Step: Sendable {
        public var step: DynamicTypeScaling.Step
        /// UIFont's metrics and the label at the scaled size, one per scale.
        public var rows: [MetricsReport.Row]
        /// What iOS itself was seen to return for the style here, where it differs from the HIG.
        public var observedSystemSize: Double?
    }

    public struct Face: Sendable, ResolvedFace {
        public var face: FontFace
        public var resolved: ResolvedMetrics
        public var steps: [Step]
    }

    public var scaling: DynamicTypeScaling
    public var faces: [Face]
    public var errors: [FontReadError]

    public init(
        faces: [FontFace], errors: [FontReadError], scaling: DynamicTypeScaling, categories: [ContentSizeCategory],
        scales: [Double]
    ) {
        var errors = errors
        self.faces = MetricsReport.resolve(faces, errors: &errors).map { face, resolved in
            let steps = categories.map { category in
                let step = scaling.step(category)
                return Step(
                    step: step,
                    rows: MetricsReport.Row.rows(resolved, pointSize: step.pointSize, scales: scales),
                    observedSystemSize: DynamicTypeScaling.observedSystemSize(scaling.style, category))
            }
            return Face(face: face, resolved: resolved, steps: steps)
        }
        self.errors = errors
        self.scaling = scaling
    }

    /// What every Dynamic Type report says about its sizes.
    public static let approximationNote =
        "UIFontMetrics' scaling curve is not public: sizes here are the custom size × the HIG size of the style at "
        + "the category ÷ its HIG size at Large, an approximation, not UIKit's value (UIFontMetrics(forTextStyle: "
        + ".body).scaledValue(for: 17) was observed as 16.333 at medium, where this gives 16)."
}

/// What `fontprobe glyph` reports: one glyph of each face, and where its ink sits.
public struct GlyphReport: Sendable {
    public struct Face: Sendable, ResolvedFace {
        public var face: FontFace
        public var resolved: ResolvedMetrics
        public var glyph: FontGlyph
        public var alignment: GlyphAlignment
        /// The alignment at each scale, in the order of the scales asked for.
        public var snapped: [GlyphAlignment.Snapped]
    }

    public var query: GlyphQuery
    /// The point size, in points.
    public var pointSize: Double
    public var faces: [Face]
    public var errors: [FontReadError]

    /// Faces read without the glyph (``FontFace/glyph`` `nil`) are left out.
    public init(faces: [FontFace], errors: [FontReadError], query: GlyphQuery, pointSize: Double, scales: [Double]) {
        var errors = errors
        self.faces = MetricsReport.resolve(faces, errors: &errors).compactMap { face, resolved in
            guard let glyph = face.glyph else { return nil }
            return Face(
                face: face, resolved: resolved, glyph: glyph, alignment: resolved.alignment(of: glyph, pointSize: pointSize),
                snapped: scales.map { resolved.alignment(of: glyph, pointSize: pointSize, scale: $0) })
        }
        self.errors = errors
        self.query = query
        self.pointSize = pointSize
    }
}
