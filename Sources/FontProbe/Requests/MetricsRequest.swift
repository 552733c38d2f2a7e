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
        return run
    }
}
