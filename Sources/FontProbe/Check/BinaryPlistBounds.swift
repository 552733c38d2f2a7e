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

    /// Why a binary plist's tree is past the limits or cannot be walked; `nil` when it is within
    /// them, or when `bytes` is not a binary plist at all (an XML one is bounded by its size).
    static func problem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard let objectCount = integer(bytes, at: trailer + 8, size: 8),
            let top = integer(bytes, at: trailer + 16, size: 8),
            let tableOffset = integer(bytes, at: trailer + 24, size: 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize), top < objectCount,
            objectCount <= bytes.count, tableOffset + objectCount * offsetSize <= trailer
        else { return "its binary trailer is broken" }
        func offset(_ object: Int) -> Int? { integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize) }

        // Objects are counted as they are reached, so the work and the stack stay within the limit.
        var reached = 1
        var stack = [(object: top, depth: 1)]
        while let (object, depth) = stack.popLast() {
            guard let start = offset(object), start < trailer else { return "its binary object table is broken" }
            let marker = bytes[start]
            let kind = marker >> 4
            // Sets and archiver UIDs have no XML form and no place in an Info.plist, and Foundation
            // on Linux crashes bridging a set whose members are not what it expects (a dictionary
            // marker with one bit flipped made a set of five keys: a segmentation fault in
            // PropertyListSerialization), so neither is handed to it.
            if kind == 0xC || kind == 0x8 {
                return "it holds a \(kind == 0xC ? "set" : "keyed-archiver UID"), which an Info.plist never does"
            }
            guard kind == 0xA || kind == 0xD else { continue }
            guard depth < maximumDepth else { return "it nests more than \(maximumDepth) levels deep" }
            var count = Int(marker & 0x0F)
            var references = start + 1
            if count == 0x0F {
                // The count follows as an integer object: 0x1N, then 2^N bytes.
                guard references < trailer, bytes[references] >> 4 == 0x1,
                    let long = integer(bytes, at: references + 1, size: 1 << Int(bytes[references] & 0x0F))
                else { return "its binary object table is broken" }
                count = long
                references += 1 + (1 << Int(bytes[references] & 0x0F))
            }
            let referenceCount = kind == 0xD ? 2 * count : count
            guard referenceCount <= objectCount * 2 + 2, references + referenceCount * referenceSize <= trailer else {
                return "its binary object table is broken"
            }
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
        guard at >= 0, size <= 8, at + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[at..<at + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
