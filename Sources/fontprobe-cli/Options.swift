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
