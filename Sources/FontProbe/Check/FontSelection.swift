import Foundation

/// The font files a configuration's `fonts` list names, found relative to the configuration's
/// directory: each path (a file, or a directory searched like `audit` does) and each glob.
public struct FontSelection: Sendable {
    /// A font file to check.
    public struct File: Sendable, Hashable {
        /// The path to open and to show: the configuration's directory joined with ``relativePath``,
        /// without `.` components and with `dir/..` pairs removed.
        public var path: String
        /// The path relative to the configuration's directory, with `/` separators (absolute when
        /// the configuration names it so): what globs match and what the baseline records, so it
        /// is the same on every checkout.
        public var relativePath: String
        /// ``path`` from the root, for absolute patterns.
        var absolutePath: String

        /// Whether `glob` names this file: an absolute glob matches the absolute path, any other
        /// the path relative to the configuration.
        func matches(_ glob: GlobPattern) -> Bool {
            glob.isAbsolute ? glob.matches(absolutePath) : glob.matches(relativePath)
        }
    }

    /// Every file, once (a file reached through two paths under the one that sorts first),
    /// sorted by ``File/relativePath`` in UTF-8 byte order.
    public var files: [File]
    /// Paths passed over while searching directories.
    public var skipped: [SkippedPath]
    /// Directories that could not be listed where a pattern could match a font, shown like
    /// ``File/path``: fonts may be missing from ``files``, so the check cannot pass.
    public var errors: [FontReadError]
    /// Globs that match no font file: a mistake in the configuration.
    public var unmatched: [ConfigurationProblem]
    /// Paths that do not exist, or directories without a font file.
    public var missing: [ConfigurationProblem]

    /// Finds the files `patterns` name. `directory` is the configuration's directory as the user
    /// would write it (`""` or `"."` for the current one); paths are shown relative to it.
    ///
    /// A pattern that names an existing path is that path, even with `*`, `?` or `[` in it. A
    /// wildcard does not match a name that starts with a dot, and `**` does not enter hidden
    /// directories (as in the shell), so `.build` and `.git` stay out of `**/*.ttf`.
    public init(patterns: [CheckConfiguration.FontPattern], directory: String) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        // Keyed by the bytes of the relative path: `String`'s == would make the NFC and NFD
        // spellings of one name one file (docs/commands/audit.md#which-files).
        var files: [FileName.Key: File] = [:]
        var skipped: [SkippedPath] = []
        var errors: [FileName.Key: FontReadError] = [:]
        var unmatched: [ConfigurationProblem] = []
        var missing: [ConfigurationProblem] = []
        // One walk per search root, however many patterns start there; a pattern given twice is matched once.
        var walks: [FileName.Key: FontDiscovery] = [:]
        var seenPatterns: Set<FileName.Key> = []
        for pattern in patterns where seenPatterns.insert(FileName.Key(pattern.pattern)).inserted {
            let exists = FileManager.default.fileExists(atPath: Self.join(directory, pattern.pattern))
            let glob = GlobPattern(pattern.pattern, literal: exists)
            let base = glob.literalPrefix
            let root = Self.join(directory, base.isEmpty ? "." : base)
            guard FileManager.default.fileExists(atPath: root) else {
                if glob.isLiteral {
                    missing.append(pattern.problem("'\(pattern.pattern)' does not exist"))
                } else {
                    unmatched.append(pattern.problem("'\(pattern.pattern)' matches no font file ('\(base)' does not exist)"))
                }
                continue
            }
            let discovery: FontDiscovery
            if let walked = walks[FileName.Key(root)] {
                discovery = walked
            } else {
                discovery = FontDiscovery(paths: [root])
                walks[FileName.Key(root)] = discovery
                skipped += discovery.skipped
            }
            /// `path` of the search: relative to the configuration, shown, and from the root.
            func located(_ path: String) -> File {
                // Relative to the configuration: the pattern's own text up to the search root,
                // then what the search added below it.
                let below = String(path.dropFirst(root.count)).drop { $0 == "/" }
                let relative = Self.normalized(base.isEmpty ? String(below) : below.isEmpty ? base : "\(base)/\(below)")
                let shown = Self.normalized(Self.join(directory, relative))
                return File(
                    path: shown, relativePath: relative,
                    absolutePath: Self.normalized(shown.hasPrefix("/") ? shown : "\(workingDirectory)/\(shown)"))
            }
            var found = 0
            for path in discovery.files {
                let file = located(path)
                guard file.matches(glob) else { continue }
                files[FileName.Key(file.relativePath)] = file
                found += 1
            }
            var unlisted = 0
            for error in discovery.errors {
                let place = located(error.path)
                guard glob.mayMatch(below: glob.isAbsolute ? place.absolutePath : place.relativePath) else { continue }
                var shown = error
                shown.path = place.path
                errors[FileName.Key(place.relativePath)] = shown
                unlisted += 1
            }
            if found == 0 && unlisted == 0 {
                if glob.isLiteral {
                    missing.append(pattern.problem("'\(pattern.pattern)' is a directory with no font file in it"))
                } else {
                    unmatched.append(pattern.problem("'\(pattern.pattern)' matches no font file"))
                }
            }
        }
        // One file reached through two patterns (a symlink, or two spellings) is checked once.
        var seen: Set<FileID> = []
        self.files = files.values.sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }.filter { file in
            var info = stat()
            guard FileName.withCString(file.path, { stat($0, &info) }) == 0 else { return true }
            return seen.insert(FileID(info)).inserted
        }
        self.skipped = Array(Set(skipped)).sorted { $0.path.precedesInUTF8Order($1.path) }
        self.errors = errors.values.sorted { $0.path.precedesInUTF8Order($1.path) }
        self.unmatched = unmatched
        self.missing = missing
    }

    /// `path` under `directory` (as the user wrote it; `""` and `"."` are the current one);
    /// an absolute `path` as it is.
    public static func join(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : "\(directory)/\(path)"
    }

    /// `path` without empty and `.` components, and with each `name/..` pair removed (lexically:
    /// these paths are for showing and matching, the same as the shell's `cd -L`).
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == ".." && path.hasPrefix("/") && components.isEmpty {
                continue  // "/.." is "/"
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
    }
}

/// A path pattern: `*`, `?` and `[…]` within one path component (as in the shell), and `**` as a
/// whole component for any number of directories. Wildcards do not match a leading dot. A pattern
/// without wildcards (or made literal) is a path, which also matches everything under it.
///
/// Matching is a table over (pattern component, path component), so a pattern of P components
/// against a path of N takes at most (P + 1) × (N + 1) steps, whatever its `**`s
/// (docs/commands/check.md#globs).
public struct GlobPattern: Sendable, Hashable {
    /// The components, without empty and `.` ones, and with runs of `**` made one `**` (the same
    /// paths match).
    private var components: [String]
    /// True when the pattern starts with `/`.
    public private(set) var isAbsolute: Bool
    private var forcedLiteral: Bool

    /// `literal`: take `*`, `?` and `[` in `pattern` as themselves (it names an existing path).
    public init(_ pattern: String, literal: Bool = false) {
        isAbsolute = pattern.hasPrefix("/")
        forcedLiteral = literal
        var components: [String] = []
        for component in pattern.split(separator: "/") where component != "." {
            if component == "**" && components.last == "**" && !literal { continue }
            components.append(String(component))
        }
        self.components = components
    }

    private static func isWild(_ component: String) -> Bool {
        component.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// True when no component has a wildcard.
    public var isLiteral: Bool { forcedLiteral || !components.contains(where: Self.isWild) }

    /// The directories before the first wildcard (the whole path when literal): where to search.
    public var literalPrefix: String {
        let literal = isLiteral ? components[...] : components.prefix { !Self.isWild($0) }
        return (isAbsolute ? "/" : "") + literal.joined(separator: "/")
    }

    /// Whether `path` (`/`-separated) matches; a literal pattern matches itself and every path
    /// under it. Names are compared by their bytes, so two spellings of `é` are two names.
    public func matches(_ path: String) -> Bool {
        var steps = 0
        return matches(path, steps: &steps)
    }

    /// ``matches(_:)``, adding the number of table cells it filled to `steps`.
    func matches(_ path: String, steps: inout Int) -> Bool {
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        // A path spelled as the pattern is (`x[1].ttf` naming that file) matches too.
        if isLiteral || names.count == components.count && Self.startsWithBytes(names, components) {
            return Self.startsWithBytes(names, components)
        }
        return Self.match(components, names, complete: true, steps: &steps)
    }

    /// Whether a file somewhere below the directory `path` could match: `Fonts/*.ttf` may match
    /// below `Fonts`, not below `Fonts/Old`.
    public func mayMatch(below path: String) -> Bool {
        var steps = 0
        return mayMatch(below: path, steps: &steps)
    }

    /// ``mayMatch(below:)``, adding the number of table cells it filled to `steps`.
    func mayMatch(below path: String, steps: inout Int) -> Bool {
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if isLiteral { return Self.startsWithBytes(names, components) }
        return Self.match(components, names, complete: false, steps: &steps)
    }

    /// Whether `names` begins with `prefix`, name by name, comparing bytes (not canonical equivalence).
    private static func startsWithBytes(_ names: [String], _ prefix: [String]) -> Bool {
        names.count >= prefix.count && zip(names, prefix).allSatisfy { FileName.same($0, $1) }
    }

    /// Whether `pattern` matches all of `names` (`complete`), or can match a path that continues
    /// below them. `table[i][j]` says whether `pattern[i...]` matches `names[j...]`, filled from
    /// the end, one cell per step: a `**` takes nothing, or one name that is not hidden and stays.
    private static func match(_ pattern: [String], _ names: [String], complete: Bool, steps: inout Int) -> Bool {
        let (p, n) = (pattern.count, names.count)
        var table = [[Bool]](repeating: [Bool](repeating: false, count: n + 1), count: p + 1)
        // Past the pattern: only the end of the path; at the end of the path (for a prefix): some pattern left.
        table[p][n] = complete
        for i in stride(from: p - 1, through: 0, by: -1) {
            for j in stride(from: n, through: 0, by: -1) {
                steps += 1
                if j == n && !complete {
                    table[i][j] = true
                } else if pattern[i] == "**" {
                    table[i][j] = table[i + 1][j] || j < n && !names[j].hasPrefix(".") && table[i][j + 1]
                } else {
                    table[i][j] = j < n && table[i + 1][j + 1] && fnmatch(pattern[i], names[j], FNM_PERIOD) == 0
                }
            }
        }
        return table[0][0]
    }
}
