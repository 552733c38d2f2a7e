import ArgumentParser
import FontProbe

extension FontProbeCommand {
    struct LineHeight: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lineheight",
            abstract: "Turn a design's line height into UIKit's lineSpacing, padding and baselineOffset.",
            discussion: """
                For text set at --size with a designed line height L: the wrapper-view recipe (lineSpacing \
                L - lineHeight, half of it as padding above and below) and the paragraph-style recipe \
                (minimum = maximum line height L, baselineOffset (L - lineHeight) / 4), in points and snapped \
                to pixels at each scale. A line height smaller than the font's is allowed and flagged.
                """
        )

        @OptionGroup var input: SingleFontOptions

        @Option(parsing: .unconditional, help: ArgumentHelp("Point size.", valueName: "pt"))
        var size: NumberArgument<Double>

        @Option(
            name: .customLong("line-height"), parsing: .unconditional,
            help: ArgumentHelp(
                "The design's line height, baseline to baseline: 38 (points), 150% or 1.5x (of the size).",
                valueName: "L"))
        var lineHeight: String

        @Option(parsing: .unconditional, help: ArgumentHelp("How many lines the heights are for.", valueName: "n"))
        var lines = NumberArgument<Int>(argument: "1")

        @OptionGroup var scale: ScaleOption

        func validate() throws {
            _ = try Limits.lineHeight(lineHeight, option: "--line-height", pointSize: try Limits.points(size, option: "--size"))
            try Limits.wholeNumber(lines, option: "--lines", in: Limits.lines)
        }

        func run() throws {
            let (faces, errors) = input.read()
            let report = LineHeightReport(
                faces: faces, errors: errors, pointSize: try Limits.points(size, option: "--size"),
                designLineHeight: try Limits.lineHeight(
                    lineHeight, option: "--line-height", pointSize: try Limits.points(size, option: "--size")),
                lines: try Limits.wholeNumber(lines, option: "--lines", in: Limits.lines), scales: scale.scales)
            try input.finish(errors: report.errors) { try $0.render(report) }
        }
    }
}
