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

        @Option(help: ArgumentHelp("Point size of the metrics rows and of pixel counts in findings.", valueName: "pt"))
        var size: Double = 17

        @OptionGroup var scale: ScaleOption

        @OptionGroup var jobs: JobsOption

        @Flag(help: "No progress line on stderr.")
        var quiet = false

        @Option(
            help: ArgumentHelp(
                "Print why a rule matters and how to fix it (text or json), then exit.", valueName: "rule"))
        var explain: String?

        @Flag(help: "List every rule with its severity (text or json), then exit.")
        var listRules = false

        @OptionGroup var format: FormatOption<OutputFormat>

        @OptionGroup var output: OutputOption

        func validate() throws {
            if let explain, Rule.reportable(named: explain) == nil {
                throw ValidationError(
                    "There is no rule '\(explain)'. The rules are: \(Rule.reportable.map(\.id).joined(separator: ", ")).")
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
            try Limits.points(size)
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
            let discovery = FontDiscovery(paths: paths + (try listedPaths()))
            for skipped in discovery.skipped {
                Diagnostics.note("skipped '\(skipped.path)': \(skipped.reason)")
            }
            guard !discovery.files.isEmpty else {
                let sources = paths.map { "'\($0)'" } + (filesFrom.map { ["the paths listed in '\($0)'"] } ?? [])
                Diagnostics.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in \(sources.joined(separator: ", "))")
                throw ExitCodes.noInput
            }
            let progress = ProgressLine(total: discovery.files.count, enabled: !quiet && Terminal.isTerminal(STDERR_FILENO))
            let (faces, errors) = await FontReader(jobs: jobs.jobs).readConcurrently(discovery.files) { await progress.advance() }
            await progress.finish()
            let report = AuditReport(
                fileCount: discovery.files.count, faces: faces, errors: errors, skipped: discovery.skipped,
                pointSize: size, scales: scale.scales)
            for error in report.readErrors {
                Diagnostics.error(error.description)
            }
            // Fitted to the terminal only when the report goes to one (docs/commands/audit.md#fitting-a-terminal).
            let width = output.output == nil ? Terminal.width(STDOUT_FILENO) : nil
            try output.write { try format.format.auditReporter(color: output.wantsColor, width: width).render(report) }
            let code = ExitCodes.forReadErrors(report.readErrors)
            if code != ExitCodes.success { throw code }
        }

        /// The lines of `--files-from`, without empty ones; a list that cannot be read exits 66.
        private func listedPaths() throws -> [String] {
            guard let filesFrom else { return [] }
            let data: Data
            if filesFrom == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else if let contents = FileManager.default.contents(atPath: filesFrom) {
                data = contents
            } else {
                Diagnostics.error("cannot read the list of paths '\(filesFrom)'")
                throw ExitCodes.noInput
            }
            return Self.lines(data)
        }

        /// The non-empty lines of `data` as UTF-8, split where `Character.isNewline` is true (LF,
        /// CRLF, CR, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR).
        static func lines(_ data: Data) -> [String] {
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        }
    }
}
