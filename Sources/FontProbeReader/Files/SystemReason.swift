import Foundation

/// What the system said about a failed file operation.
package enum SystemReason {
    /// Why a file operation failed, in the system's words ("No space left on device") where
    /// Foundation wraps them. Writing onto a directory, which Foundation reports only as "error
    /// 512", says so when `writing` names the file written.
    package static func of(_ error: any Error, writing path: String? = nil) -> String {
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
