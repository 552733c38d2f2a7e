import FontProbeModel
import Foundation

/// A list of paths to read (`audit --files-from`): lines, or NUL-separated entries, from a file or
/// stdin, read within a size limit (docs/security.md#lists-of-paths).
package enum PathList {
    /// The largest list read, in bytes: 64 MiB, some 400,000 paths of 160 bytes.
    package static let maximumSize = 64 << 20

    /// Why a list cannot be used.
    package enum Failure: Error, Sendable {
        /// It could not be read: the system's reason. Exit 66.
        case unreadable(String)
        /// It holds more than ``PathList/maximumSize`` bytes. Exit 64.
        case tooLarge
        /// A list of lines holds a NUL byte, so the paths it separates would be read as one. Exit 64.
        case nulInLines
    }

    /// The non-empty paths of the list at `source` (`-` for stdin): its lines, or with
    /// `nullSeparated` its NUL-separated entries. At most one byte past the limit is read: stdin
    /// may be a directory (EISDIR), an endless device or a pipe that never closes.
    package static func read(_ source: String, nullSeparated: Bool) throws(Failure) -> [String] {
        let data: Data
        do {
            let handle =
                source == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: source))
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw .unreadable(SystemReason.of(error))
        }
        guard data.count <= maximumSize else { throw .tooLarge }
        if nullSeparated { return entries(data) }
        // On the bytes, not through `Data`'s iterator, a call per byte (1.5 M instructions for the
        // bench corpus's list; callgrind).
        guard !data.withUnsafeBytes({ $0.contains(0) }) else { throw .nulInLines }
        return lines(data)
    }

    /// The non-empty NUL-separated entries of `data` as UTF-8; newlines are part of a path.
    static func entries(_ data: Data) -> [String] {
        data.split(separator: 0).map { FileName.decode($0) }
    }

    /// The non-empty lines of `data`, split where `Character.isNewline` is true (LF, CRLF, CR,
    /// VT, FF, NEL, LINE and PARAGRAPH SEPARATOR); bytes that are not UTF-8 are kept, as in a
    /// name read from a directory (docs/fonts.md#file-names).
    static func lines(_ data: Data) -> [String] {
        // ASCII, the usual list, split on its bytes: its only newline Characters are LF, VT, FF,
        // CR and CRLF, and every other byte is a Character of its own, so the same lines come out
        // without decoding the list as Characters, which took 9.2M instructions for the bench
        // corpus's 464 lines before any font was read (callgrind). `StandInTests` compares the two.
        let ascii = data.withUnsafeBytes { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return bytes.split(whereSeparator: { (0x0A...0x0D).contains($0) }).map { String(decoding: $0, as: UTF8.self) }
        }
        return ascii ?? characterLines(data)
    }

    /// ``lines(_:)`` for any list, split where `Character.isNewline` is true.
    static func characterLines(_ data: Data) -> [String] {
        FileName.decode(data).split(whereSeparator: \.isNewline).map(String.init)
    }
}
