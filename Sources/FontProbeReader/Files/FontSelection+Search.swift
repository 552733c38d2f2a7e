import FontProbeModel
import FontProbeRules
import Foundation

/// Finding the files of a configuration's `fonts` list on disk.
extension FontSelection {
    /// Finds the files `patterns` name. `directory` is the configuration's directory as the user
    /// would write it (`""` or `"."` for the current one); paths are shown relative to it.
    ///
    /// A pattern that names an existing path is that path, even with `*`, `?` or `[` in it. A
    /// wildcard does not match a name that starts with a dot, and `**` does not enter hidden
    /// directories (as in the shell), so `.build` and `.git` stay out of `**/*.ttf`.
    package init(patterns: [CheckConfiguration.FontPattern], directory: String) {
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
            let exists = Self.exists(Self.join(directory, pattern.pattern))
            let glob = GlobPattern(pattern.pattern, literal: exists)
            let base = glob.literalPrefix
            let root = Self.join(directory, base.isEmpty ? "." : base)
            guard Self.exists(root) else {
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
                let below = FileName.below(path, droppingBytes: root.utf8.count)
                let relative = Self.normalized(below.isEmpty ? base : FileName.joined(base, below))
                let shown = Self.normalized(Self.join(directory, relative))
                return File(
                    path: shown, relativePath: relative,
                    absolutePath: Self.normalized(FileName.isAbsolute(shown) ? shown : "\(workingDirectory)/\(shown)"))
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
        // One file reached through two patterns (a symlink, or two spellings) is checked once; one
        // pattern's search has already kept each file once (FontDiscovery), so no second stat.
        var seen: Set<FileID> = []
        let sorted = files.values.sorted { $0.relativePath.precedesInUTF8Order($1.relativePath) }
        let found =
            patterns.count < 2
            ? sorted
            : sorted.filter { file in
                var info = stat()
                guard FileName.withCString(file.path, { stat($0, &info) }) == 0 else { return true }
                return seen.insert(FileID(info)).inserted
            }
        self.init(
            files: found, skipped: Array(Set(skipped)).sorted { $0.path.precedesInUTF8Order($1.path) },
            errors: errors.values.sorted { $0.path.precedesInUTF8Order($1.path) }, unmatched: unmatched,
            missing: missing)
    }

    /// Whether something is at `path`, a symbolic link followed, asked with its bytes
    /// (``FileName/withCString(_:_:)``): Foundation would spell a byte that is not UTF-8 as the
    /// private-use scalar that stands for it.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return FileName.withCString(path) { stat($0, &info) } == 0
    }
}
