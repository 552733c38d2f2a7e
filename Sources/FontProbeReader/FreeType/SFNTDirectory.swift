import FontProbeModel
import FontProbeRules

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
