import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe spec`: a design tool's text style against UIKit's recipes for each face, as text,
/// JSON or a picture (docs/commands/spec.md); with a configuration, for each of its styles.
package struct SpecRun: Sendable {
    /// What is set: one font in one design, or the styles of a configuration.
    package enum Input: Sendable {
        /// A font file (only the face given of a collection, when given) in `spec`.
        case font(String, faceIndex: Int?, instances: InstanceSelection, spec: DesignSpec, kern: Double?)
        /// The `styles:` of the fontprobe.yml at the path (only those named, when any are), each in
        /// its own font, size, line height and letter spacing, with the tool, lines and trim of
        /// `design` (docs/commands/spec.md#every-style-in-one-run).
        case configuration(String, styles: [String], design: DesignSpec)
    }

    package var input: Input
    package var scales: [Double]
    package var format: SpecFormat

    package init(_ input: Input, scales: [Double], format: SpecFormat) {
        self.input = input
        self.scales = scales
        self.format = format
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            switch input {
            case .font(let font, let faceIndex, let instances, let spec, let kern):
                return try fontReport(font, faceIndex: faceIndex, instances: instances, spec: spec, kern: kern, log)
            case .configuration(let path, let names, let design):
                let report = try styleReport(path, names: names, design: design, log)
                guard format != .png || report.faces.count <= 1 else {
                    log.error(
                        "--format png draws one style; name it with --style (the configuration has \(report.faces.count))")
                    throw .usage
                }
                return try rendered(report, log)
            }
        }
    }

    private func fontReport(
        _ font: String, faceIndex: Int?, instances: InstanceSelection, spec: DesignSpec, kern: Double?, _ log: RunLog
    ) throws(ExitStatus) -> (report: Data?, status: ExitStatus) {
        let reader = FontReader()
        let (faces, errors) = reader.read([font], faceIndex: faceIndex, instances: instances)
        try checkLineBudget(sets: faces.count, what: "faces", lines: spec.lines, log)
        let report = SpecReport(faces: faces, errors: errors, spec: spec, kern: kern, scales: scales)
        return try rendered(report, log) {
            let (faces, errors) = reader.read(
                [font], faceIndex: faceIndex, instances: instances,
                raster: SpecSheet.rasterRequest(pointSize: spec.pointSize, scales: scales))
            return SpecReport(faces: faces, errors: errors, spec: spec, kern: kern, scales: scales)
        }
    }

    /// Each configured style set in the face it names.
    private func styleReport(_ path: String, names: [String], design: DesignSpec, _ log: RunLog) throws(ExitStatus)
        -> SpecReport
    {
        let configuration = try CheckRun.load(path, log)
        guard !configuration.styles.isEmpty else {
            log.error(
                "\(path): no styles: to set; add text styles (docs/commands/check.md#text-styles), or give a font and --size")
            throw .usage
        }
        var styles = configuration.styles
        if !names.isEmpty {
            // Each by its name or a unique suffix of its path (docs/commands/spec.md#every-style-in-one-run).
            switch StyleSelection.pick(names, among: configuration.styles.map(\.name), file: path) {
            case .success(let picked):
                styles = styles.filter { picked.contains($0.name) }
            case .failure(let problems):
                problems.lines.forEach { log.error($0) }
                throw .usage
            }
        }
        let files = try SwiftRun.configuredFonts(path, configuration, log)
        // Every named instance too: a style may name one by its PostScript name.
        let (faces, errors) = FontReader().read(files.map(\.path), instances: .defaultAndNamed)
        for error in errors { log.error(error.description) }
        let file = configuration.tokensPath(configurationPath: path) ?? path
        let styled = Self.styled(
            try CheckRun.styleFaces(styles, faces: faces, file: file, log), among: configuration.styles, design: design)
        try checkLineBudget(sets: styled.count, what: "styles", lines: design.lines, log)
        return SpecReport(styles: styled, errors: errors, scales: scales)
    }

    /// Each configured style in the face it names, in `design` at the style's size, line height and
    /// letter spacing, named as `fontprobe code` names it from `all` the configuration's styles.
    static func styled(
        _ styles: [(CheckConfiguration.Style, FontFace)], among all: [CheckConfiguration.Style], design: DesignSpec
    ) -> [SpecReport.StyledFace] {
        // The names `fontprobe code` gives the styles, from the whole list as it does.
        let swiftNames = Dictionary(
            zip(all.map(\.name), SwiftIdentifier.styleNames(all.map(\.name))), uniquingKeysWith: { first, _ in first })
        return styles.map { style, face in
            var spec = design
            spec.pointSize = style.size
            spec.lineHeight = style.token?.lineHeight ?? style.lineHeight.map(LineHeightValue.points)
            return SpecReport.StyledFace(
                style: SpecReport.Style(
                    name: style.name, swiftName: swiftNames[style.name] ?? nil, textStyle: style.textStyle,
                    maximumSize: style.maximumSize),
                face: face, spec: spec, kern: style.kern)
        }
    }

    /// The most lines a spec lays out in all: faces (or styles) × scales × `--lines`. Each line is
    /// a baseline of every recipe, some 175 bytes of JSON: a 1,024-face collection with
    /// `--lines 10000` at two scales reached 4.6 GB before (docs/security.md#report-size).
    static let maximumLines = 100_000

    /// Refuses (64) a spec of `sets` faces or styles over ``maximumLines``, in one line.
    private func checkLineBudget(sets: Int, what: String, lines: Int, _ log: RunLog) throws(ExitStatus) {
        let total = sets.multipliedReportingOverflow(by: max(scales.count, 1))
        let all = total.partialValue.multipliedReportingOverflow(by: lines)
        guard total.overflow || all.overflow || all.partialValue > Self.maximumLines else { return }
        log.error(
            "spec would lay out \(sets) \(what) × \(scales.count) scale\(scales.count == 1 ? "" : "s") × \(lines) "
                + "line\(lines == 1 ? "" : "s"), more than the \(Self.maximumLines) lines it lays out at most; "
                + "give --face, --style, fewer --scale values or fewer --lines")
        throw .usage
    }

    /// The report as text or JSON, or as a picture, for which `raster` reads the faces again with
    /// their glyphs drawn; with no `raster`, each face is read again as its style names it.
    private func rendered(_ report: SpecReport, _ log: RunLog, raster: (() -> SpecReport)? = nil) throws(ExitStatus)
        -> (report: Data?, status: ExitStatus)
    {
        // Nothing read: no file for `-o` (no empty report, no picture of a legend alone).
        log.nothingRead = report.faces.isEmpty && !report.errors.isEmpty
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
            let drawn = raster?() ?? report.withRasters(scales: scales)
            for error in drawn.errors { log.error(error.description) }
            let canvas = try SpecSheet.render(drawn, words: { LegendFont.rasterize($0, pixelsPerEm: $1) })
            return (Data(try PNGImage(canvas).encoded()), ExitStatus.forReadErrors(drawn.errors))
        } catch let error as RenderError {
            log.error(error.description)
            throw .usage
        } catch {
            log.error("cannot encode the picture: \(error)")
            throw .cannotWrite
        }
    }
}

extension SpecReport {
    /// The same styles, each face read again with its glyphs drawn for the picture.
    fileprivate func withRasters(scales: [Double]) -> SpecReport {
        var errors: [FontReadError] = []
        let styled = faces.compactMap { face -> StyledFace? in
            let read = FontReader().read(
                [face.face.path], faceIndex: face.face.faceIndex, instances: .defaultAndNamed,
                raster: SpecSheet.rasterRequest(pointSize: face.spec.pointSize, scales: scales))
            errors += read.errors
            guard let style = face.style,
                let drawn = read.faces.first(where: { $0.metrics.postScriptName == face.face.metrics.postScriptName })
            else { return nil }
            return StyledFace(style: style, face: drawn, spec: face.spec, kern: face.kern)
        }
        return SpecReport(styles: styled, errors: errors, scales: scales)
    }
}
