import ArgumentParser
import FontProbe
import Foundation

/// Lines for stderr, so that stdout holds only the report. Each message is one line whatever the
/// file names, font names or configuration in it hold: control characters are escaped
/// (docs/fonts.md#control-characters), so a name cannot forge a line of a CI log, and a byte of a
/// file name that is not UTF-8 is shown as `\xE9` (docs/fonts.md#file-names).
enum Diagnostics {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("fontprobe: \(shown(message))\n".utf8))
    }

    /// Something passed over that the user may want to know about; not an error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("fontprobe: note: \(shown(message))\n".utf8))
    }

    /// Each of a run's lines, in order.
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch diagnostic.kind {
            case .error: error(diagnostic.message)
            case .note: note(diagnostic.message)
            }
        }
    }

    private static func shown(_ message: String) -> String {
        FileName.displayed(message).escapingControlCharacters
    }
}

/// Runs the library's checks of a request: a ``UsageError`` becomes argument-parser's
/// `ValidationError`, which shows the usage and exits 64 (docs/exit-codes.md).
@discardableResult
func checked<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as UsageError {
        throw ValidationError(error.message)
    }
}
