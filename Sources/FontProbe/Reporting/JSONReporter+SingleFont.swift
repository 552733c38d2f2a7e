/// The single-font commands' JSON: `{"schemaVersion": 1, "fonts": [...], "errors": [...]}` as
/// for `metrics`, each font object naming the face and adding the command's numbers (points).
extension JSONReporter: RecipeReporter {
    public func render(_ report: LineHeightReport) -> String {
        document(report.faces, errors: report.errors) { face in
            [
                "pointSize": .number(report.pointSize),
                "designLineHeight": .number(report.designLineHeight),
                "lines": .int(report.lines),
                "negativeLineSpacing": .bool(face.design.isLineSpacingNegative),
                "exact": Self.recipe(face.design.exact),
                "snapped": .array(
                    face.snapped.map { scale, recipe in
                        var object = Self.recipeMembers(recipe)
                        object["scale"] = .number(scale)
                        return .object(JSONObject(object))
                    }),
            ]
        }
    }

    public func render(_ report: DynamicTypeReport) -> String {
        let scaling = report.scaling
        return document(report.faces, errors: report.errors) { face in
            [
                "style": .string(scaling.style.rawValue),
                "baseSize": .number(scaling.baseSize),
                "maximumSize": JSONValue(scaling.maximumSize),
                "approximation": .string(DynamicTypeReport.approximationNote),
                "categories": .array(face.steps.map(Self.step)),
            ]
        }
    }

    public func render(_ report: GlyphReport) -> String {
        document(report.faces, errors: report.errors) { face in
            let glyph = face.glyph
            let alignment = face.alignment
            let m = alignment.metrics
            return [
                "glyph": .object([
                    "glyphID": .int(glyph.glyphID),
                    "name": JSONValue(glyph.name),
                    "codepoint": JSONValue(glyph.character.map(GlyphQuery.codepoint)),
                    "character": JSONValue(glyph.character.map { String($0) }),
                    "symbolCode": JSONValue(glyph.symbolCode.flatMap(Unicode.Scalar.init).map(GlyphQuery.codepoint)),
                    "advanceUnits": .int(glyph.advance),
                    "inkBoundsUnits": Self.bounds(glyph.bounds),
                    "ink": .string(Self.inkKind(glyph.ink)),
                ]),
                "pointSize": .number(alignment.pointSize),
                "advance": .number(alignment.advance),
                "lineBox": .object([
                    "ascender": .number(m.ascender), "descender": .number(m.descender),
                    "lineHeight": .number(m.lineHeight),
                ]),
                "inkBounds": Self.bounds(alignment.inkBounds),
                "alignmentRectInsets": Self.insets(alignment.alignmentRectInsets),
                "inkOutsideBox": .bool(alignment.inkInsets?.hasNegativeSide ?? false),
                "inkInsets": Self.insets(alignment.inkInsets),
                "snapped": .array(
                    face.snapped.map {
                        .object([
                            "scale": .number($0.scale), "width": .number($0.width), "height": .number($0.height),
                            "baselineFromTop": .number($0.baselineFromTop),
                            "alignmentRectInsets": Self.insets($0.alignmentRectInsets),
                            "inkInsets": Self.insets($0.inkInsets),
                        ])
                    }),
            ]
        }
    }

    /// The document around one object per face: the face's names, then `members(face)`.
    private func document<Face: ResolvedFace>(
        _ faces: [Face], errors: [FontReadError], members: (Face) -> [String: JSONValue]
    ) -> String {
        JSONValue.object([
            "schemaVersion": .int(Self.schemaVersion),
            "fonts": .array(
                faces.map { face in
                    let m = face.face.metrics
                    let own: [String: JSONValue] = [
                        "path": .string(face.face.path),
                        "faceIndex": .int(face.face.faceIndex),
                        "faceCount": .int(face.face.faceCount),
                        "familyName": .string(m.familyName),
                        "styleName": .string(m.styleName),
                        "postScriptName": JSONValue(m.postScriptName),
                        "unitsPerEm": .int(m.unitsPerEm),
                        "verticalMetricsSource": .string(face.resolved.source.rawValue),
                        "variation": face.face.variation.map { Self.variation($0, deltas: m.variation) } ?? .null,
                    ]
                    return .object(JSONObject(own.merging(members(face)) { a, _ in a }))
                }),
            "errors": .array(errors.map { .object(["path": .string($0.path), "message": .string($0.description)]) }),
        ]).prettyPrinted()
    }

    /// A recipe's numbers; the wrapper's are `null` where the wrapper recipe does not apply.
    private static func recipeMembers(_ r: DesignedLineHeight.Recipe) -> [String: JSONValue] {
        [
            "lineHeight": .number(r.lineHeight), "lineSpacing": .number(r.lineSpacing),
            "topPadding": JSONValue(r.topPadding), "bottomPadding": JSONValue(r.bottomPadding),
            "labelHeight": JSONValue(r.labelHeight), "wrapperHeight": JSONValue(r.wrapperHeight),
            "baselineOffset": .number(r.baselineOffset), "paragraphLabelHeight": .number(r.paragraphLabelHeight),
        ]
    }

    private static func recipe(_ r: DesignedLineHeight.Recipe) -> JSONValue { .object(JSONObject(recipeMembers(r))) }

    /// A category: its HIG size and leading, the scaled size, and the metrics rows (as in `sizes[]`).
    private static func step(_ s: DynamicTypeReport.Step) -> JSONValue {
        .object([
            "category": .string(s.step.category.rawValue),
            "isAccessibilityCategory": .bool(s.step.category.isAccessibilityCategory),
            "higPointSize": .number(s.step.hig.size),
            "higLeading": .number(s.step.hig.leading),
            "ratio": .number(s.step.ratio),
            "unclampedPointSize": .number(s.step.unclampedSize),
            "pointSize": .number(s.step.pointSize),
            "clamped": .bool(s.step.isClamped),
            "observedSystemPointSize": JSONValue(s.observedSystemSize),
            "sizes": .array(s.rows.map(size)),
        ])
    }

    private static func bounds(_ bounds: Bounds?) -> JSONValue {
        guard let b = bounds else { return .null }
        return .object(["xMin": .number(b.xMin), "yMin": .number(b.yMin), "xMax": .number(b.xMax), "yMax": .number(b.yMax)])
    }

    private static func insets(_ insets: EdgeInsets?) -> JSONValue {
        guard let i = insets else { return .null }
        return .object(["top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom), "right": .number(i.right)])
    }

    private static func inkKind(_ ink: FontGlyph.Ink) -> String {
        switch ink {
        case .outline: "outline"
        case .empty: "empty"
        case .bitmap: "bitmap"
        }
    }
}
