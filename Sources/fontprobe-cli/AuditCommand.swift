import ArgumentParser
import FontProbe
import Foundation

extension FontProbeCommand {
    struct Audit: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "audit",
            abstract: "Audit every face of every font under the given paths, with findings that explain themselves.",
            discussion: """
                Directories are searched recursively for .ttf, .otf, .ttc, .otc, .woff and .woff2 files. \
                Exit codes: 0 audited (findings do not fail an audit; `check` does that); 2 some inputs \
                could not be read; 64 usage error; 66 no font found; 74 the report could not be written.
                """
        )

        @Argument(help: ArgumentHelp("Font files and directories.", valueName: "path"), completion: .file())
        var paths: [String] = []

        @Option(
            help: ArgumentHelp(
                "Also audit the paths listed in this file, one per line ('-' reads them from stdin).",
                valueName: "file"),
            completion: .file())
        var filesFrom: String?

        @Flag(
            name: [.customShort("0"), .customLong("null")],
            help: "The --files-from list is separated by NUL bytes (find -print0), not by lines.")
        var nullSeparated = false

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("Point size of the metrics rows and of pixel counts in findings.", valueName: "pt"))
        var size = NumberArgument<Double>(argument: "17")

        @OptionGroup var scale: ScaleOption

        @OptionGroup var rules: RuleOptions

        @Option(help: "The instances of a variable font to audit: its default, or every named instance as well.")
        var instances: InstanceChoice = .default

        @OptionGroup var jobs: JobsOption

        @Flag(help: "No progress line on stderr.")
        var quiet = false

        @Option(
            help: ArgumentHelp(
                "Print why a rule matters and how to fix it (text or json), then exit.", valueName: "rule"))
        var explain: String?

        @Flag(help: "List every rule with its severity (text or json), then exit.")
        var listRules = false

        @OptionGroup var format: FormatOption<AuditFormat>

        @OptionGroup var output: OutputOption

        func validate() throws {
            if let explain, Rule.reportable(named: explain) == nil {
                throw ValidationError(
                    "There is no rule '\(explain)'."
                        + (Suggestion.nearest(to: explain, in: Rule.reportable.map(\.id)).map { " Did you mean '\($0)'?" } ?? "")
                        + " The rules are: \(Rule.reportable.map(\.id).joined(separator: ", ")).")
            }
            if explain != nil || listRules {
                if ![.text, .json].contains(format.format) {
                    throw ValidationError(
                        "\(listRules ? "--list-rules" : "--explain") writes text or json, not \(format.format.rawValue).")
                }
                return
            }
            if paths.isEmpty && filesFrom == nil {
                throw ValidationError("Give at least one font file or directory to audit (or --files-from).")
            }
            if nullSeparated && filesFrom == nil {
                throw ValidationError("-0 (--null) describes the --files-from list; give --files-from too.")
            }
            try Limits.points(size, option: "--size")
        }

        func run() async throws {
            if let explain, let rule = Rule.reportable(named: explain) {
                let json = format.format == .json
                try output.write { json ? try JSONReporter().render(rule: rule) : RuleDocumentation.explanation(of: rule) + "\n" }
                return
            }
            if listRules {
                let json = format.format == .json
                try output.write { json ? try JSONReporter().render(rules: Rule.reportable) : RuleDocumentation.list }
                return
            }
            let pointSize = try Limits.points(size, option: "--size")
            let discovery = FontDiscovery(paths: paths + (try listedPaths()))
            for skipped in discovery.skipped {
                Diagnostics.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
            }
            // A directory that could not be listed is an error entry (exit 2), not "no font found".
            guard !discovery.files.isEmpty || !discovery.errors.isEmpty else {
                let sources =
                    paths.map { "'\($0)'" }
                    + (filesFrom.map { [$0 == "-" ? "the paths listed on stdin" : "the paths listed in '\($0)'"] } ?? [])
                Diagnostics.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in \(sources.joined(separator: ", "))")
                if format.format != .text {
                    // A script reading the report gets one, with no faces (docs/commands/audit.md#exit-codes).
                    let empty = AuditReport(
                        fileCount: 0, faces: [], errors: [], skipped: discovery.skipped, pointSize: pointSize,
                        scales: scale.scales)
                    try output.write { try format.format.reporter().render(empty) }
                }
                throw ExitCodes.noInput
            }
            let progress = ProgressLine(total: discovery.files.count, enabled: !quiet && Terminal.isTerminal(STDERR_FILENO))
            let selection = instances.selection
            let pictureScale = scale.scales.max() ?? 3
            let (faces, errors) = await FontReader(jobs: jobs.jobs).readConcurrently(
                discovery.files, instances: { _ in selection }, characters: try rules.measuredCharacters,
                raster: SpecimenImages.rasterRequest(html: format.format == .html, pointSize: pointSize, scale: pictureScale)
            ) { await progress.advance() }
            await progress.finish()
            let report = AuditReport(
                fileCount: discovery.files.count, faces: faces, errors: discovery.errors + errors, skipped: discovery.skipped,
                pointSize: pointSize, scales: scale.scales, rules: rules.settings)
            for error in report.readErrors {
                Diagnostics.error(error.description)
            }
            // Fitted to the terminal only when the report goes to one (docs/commands/audit.md#fitting-a-terminal).
            let width = output.file == nil ? Terminal.width(STDOUT_FILENO) : nil
            let specimens =
                format.format == .html
                ? SpecimenImages.specimenImages(
                    for: report.faces.map(\.metrics.face), pointSize: pointSize, scale: pictureScale, jobs: jobs.jobs)
                : .none
            try output.write {
                try format.format.reporter(color: output.wantsColor, width: width, specimens: specimens).render(report)
            }
            let code = ExitCodes.forReadErrors(report.readErrors)
            if code != ExitCodes.success { throw code }
        }

        /// The paths of `--files-from`, without empty ones: its lines, or with `-0` its
        /// NUL-separated entries. A list that cannot be read exits 66; a NUL byte in a list of
        /// lines is a usage error (64), since the paths it separates would be read as one.
        /// The largest `--files-from` list read, in bytes: 64 MiB, some 400,000 paths of 160 bytes.
        static let maximumListSize = 64 << 20

        private func listedPaths() throws -> [String] {
            guard let filesFrom else { return [] }
            let shown = filesFrom == "-" ? "from stdin" : "'\(filesFrom)'"
            let data: Data
            do {
                // At most one byte past the limit is read: stdin may be a directory (EISDIR), an
                // endless device or a pipe that never closes its end early (docs/security.md).
                let handle =
                    filesFrom == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: filesFrom))
                data = try handle.read(upToCount: Self.maximumListSize + 1) ?? Data()
            } catch {
                Diagnostics.error("cannot read the list of paths \(shown): \(Diagnostics.reason(error))")
                throw ExitCodes.noInput
            }
            guard data.count <= Self.maximumListSize else {
                Diagnostics.error(
                    "the list of paths \(shown) is larger than \(Self.maximumListSize >> 20) MiB, the most fontprobe reads")
                throw ExitCodes.usage
            }
            if nullSeparated { return Self.entries(data) }
            guard !data.contains(0) else {
                let name = filesFrom == "-" ? "stdin" : "'\(filesFrom)'"
                Diagnostics.error(
                    "the list of paths \(name) contains a NUL byte; give -0 (--null) for a NUL-separated list (find -print0)")
                throw ExitCodes.usage
            }
            return Self.lines(data)
        }

        /// The non-empty NUL-separated entries of `data` as UTF-8; newlines are part of a path.
        static func entries(_ data: Data) -> [String] {
            data.split(separator: 0).map { FileName.decode($0) }
        }

        /// The non-empty lines of `data`, split where `Character.isNewline` is true (LF, CRLF, CR,
        /// VT, FF, NEL, LINE and PARAGRAPH SEPARATOR); bytes that are not UTF-8 are kept, as in a
        /// name read from a directory (docs/fonts.md#file-names).
        static func lines(_ data: Data) -> [String] {
            FileName.decode(data).split(whereSeparator: \.isNewline).map(String.init)
        }

    }
}

/// `audit --instances`: which instances of a variable font are read.
enum InstanceChoice: String, ExpressibleByArgument, CaseIterable {
    /// Every axis at its default.
    case `default`
    /// The default instance and every named instance.
    case named

    var selection: InstanceSelection {
        switch self {
        case .default: .defaultInstance
        case .named: .defaultAndNamed
        }
    }
}
