import Foundation

/// Hostile fonts built at test time from a fixture's tables (docs/security.md): a table added or
/// replaced, written back as an SFNT or a WOFF 1.0 file. Only as much of each format as the tests
/// need; big-endian throughout.
enum ForgedFonts {
    /// The tables of an SFNT font, in directory order.
    static func tables(of font: Data) -> [(tag: String, data: Data)] {
        let bytes = [UInt8](font)
        let count = Int(UInt16(bytes[4]) << 8 | UInt16(bytes[5]))
        return (0..<count).map { index in
            let record = 12 + 16 * index
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = Int(uint32(bytes, record + 8))
            let length = Int(uint32(bytes, record + 12))
            return (tag, Data(bytes[offset..<offset + length]))
        }
    }

    /// An SFNT (TrueType) font of `tables`, sorted by tag, each on a 4-byte boundary.
    static func sfnt(_ tables: [(tag: String, data: Data)]) -> Data {
        let sorted = tables.sorted { $0.tag < $1.tag }
        var out = Data()
        let count = UInt16(sorted.count)
        var power = 1
        var log = 0
        while power * 2 <= sorted.count {
            power *= 2
            log += 1
        }
        out +=
            be32(0x0001_0000) + be16(count) + be16(UInt16(power * 16)) + be16(UInt16(log))
            + be16(UInt16(sorted.count * 16 - power * 16))
        var offset = 12 + 16 * sorted.count
        var body = Data()
        for table in sorted {
            out += Data(table.tag.utf8) + be32(checksum(table.data)) + be32(UInt32(offset)) + be32(UInt32(table.data.count))
            body += table.data + Data(count: padding(table.data.count))
            offset += table.data.count + padding(table.data.count)
        }
        return out + body
    }

    /// A WOFF 1.0 file of `tables`, stored uncompressed, and one more table `tag` that claims
    /// `claimedLength` bytes once inflated while holding a few (FreeType allocates the whole font
    /// before it inflates anything).
    static func woff(_ tables: [(tag: String, data: Data)], inflating tag: String, to claimedLength: UInt32) -> Data {
        let compressed = Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])  // zlib of nothing
        var entries = tables.map { (tag: $0.tag, data: $0.data, original: UInt32($0.data.count)) }
        entries.append((tag, compressed, claimedLength))
        entries.sort { $0.tag < $1.tag }
        let header = 44 + 20 * entries.count
        var total = 12 + 16 * entries.count
        var offset = header
        var directory = Data()
        var body = Data()
        for entry in entries {
            directory +=
                Data(entry.tag.utf8) + be32(UInt32(offset)) + be32(UInt32(entry.data.count))
                + be32(entry.original) + be32(checksum(entry.data))
            body += entry.data + Data(count: padding(entry.data.count))
            offset += entry.data.count + padding(entry.data.count)
            total += Int(entry.original) + padding(Int(entry.original))
        }
        let length = header + body.count
        let woffHeader =
            Data("wOFF".utf8) + be32(0x0001_0000) + be32(UInt32(length)) + be16(UInt16(entries.count)) + be16(0)
            + be32(UInt32(truncatingIfNeeded: total)) + be16(1) + be16(0) + be32(0) + be32(0) + be32(0) + be32(0) + be32(0)
        return woffHeader + directory + body
    }

    /// An `fvar` table of `axes` axes (tags `a000`, `a001`, …, each 0 to 1, default 0) and
    /// `instances` named instances, instance `i` at `i / instances` on every axis (`(i + 1) /
    /// (instances + 1)` when `atDefault` is false, so that none is at the default), all named by
    /// name ID 2.
    static func fvar(axes: Int, instances: Int, atDefault: Bool = true) -> Data {
        var out =
            be16(1) + be16(0) + be16(16) + be16(2) + be16(UInt16(axes)) + be16(20) + be16(UInt16(instances))
            + be16(UInt16(4 + 4 * axes))
        for index in 0..<axes {
            let tag = "a" + String(repeating: "0", count: 3 - String(index % 1000).count) + String(index % 1000)
            out += Data(tag.utf8) + be32(0) + be32(0) + be32(0x10000) + be16(0) + be16(256)
        }
        for instance in 0..<instances {
            out += be16(2) + be16(0)
            let coordinate =
                atDefault ? UInt32(instance * 0x10000 / max(instances, 1)) : UInt32((instance + 1) * 0x10000 / (instances + 1))
            for _ in 0..<axes { out += be32(coordinate) }
        }
        return out
    }

    /// A `gvar` table for `axes` axes and `glyphCount` glyphs with no variations.
    static func gvar(axes: Int, glyphCount: Int) -> Data {
        let dataOffset = UInt32(20 + 2 * (glyphCount + 1))
        return be16(1) + be16(0) + be16(UInt16(axes)) + be16(0) + be32(dataOffset) + be16(UInt16(glyphCount)) + be16(0)
            + be32(dataOffset) + Data(count: 2 * (glyphCount + 1))
    }

    /// A TrueType collection of `faces` faces, each with its own table directory over the same
    /// `tables`, stored once.
    static func collection(faces: Int, tables: [(tag: String, data: Data)]) -> Data {
        let sorted = tables.sorted { $0.tag < $1.tag }
        let directorySize = 12 + 16 * sorted.count
        let headerSize = 12 + 4 * faces
        var dataOffset = headerSize + directorySize * faces
        var records = Data()
        var body = Data()
        for table in sorted {
            records +=
                Data(table.tag.utf8) + be32(checksum(table.data)) + be32(UInt32(dataOffset))
                + be32(UInt32(table.data.count))
            body += table.data + Data(count: padding(table.data.count))
            dataOffset += table.data.count + padding(table.data.count)
        }
        var out = Data("ttcf".utf8) + be32(0x0001_0000) + be32(UInt32(faces))
        for face in 0..<faces { out += be32(UInt32(headerSize + directorySize * face)) }
        for _ in 0..<faces {
            out += be32(0x0001_0000) + be16(UInt16(sorted.count)) + be16(0) + be16(0) + be16(0) + records
        }
        return out + body
    }

    /// An `sbix` table of one strike at `ppem` whose glyph `glyph` (of `glyphCount`) is `png`.
    static func sbix(glyphCount: Int, glyph: Int, ppem: UInt16, png: Data) -> Data {
        let strikeHeader = 4 + 4 * (glyphCount + 1)
        var offsets: [UInt32] = []
        var position = UInt32(strikeHeader)
        let record = be16(0) + be16(0) + Data("png ".utf8) + png
        for index in 0...glyphCount {
            offsets.append(position)
            if index == glyph { position += UInt32(record.count) }
        }
        var strike = be16(ppem) + be16(72)
        for offset in offsets { strike += be32(offset) }
        strike += record
        return be16(1) + be16(1) + be32(1) + be32(12) + strike
    }

    /// A PNG that claims `width` × `height` RGBA pixels and holds none of them: its IDAT is an
    /// empty zlib stream, so a decoder that allocates the image first allocates all of it.
    static func pngClaiming(width: UInt32, height: UInt32) -> Data {
        func chunk(_ type: String, _ body: Data) -> Data {
            let typed = Data(type.utf8) + body
            return be32(UInt32(body.count)) + typed + be32(crc32(typed))
        }
        let header = be32(width) + be32(height) + Data([8, 6, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header)
            + chunk("IDAT", Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])) + chunk("IEND", Data())
    }

    /// A `name` table (format 0) of Windows records, UTF-16BE, by name ID: Unicode (3, 1, 0x409) by
    /// default, or another `encoding` (0: symbol, which FreeType reads and fontprobe does not rank).
    static func name(_ names: [Int: String], encoding: UInt16 = 1) -> Data {
        let records = names.sorted { $0.key < $1.key }
        var storage = Data()
        var directory = Data()
        for (id, text) in records {
            let bytes = Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            directory +=
                be16(3) + be16(encoding) + be16(0x409) + be16(UInt16(id)) + be16(UInt16(bytes.count))
                + be16(UInt16(storage.count))
            storage += bytes
        }
        return be16(0) + be16(UInt16(records.count)) + be16(UInt16(6 + 12 * records.count)) + directory + storage
    }

    /// A `name` table of `count` Windows US English records, name IDs 1 and 4 in turn, that all
    /// point at one string of `length` UTF-16 code units of "A".
    static func nameSharingOneString(count: Int, length: Int) -> Data {
        var out = be16(0) + be16(UInt16(count)) + be16(UInt16(6 + 12 * count))
        for index in 0..<count {
            out += be16(3) + be16(1) + be16(0x409) + be16(index % 2 == 0 ? 4 : 1) + be16(UInt16(2 * length)) + be16(0)
        }
        return out + Data(String(repeating: "A", count: length).utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }

    /// `tables` with the one tagged `tag` replaced by `data` (or added).
    static func replacing(_ tag: String, with data: Data, in tables: [(tag: String, data: Data)]) -> [(tag: String, data: Data)] {
        tables.filter { $0.tag != tag } + [(tag, data)]
    }

    static func be16(_ value: UInt16) -> Data { Data([UInt8(value >> 8), UInt8(value & 0xFF)]) }

    static func be32(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func padding(_ count: Int) -> Int { (4 - count % 4) % 4 }

    /// The OpenType table checksum: the sum of its big-endian 32-bit words, zero-padded.
    private static func checksum(_ data: Data) -> UInt32 {
        let bytes = [UInt8](data) + [UInt8](repeating: 0, count: padding(data.count))
        return stride(from: 0, to: bytes.count, by: 4).reduce(UInt32(0)) { $0 &+ uint32(bytes, $1) }
    }

    /// CRC-32 (ISO 3309, as PNG uses it), bit by bit.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
