internal import CFreeType
import Foundation

/// Owns one `FT_Library`. Not `Sendable`: FreeType libraries are not thread-safe, so a batch
/// uses one per worker.
public final class FreeTypeLibrary {
    private let handle: FT_Library
    /// Holds each file read whole (see ``withContents(ofFile:size:_:)``), kept from file to file.
    private var buffer: UnsafeMutableRawPointer?
    /// The size of ``buffer`` in bytes.
    private var bufferCapacity = 0

    /// Files up to this size (in bytes) are read whole into ``buffer``; larger ones are mapped.
    ///
    /// Mapping costs a page fault for every page FreeType touches and an unmapping that must
    /// stop every thread's use of the address space; copying a small file costs less. With this
    /// limit most fonts of the bench corpus are read (`make bench`).
    static let largestFileReadWhole = 1 << 19

    public init() throws(FreeTypeError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FreeTypeError(rawValue: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
        buffer.map { free($0) }
    }

    /// Reads every face of the font file at `path`, or only the face at `faceIndex`; for a
    /// variable face, the instances `selection` asks for, each as its own ``FontFace``.
    ///
    /// A collection whose other faces can be read reports a bad face in ``FontFile/faceErrors``.
    /// With a `glyph` query, each face also measures that glyph (``FontFace/glyph``).
    /// - Throws: ``FontReadError`` naming the file and the reason when the file as a whole cannot
    ///   be read; `.notFound` when nothing exists at `path`; `.invalidSelection` when the file
    ///   has no face `faceIndex`, no instance or axis that `selection` names, or no glyph `glyph`.
    public func readFile(
        atPath path: String,
        faceIndex: Int? = nil,
        instances selection: InstanceSelection = .defaultInstance,
        glyph: GlyphQuery? = nil
    ) throws(FontReadError) -> FontFile {
        let fileSize = try FontFileCheck.check(path)
        return try withContents(ofFile: path, size: fileSize) { contents throws(FontReadError) in
            try readFile(contents, path: path, faceIndex: faceIndex, selection: selection, glyph: glyph)
        }
    }

    /// ``readFile(atPath:faceIndex:instances:)`` once the file's bytes are in memory.
    private func readFile(
        _ contents: UnsafeRawBufferPointer,
        path: String,
        faceIndex: Int?,
        selection: InstanceSelection,
        glyph: GlyphQuery?
    ) throws(FontReadError) -> FontFile {
        let header = SFNTHeader(FontBytes(contents))
        if let reason = header?.problem ?? (header?.format == .collection ? nil : header?.directory(ofFace: 0)?.problem) {
            throw FontReadError(path: path, reason: reason)
        }
        let faceCount: Int
        // Face 0 when it was read while counting the faces.
        var firstFace: Result<[FontFace], FontReadError>?
        switch header?.format {
        case .trueType?, .cff?:
            faceCount = 1
        case .collection?:
            faceCount = header?.faceOffsets.count ?? 0
        case .woff?, .woff2?, nil:
            // Face 0 knows the number of faces (a WOFF2 may hold a collection); it is read now
            // when it is wanted, so the file is decoded once. When it cannot be opened, a negative
            // index asks FreeType only for the number of faces.
            let counted = try? withFace(contents, path: path, index: 0, header: header) { face in
                let count = Int(face.pointee.num_faces)
                guard (faceIndex ?? 0) == 0 else { return (count, nil as Result<[FontFace], FontReadError>?) }
                return (
                    count,
                    Result { () throws(FontReadError) in
                        try readInstances(
                            of: face, path: path, index: 0, faceCount: count, selection: selection, glyph: glyph)
                    }
                )
            }
            if let counted {
                (faceCount, firstFace) = counted
            } else {
                faceCount = try withFace(contents, path: path, index: -1, header: header) { Int($0.pointee.num_faces) }
            }
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
                if index == 0, let firstFace {
                    faces += try firstFace.get()
                    continue
                }
                if let reason = header?.directory(ofFace: index)?.problem {
                    throw FontReadError(path: path, reason: reason)
                }
                faces += try withFace(contents, path: path, index: index, header: header) { face throws(FontReadError) in
                    try readInstances(
                        of: face, path: path, index: index, faceCount: faceCount, selection: selection, glyph: glyph)
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
        instances selection: InstanceSelection = .defaultInstance,
        glyph: GlyphQuery? = nil
    ) -> (faces: [FontFace], errors: [FontReadError]) {
        var faces: [FontFace] = []
        var errors: [FontReadError] = []
        for path in paths {
            do throws(FontReadError) {
                let file = try readFile(atPath: path, faceIndex: faceIndex, instances: selection, glyph: glyph)
                faces += file.faces
                errors += file.faceErrors
            } catch {
                errors.append(error)
            }
        }
        return (faces, errors)
    }

    /// The face at its default instance, or, for a variable face, at each instance `selection`
    /// names, with the `MVAR` deltas and glyph bounds of that instance, and the glyph `glyph`.
    private func readInstances(
        of face: FT_Face,
        path: String,
        index: Int,
        faceCount: Int,
        selection: InstanceSelection,
        glyph query: GlyphQuery?
    ) throws(FontReadError) -> [FontFace] {
        let base = try FontMetrics(face: face, path: path)
        func glyph() throws(FontReadError) -> FontGlyph? {
            guard let query else { return nil }
            return try face.glyph(query, path: path)
        }
        guard let space = face.variationSpace(library: handle) else {
            switch selection {
            case .defaultInstance, .allNamed:
                return [FontFace(path: path, faceIndex: index, faceCount: faceCount, metrics: base, glyph: try glyph())]
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
                    variation: FaceVariation(space: space, instance: instance), glyph: try glyph()))
        }
        return faces
    }

    /// Opens face `index` of the file whose bytes are `contents`, lends it to `body`, and frees it.
    private func withFace<R>(
        _ contents: UnsafeRawBufferPointer,
        path: String,
        index: Int,
        header: SFNTHeader?,
        _ body: (FT_Face) throws(FontReadError) -> R
    ) throws(FontReadError) -> R {
        var face: FT_Face?
        var error = FT_New_Memory_Face(
            handle, contents.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(contents.count),
            FT_Long(index), &face)
        if error != 0 {
            // Given a path, FreeType also looks beside a file no driver reads for a Mac resource
            // fork, and fails with another error; the verdict on the path is the one reported.
            face = nil
            error = FT_New_Face(handle, path, FT_Long(index), &face)
        }
        guard error == 0, let face else {
            throw FontReadError(path: path, freeTypeError: FreeTypeError(rawValue: error), header: header, faceIndex: index)
        }
        defer { FT_Done_Face(face) }
        return try body(face)
    }

    /// Lends the bytes of the checked file at `path`, `size` bytes long, to `body`: read whole
    /// into ``buffer`` when the file is small, mapped otherwise (as FreeType would map it).
    private func withContents<R>(
        ofFile path: String,
        size: UInt64,
        _ body: (UnsafeRawBufferPointer) throws(FontReadError) -> R
    ) throws(FontReadError) -> R {
        let descriptor = try FontFileCheck.open(path)
        if size > Self.largestFileReadWhole, size <= UInt64(Int.max),
            let address = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, descriptor, 0),
            address != UnsafeMutableRawPointer(bitPattern: -1)
        {
            close(descriptor)
            defer { munmap(address, Int(size)) }
            return try body(UnsafeRawBufferPointer(start: address, count: Int(size)))
        }
        defer { close(descriptor) }
        // A file too large for the kept buffer, whose mapping failed, gets a buffer of its own.
        let keep = size <= Self.largestFileReadWhole
        guard size <= UInt64(Int.max), let target = keep ? reserveBuffer(Int(size)) : malloc(Int(size)) else {
            throw FontReadError(path: path, reason: "the file is too large to read (\(size) bytes)")
        }
        defer { if !keep { free(target) } }
        var count = 0
        while count < Int(size) {
            let read = pread(descriptor, target + count, Int(size) - count, off_t(count))
            if read < 0, errno == EINTR { continue }
            if read < 0 {
                let code = errno
                throw FontReadError(path: path, reason: code == EACCES ? "permission denied" : String(cString: strerror(code)))
            }
            guard read > 0 else { break }  // the file got shorter since it was checked
            count += read
        }
        return try body(UnsafeRawBufferPointer(start: target, count: count))
    }

    /// ``buffer``, grown to hold at least `size` bytes; `nil` when memory runs out.
    private func reserveBuffer(_ size: Int) -> UnsafeMutableRawPointer? {
        if bufferCapacity < size {
            buffer.map { free($0) }
            bufferCapacity = 0
            buffer = malloc(max(size, 1 << 16))
            guard buffer != nil else { return nil }
            bufferCapacity = max(size, 1 << 16)
        }
        return buffer
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

    /// Opens a checked file for reading; the caller closes the descriptor.
    static func open(_ path: String) throws(FontReadError) -> Int32 {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else {
            let code = errno
            throw FontReadError(path: path, reason: code == EACCES ? "permission denied" : String(cString: strerror(code)))
        }
        return descriptor
    }
}

/// A free function so that `open` is the C call on both Glibc and Darwin.
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

/// Reads big-endian numbers from a file's bytes, `nil` past their end.
struct FontBytes {
    let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The number of bytes.
    var count: UInt64 { UInt64(bytes.count) }

    /// Whether `length` bytes from `offset` are all there.
    func contains(_ offset: UInt64, count length: UInt64) -> Bool {
        offset <= count && length <= count - offset
    }

    /// The big-endian 16-bit integer at `offset`.
    func uint16(at offset: UInt64) -> UInt16? {
        guard contains(offset, count: 2) else { return nil }
        let index = Int(offset)
        return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    /// The big-endian 32-bit integer at `offset`.
    func uint32(at offset: UInt64) -> UInt32? {
        guard contains(offset, count: 4) else { return nil }
        let index = Int(offset)
        return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
            | UInt32(bytes[index + 3])
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

    init?(_ bytes: FontBytes) {
        guard let magic = bytes.uint32(at: 0) else { return nil }
        switch magic {
        case 0x0001_0000, 0x7472_7565: format = .trueType  // 1.0, 'true'
        case 0x4F54_544F: format = .cff  // 'OTTO'
        case 0x7474_6366: format = .collection  // 'ttcf'
        case 0x774F_4646: format = .woff  // 'wOFF'
        case 0x774F_4632: format = .woff2  // 'wOF2'
        default: return nil
        }
        let size = bytes.count
        fileSize = size
        switch format {
        case .woff, .woff2:
            return
        case .trueType, .cff:
            faceOffsets = [0]
        case .collection:
            // numFonts is a uint32; a header that claims more offsets than the file holds is cut short.
            guard let count = bytes.uint32(at: 8), 12 + 4 * UInt64(count) <= size else {
                problem = "the file is truncated: it ends inside the collection header (\(size) bytes)"
                return
            }
            guard count > 0 else {
                problem = "the collection holds no fonts"
                return
            }
            faceOffsets = (0..<UInt64(count)).map { UInt64(bytes.uint32(at: 12 + 4 * $0) ?? 0) }
        }
        for offset in Set(faceOffsets) {
            directories[offset] = SFNTDirectory(bytes, offset: offset)
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
    /// The number of tables the directory lists.
    var tableCount = 0
    /// (offset, length) of each of the ``neededTables`` the directory lists, in their order;
    /// `nil` for one it does not list (the last record of a tag listed twice).
    private var neededRecords: [(offset: UInt64, length: UInt64)?]
    /// Set when the file ends inside the table directory.
    var endsEarly = false
    /// `head.unitsPerEm`, when the head table is inside the file.
    var unitsPerEm: Int?
    /// What makes the face unreadable even where FreeType would load it: a directory or a
    /// needed table that runs past the end of the file, no tables at all, or two needed tables
    /// at the same bytes (so one would be read as the other).
    private(set) var problem: String?

    /// Tables fontprobe reads, directly or through FreeType; one past the end is truncation.
    static let neededTables = [
        "head", "hhea", "OS/2", "name", "cmap", "maxp", "hmtx", "loca", "glyf", "CFF ", "CFF2", "STAT", "fvar",
        "MVAR",
    ]

    /// ``neededTables`` as the big-endian numbers table records hold.
    private static let neededTags: [UInt32] = neededTables.map { $0.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    init(_ bytes: FontBytes, offset: UInt64) {
        fileSize = bytes.count
        self.offset = offset
        neededRecords = Array(repeating: nil, count: Self.neededTags.count)
        guard let count = bytes.uint16(at: offset + 4), bytes.contains(offset + 12, count: 16 * UInt64(count)) else {
            endsEarly = true
            problem = "the file is truncated: it ends inside the table directory (\(fileSize) bytes)"
            return
        }
        tableCount = Int(count)
        for record in stride(from: offset + 12, to: offset + 12 + 16 * UInt64(count), by: 16) {
            guard let tag = bytes.uint32(at: record), let index = Self.neededTags.firstIndex(of: tag) else { continue }
            neededRecords[index] = (UInt64(bytes.uint32(at: record + 8) ?? 0), UInt64(bytes.uint32(at: record + 12) ?? 0))
        }
        if let head = table("head"), head.length >= 20, head.offset + 20 <= fileSize {
            unitsPerEm = bytes.uint16(at: head.offset + 18).map(Int.init)
        }
        problem = findProblem()
    }

    /// (offset, length) of the table `tag`, one of ``neededTables``, when the directory lists it.
    func table(_ tag: String) -> (offset: UInt64, length: UInt64)? {
        Self.neededTables.firstIndex(of: tag).flatMap { neededRecords[$0] }
    }

    /// ``problem``, for a directory that fits in the file.
    private func findProblem() -> String? {
        if tableCount == 0 {
            return "its table directory lists no tables"
        }
        let needed = zip(Self.neededTables, neededRecords)
            .compactMap { key, value in value.flatMap { $0.length > 0 ? (key: key, value: $0) : nil } }
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
        guard let head = table("head") else { return "the font has no head table" }
        if head.length < 54 { return "the head table is \(head.length) bytes long; it needs 54" }
        if let unitsPerEm, !FontMetrics.validUnitsPerEm.contains(unitsPerEm) {
            return "head.unitsPerEm is \(unitsPerEm); FreeType accepts only 16 to 16384"
        }
        return nil
    }
}
