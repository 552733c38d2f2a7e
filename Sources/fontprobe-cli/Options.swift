import ArgumentParser
import FontProbe
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        var settings: [AxisSetting] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return nil }
            let tag = pieces[0].trimmingCharacters(in: .whitespaces)
            guard tag.utf8.count == 4, tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }),
                let value = Double(pieces[1].trimmingCharacters(in: .whitespaces)), value.isFinite
            else { return nil }
            settings.append(AxisSetting(tag: tag, value: value))
        }
        guard !settings.isEmpty else { return nil }
        self.settings = settings
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// `--jobs`, shared by the commands that read many font files.
struct JobsOption: ParsableArguments {
    @Option(help: ArgumentHelp("Read at most this many files at once (default: the number of processors).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        if !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, not \(jobs).")
        }
    }
}

/// `--format` and `--output`, shared by every reporting command.
struct OutputOptions: ParsableArguments {
    @Option(help: "Report format.")
    var format: OutputFormat = .text

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    /// Renders `report` in `--format` and writes it to `--output` or stdout.
    ///
    /// Writes in place (through symlinks, to devices), never by renaming over the path.
    /// - Throws: ``ExitCodes/cannotWrite`` after saying why on stderr.
    func write(_ report: MetricsReport) throws {
        try write { try format.metricsReporter.render(report) }
    }

    /// Writes what `render` returns to `--output` or stdout.
    /// - Throws: ``ExitCodes/cannotWrite`` after saying why on stderr.
    func write(_ render: () throws -> String) throws {
        try ReportFile.write(render, to: output)
    }
}

/// Where a report goes: a file written in place (through symlinks, to devices, never by
/// renaming over the path), or stdout.
enum ReportFile {
    /// Writes what `render` returns to the file at `output`, or to stdout when it is `nil`.
    /// - Throws: ``ExitCodes/cannotWrite`` after saying why on stderr.
    static func write(_ render: () throws -> String, to output: String?) throws {
        var text: String
        do {
            text = try render()
        } catch {
            Diagnostics.error("cannot encode the report: \(error)")
            throw ExitCodes.cannotWrite
        }
        let target = output.map { "'\($0)'" } ?? "stdout"
        let descriptor = output.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? STDOUT_FILENO
        guard descriptor >= 0 else {
            Diagnostics.error("cannot write \(target): \(String(cString: strerror(errno)))")
            throw ExitCodes.cannotWrite
        }
        defer { if output != nil { close(descriptor) } }
        if let failure = text.withUTF8({ writeAll($0, to: descriptor) }) {
            Diagnostics.error("cannot write \(target): \(String(cString: strerror(failure)))")
            throw ExitCodes.cannotWrite
        }
    }
}

/// Writes every byte to `descriptor`, retrying short writes and EINTR; the errno on failure.
/// A free function so that `write` is the C call on both Glibc and Darwin.
private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += count
    }
    return nil
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

/// `--scale`, shared by the commands that snap to pixels; each command names its default.
struct ScaleOption: ParsableArguments {
    @Option(name: .customLong("scale"), help: ArgumentHelp("Screen scales, comma-separated; may repeat.", valueName: "k,..."))
    var lists: [NumberList] = []

    /// The scales asked for, or `defaults` when none were.
    func scales(default defaults: [Double]) -> [Double] { lists.isEmpty ? defaults : lists.flatMap(\.values) }

    func validate() throws { try Limits.scales(lists.flatMap(\.values)) }
}

extension RecipeFormat: ExpressibleByArgument {}

/// The font and the output of the single-font commands (`lineheight`, `dynamic-type`, `glyph`).
struct SingleFontOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A font file (.ttf, .otf, .ttc, .otc, .woff, .woff2).", valueName: "font"))
    var font: String

    @Option(help: ArgumentHelp("Report only this face of a collection (0-based).", valueName: "n"))
    var face: Int?

    @Option(help: "Report format.")
    var format: RecipeFormat = .text

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if let face, face < 0 {
            throw ValidationError("--face must be 0 or more, not \(face).")
        }
    }

    /// Every face of the font (or the one `--face` names), each with `glyph` measured when given.
    /// - Throws: ``ExitCodes/unreadableInput`` when FreeType cannot start.
    func read(glyph: GlyphQuery? = nil) throws -> (faces: [FontFace], errors: [FontReadError]) {
        let library: FreeTypeLibrary
        do {
            library = try FreeTypeLibrary()
        } catch {
            Diagnostics.error("FreeType could not start: \(error)")
            throw ExitCodes.unreadableInput
        }
        return library.readFiles(atPaths: [font], faceIndex: face, glyph: glyph)
    }

    /// Says each error on stderr, writes `render(reporter)` to `--output` or stdout, and exits
    /// with the code the errors call for.
    func finish(errors: [FontReadError], _ render: (any RecipeReporter) -> String) throws {
        for error in errors {
            Diagnostics.error(error.description)
        }
        try ReportFile.write({ render(format.reporter) }, to: output)
        let code = ExitCodes.forReadErrors(errors)
        if code != ExitCodes.success { throw code }
    }
}
