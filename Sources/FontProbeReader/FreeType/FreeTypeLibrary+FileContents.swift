import FontProbeModel
import FontProbeRules
import Foundation

/// A font file's bytes in memory: read whole into the library's kept buffer, or mapped.
extension FreeTypeLibrary {
    /// Lends the bytes of the checked file at `path`, `size` bytes long, to `body`: read whole
    /// into ``buffer`` when the file is small, mapped otherwise (as FreeType would map it).
    func withContents<R>(
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
