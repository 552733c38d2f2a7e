internal import CFreeType
import FontProbeModel
import FontProbeRules

// Scaling a colour bitmap glyph (an emoji strike) from FreeType's bitmap to the size asked for,
// by averaging the area each destination pixel covers (docs/model.md#rendering-the-text).

/// One axis of an area-averaging resampling: which source pixels cover each destination pixel,
/// and how much of it.
///
/// Source pixel `j` spans `origin + j * scale ..< origin + (j + 1) * scale` in destination
/// pixels; destination pixel `i` spans `i ..< i + 1` and takes from each source pixel the length
/// they share, so a fully covered pixel's weights sum to 1 and an edge pixel's to its coverage.
struct BoxFilter {
    /// The first destination pixel: the source's start, rounded down.
    let start: Int
    /// For each destination pixel from `start`, the source pixels and their weights.
    let taps: [[(source: Int, weight: Double)]]

    /// How many destination pixels `count` source pixels from `origin` reach into; past
    /// `Int.max / 2`, that.
    static func span(origin: Double, scale: Double, count: Int) -> Int {
        let span = (origin + Double(count) * scale).rounded(.up) - origin.rounded(.down)
        return span.isFinite && span < Double(Int.max / 2) ? max(0, Int(span)) : Int.max / 2
    }

    init(origin: Double, scale: Double, count: Int) {
        let first = origin.rounded(.down)
        let end = (origin + Double(count) * scale).rounded(.up)
        start = Int(saturating: first)
        taps = (0..<max(0, Int(saturating: end - first))).map { offset in
            let low = first + Double(offset)
            let from = max(0, Int(saturating: ((low - origin) / scale).rounded(.down)))
            let to = min(count - 1, Int(saturating: ((low + 1 - origin) / scale).rounded(.down)))
            guard from <= to else { return [] }
            return (from...to).compactMap { source in
                let shared =
                    min(low + 1, origin + Double(source + 1) * scale) - max(low, origin + Double(source) * scale)
                return shared > 0 ? (source, shared) : nil
            }
        }
    }
}

/// A glyph bitmap copied out of FreeType: premultiplied RGBA (from BGRA) or coverage (from grey or
/// one-bit pixels), row by row from the top.
struct BitmapSource {
    let width: Int
    let height: Int
    /// 4 for colour, 1 for coverage.
    let channels: Int
    let values: [UInt8]

    /// `nil` for pixel modes that are not drawn (LCD, 2- and 4-bit grey).
    init?(_ bitmap: FT_Bitmap) {
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        self.width = width
        self.height = height
        guard let buffer = bitmap.buffer, width * height <= GlyphRaster.maximumPixels else { return nil }
        let pitch = Int(bitmap.pitch)
        // A negative pitch: the first row in memory is the bottom one.
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
        }
        var copied: [UInt8] = []
        switch UInt32(bitmap.pixel_mode) {
        case FT_PIXEL_MODE_BGRA.rawValue:
            channels = 4
            copied.reserveCapacity(width * height * 4)
            for y in 0..<height {
                let bytes = row(y)
                for x in 0..<width {
                    copied += [bytes[4 * x + 2], bytes[4 * x + 1], bytes[4 * x], bytes[4 * x + 3]]
                }
            }
        case FT_PIXEL_MODE_GRAY.rawValue:
            channels = 1
            let levels = max(1, Int(bitmap.num_grays) - 1)
            for y in 0..<height {
                let bytes = row(y)
                for x in 0..<width { copied.append(UInt8(min(255, Int(bytes[x]) * 255 / levels))) }
            }
        case FT_PIXEL_MODE_MONO.rawValue:
            channels = 1
            for y in 0..<height {
                let bytes = row(y)
                for x in 0..<width { copied.append(bytes[x / 8] & (0x80 >> UInt8(x % 8)) != 0 ? 255 : 0) }
            }
        default:
            return nil
        }
        values = copied
    }

    /// The bitmap resampled along `columns`, then `rows`.
    func resampled(columns: BoxFilter, rows: BoxFilter) -> [UInt8] {
        let newWidth = columns.taps.count
        var across = [Double](repeating: 0, count: newWidth * height * channels)
        for y in 0..<height {
            for (x, taps) in columns.taps.enumerated() {
                for (source, weight) in taps {
                    for channel in 0..<channels {
                        across[(y * newWidth + x) * channels + channel] +=
                            weight * Double(values[(y * width + source) * channels + channel])
                    }
                }
            }
        }
        var result = [UInt8](repeating: 0, count: newWidth * rows.taps.count * channels)
        for (y, taps) in rows.taps.enumerated() {
            for x in 0..<newWidth {
                for channel in 0..<channels {
                    var sum = 0.0
                    for (source, weight) in taps { sum += weight * across[(source * newWidth + x) * channels + channel] }
                    result[(y * newWidth + x) * channels + channel] = UInt8(min(255, max(0, Int(saturating: sum.rounded()))))
                }
            }
        }
        return result
    }
}
