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

    private static func shown(_ message: String) -> String {
        FileName.displayed(message).escapingControlCharacters
    }

    /// Why a file operation failed, in the system's words ("No space left on device") where
    /// Foundation wraps them. Writing onto a directory, which Foundation reports only as "error
    /// 512", says so when `writing` names the file written.
    static func reason(_ error: any Error, writing path: String? = nil) -> String {
        if let posix = error as? POSIXError {
            return posix.code == .EISDIR ? "it is a directory" : String(cString: strerror(posix.code.rawValue))
        }
        let error = error as NSError
        switch error.userInfo[NSUnderlyingErrorKey] {
        case let posix as POSIXError: return String(cString: strerror(posix.code.rawValue))
        case let underlying as NSError where underlying.domain == NSPOSIXErrorDomain:
            return String(cString: strerror(Int32(underlying.code)))
        default:
            var isDirectory: ObjCBool = false
            if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                return "it is a directory"
            }
            return error.localizedDescription
        }
    }
}
