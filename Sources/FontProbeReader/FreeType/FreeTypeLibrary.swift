internal import CFreeType
import FontProbeModel
import FontProbeRules
import Foundation

/// Owns one `FT_Library`. Not `Sendable`: FreeType libraries are not thread-safe, so a batch
/// uses one per worker.
final class FreeTypeLibrary {
    let handle: FT_Library
    /// Counts FreeType's allocations for this library and refuses those past ``memoryBudget``.
    private let budget: UnsafeMutablePointer<FPMemoryBudget>

    /// The most bytes FreeType may hold at once for one library, that is for the face being read
    /// (docs/security.md#memory): 256 MiB. Measured peaks: 1.5 MB for every font of the bench
    /// packages audited to HTML at 100 pt @3x, 17.5 MB for Noto Sans CJK as a WOFF 1.0 (16 MB of
    /// tables inflated). A forged sbix or CBDT image of 32000 × 32000 pixels (4 GB), a WOFF that
    /// inflates to gigabytes, or a table that claims as much is refused at its first allocation.
    static let memoryBudget = 256 << 20
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
        budget = .allocate(capacity: 1)
        var library: FT_Library?
        let error = fp_new_library(budget, Self.memoryBudget, &library)
        guard error == 0, let library else {
            budget.deallocate()
            throw FreeTypeError(rawValue: error)
        }
        handle = library
    }

    deinit {
        FT_Done_Library(handle)
        budget.deallocate()
        buffer.map { free($0) }
    }

    /// The memory FreeType may ask for, beyond what the face holds, while it draws the glyphs of a
    /// picture: 16 MiB, a 2048 × 2048 color bitmap. A picture's cell is at most 256 pixels per em
    /// (docs/security.md#pictures), so no strike a real font has comes near it; a PNG in `sbix` or
    /// `CBDT` that claims more is refused at its first allocation, before libpng decodes a row
    /// (a 7000 × 7000 image under the face's 256 MiB cost 4 s a face).
    static let rasterAllowance = 16 << 20

    /// Runs `body`, which draws glyphs, with FreeType's memory capped at what the face holds plus
    /// ``rasterAllowance``. A glyph refused for it is not drawn (the picture shows it missing); the
    /// face itself is not refused, so the cap is lifted and the refusal forgotten afterwards.
    func withRasterBudget<R>(_ body: () -> R) -> R {
        let (limit, exceeded) = (budget.pointee.limit, budget.pointee.exceeded)
        budget.pointee.limit = min(limit, budget.pointee.used + Self.rasterAllowance)
        defer { (budget.pointee.limit, budget.pointee.exceeded) = (limit, exceeded) }
        return body()
    }

    /// Whether FreeType asked for memory past ``memoryBudget`` since ``withFace(_:path:index:header:_:)``
    /// last opened a face.
    var overBudget: Bool { budget.pointee.exceeded != 0 }

    /// The error of a face whose reading went past ``memoryBudget`` (a collection's reader adds the face).
    static func overBudgetError(path: String, index: Int) -> FontReadError {
        FontReadError(
            path: path,
            reason: "reading it needs more than \(memoryBudget >> 20) MiB of memory in FreeType (an image, table or "
                + "decompressed file that large), the most fontprobe allows (docs/security.md#memory)")
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
        budget.pointee.exceeded = 0
        var error = FT_New_Memory_Face(
            handle, contents.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(contents.count),
            FT_Long(index), &face)
        if error != 0, overBudget { throw Self.overBudgetError(path: path, index: index) }
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
        // A refused allocation fails the operation that asked for it (a glyph not drawn, a table
        // not read); the face as a whole is then refused, so nothing partial is reported.
        let result: R
        do {
            result = try body(face)
        } catch {
            throw overBudget ? Self.overBudgetError(path: path, index: index) : error
        }
        if overBudget { throw Self.overBudgetError(path: path, index: index) }
        return result
    }
}
