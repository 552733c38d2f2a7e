import Foundation

/// A path `fontprobe audit` passed over instead of reading it. Two are the same when their bytes
/// are, so the NFC and NFD spellings of a name are two paths.
package struct SkippedPath: Sendable, Hashable {
    package static func == (a: SkippedPath, b: SkippedPath) -> Bool {
        FileName.same(a.path, b.path) && FileName.same(a.reason, b.reason)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(FileName.Key(path))
        hasher.combine(FileName.Key(reason))
    }

    /// The path as found in the walk (or as given).
    package var path: String
    /// Why, as a clause: "a symlink loop back to 'Fonts'", "permission denied", "not a regular file (a FIFO)".
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
