import FontProbeModel
import Foundation

/// A file read a megabyte at a time, so a large font costs no memory of its size (docs/security.md).
package enum FileChunks {
    /// Calls `body` with each chunk of the file at `path`, in order; false when the file cannot be
    /// opened or read. Opened by its bytes, so a name that is not UTF-8 is the file named
    /// (docs/fonts.md#file-names).
    /// `false` too when the file holds more than `limit` bytes (then at most a megabyte past it is read).
    package static func read(_ path: String, limit: UInt64 = .max, _ body: (Data) -> Void) -> Bool {
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var total: UInt64 = 0
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                total += UInt64(chunk.count)
                guard total <= limit else { return false }
                body(chunk)
            }
            return true
        } catch {
            return false
        }
    }
}
