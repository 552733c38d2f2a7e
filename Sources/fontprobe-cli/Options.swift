import ArgumentParser
import FontProbe
import Foundation

/// A number option as given. argument-parser would take `-5` for an option and say only
/// "invalid" of `abc`; options declared with `parsing: .unconditional` take any word into this,
/// and ``Limits`` says what is wrong with it in the same words in every command.
struct NumberArgument<Value: LosslessStringConvertible & Sendable>: ExpressibleByArgument, Sendable {
    /// The word as given.
    var text: String

    init(argument: String) { text = argument }

    /// The number, or `nil` when ``text`` is not one. A word that is a number as it stands is not
    /// trimmed: Foundation's trimming is a first-use cost (about 0.8 M instructions) in every audit.
    var number: Value? { Value(text) ?? Value(text.trimmingCharacters(in: .whitespaces)) }

    /// The number, written bare or with one of `unit`'s suffixes (`17pt`, `3x`, in any case), or
    /// `nil` when ``text`` is neither.
    func number(_ unit: NumberUnit) -> Value? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let suffix = unit.suffixes.first(where: { trimmed.lowercased().hasSuffix($0) }) {
            return Value(String(trimmed.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces))
        }
        return Value(trimmed)
    }

    var defaultValueDescription: String { text }
}

/// The unit a number option is in, and the suffixes people write it with
/// (docs/commands/spec.md#units).
enum NumberUnit: Sendable {
    /// Points: `17`, `17pt`, or `17px` (a design tool's px is a point).
    case points
    /// Pixels per point: `3` or `3x`.
    case scale

    var suffixes: [String] {
        switch self {
        case .points: ["pt", "px"]
        case .scale: ["x"]
        }
    }
}

/// A comma-separated list of numbers as given (`12,17,24` or `33.5`); ``Limits`` checks each.
struct NumberList: ExpressibleByArgument, Sendable {
    /// Each comma-separated part as given.
    var parts: [NumberArgument<Double>]

    init(argument: String) {
        parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            NumberArgument(argument: String($0))
        }
    }

    /// The numbers in `unit`; only meaningful once ``Limits`` has accepted every part (a part that
    /// is not a number is NaN).
    func values(_ unit: NumberUnit) -> [Double] { parts.map { $0.number(unit) ?? .nan } }
}

/// A comma-separated list of axis settings: `wght=700,wdth=87.5`.
struct AxisSettingList: ExpressibleByArgument {
    var settings: [AxisSetting]

    init?(argument: String) {
        guard let settings = AxisSetting.list(argument) else { return nil }
        self.settings = settings
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension SingleFontFormat: ExpressibleByArgument {}
extension SpecFormat: ExpressibleByArgument {}
extension CheckFormat: ExpressibleByArgument {}
extension AuditFormat: ExpressibleByArgument {}

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
    static var help: String { "Report format; png draws the design tool's box and baselines over UIKit's." }
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
        help: ArgumentHelp("Read at most this many files at once, 1 to 256 (default: the number of processors).", valueName: "n"))
    var requested: NumberArgument<Int>?

    /// `--jobs`, or the number of active processors.
    var jobs: Int { requested?.number ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let requested { try Limits.wholeNumber(requested, option: "--jobs", in: Limits.jobs) }
    }
}

/// The range checks every command makes of its numbers, in one wording that names the option,
/// its range and the value given: "--size must be between 0.01 and 10000 points, not -5."
enum Limits {
    /// Collection face indexes and glyph ids are 16-bit in OpenType (and in FreeType's face index).
    static let sixteenBit = 0...65_535
    /// `--jobs`: files read at once.
    static let jobs = 1...256
    /// `spec --lines`.
    static let lines = 1...10_000

    /// A point size, checked.
    /// - Throws: `ValidationError` unless `argument` is a number in `PointMetrics.sizeRange`.
    @discardableResult
    static func points(_ argument: NumberArgument<Double>, option: String) throws -> Double {
        try number(argument, option: option, in: PointMetrics.sizeRange, unit: .points)
    }

    /// Every size of the lists, checked, in order.
    @discardableResult
    static func points(_ lists: [NumberList], option: String) throws -> [Double] {
        try lists.flatMap(\.parts).map { try points($0, option: option) }
    }

    /// Every screen scale of the lists (pixels per point), checked, in order.
    /// - Throws: `ValidationError` unless each is a number in `LabelMetrics.scaleRange`.
    @discardableResult
    static func scales(_ lists: [NumberList]) throws -> [Double] {
        try lists.flatMap(\.parts).map { try number($0, option: "--scale", in: LabelMetrics.scaleRange, unit: .scale) }
    }

    /// - Throws: `ValidationError` unless `argument` is a number in `range`, bare or with one of
    ///   `unit`'s suffixes.
    static func number(
        _ argument: NumberArgument<Double>, option: String, in range: ClosedRange<Double>, unit: NumberUnit
    ) throws -> Double {
        guard let value = argument.number(unit), value.isFinite, range.contains(value) else {
            let bounds =
                switch unit {
                case .points: "\(plain(range.lowerBound)) and \(plain(range.upperBound)) points"
                case .scale: "\(plain(range.lowerBound)) and \(plain(range.upperBound))"
                }
            throw ValidationError("\(option) must be between \(bounds), not \(shown(argument.text)).")
        }
        return value
    }

    /// A design's line height (`38`, `38pt`, `150%`, `1.5x`), checked to come to a size in points at `pointSize`.
    /// - Throws: `ValidationError` with the reason when it cannot be read, or when the points are
    ///   outside the sizes fontprobe takes.
    static func lineHeight(_ text: String, option: String, pointSize: Double) throws -> LineHeightValue {
        let value: LineHeightValue
        do {
            value = try LineHeightValue(parsing: text)
        } catch {
            throw ValidationError("\(option) cannot use \(shown(text)): \(error.reason).")
        }
        let points = value.points(size: pointSize)
        let range = PointMetrics.sizeRange
        guard range.contains(points) else {
            throw ValidationError(
                "\(option) must come to between \(plain(range.lowerBound)) and \(plain(range.upperBound)) points, "
                    + "not \(plain(points)) (\(shown(text)) at \(plain(pointSize)) pt).")
        }
        return value
    }

    /// - Throws: `ValidationError` unless `argument` is a whole number in `range`.
    @discardableResult
    static func wholeNumber(_ argument: NumberArgument<Int>, option: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = argument.number, range.contains(value) else {
            throw ValidationError(
                "\(option) must be a whole number between \(range.lowerBound) and \(range.upperBound), "
                    + "not \(shown(argument.text)).")
        }
        return value
    }

    /// 0.01, 100, 10000, 1e+20: a number as messages write it, whatever its size (never through
    /// `Int`, which traps on 1e20).
    private static func plain(_ value: Double) -> String { NumberFormatting.message(value) }

    /// The value as given; quoted when it is empty or has spaces, so it cannot read as nothing.
    static func shown(_ text: String) -> String {
        text.isEmpty || text.contains(where: \.isWhitespace) ? "'\(text)'" : text
    }
}

/// `--scale`, shared by every command that snaps to pixels, with one default.
struct ScaleOption: ParsableArguments {
    @Option(
        name: .customLong("scale"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Screen scales, comma-separated (2,3); may repeat (default: 2,3).", valueName: "scales"))
    var lists: [NumberList] = []

    /// The scales asked for, in order, each once, or `LabelMetrics.defaultScales`.
    var scales: [Double] {
        var seen: Set<Double> = []
        return lists.isEmpty
            ? LabelMetrics.defaultScales : lists.flatMap { $0.values(.scale) }.filter { seen.insert($0).inserted }
    }

    func validate() throws { try Limits.scales(lists) }
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

    func validate() throws { try Limits.points(lists, option: "--size") }
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
        if let face { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) }
    }

    /// Every face of the font (or the one `--face` names), each with `glyph` measured when given.
    func read(glyph: GlyphQuery? = nil) -> (faces: [FontFace], errors: [FontReadError]) {
        FontReader().read([font], faceIndex: face?.number, instances: variation.selection, glyph: glyph)
    }

}

extension SingleFontOptions where Format == SingleFontFormat {
    /// Says each error on stderr, writes `render(reporter)` to `--output` or stdout, and exits
    /// with the code the errors call for; with no face read (`readAny` false), `-o` gets no file
    /// (docs/exit-codes.md), while stdout still gets the report, for the scripts that read it.
    func finish(errors: [FontReadError], readAny: Bool, _ render: (any SingleFontReporter) throws -> String) throws {
        for error in errors {
            Diagnostics.error(error.description)
        }
        if readAny || errors.isEmpty || output.file == nil { try output.write { try render(format.format.reporter) } }
        let status = ExitStatus.forReadErrors(errors)
        if status != .success { throw status.exitCode }
    }
}

extension Platform {
    /// The platforms of `--platform`'s comma-separated lists, or iOS alone when there are none.
    static func listed(in lists: [String]) throws -> Set<Platform> {
        let names = lists.flatMap {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }
        guard !names.isEmpty else { return Platform.defaults }
        return Set(
            try names.map { name in
                guard let platform = Platform(rawValue: name) else {
                    throw ValidationError("--platform cannot use \(Limits.shown(name)): the platforms are ios, android and web.")
                }
                return platform
            })
    }
}
