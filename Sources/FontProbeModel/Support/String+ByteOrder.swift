import Foundation

extension String {
    /// Whether this string sorts before `other` by their UTF-8 bytes (not by `String`'s Unicode
    /// ordering), so the order is the same whatever the locale.
    ///
    /// One `memcmp` of the two buffers, kept because it is measured: `utf8.lexicographicallyPrecedes`
    /// walks both views byte by byte, and took 3% of the samples of `fontprobe audit` over the bench
    /// corpus (docs/benchmark.md#profiles). `StandInTests` compares the two on many strings.
    package func precedesInUTF8Order(_ other: String) -> Bool { utf8Order(other) < 0 }

    /// Whether this string and `other` are the same UTF-8 bytes, not merely canonically
    /// equivalent: the same `memcmp` (`utf8.elementsEqual` walks both views byte by byte).
    package func hasSameUTF8(as other: String) -> Bool { utf8Order(other) == 0 }

    /// Negative, zero or positive as this string's UTF-8 sorts before, with or after `other`'s.
    private func utf8Order(_ other: String) -> Int {
        // Native strings lend their UTF-8 without a copy; others are made contiguous first.
        let order = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b in Self.order(a, b) }
        }
        if let order = order ?? nil { return order }
        var a = self
        var b = other
        return a.withUTF8 { a in b.withUTF8 { b in Self.order(a, b) } }
    }

    private static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Swift.min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
