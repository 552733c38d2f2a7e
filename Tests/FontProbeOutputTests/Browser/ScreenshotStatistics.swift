import FontProbe
import Foundation

@testable import FontProbeTestSupport

/// How light and how varied a screenshot is: enough to tell a page drawn in light or dark
/// colours from a blank one.
struct ScreenshotStatistics {
    var width: Int
    var height: Int
    /// The mean of the red, green and blue samples of every pixel, 0…255.
    var mean: Double
    /// Their standard deviation: near 0 for a blank screenshot.
    var deviation: Double

    /// The one place a screenshot is decoded: by the PNG door (``PNGImage``, libpng), which
    /// reads the RGB or RGBA PNGs Chromium writes into 8-bit RGBA.
    static func of(_ png: URL) throws -> ScreenshotStatistics {
        let image = try PNGImage(pngBytes: [UInt8](try Data(contentsOf: png)))
        var total = 0
        var squares = 0
        let pixels = image.pixels
        for index in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0..<3 {
                let value = Int(pixels[index + channel])
                total += value
                squares += value * value
            }
        }
        let count = Double(max(1, image.width * image.height * 3))
        let mean = Double(total) / count
        let deviation = max(Double(squares) / count - mean * mean, 0).squareRoot()
        return ScreenshotStatistics(width: image.width, height: image.height, mean: mean, deviation: deviation)
    }
}
