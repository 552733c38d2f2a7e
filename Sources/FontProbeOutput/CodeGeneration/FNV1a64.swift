/// FNV-1a, 64-bit (offset basis 0xcbf29ce484222325, prime 0x100000001b3): the hash the header of
/// `fontprobe swift` names each font file by. Not cryptographic: it tells one release of a font
/// from another, not a forgery (docs/commands/swift.md#the-header).
package enum FNV1a64 {
    /// The hash before any byte: FNV's 64-bit offset basis.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of `bytes`, or of the bytes hashed into `hash` so far followed by `bytes`, so a
    /// file can be hashed a piece at a time.
    package static func hash(_ bytes: some Sequence<UInt8>, continuing hash: UInt64 = offsetBasis) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
