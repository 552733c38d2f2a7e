internal import CLibPNG
import FontProbeModel
import FontProbeRules

/// A picture as PNG holds it: 8-bit RGBA pixels, not premultiplied, row by row from the top.
///
/// The only code that reads or writes PNG, through libpng's simplified API (`png_image_*`), which
/// reports every error in `png_image.message` instead of jumping out of the caller.
package struct PNGImage: Sendable, Hashable {
    /// The most pixels a picture may have: 64 megapixels (256 MiB of RGBA).
    ///
    /// Pictures are checked against it before they are drawn; the encoder and the decoder refuse
    /// larger ones, so a bad size or a hostile file cannot ask for a huge allocation.
    package static let maximumPixels = TextRaster.maximumPixels

    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// Four bytes a pixel, red, green, blue and alpha (0 transparent, 255 opaque), colour not
    /// premultiplied by alpha; `width * height * 4` bytes, row by row from the top.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A picture of one colour (`red`, `green`, `blue`, `alpha`, 0…255).
    package init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.width = width
        self.height = height
        let count = max(0, width) * max(0, height)
        var pixels = [UInt8](repeating: 0, count: count * 4)
        for index in 0..<count {
            pixels[4 * index] = red
            pixels[4 * index + 1] = green
            pixels[4 * index + 2] = blue
            pixels[4 * index + 3] = alpha
        }
        self.pixels = pixels
    }

    /// The picture as PNG bytes: 8-bit RGB when every pixel is opaque, else 8-bit RGBA.
    ///
    /// The same picture always gives the same bytes with the same libpng and zlib: the file holds
    /// only the header, an `sRGB` chunk, the pixels and the end (no time or text chunks), and libpng's
    /// simplified writer always uses the same zlib level and row filters.
    ///
    /// It writes with libpng's `PNG_IMAGE_FLAG_FAST` (no row filters, a faster zlib level). On
    /// fontprobe's pictures, large flat areas and a few colours, that is both faster and smaller
    /// than the default filters and level: Lato's default `render` sheet (725 × 879) takes 40 ms as
    /// a whole process and 120 KB instead of 70 ms and 152 KB, and an HTML report's label 0.3 ms and
    /// 2.3 KB instead of 0.8 ms and 2.9 KB (release builds, docs/benchmark.md).
    /// - Throws: ``PNGError`` when the size is not 1…``maximumPixels`` pixels, the pixels are not
    ///   `width * height * 4` bytes, or libpng fails (its message).
    package func encoded() throws(PNGError) -> [UInt8] {
        if let problem = Self.sizeProblem(width: width, height: height) { throw problem }
        guard pixels.count == width * height * 4 else {
            throw PNGError("the image is \(width) × \(height) pixels but has \(pixels.count) bytes, not \(width * height * 4)")
        }
        let opaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
        var rows = pixels
        var format = FP_PNG_FORMAT_RGBA
        if opaque {
            rows = [UInt8](repeating: 0, count: width * height * 3)
            for index in 0..<(width * height) {
                rows[3 * index] = pixels[4 * index]
                rows[3 * index + 1] = pixels[4 * index + 1]
                rows[3 * index + 2] = pixels[4 * index + 2]
            }
            format = FP_PNG_FORMAT_RGB
        }
        func write(into capacity: Int) throws(PNGError) -> (bytes: [UInt8], needed: Int) {
            var image = Self.newImage()
            image.width = png_uint_32(width)
            image.height = png_uint_32(height)
            image.format = format
            image.flags = FP_PNG_IMAGE_FLAG_FAST
            var bytes = [UInt8](repeating: 0, count: capacity)
            var size = png_alloc_size_t(capacity)
            // libpng frees its state when the call returns; a buffer too small is not an error
            // (0 with no message) and leaves the size needed in `size`.
            let written = bytes.withUnsafeMutableBytes { target in
                rows.withUnsafeBytes { source in
                    png_image_write_to_memory(&image, target.baseAddress, &size, 0, source.baseAddress, 0, nil)
                }
            }
            if written != 0 { return (Array(bytes.prefix(Int(size))), Int(size)) }
            guard image.warning_or_error & 0x03 <= 1, Int(size) > capacity else { throw PNGError(libpng: image) }
            return ([], Int(size))
        }
        // One pass into a buffer the size of the unfiltered rows plus zlib's and the chunks' worst
        // overhead (a stored block per 16 KiB, a chunk per 8 KiB), which holds any file this
        // picture gives; a second pass only if libpng still asks for more.
        let raw = rows.count + height
        let first = try write(into: raw + raw / 1024 + 1024)
        if !first.bytes.isEmpty { return first.bytes }
        let second = try write(into: first.needed)
        guard !second.bytes.isEmpty else { throw PNGError("libpng asked for \(second.needed) bytes twice") }
        return second.bytes
    }

    /// Decodes any PNG libpng reads (grey, palette, 16-bit, with or without alpha) into 8-bit RGBA.
    ///
    /// libpng converts the colour to sRGB: a file with a gamma other than sRGB's is corrected,
    /// 16-bit samples are reduced to 8 bits, grey is spread to red, green and blue, and a file
    /// without alpha is opaque.
    /// - Throws: ``PNGError`` with libpng's message when the bytes are not a PNG it can read, or
    ///   when the picture is larger than ``maximumPixels`` (checked before the pixels are read).
    package init(pngBytes: [UInt8]) throws(PNGError) {
        var image = Self.newImage()
        let result: Result<(Int, Int, [UInt8]), PNGError> = pngBytes.withUnsafeBytes { source in
            guard png_image_begin_read_from_memory(&image, source.baseAddress, source.count) != 0 else {
                return .failure(PNGError(libpng: image))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            if let problem = Self.sizeProblem(width: width, height: height) {
                png_image_free(&image)
                return .failure(problem)
            }
            image.format = FP_PNG_FORMAT_RGBA
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { target in
                png_image_finish_read(&image, nil, target.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(PNGError(libpng: image)) }
            return .success((width, height, pixels))
        }
        switch result {
        case .success(let (width, height, pixels)):
            self.init(width: width, height: height, pixels: pixels)
        case .failure(let error):
            throw error
        }
    }

    /// A `png_image` of the simplified API's version, otherwise zeroed.
    private static func newImage() -> png_image {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        return image
    }

    /// Why a picture of this size cannot be a PNG here; `nil` when it can.
    private static func sizeProblem(width: Int, height: Int) -> PNGError? {
        guard width > 0, height > 0 else {
            return PNGError("the image is \(width) × \(height) pixels; PNG needs at least 1 × 1")
        }
        // Each side is checked first, so the product cannot overflow.
        guard width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels else {
            return PNGError(
                "the image is \(width) × \(height) pixels; fontprobe draws at most \(maximumPixels / (1024 * 1024)) megapixels")
        }
        return nil
    }
}

/// Why a picture cannot be encoded or decoded, in one sentence (libpng's own message when libpng
/// failed).
package struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    /// The message libpng left in `image` after a call failed.
    init(libpng image: png_image) {
        let text = withUnsafeBytes(of: image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        self.message = text.isEmpty ? "libpng failed without a message" : "libpng: \(text)"
    }

    package var description: String { message }
}
