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

    /// Reads every face of the font file at `path`, or only the face at `faceIndex`; for a
    /// variable face, the instances `selection` asks for, each as its own ``FontFace``.
    ///
    /// A collection whose other faces can be read reports a bad face in ``FontFile/faceErrors``.
    /// - Throws: ``FontReadError`` naming the file and the reason when the file as a whole cannot
    ///   be read; `.notFound` when nothing exists at `path`; `.invalidSelection` when the file
    ///   has no face `faceIndex`, or no instance or axis that `selection` names.
    public func readFile(
        atPath path: String,
        faceIndex: Int? = nil,
        instances selection: InstanceSelection = .defaultInstance
    ) throws(FontReadError) -> FontFile {
        let fileSize = try FontFileCheck.check(path)
        let header = SFNTHeader(reader: try FontFileCheck.open(path), fileSize: fileSize)
        if let reason = header?.problem ?? (header?.format == .collection ? nil : header?.directory(ofFace: 0)?.problem) {
            throw FontReadError(path: path, reason: reason)
        }
        let faceCount: Int
        switch header?.format {
        case .trueType?, .cff?:
            faceCount = 1
        case .collection?:
            faceCount = header?.faceOffsets.count ?? 0
        case .woff?, .woff2?, nil:
            // A negative index asks FreeType only for the number of faces (a WOFF2 may hold a collection).
            faceCount = try withFace(atPath: path, index: -1, header: header) { Int($0.pointee.num_faces) }
        }
        let indices: [Int]
        if let faceIndex {
            guard (0..<faceCount).contains(faceIndex) else {
                throw FontReadError(
                    path: path,
                    kind: .invalidSelection,
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
            do throws(FontReadError) {
                if let reason = header?.directory(ofFace: index)?.problem {
                    throw FontReadError(path: path, reason: reason)
                }
                faces += try withFace(atPath: path, index: index, header: header) { face throws(FontReadError) in
                    try readInstances(of: face, path: path, index: index, faceCount: faceCount, selection: selection)
                }
            } catch {
                guard faceCount > 1 else { throw error }
                var faceError = error
                faceError.faceIndex = index
                faceErrors.append(faceError)
            }
        }
        // A file none of whose faces can be read is one error: the reason they share (`--instance`
        // on a static collection, say), or each face's own.
        if faces.isEmpty, let first = faceErrors.first {
            var error = first
            error.faceIndex = nil
            if !faceErrors.allSatisfy({ $0.reason == first.reason }) {
                error.reason =
                    "no face can be read: "
                    + faceErrors.map { "face \($0.faceIndex ?? 0): \($0.reason)" }.joined(separator: "; ")
                error.detail = nil
                error.cause = nil
            }
            throw error
        }
        return FontFile(path: path, faceCount: faceCount, faces: faces, faceErrors: faceErrors)
    }

    /// Reads each file in turn, as ``readFile(atPath:faceIndex:instances:)`` does; a file that
    /// cannot be read, and each bad face of a collection, becomes an error and the rest go on.
    public func readFiles(
        atPaths paths: [String],
        faceIndex: Int? = nil,
        instances selection: InstanceSelection = .defaultInstance
    ) -> (faces: [FontFace], errors: [FontReadError]) {
        var faces: [FontFace] = []
        var errors: [FontReadError] = []
        for path in paths {
            do throws(FontReadError) {
                let file = try readFile(atPath: path, faceIndex: faceIndex, instances: selection)
                faces += file.faces
                errors += file.faceErrors
            } catch {
                errors.append(error)
            }
        }
        return (faces, errors)
    }

    /// The face at its default instance, or, for a variable face, at each instance `selection`
    /// names, with the `MVAR` deltas and glyph bounds of that instance.
    private func readInstances(
        of face: FT_Face,
        path: String,
        index: Int,
        faceCount: Int,
        selection: InstanceSelection
    ) throws(FontReadError) -> [FontFace] {
        let base = try FontMetrics(face: face, path: path)
        guard let space = face.variationSpace(library: handle) else {
            switch selection {
            case .defaultInstance, .allNamed:
                return [FontFace(path: path, faceIndex: index, faceCount: faceCount, metrics: base)]
            case .named, .coordinates:
                throw FontReadError(
                    path: path, kind: .invalidSelection,
                    reason: "the font is not variable, so it has no named instances or axes")
            }
        }
        let instances: [FontInstance]
        switch space.instances(for: selection) {
        case .success(let found): instances = found
        case .failure(let error): throw FontReadError(path: path, kind: .invalidSelection, reason: error.reason)
        }
        var faces: [FontFace] = []
        for instance in instances {
            var metrics = base
            if !instance.isDefault {
                try face.setDesignCoordinates(instance.coordinates.map(\.value), path: path)
                metrics.vary(at: face)
            }
            faces.append(
                FontFace(
                    path: path, faceIndex: index, faceCount: faceCount, metrics: metrics,
                    variation: FaceVariation(space: space, instance: instance)))
        }
        return faces
    }

    /// Opens face `index` of the file at `path`, lends it to `body`, and frees it.
    private func withFace<R>(
        atPath path: String,
        index: Int,
        header: SFNTHeader?,
        _ body: (FT_Face) throws(FontReadError) -> R
    ) throws(FontReadError) -> R {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else {
            throw FontReadError(path: path, freeTypeError: FreeTypeError(rawValue: error), header: header, faceIndex: index)
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }
}

extension FontReadError {
    /// FreeType's refusal, in words naming what our own reading of the header can tell.
    fileprivate init(path: String, freeTypeError: FreeTypeError, header: SFNTHeader?, faceIndex: Int) {
        var reason = freeTypeError.userReason
        var cause: Cause?
        // FreeType's first look at a collection (index -1) reads face 0.
        let directory = header?.directory(ofFace: max(faceIndex, 0))
        if let explanation = directory?.problem ?? directory?.explanation {
            reason = explanation
            if directory?.problem == nil, let unitsPerEm = directory?.unitsPerEm,
                !FontMetrics.validUnitsPerEm.contains(unitsPerEm)
            {
                cause = .unitsPerEmOutOfRange(unitsPerEm)
            }
        } else if header?.format == .woff2, freeTypeError.code == FreeTypeError.unimplementedFeature.code {
            reason = "this FreeType was built without WOFF2 support (it needs brotli); convert the font to TTF or OTF"
        } else if freeTypeError.code == FreeTypeError.unknownFileFormat.code, let header {
            reason = "it starts like \(header.format.description) but its header is broken"
        }
        self.init(path: path, reason: reason, detail: freeTypeError.detail, cause: cause)
    }
}

/// Checks that a path names a regular, non-empty file before anything opens it, so that
/// directories, FIFOs, devices and symlink loops give a clear reason instead of a hang (and a
/// device is never opened at all).
enum FontFileCheck {
    private static let typeMask: UInt32 = 0o170000
    private static let regularFile: UInt32 = 0o100000
    private static let directory: UInt32 = 0o040000

    /// - Returns: the file's size in bytes.
    static func check(_ path: String) throws(FontReadError) -> UInt64 {
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
        guard info.st_size > 0 else {
            throw FontReadError(path: path, reason: "the file is empty")
        }
        return UInt64(info.st_size)
    }

    /// Opens a checked file for reading.
    static func open(_ path: String) throws(FontReadError) -> FileReader {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else {
            let code = errno
            throw FontReadError(path: path, reason: code == EACCES ? "permission denied" : String(cString: strerror(code)))
        }
        return FileReader(descriptor: descriptor)
    }
}

/// A free function so that `open` is the C call on both Glibc and Darwin.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

/// Reads byte ranges of an open file with `pread`, and closes it when done.
final class FileReader {
    private let descriptor: Int32

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// Exactly `count` bytes at `offset`, or `nil` when the file ends first.
    func bytes(at offset: UInt64, count: Int) -> [UInt8]? {
        guard count > 0 else { return count == 0 ? [] : nil }
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            done += read
        }
        return buffer
    }
}

/// The start of a font file, read directly so that errors FreeType reports vaguely can be
/// named: a truncated file, a unitsPerEm FreeType refuses, a WOFF2 this FreeType cannot open.
/// `nil` when the file does not start like an SFNT, a collection or a WOFF.
struct SFNTHeader {
    enum Format: CustomStringConvertible {
        case trueType, cff, collection, woff, woff2

        var description: String {
            switch self {
            case .trueType: "a TrueType font"
            case .cff: "an OpenType (CFF) font"
            case .collection: "a font collection"
            case .woff: "a WOFF font"
            case .woff2: "a WOFF2 font"
            }
        }
    }

    var format: Format
    /// The file's size in bytes.
    var fileSize: UInt64
    /// Where each face's table directory starts: `[0]` for a single font, the collection's
    /// offsets for a collection; empty for WOFF, and when the header itself is cut short.
    var faceOffsets: [UInt64] = []
    /// Set when the collection header is cut short or lists no fonts.
    var problem: String?
    private var directories: [UInt64: SFNTDirectory] = [:]

    init?(reader: FileReader, fileSize size: UInt64) {
        guard let magic = reader.bytes(at: 0, count: 4)?.uint32(at: 0) else { return nil }
        switch magic {
        case 0x0001_0000, 0x7472_7565: format = .trueType  // 1.0, 'true'
        case 0x4F54_544F: format = .cff  // 'OTTO'
        case 0x7474_6366: format = .collection  // 'ttcf'
        case 0x774F_4646: format = .woff  // 'wOFF'
        case 0x774F_4632: format = .woff2  // 'wOF2'
        default: return nil
        }
        fileSize = size
        switch format {
        case .woff, .woff2:
            return
        case .trueType, .cff:
            faceOffsets = [0]
        case .collection:
            // numFonts is a uint32; a header that claims more offsets than the file holds is cut short.
            guard let count = reader.bytes(at: 8, count: 4)?.uint32(at: 0), 12 + 4 * UInt64(count) <= size,
                let offsets = reader.bytes(at: 12, count: 4 * Int(count))
            else {
                problem = "the file is truncated: it ends inside the collection header (\(size) bytes)"
                return
            }
            guard count > 0 else {
                problem = "the collection holds no fonts"
                return
            }
            faceOffsets = (0..<Int(count)).map { UInt64(offsets.uint32(at: 4 * $0) ?? 0) }
        }
        for offset in Set(faceOffsets) {
            directories[offset] = SFNTDirectory(reader: reader, offset: offset, fileSize: size)
        }
    }

    /// The table directory of face `index`; `nil` for WOFF or a face the header does not list.
    func directory(ofFace index: Int) -> SFNTDirectory? {
        guard faceOffsets.indices.contains(index) else { return nil }
        return directories[faceOffsets[index]]
    }
}

/// One face's SFNT table directory.
struct SFNTDirectory {
    /// The file's size in bytes.
    var fileSize: UInt64
    /// Where the directory starts in the file.
    var offset: UInt64
    /// (offset, length) of each table, by tag.
    var tables: [String: (offset: UInt64, length: UInt64)] = [:]
    /// Set when the file ends inside the table directory.
    var endsEarly = false
    /// `head.unitsPerEm`, when the head table is inside the file.
    var unitsPerEm: Int?

    /// Tables fontprobe reads, directly or through FreeType; one past the end is truncation.
    static let neededTables: Set<String> = [
        "head", "hhea", "OS/2", "name", "cmap", "maxp", "hmtx", "loca", "glyf", "CFF ", "CFF2", "STAT", "fvar",
        "MVAR",
    ]

    init(reader: FileReader, offset: UInt64, fileSize: UInt64) {
        self.fileSize = fileSize
        self.offset = offset
        guard let tableCount = reader.bytes(at: offset + 4, count: 2)?.uint16(at: 0),
            offset + 12 + 16 * UInt64(tableCount) <= fileSize,
            let records = reader.bytes(at: offset + 12, count: 16 * Int(tableCount))
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
        if let head = tables["head"], head.length >= 20, head.offset + 20 <= fileSize {
            unitsPerEm = reader.bytes(at: head.offset + 18, count: 2)?.uint16(at: 0).map(Int.init)
        }
    }

    /// What makes the face unreadable even where FreeType would load it: a directory or a
    /// needed table that runs past the end of the file, no tables at all, or two needed tables
    /// at the same bytes (so one would be read as the other).
    var problem: String? {
        if endsEarly {
            return "the file is truncated: it ends inside the table directory (\(fileSize) bytes)"
        }
        if tables.isEmpty {
            return "its table directory lists no tables"
        }
        let needed = tables.filter { Self.neededTables.contains($0.key) && $0.value.length > 0 }
            .sorted { ($0.value.offset, $0.key) < ($1.value.offset, $1.key) }
        let end = needed.map { $0.value.offset + $0.value.length }.max() ?? 0
        if end > fileSize {
            return "the file is truncated: its tables need \(end) bytes but it has \(fileSize)"
        }
        for (a, b) in zip(needed, needed.dropFirst()) where b.value.offset < a.value.offset + a.value.length {
            return "its table directory is broken: the '\(a.key)' and '\(b.key)' tables overlap"
        }
        return nil
    }

    /// Why FreeType may have refused a face whose directory is sound.
    var explanation: String? {
        guard let head = tables["head"] else { return "the font has no head table" }
        if head.length < 54 { return "the head table is \(head.length) bytes long; it needs 54" }
        if let unitsPerEm, !FontMetrics.validUnitsPerEm.contains(unitsPerEm) {
            return "head.unitsPerEm is \(unitsPerEm); FreeType accepts only 16 to 16384"
        }
        return nil
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
