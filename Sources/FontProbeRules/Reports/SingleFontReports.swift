import FontProbeModel

/// What `fontprobe spec` reports (docs/commands/spec.md): for each face, where the design tool
/// and each UIKit and SwiftUI recipe put the box and its baselines at each scale, and the recipe
/// to write.
package struct SpecReport: Sendable {
    package struct Face: Sendable, ResolvedFace {
        package var face: FontFace
        package var resolved: ResolvedMetrics
        /// The design this face is set in: the command line's, or its style's.
        package var spec: DesignSpec
        /// `.kern` in points, from the design's letter spacing; `nil` when none was given.
        package var kern: Double?
        /// The configured style the face is reported for, with `spec --config`.
        package var style: Style?
        /// UIFont's metrics at the point size.
        package var metrics: PointMetrics
        /// The design's line height `L` in points: as given, or the tool's own.
        package var designLineHeight: Double?
        /// The tool and the recipes at each scale, in the order of the scales asked for; empty
        /// where the tool gives no box (see ``unavailable``).
        package var layouts: [SpecLayout]
        /// The UIKit recipe nearest the tool over every scale.
        package var closest: TextRecipe?

        /// Why there is no layout: the trim needs a cap height the face lacks (neither OS/2's nor
        /// an 'H' to measure), or the tool reads vertical metrics the face does not have. Every
        /// face here has the ones UIKit reads.
        package var unavailable: String? {
            guard layouts.isEmpty else { return nil }
            if spec.trimCap && face.metrics.height(.cap).units ?? 0 <= 0 {
                return "the font has no cap height to trim to (no OS/2 sCapHeight and no 'H' to measure)"
            }
            return "the font has no vertical metrics \(spec.tool.name) reads"
        }

        init(_ face: FontFace, resolved: ResolvedMetrics, spec: DesignSpec, kern: Double?, style: Style?, scales: [Double]) {
            let layouts = scales.compactMap { spec.layout(face.metrics, scale: $0) }
            self.face = face
            self.resolved = resolved
            self.spec = spec
            self.kern = kern
            self.style = style
            metrics = resolved.atSize(spec.pointSize)
            designLineHeight = spec.designLineHeight(face.metrics)
            self.layouts = layouts
            closest = DesignSpec.closest(layouts, platform: spec.platform)
        }
    }

    /// A text style of the configuration (docs/commands/spec.md#every-style-in-one-run): its name and
    /// how it scales with Dynamic Type.
    package struct Style: Sendable, Hashable {
        package var name: String
        /// The name `fontprobe swift` gives it under `Styles` (docs/commands/swift.md#text-styles).
        package var swiftName: String?
        package var textStyle: TextStyle?
        /// The most points Dynamic Type scales it to, or `nil`.
        package var maximumSize: Double?

        package init(name: String, swiftName: String?, textStyle: TextStyle?, maximumSize: Double?) {
            self.name = name
            self.swiftName = swiftName
            self.textStyle = textStyle
            self.maximumSize = maximumSize
        }
    }

    /// One style's design and the face it names.
    package struct StyledFace: Sendable {
        package var style: Style
        package var face: FontFace
        package var spec: DesignSpec
        package var kern: Double?

        package init(style: Style, face: FontFace, spec: DesignSpec, kern: Double?) {
            self.style = style
            self.face = face
            self.spec = spec
            self.kern = kern
        }
    }

    package var faces: [Face]
    package var errors: [FontReadError]

    /// Every face of a font set in one design.
    package init(faces: [FontFace], errors: [FontReadError], spec: DesignSpec, kern: Double?, scales: [Double]) {
        var errors = errors
        self.faces = MetricsReport.resolve(faces, errors: &errors).map { face, resolved in
            Face(face, resolved: resolved, spec: spec, kern: kern, style: nil, scales: scales)
        }
        self.errors = errors
    }

    /// Each configured style in its own face and design, in the order given.
    package init(styles: [StyledFace], errors: [FontReadError], scales: [Double]) {
        var errors = errors
        faces = styles.compactMap { styled in
            MetricsReport.resolve([styled.face], errors: &errors).first.map { face, resolved in
                Face(face, resolved: resolved, spec: styled.spec, kern: styled.kern, style: styled.style, scales: scales)
            }
        }
        self.errors = errors
    }
}

/// What `fontprobe dynamic-type` reports: each face at each content size category.
package struct DynamicTypeReport: Sendable {
    /// One category: its sizes, and the face's metrics and label at the scaled size.
    package struct Step: Sendable {
        package var step: DynamicTypeScaling.Step
        /// UIFont's metrics and the label at the scaled size, one per scale.
        package var rows: [MetricsReport.Row]
        /// What iOS itself was seen to return for the style here, where it differs from the HIG.
        package var observedSystemSize: Double?
        /// The text style.
        package var style: TextStyle
        /// The base size, in points.
        package var baseSize: Double

        /// The base size through `UIFontMetrics.scaledValue(for:)` at `scale`, in points.
        package func scaledValue(scale: Double) -> Double { step.scaledValue(baseSize, scale: scale) }
    }

    package struct Face: Sendable, ResolvedFace {
        package var face: FontFace
        package var resolved: ResolvedMetrics
        package var steps: [Step]
    }

    package var scaling: DynamicTypeScaling
    package var faces: [Face]
    package var errors: [FontReadError]

    package init(
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
                    observedSystemSize: DynamicTypeScaling.observedSystemSize(scaling.style, category),
                    style: scaling.style, baseSize: scaling.baseSize)
            }
            return Face(face: face, resolved: resolved, steps: steps)
        }
        self.errors = errors
        self.scaling = scaling
    }

    /// What every Dynamic Type report says about its sizes.
    package static let approximationNote =
        "Sizes are UIFontMetrics.scaledFont(for:): the custom size × the style's line height at the category ÷ its "
        + "line height at Large (the HIG's leading), rounded to whole points, then limited by the maximum. Measured "
        + "in UIKit and SwiftUI renders at extraSmall, medium, extraExtraExtraLarge, accessibilityExtraLarge and "
        + "accessibilityExtraExtraExtraLarge (docs/uikit-evidence.md); at the other categories the same curve is "
        + "inferred, not measured. SwiftUI's Font.custom(_:size:relativeTo:) scales exactly as UIFontMetrics does "
        + "(10 of 10 pairs measured). value = scaledValue(for: size), which rounds to pixels instead (inferred from "
        + "one value: 17 at medium → 16.333 @3x)."
}

/// What `fontprobe glyph` reports: one glyph of each face, and where its ink sits.
package struct GlyphReport: Sendable {
    package struct Face: Sendable, ResolvedFace {
        package var face: FontFace
        package var resolved: ResolvedMetrics
        package var glyph: FontGlyph
        package var alignment: GlyphAlignment
        /// The alignment at each scale, in the order of the scales asked for.
        package var snapped: [GlyphAlignment.Snapped]
    }

    package var query: GlyphQuery
    /// The point size, in points.
    package var pointSize: Double
    package var faces: [Face]
    package var errors: [FontReadError]

    /// Faces read without the glyph (``FontFace/glyph`` `nil`) are left out.
    package init(faces: [FontFace], errors: [FontReadError], query: GlyphQuery, pointSize: Double, scales: [Double]) {
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
