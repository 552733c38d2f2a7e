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
                target: spec.platform == .ios ? nil : spec.platform.rawValue,
                metricSource: spec.platform == .flutter ? spec.flutterSource.rawValue : nil, designTool: spec.tool.rawValue,
                pointSize: spec.pointSize,
                lineHeight: face.designLineHeight, lineHeightGiven: spec.lineHeight != nil,
                lineHeightUnit: spec.tool == .figma ? FigmaTextBox.LineHeightUnit(spec.lineHeight).rawValue : nil,
                lines: spec.lines, paragraphs: spec.paragraphs ?? [spec.lines], paragraphSpacing: spec.paragraphSpacing,
                trim: spec.trimCap ? "cap" : nil, kern: face.kern, fontLineHeight: face.metrics.lineHeight,
                closest: face.closest?.rawValue, unavailable: face.unavailable,
                code: code.map { SpecJSON.Code(uiKit: $0.uiKit, swiftUI: $0.swiftUI) }
                    ?? AndroidSpecCode(face).map { SpecJSON.Code(compose: $0.compose, view: $0.view) }
                    ?? WebSpecCode(face).map { SpecJSON.Code(css: $0.css, recipes: $0.recipes) }
                    ?? FlutterSpecCode(face).map { SpecJSON.Code(dart: $0.dart) },
                scales: face.layouts.map { SpecJSON.Scale($0, platform: spec.platform) })
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
        /// `android`, `web` or `flutter` with `--platform`; absent for iOS.
        var target: String?
        /// With `--platform flutter`, whose font stack read the metrics: `android` or `ios` (`--os`).
        var metricSource: String?
        var designTool: String
        var pointSize: Double
        /// L in points: as given, or the tool's own when `lineHeightGiven` is false.
        @Null var lineHeight: Double?
        var lineHeightGiven: Bool
        /// Figma's `lineHeightUnit` for the line height as given (`PIXELS`, `FONT_SIZE_%`,
        /// `INTRINSIC_%`), which decides how Figma rounds; null for the other tools.
        @Null var lineHeightUnit: String?
        var lines: Int
        /// The lines of each paragraph, adding up to `lines`.
        var paragraphs: [Int]
        /// Figma's space between two paragraphs, in points.
        var paragraphSpacing: Double
        @Null var trim: String?
        @Null var kern: Double?
        var fontLineHeight: Double
        @Null var closest: String?
        @Null var unavailable: String?
        @Null var code: Code?
        var scales: [Scale]
    }

    /// UIKit's and SwiftUI's code, Android's (the closest Compose recipe's Kotlin and the closest
    /// View recipe's XML), the web's CSS, or Flutter's Dart.
    struct Code: Encodable, Sendable {
        var uiKit: String?
        var swiftUI: String?
        var compose: String?
        var view: String?
        var css: String?
        var dart: String?
        /// The web's CSS for every recipe, by the recipe's key (`null` where it does not apply).
        var recipes: [(TextRecipe, String?)] = []

        init(uiKit: String, swiftUI: String?) { (self.uiKit, self.swiftUI) = (uiKit, swiftUI) }
        init(compose: String, view: String) { (self.compose, self.view) = (compose, view) }
        init(dart: String) { self.dart = dart }
        init(css: String, recipes: [(recipe: TextRecipe, css: String?)]) {
            self.css = css
            self.recipes = recipes.map { ($0.recipe, $0.css) }
        }

        private enum CodingKeys: CodingKey { case uiKit, swiftUI, compose, view, css, recipes, dart }

        /// The recipes' CSS as a JSON object in recipe order.
        private struct Recipes: Encodable {
            var recipes: [(TextRecipe, String?)]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: RecipeKey.self)
                for (recipe, css) in recipes { try container.encode(css, forKey: RecipeKey(stringValue: recipe.rawValue)) }
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let uiKit {
                try container.encode(uiKit, forKey: .uiKit)
                try container.encode(swiftUI, forKey: .swiftUI)
            } else if let css {
                try container.encode(css, forKey: .css)
                try container.encode(Recipes(recipes: recipes), forKey: .recipes)
            } else if let dart {
                try container.encode(dart, forKey: .dart)
            } else {
                try container.encode(compose, forKey: .compose)
                try container.encode(view, forKey: .view)
            }
        }
    }

    struct Box: Encodable, Sendable {
        var boxHeight: Double
        /// Each line's baseline in points below the box's top.
        var baselines: [Double]
        /// The same in device pixels at the scale, `baselines × scale`.
        var baselinesPx: [Double]
        @Null var trimInsets: Insets?

        init(_ box: TextBox, scale: Double) {
            boxHeight = box.boxHeight
            baselines = box.baselines
            baselinesPx = box.baselines.map { PixelMath.tidy($0 * scale) }
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
        var baselinesPx: [Double]
        @Null var trimInsets: Insets?
        var baselineDifference: Double
        var boxHeightDifference: Double
        var pixelsOff: Double
        var withinHalfPixel: Bool
        /// What the recipe's box and baselines rest on here: `tag` (`M`, `P`, `S`, `I`, `U`) and `basis`.
        var evidence: Evidence

        struct Evidence: Encodable, Sendable {
            var tag: String
            var basis: String
        }

        init(_ fit: RecipeFit, scale: Double) {
            let box = Box(fit.box, scale: scale)
            boxHeight = box.boxHeight
            baselines = box.baselines
            baselinesPx = box.baselinesPx
            trimInsets = box.trimInsets
            baselineDifference = fit.baselineDifference
            boxHeightDifference = fit.boxHeightDifference
            pixelsOff = fit.pixelsOff
            withinHalfPixel = fit.withinHalfPixel
            evidence = Evidence(tag: fit.evidence.tag.rawValue, basis: fit.evidence.basis)
        }
    }

    /// A scale: the tool's box under `tool`, and each recipe of the target under its name (null
    /// where it does not apply).
    struct Scale: Encodable, Sendable {
        var scale: Double
        var tool: Box
        var recipes: [(TextRecipe, Fit?)]
        var closest: String?

        init(_ layout: SpecLayout, platform: Platform) {
            scale = layout.scale
            tool = Box(layout.tool, scale: layout.scale)
            recipes = platform.model.recipes.map { ($0, layout.fit($0).map { Fit($0, scale: layout.scale) }) }
            closest = layout.closest?.recipe.rawValue
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: RecipeKey.self)
            try container.encode(scale, forKey: RecipeKey(stringValue: "scale"))
            try container.encode(tool, forKey: RecipeKey(stringValue: "tool"))
            for (recipe, fit) in recipes { try container.encode(fit, forKey: RecipeKey(stringValue: recipe.rawValue)) }
            try container.encode(closest, forKey: RecipeKey(stringValue: "closest"))
        }
    }
}

/// A key of the JSON named at run time: a recipe's.
private struct RecipeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
