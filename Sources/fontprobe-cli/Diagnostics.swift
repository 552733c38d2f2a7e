import Foundation

/// Lines for stderr, so that stdout holds only the report.
enum Diagnostics {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("fontprobe: \(message)\n".utf8))
    }
}
