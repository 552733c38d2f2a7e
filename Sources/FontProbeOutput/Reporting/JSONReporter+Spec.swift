import FontProbeModel
import FontProbeRules

/// `spec`'s JSON (docs/json-schema.md#spec): per face the design, the closest recipe and its code,
/// and per scale the tool's box under `tool` and each recipe's under its name, in points.
extension JSONReporter {
    package func render(_ report: SpecReport) throws -> String {
        try Self.document(report.faces, errors: report.errors) { face in
            let (spec, code) = (face.spec, SpecCode(face))
            return SpecJSON.Face(
                style: face.style?.name, textStyle: face.style?.textStyle?.rawValue,
                designTool: spec.tool.rawValue, pointSize: spec.pointSize,
                lineHeight: face.designLineHeight, lineHeightGiven: spec.lineHeight != nil, lines: spec.lines,
                trim: spec.trimCap ? "cap" : nil, kern: face.kern, fontLineHeight: face.metrics.lineHeight,
                closest: face.closest?.rawValue, unavailable: face.unavailable,
                code: code.map { SpecJSON.Code(uiKit: $0.uiKit, swiftUI: $0.swiftUI) },
                scales: face.layouts.map(SpecJSON.Scale.init))
        }
    }
}

/// The members `spec` adds to a face.
enum SpecJSON {
    struct Face: Encodable, Sendable {
        /// The configured style, with `spec --config`.
        @Null var style: String?
        /// The style's Dynamic Type text style.
        @Null var textStyle: String?
        var designTool: String
        var pointSize: Double
        /// L in points: as given, or the tool's own when `lineHeightGiven` is false.
        @Null var lineHeight: Double?
        var lineHeightGiven: Bool
        var lines: Int
        @Null var trim: String?
        @Null var kern: Double?
        var fontLineHeight: Double
        @Null var closest: String?
        @Null var unavailable: String?
        @Null var code: Code?
        var scales: [Scale]
    }

    struct Code: Encodable, Sendable {
        var uiKit: String
        @Null var swiftUI: String?
    }

    struct Box: Encodable, Sendable {
        var boxHeight: Double
        var baselines: [Double]
        @Null var trimInsets: Insets?

        init(_ box: TextBox) {
            boxHeight = box.boxHeight
            baselines = box.baselines
            trimInsets = box.trimInsets.map { Insets(top: $0.top, bottom: $0.bottom) }
        }
    }

    struct Insets: Encodable, Sendable {
        var top: Double
        var bottom: Double
    }

    struct Fit: Encodable, Sendable {
        var boxHeight: Double
        var baselines: [Double]
        @Null var trimInsets: Insets?
        var baselineDifference: Double
        var boxHeightDifference: Double
        var pixelsOff: Double
        var withinHalfPixel: Bool

        init(_ fit: RecipeFit) {
            let box = Box(fit.box)
            boxHeight = box.boxHeight
            baselines = box.baselines
            trimInsets = box.trimInsets
            baselineDifference = fit.baselineDifference
            boxHeightDifference = fit.boxHeightDifference
            pixelsOff = fit.pixelsOff
            withinHalfPixel = fit.withinHalfPixel
        }
    }

    struct Scale: Encodable, Sendable {
        var scale: Double
        var tool: Box
        @Null var plainLabel: Fit?
        @Null var paragraphStyle: Fit?
        @Null var baselineOffset: Fit?
        @Null var wrapper: Fit?
        @Null var swiftUI: Fit?
        @Null var closest: String?

        init(_ layout: SpecLayout) {
            scale = layout.scale
            tool = Box(layout.tool)
            plainLabel = layout.fit(.plainLabel).map(Fit.init)
            paragraphStyle = layout.fit(.paragraphStyle).map(Fit.init)
            baselineOffset = layout.fit(.baselineOffset).map(Fit.init)
            wrapper = layout.fit(.wrapper).map(Fit.init)
            swiftUI = layout.fit(.swiftUI).map(Fit.init)
            closest = layout.closest?.recipe.rawValue
        }
    }
}
