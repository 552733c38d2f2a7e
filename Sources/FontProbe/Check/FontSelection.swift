import Foundation

/// The font files a configuration's `fonts` list names, found relative to the configuration's
/// directory: each path (a file, or a directory searched like `audit` does) and each glob.
public struct FontSelection: Sendable {
    /// A font file to check.
    public struct File: Sendable, Hashable {
        /// The path to open and to show: the configuration's directory joined with ``relativePath``.
        public var path: String
        /// The path relative to the configuration's directory, with `/` separators: what globs
        /// match and what the baseline records, so it is the same on every checkout.
        public var relativePath: String
    }

    /// Every file, once, sorted by ``File/relativePath`` in UTF-8 byte order.
    public var files: [File]
    /// Paths passed over while searching directories.
    public var skipped: [SkippedPath]
    /// Globs that match no font file: a mistake in the configuration.
    public var unmatched: [ConfigurationProblem]
    /// Paths that do not exist, or directories without a font file.
    public var missing: [ConfigurationProblem]

    /// Finds the files `patterns` name. `directory` is the configuration's directory as the user
    /// would write it (`""` or `"."` for the current one); paths are shown relative to it.
    public init(patterns: [CheckConfiguration.FontPattern], directory: String) {
        let prefix = directory.isEmpty || directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String: File] = [:]
        var skipped: [SkippedPath] = []
        var unmatched: [ConfigurationProblem] = []
        var missing: [ConfigurationProblem] = []
        for pattern in patterns {
            let glob = GlobPattern(pattern.pattern)
            let base = glob.literalPrefix
            let root = base.hasPrefix("/") ? base : prefix + (base.isEmpty ? "." : base)
            let problem = pattern.problem
            guard FileManager.default.fileExists(atPath: root) else {
                if glob.isLiteral {
                    missing.append(problem("'\(pattern.pattern)' does not exist"))
                } else {
                    unmatched.append(problem("'\(pattern.pattern)' matches no font file ('\(base)' does not exist)"))
                }
                continue
            }
            let discovery = FontDiscovery(paths: [root])
            skipped += discovery.skipped
            var found = 0
            for path in discovery.files {
                let relative = Self.relative(path, to: prefix)
                guard glob.isLiteral || glob.matches(relative) else { continue }
                files[relative] = File(path: relative.hasPrefix("/") ? relative : prefix + relative, relativePath: relative)
                found += 1
            }
            if found == 0 {
                if glob.isLiteral {
                    missing.append(problem("'\(pattern.pattern)' is a directory with no font file in it"))
                } else {
                    unmatched.append(problem("'\(pattern.pattern)' matches no font file"))
                }
            }
        }
        self.files = files.values.sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }
        self.skipped = Array(Set(skipped)).sorted { $0.path.precedesInUTF8Order($1.path) }
        self.unmatched = unmatched
        self.missing = missing
    }

    /// `path` without the configuration directory's `prefix` and without `./`.
    private static func relative(_ path: String, to prefix: String) -> String {
        var relative = Substring(path)
        if !prefix.isEmpty, relative.hasPrefix(prefix) { relative = relative.dropFirst(prefix.count) }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return String(relative)
    }
}

/// A path pattern: `*`, `?` and `[…]` within one path component (as in the shell), and `**` as a
/// whole component for any number of directories. A pattern without them is a literal path,
/// which also matches everything under it (a directory).
public struct GlobPattern: Sendable, Hashable {
    /// The components, without empty and `.` ones.
    private var components: [String]
    private var absolute: Bool

    public init(_ pattern: String) {
        absolute = pattern.hasPrefix("/")
        components = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func isWild(_ component: String) -> Bool {
        component.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// True when no component has a wildcard.
    public var isLiteral: Bool { !components.contains(where: Self.isWild) }

    /// The directories before the first wildcard (the whole path when literal): where to search.
    public var literalPrefix: String {
        let literal = components.prefix { !Self.isWild($0) }
        return (absolute ? "/" : "") + literal.joined(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) matches; a literal pattern matches itself and
    /// every path under it.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if isLiteral { return names.starts(with: components) }
        return Self.match(components[...], names[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            // Zero or more whole components.
            return (names.startIndex...names.endIndex).contains { match(pattern.dropFirst(), names[$0...]) }
        }
        guard let name = names.first, fnmatch(first, name, 0) == 0 else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }
}
