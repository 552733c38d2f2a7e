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
        if let root {
            guard let real = realPath(path) else {
                return errno == ENOENT ? .failure(.missing) : .failure(.unreadable(String(cString: strerror(errno))))
            }
            let base = realPath(root.isEmpty ? "." : root) ?? root
            let prefix = base.hasSuffix("/") ? base : base + "/"
            guard real == base || real.hasPrefix(prefix) else { return .failure(.outside(real)) }
        }
        // Non-blocking, so that opening a FIFO that no one writes to does not wait.
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
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

    private static func realPath(_ path: String) -> String? {
        FileName.withCString(path) { name in
            guard let real = realpath(name, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
    }
}
