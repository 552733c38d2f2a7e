import FontProbeModel
import FontProbeRules

/// `audit`'s switches for its rules as given: the command-line form of fontprobe.yml's `rules:`,
/// `platforms:` and `characters:` (docs/commands/check.md), checked in the same words.
package struct RuleRequest: Sendable {
    /// Rules to run that are off by default, and rules not to run, by ID.
    package var enabled: [String] = []
    package var disabled: [String] = []
    package var minimumSeverity = Severity.info
    /// `--platform`'s comma-separated lists.
    package var platformLists: [String] = []
    /// `--characters`' comma-separated lists.
    package var characterLists: [String] = []

    package init() {}

    /// The rules to run, at which severity, for which platforms.
    /// - Throws: ``UsageError`` for a rule that does not exist (with the nearest name), one both
    ///   enabled and disabled, or a platform that does not exist.
    package func settings() throws(UsageError) -> RuleSettings {
        for id in enabled + disabled where Rule.named(id) == nil {
            let ids = Rule.all.map(\.id)
            let guess = Suggestion.nearest(to: id, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError("There is no rule '\(id)'.\(guess) The rules are: \(ids.joined(separator: ", ")).")
        }
        if let both = enabled.first(where: disabled.contains) {
            throw UsageError("--enable and --disable both name '\(both)'; give one of them.")
        }
        var byRule: [String: RuleSettings.Setting] = [:]
        for id in enabled { byRule[id] = .on }
        for id in disabled { byRule[id] = .off }
        return RuleSettings(byRule, minimumSeverity: minimumSeverity, platforms: try Platform.listed(in: platformLists))
    }

    /// The default characters with `--characters` added.
    /// - Throws: ``UsageError`` naming the item that cannot be read.
    package func characters() throws(UsageError) -> CharacterRanges {
        var characters = CharacterRanges.default
        for list in characterLists {
            do {
                characters = try characters.adding(list)
            } catch {
                throw UsageError("--characters cannot use '\(error.spec)': \(error.reason).")
            }
        }
        return characters
    }

    /// The characters whose glyphs to measure or look up: ``characters()``, or none when neither
    /// glyphs-outside-line-box nor missing-characters, the rules that need them, runs with `settings`.
    package func measuredCharacters(with settings: RuleSettings) throws(UsageError) -> CharacterRanges? {
        [Rule.glyphsOutsideLineBox, .missingCharacters].allSatisfy { settings.severity(of: $0) == nil }
            ? nil : try characters()
    }
}
