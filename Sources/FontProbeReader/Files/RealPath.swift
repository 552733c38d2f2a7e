import FontProbeModel
import Foundation

/// A path as the file system resolves it (docs/fonts.md#file-names): asked with the path's own
/// bytes and answered in them, so a folder whose name is not UTF-8 is the folder named.
enum RealPath {
    /// The absolute path of `path` with every symbolic link followed, or the `errno` of the failure.
    static func of(_ path: String) -> Result<String, Errno> {
        FileName.withCString(path) { name in
            guard let real = realpath(name, nil) else { return .failure(Errno(code: errno)) }
            defer { free(real) }
            return .success(FileName.decode(UnsafeRawBufferPointer(start: real, count: strlen(real))))
        }
    }

    /// The `lstat` (`following: false`) or `stat` of `path`, by its bytes; `nil` when it fails.
    static func status(_ path: String, following: Bool) -> stat? {
        var info = stat()
        let result = FileName.withCString(path) { following ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }

    /// A failed call's `errno`, described in the system's words.
    struct Errno: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
