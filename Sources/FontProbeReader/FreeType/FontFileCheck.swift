import FontProbeModel
import FontProbeRules
import Foundation

/// Checks that a path names a regular, non-empty file before anything opens it, so that
/// directories, FIFOs, devices and symlink loops give a clear reason instead of a hang (and a
/// device is never opened at all).
enum FontFileCheck {
    private static let typeMask: UInt32 = 0o170000
    private static let regularFile: UInt32 = 0o100000
    private static let directory: UInt32 = 0o040000

    /// - Returns: the file's size in bytes.
    static func check(_ path: String) throws(FontReadError) -> UInt64 {
        var info = stat()
        guard FileName.withCString(path, { stat($0, &info) }) == 0 else {  // follows symlinks
            switch errno {
            case ENAMETOOLONG:
                throw FontReadError(path: path, reason: "the path is longer than the system allows (PATH_MAX)")
            case ENOENT, ENOTDIR:
                throw FontReadError(path: path, kind: .notFound, reason: "no such file")
            case ELOOP:
                throw FontReadError(path: path, reason: "too many levels of symbolic links (a symlink loop?)")
            case EACCES:
                throw FontReadError(path: path, reason: "permission denied (a directory on the path cannot be searched)")
            case let code:
                throw FontReadError(path: path, reason: String(cString: strerror(code)))
            }
        }
        switch UInt32(info.st_mode) & typeMask {
        case regularFile:
            break
        case directory:
            throw FontReadError(path: path, reason: "it is a directory, not a font file")
        default:
            throw FontReadError(path: path, reason: "it is not a regular file (a FIFO, socket or device)")
        }
        guard info.st_size > 0 else {
            throw FontReadError(path: path, reason: "the file is empty")
        }
        guard UInt64(info.st_size) <= FontFile.maximumFileSize else {
            throw FontReadError(
                path: path,
                reason: "the file is \((UInt64(info.st_size) + (1 << 20) - 1) >> 20) MiB; fontprobe reads fonts of at most "
                    + "\(FontFile.maximumFileSize >> 20) MiB")
        }
        return UInt64(info.st_size)
    }

    /// Opens a checked file for reading; the caller closes the descriptor.
    static func open(_ path: String) throws(FontReadError) -> Int32 {
        let descriptor = FileName.withCString(path) { openForReading($0) }
        guard descriptor >= 0 else {
            let code = errno
            throw FontReadError(path: path, reason: code == EACCES ? "permission denied" : String(cString: strerror(code)))
        }
        return descriptor
    }
}

/// A free function so that `open` is the C call on both Glibc and Darwin.
private func openForReading(_ path: UnsafePointer<CChar>) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}
