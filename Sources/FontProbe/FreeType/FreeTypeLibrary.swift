internal import CFreeType
import Foundation

/// Owns one `FT_Library`. Not `Sendable`: FreeType libraries are not thread-safe, so a batch
/// uses one per worker.
public final class FreeTypeLibrary {
    private let handle: FT_Library

    public init() throws(FreeTypeError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FreeTypeError(rawValue: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// Reads every face of the font file at `path`, or only the face at `faceIndex`.
    ///
    /// - Throws: ``FontReadError`` naming the file and the reason; `.notFound` when nothing
    ///   exists at `path`, `.faceIndexOutOfRange` when the file has no such face.
    public func readFaces(atPath path: String, faceIndex: Int? = nil) throws(FontReadError) -> [FontFace] {
        try FontFileCheck.check(path)
        if let truncation = FontFileCheck.truncation(path) {
            throw FontReadError(path: path, reason: truncation)
        }
        let (first, faceCount) = try withFace(atPath: path, index: 0) { face throws(FontReadError) in
            (try FontMetrics(face: face, path: path), Int(face.pointee.num_faces))
        }
        let indices: Range<Int>
        if let faceIndex {
            guard (0..<faceCount).contains(faceIndex) else {
                throw FontReadError(
                    path: path,
                    kind: .faceIndexOutOfRange,
                    reason: "there is no face \(faceIndex); the file has \(faceCount) "
                        + (faceCount == 1 ? "face (index 0)" : "faces (indexes 0…\(faceCount - 1))")
                )
            }
            indices = faceIndex..<(faceIndex + 1)
        } else {
            indices = 0..<max(faceCount, 1)
        }
        return try indices.map { index throws(FontReadError) in
            let metrics =
                index == 0
                ? first
                : try withFace(atPath: path, index: index) { face throws(FontReadError) in
                    try FontMetrics(face: face, path: path)
                }
            return FontFace(path: path, faceIndex: index, faceCount: faceCount, metrics: metrics)
        }
    }

    /// Opens face `index` of the file at `path`, lends it to `body`, and frees it.
    private func withFace<R>(
        atPath path: String,
        index: Int,
        _ body: (FT_Face) throws(FontReadError) -> R
    ) throws(FontReadError) -> R {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else {
            let freeTypeError = FreeTypeError(rawValue: error)
            var reason = freeTypeError.userReason
            if freeTypeError.code == FreeTypeError.unknownFileFormat.code, let format = FontFileCheck.signature(path) {
                reason = "it starts like \(format) but its header is broken"
            }
            throw FontReadError(path: path, reason: reason, freeTypeError: freeTypeError)
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }
}

/// Checks that a path names a regular, non-empty, readable file before FreeType opens it,
/// so that directories, FIFOs and devices give a clear reason instead of a hang.
enum FontFileCheck {
    static func check(_ path: String) throws(FontReadError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontReadError(path: path, kind: .notFound, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw FontReadError(path: path, reason: "it is a directory, not a font file")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let type = attributes?[.type] as? FileAttributeType, type == .typeRegular else {
            throw FontReadError(path: path, reason: "it is not a regular file (a FIFO, socket or device)")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontReadError(path: path, reason: "permission denied")
        }
        if let size = attributes?[.size] as? NSNumber, size.int64Value == 0 {
            throw FontReadError(path: path, reason: "the file is empty")
        }
    }

    /// "the file is truncated: …" when an SFNT's table directory points past the end of the
    /// file. FreeType reports such files as missing a table, as not a font at all, or loads them
    /// with tables silently absent; only the header and directory are read.
    static func truncation(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), let magic = read(handle, at: 0, count: 4)?.uint32(at: 0),
            [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7474_6366].contains(magic)
        else { return nil }
        var directoryOffset: UInt64 = 0
        if magic == 0x7474_6366 {  // 'ttcf': check the first face's directory
            guard let first = read(handle, at: 12, count: 4)?.uint32(at: 0) else {
                return "the file is truncated: it ends inside the collection header (\(size) bytes)"
            }
            directoryOffset = UInt64(first)
        }
        guard let tableCount = read(handle, at: directoryOffset + 4, count: 2)?.uint16(at: 0),
            let records = read(handle, at: directoryOffset + 12, count: 16 * Int(tableCount))
        else {
            return "the file is truncated: it ends inside the table directory (\(size) bytes)"
        }
        let end =
            (0..<Int(tableCount)).map { index in
                UInt64(records.uint32(at: 16 * index + 8) ?? 0) + UInt64(records.uint32(at: 16 * index + 12) ?? 0)
            }.max() ?? 0
        guard end > size else { return nil }
        return "the file is truncated: its tables need \(end) bytes but it has \(size)"
    }

    /// Exactly `count` bytes at `offset`, or `nil` when the file ends first.
    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> [UInt8]? {
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count),
            data.count == count
        else { return nil }
        return [UInt8](data)
    }

    /// The kind of font file the first four bytes announce, if any: used to tell a damaged
    /// font from a file that is not a font at all when FreeType rejects both alike.
    static func signature(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let magic = try? handle.read(upToCount: 4), magic.count == 4 else { return nil }
        switch Array(magic) {
        case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "a TrueType font"
        case Array("OTTO".utf8): return "an OpenType (CFF) font"
        case Array("ttcf".utf8): return "a font collection"
        case Array("wOFF".utf8): return "a WOFF font"
        case Array("wOF2".utf8): return "a WOFF2 font"
        default: return nil
        }
    }
}

extension [UInt8] {
    /// The big-endian 32-bit integer at `offset`, or `nil` past the end.
    fileprivate func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return self[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    fileprivate func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }
}
