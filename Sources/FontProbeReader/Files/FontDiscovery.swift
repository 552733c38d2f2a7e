import FontProbeModel
import FontProbeRules
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `fontprobe audit` found to read under the paths the user gave.
package struct FontDiscovery: Sendable {
    /// Font files to read: sorted by their UTF-8 bytes, each file once.
    package var files: [String]
    /// Paths passed over, with why, sorted by path: for the notes on stderr (and the JSON summary).
    package var skipped: [SkippedPath]
    /// Directories that could not be listed, sorted by path. Fonts in them may go unread, so each
    /// is an error of the run, not a note (docs/commands/audit.md#which-files).
    package var errors: [FontReadError]

    /// The extensions searched for in directories, lower-case, without the dot.
    package static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Walks `paths`: a directory is searched recursively, following symlinks, for files with one of
    /// ``fontExtensions``; any other path is a font file as given. Nothing is opened but directories.
    package init(paths: [String]) {
        self.init(paths: paths, listDirectory: Self.listDirectory)
    }

    /// The walk, with `listDirectory` giving the names in a directory or why it cannot be listed.
    init(paths: [String], listDirectory: @escaping (String) -> Result<[String], DirectoryListingError>) {
        var walk = Walk(listDirectory: listDirectory)
        // Sorted first, so that which of two paths to one directory is walked never depends on the order given.
        // Paths are told apart by their bytes, never by `String`'s ==, which takes the NFC and NFD
        // spellings of one name for one path (docs/commands/audit.md#which-files).
        let arguments = Self.sortedUniqueByBytes(paths.map(Self.normalized))
        for (path, status) in zip(arguments, FileStatus.of(arguments)) {
            walk.visitArgument(path, status)
        }
        // One path per file: the first in byte order; the others are noted. In the walk's order,
        // which is nearly byte order, so that the sort below finds it sorted (a list of files is).
        var keptPaths: [FileID: String] = [:]
        for (path, id) in walk.found {
            guard let id else { continue }
            if let kept = keptPaths[id], !Self.precedes(path, kept) { continue }
            keptPaths[id] = path
        }
        var files: [String] = []
        files.reserveCapacity(walk.found.count)
        var skipped = walk.skipped
        for (path, id) in walk.found {
            guard let id, let kept = keptPaths[id], !FileName.same(path, kept) else {
                files.append(path)
                continue
            }
            skipped.insert(SkippedPath(path: path, reason: "the same file as '\(FileName.displayed(kept))'"))
        }
        // Each path once: a file given twice, or given and found under a directory given.
        self.files = Self.sortedUniqueByBytes(files)
        self.errors = walk.errors.sorted { Self.precedes($0.path, $1.path) }
        // A path given explicitly is read (and its problem reported) even where a walk passed it over.
        let kept = skipped.isEmpty ? [] : Set(self.files.map(FileName.Key.init))
        self.skipped = skipped.filter { !kept.contains(FileName.Key($0.path)) }.sorted {
            FileName.same($0.path, $1.path) ? Self.precedes($0.reason, $1.reason) : Self.precedes($0.path, $1.path)
        }
    }

    /// `paths` in byte order, each once (comparing bytes): sorted first, so that equal paths are
    /// neighbours, rather than hashed (the bench corpus's list: 1.2 M instructions hashing, against
    /// a sort that finds the list already in order; callgrind).
    static func sortedUniqueByBytes(_ paths: [String]) -> [String] {
        var unique: [String] = []
        unique.reserveCapacity(paths.count)
        for path in paths.sorted(by: Self.precedes) where unique.last.map({ Self.precedes($0, path) }) ?? true {
            unique.append(path)
        }
        return unique
    }

    /// Whether `a` sorts before `b` by UTF-8 bytes (not by `String`'s Unicode ordering).
    static func precedes(_ a: String, _ b: String) -> Bool { a.precedesInUTF8Order(b) }

    /// Whether the extension of `name` (after its last dot, in any case) is one of ``fontExtensions``;
    /// a name that only starts with a dot (".ttf") has none.
    static func hasFontExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return false }
        return fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// `path` without trailing slashes, so that "Fonts/" and "Fonts" give the same paths; "/" stays.
    static func normalized(_ path: String) -> String {
        guard path.utf8.last == UInt8(ascii: "/") else { return path }  // the usual case, without counting
        let kept = path.utf8.reversed().drop { $0 == UInt8(ascii: "/") }.count
        return kept == 0 ? "/" : String(decoding: path.utf8.prefix(kept), as: UTF8.self)
    }

    /// The names in the directory at `path`, without "." and "..", through opendir/readdir; a
    /// directory that can be listed but not searched (mode `r--`) fails too, since none of its
    /// files could be opened.
    static func listDirectory(_ path: String) -> Result<[String], DirectoryListingError> {
        guard let directory = FileName.withCString(path, { opendir($0) }) else {
            return .failure(DirectoryListingError(code: errno))
        }
        guard FileName.withCString(path, { access($0, X_OK) }) == 0 else {
            let code = errno
            closedir(directory)
            return .failure(DirectoryListingError(code: code))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else { break }
            // The name's bytes as they are: valid UTF-8 or not (docs/fonts.md#file-names).
            let name = withUnsafeBytes(of: entry.pointee.d_name) { FileName.decode($0.prefix { $0 != 0 }) }
            if name != "." && name != ".." { names.append(name) }
        }
        return errno == 0 ? .success(names) : .failure(DirectoryListingError(code: errno))
    }
}

/// Why a directory could not be listed: the `errno` of opendir or readdir.
struct DirectoryListingError: Error {
    /// The POSIX error number (`EACCES`, …).
    var code: Int32

    /// The error for the directory at `path`: "the directory could not be listed, so its fonts
    /// were not read", with the system's message (`strerror`) as the detail.
    func readError(path: String) -> FontReadError {
        FontReadError(
            path: path, reason: "the directory could not be listed, so its fonts were not read",
            detail: String(cString: strerror(code)))
    }
}

/// The reason for a failed call as a clause: "permission denied", or the system's message.
private func failureReason(errno code: Int32) -> String {
    code == EACCES ? "permission denied" : String(cString: strerror(code))
}

/// A file's identity: two paths with the same device and inode name the same file.
struct FileID: Hashable {
    /// `st_dev`, widened.
    var device: UInt64
    /// `st_ino`.
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}

/// The file type bits of `st_mode` (`S_IFMT`), spelled out so that Glibc and Darwin agree.
private enum FileType {
    static let mask: UInt32 = 0o170000
    static let directory: UInt32 = 0o040000
    static let regularFile: UInt32 = 0o100000

    /// The file type in `info`.
    static func of(_ info: stat) -> UInt32 { UInt32(info.st_mode) & mask }

    /// A type that is neither regular nor a directory, as a noun phrase.
    static func name(_ type: UInt32) -> String {
        switch type {
        case 0o010000: "a FIFO"
        case 0o020000: "a character device"
        case 0o060000: "a block device"
        case 0o140000: "a socket"
        default: "an unknown file type"
        }
    }
}

/// What `stat` (which follows symlinks) says of a path: its information, or the `errno` it failed with.
private enum FileStatus {
    case success(stat)
    case failure(Int32)

    /// The status of each of `paths`, in order: on every processor at once when there are many, so
    /// that a directory of fonts or a long `--files-from` list is not a system call at a time while
    /// the other processors wait to read (the bench corpus's 464 listed files: 1.1 ms of processor
    /// time in stat, before the first file is read).
    static func of(_ paths: [String]) -> [FileStatus] {
        guard paths.count >= batch * 2 else { return paths.map(of) }
        let batches = stride(from: 0, to: paths.count, by: batch).map { $0..<Swift.min(paths.count, $0 + batch) }
        return batches.concurrentMap { paths[$0].map(of) }.flatMap { $0 }
    }

    /// The status of `path`.
    static func of(_ path: String) -> FileStatus {
        var info = stat()
        return FileName.withCString(path, { stat($0, &info) }) == 0 ? .success(info) : .failure(errno)
    }

    /// Paths per task: enough that handing out a batch costs less than its system calls.
    private static let batch = 32
}

/// The state of one discovery: the walk is depth first, each directory's names in byte order.
private struct Walk {
    let listDirectory: (String) -> Result<[String], DirectoryListingError>
    /// Every font file found or given, with its identity (`nil` when it cannot be stat'ed).
    var found: [(path: String, id: FileID?)] = []
    var skipped: Set<SkippedPath> = []
    /// The directories that could not be listed.
    var errors: [FontReadError] = []
    /// Each directory walked (or refused listing), with the path it was first reached through.
    var walked: [FileID: String] = [:]
    /// The directories being walked, outermost first.
    var ancestors: [FileID] = []

    /// A path the user gave, with its `stat`: a directory is walked; anything else is a font file
    /// as given.
    mutating func visitArgument(_ path: String, _ status: FileStatus) {
        guard case .success(let info) = status else {
            return found.append((path, nil))  // the reader says what is wrong with it
        }
        if FileType.of(info) == FileType.directory {
            walkDirectory(path, id: FileID(info))
        } else {
            found.append((path, FileID(info)))
        }
    }

    mutating func walkDirectory(_ path: String, id: FileID) {
        if ancestors.contains(id), let ancestor = walked[id] {
            return skip(path, "a symlink loop back to '\(ancestor)'")
        }
        if let earlier = walked[id] {
            // The same path twice (given, and found in a walk) is no news.
            if earlier != path { skip(path, "the same directory as '\(earlier)'") }
            return
        }
        walked[id] = path
        switch listDirectory(path) {
        case .failure(let error):
            errors.append(error.readError(path: path))
        case .success(let names):
            ancestors.append(id)
            defer { ancestors.removeLast() }
            let names = names.sorted(by: FontDiscovery.precedes)
            let paths = names.map { FileName.joined(path, $0) }
            for (name, (path, status)) in zip(names, zip(paths, FileStatus.of(paths))) {
                visitEntry(named: name, path: path, status)
            }
        }
    }

    /// One entry of a directory, at `path`, with its `stat` (which follows symlinks).
    mutating func visitEntry(named name: String, path: String, _ status: FileStatus) {
        let isCandidate = FontDiscovery.hasFontExtension(name)
        let info: stat
        switch status {
        case .success(let found):
            info = found
        case .failure(let code):
            if code == ENAMETOOLONG {
                // A folder or font too deep to name may hold fonts: an error, never a silent skip.
                return errors.append(
                    FontReadError(
                        path: path,
                        reason: "the path is longer than the system allows (PATH_MAX), so it was not read",
                        detail: String(cString: strerror(code))))
            }
            guard isCandidate else { return }
            var link = stat()
            if code == ENOENT && FileName.withCString(path, { lstat($0, &link) }) == 0 {
                return skip(path, "a broken symlink")
            }
            return skip(path, code == ELOOP ? "a symlink loop (too many levels of symbolic links)" : failureReason(errno: code))
        }
        let type = FileType.of(info)
        if type == FileType.directory { return walkDirectory(path, id: FileID(info)) }
        guard isCandidate else { return }
        if name.hasPrefix("._") { return skip(path, "an AppleDouble metadata file, not a font") }
        guard type == FileType.regularFile else { return skip(path, "not a regular file (\(FileType.name(type)))") }
        found.append((path, FileID(info)))
    }

    mutating func skip(_ path: String, _ reason: String) {
        skipped.insert(SkippedPath(path: path, reason: reason))
    }
}
