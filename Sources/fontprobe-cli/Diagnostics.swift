import Foundation

/// Lines for stderr, so that stdout holds only the report.
enum Diagnostics {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("fontprobe: \(message)\n".utf8))
    }

    /// Something passed over that the user may want to know about; not an error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("fontprobe: note: \(message)\n".utf8))
    }
}
