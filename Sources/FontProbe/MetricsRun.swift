import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules

/// `fontprobe metrics`: the metrics UIFont gives each face, and the label insets at each size and
/// scale (docs/commands/metrics.md).
public struct MetricsRun: Sendable {
    public var fonts: [String]
    /// A file listing more fonts (`--files-from`; `-` for stdin), and whether it separates them
    /// with NUL bytes: a line of tens of thousands of paths costs argument-parser quadratic time
    /// (docs/security.md#lists-of-paths).
    public var filesFrom: String?
    public var nullSeparated = false
    /// Only this face of a collection, when given.
    public var faceIndex: Int?
    public var instances: InstanceSelection
    /// Point sizes and screen scales of the rows.
    public var sizes: [Double]
    public var scales: [Double]
    public var format: OutputFormat
    /// The platforms whose lines the rows add to UIKit's (docs/commands/metrics.md#platforms).
    public var platforms: Set<Platform> = Platform.defaults
    /// The lines in each platform's box (`--lines`), each baseline listed; `nil`: one line, and
    /// the rows laid out for the platforms only with one besides iOS (docs/commands/metrics.md#several-lines).
    public var lines: Int?
    /// The style Flutter's lines are laid out in: `TextStyle.height` (`--height`), its leading
    /// distribution (`--leading-distribution`) and the metric source (`--os`)
    /// (docs/commands/metrics.md#flutter).
    package var style = PlatformTextStyle()

    public init(
        fonts: [String], faceIndex: Int?, instances: InstanceSelection, sizes: [Double], scales: [Double],
        format: OutputFormat
    ) {
        self.fonts = fonts
        self.faceIndex = faceIndex
        self.instances = instances
        self.sizes = sizes
        self.scales = scales
        self.format = format
    }

    public func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            guard !fonts.isEmpty || filesFrom != nil else {
                log.error("give at least one font file, or --files-from")
                throw .usage
            }
            let fonts = fonts + (try log.listedPaths(filesFrom, nullSeparated: nullSeparated))
            let (faces, errors) = FontReader().read(fonts, faceIndex: faceIndex, instances: instances)
            let report = MetricsReport(
                faces: faces, errors: errors, sizes: sizes, scales: scales, platforms: platforms, lines: lines, style: style)
            for error in report.errors {
                log.error(error.description)
            }
            log.nothingRead = report.faces.isEmpty && !report.errors.isEmpty
            return (try log.rendered { try format.metricsReporter.render(report) }, ExitStatus.forReadErrors(report.errors))
        }
    }
}
