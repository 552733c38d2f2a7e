import ArgumentParser
import FontProbe
import Foundation

extension FontProbeCommand {
    struct Render: AsyncParsableCommand {
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

        @Option(
            parsing: .unconditional, help: ArgumentHelp("Draw only this face of a collection (0-based).", valueName: "n"))
        var face: NumberArgument<Int>?

        @OptionGroup var variation: InstanceOptions

        @OptionGroup var output: OutputOption

        var sizes: [Double] { size.sizes }

        func validate() throws {
            if let face { try checked { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) } }
            if let zoom { try checked { try Limits.wholeNumber(zoom, option: "--zoom", in: RenderRequest.zoomRange) } }
            let length = text.unicodeScalars.count
            if length == 0 || length > Self.maximumTextLength {
                throw ValidationError("--text must have 1 to \(Self.maximumTextLength) characters, not \(length).")
            }
            if output.output == nil {
                throw ValidationError("render writes a PNG: give -o FILE.png, or -o - for stdout.")
            }
        }

        func run() async throws {
            var run = RenderRun(
                fonts: fonts, instances: variation.selection, sizes: sizes, scales: scale.scales, text: text,
                zoom: zoom?.number ?? RenderRequest.defaultZoom)
            run.compare = compare
            run.faceIndex = face?.number
            try output.finish(await run.run())
        }
    }
}

extension FontProbeCommand.Render: DefaultSizes {
    static var sizes: [Double] { RenderRequest.defaultSizes }
    static var help: String {
        " (default: \(sizes.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")))"
    }
}
