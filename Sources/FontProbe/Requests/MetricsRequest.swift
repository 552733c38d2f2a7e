import FontProbeModel
import FontProbeOutput

/// What `metrics` was asked, as given (docs/commands/metrics.md), and the checks across its
/// options; ``run()`` is the run once every check has passed.
package struct MetricsRequest: Sendable {
    package var fonts: [String] = []
    /// A file listing more fonts (`--files-from`), and whether it separates them with NUL bytes.
    package var filesFrom: String?
    package var nullSeparated = false
    package var face: NumberArgument<Int>?
    package var instances: InstanceSelection = .defaultInstance
    /// Whether `--instance` or `--variation` was given, and whether `--all-instances` was.
    package var instanceGiven = false
    package var allInstances = false
    /// Point sizes and screen scales of the rows.
    package var sizes: [Double] = []
    package var scales: [Double] = []
    /// `--platform` as given: comma-separated lists of platforms (iOS when there are none).
    package var platformLists: [String] = []
    /// `--lines` as given; `nil` when not given (one line, and no list of baselines).
    package var lines: NumberArgument<Int>?
    package var format: OutputFormat = .text
    /// Flutter's style (docs/commands/metrics.md#flutter): `--os` (whose font stack reads the
    /// metrics), `--height` (`TextStyle.height`) and `--leading-distribution`; `nil` when not given.
    package var os: FlutterPlatform.MetricSource?
    package var height: NumberArgument<Double>?
    package var leadingDistribution: FlutterLeadingDistribution?

    package init() {}

    /// The run.
    /// - Throws: ``UsageError`` naming the first option that cannot be used as given.
    package func run() throws(UsageError) -> MetricsRun {
        if allInstances && instanceGiven {
            throw UsageError("Use only one of --instance, --variation and --all-instances.")
        }
        if let face { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) }
        var run = MetricsRun(
            fonts: fonts, faceIndex: face?.number, instances: allInstances ? .allNamed : instances, sizes: sizes,
            scales: scales, format: format)
        (run.filesFrom, run.nullSeparated) = (filesFrom, nullSeparated)
        run.platforms = try Platform.listed(in: platformLists)
        if let lines { run.lines = try Limits.wholeNumber(lines, option: "--lines", in: Limits.lines) }
        run.style = try flutterStyle(platforms: run.platforms)
        return run
    }

    /// Flutter's style, from `--os`, `--height` and `--leading-distribution`.
    /// - Throws: ``UsageError`` for any of them without Flutter among the platforms, or a height
    ///   outside 0.01…100.
    private func flutterStyle(platforms: Set<Platform>) throws(UsageError) -> PlatformTextStyle {
        let given = [("--os", os != nil), ("--height", height != nil), ("--leading-distribution", leadingDistribution != nil)]
            .filter(\.1).map(\.0)
        if let first = given.first, !platforms.contains(.flutter) {
            throw UsageError("\(first) lays Flutter's lines out: add flutter to --platform.")
        }
        var style = PlatformTextStyle(leadingDistribution: leadingDistribution ?? .proportional)
        style.os = os.map { $0 == .ios ? .ios : .android }
        if let height {
            style.height = try Limits.number(height, option: "--height", in: Self.heights, unit: .scale)
        }
        return style
    }

    /// The `TextStyle.height` multiples `--height` takes.
    static let heights = 0.01...100.0
}
