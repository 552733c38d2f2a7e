import ArgumentParser
import FontProbe
import Foundation

extension FontProbeCommand {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw each font's label at each size and scale, with its baseline, cap line and insets, as a PNG.",
            discussion: """
                One row per size and scale, one column per font (each face of a collection). Each cell \
                is the label that hugs the text at device pixels: the box, the alignment rect from the \
                cap line to the baseline, and the baseline (where UIKit draws it), cap, x-height, ascender \
                and descender lines; dotted lines show the top of the ink of 'H' or 'x' where it misses its \
                line. The legend says which is \
                which (docs/commands/render.md). Text defaults to "\(RenderRequest.defaultText)", sizes to \
                17 pt, scales to 2x and 3x, zoom to \(RenderRequest.defaultZoom).
                """
        )

        /// The most characters `--text` may have: a line of words, not a document.
        static let maximumTextLength = 200

        @Argument(
            help: ArgumentHelp("Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2).", valueName: "font"),
            completion: fontCompletion)
        var fonts: [String]

        @OptionGroup var size: SizesOption<Self>

        @OptionGroup var scale: ScaleOption

        @Option(
            name: .customLong("text"),
            help: ArgumentHelp("The text drawn (default: \"\(RenderRequest.defaultText)\").", valueName: "text"))
        var textOption: String?

        /// `--text`, or the default text.
        var text: String { textOption ?? RenderRequest.defaultText }

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                "Draw each device pixel as n x n picture pixels, 1 to 32; the pixel grid from 4 up (default: 4).",
                valueName: "n"))
        var zoom: NumberArgument<Int>?

        @Option(
            help: ArgumentHelp("Draw this font beside each font, in the same geometry.", valueName: "font"),
            completion: fontCompletion)
        var compare: String?

        @OptionGroup var variation: InstanceOptions

        @OptionGroup var output: OutputOption

        var sizes: [Double] { size.sizes }

        func validate() throws {
            if let zoom { try Limits.wholeNumber(zoom, option: "--zoom", in: RenderRequest.zoomRange) }
            let length = text.unicodeScalars.count
            if length == 0 || length > Self.maximumTextLength {
                throw ValidationError("--text must have 1 to \(Self.maximumTextLength) characters, not \(length).")
            }
            if output.output == nil {
                throw ValidationError("render writes a PNG: give -o FILE.png, or -o - for stdout.")
            }
        }

        func run() throws {
            var request = RenderRequest(
                faces: [], sizes: sizes, scales: scale.scales, text: text, zoom: zoom?.number ?? RenderRequest.defaultZoom)
            // The tables first, to refuse a picture too large before FreeType draws any text.
            let reader = FontReader()
            request.faces = reader.read(fonts, instances: variation.selection).faces
            request.compare = compare.flatMap { reader.read([$0]).faces.first }
            try refuseTooLarge { () throws(RenderError) in try SheetLayout.checkMinimumSize(of: request) }

            // One font at a time, the size checked again with each font's text: a sheet of many
            // fonts too large to draw is refused before all their text is held.
            let raster = request.rasterRequest
            var faces: [FontFace] = []
            var errors: [FontReadError] = []
            for font in fonts {
                let read = reader.read([font], instances: variation.selection, raster: raster)
                faces += read.faces
                errors += read.errors
                request.faces = faces
                try refuseTooLarge { () throws(RenderError) in try SheetLayout.checkMinimumSize(of: request) }
            }
            if let compare {
                let read = reader.read([compare], raster: raster)
                request.compare = read.faces.first
                errors += read.errors
            }
            // A face without usable vertical metrics has no label: the layout says so as an error.
            faces = (request.faces + [request.compare].compactMap { $0 }).filter { $0.metrics.resolved != nil }
            for face in faces {
                if let missing = face.rasters.first?.missing, !missing.isEmpty {
                    let face = face.faceCount > 1 ? "'\(face.path)' (face \(face.faceIndex))" : "'\(face.path)'"
                    Diagnostics.note(
                        "\(face): no glyph for " + missing.map { GlyphQuery.character($0).description }.joined(separator: ", "))
                }
            }
            guard request.faces.contains(where: { $0.metrics.resolved != nil }) else {
                // Nothing to draw: no picture, only the reasons.
                errors += request.unlaidOut
                for error in errors { Diagnostics.error(error.description) }
                throw ExitCodes.forReadErrors(errors) == ExitCodes.success
                    ? ExitCodes.unreadableInput : ExitCodes.forReadErrors(errors)
            }
            var canvas = Canvas(width: 0, height: 0, background: RGBA(255, 255, 255))
            try refuseTooLarge { () throws(RenderError) in
                let drawn = try Sheet.render(request, words: { LegendFont.rasterize($0, pixelsPerEm: $1) })
                canvas = drawn.canvas
                errors += drawn.errors
            }
            for error in errors { Diagnostics.error(error.description) }
            let png: [UInt8]
            do {
                png = try PNGImage(canvas).encoded()
            } catch {
                Diagnostics.error("cannot encode the picture: \(error)")
                throw ExitCodes.cannotWrite
            }
            try output.write(bytes: Data(png))
            let code = ExitCodes.forReadErrors(errors)
            if code != ExitCodes.success { throw code }
        }

        /// Runs `body`; a picture over the limit is a usage error (exit 64) with one line.
        private func refuseTooLarge(_ body: () throws(RenderError) -> Void) throws {
            do {
                try body()
            } catch {
                Diagnostics.error(error.description)
                throw ExitCodes.usage
            }
        }
    }
}

extension FontProbeCommand.Render: DefaultSizes {
    static var sizes: [Double] { RenderRequest.defaultSizes }
    static var help: String {
        " (default: \(sizes.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")))"
    }
}
