import FontProbeModel
import Foundation

/// The font files a configuration's `fonts` list names, found relative to the configuration's
/// directory: each path (a file, or a directory searched like `audit` does) and each glob.
package struct FontSelection: Sendable {
    /// A font file to check.
    package struct File: Sendable, Hashable {
        /// The path to open and to show: the configuration's directory joined with ``relativePath``,
        /// without `.` components and with `dir/..` pairs removed.
        package var path: String
        /// The path relative to the configuration's directory, with `/` separators (absolute when
        /// the configuration names it so): what globs match and what the baseline records, so it
        /// is the same on every checkout.
        package var relativePath: String
        /// ``path`` from the root, for absolute patterns.
        package var absolutePath: String

        package init(path: String, relativePath: String, absolutePath: String) {
            self.path = path
            self.relativePath = relativePath
            self.absolutePath = absolutePath
        }

        /// Whether `glob` names this file: an absolute glob matches the absolute path, any other
        /// the path relative to the configuration.
        package func matches(_ glob: GlobPattern) -> Bool {
            glob.isAbsolute ? glob.matches(absolutePath) : glob.matches(relativePath)
        }
    }

    /// Every file, once (a file reached through two paths under the one that sorts first),
    /// sorted by ``File/relativePath`` in UTF-8 byte order.
    package var files: [File]
    /// Paths passed over while searching directories.
    package var skipped: [SkippedPath]
    /// Directories that could not be listed where a pattern could match a font, shown like
    /// ``File/path``: fonts may be missing from ``files``, so the check cannot pass.
    package var errors: [FontReadError]
    /// Globs that match no font file: a mistake in the configuration.
    package var unmatched: [ConfigurationProblem]
    /// Paths that do not exist, or directories without a font file.
    package var missing: [ConfigurationProblem]

    /// The selection as found (the search is `init(patterns:directory:)`, in FontProbeReader).
    package init(
        files: [File], skipped: [SkippedPath], errors: [FontReadError], unmatched: [ConfigurationProblem],
        missing: [ConfigurationProblem]
    ) {
        self.files = files
        self.skipped = skipped
        self.errors = errors
        self.unmatched = unmatched
        self.missing = missing
    }

    /// `path` under `directory` (as the user wrote it; `""` and `"."` are the current one);
    /// an absolute `path` as it is.
    package static func join(_ directory: String, _ path: String) -> String {
        if FileName.isAbsolute(path) || directory == "." { return path }
        return FileName.joined(directory, path)
    }

    /// `path` without empty and `.` components, and with each `name/..` pair removed (lexically:
    /// these paths are for showing and matching, the same as the shell's `cd -L`).
    package static func normalized(_ path: String) -> String {
        // Most paths are normal already (a search's): one pass over the bytes says so, where
        // splitting and joining every path of a check of 10,000 fonts three times cost a twentieth of it.
        if isNormal(path) { return path }
        var components: [String] = []
        let isAbsolute = FileName.isAbsolute(path)
        for component in FileName.components(path) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == ".." && isAbsolute && components.isEmpty {
                continue  // "/.." is "/"
            } else {
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
    }

    /// Whether ``normalized(_:)`` gives `path` back: `/`, or a path that is not empty, has no
    /// empty, `.` or `..` component and no `/` at its end.
    package static func isNormal(_ path: String) -> Bool {
        if path == "/" { return true }
        let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
        var rest = path.utf8[...]
        if rest.first == slash { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return false }
        var (length, dots) = (0, 0)
        for byte in rest {
            if byte == slash {
                if length == 0 || (length == dots && dots <= 2) { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }
}

/// A path pattern: `*`, `?` and `[…]` within one path component (as in the shell), and `**` as a
/// whole component for any number of directories. Wildcards do not match a leading dot. A pattern
/// without wildcards (or made literal) is a path, which also matches everything under it.
///
/// Matching is a table over (pattern component, path component), so a pattern of P components
/// against a path of N takes at most (P + 1) × (N + 1) steps, whatever its `**`s
/// (docs/commands/check.md#globs).
package struct GlobPattern: Sendable, Hashable {
    /// The components, without empty and `.` ones, and with runs of `**` made one `**` (the same
    /// paths match).
    private var components: [String]
    /// True when the pattern starts with `/`.
    package private(set) var isAbsolute: Bool
    private var forcedLiteral: Bool

    /// `literal`: take `*`, `?` and `[` in `pattern` as themselves (it names an existing path).
    package init(_ pattern: String, literal: Bool = false) {
        isAbsolute = FileName.isAbsolute(pattern)
        forcedLiteral = literal
        var components: [String] = []
        for component in FileName.components(pattern) where component != "." {
            if component == "**" && components.last == "**" && !literal { continue }
            components.append(component)
        }
        self.components = components
    }

    /// Whether `component` has a byte `fnmatch` takes as a wildcard: on bytes, since `[` followed
    /// by a combining mark is no `[` Character but is `fnmatch`'s bracket.
    private static func isWild(_ component: String) -> Bool {
        component.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") }
    }

    /// True when no component has a wildcard.
    package var isLiteral: Bool { forcedLiteral || !components.contains(where: Self.isWild) }

    /// The directories before the first wildcard (the whole path when literal): where to search.
    package var literalPrefix: String {
        let literal = isLiteral ? components[...] : components.prefix { !Self.isWild($0) }
        return (isAbsolute ? "/" : "") + literal.joined(separator: "/")
    }

    /// Whether `path` (`/`-separated) matches; a literal pattern matches itself and every path
    /// under it. Names are compared by their bytes, so two spellings of `é` are two names.
    package func matches(_ path: String) -> Bool {
        var steps = 0
        return matches(path, steps: &steps)
    }

    /// ``matches(_:)``, adding the number of table cells it filled to `steps`.
    func matches(_ path: String, steps: inout Int) -> Bool {
        let names = FileName.components(path).filter { $0 != "." }
        // A path spelled as the pattern is (`x[1].ttf` naming that file) matches too.
        if isLiteral || names.count == components.count && Self.startsWithBytes(names, components) {
            return Self.startsWithBytes(names, components)
        }
        return Self.match(components, names, complete: true, steps: &steps)
    }

    /// Whether a file somewhere below the directory `path` could match: `Fonts/*.ttf` may match
    /// below `Fonts`, not below `Fonts/Old`.
    package func mayMatch(below path: String) -> Bool {
        var steps = 0
        return mayMatch(below: path, steps: &steps)
    }

    /// ``mayMatch(below:)``, adding the number of table cells it filled to `steps`.
    func mayMatch(below path: String, steps: inout Int) -> Bool {
        let names = FileName.components(path).filter { $0 != "." }
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
                    table[i][j] = table[i + 1][j] || j < n && !FileName.isHidden(names[j]) && table[i][j + 1]
                } else {
                    // FNM_PATHNAME too: no name holds a `/`, and should one, no wildcard crosses it.
                    let flags = FNM_PERIOD | FNM_PATHNAME
                    table[i][j] = j < n && table[i + 1][j + 1] && fnmatch(pattern[i], names[j], flags) == 0
                }
            }
        }
        return table[0][0]
    }
}
