import Foundation

/// File names are bytes; fontprobe keeps them as bytes in a `String` without losing any
/// (docs/fonts.md#file-names).
///
/// A name that is valid UTF-8 is that text. Each byte that is not part of valid UTF-8 is kept as
/// one scalar of a private-use block, U+10FE00 plus the byte (U+10FE80…U+10FEFF), so the exact
/// bytes come back when the path is opened, and are shown as `\xE9`. UTF-8 that spells a scalar of
/// that block is kept byte by byte too, so every sequence of bytes has exactly one spelling.
///
/// Paths are compared, sorted and deduplicated by their UTF-8 bytes, never with `String`'s `==`,
/// which takes the NFC and NFD spellings of `café.ttf` (two files) for one.
package enum FileName {
    /// The first scalar of the block that stands for raw bytes; a byte `b` is `base + b`.
    static let base: UInt32 = 0x10_FE00

    /// The path for `bytes`, as read from `readdir`, `argv` or a list of paths.
    package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Contiguous bytes (argv, a list of paths) are decoded by the standard library's UTF-8 fast
        // path and compared back, which tells valid UTF-8 as well: `String(validating:as:)` is
        // generic and not specialized here, and its first use looks up witnesses by name.
        let valid = bytes.withContiguousStorageIfAvailable { buffer -> String? in
            let text = String(decoding: buffer, as: UTF8.self)
            return text.utf8.elementsEqual(buffer) ? text : nil
        }
        if let text = valid ?? String(validating: bytes, as: UTF8.self), !hasRawByte(text) {
            return text
        }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let (scalar, length) = scalarAt(bytes, index)
            if let scalar, !isRawByte(scalar) {
                scalars.append(scalar)
            } else {
                for byte in bytes[index..<index + length] { scalars.append(rawByte(byte)) }
            }
            index += length
        }
        return String(scalars)
    }

    /// A name as its bytes: what paths are compared, hashed and deduplicated by, so that the NFC
    /// and NFD spellings of `café.ttf`, which `String`'s `==` takes for one, are two keys.
    package struct Key: Hashable, Sendable {
        private let bytes: [UInt8]

        package init(_ path: String) { bytes = Array(path.utf8) }

        /// The bytes in one call: `Array`'s own hashing, a call per byte, was a fifth of the
        /// directory search's processor time (`make bench`).
        package func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// Whether `a` and `b` are the same bytes, not merely canonically equivalent.
    package static func same(_ a: String, _ b: String) -> Bool { a.hasSameUTF8(as: b) }

    /// The bytes `path` stands for: what to give `open` and `stat`.
    package static func bytes(_ path: String) -> [UInt8] {
        guard hasRawByte(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isRawByte(scalar) {
                bytes.append(UInt8(scalar.value - base))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as a C string of its bytes.
    package static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard hasRawByte(path) else { return try path.withCString(body) }
        let bytes = self.bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// `path` for people: each byte that is not UTF-8 as `\xE9` (two upper-case hex digits).
    package static func displayed(_ path: String) -> String {
        guard hasRawByte(path) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if isRawByte(scalar) {
                let hex = String(scalar.value - base, radix: 16, uppercase: true)
                shown += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `path` is all text: it has no byte that is not UTF-8, so a text file (`fontprobe.yml`)
    /// can hold it.
    package static func isText(_ path: String) -> Bool { !hasRawByte(path) }

    /// Whether `text` holds a scalar that stands for a raw byte. Every scalar from U+100000 up,
    /// and only those, starts with the byte 0xF4 in UTF-8, so a text without that byte (nearly
    /// every path) is passed over in one scan of its bytes instead of a decoding of its scalars.
    static func hasRawByte(_ text: String) -> Bool {
        // The lead byte of every such scalar, looked for with memchr where the string is contiguous
        // (a native one): the generic walk took 2.5 M instructions for the bench audit's paths.
        let lead = text.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.baseAddress.map { memchr($0, 0xF4, utf8.count) != nil } ?? false
        }
        return (lead ?? text.utf8.contains(0xF4)) && text.unicodeScalars.contains(where: isRawByte)
    }

    /// Whether `scalar` stands for a raw byte.
    static func isRawByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base + 0x80 && scalar.value <= base + 0xFF
    }

    private static func rawByte(_ byte: UInt8) -> Unicode.Scalar {
        // A byte below 0x80 is always valid UTF-8, so only 0x80…0xFF get here.
        Unicode.Scalar(base + UInt32(byte))!
    }

    /// The scalar that starts at `index` and its length in bytes, or `nil` and 1 when the bytes
    /// there are not valid UTF-8 (overlong forms and surrogates included).
    private static func scalarAt(_ bytes: [UInt8], _ index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let (length, minimum): (Int, UInt32) =
            switch lead {
            case 0..<0x80: (1, 0)
            case 0xC2..<0xE0: (2, 0x80)
            case 0xE0..<0xF0: (3, 0x800)
            case 0xF0..<0xF5: (4, 0x10000)
            default: (0, 0)
            }
        guard length > 0, index + length <= bytes.count else { return (nil, 1) }
        var value = UInt32(lead) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
        for byte in bytes[index + 1..<index + length] {
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
        return (scalar, length)
    }
}
