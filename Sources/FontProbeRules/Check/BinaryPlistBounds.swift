import FontProbeModel

/// The shape of a binary property list, walked before Foundation reads it (docs/security.md#the-apps-infoplist).
///
/// A binary plist stores each object once and lets arrays and dictionaries refer to it any number
/// of times, so 740 bytes can describe a tree of billions of objects, which Foundation builds in full
/// (a forged Info.plist took 19 s and 2.9 GB, then aborted). This walk counts the objects of the tree
/// as it would be built, every shared object once per reference, and stops at the limits.
enum BinaryPlistBounds {
    /// The most objects the tree may have, counted as built: 100,000, a hundred times a large real
    /// Info.plist (a few hundred keys and values).
    static let maximumObjects = 100_000
    /// The deepest nesting of arrays, sets and dictionaries: 64 (a real Info.plist nests 5 or 6).
    static let maximumDepth = 64

    /// The most bytes of strings and data the tree may hold, counted as built: 16 MiB. A real
    /// Info.plist holds a few KB; a forged one that refers 100,000 times to one 600 KB string
    /// would make Foundation copy 60 GB.
    static let maximumPayloadBytes = 16 << 20

    /// Why a binary plist's tree is past the limits or cannot be walked; `nil` when it is within
    /// them, or when `bytes` is not a binary plist at all (an XML one is bounded by its size).
    /// Every offset, count and size read from the file is checked against its length before it is
    /// used in arithmetic, so no forged number can overflow.
    static func problem(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("bplist".utf8)) else { return nil }
        // Foundation reads any `bplist0?`; Info.plists are written as `bplist00`, and only that
        // is walked, so only that is read.
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            return "it is a binary property list of a version other than 00, which Info.plists are not"
        }
        guard bytes.count >= 40 else { return "its binary trailer is broken" }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard let objectCount = integer(bytes, at: trailer + 8, size: 8),
            let top = integer(bytes, at: trailer + 16, size: 8),
            let tableOffset = integer(bytes, at: trailer + 24, size: 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize), top < objectCount,
            tableOffset >= 8, tableOffset <= trailer, objectCount <= (trailer - tableOffset) / offsetSize
        else { return "its binary trailer is broken" }
        func offset(_ object: Int) -> Int? { integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize) }
        /// The count of the object whose marker is at `start`, and where its contents begin.
        func count(at start: Int) -> (count: Int, contents: Int)? {
            let nibble = Int(bytes[start] & 0x0F)
            guard nibble == 0x0F else { return (nibble, start + 1) }
            // The count follows as an integer object: 0x1N, then 2^N bytes (N at most 3).
            guard start + 1 < trailer, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else { return nil }
            let size = 1 << Int(bytes[start + 1] & 0x0F)
            guard let long = integer(bytes, at: start + 2, size: size) else { return nil }
            return (long, start + 2 + size)
        }

        // Objects and bytes are counted as they are reached, so the work and the stack stay
        // within the limits.
        var reached = 1
        var payload = 0
        var stack = [(object: top, depth: 1)]
        while let (object, depth) = stack.popLast() {
            guard let start = offset(object), start >= 8, start < trailer else {
                return "its binary object table is broken"
            }
            let kind = bytes[start] >> 4
            // Sets and archiver UIDs have no XML form and no place in an Info.plist, and Foundation
            // on Linux crashes bridging a set whose members are not what it expects (a dictionary
            // marker with one bit flipped made a set of five keys: a segmentation fault in
            // PropertyListSerialization), so neither is handed to it.
            if kind == 0xC || kind == 0x8 {
                return "it holds a \(kind == 0xC ? "set" : "keyed-archiver UID"), which an Info.plist never does"
            }
            switch kind {
            case 0x4, 0x5, 0x6, 0x7:
                // Data, ASCII, UTF-16 and UTF-8 strings: their bytes, each time they are used.
                guard let (length, contents) = count(at: start), length <= trailer - contents else {
                    return "its binary object table is broken"
                }
                payload += kind == 0x6 ? 2 * length : length
                guard payload <= maximumPayloadBytes else {
                    return "its strings and data come to more than \(maximumPayloadBytes >> 20) MiB once its shared "
                        + "parts are counted where each is used; an Info.plist holds a few KB"
                }
                continue
            case 0xA, 0xD: break
            default: continue
            }
            guard depth < maximumDepth else { return "it nests more than \(maximumDepth) levels deep" }
            guard let (entries, references) = count(at: start), references <= trailer,
                entries <= (trailer - references) / referenceSize / (kind == 0xD ? 2 : 1)
            else { return "its binary object table is broken" }
            let referenceCount = kind == 0xD ? 2 * entries : entries
            reached += referenceCount
            guard reached <= maximumObjects else {
                return "it holds more than \(maximumObjects) objects once its shared parts are counted where each is "
                    + "used; an Info.plist has a few hundred"
            }
            for index in 0..<referenceCount {
                guard let child = integer(bytes, at: references + index * referenceSize, size: referenceSize),
                    child < objectCount
                else { return "its binary object table is broken" }
                stack.append((child, depth + 1))
            }
        }
        return nil
    }

    /// The big-endian unsigned integer of `size` bytes at `at`; `nil` past the end or above `Int.max`.
    private static func integer(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        guard at >= 0, size >= 0, size <= 8, at <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
