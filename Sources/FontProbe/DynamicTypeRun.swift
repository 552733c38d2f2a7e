import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe dynamic-type`: a custom font scaled through the Dynamic Type sizes of a text style,
/// each face's metrics and label at each size (docs/commands/dynamic-type.md).
package struct DynamicTypeRun: Sendable {
    package var font: String
    /// Only this face of a collection, when given.
    package var faceIndex: Int?
    package var instances: InstanceSelection
    package var scaling: DynamicTypeScaling
    /// The content size categories to report, in order.
    package var categories: [ContentSizeCategory]
    package var scales: [Double]
    package var format: SingleFontFormat

    package init(
        font: String, faceIndex: Int?, instances: InstanceSelection, scaling: DynamicTypeScaling,
        categories: [ContentSizeCategory], scales: [Double], format: SingleFontFormat
    ) {
        (self.font, self.faceIndex, self.instances, self.scaling) = (font, faceIndex, instances, scaling)
        (self.categories, self.scales, self.format) = (categories, scales, format)
    }

    /// The scaling of `style` from `size` points at the default category, at most `maximumSize`.
    /// - Throws: ``UsageError`` for a size outside the sizes fontprobe takes, or one that scales
    ///   past them with no `maximumSize` to stop it.
    package static func scaling(style: TextStyle, size: NumberArgument<Double>?, maximumSize: NumberArgument<Double>?)
        throws(UsageError) -> DynamicTypeScaling
    {
        var (base, maximum): (Double?, Double?) = (nil, nil)
        if let size { base = try Limits.points(size, option: "--size") }
        if let maximumSize { maximum = try Limits.points(maximumSize, option: "--max-size") }
        let largest = DynamicTypeScaling(style: style, baseSize: base).largestUnclampedSize
        if maximum == nil, let base, !PointMetrics.sizeRange.contains(largest) {
            throw UsageError(
                "--size \(base) scales to \(largest) points for \(style.rawValue), past 10000; give a smaller "
                    + "--size or a --max-size.")
        }
        return DynamicTypeScaling(style: style, baseSize: base, maximumSize: maximum)
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            let (faces, errors) = FontReader().read([font], faceIndex: faceIndex, instances: instances)
            let report = DynamicTypeReport(
                faces: faces, errors: errors, scaling: scaling, categories: categories, scales: scales)
            return try log.singleFont(report.errors, readAny: !report.faces.isEmpty) { try format.reporter.render(report) }
        }
    }
}

extension RunLog {
    /// A single-font command's outcome: each read error said, the report rendered, and the exit
    /// status the errors call for; with no face read, ``RunOutcome/nothingRead``.
    func singleFont(_ errors: [FontReadError], readAny: Bool, _ render: () throws -> String) throws(ExitStatus)
        -> (report: Data?, status: ExitStatus)
    {
        for error in errors { self.error(error.description) }
        nothingRead = !readAny && !errors.isEmpty
        return (try rendered(render), ExitStatus.forReadErrors(errors))
    }
}
