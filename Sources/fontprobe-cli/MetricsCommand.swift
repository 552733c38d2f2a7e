import ArgumentParser
import FontProbe

extension FontProbeCommand {
    struct Metrics: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "metrics",
            abstract: "Report the metrics UIFont gives a font, and the label insets at each size and scale.",
            discussion: """
                Sizes default to the iOS text styles at the default Dynamic Type setting \
                (\(PointMetrics.defaultSizes.map { String(Int($0)) }.joined(separator: ", ")) pt); \
                scales default to 2x and 3x.
                """
        )
        @Argument(
            help: ArgumentHelp("Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).", valueName: "font"),
            completion: fontCompletion)
        var fonts: [String] = []

        @Option(help: ArgumentHelp("Also report the fonts listed in this file, one per line ('-': stdin).", valueName: "file"))
        var filesFrom: String?

        @Flag(name: [.customShort("0"), .customLong("null")], help: "The --files-from list is separated by NUL bytes.")
        var nullSeparated = false

        @OptionGroup var size: SizesOption<Self>

        @OptionGroup var scale: ScaleOption

        @Option(
            parsing: .unconditional, help: ArgumentHelp("Report only this face of a collection (0-based).", valueName: "n"))
        var face: NumberArgument<Int>?

        @OptionGroup var variation: InstanceOptions

        @Flag(help: "Report every named instance of a variable font.")
        var allInstances = false

        @Option(
            name: .customLong("platform"),
            help: ArgumentHelp(
                "Also lay each row out for these platforms, comma-separated: ios, android, web, flutter "
                    + "(default: ios); android reads --size as sp and --scale as the density, flutter as logical px "
                    + "and the device pixel ratio.",
                valueName: "list"))
        var platformLists: [String] = []

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Lay each platform's box out with n lines, listing every baseline (default: 1).", valueName: "n"))
        var lines: NumberArgument<Int>?

        @Option(
            help: ArgumentHelp(
                "Flutter's metric source: android (FreeType; also Linux and the web) or ios (CoreText; also macOS) "
                    + "(default: android).",
                valueName: "os"))
        var os: FlutterPlatform.MetricSource?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Lay Flutter's Text out with TextStyle.height h (default: null).", valueName: "h"))
        var height: NumberArgument<Double>?

        @Option(
            help: ArgumentHelp(
                "Flutter's TextLeadingDistribution with --height: proportional or even (default: proportional).",
                valueName: "distribution"))
        var leadingDistribution: FlutterLeadingDistribution?

        @OptionGroup var format: FormatOption<OutputFormat>

        @OptionGroup var output: OutputOption

        /// The options as the library's request, which checks them.
        var request: MetricsRequest {
            var request = MetricsRequest()
            (request.fonts, request.filesFrom, request.nullSeparated, request.face) = (fonts, filesFrom, nullSeparated, face)
            (request.instances, request.instanceGiven, request.allInstances) = (
                variation.selection, variation.isSet, allInstances
            )
            (request.sizes, request.scales, request.platformLists) = (size.sizes, scale.scales, platformLists)
            (request.lines, request.format) = (lines, format.format)
            (request.os, request.height, request.leadingDistribution) = (os, height, leadingDistribution)
            return request
        }

        func validate() throws { _ = try checked { try request.run() } }

        func run() async throws { try output.finish(await checked { try request.run() }.run()) }
    }
}

extension FontProbeCommand.Metrics: DefaultSizes {
    /// The iOS text styles at the default Dynamic Type setting; the discussion lists them.
    static var sizes: [Double] { PointMetrics.defaultSizes }
    static var help: String { "" }
}
