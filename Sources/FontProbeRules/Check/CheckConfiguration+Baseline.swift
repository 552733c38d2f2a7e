import FontProbeModel
import Foundation

/// Where the lockfile may be: inside the configuration's directory tree (docs/commands/check.md#where-the-lockfile-may-be).
extension CheckConfiguration {
    /// Why `baseline:` names a place the lockfile may not be, from its text alone: an absolute
    /// path, `..` leading out of the configuration's directory, or a NUL; `nil` when it may be.
    static func baselineProblem(_ name: String) -> String? { pathProblem(name, file: "the lockfile") }

    /// Why a path the configuration names (`file`: `the lockfile`, `the Info.plist`) is not one
    /// relative to its directory and inside it, from its text alone; `nil` when it is.
    static func pathProblem(_ name: String, file: String) -> String? {
        if let problem = NameBound.path.problem(name) { return problem }
        // On the bytes: a NUL or a `/` with a combining mark after it is no Character of its own.
        if name.utf8.contains(0) {
            return "contains a NUL character, which no file name can"
        }
        if FileName.isAbsolute(name) {
            return "'\(name)' is an absolute path; name \(file) relative to the configuration's directory, inside it"
        }
        var depth = 0
        for component in FileName.components(name) where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 {
                return "'\(name)' leads out of the configuration's directory; \(file) must be inside it"
            }
        }
        return nil
    }
}
