import FontProbeReader

extension RunLog {
    /// The paths listed at `source` (`--files-from`; `-` for stdin), none without one: a list that
    /// cannot be read stops the run with 66, one too large or a NUL byte in a list of lines with 64
    /// (docs/security.md#lists-of-paths).
    func listedPaths(_ source: String?, nullSeparated: Bool) throws(ExitStatus) -> [String] {
        guard let source else { return [] }
        let shown = source == "-" ? "from stdin" : "'\(source)'"
        do {
            return try PathList.read(source, nullSeparated: nullSeparated)
        } catch {
            switch error {
            case .unreadable(let reason):
                self.error("cannot read the list of paths \(shown): \(reason)")
                throw .noInput
            case .tooLarge:
                self.error(
                    "the list of paths \(shown) is larger than \(PathList.maximumSize >> 20) MiB, the most fontprobe reads")
                throw .usage
            case .nulInLines:
                let name = source == "-" ? "stdin" : "'\(source)'"
                self.error(
                    "the list of paths \(name) contains a NUL byte; give -0 (--null) for a NUL-separated list (find -print0)")
                throw .usage
            }
        }
    }
}
