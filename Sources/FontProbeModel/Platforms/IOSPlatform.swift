/// iOS: UIKit's label and SwiftUI's `Text` (docs/model.md), in points on a screen of `scale`
/// pixels per point. Every `metrics` row is iOS's own numbers (``PointMetrics``, ``LabelMetrics``);
/// `spec` weighs the UIKit and SwiftUI recipes.
package enum IOSPlatform: PlatformModel {
    package static let words = PlatformWords(
        name: "iOS", toolkit: "UIKit", sizeUnit: "pt", lengthUnit: "pt", scaleName: "scale", textScaling: "Dynamic Type",
        lineNames: ["label": "UIKit label"])

    /// 3: most iPhones since the iPhone X have 3x screens (the XR, 11 and SE are 2x), by the
    /// device table of Apple's Human Interface Guidelines ("Layout").
    package static let usualScale = 3.0

    /// iOS's numbers are every row's own: no lines besides them for the lockfile and the CSV
    /// report; its boxes of lines are ``lines(_:pointSize:scale:count:)``.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int) -> PlatformLines? { nil }

    /// A hugging `UILabel` and a fitted SwiftUI `Text` (``IOSTextLines``) of
    /// `count` lines at `pointSize` points on a screen of `scale` pixels per point, in device
    /// pixels: `ios.uikit` and `ios.swiftUI` (docs/model.md#several-lines). Of one line both are
    /// the row's label [M]; of several, the note says where UIKit's rule is inferred.
    package static func lines(_ resolved: ResolvedMetrics, pointSize: Double, scale: Double, count: Int) -> PlatformLines {
        let cap = resolved.capHeight.units.map { resolved.points(Double($0), size: pointSize, scale: scale) }
        let label = IOSTextLines(.uikit, resolved, pointSize: pointSize, scale: scale, count: count)
        let text = IOSTextLines(.swiftUI, resolved, pointSize: pointSize, scale: scale, count: count)
        return PlatformLines(
            platform: .ios, size: pointSize, sizeKey: "pointSize",
            lines: [
                .init(
                    key: "uikit", name: "UIKit label",
                    pixels: LinePixels(height: label.height, baselines: label.baselines, capHeight: cap)),
                .init(
                    key: "swiftUI", name: "SwiftUI Text",
                    pixels: LinePixels(height: text.height, baselines: text.baselines, capHeight: cap)),
            ],
            fontMetricsInt: nil, note: count > 1 ? severalLinesNote : nil)
    }

    /// The evidence for several lines, for the report's notes: UIKit's rule is measured at 3x only.
    static let severalLinesNote =
        "iOS: a UILabel's lines at round(A + j·L) px are measured at 3x (a 3-line label, 6/6 renders); at 2x the "
        + "same label renders at 31, 69, 107 px where the rule gives 30, 68, 107, so at other scales they are "
        + "inferred. A SwiftUI "
        + "Text's, round(A) + ceil(j·L), are measured (64/64 baselines). docs/model.md#several-lines"

    /// What CoreText reads is every lockfile face's own values (``ResolvedMetrics``): nothing besides.
    package static func reading(_ metrics: FontMetrics) -> PlatformReading? { nil }

    /// UIKit's label as a line in device pixels: its height, UIKit's baseline below its top
    /// (`baselineFromTop`), and the cap line (unrounded), to compare the other platforms with.
    package static func line(_ label: LabelMetrics, capHeight: Double?) -> LinePixels {
        line(labelHeight: label.labelHeight, baselineFromTop: label.baselineFromTop, capHeight: capHeight, scale: label.scale)
    }

    /// The same line from a row's numbers in points (`labelHeight`, `baselineFromTop`,
    /// `capHeight`, as `metrics` and the lockfile give them) at `scale` pixels per point.
    package static func line(labelHeight: Double, baselineFromTop: Double, capHeight: Double?, scale k: Double) -> LinePixels {
        LinePixels(height: labelHeight * k, baseline: baselineFromTop * k, capTop: capHeight.map { (baselineFromTop - $0) * k })
    }

    package static let recipes: [TextRecipe] = [.plainLabel, .paragraphStyle, .baselineOffset, .wrapper, .swiftUI]

    /// The UIKit recipes (SwiftUI has its own code, written beside UIKit's).
    package static let codedRecipes: [TextRecipe] = [.plainLabel, .paragraphStyle, .baselineOffset, .wrapper]

    /// Where a UIKit or SwiftUI `recipe` puts the box and its baselines at `scale`, in whole
    /// pixels; `nil` for a recipe of another platform, a face without usable vertical metrics,
    /// where the recipe cannot reach the line height (the wrapper, for lines closer than the
    /// font's) or there is no cap height to trim to.
    package static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double, tool: TextBox
    ) -> TextBox? {
        guard let resolved = metrics.resolved else { return nil }
        let (lines, pointSize) = (spec.lines, spec.pointSize)
        let font = resolved.atSize(pointSize)
        func pixels(_ value: Double) -> Double { PixelMath.round(value * scale) / scale }
        func heightPixels(_ value: Double) -> Double { PixelMath.ceil(value * scale) / scale }
        let count = Double(lines)
        let box: TextBox
        switch recipe {
        case .plainLabel:
            // Each later line one lineHeight lower, the line gap left out, each baseline rounded on its
            // own (docs/model.md#several-lines).
            let label = IOSTextLines(.uikit, resolved, pointSize: pointSize, scale: scale, count: lines)
            box = TextBox(boxHeight: Double(label.height) / scale, baselines: label.baselines.map { Double($0) / scale })
        case .paragraphStyle, .baselineOffset:
            let offset = recipe == .baselineOffset ? (lineHeight - font.lineHeight) / 4 : 0
            let label = ParagraphStyleLabel(
                resolved, pointSize: pointSize, lineHeight: lineHeight, lines: lines, baselineOffset: offset, scale: scale)
            // The label's height is not measured with baselineOffset; taken as without it [I].
            box = TextBox(boxHeight: heightPixels(count * lineHeight), baselines: label.baselines)
        case .wrapper, .swiftUI:
            let design = DesignedLineHeight(fontLineHeight: font.lineHeight, designLineHeight: lineHeight, lines: lines)
            let snapped = design.snapped(scale: scale)
            guard let padding = snapped.topPadding, let height = snapped.wrapperHeight, let label = snapped.labelHeight
            else { return nil }
            // A UILabel's lines or a SwiftUI Text's, each by its toolkit's rule, the line spacing added
            // to the unrounded pitch (docs/model.md#several-lines).
            let text = IOSTextLines(
                recipe == .swiftUI ? .swiftUI : .uikit, resolved, pointSize: pointSize, scale: scale, count: lines,
                lineSpacing: design.lineSpacing)
            // Trimmed, the padding falls outside the box: the label alone, its insets its own.
            let top = spec.trimCap ? 0 : padding
            box = TextBox(
                boxHeight: spec.trimCap ? label : height, baselines: text.baselines.map { top + Double($0) / scale })
        default:
            return nil  // another platform's
        }
        if let fixedBox = spec.fixedBox, !spec.trimCap { return box.placed(in: fixedBox, scale: scale) }
        guard spec.trimCap else { return box }
        // A cap-aligned label's top: the cap height rounded to a pixel above the baseline.
        return font.capHeight.map { box.trimmed(capHeight: pixels($0)) }
    }
}
