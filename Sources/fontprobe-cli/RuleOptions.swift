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
            "The platforms the text ships on, comma-separated: ios, android, web, flutter (default: ios); a rule whose effect "
                + "lies only on others is info.",
            valueName: "list"))
    var platformLists: [String] = []

    @Option(
        name: .customLong("characters"),
        help: ArgumentHelp(
            "Characters the product sets, measured by glyphs-outside-line-box and looked up in each cmap by missing-characters: "
                + "U+0400-04FF, U+20AC, themselves, or latin, latin-ext, vietnamese, cyrillic, greek; an item after '-' is left "
                + "out (--characters=-U+0100-017F); comma-separated; may repeat.",
            valueName: "list"))
    var characterLists: [String] = []

    /// The options as the library's request, which checks them.
    var request: RuleRequest {
        var request = RuleRequest()
        (request.enabled, request.disabled, request.minimumSeverity) = (enabled, disabled, minSeverity)
        (request.platformLists, request.characterLists) = (platformLists, characterLists)
        return request
    }

    func validate() throws {
        _ = try checked { try request.settings() }
        _ = try checked { try request.characters() }
    }
}
