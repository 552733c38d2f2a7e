import Foundation
import Testing

/// How to run the binary so that file permissions apply: as is for a normal user; as root,
/// through `setpriv` as nobody, when that works (the binary must be reachable for uid 65534).
enum Unprivileged {
    static let prefix: [String]? = {
        if geteuid() != 0 { return [] }
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard let probe = try? ProcessRun.run(setpriv, Array(prefix.dropFirst()) + [Repository.binary, "--version"]),
            probe.status == 0, probe.exited
        else { return nil }
        return prefix
    }()
}

enum Python {
    /// `python3` from PATH, if there is one.
    static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/python3" }.first(where: FileManager.default.isExecutableFile)
    }()
}

enum JSON {
    static func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
