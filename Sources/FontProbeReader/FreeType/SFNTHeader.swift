import FontProbeModel
import FontProbeRules

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

    /// The fewest bytes one face of a collection takes: its offset in the header and a table
    /// directory of one table (12 + 16 bytes), as FreeType counts them.
    static let smallestFaceSize: UInt64 = 32

    var format: Format
    /// The file's size in bytes.
    var fileSize: UInt64
    /// Where each face's table directory starts: `[0]` for a single font, the collection's
    /// offsets for a collection; empty for WOFF, and when the header itself is cut short.
    var faceOffsets: [UInt64] = []
    /// Set when the collection header is cut short or lists no fonts.
    var problem: String?
    private var directories: [UInt64: SFNTDirectory] = [:]
    /// The first face listed at each offset.
    private var firstFace: [UInt64: Int] = [:]

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
            // numFonts is a uint32: past the limit the file is refused before anything else is
            // looked at (docs/fonts.md#limits); a header that claims more offsets than the file
            // holds is cut short.
            if let count = bytes.uint32(at: 8), count > FontFile.maximumFaceCount {
                problem =
                    "the collection header lists \(count) faces; fontprobe reads at most \(FontFile.maximumFaceCount)"
                return
            }
            guard let count = bytes.uint32(at: 8), 12 + 4 * UInt64(count) <= size else {
                problem = "the file is truncated: it ends inside the collection header (\(size) bytes)"
                return
            }
            guard count > 0 else {
                problem = "the collection holds no fonts"
                return
            }
            // Each face needs its 4-byte offset and a table directory of at least 28 bytes (one
            // table), so a file holds at most size / 32 of them; FreeType refuses more, vaguely.
            guard UInt64(count) <= size / Self.smallestFaceSize else {
                problem =
                    "the collection header lists \(count) faces, more than a file of \(size) bytes can hold "
                    + "(at most \(size / Self.smallestFaceSize), at \(Self.smallestFaceSize) bytes a face)"
                return
            }
            faceOffsets = (0..<UInt64(count)).map { UInt64(bytes.uint32(at: 12 + 4 * $0) ?? 0) }
        }
        for (index, offset) in faceOffsets.enumerated() where firstFace[offset] == nil {
            firstFace[offset] = index
            directories[offset] = SFNTDirectory(bytes, offset: offset)
        }
    }

    /// The earlier face whose table directory face `index` shares, when the collection lists
    /// the same offset twice: that face is read once, and the copy is refused without FreeType.
    func earlierFace(sharingDirectoryWith index: Int) -> Int? {
        guard faceOffsets.indices.contains(index), let first = firstFace[faceOffsets[index]], first < index else {
            return nil
        }
        return first
    }

    /// The table directory of face `index`; `nil` for WOFF or a face the header does not list.
    func directory(ofFace index: Int) -> SFNTDirectory? {
        guard faceOffsets.indices.contains(index) else { return nil }
        return directories[faceOffsets[index]]
    }
}
