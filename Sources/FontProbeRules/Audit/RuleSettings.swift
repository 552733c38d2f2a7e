import FontProbeModel

/// Which rules run, and at what severity: `rules:` in fontprobe.yml, and `audit`'s `--enable`,
/// `--disable` and `--min-severity`, which say the same things on the command line; and the
/// platforms the user ships (`platforms:`, `--platform`).
public struct RuleSettings: Sendable, Hashable {
    /// What to do with one rule.
    public enum Setting: Sendable, Hashable {
        /// The rule does not run.
        case off
        /// The rule runs at its own severity (a rule that is off by default, turned on).
        case on
        /// The rule runs, and its findings have this severity instead of the rule's own.
        case severity(Severity)
    }

    /// Settings by rule ID; a rule not listed runs at its own severity when
    /// ``Rule/isEnabledByDefault``, and not at all otherwise.
    package var byRule: [String: Setting]
    /// Findings below this severity are left out (default ``Severity/info``: none are).
    package var minimumSeverity: Severity
    /// The platforms the user ships: iOS unless told otherwise.
    package var platforms: Set<Platform>

    public init(
        _ byRule: [String: Setting] = [:], minimumSeverity: Severity = .info, platforms: Set<Platform> = Platform.defaults
    ) {
        self.byRule = byRule
        self.minimumSeverity = minimumSeverity
        self.platforms = platforms
    }

    /// Every rule that is on by default, at its own severity.
    public static let `default` = RuleSettings()

    /// The severity `rule`'s findings are reported at, or `nil` when they are not reported; `own`
    /// is a finding's own severity where its check gave it one below the rule's, which a
    /// configured severity replaces.
    package func severity(of rule: Rule, own: Severity? = nil) -> Severity? {
        let severity: Severity? =
            switch byRule[rule.id] {
            case .off: nil
            case .on: own ?? rule.severity
            case .severity(let severity): severity
            case nil: rule.isEnabledByDefault ? own ?? rule.severity : nil
            }
        return severity.flatMap { $0 >= minimumSeverity ? $0 : nil }
    }

    /// `findings` at their configured severities, without those that are not reported, in
    /// report order.
    package func apply(_ findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            severity(of: finding.rule, own: finding.severity).map { severity in
                var finding = finding
                finding.severity = severity
                return finding
            }
        }
        .sorted(by: Finding.reportOrder)
    }
}
