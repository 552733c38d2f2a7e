import ArgumentParser
import FontProbe
import Foundation

/// A comma-separated list of positive numbers: `12,17,24` or `33.5`.
struct NumberList: ExpressibleByArgument {
    var values: [Double]

    init?(argument: String) {
        var values: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
                return nil
            }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }
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
extension CheckFormat: ExpressibleByArgument {}

/// The file-name completion of every FONT argument.
let fontCompletion = CompletionKind.file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"])

/// A command's report formats; each has a `text` format, the default.
protocol ReportFormat: ExpressibleByArgument, CaseIterable {
    static var text: Self { get }
}

extension OutputFormat: ReportFormat {}
extension SingleFontFormat: ReportFormat {}
extension CheckFormat: ReportFormat {}

/// `--format`, declared once for every reporting command; each command names its formats.
struct FormatOption<Format: ReportFormat>: ParsableArguments {
    @Option(help: "Report format.")
    var format: Format = .text
}

/// `--jobs`, shared by the commands that read many font files.
struct JobsOption: ParsableArguments {
    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp("Read at most this many files at once (default: the number of processors).", valueName: "n"))
    var requested: Int?

    /// `--jobs`, or the number of active processors.
    var jobs: Int { requested ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let requested, !(1...256).contains(requested) {
            throw ValidationError("--jobs must be between 1 and 256, not \(requested).")
        }
    }
}

/// `--output`, declared once for every reporting command.
struct OutputOption: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"),
        completion: .file())
    var output: String?

    /// Whether the report may be coloured: it goes to a terminal that wants colour.
    var wantsColor: Bool { output == nil && Terminal.wantsColor(STDOUT_FILENO) }

    /// Writes what `render` returns to `--output`, in place (through symlinks, to devices, never
    /// by renaming over the path), or to stdout.
    /// - Throws: ``ExitCodes/cannotWrite`` after saying why on stderr.
    func write(_ render: () throws -> String) throws {
        let text: String
        do {
            text = try render()
        } catch {
            Diagnostics.error("cannot encode the report: \(error)")
            throw ExitCodes.cannotWrite
        }
        do {
            if let output {
                // Not atomic: the file is written in place, so a symlink is followed and a device written.
                try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            } else {
                try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
            }
        } catch {
            Diagnostics.error("cannot write \(output.map { "'\($0)'" } ?? "stdout"): \(Diagnostics.reason(error))")
            throw ExitCodes.cannotWrite
        }
    }
}

/// The range checks every command makes of its numbers, with one wording.
enum Limits {
    /// - Throws: `ValidationError` unless `value` is a point size fontprobe accepts.
    static func points(_ value: Double, option: String = "--size") throws {
        if !PointMetrics.sizeRange.contains(value) {
            throw ValidationError("\(option) must be between 0.01 and 10000 points, not \(value).")
        }
    }

    /// - Throws: `ValidationError` unless every scale is one fontprobe accepts.
    static func scales(_ values: [Double]) throws {
        if let scale = values.first(where: { !LabelMetrics.scaleRange.contains($0) }) {
            throw ValidationError("--scale must be between 0.01 and 100, not \(scale).")
        }
    }
}

/// `--scale`, shared by every command that snaps to pixels, with one default.
struct ScaleOption: ParsableArguments {
    @Option(
        name: .customLong("scale"),
        help: ArgumentHelp("Screen scales, comma-separated (2,3); may repeat (default: 2,3).", valueName: "scales"))
    var lists: [NumberList] = []

    /// The scales asked for, in order, each once, or `LabelMetrics.defaultScales`.
    var scales: [Double] {
        var seen: Set<Double> = []
        return lists.isEmpty ? LabelMetrics.defaultScales : lists.flatMap(\.values).filter { seen.insert($0).inserted }
    }

    func validate() throws { try Limits.scales(lists.flatMap(\.values)) }
}

/// The font and the output of the single-font commands (`lineheight`, `dynamic-type`, `glyph`).
struct SingleFontOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp("A font file (.ttf, .otf, .ttc, .otc, .woff, .woff2).", valueName: "font"), completion: fontCompletion)
    var font: String

    @Option(help: ArgumentHelp("Report only this face of a collection (0-based).", valueName: "n"))
    var face: Int?

    @OptionGroup var format: FormatOption<SingleFontFormat>

    @OptionGroup var output: OutputOption

    func validate() throws {
        if let face, face < 0 {
            throw ValidationError("--face must be 0 or more, not \(face).")
        }
    }

    /// Every face of the font (or the one `--face` names), each with `glyph` measured when given.
    func read(glyph: GlyphQuery? = nil) -> (faces: [FontFace], errors: [FontReadError]) {
        FontReader().read([font], faceIndex: face, glyph: glyph)
    }

    /// Says each error on stderr, writes `render(reporter)` to `--output` or stdout, and exits
    /// with the code the errors call for.
    func finish(errors: [FontReadError], _ render: (any SingleFontReporter) throws -> String) throws {
        for error in errors {
            Diagnostics.error(error.description)
        }
        try output.write { try render(format.format.reporter) }
        let code = ExitCodes.forReadErrors(errors)
        if code != ExitCodes.success { throw code }
    }
}
