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

        @Option(
            help:
                "The instances of a variable font to audit: its default and the named instances whose metrics MVAR or gvar move (auto), its default only, or every named instance as well."
        )
        var instances: InstanceChoice = .auto

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
            try checked { try Limits.points(size, option: "--size") }
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
            try await invocation.run()
        }

        /// The audit these options ask for (after `validate()`).
        var invocation: AuditInvocation {
            get throws {
                let settings = try checked { try rules.request.settings() }
                var audit = AuditRun(
                    paths: paths, pointSize: try checked { try Limits.points(size, option: "--size") }, scales: scale.scales,
                    rules: settings, characters: try checked { try rules.request.measuredCharacters(with: settings) },
                    jobs: jobs.jobs, format: format.format)
                audit.filesFrom = filesFrom
                audit.nullSeparated = nullSeparated
                audit.instances = instances.selection
                return AuditInvocation(audit: audit, quiet: quiet, output: output.output)
            }
        }
    }
}

/// `audit --instances`: which instances of a variable font are read.
enum InstanceChoice: String, ExpressibleByArgument, CaseIterable {
    /// The default instance, and the named instances whose vertical metrics or glyph tops differ from it.
    case auto
    /// Every axis at its default.
    case `default`
    /// The default instance and every named instance.
    case named

    var selection: InstanceSelection {
        switch self {
        case .auto: .defaultAndMovingNamed
        case .default: .defaultInstance
        case .named: .defaultAndNamed
        }
    }
}
