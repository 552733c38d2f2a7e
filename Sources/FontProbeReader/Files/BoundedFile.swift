import FontProbeModel
import FontProbeRules
import Foundation

/// The one way fontprobe reads a file that is not a font: `fontprobe.yml`, the lockfile and the
/// app's Info.plist (docs/security.md#files-other-than-fonts). Only a regular file is read, never
/// a device, a pipe or a socket, which could block forever or never end; at most one byte past
/// `limit` is read; and with `inside`, a path that leads out of that directory once its symbolic
/// links are followed is refused, so a configuration cannot make fontprobe read any file of the
/// machine.
package enum BoundedFile {
    /// Why a file was not read.
    package enum Failure: Error, Sendable, Hashable {
        /// Nothing exists at the path (or a link leads nowhere).
        case missing
        /// It exists but cannot be opened or read: the system's reason.
        case unreadable(String)
        /// A directory, device, pipe or socket, not a regular file.
        case notRegular
        /// It holds more than the limit.
        case tooLarge
        /// Its real path, outside the directory it must be in.
        case outside(String)
    }

    /// The bytes of the regular file at `path` (opened by its bytes, docs/fonts.md#file-names),
    /// at most `limit` of them, inside the directory `inside` when given.
    package static func read(_ path: String, limit: Int, inside root: String? = nil) -> Result<Data, Failure> {
        var path = path
        if let root {
            switch beneath(path, root: root) {
            case .success(let resolved): path = resolved
            case .failure(let failure): return .failure(failure)
            }
        }
        // Non-blocking, so that opening a FIFO that no one writes to does not wait. A path resolved
        // beneath the root has no link left in it: one put there since is not followed.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (root == nil ? 0 : O_NOFOLLOW)
        let descriptor = FileName.withCString(path) { open($0, flags) }
        guard descriptor >= 0 else {
            return errno == ENOENT ? .failure(.missing) : .failure(.unreadable(String(cString: strerror(errno))))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return data.count > limit ? .failure(.tooLarge) : .success(data)
        } catch {
            return .failure(.unreadable("\(error.localizedDescription)"))
        }
    }

    /// Where `path` (the configuration's directory `root` joined with a path in it) leads, each
    /// symbolic link on the way followed by reading the link, never by looking at what it points
    /// to: a place outside `root` is refused before anything there is touched, so a link out of the
    /// project reads as outside whether its target exists or not (the exit code tells nothing about
    /// the machine). At most 40 links are followed.
    static func beneath(_ path: String, root: String) -> Result<String, Failure> {
        guard case .success(let base) = RealPath.of(root.isEmpty ? "." : root) else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        // Paths are taken apart at their `/` bytes (docs/security.md#paths).
        func inside(_ absolute: String) -> Bool { FileName.isInside(absolute, directory: base) }
        // The part of the path below the root, as it is spelled.
        let spelled = root.isEmpty || root == "." ? "" : root
        let below: String
        if !spelled.isEmpty, FileName.isInside(path, directory: spelled) {
            below = FileName.below(path, droppingBytes: spelled.utf8.count)
        } else if FileName.isAbsolute(path) {
            guard inside(path) else { return .failure(.outside(path)) }
            below = FileName.below(path, droppingBytes: base.utf8.count)
        } else if spelled.isEmpty {
            below = path
        } else {
            return .failure(.outside(path))
        }
        // A stack of the components still to walk, the next last.
        var pending = FileName.components(below).reversed() as [String]
        var walked: [String] = []
        var links = 0
        func place(_ components: [String]) -> String {
            components.isEmpty ? base : (base == "/" ? "" : base) + "/" + components.joined(separator: "/")
        }
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                guard !walked.isEmpty else {
                    // Out of the root by `..`: to its parent, which is where the path leads first.
                    let parent = FileName.directory(of: base).isEmpty ? "/" : FileName.directory(of: base)
                    return .failure(.outside(parent))
                }
                walked.removeLast()
                continue
            }
            let candidate = place(walked + [component])
            var info = stat()
            guard FileName.withCString(candidate, { lstat($0, &info) }) == 0 else {
                return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                walked.append(component)
                continue
            }
            links += 1
            guard links <= 40, let target = readLink(candidate) else {
                return .failure(.unreadable(links > 40 ? "Too many levels of symbolic links" : String(cString: strerror(errno))))
            }
            if FileName.isAbsolute(target) {
                guard inside(target) else { return .failure(.outside(target)) }
                walked = []
                pending += FileName.components(FileName.below(target, droppingBytes: base.utf8.count)).reversed()
            } else {
                pending += FileName.components(target).reversed()
            }
        }
        return .success(place(walked))
    }

    /// The text of the symbolic link at `path`; `nil` when it cannot be read.
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = FileName.withCString(path) { readlink($0, &buffer, buffer.count - 1) }
        guard count >= 0 else { return nil }
        return FileName.decode(buffer.prefix(count).map { UInt8(bitPattern: $0) })
    }
}
