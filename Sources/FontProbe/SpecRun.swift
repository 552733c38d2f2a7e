import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe spec`: a design tool's text style against a platform's recipes for each face, as
/// text, JSON or a picture (docs/commands/spec.md); with a configuration, for each of its styles;
/// as a picture, on several platforms side by side.
package struct SpecRun: Sendable {
    /// What is set: one font in one design, or the styles of a configuration.
    package enum Input: Sendable {
        /// A font file (only the face given of a collection, when given) in `spec`.
        case font(String, faceIndex: Int?, instances: InstanceSelection, spec: DesignSpec, kern: Double?)
        /// The `styles:` of the fontprobe.yml at the path (only those named, when any are), each in
        /// its own font, size, line height and letter spacing, with the tool, lines and trim of
        /// `design` (docs/commands/spec.md#every-style-in-one-run).
        case configuration(String, styles: [String], design: DesignSpec)

        /// The design: the font's, or what every style shares.
        var design: DesignSpec {
            switch self {
            case .font(_, _, _, let spec, _): spec
            case .configuration(_, _, let design): design
            }
        }
    }

    package var input: Input
    /// The platforms the design is set on, a report each: one, or several side by side in a
    /// picture (docs/commands/spec.md#picture).
    package var platforms: [Platform]
    /// The scales asked for, or `nil` for each platform's own (``scales(for:)``).
    package var scales: [Double]?
    package var format: SpecFormat

    /// A run on `platforms`, or on the platform of the input's design when they are not given.
    package init(_ input: Input, platforms: [Platform]? = nil, scales: [Double]?, format: SpecFormat) {
        self.input = input
        self.platforms = platforms.flatMap { $0.isEmpty ? nil : $0 } ?? [input.design.platform]
        self.scales = scales
        self.format = format
    }

    /// The scales `platform` is set at: those asked for; else 2 and 3 alone
    /// (`LabelMetrics.defaultScales`), and its ``PlatformModel/usualScale`` beside other platforms.
    package func scales(for platform: Platform) -> [Double] {
        if let scales { return scales }
        return platforms.count > 1 ? [platform.model.usualScale] : LabelMetrics.defaultScales
    }

    /// Every platform's scales, each once, in order: the sizes the picture's text is drawn at.
    private var allScales: [Double] {
        var seen: Set<Double> = []
        return platforms.flatMap(scales(for:)).filter { seen.insert($0).inserted }
    }

    package func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in
            switch input {
            case .font(let font, let faceIndex, let instances, let spec, let kern):
                return try fontReport(font, faceIndex: faceIndex, instances: instances, spec: spec, kern: kern, log)
            case .configuration(let path, let names, let design):
                let (styled, errors) = try styledFaces(path, names: names, design: design, log)
                return try rendered(reports(styled, errors: errors), log)
            }
        }
    }

    private func fontReport(
        _ font: String, faceIndex: Int?, instances: InstanceSelection, spec: DesignSpec, kern: Double?, _ log: RunLog
    ) throws(ExitStatus) -> (report: Data?, status: ExitStatus) {
        let reader = FontReader()
        let (faces, errors) = reader.read([font], faceIndex: faceIndex, instances: instances)
        try checkLineBudget(sets: faces.count, what: "faces", lines: spec.lines, log)
        func reports(_ faces: [FontFace], _ errors: [FontReadError]) -> [SpecReport] {
            platforms.enumerated().map { index, platform in
                SpecReport(
                    faces: faces, errors: index == 0 ? errors : [], spec: spec.on(platform), kern: kern,
                    scales: scales(for: platform))
            }
        }
        return try rendered(reports(faces, errors), log) {
            let (faces, errors) = reader.read(
                [font], faceIndex: faceIndex, instances: instances,
                raster: SpecSheet.rasterRequest(pointSize: spec.pointSize, scales: allScales))
            return reports(faces, errors)
        }
    }

    /// The styles on each platform, at its scales; the read errors with the first platform's.
    private func reports(_ styled: [SpecReport.StyledFace], errors: [FontReadError]) -> [SpecReport] {
        platforms.enumerated().map { index, platform in
            SpecReport(
                styles: styled.map { $0.on(platform) }, errors: index == 0 ? errors : [], scales: scales(for: platform))
        }
    }

    /// Each configured style set in the face it names, and the errors of reading the faces.
    private func styledFaces(_ path: String, names: [String], design: DesignSpec, _ log: RunLog) throws(ExitStatus)
        -> (styles: [SpecReport.StyledFace], errors: [FontReadError])
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
        return (styled, errors)
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
            spec.paragraphSpacing = style.token?.paragraphSpacing ?? 0
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

    /// Refuses (64) a spec of `sets` faces or styles over ``maximumLines``, in one line; the scales
    /// are every platform's.
    private func checkLineBudget(sets: Int, what: String, lines: Int, _ log: RunLog) throws(ExitStatus) {
        let scaleCount = platforms.map { scales(for: $0).count }.reduce(0, +)
        let total = sets.multipliedReportingOverflow(by: max(scaleCount, 1))
        let all = total.partialValue.multipliedReportingOverflow(by: lines)
        guard total.overflow || all.overflow || all.partialValue > Self.maximumLines else { return }
        log.error(
            "spec would lay out \(sets) \(what) × \(scaleCount) scale\(scaleCount == 1 ? "" : "s") × \(lines) "
                + "line\(lines == 1 ? "" : "s"), more than the \(Self.maximumLines) lines it lays out at most; "
                + "give --face, --style, fewer --scale values or fewer --lines")
        throw .usage
    }

    /// The report of the first platform as text or JSON (several are refused before), or every
    /// platform's as a picture, for which `raster` reads the faces again with their glyphs drawn;
    /// with no `raster`, each face is read again as its style names it.
    private func rendered(_ reports: [SpecReport], _ log: RunLog, raster: (() -> [SpecReport])? = nil)
        throws(ExitStatus) -> (report: Data?, status: ExitStatus)
    {
        let report = reports[0]
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
            try SpecSheet.checkMinimumSize(of: reports)
            let drawn = raster?() ?? withRasters(report)
            let errors = drawn.first?.errors ?? []
            for error in errors { log.error(error.description) }
            let canvas = try SpecSheet.render(drawn, words: { LegendFont.rasterize($0, pixelsPerEm: $1) })
            return (Data(try PNGImage(canvas).encoded()), ExitStatus.forReadErrors(errors))
        } catch let error as RenderError {
            // spec has no --zoom: what it can draw less of.
            log.error(error.description(advice: "ask for fewer faces, styles, platforms, scales or lines, or a smaller size"))
            throw .usage
        } catch {
            log.error("cannot encode the picture: \(error)")
            throw .cannotWrite
        }
    }

    /// The styles of `report` on every platform, each face read again with its glyphs drawn at
    /// every platform's scales.
    private func withRasters(_ report: SpecReport) -> [SpecReport] {
        var errors: [FontReadError] = []
        let styled = report.faces.compactMap { face -> SpecReport.StyledFace? in
            let read = FontReader().read(
                [face.face.path], faceIndex: face.face.faceIndex, instances: .defaultAndNamed,
                raster: SpecSheet.rasterRequest(pointSize: face.spec.pointSize, scales: allScales))
            errors += read.errors
            guard let style = face.style,
                let drawn = read.faces.first(where: { $0.metrics.postScriptName == face.face.metrics.postScriptName })
            else { return nil }
            return SpecReport.StyledFace(style: style, face: drawn, spec: face.spec, kern: face.kern)
        }
        return reports(styled, errors: errors)
    }
}

extension DesignSpec {
    /// The same design set on `platform`.
    fileprivate func on(_ platform: Platform) -> DesignSpec {
        var spec = self
        spec.platform = platform
        return spec
    }
}

extension SpecReport.StyledFace {
    /// The same style set on `platform`.
    fileprivate func on(_ platform: Platform) -> Self {
        var styled = self
        styled.spec = spec.on(platform)
        return styled
    }
}
