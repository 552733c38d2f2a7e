import FontProbeModel

extension Platform {
    /// The platforms of `--platform`'s comma-separated lists, or iOS alone when there are none.
    package static func listed(in lists: [String]) throws(UsageError) -> Set<Platform> {
        let names = lists.flatMap {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }
        guard !names.isEmpty else { return Platform.defaults }
        var platforms: Set<Platform> = []
        for name in names {
            guard let platform = Platform(rawValue: name) else {
                let all = Platform.allCases.map(\.rawValue)
                throw UsageError(
                    "--platform cannot use \(Limits.shown(name)): the platforms are "
                        + "\(all.dropLast().joined(separator: ", ")) and \(all[all.count - 1]).")
            }
            platforms.insert(platform)
        }
        return platforms
    }
}
