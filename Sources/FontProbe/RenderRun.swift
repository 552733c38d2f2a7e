import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe render`: each font's label at each size and scale, drawn as a PNG sheet
/// (docs/commands/render.md).
public struct RenderRun: Sendable {
    public var fonts: [String]
    public var instances: InstanceSelection
    /// Point sizes and screen scales of the rows.
    public var sizes: [Double]
    public var scales: [Double]
    /// The text of each label, and how many screen pixels a device pixel is drawn as.
    public var text: String
    public var zoom: Int
    /// A font drawn beside each of ``fonts``, when given.
    public var compare: String?
    /// Only this face of each collection, when given (as `metrics --face`).
    public var faceIndex: Int?

    public init(fonts: [String], instances: InstanceSelection, sizes: [Double], scales: [Double], text: String, zoom: Int) {
        self.fonts = fonts
        self.instances = instances
        self.sizes = sizes
        self.scales = scales
        self.text = text
        self.zoom = zoom
    }

    public func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in try draw(log) }
    }

    private func draw(_ log: RunLog) throws(ExitStatus) -> (report: Data?, status: ExitStatus) {
        var request = RenderRequest(faces: [], sizes: sizes, scales: scales, text: text, zoom: zoom)
        // The tables first, to refuse a picture too large before FreeType draws any text.
        let reader = FontReader()
        request.faces = reader.read(fonts, faceIndex: faceIndex, instances: instances).faces
        request.compare = compare.flatMap { reader.read([$0]).faces.first }
        try refuseTooLarge(log) { () throws(RenderError) in try SheetLayout.checkMinimumSize(of: request) }

        // One font at a time, the size checked again with each font's text: a sheet of many
        // fonts too large to draw is refused before all their text is held.
        let raster = request.rasterRequest
        var faces: [FontFace] = []
        var errors: [FontReadError] = []
        for font in fonts {
            let read = reader.read([font], faceIndex: faceIndex, instances: instances, raster: raster)
            faces += read.faces
            errors += read.errors
            request.faces = faces
            try refuseTooLarge(log) { () throws(RenderError) in try SheetLayout.checkMinimumSize(of: request) }
        }
        if let compare {
            let read = reader.read([compare], raster: raster)
            request.compare = read.faces.first
            errors += read.errors
        }
        // A face without usable vertical metrics has no label: the layout says so as an error.
        faces = (request.faces + [request.compare].compactMap { $0 }).filter { $0.metrics.resolved != nil }
        for face in faces {
            let shown = face.faceCount > 1 ? "'\(face.path)' (face \(face.faceIndex))" : "'\(face.path)'"
            if let missing = face.rasters.first?.missing, !missing.isEmpty {
                log.note(
                    "\(shown): no glyph for " + missing.map { GlyphQuery.character($0).description }.joined(separator: ", "))
            }
            // A glyph too large to draw (a bitmap past FreeType's picture allowance, a hostile outline).
            let skipped = face.rasters.map(\.skippedGlyphs).max() ?? 0
            if skipped > 0 {
                log.note(
                    "\(shown): \(skipped) glyph\(skipped == 1 ? "" : "s") too large to draw, left out of the picture "
                        + "(docs/security.md#pictures)")
            }
        }
        guard request.faces.contains(where: { $0.metrics.resolved != nil }) else {
            // Nothing to draw: no picture, only the reasons.
            errors += request.unlaidOut
            for error in errors { log.error(error.description) }
            let status = ExitStatus.forReadErrors(errors)
            throw status == .success ? .unreadableInput : status
        }
        var canvas = Canvas(width: 0, height: 0, background: RGBA(255, 255, 255))
        try refuseTooLarge(log) { () throws(RenderError) in
            let drawn = try Sheet.render(request, words: { LegendFont.rasterize($0, pixelsPerEm: $1) })
            canvas = drawn.canvas
            errors += drawn.errors
        }
        for error in errors { log.error(error.description) }
        let png: [UInt8]
        do {
            png = try PNGImage(canvas).encoded()
        } catch {
            log.error("cannot encode the picture: \(error)")
            throw .cannotWrite
        }
        return (Data(png), ExitStatus.forReadErrors(errors))
    }

    /// Runs `body`; a picture over the limit is a usage error (exit 64) with one line.
    private func refuseTooLarge(_ log: RunLog, _ body: () throws(RenderError) -> Void) throws(ExitStatus) {
        do {
            try body()
        } catch {
            log.error(error.description)
            throw .usage
        }
    }
}
