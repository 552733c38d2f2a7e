import FontProbeModel
import Foundation

/// Reports, pictures and the lockfile, written so that a failed write never leaves half a file.
package enum AtomicFile {
    /// `file` replaced by `bytes`. A regular file (or a new one) is written whole or not at all:
    /// to a temporary file beside it, then renamed over it, so a failed write leaves the old file as
    /// it was; through a symbolic link, the file it points to is replaced and the link kept.
    /// Anything else, a device or a pipe (`/dev/stdout`), is written in place
    /// (docs/security.md#other-output). Opened by its bytes, so a name that is not UTF-8 is the name
    /// given (docs/fonts.md#file-names).
    package static func replace(_ file: String, with bytes: some DataProtocol) throws {
        func fail() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var status = stat()
        let exists = FileName.withCString(file) { stat($0, &status) } == 0
        if exists, let stream = standardStream(status) {
            // This process's own stdout or stderr (`-o /dev/stdout`, whatever it is): written
            // through the descriptor it has, where it is, neither reopened nor truncated.
            try stream.write(contentsOf: bytes)
            return
        }
        if exists && (status.st_mode & S_IFMT != S_IFREG || isDeviceName(file)) {
            // A device or a pipe: written in place, as a stream.
            let descriptor = FileName.withCString(file) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
            guard descriptor >= 0 else { throw fail() }
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: bytes)
            return
        }
        // A file that could not be written in place is not replaced either.
        if exists, FileName.withCString(file, { access($0, W_OK) }) != 0 { throw fail() }
        let target = destination(of: file)
        let slash = target.lastIndex(of: CChar(UInt8(ascii: "/")))
        let directory = slash.map { Array(target[...$0]) } ?? []
        var template = directory + Array("./.fontprobe-XXXXXX".utf8CString).dropFirst(slash == nil ? 0 : 2)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw fail() }
        do {
            // The mode a new file would get (0666 less the umask), or the old file's permissions
            // (never its set-user-ID, set-group-ID or sticky bits).
            let mask = umask(0)
            umask(mask)
            guard fchmod(descriptor, exists ? status.st_mode & 0o777 : 0o666 & ~mask) == 0 else { throw fail() }
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: bytes)
            guard rename(template, target) == 0 else { throw fail() }
        } catch {
            unlink(template)
            throw error
        }
    }

    /// The file `file` names, as bytes: through every symbolic link, to the file a dangling one
    /// points at, so the link stays a link.
    private static func destination(of file: String) -> [CChar] {
        FileName.withCString(file) { path in
            if let resolved = realpath(path, nil) {
                defer { free(resolved) }
                return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved) + 1))
            }
            var link = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &link, Int(PATH_MAX))
            let own = Array(UnsafeBufferPointer(start: path, count: strlen(path) + 1))
            guard length > 0 else { return own }
            let pointed = Array(link[..<length])
            if pointed.first == CChar(UInt8(ascii: "/")) { return pointed + [0] }
            // Relative to the directory that holds the link.
            guard let slash = own.lastIndex(of: CChar(UInt8(ascii: "/"))) else { return pointed + [0] }
            return Array(own[...slash]) + pointed + [0]
        }
    }

    /// This process's stdout or stderr, when `status` is that of one of them.
    private static func standardStream(_ status: stat) -> FileHandle? {
        for (descriptor, handle) in [(STDOUT_FILENO, FileHandle.standardOutput), (STDERR_FILENO, FileHandle.standardError)] {
            var stream = stat()
            if fstat(descriptor, &stream) == 0 && stream.st_dev == status.st_dev && stream.st_ino == status.st_ino {
                return handle
            }
        }
        return nil
    }

    /// Whether `file` names a stream through /dev or /proc (`/dev/stdout`, `/proc/self/fd/1`).
    private static func isDeviceName(_ file: String) -> Bool {
        file.hasPrefix("/dev/") || file.hasPrefix("/proc/")
    }
}
