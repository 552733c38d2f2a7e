import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules

/// `fontprobe spec`: a design tool's text style against UIKit's recipes for each face, as text,
/// JSON or a picture (docs/commands/spec.md).
package struct SpecRun: Sendable {
    package var font: String
    /// Only this face of a collection, when given.
    package var faceIndex: Int?
    package var instances: InstanceSelection
    package var spec: DesignSpec
    /// `.kern` in points, from the design's letter spacing.
    package var kern: Double?
    package var scales: [Double]
    package var format: SpecFormat

    package init(
        font: String, faceIndex: Int?, instances: InstanceSelection, spec: DesignSpec, kern: Double?, scales: [Double],
        format: SpecFormat
    ) {
        self.font = font
        self.faceIndex = faceIndex
        self.instances = instances
        self.spec = spec
        self.kern = kern
        self.scales = scales
        self.format = format
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            let reader = FontReader()
            var (faces, errors) = reader.read([font], faceIndex: faceIndex, instances: instances)
            var report = SpecReport(faces: faces, errors: errors, spec: spec, kern: kern, scales: scales)
            guard format == .png else {
                for error in report.errors { log.error(error.description) }
                return (
                    try log.rendered {
                        let reporter: any SingleFontReporter = format == .json ? JSONReporter() : TextReporter()
                        return try reporter.render(report)
                    }, ExitStatus.forReadErrors(report.errors)
                )
            }
            // The picture: refused before any text is rasterized when it could not be drawn.
            do {
                try SpecSheet.checkMinimumSize(of: report)
                (faces, errors) = reader.read(
                    [font], faceIndex: faceIndex, instances: instances,
                    raster: SpecSheet.rasterRequest(pointSize: spec.pointSize, scales: scales))
                report = SpecReport(faces: faces, errors: errors, spec: spec, kern: kern, scales: scales)
                for error in report.errors { log.error(error.description) }
                let canvas = try SpecSheet.render(report, words: { LegendFont.rasterize($0, pixelsPerEm: $1) })
                return (try PNGImage(canvas).encoded(), ExitStatus.forReadErrors(report.errors))
            } catch let error as RenderError {
                log.error(error.description)
                throw .usage
            } catch {
                log.error("cannot encode the picture: \(error)")
                throw .cannotWrite
            }
        }
    }
}
