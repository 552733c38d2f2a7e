import FontProbeModel
import FontProbeRules

/// An opaque colour, or a translucent one to blend, 8 bits a channel, not premultiplied.
package struct RGBA: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// Opacity: 255 covers what is under it, 0 leaves it.
    package var alpha: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour at `alpha`.
    package func opacity(_ alpha: UInt8) -> RGBA { RGBA(red, green, blue, alpha) }
}

/// How a horizontal line is drawn (docs/commands/render.md#lines).
package enum LineStyle: Sendable, Hashable {
    /// Every pixel.
    case solid
    /// 6 pixels on, 4 off, counted from the canvas's left edge so dashes line up between cells.
    case dashed
    /// 2 pixels on, 2 off, counted from the canvas's left edge.
    case dotted

    /// Whether the pixel in column `x` of the canvas is drawn.
    func draws(column x: Int) -> Bool {
        switch self {
        case .solid: true
        case .dashed: x.modulo(10) < 6
        case .dotted: x.modulo(4) < 2
        }
    }
}

/// A picture being drawn: RGBA8 pixels, row by row from the top, always opaque (every drawing
/// blends onto what is there). Pure Swift: the PNG door encodes it.
package struct Canvas: Sendable, Hashable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Four bytes a pixel (red, green, blue, alpha 255), `width * height * 4` bytes.
    package private(set) var pixels: [UInt8]

    /// A canvas filled with `background` (opaque). The caller checks the size first
    /// (``SheetLayout/maximumPixels``): this allocates `width * height * 4` bytes.
    package init(width: Int, height: Int, background: RGBA) {
        precondition(width >= 0 && height >= 0, "a canvas size is not negative")
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        if background.red != 255 || background.green != 255 || background.blue != 255 {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = background.red
                pixels[i + 1] = background.green
                pixels[i + 2] = background.blue
            }
        }
        self.pixels = pixels
    }

    /// The colour of the pixel at column `x`, row `y` (opaque).
    package func pixel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Blends `color` at `coverage` (0 to 255, times the colour's own alpha) onto one pixel;
    /// outside the canvas, nothing.
    package mutating func blend(x: Int, y: Int, _ color: RGBA, coverage: UInt8 = 255) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let a = Int(color.alpha) * Int(coverage)  // 0 … 255²
        guard a > 0 else { return }
        let i = (y * width + x) * 4
        func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
            // under + (over - under) * a / 255², rounded half up, in integers so it is the same everywhere.
            UInt8((Int(under) * (65_025 - a) + Int(over) * a + 32_512) / 65_025)
        }
        pixels[i] = mix(pixels[i], color.red)
        pixels[i + 1] = mix(pixels[i + 1], color.green)
        pixels[i + 2] = mix(pixels[i + 2], color.blue)
    }

    /// Composites a premultiplied RGBA pixel (a colour glyph's) onto one pixel: `over + under * (1 - alpha)`.
    package mutating func composite(x: Int, y: Int, premultiplied r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, a > 0 || r > 0 || g > 0 || b > 0 else { return }
        let i = (y * width + x) * 4
        let keep = 255 - Int(a)
        func mix(_ under: UInt8, _ over: UInt8) -> UInt8 {
            UInt8(min(255, Int(over) + (Int(under) * keep + 127) / 255))
        }
        pixels[i] = mix(pixels[i], r)
        pixels[i + 1] = mix(pixels[i + 1], g)
        pixels[i + 2] = mix(pixels[i + 2], b)
    }

    /// Blends `color` over the rectangle of columns `x..<x+width`, rows `y..<y+height` (clipped).
    package mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: RGBA) {
        // A rectangle wholly outside the canvas (a hostile font's cap line far above the label) is an
        // empty range, not a range whose bounds cross.
        let columns = max(0, x)..<max(max(0, x), min(width, x + max(0, w)))
        let rows = max(0, y)..<max(max(0, y), min(height, y + max(0, h)))
        for row in rows {
            for column in columns { blend(x: column, y: row, color) }
        }
    }

    /// A horizontal line on rows `y..<y+thickness` over columns `x..<x+length`, in `style`.
    package mutating func horizontalLine(
        y: Int, x: Int, length: Int, thickness: Int = 1, _ color: RGBA, style: LineStyle = .solid
    ) {
        for column in max(0, x)..<max(max(0, x), min(width, x + length)) where style.draws(column: column) {
            for row in y..<(y + max(1, thickness)) { blend(x: column, y: row, color) }
        }
    }

    /// Draws `glyphs` (a ``TextRaster``'s) with the text's start at column `x` and the baseline
    /// on the boundary above row `baseline`: coverage in `color`, colour glyphs composited.
    package mutating func draw(_ raster: TextRaster, x: Int, baseline: Int, color: RGBA) {
        for glyph in raster.glyphs {
            let left = x + glyph.left
            let top = baseline - glyph.top
            switch glyph.pixels {
            case .coverage(let coverage):
                guard coverage.count >= glyph.width * glyph.height else { continue }
                for row in 0..<glyph.height {
                    for column in 0..<glyph.width {
                        let c = coverage[row * glyph.width + column]
                        if c > 0 { blend(x: left + column, y: top + row, color, coverage: c) }
                    }
                }
            case .color(let rgba):
                guard rgba.count >= glyph.width * glyph.height * 4 else { continue }
                for row in 0..<glyph.height {
                    for column in 0..<glyph.width {
                        let i = (row * glyph.width + column) * 4
                        composite(
                            x: left + column, y: top + row, premultiplied: rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
                    }
                }
            }
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at column `x`, row `y` (clipped).
    package mutating func paste(_ other: Canvas, x: Int, y: Int) {
        for row in min(max(0, -y), other.height)..<other.height where y + row < height {
            for column in min(max(0, -x), other.width)..<other.width where x + column < width {
                let from = (row * other.width + column) * 4
                let to = ((y + row) * width + x + column) * 4
                pixels[to] = other.pixels[from]
                pixels[to + 1] = other.pixels[from + 1]
                pixels[to + 2] = other.pixels[from + 2]
            }
        }
    }

    /// This canvas enlarged `zoom` times without smoothing: each pixel becomes a `zoom`×`zoom` square.
    package func zoomed(_ zoom: Int) -> Canvas {
        precondition(zoom >= 1, "zoom is at least 1")
        guard zoom > 1 else { return self }
        var out = Canvas(width: width * zoom, height: height * zoom, background: RGBA(0, 0, 0))
        for y in 0..<out.height {
            let source = (y / zoom) * width
            for x in 0..<out.width {
                let from = (source + x / zoom) * 4
                let to = (y * out.width + x) * 4
                out.pixels[to] = pixels[from]
                out.pixels[to + 1] = pixels[from + 1]
                out.pixels[to + 2] = pixels[from + 2]
            }
        }
        return out
    }

    /// Blends `color` on every `spacing`-th column and row (0, spacing, 2·spacing, …) of the
    /// rectangle: the first picture row and column of each zoomed device pixel.
    package mutating func grid(x: Int, y: Int, width w: Int, height h: Int, spacing: Int, _ color: RGBA) {
        guard spacing > 1 else { return }
        for row in 0..<max(0, h) {
            let step = row % spacing == 0 ? 1 : spacing
            for column in stride(from: 0, to: w, by: step) {
                blend(x: x + column, y: y + row, color)
            }
        }
    }
}

extension Int {
    /// The remainder that is never negative: `(-1).modulo(10)` is 9.
    func modulo(_ n: Int) -> Int {
        let r = self % n
        return r < 0 ? r + n : r
    }
}
