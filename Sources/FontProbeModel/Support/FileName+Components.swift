/// Paths split at the byte `/` and nowhere else (docs/security.md#paths).
///
/// `String`'s own operations work on Characters, and a Character can hold a `/` with the marks that
/// follow it: a file named `\u{301}x.ttf` makes `Fonts/\u{301}x.ttf` a path whose `/` is no
/// Character of its own, so `split(separator: "/")`, `lastIndex(of: "/")` and `hasPrefix("/")`
/// would not see it. Every path is taken apart here, on its UTF-8 bytes, where `/` is always the
/// byte 0x2F (the stand-ins of bytes that are not UTF-8 never spell it, ``FileName``).
extension FileName {
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")

    /// The components between the `/` bytes of `path`, without empty ones: `a//b/` gives `a`, `b`.
    package static func components(_ path: String) -> [String] {
        path.utf8.split(separator: slash).map(text)
    }

    /// What follows the last `/` of `path` (`Fonts/Brand-Bold.otf` gives `Brand-Bold.otf`); the
    /// whole path when it has none, and `""` when it ends with one.
    package static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slash) else { return path }
        return text(path.utf8[path.utf8.index(after: slash)...])
    }

    /// What comes before the last `/` of `path`: `""` when it has none, `/` for a name at the root
    /// (`/x`).
    package static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: slash) else { return "" }
        return slash == path.utf8.startIndex ? "/" : text(path.utf8[..<slash])
    }

    /// Whether `path` starts at the root: its first byte is `/`.
    package static func isAbsolute(_ path: String) -> Bool { path.utf8.first == slash }

    /// Whether `path` ends with a `/`.
    package static func endsWithSlash(_ path: String) -> Bool { path.utf8.last == slash }

    /// Whether `name` (a component) starts with a dot, which a wildcard does not match and which
    /// hides a file.
    package static func isHidden(_ name: String) -> Bool { name.utf8.first == dot }

    /// Whether `path` is `directory` or a path below it, comparing bytes: `a/b` is below `a`,
    /// `ab` is not, and everything absolute is below `/`.
    package static func isInside(_ path: String, directory: String) -> Bool {
        let (path, directory) = (path.utf8, directory.utf8)
        guard path.starts(with: directory) else { return false }
        let rest = path.dropFirst(directory.count)
        return rest.isEmpty || directory.last == slash || rest.first == slash
    }

    /// `path` with its first `count` bytes and then every `/` that follows them removed: what lies
    /// below a directory of `count` bytes that it starts with (``isInside(_:directory:)``).
    package static func below(_ path: String, droppingBytes count: Int) -> String {
        text(path.utf8.dropFirst(count).drop { $0 == slash })
    }

    /// `path` under `directory`: joined with one `/` (none added after a directory that ends with
    /// one); `path` alone when `directory` is empty.
    package static func joined(_ directory: String, _ path: String) -> String {
        directory.isEmpty ? path : endsWithSlash(directory) ? directory + path : directory + "/" + path
    }

    /// `name` split at its last dot, not counting a dot it starts with: `Brand.Bold.otf` gives
    /// `Brand.Bold` and `otf`, `.ttf` and `README` have no extension.
    package static func stemAndExtension(_ name: String) -> (stem: String, extension: String?) {
        guard let dot = name.utf8.lastIndex(of: dot), dot > name.utf8.startIndex else { return (name, nil) }
        return (text(name.utf8[..<dot]), text(name.utf8[name.utf8.index(after: dot)...]))
    }

    /// Bytes cut from a path at a `/` or a `.`, which no multi-byte scalar holds, as the text they are.
    private static func text(_ bytes: Substring.UTF8View) -> String { String(decoding: bytes, as: UTF8.self) }
}
