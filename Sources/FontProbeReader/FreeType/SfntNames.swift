internal import CFreeType
import FontProbeModel
import Foundation

/// The `name` table's records, decoded, with the choice of record CoreText-like tools make:
/// Windows Unicode US English first, then Mac Roman English, then any Unicode record.
///
/// Read from the table's bytes, not through `FT_Get_Sfnt_Name`, which loads and keeps the string of
/// every record it is asked about: a forged 115 KB table of 4,096 records that all point at one
/// 64 KB string took 346 MB that way (docs/security.md#memory). Here only the records that can
/// improve a name are decoded, so at most three per name ID. The fixtures' names are compared
/// with fontTools' reading (FixtureReadingTests, MacRomanNamesTests).
struct SfntNames {
    private var best: [Int: (rank: Int, value: String)] = [:]

    /// Why a chosen record is longer than the `maximumLength` Unicode scalars asked for: "its name
    /// ID 1 is 257 characters long"; `nil` when none is.
    private(set) var overlong: String?

    /// The records of `nameIDs`; the others (copyright and licence texts among them, often long)
    /// are not decoded. A chosen record longer than `maximumLength` Unicode scalars sets
    /// ``overlong``; one whose bytes cannot hold fewer (4 bytes a scalar in UTF-16 at most, 1 in
    /// Mac Roman) is not decoded at all, so a forged 64 KB name costs nothing in each face that
    /// shares it.
    init(face: FT_Face, nameIDs: Set<Int>, maximumLength: Int = .max) {
        // The table, copied whole: 'name' as a big-endian tag.
        let tag = FT_ULong(0x6E61_6D65)
        var length = FT_ULong(0)
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length >= 6 else { return }
        var loaded = false
        let table = [UInt8](unsafeUninitializedCapacity: Int(length)) { buffer, count in
            loaded = FT_Load_Sfnt_Table(face, tag, 0, buffer.baseAddress, &length) == 0
            count = loaded ? Int(length) : 0
        }
        guard loaded, table.count >= 6 else { return }
        func uint16(_ at: Int) -> Int { Int(table[at]) << 8 | Int(table[at + 1]) }
        // The records that could give each name, best rank first and, within a rank, in the
        // table's order: only the first that decodes (or is too long) is decoded, so a font's Mac
        // Roman copy of a name is not decoded only to be replaced by its Windows one.
        var candidates: [Int: [(rank: Int, index: Int, start: Int, size: Int)]] = [:]
        let count = uint16(2)
        let storage = uint16(4)
        for index in 0..<count {
            let record = 6 + 12 * index
            guard record + 12 <= table.count else { break }
            let nameID = uint16(record + 6)
            guard nameIDs.contains(nameID) else { continue }
            let rank: Int
            switch (uint16(record), uint16(record + 2), uint16(record + 4)) {
            case (3, 1, 0x409), (3, 10, 0x409): rank = 0
            case (1, 0, 0): rank = 1
            case (0, _, _), (3, 1, _), (3, 10, _): rank = 2
            default: continue
            }
            let start = storage + uint16(record + 10)
            let size = uint16(record + 8)
            // A record whose string runs past the table is skipped, as FreeType skips it.
            guard size > 0, start + size <= table.count else { continue }
            candidates[nameID, default: []].append((rank, index, start, size))
        }
        for (nameID, records) in candidates {
            for record in records.sorted(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) {
                if record.size / (record.rank == 1 ? 1 : 4) > maximumLength {
                    best[nameID] = (record.rank, "")
                    overlongBytes[nameID] = record.size
                    break
                }
                let value = table.withUnsafeBufferPointer { buffer in
                    let bytes = buffer.baseAddress! + record.start
                    return record.rank == 1
                        ? MacRoman.decode(UnsafeBufferPointer(start: bytes, count: record.size))
                        : Self.utf16BigEndian(bytes, count: record.size)
                }
                if let value, !value.isEmpty {
                    best[nameID] = (record.rank, value)
                    break
                }
            }
        }
        // Scalars, not grapheme clusters, which a run of combining marks would make look short.
        for nameID in best.keys.sorted() {
            if let bytes = overlongBytes[nameID] {
                overlong = "its name ID \(nameID) is \(bytes) bytes long, more than \(maximumLength) characters"
            } else if let length = best[nameID]?.value.unicodeScalars.count, length > maximumLength {
                overlong = "its name ID \(nameID) is \(length) characters long"
            }
            if overlong != nil { break }
        }
    }

    /// The chosen records too long to decode: their byte lengths by name ID.
    private var overlongBytes: [Int: Int] = [:]

    /// The best-ranked non-empty record for `nameID`.
    func best(_ nameID: Int) -> String? { best[nameID].flatMap { $0.value.isEmpty ? nil : $0.value } }

    /// `count` bytes of UTF-16BE, decoded as Foundation's `.utf16BigEndian` decodes them: an odd
    /// last byte is dropped, a byte-order mark kept, and a lone surrogate makes the whole string
    /// `nil` (the standard library's `transcode`, stopping on the first error).
    static func utf16BigEndian(_ bytes: UnsafePointer<UInt8>, count: Int) -> String? {
        let units = (0..<count / 2).lazy.map { UInt16(bytes[2 * $0]) << 8 | UInt16(bytes[2 * $0 + 1]) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
        return failed ? nil : String(decoding: utf8, as: UTF8.self)
    }
}
