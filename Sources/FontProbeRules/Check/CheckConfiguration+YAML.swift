import FontProbeModel
import Yams

/// One thing wrong in a configuration file: where it is and what is wrong.
package struct ConfigurationProblem: Sendable, Hashable {
    /// The key path: `rules.cap-hieght`, `expectations[0].capInset.points`; empty for the document.
    package var keyPath: String
    /// 1-based line and column, when the YAML parser gave them.
    package var line: Int?
    package var column: Int?
    /// What is wrong, as one sentence without the location.
    package var message: String

    package init(keyPath: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    /// `fontprobe.yml:3:5: rules.cap-hieght: there is no rule 'cap-hieght' …`, the shape
    /// compilers use, so editors and CI logs link to the line.
    package func description(file: String) -> String {
        let location = [line, column].compactMap { $0.map(String.init) }.map { ":\($0)" }.joined()
        return "\(file)\(location): \(keyPath.isEmpty ? "" : "\(keyPath): ")\(message)"
    }
}

/// What is wrong in a configuration file: the first problems in the order they appear, and how
/// many more there are.
package struct ConfigurationError: Error, Sendable {
    /// The most problems written out; the rest are only counted (docs/commands/check.md#limits).
    package static let maximumProblemsShown = 20

    /// The first problems in file order, at most ``maximumProblemsShown``.
    package var problems: [ConfigurationProblem]
    /// How many problems there are beyond ``problems``.
    package var moreProblems: Int

    package init(problems: [ConfigurationProblem], moreProblems: Int = 0) {
        self.problems = problems
        self.moreProblems = moreProblems
    }

    /// The lines to show for a configuration at `file`: one per problem shown, then
    /// "fontprobe.yml: and 999980 more problems" when some were left out.
    package func lines(file: String) -> [String] {
        problems.map { $0.description(file: file) }
            + (moreProblems > 0 ? ["\(file): and \(moreProblems) more problem\(moreProblems == 1 ? "" : "s")"] : [])
    }
}

extension CheckConfiguration {
    /// The keys a configuration may have at the top level, in the order docs/commands/check.md lists them.
    package static let keys = [
        "fonts", "sizes", "scales", "platforms", "failOn", "rules", "characters", "instances", "expectations", "baseline",
        "app", "styles",
    ]
    /// The keys of `app:`.
    package static let appKeys = ["infoPlist"]
    /// The keys of one text style (docs/commands/swift.md#text-styles).
    package static let styleKeys = ["font", "size", "lineHeight", "textStyle", "maximumSize", "letterSpacing"]
    /// The keys of one expectation.
    package static let expectationKeys = [
        "fonts", "lineGap", "unitsPerEm", "verticalMetricsSource", "capHeightSource", "xHeightSource", "capInset",
    ]
    /// The largest configuration file read, in bytes: 256 KiB, so parsing it is bounded
    /// (docs/commands/check.md#limits).
    package static let maximumFileSize = 256 * 1024

    /// The keys of one `capInset` expectation.
    package static let insetKeys = ["size", "scale", "points", "tolerance"]

    /// Reads a configuration from YAML text.
    /// - Throws: ``ConfigurationError`` listing every problem found: a YAML syntax error, an
    ///   unknown key, an unknown rule ID, a value of the wrong type or out of range, a missing
    ///   `fonts`, or a configuration that checks nothing.
    package init(yaml: String) throws(ConfigurationError) {
        let source = YAMLSource(yaml)
        var reader = ConfigurationReader(source: source)
        let root: Node?
        do {
            root = try Yams.compose(yaml: source.parsed)
        } catch {
            throw ConfigurationError(problems: [reader.problem(parsing: error)])
        }
        guard let root else {
            throw ConfigurationError(problems: [
                ConfigurationProblem(keyPath: "", message: "the file is empty; it needs at least a 'fonts' list")
            ])
        }
        let configuration = reader.configuration(root)
        if reader.problems.isEmpty, let configuration {
            guard configuration.checksSomething else {
                throw ConfigurationError(problems: [
                    ConfigurationProblem(
                        keyPath: "", line: source.position(root.mark).line,
                        message: "this configuration checks nothing: every rule that could reach failOn "
                            + "'\(configuration.failOn.rawValue)' is off, and there are no expectations and no baseline")
                ])
            }
            self = configuration
        } else {
            throw reader.error
        }
    }
}

extension ConfigurationReader {
    /// The problems found, in file order (those without a line first); only the messages shown
    /// are written.
    var error: ConfigurationError {
        let sorted = problems.enumerated().sorted { a, b in
            let (la, lb) = ((a.element.line ?? 0, a.element.column ?? 0), (b.element.line ?? 0, b.element.column ?? 0))
            return la != lb ? la < lb : a.offset < b.offset
        }
        return ConfigurationError(
            problems: sorted.prefix(ConfigurationError.maximumProblemsShown).map(\.element.problem),
            moreProblems: max(0, sorted.count - ConfigurationError.maximumProblemsShown))
    }
}

extension CheckConfiguration {
    /// The largest design tokens file read, in bytes: 4 MiB (docs/commands/check.md#limits).
    package static let maximumTokensFileSize = 4 * 1024 * 1024

    /// The typography tokens of a design tokens file (JSON, read as YAML), as styles.
    /// - Throws: ``ConfigurationError`` listing every problem, each at its line and column.
    package static func styles(tokens text: String) throws(ConfigurationError) -> [Style] {
        let source = YAMLSource(text, joiningSurrogatePairs: true)
        var reader = ConfigurationReader(source: source)
        let root: Node?
        do {
            root = try Yams.compose(yaml: source.parsed)
        } catch {
            throw ConfigurationError(problems: [reader.problem(parsing: error)])
        }
        guard let root else {
            throw ConfigurationError(problems: [ConfigurationProblem(keyPath: "", message: "the file is empty")])
        }
        let styles = reader.tokenStyles(root)
        guard reader.problems.isEmpty else { throw reader.error }
        return styles
    }
}
