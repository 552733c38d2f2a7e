import FontProbeModel

extension PNGImage {
    /// The canvas's pixels as a PNG picture (opaque RGBA8, as the canvas holds them).
    package init(_ canvas: Canvas) {
        self.init(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
    }
}
