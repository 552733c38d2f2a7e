import ArgumentParser
import FontProbe

extension Severity: ExpressibleByArgument {}

/// `audit`'s switches for its rules: the command-line form of fontprobe.yml's `rules:` and
/// `characters:` (docs/commands/check.md), in the same words.
struct RuleOptions: ParsableArguments {
    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp("Run this rule, which is off by default (win-metrics-clip); may repeat.", valueName: "rule"))
    var enabled: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule; may repeat.", valueName: "rule"))
    var disabled: [String] = []

    @Option(help: "Leave out findings below this severity.")
    var minSeverity: Severity = .info

    @Option(
        name: .customLong("platform"),
        help: ArgumentHelp(
            "The platforms the text ships on, comma-separated: ios, android, web (default: ios); a rule whose effect "
                + "lies only on others is info.",
            valueName: "list"))
    var platformLists: [String] = []

    /// `--platform`, or iOS alone.
    var platforms: Set<Platform> {
        get throws { try Platform.listed(in: platformLists) }
    }

    @Option(
        name: .customLong("characters"),
        help: ArgumentHelp(
            "Also measure these characters for glyphs-outside-line-box: U+0400-04FF, U+20AC, the characters "
                + "themselves, or vietnamese, cyrillic, greek; an item after '-' is left out (--characters=-U+0100-017F); "
                + "comma-separated; may repeat.",
            valueName: "list"))
    var characterLists: [String] = []

    func validate() throws {
        for id in enabled + disabled where Rule.named(id) == nil {
            let ids = Rule.all.map(\.id)
            let guess = Suggestion.nearest(to: id, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            throw ValidationError("There is no rule '\(id)'.\(guess) The rules are: \(ids.joined(separator: ", ")).")
        }
        if let both = enabled.first(where: disabled.contains) {
            throw ValidationError("--enable and --disable both name '\(both)'; give one of them.")
        }
        _ = try characters
        _ = try platforms
    }

    /// The rules to run, at which severity.
    var settings: RuleSettings {
        var byRule: [String: RuleSettings.Setting] = [:]
        for id in enabled { byRule[id] = .on }
        for id in disabled { byRule[id] = .off }
        return RuleSettings(byRule, minimumSeverity: minSeverity, platforms: (try? platforms) ?? Platform.defaults)
    }

    /// The characters whose glyphs to measure: ``characters``, or none when
    /// glyphs-outside-line-box, the one rule that needs them, does not run.
    var measuredCharacters: CharacterRanges? {
        get throws { settings.severity(of: .glyphsOutsideLineBox) == nil ? nil : try characters }
    }

    /// The default characters with `--characters` added.
    /// - Throws: `ValidationError` naming the item that cannot be read.
    var characters: CharacterRanges {
        get throws {
            var characters = CharacterRanges.default
            for list in characterLists {
                do {
                    characters = try characters.adding(list)
                } catch {
                    throw ValidationError("--characters cannot use '\(error.spec)': \(error.reason).")
                }
            }
            return characters
        }
    }
}
