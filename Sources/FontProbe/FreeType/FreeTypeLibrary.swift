internal import CFreeType
import Foundation

/// Owns one `FT_Library`. Not `Sendable`: FreeType libraries are not thread-safe, so a batch
/// uses one per worker.
final class FreeTypeLibrary {
    let handle: FT_Library
    /// Holds each file read whole (see ``withContents(ofFile:size:_:)``), kept from file to file.
    var buffer: UnsafeMutableRawPointer?
    /// The size of ``buffer`` in bytes.
    var bufferCapacity = 0

    /// Files up to this size (in bytes) are read whole into ``buffer``; larger ones are mapped.
    ///
    /// Mapping costs a page fault for every page FreeType touches and an unmapping that must
    /// stop every thread's use of the address space; copying a small file costs less. With this
    /// limit most fonts of the bench corpus are read (`make bench`).
    static let largestFileReadWhole = 1 << 19

    init() throws(FreeTypeError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw FreeTypeError(rawValue: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
        buffer.map { free($0) }
    }

    /// Opens face `index` of the file whose bytes are `contents`, lends it to `body`, and frees it.
    func withFace<R>(
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
}
