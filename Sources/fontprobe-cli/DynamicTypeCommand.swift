import ArgumentParser
import FontProbe

extension TextStyle: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}

extension FontProbeCommand {
    struct DynamicType: AsyncParsableCommand {
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

        @Option(help: ArgumentHelp("Report only this content size category; may repeat (default: all 12).", valueName: "name"))
        var category: [ContentSizeCategory] = []

        @OptionGroup var scale: ScaleOption

        var scaling: DynamicTypeScaling {
            get throws {
                try checked { try DynamicTypeRun.scaling(style: style, size: sizeArgument, maximumSize: maxSizeArgument) }
            }
        }

        func validate() throws { _ = try scaling }

        func run() async throws {
            let run = DynamicTypeRun(
                font: input.font, faceIndex: input.face?.number, instances: input.variation.selection,
                scaling: try scaling,
                categories: ContentSizeCategory.allCases.filter { category.isEmpty || category.contains($0) },
                scales: scale.scales, format: input.format.format)
            try input.output.finish(await run.run())
        }
    }
}
