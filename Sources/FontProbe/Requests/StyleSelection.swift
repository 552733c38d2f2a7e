import FontProbeModel

/// The styles `--style` names among a configuration's (docs/commands/spec.md#every-style-in-one-run):
/// each by its whole name, or by a unique suffix of its path (`body` for the token
/// `typography.body`, as `fontprobe code` names it `Fonts.Styles.body`).
package enum StyleSelection {
    /// The style names `typed` picks among `known` (in the order `known` lists them, each once),
    /// or one line per name that picks none or more than one, naming the nearest or the candidates.
    /// - Parameter file: the configuration, as the lines name it.
    package static func pick(_ typed: [String], among known: [String], file: String) -> Result<[String], Problems> {
        var picked: Set<String> = []
        var problems: [String] = []
        for name in typed {
            switch matches(name, among: known) {
            case let .some(matched):
                picked.insert(matched)
            case .none:
                let candidates = known.filter { $0.hasSuffix("." + name) }
                if candidates.count > 1 {
                    problems.append(
                        "--style \(name): \(file) has \(candidates.count) styles ending in '\(name)': "
                            + "\(NameBound.listed(candidates)); give one of them whole")
                } else {
                    let suggestion = nearest(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                    problems.append(
                        "--style \(name): \(file) has no such style\(suggestion); its styles are \(NameBound.listed(known))"
                    )
                }
            }
        }
        guard problems.isEmpty else { return .failure(Problems(lines: problems)) }
        return .success(known.filter(picked.contains))
    }

    /// The lines that say why `--style` picks nothing.
    package struct Problems: Error, Sendable, Hashable {
        package var lines: [String]

        package init(lines: [String]) { self.lines = lines }
    }

    /// The one style `name` is: itself, else the one whose path ends in `.name`.
    static func matches(_ name: String, among known: [String]) -> String? {
        if known.contains(name) { return name }
        let candidates = known.filter { $0.hasSuffix("." + name) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// The style nearest a mistyped name, whole (`typography.bdy`) or as a suffix (`bdy`): the
    /// nearest of the whole names and of each path's suffixes, said as the whole name.
    static func nearest(to name: String, among known: [String]) -> String? {
        var shortest: [String: String] = [:]
        var suffixes: [String] = []
        for style in known {
            let parts = style.split(separator: ".", omittingEmptySubsequences: false)
            for start in parts.indices {
                let suffix = parts[start...].joined(separator: ".")
                // A suffix two styles share names neither of them.
                if shortest[suffix] == nil {
                    shortest[suffix] = style
                    suffixes.append(suffix)
                } else if shortest[suffix] != style {
                    shortest[suffix] = ""
                }
            }
        }
        let unique = suffixes.filter { shortest[$0] != "" }
        return Suggestion.nearest(to: name, in: unique).flatMap { shortest[$0] }
    }
}
