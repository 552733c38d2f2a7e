import FontProbeModel

/// How much a finding matters. Ordered: ``info`` < ``warning`` < ``error``.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The font cannot be used as it is, or iOS cannot lay it out predictably.
    case error
    /// Text will visibly sit, clip or space differently from what the design says somewhere.
    case warning
    /// Worth knowing; harmless when the design expects it.
    case info

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One check `fontprobe audit` runs, with a stable kebab-case ID that configurations and CI
/// annotations refer to. The catalogue is ``Rule/all``; renaming an ID is a breaking change.
package struct Rule: Sendable, Hashable, Identifiable {
    /// Stable kebab-case ID: `cap-height-mismatch`.
    package var id: String
    /// The severity of every finding of this rule.
    package var severity: Severity
    /// What the rule checks, as one line.
    package var title: String
    /// Why it matters: on iOS first, then Android, Windows and the web; then how to fix it.
    /// Paragraphs separated by blank lines, each one unwrapped line.
    package var explanation: String
    /// Whether the rule runs unless a configuration turns it off. A rule with no iOS consequence
    /// (`win-metrics-clip`) runs only when asked for.
    package var isEnabledByDefault: Bool
    /// The platforms where what the rule finds shows (the "speaks for" column of
    /// docs/commands/audit.md#rules): a finding is info, saying where it would matter, when
    /// `platforms:` lists none of them (``AuditChecks/weighed(_:platforms:)``). `nil` for every
    /// platform, and for a rule that speaks for one `platforms:` cannot list (Windows).
    package var platforms: Set<Platform>?

    package init(
        id: String, severity: Severity, isEnabledByDefault: Bool = true, platforms: Set<Platform>? = nil, title: String,
        explanation: String
    ) {
        self.id = id
        self.severity = severity
        self.isEnabledByDefault = isEnabledByDefault
        self.platforms = platforms
        self.title = title
        self.explanation = explanation
    }

    /// Rules are the same when their IDs are (the catalogue has one rule per ID).
    package static func == (a: Rule, b: Rule) -> Bool { a.id == b.id }

    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The rule's place in ``all``, the order reports list findings in.
    var order: Int { Rule.all.firstIndex { $0.id == id } ?? Int.max }

    /// The rule with this ID, if there is one.
    package static func named(_ id: String) -> Rule? {
        all.first { $0.id == id }
    }

    /// Every rule, in the order reports list them: the catalogue, one file a rule in `Rules/`, each
    /// with its check. Each explanation starts with iOS, then Android, Windows and the web, and ends
    /// with the fix. Claims that rest on inference rather than on Apple's documentation or a
    /// measurement say so (docs/model.md#notation-and-evidence marks the evidence).
    package static let all: [Rule] = [
        .unreadableFont, .unitsPerEmOutOfRange, .noVerticalMetrics, .hheaMetricsZero, .positiveDescender,
        .typoMetricsWithoutSTAT, .familyMetricsDiffer, .familyNameMismatch, .duplicatePostScriptName, .androidFontPadding,
        .missingBasicLatin,
        .missingCharacters,
        .capHeightMissing,
        .capHeightMismatch, .capLineMissesInk, .xHeightMissing,
        .xHeightMismatch, .glyphsOutsideLineBox, .winMetricsClip, .hheaTypoMismatch, .lineGapNonzero, .notdefMissing,
    ]
}

/// One rule's verdict on one face (or on a file that could not be read).
package struct Finding: Sendable, Hashable {
    package var rule: Rule
    /// One line with the font's numbers: "OS/2 sCapHeight 700 is 40 units below the top of 'H' (740)…".
    package var message: String
    /// The rule's severity, or a lower one its check gives a finding that changes less (a
    /// `typo-metrics-without-stat` where the platforms land within a pixel), or the one a
    /// configuration gives the rule (``RuleSettings``).
    package var severity: Severity

    /// A finding of `rule` at the rule's severity, or at `severity` when given.
    package init(_ rule: Rule, _ message: String, severity: Severity? = nil) {
        self.rule = rule
        self.message = message
        self.severity = severity ?? rule.severity
    }

    /// Most severe first, then in catalogue order, then by message.
    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        let (ai, bi) = (a.rule.order, b.rule.order)
        return ai != bi ? ai < bi : a.message < b.message
    }
}
