import FontProbeModel
import FontProbeRules
import Foundation

/// Where the lockfile may be, checked on disk (docs/commands/check.md#where-the-lockfile-may-be);
/// the checks of its text alone are ``CheckConfiguration/pathProblem(_:file:)``.
extension CheckConfiguration {
    /// The lockfile ``baseline`` names, checked on disk before any font is read: the file to
    /// read and to write, or `nil` for `baseline: false`.
    ///
    /// The path must stay inside the directory tree of the configuration (`directory`, as
    /// ``directory(of:)`` gives it) once every symlink on it is followed, the last one too; a
    /// symlink that stays inside is followed, so writing replaces the file it points to and keeps
    /// the link. A path that does not exist yet is judged by the directory that would hold it.
    /// The lockfile may not be a file that holds something else, which `--update-baseline` would
    /// overwrite (docs/commands/check.md#where-the-lockfile-may-be): the configuration file
    /// (`configurationFile`), a file named as a font is, one of `fonts` (`fontFiles`), the tokens
    /// file of `styles:` or the Info.plist of `app:`, or anything under a `.git` directory; and, to
    /// write it (`writing`), an existing file that does not read as a lockfile.
    /// - Throws: ``ConfigurationError`` located at `baseline:` when the path leads out of the
    ///   tree, is a symlink to nothing, is a directory, or is one of those files.
    package func baselineFile(
        directory: String, configurationFile: String? = nil, fontFiles: [String] = [], writing: Bool = false
    ) throws(ConfigurationError) -> String? {
        var readFiles: [(key: String, path: String)] = []
        if let tokens { readFiles.append(("styles", tokens.path)) }
        if let app { readFiles.append(("app.infoPlist", app.infoPlist)) }
        guard let name = baseline else { return nil }
        func refuse(_ message: String) -> ConfigurationError {
            ConfigurationError(problems: [
                ConfigurationProblem(keyPath: "baseline", line: baselineLine, column: baselineColumn, message: message)
            ])
        }
        let path = FontSelection.join(directory, name)
        let root: String
        switch RealPath.of(directory.isEmpty ? "." : directory) {
        case .success(let real): root = real
        case .failure(let reason): throw refuse("cannot find the configuration's directory: \(reason)")
        }
        let resolved: String
        if let info = RealPath.status(path, following: false) {
            switch RealPath.of(path) {
            case .success(let real):
                resolved = real
            case .failure(let reason):
                // A symlink to a lockfile not written yet: where it points decides.
                guard UInt32(info.st_mode) & 0o170000 == 0o120000, reason.code == ENOENT,
                    let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path)
                else {
                    throw refuse("'\(name)' is a symbolic link that leads nowhere (\(reason)); name the lockfile itself")
                }
                let target =
                    FileName.isAbsolute(destination) ? destination : FontSelection.join(Self.parent(of: path), destination)
                guard let real = Self.unwrittenPath(target) else { return path }
                resolved = real
            }
        } else {
            guard let real = Self.unwrittenPath(path) else { return path }
            resolved = real
        }
        guard FileName.isInside(resolved, directory: root) else {
            throw refuse(
                "'\(name)' leads out of the configuration's directory through a symbolic link (to '\(resolved)'); "
                    + "the lockfile must be inside it")
        }
        if let target = RealPath.status(resolved, following: true), UInt32(target.st_mode) & 0o170000 == 0o040000 {
            throw refuse("'\(name)' is a directory; name a file for the lockfile")
        }
        let inTree = FileName.components(FileName.below(resolved, droppingBytes: root.utf8.count))
        if inTree.contains(".git") {
            throw refuse("'\(name)' is inside a .git directory; name a lockfile of the project, not of git")
        }
        let fontExtensions = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]
        if let last = inTree.last, let dot = last.lastIndex(of: "."),
            fontExtensions.contains(last[last.index(after: dot)...].lowercased())
        {
            throw refuse("'\(name)' is named as a font file is; name the lockfile fontprobe.lock.json or another .json")
        }
        if let configurationFile, case .success(let real) = RealPath.of(configurationFile), real == resolved {
            throw refuse("'\(name)' is the configuration file itself; name a lockfile of its own")
        }
        for font in fontFiles {
            if case .success(let real) = RealPath.of(font), real == resolved {
                throw refuse("'\(name)' is one of the fonts checked, '\(FileName.displayed(font))'; name a lockfile of its own")
            }
        }
        // What the configuration reads besides the fonts: the tokens file, the app's Info.plist.
        for (key, file) in readFiles {
            if case .success(let real) = RealPath.of(FontSelection.join(directory, file)), real == resolved {
                throw refuse("'\(name)' is the file \(key) names, which check reads; name a lockfile of its own")
            }
        }
        // fontprobe writes a lockfile as `{ "faces" : […], "lockVersion" : N }`: an existing file is
        // replaced only when it is empty or has "faces" in its first 4 KB and "lockVersion" in its
        // last 4 KB (as a lockfile has, merge conflicts and all). A package.json, Package.resolved
        // or tokens file, which also start with `{`, is not one, and --update-baseline must not
        // overwrite it. Opened without blocking, so a FIFO named as the lockfile is refused, not waited on.
        let descriptor = writing ? FileName.withCString(resolved) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } : -1
        if descriptor >= 0 {
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                throw refuse("'\(name)' is not a regular file; name a file for the lockfile")
            }
            let size = Int(status.st_size)
            let head = Self.bytes(descriptor, at: 0, count: min(size, 4096))
            let tail = size > 4096 ? Self.bytes(descriptor, at: size - 4096, count: 4096) : head
            let blank = size <= 4096 && !head.contains { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            guard blank || (Self.holds(head, #""faces""#) && Self.holds(tail, #""lockVersion""#)) else {
                throw refuse("'\(name)' exists and is not a lockfile; fontprobe does not overwrite it")
            }
        }
        return resolved
    }

    /// Up to `count` bytes of the file open as `descriptor`, from `offset`.
    private static func bytes(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return Array(buffer.prefix(max(read, 0)))
    }

    /// Whether `bytes` hold the UTF-8 of `text`.
    private static func holds(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// Where a file that does not exist yet would be: the real path of the directory that
    /// would hold it, and its name; `nil` when that directory does not exist either, so nothing
    /// can be read there and writing fails.
    private static func unwrittenPath(_ path: String) -> String? {
        guard case .success(let real) = RealPath.of(parent(of: path)) else { return nil }
        return FileName.joined(real, FileName.lastComponent(path))
    }

    /// The directory part of `path`: `.` for a bare name, `/` for a name at the root.
    private static func parent(of path: String) -> String {
        let directory = FileName.directory(of: path)
        return directory.isEmpty ? "." : directory
    }
}
