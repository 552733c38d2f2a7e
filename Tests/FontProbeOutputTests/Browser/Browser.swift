import Foundation
import Testing

@testable import FontProbeTestSupport

/// A headless Chromium that opens the HTML reports: Debian's `chromium-headless-shell` (which
/// `make browser` installs with apt-get), or Chrome or Chromium elsewhere
/// (docs/commands/audit.md#html).
enum Browser {
    /// The browser to run: `FONTPROBE_BROWSER`, else the first of the known names on PATH, else
    /// (macOS, where Homebrew has no headless shell) Google Chrome or Chromium in /Applications.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["FONTPROBE_BROWSER"], !chosen.isEmpty { return chosen }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let names = ["chromium-headless-shell", "headless_shell", "chromium", "chromium-browser", "google-chrome"]
        for name in names {
            if let path = directories.map({ "\($0)/\(name)" }).first(where: FileManager.default.isExecutableFile) {
                return path
            }
        }
        return [
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
        ].first(where: FileManager.default.isExecutableFile)
    }()

    /// True when `CI` is set to `true` or `1`: a missing browser is then a failure, not a skip.
    static var isCI: Bool {
        ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    /// The wall-clock hang guard of one run, in seconds: 600, as ``ProcessRun/timeout``, so a hung
    /// browser fails one test, not the suite, and a slow machine fails none. The browser is not run
    /// through ``ProcessRun`` (its output goes to files, its processes are many).
    static let timeout: TimeInterval = 600

    /// What one run of the browser left behind.
    struct Run {
        /// The document after its scripts ran (`--dump-dom`), or empty for a screenshot.
        var dom: String
        var stderr: String
        /// Every URL the network log saw a request for (`--log-net-log`): file:// loads are not
        /// network requests, so for a self-contained page this is empty.
        var requested: Set<String>
    }

    /// Opens `page` and dumps its DOM, or with `screenshot` writes a 1280×2000 PNG there
    /// instead; `dark` emulates `prefers-color-scheme: dark`; `extra` are further switches
    /// (`--force-device-scale-factor=3`).
    static func open(
        _ page: URL, dark: Bool = false, screenshot: URL? = nil, extra: [String] = [], in directory: URL
    ) throws -> Run {
        let executable = try #require(executable)
        let run = UUID().uuidString
        let profile = directory.appendingPathComponent("profile-\(run)")
        let netLog = directory.appendingPathComponent("net-\(run).json")
        let out = directory.appendingPathComponent("stdout-\(run)")
        let err = directory.appendingPathComponent("stderr-\(run)")
        var arguments = [
            "--user-data-dir=\(profile.path)", "--no-first-run", "--disable-gpu", "--hide-scrollbars",
            "--log-net-log=\(netLog.path)", "--enable-logging=stderr", "--v=0",
        ]
        // The headless shell is headless already; Chrome and Chromium are asked to be.
        if !executable.hasSuffix("headless-shell") && !executable.hasSuffix("headless_shell") {
            arguments.append("--headless")
        }
        // Chromium's sandbox refuses to start as root (containers, CI).
        if geteuid() == 0 { arguments.append("--no-sandbox") }
        // Blink's setting for the preferred colour scheme: 0 is dark.
        if dark { arguments.append("--blink-settings=preferredColorScheme=0") }
        if let screenshot {
            arguments += ["--screenshot=\(screenshot.path)", "--window-size=1280,2000"]
        } else {
            arguments.append("--dump-dom")
        }
        arguments += extra
        arguments.append(page.absoluteString)

        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            Issue.record("\(executable) did not finish within \(Int(timeout)) s on \(page.path); killed")
        }
        let stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        #expect(process.terminationStatus == 0, "\(executable) exited \(process.terminationStatus): \(stderr)")
        return Run(
            dom: (try? String(contentsOf: out, encoding: .utf8)) ?? "", stderr: stderr,
            requested: try requests(inNetLog: netLog))
    }

    /// The `url` of every event of Chromium's JSON net log (`{"constants": …, "events": [{…,
    /// "params": {"url": …}}]}`); the log of a run that requested nothing has none.
    static func requests(inNetLog file: URL) throws -> Set<String> {
        let data = try Data(contentsOf: file)
        // A browser killed mid-run leaves the log unterminated; what it holds is still read.
        var text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.hasSuffix("}") {
            if text.hasSuffix(",") { text.removeLast() }
            text += "]}"
        }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let events = try #require(log["events"] as? [[String: Any]], "the net log has no events list")
        var urls: Set<String> = []
        for event in events {
            guard let params = event["params"] as? [String: Any] else { continue }
            for key in ["url", "original_url", "new_url"] {
                if let url = params[key] as? String { urls.insert(url) }
            }
        }
        return urls
    }
}
