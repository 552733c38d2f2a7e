import ArgumentParser
import FontProbe

extension TextStyle: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}

extension FontProbeCommand {
    struct DynamicType: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dynamic-type",
            abstract: "Scale a custom font through the Dynamic Type sizes of a text style.",
            discussion: """
                For each content size category: the style's size and leading in Apple's HIG table, the custom \
                size scaled by the style's leading to Large and rounded to whole points, limited by --max-size, \
                as UIFontMetrics was measured to scale it, and the font's metrics, label height and cap inset at \
                that size. Each category says whether its size was measured in UIKit renders or is inferred.
                """
        )

        @OptionGroup var input: SingleFontOptions<SingleFontFormat>

        @Option(help: ArgumentHelp("The text style, as UIFont.TextStyle spells it.", valueName: "style"))
        var style: TextStyle

        @Option(
            name: .customLong("size"), parsing: .unconditional,
            help: ArgumentHelp("The custom font's size at the default (large) category (default: the style's).", valueName: "pt"))
        var sizeArgument: NumberArgument<Double>?

        @Option(
            name: .customLong("max-size"), parsing: .unconditional,
            help: ArgumentHelp("The maximumPointSize given to UIFontMetrics.", valueName: "pt"))
        var maxSizeArgument: NumberArgument<Double>?

        /// `--size` in points, once `validate()` has accepted it.
        var size: Double? { sizeArgument?.number(.points) }
        /// `--max-size` in points, once `validate()` has accepted it.
        var maxSize: Double? { maxSizeArgument?.number(.points) }

        @Option(help: ArgumentHelp("Report only this content size category; may repeat (default: all 12).", valueName: "name"))
        var category: [ContentSizeCategory] = []

        @OptionGroup var scale: ScaleOption

        func validate() throws {
            if let sizeArgument { try Limits.points(sizeArgument, option: "--size") }
            if let maxSizeArgument { try Limits.points(maxSizeArgument, option: "--max-size") }
            let largest = DynamicTypeScaling(style: style, baseSize: size).largestUnclampedSize
            if maxSize == nil, let size, !PointMetrics.sizeRange.contains(largest) {
                throw ValidationError(
                    "--size \(size) scales to \(largest) points for \(style.rawValue), past 10000; give a smaller "
                        + "--size or a --max-size.")
            }
        }

        func run() throws {
            let (faces, errors) = input.read()
            let categories = ContentSizeCategory.allCases.filter { category.isEmpty || category.contains($0) }
            let report = DynamicTypeReport(
                faces: faces, errors: errors, scaling: DynamicTypeScaling(style: style, baseSize: size, maximumSize: maxSize),
                categories: categories, scales: scale.scales)
            try input.finish(errors: report.errors, readAny: !report.faces.isEmpty) { try $0.render(report) }
        }
    }
}
