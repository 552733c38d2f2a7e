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
    /// A collection whose other faces can be read reports a bad face in ``FontFile/faceErrors``.
    /// - Throws: ``FontReadError`` naming the file and the reason when the file as a whole cannot
    ///   be read; `.notFound` when nothing exists at `path`; `.faceIndexOutOfRange` when the
    ///   file has no face `faceIndex`.
    public func readFile(atPath path: String, faceIndex: Int? = nil) throws(FontReadError) -> FontFile {
        try FontFileCheck.check(path)
        let directory = SFNTDirectory(path: path)
        if let truncation = directory?.truncation {
            throw FontReadError(path: path, reason: truncation)
        }
        // A negative index asks FreeType only for the number of faces.
        let faceCount = try withFace(atPath: path, index: -1, directory: directory) { Int($0.pointee.num_faces) }
        let indices: [Int]
        if let faceIndex {
            guard (0..<faceCount).contains(faceIndex) else {
                throw FontReadError(
                    path: path,
                    kind: .faceIndexOutOfRange,
                    reason: "there is no face \(faceIndex); the file has \(faceCount) "
                        + (faceCount == 1 ? "face (index 0)" : "faces (indexes 0…\(faceCount - 1))")
                )
            }
            indices = [faceIndex]
        } else {
            indices = Array(0..<max(faceCount, 1))
        }
        var faces: [FontFace] = []
        var faceErrors: [FontReadError] = []
        for index in indices {
            do {
                let metrics = try withFace(atPath: path, index: index, directory: directory) { face throws(FontReadError) in
                    try FontMetrics(face: face, path: path)
                }
                faces.append(FontFace(path: path, faceIndex: index, faceCount: faceCount, metrics: metrics))
            } catch {
                guard faceCount > 1 else { throw error }
                var faceError = error
                faceError.faceIndex = index
                faceErrors.append(faceError)
            }
        }
        return FontFile(path: path, faceCount: faceCount, faces: faces, faceErrors: faceErrors)
    }

    /// Opens face `index` of the file at `path`, lends it to `body`, and frees it.
    private func withFace<R>(
        atPath path: String,
        index: Int,
        directory: SFNTDirectory?,
        _ body: (FT_Face) throws(FontReadError) -> R
    ) throws(FontReadError) -> R {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else {
            let freeTypeError = FreeTypeError(rawValue: error)
            var reason = freeTypeError.userReason
            if let unitsPerEm = directory?.unitsPerEm, !(16...16384).contains(unitsPerEm) {
                reason = "head.unitsPerEm is \(unitsPerEm); FreeType accepts only 16 to 16384"
            } else if freeTypeError.code == FreeTypeError.unknownFileFormat.code, let directory {
                reason = "it starts like \(directory.kind) but its header is broken"
            }
            throw FontReadError(path: path, reason: reason, detail: freeTypeError.detail)
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }
}

/// Checks that a path names a regular, non-empty, readable file before FreeType opens it, so
/// that directories, FIFOs, devices and symlink loops give a clear reason instead of a hang.
enum FontFileCheck {
    private static let typeMask: UInt32 = 0o170000
    private static let regularFile: UInt32 = 0o100000
    private static let directory: UInt32 = 0o040000

    static func check(_ path: String) throws(FontReadError) {
        var info = stat()
        guard stat(path, &info) == 0 else {  // follows symlinks
            switch errno {
            case ENOENT, ENOTDIR:
                throw FontReadError(path: path, kind: .notFound, reason: "no such file")
            case ELOOP:
                throw FontReadError(path: path, reason: "too many levels of symbolic links (a symlink loop?)")
            case EACCES:
                throw FontReadError(path: path, reason: "permission denied (a directory on the path cannot be searched)")
            case let code:
                throw FontReadError(path: path, reason: String(cString: strerror(code)))
            }
        }
        switch UInt32(info.st_mode) & typeMask {
        case regularFile:
            break
        case directory:
            throw FontReadError(path: path, reason: "it is a directory, not a font file")
        default:
            throw FontReadError(path: path, reason: "it is not a regular file (a FIFO, socket or device)")
        }
        guard access(path, R_OK) == 0 else {
            throw FontReadError(path: path, reason: "permission denied")
        }
        guard info.st_size > 0 else {
            throw FontReadError(path: path, reason: "the file is empty")
        }
    }
}

/// The SFNT header and table directory of a font file (the first face of a collection), read
/// directly so that errors FreeType reports vaguely can be named: a truncated file, a
/// unitsPerEm FreeType refuses. `nil` when the file does not start like an SFNT.
struct SFNTDirectory {
    /// "a TrueType font", "an OpenType (CFF) font", "a font collection".
    var kind: String
    /// The file's size in bytes.
    var fileSize: UInt64
    /// (offset, length) of each table, by tag.
    var tables: [String: (offset: UInt64, length: UInt64)] = [:]
    /// Set when the file ends inside its header or table directory.
    var endsEarly = false
    /// `head.unitsPerEm`, when the head table is inside the file.
    var unitsPerEm: Int?

    /// Tables fontprobe reads, directly or through FreeType; one past the end is truncation.
    static let neededTables: Set<String> = [
        "head", "hhea", "OS/2", "name", "cmap", "maxp", "hmtx", "loca", "glyf", "CFF ", "CFF2", "STAT",
    ]

    init?(path: String) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), let magic = Self.read(handle, at: 0, count: 4)?.uint32(at: 0) else {
            return nil
        }
        switch magic {
        case 0x0001_0000, 0x7472_7565: kind = "a TrueType font"  // 1.0, 'true'
        case 0x4F54_544F: kind = "an OpenType (CFF) font"  // 'OTTO'
        case 0x7474_6366: kind = "a font collection"  // 'ttcf'
        default: return nil
        }
        fileSize = size
        var directoryOffset: UInt64 = 0
        if magic == 0x7474_6366 {
            guard let first = Self.read(handle, at: 12, count: 4)?.uint32(at: 0) else {
                endsEarly = true
                return
            }
            directoryOffset = UInt64(first)
        }
        guard let tableCount = Self.read(handle, at: directoryOffset + 4, count: 2)?.uint16(at: 0),
            let records = Self.read(handle, at: directoryOffset + 12, count: 16 * Int(tableCount))
        else {
            endsEarly = true
            return
        }
        for index in 0..<Int(tableCount) {
            let tag = String(decoding: records[(16 * index)..<(16 * index + 4)], as: UTF8.self)
            let offset = UInt64(records.uint32(at: 16 * index + 8) ?? 0)
            let length = UInt64(records.uint32(at: 16 * index + 12) ?? 0)
            tables[tag] = (offset, length)
        }
        if let head = tables["head"], head.offset + 20 <= size {
            unitsPerEm = Self.read(handle, at: head.offset + 18, count: 2)?.uint16(at: 0).map(Int.init)
        }
    }

    /// "the file is truncated: …" when the directory, or a table fontprobe needs, runs past the end.
    var truncation: String? {
        if endsEarly {
            return "the file is truncated: it ends inside the table directory (\(fileSize) bytes)"
        }
        let end = tables.filter { Self.neededTables.contains($0.key) }.map { $0.value.offset + $0.value.length }.max() ?? 0
        guard end > fileSize else { return nil }
        return "the file is truncated: its tables need \(end) bytes but it has \(fileSize)"
    }

    /// Exactly `count` bytes at `offset`, or `nil` when the file ends first.
    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> [UInt8]? {
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count),
            data.count == count
        else { return nil }
        return [UInt8](data)
    }
}

extension [UInt8] {
    /// The big-endian 32-bit integer at `offset`, or `nil` past the end.
    fileprivate func uint32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return self[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The big-endian 16-bit integer at `offset`, or `nil` past the end.
    fileprivate func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return UInt16(self[offset]) << 8 | UInt16(self[offset + 1])
    }
}
