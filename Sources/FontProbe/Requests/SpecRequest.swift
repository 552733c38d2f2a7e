import FontProbeModel
import FontProbeOutput

/// What `spec` was asked, as given (docs/commands/spec.md), and the checks across its options:
/// which go together, which a platform or a tool has no recipe for. ``input()`` is the run's
/// input once every check has passed.
package struct SpecRequest: Sendable {
    /// A font file; or ``configuration``.
    package var font: String?
    /// A fontprobe.yml whose `styles:` to set, each in its own face.
    package var configuration: String?
    /// With a configuration, only these styles.
    package var styles: [String] = []
    package var face: NumberArgument<Int>?
    package var instances: InstanceSelection = .defaultInstance
    /// Whether `--instance` or `--variation` was given.
    package var instanceGiven = false
    package var format: SpecFormat = .text
    package var size: NumberArgument<Double>?
    /// `38`, `150%`, `1.5x` or `auto` (the tool's own).
    package var lineHeight = "auto"
    package var letterSpacing: String?
    /// `--lines`, once for each paragraph (one line when none is given).
    package var lines: [NumberArgument<Int>] = []
    /// `--paragraph-spacing`: Figma's points between the paragraphs of ``lines``.
    package var paragraphSpacing: NumberArgument<Double>?
    package var trimCap = false
    package var tool = DesignTool.figma
    /// `--platform` as given: comma-separated lists of platforms (iOS when there are none).
    package var platformLists: [String] = []
    package var boxHeight: NumberArgument<Double>?
    package var align: FigmaTextBox.Alignment?
    /// `--os` as given: whose font stack reads the metrics on Flutter, `android` or `ios`
    /// (``FlutterPlatform/MetricSource``); `nil`: Android's.
    package var os: String?

    package init() {}

    /// The run: ``input()`` on each platform of ``platforms()``, at `scales`, or at each
    /// platform's own when none were given (`nil`, ``SpecRun/scales(for:)``).
    /// - Throws: ``UsageError`` as ``input()`` does.
    package func run(scales: [Double]?) throws(UsageError) -> SpecRun {
        SpecRun(try input(), platforms: try platforms(), scales: scales, format: format)
    }

    /// The platforms asked for, in the registry's order: iOS, Android, the web, Flutter.
    package func platforms() throws(UsageError) -> [Platform] {
        try Platform.listed(in: platformLists).sorted()
    }

    /// The run's input.
    /// - Throws: ``UsageError`` naming the first option that cannot be used as given.
    package func input() throws(UsageError) -> SpecRun.Input {
        if let face { try Limits.wholeNumber(face, option: "--face", in: Limits.sixteenBit) }
        try checkPlatform()
        if let configuration {
            // Each style gives its own font, size, line height and letter spacing.
            let given = [
                (font != nil, "a font"), (size != nil, "--size"), (lineHeight != "auto", "--line-height"),
                (letterSpacing != nil, "--letter-spacing"), (face != nil, "--face"),
                (instanceGiven, "--instance or --variation"), (boxHeight != nil || align != nil, "--box-height or --align"),
                (paragraphSpacing != nil, "--paragraph-spacing"),
            ].filter(\.0).map(\.1)
            if let first = given.first {
                throw UsageError("--config sets each style in its own face and size; leave out \(first).")
            }
            return .configuration(configuration, styles: styles, design: try spec())
        }
        guard let font else { throw UsageError("Give a font file and --size, or --config.") }
        guard size != nil else { throw UsageError("Missing expected argument '--size <pt>'") }
        if !styles.isEmpty { throw UsageError("--style picks styles of --config; give --config too.") }
        let spec = try spec()
        let kern = try kern()
        try checkTool()
        return .font(font, faceIndex: face?.number, instances: instances, spec: spec, kern: kern)
    }

    /// What a platform has no recipe for yet, and several platforms in a report that has room
    /// for one.
    private func checkPlatform() throws(UsageError) {
        let platforms = try platforms()
        if platforms.count > 1 && format != .png {
            throw UsageError(
                "--platform \(platforms.map(\.rawValue).joined(separator: ",")): several platforms draw only as png, "
                    + "side by side; give --format png, or one platform for text or json.")
        }
        for platform in platforms {
            switch platform {
            case .ios, .web: continue
            case .android, .flutter:
                let name = platform.name
                if trimCap { throw UsageError("--trim cap: fontprobe has no \(name) recipe for a cap trim yet.") }
                if boxHeight != nil || align != nil {
                    throw UsageError("--box-height and --align: fontprobe has no \(name) recipe for a fixed box yet.")
                }
            }
        }
        if os != nil && !platforms.contains(.flutter) {
            throw UsageError(
                "--os picks the font stack Flutter reads the font's metrics through; use it with --platform flutter.")
        }
    }

    /// `--os` as the operating system whose font stack reads the metrics; `nil` without it.
    private func metricSource() throws(UsageError) -> Platform? {
        guard let os else { return nil }
        guard let source = FlutterPlatform.MetricSource(rawValue: os.lowercased()) else {
            throw UsageError(
                "--os cannot use \(Limits.shown(os)): write android (FreeType: Android, Linux, the web) "
                    + "or ios (CoreText: iOS, macOS).")
        }
        return source == .ios ? .ios : .android
    }

    /// What the design tool has no box for.
    private func checkTool() throws(UsageError) {
        if trimCap && tool == .sketch {
            throw UsageError("--trim cap: Sketch has no vertical trim; use --tool figma or css.")
        }
        guard boxHeight != nil || align != nil else { return }
        guard tool == .figma else {
            throw UsageError("--box-height and --align describe a Figma text box; use them with --tool figma.")
        }
        guard boxHeight != nil else {
            throw UsageError("--align places the text in a fixed-size box: give its height with --box-height.")
        }
        guard !trimCap else {
            throw UsageError("--box-height: a trimmed box hugs its text; leave out --trim cap or --box-height.")
        }
    }

    /// The size in points: `--size`, or 17 with a configuration (whose styles give their own).
    private func pointSize() throws(UsageError) -> Double {
        guard let size else { return 17 }
        return try Limits.points(size, option: "--size")
    }

    private func spec() throws(UsageError) -> DesignSpec {
        let size = try pointSize()
        let lineHeight =
            self.lineHeight.lowercased() == "auto"
            ? nil : try Limits.lineHeight(self.lineHeight, option: "--line-height", pointSize: size)
        var fixedBox: DesignSpec.FixedBox?
        if let boxHeight {
            fixedBox = DesignSpec.FixedBox(height: try Limits.points(boxHeight, option: "--box-height"), alignment: align ?? .top)
        }
        let paragraphs = try self.paragraphs()
        var spec = DesignSpec(
            tool: tool, pointSize: size, lineHeight: lineHeight, lines: paragraphs.reduce(0, +), trimCap: trimCap,
            fixedBox: fixedBox)
        if paragraphs.count > 1 { spec.paragraphs = paragraphs }
        if let paragraphSpacing {
            spec.paragraphSpacing = try Limits.number(
                paragraphSpacing, option: "--paragraph-spacing", in: 0...PointMetrics.sizeRange.upperBound, unit: .points)
        }
        spec.platform = try platforms().first ?? .ios
        spec.os = try metricSource()
        return spec
    }

    /// The lines of each paragraph, `--lines` once for each (docs/commands/spec.md#paragraphs): every
    /// count and their sum within ``Limits/lines``. Paragraphs are set apart in Figma's box only.
    private func paragraphs() throws(UsageError) -> [Int] {
        var counts: [Int] = []
        for count in lines { counts.append(try Limits.wholeNumber(count, option: "--lines", in: Limits.lines)) }
        let total = counts.reduce(0, +)
        guard total <= Limits.lines.upperBound else {
            throw UsageError("--lines must add up to at most \(Limits.lines.upperBound) lines, not \(total).")
        }
        guard counts.count <= 1 || tool == .figma else {
            throw UsageError("--lines once for each paragraph sets paragraphs apart in Figma's box; use --tool figma.")
        }
        if paragraphSpacing != nil && tool != .figma {
            throw UsageError("--paragraph-spacing is Figma's; use it with --tool figma.")
        }
        return counts.isEmpty ? [1] : counts
    }

    /// `--letter-spacing` as a kern in points.
    private func kern() throws(UsageError) -> Double? {
        guard let letterSpacing else { return nil }
        guard let value = LetterSpacing(parsing: letterSpacing) else {
            throw UsageError(
                "--letter-spacing cannot use \(Limits.shown(letterSpacing)): write 2% or 0.02em (of the font size), or 0.5 (points)."
            )
        }
        let points = value.points(size: try pointSize())
        guard abs(points) <= PointMetrics.sizeRange.upperBound else {
            throw UsageError("--letter-spacing must come to at most 10000 points either way, not \(points).")
        }
        return points
    }
}
