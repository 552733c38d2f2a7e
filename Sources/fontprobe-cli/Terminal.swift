import FontProbe
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal on a file descriptor can show.
enum Terminal {
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// Colour only on a terminal, never with `NO_COLOR` set to anything non-empty (no-color.org),
    /// nor on a `dumb` terminal.
    static func wantsColor(_ descriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal(descriptor)
    }
}

/// A live "done/total, files per second, time left" line on stderr, redrawn at most ten times
/// a second; made only when stderr is a terminal and `--quiet` is not given.
actor ProgressLine: ReadProgress {
    private var total = 0
    private var start = Date()
    private var done = 0
    private var lastDraw = Date.distantPast
    private var drawn = false

    func started(files: Int) {
        total = files
        start = Date()
    }

    func fileRead() {
        done += 1
        let now = Date()
        guard now.timeIntervalSince(lastDraw) >= 0.1 || done == total else { return }
        lastDraw = now
        write("\r\u{1B}[K" + progressLine(done: done, total: total, elapsed: now.timeIntervalSince(start)))
        drawn = true
    }

    /// Clears the line so that what follows starts on a clean line.
    func finished() {
        if drawn { write("\r\u{1B}[K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension Terminal {
    /// The width in columns of the terminal on `descriptor`: `COLUMNS` when it is a positive
    /// number, else what the terminal says (`TIOCGWINSZ`); `nil` when `descriptor` is not a
    /// terminal, so a report piped or redirected is never cut to fit.
    static func width(_ descriptor: Int32) -> Int? {
        guard isTerminal(descriptor) else { return nil }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
