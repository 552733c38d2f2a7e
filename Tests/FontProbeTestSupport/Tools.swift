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

/// fontTools in the test tools' Python (`make ci-tools` installs it into `.build/ci-tools`), which
/// forges font releases at test time: a fixture with one table value changed, written by fontTools,
/// so the font is not made by the code under test.
enum FontTools {
    static let python = Repository.root.appendingPathComponent(".build/ci-tools/bin/python").path

    static let available: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? ProcessRun.run(python, ["-c", "import fontTools"]).status) == 0
    }()

    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// Reads the font at `source`, runs `edit` (Python, with the font as `f`), saves it to `target`.
    static func forge(_ source: String, to target: String, _ edit: String) throws {
        let script = "import sys\nfrom fontTools.ttLib import TTFont\nf = TTFont(sys.argv[1])\n\(edit)\nf.save(sys.argv[2])\n"
        let run = try ProcessRun.run(python, ["-c", script, source, target])
        guard run.status == 0 else { throw ForgeError(message: run.stderr) }
    }

    struct ForgeError: Error { var message: String }
}
