import ArgumentParser
import FontProbe

@main
struct FontProbeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontprobe",
        abstract: "Predict how UIKit lays out text set in a font file, from the font's own tables.",
        discussion: """
            Exit codes: 0 success; 1 check failed; 2 some inputs could not be read (the rest are \
            still reported); 64 usage error; 66 an input does not exist; 74 the output could not be written.
            """,
        version: FontProbeVersion.current,
        subcommands: [Metrics.self, LineHeight.self, DynamicType.self, Glyph.self, Audit.self, Check.self, Init.self]
    )
}
