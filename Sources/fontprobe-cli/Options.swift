import ArgumentParser
import FontProbe
import Foundation

extension NumberArgument: ExpressibleByArgument {}
extension NumberList: ExpressibleByArgument {}
extension AxisSettingList: ExpressibleByArgument {}

extension OutputFormat: ExpressibleByArgument {}
extension SingleFontFormat: ExpressibleByArgument {}
extension SpecFormat: ExpressibleByArgument {}
extension CheckFormat: ExpressibleByArgument {}
extension AuditFormat: ExpressibleByArgument {}
extension FlutterPlatform.MetricSource: ExpressibleByArgument {}
extension FlutterLeadingDistribution: ExpressibleByArgument {}

/// The file-name completion of every FONT argument.
let fontCompletion = CompletionKind.file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"])

/// A command's report formats; each has a `text` format, the default.
protocol ReportFormat: ExpressibleByArgument, CaseIterable {
    static var text: Self { get }
    /// The help of `--format`; argument-parser lists the values after it.
    static var help: String { get }
}

extension ReportFormat {
    static var help: String { "Report format." }
}

extension OutputFormat: ReportFormat {}
extension SingleFontFormat: ReportFormat {}
extension SpecFormat: ReportFormat {
    static var help: String { "Report format; png draws the design tool's box and baselines over the platform's." }
}
extension CheckFormat: ReportFormat {
    static var help: String { htmlHelp }
}
extension AuditFormat: ReportFormat {
    static var help: String { htmlHelp }
}

/// The help of `--format` where it offers `html` (docs/commands/audit.md#html).
private let htmlHelp = "Report format; html writes one self-contained page that works offline."

/// `--format`, declared once for every reporting command; each command names its formats.
struct FormatOption<Format: ReportFormat>: ParsableArguments {
    @Option(help: ArgumentHelp(Format.help))
    var format: Format = .text
}

/// `--jobs`, shared by the commands that read many font files.
struct JobsOption: ParsableArguments {
    @Option(
        name: .customLong("jobs"), parsing: .unconditional,
        help: ArgumentHelp(
            "Use at most this many threads at once, reading as many files, 1 to 256 (default: the number of processors).",
            valueName: "n"))
    var requested: NumberArgument<Int>?

    /// `--jobs`, or the number of active processors.
    var jobs: Int { requested?.number ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let requested { try checked { try Limits.wholeNumber(requested, option: "--jobs", in: Limits.jobs) } }
    }
}

/// `--scale`, shared by every command that snaps to pixels, with one default.
struct ScaleOption: ParsableArguments {
    @Option(
        name: .customLong("scale"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Screen scales, comma-separated (2,3); may repeat (default: 2,3).", valueName: "scales"))
    var lists: [NumberList] = []

    /// The scales asked for, in order, each once, or `LabelMetrics.defaultScales`.
    var scales: [Double] { NumberList.scales(lists) }

    func validate() throws { try checked { try Limits.scales(lists) } }
}

/// The point sizes a command reports when `--size` is not given, and how its help says so.
protocol DefaultSizes {
    static var sizes: [Double] { get }
    /// Added to `--size`'s help: "" when the command's discussion gives the default.
    static var help: String { get }
}

/// `--size`: point sizes, comma-separated and repeatable, shared by the commands that report a
/// list of sizes.
struct SizesOption<Defaults: DefaultSizes>: ParsableArguments {
    @Option(
        name: .customLong("size"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Point sizes, comma-separated (12,17,24); may repeat\(Defaults.help).", valueName: "sizes"))
    var lists: [NumberList] = []

    /// The sizes asked for, in order, or the command's defaults.
    var sizes: [Double] { lists.isEmpty ? Defaults.sizes : lists.flatMap { $0.values(.points) } }

    func validate() throws { try checked { try Limits.points(lists, option: "--size") } }
}

/// `--instance` and `--variation`: one instance of a variable font, in every command that reads one.
struct InstanceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Report this named instance of a variable font (as listed in fvar).", valueName: "name"))
    var instance: String?

    @Option(
        name: .customLong("variation"),
        help: ArgumentHelp("Set axes of a variable font to design coordinates; may repeat.", valueName: "tag=value,..."))
    var variationLists: [AxisSettingList] = []

    /// Whether either option was given.
    var isSet: Bool { instance != nil || !variationLists.isEmpty }

    /// The instance asked for: named, at coordinates, or the default.
    var selection: InstanceSelection {
        if let instance { return .named(instance) }
        if !variationLists.isEmpty { return .coordinates(variationLists.flatMap(\.settings)) }
        return .defaultInstance
    }

    func validate() throws {
        if instance != nil && !variationLists.isEmpty {
            throw ValidationError("Use only one of --instance and --variation.")
        }
    }
}

/// The font and the output of the single-font commands (`spec`, `dynamic-type`, `glyph`).
struct SingleFontOptions<Format: ReportFormat>: ParsableArguments {
    @Argument(
        help: ArgumentHelp("A font file (.ttf, .otf, .ttc, .otc, .woff, .woff2).", valueName: "font"), completion: fontCompletion)
    var font: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Report only this face of a collection (0-based).", valueName: "n"))
    var face: NumberArgument<Int>?

    @OptionGroup var variation: InstanceOptions

    @OptionGroup var format: FormatOption<Format>

    @OptionGroup var output: OutputOption

    func validate() throws {
        if let face { try checked { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) } }
    }
}
