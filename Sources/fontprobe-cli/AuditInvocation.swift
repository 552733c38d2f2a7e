import FontProbe
import Foundation

/// An `audit` command line, read: the audit to run, and where its report and progress go. Built by
/// ``FontProbeCommand/Audit`` from argument-parser's reading, or by ``fastPath(_:)`` from the words
/// themselves; either way it runs the same.
struct AuditInvocation: Equatable {
    var audit: AuditRun
    /// `--quiet`: no progress line on stderr.
    var quiet = false
    /// `--output` as given (`-` is stdout), or `nil`.
    var output: String?

    /// Runs the audit and ends the command with its outcome (diagnostics, report, exit status).
    func run() async throws {
        let output = OutputOption(output: output)
        var audit = audit
        audit.color = output.wantsColor
        // Fitted to the terminal only when the report goes to one (docs/commands/audit.md#fitting-a-terminal).
        audit.width = output.file == nil ? Terminal.width(STDOUT_FILENO) : nil
        // No progress line, no actor to tell about each file read.
        let progress = !quiet && Terminal.isTerminal(STDERR_FILENO) ? ProgressLine() : nil
        try output.finish(await audit.run(progress: progress))
    }
}

extension AuditInvocation {
    /// The audit a command line asks for, read without argument-parser, when the line is `audit`
    /// followed only by the words scripts and CI pass (docs/architecture.md#reading-the-command-line):
    /// paths, `--files-from`, `-0`/`--null`, `--jobs`, `--format`, `--quiet`, `-o`/`--output`, each
    /// option at most once, and every value one argument-parser would accept. `nil` for any other line,
    /// which argument-parser then reads, and explains when it is wrong: this path never reports an error.
    ///
    /// Why it exists: argument-parser reads `audit`'s line by reflecting over the command's options,
    /// and each option type's first cast looks through every protocol conformance in the binary
    /// (about 6,700 with the Swift runtime linked in): 24.1 M of the 28.4 M instructions of an audit
    /// of no files (callgrind), about 3 ms of a 2-job audit of the bench corpus that takes 95, which
    /// `make bench` holds to the C floor. AuditFastPathTests compares this reading with
    /// argument-parser's over every option it takes and the lines it leaves.
    static func fastPath(_ arguments: [String]) -> AuditInvocation? {
        guard arguments.first == "audit" else { return nil }
        var paths: [String] = []
        var filesFrom: String?
        var nullSeparated = false
        var jobs: Int?
        var format: AuditFormat?
        var quiet = false
        var output: String?
        var seen: Set<String> = []
        var index = 1
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else {
                paths.append(word)
                continue
            }
            let (name, attached) = Self.split(word)
            let option = Self.longNames[name] ?? name
            guard Self.options.contains(option), seen.insert(option).inserted else { return nil }
            if Self.flags.contains(option) {
                guard attached == nil else { return nil }
                if option == "--null" { nullSeparated = true } else { quiet = true }
                continue
            }
            // A value: attached to a long name (`--jobs=2`; `split` attaches to no other), or the
            // next word, which is not an option.
            // argument-parser reads `--output=` as `--output` alone, with its value in the next word.
            let value: String
            if let attached, !attached.isEmpty {
                value = attached
            } else if attached == nil, index < arguments.count, Self.isValue(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                return nil
            }
            switch option {
            case "--files-from": filesFrom = value
            case "--output": output = value
            case "--format":
                guard let given = AuditFormat(rawValue: value) else { return nil }
                format = given
            default:  // --jobs
                guard let given = try? Limits.wholeNumber(NumberArgument(argument: value), option: option, in: Limits.jobs)
                else { return nil }
                jobs = given
            }
        }
        // What `Audit.validate()` refuses, argument-parser says.
        guard !paths.isEmpty || filesFrom != nil, !nullSeparated || filesFrom != nil else { return nil }
        // The defaults of every option this path does not take, as `Audit` declares them.
        let rules = RuleSettings()
        var audit = AuditRun(
            paths: paths, pointSize: 17, scales: LabelMetrics.defaultScales, rules: rules,
            characters: rules.severity(of: .glyphsOutsideLineBox) == nil ? nil : .default,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, format: format ?? .text)
        audit.filesFrom = filesFrom
        audit.nullSeparated = nullSeparated
        audit.instances = .defaultAndMovingNamed
        return AuditInvocation(audit: audit, quiet: quiet, output: output)
    }

    /// The options the fast path takes, by their long names; the flags among them.
    private static let options: Set<String> = ["--files-from", "--null", "--jobs", "--format", "--quiet", "--output"]
    private static let flags: Set<String> = ["--null", "--quiet"]
    /// Short names, by the long names they stand for.
    private static let longNames = ["-0": "--null", "-o": "--output"]

    /// `--name=value` into its name and value; any other word is a name alone.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Whether argument-parser takes `word` for the value of the option before it: `-` (stdin or
    /// stdout), or a word that does not start with a dash.
    private static func isValue(_ word: String) -> Bool { word == "-" || !word.hasPrefix("-") }
}

extension OutputOption {
    /// `--output` with the value a fast path read (a property wrapper takes a value set on it).
    init(output: String?) {
        self.init()
        self.output = output
    }
}
