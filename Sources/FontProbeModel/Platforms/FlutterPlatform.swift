/// Flutter (docs/model.md#flutter): a `Text` laid out by Skia's SkParagraph (``FlutterLineBox``)
/// in logical px, on a screen of `dpr` device pixels per logical px; the font's metrics read as the
/// operating system's font stack reads them (``MetricSource``), Android's FreeType unless asked.
package enum FlutterPlatform: PlatformModel {
    package static let words = PlatformWords(
        name: "Flutter", toolkit: "Flutter", sizeUnit: "logical px", lengthUnit: "logical px",
        scaleName: "device pixel ratio", textScaling: "text scaler", lineNames: ["text": "Flutter Text"])

    /// 3: the device pixel ratio of most iPhones since the iPhone X and of xxhdpi Android phones
    /// (Flutter's `devicePixelRatio` is iOS's scale and Android's density).
    package static let usualScale = 3.0

    /// Whose font stack reads the face's vertical metrics for SkParagraph [P: Skia's FreeType and
    /// CoreText scaler contexts; docs/model.md#flutter].
    package enum MetricSource: String, Sendable, Hashable, CaseIterable {
        /// Android, Linux and the web: FreeType as Skia reads it (``AndroidMetrics``): OS/2 typo when
        /// USE_TYPO_METRICS is set, whatever STAT says.
        case android
        /// iOS and macOS: CoreText (``ResolvedMetrics``): hhea unless USE_TYPO_METRICS and STAT.
        case ios

        /// As a report names it: "Android", "iOS".
        package var name: String { self == .android ? "Android" : "iOS" }

        /// The source of the operating system `os` asks for: iOS's CoreText for iOS, else Android's
        /// FreeType (also Linux and the web).
        package init(os: Platform?) { self = os == .ios ? .ios : .android }
    }

    /// Skia's metrics of `metrics` at `fontSize` logical px as `source` reads them; `nil` where it
    /// reads none: FreeType without vertical metrics or for a font of bitmap glyphs only (laid out on
    /// a strike, not modelled), CoreText without usable vertical metrics.
    package static func fontMetrics(_ metrics: FontMetrics, fontSize: Double, source: MetricSource) -> FlutterFontMetrics? {
        switch source {
        case .android: AndroidMetrics(metrics).map { FlutterFontMetrics($0, fontSize: fontSize) }
        case .ios:
            metrics.glyphFormat == .bitmap ? nil : metrics.resolved.map { FlutterFontMetrics($0, fontSize: fontSize) }
        }
    }

    /// The plain `Text`, `height: null`, on Android's metrics: the lines of the protocol, which the
    /// lockfile records.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int) -> PlatformLines? {
        lines(metrics, size: size, scale: scale, count: count, style: PlatformTextStyle())
    }

    /// A `Text` of `count` lines at `size` logical px in `style` (its `height`, leading distribution
    /// and metric source), at a device pixel ratio of `scale`: one line, `text`, in device pixels
    /// with its logical values beside them (``LinePixels/logical``). Where the other operating
    /// system reads other metrics, the note says so.
    package static func lines(
        _ metrics: FontMetrics, size: Double, scale dpr: Double, count: Int, style: PlatformTextStyle
    ) -> PlatformLines? {
        let source = style.flutterSource
        let text = FlutterTextStyle(height: style.height, leadingDistribution: style.leadingDistribution)
        let font = fontMetrics(metrics, fontSize: size, source: source)
        return lines(
            font, size: size, dpr: dpr, count: count, style: text, source: source,
            note: note(metrics, source: source, read: font != nil))
    }

    /// The plain `Text` on Android's metrics as a lockfile records them (``reading(_:)``), one line
    /// at `size` logical px and a device pixel ratio of `scale`: the lines the lockfile records, laid
    /// out again by the current model from the recorded reading alone.
    package static func lines(_ android: AndroidMetrics?, size: Double, scale dpr: Double) -> PlatformLines {
        lines(
            android.map { FlutterFontMetrics($0, fontSize: size) }, size: size, dpr: dpr, count: 1, style: FlutterTextStyle(),
            source: .android, note: nil)
    }

    /// The lines of `font` (`nil` where the source reads no metrics) in `style`.
    private static func lines(
        _ font: FlutterFontMetrics?, size: Double, dpr: Double, count: Int, style: FlutterTextStyle, source: MetricSource,
        note: String?
    ) -> PlatformLines {
        let pixels = font.map { font in
            LinePixels(FlutterLineBox(font, fontSize: size, style: style, count: count), capHeight: font.capHeight, dpr: dpr)
        }
        return PlatformLines(
            platform: .flutter, size: size, sizeKey: "fontSize",
            lines: [.init(key: "text", name: name(style, source: source), pixels: pixels)], fontMetricsInt: nil,
            note: note, metricSource: source.rawValue)
    }

    /// The row's name: "Flutter Text (Android)", "Flutter Text, height 1.2 even (iOS)".
    static func name(_ style: FlutterTextStyle, source: MetricSource) -> String {
        let height = style.height.map {
            ", height \(NumberFormatting.trimmed($0, decimals: 4))"
                + (style.leadingDistribution == .even ? " even" : "")
        }
        return "Flutter Text\(height ?? "") (\(source.name))"
    }

    /// Why the face has no line, or that the other operating system reads other metrics (Lato:
    /// USE_TYPO_METRICS without STAT; a positive descender, which CoreText reads as below the
    /// baseline and FreeType as above); `nil` where there is nothing to say.
    static func note(_ metrics: FontMetrics, source: MetricSource, read: Bool) -> String? {
        guard read else {
            return metrics.glyphFormat == .bitmap
                ? "Flutter: a font of bitmap glyphs only is laid out on a bitmap strike, which fontprobe does not model."
                : "Flutter: \(source.name)'s font stack reads no vertical metrics from this face."
        }
        let other: MetricSource = source == .android ? .ios : .android
        guard let mine = reading(metrics, source: source), let theirs = reading(metrics, source: other), mine != theirs
        else { return nil }
        func units(_ r: PlatformReading) -> String {
            "\(r.source ?? "—") \(r.values.map { $0.units.map(String.init) ?? "—" }.joined(separator: "/"))"
        }
        return "Flutter: \(other.name) reads other vertical metrics from this face (\(units(theirs)), where "
            + "\(source.name) reads \(units(mine))), so its lines differ: --os \(other.rawValue) lays them out "
            + "(docs/model.md#flutter)."
    }

    /// What `source` reads for SkParagraph: the table, its ascender, descender and line gap, and the
    /// cap height, in font units; `nil` where it reads none.
    package static func reading(_ metrics: FontMetrics, source: MetricSource) -> PlatformReading? {
        switch source {
        case .android:
            guard let android = AndroidMetrics(metrics) else { return nil }
            return PlatformReading(
                source: android.source.rawValue,
                values: [
                    .init("ascender", android.ascender), .init("descender", android.descender),
                    .init("lineGap", android.lineGap), .init("capHeight", android.capHeight),
                ])
        case .ios:
            guard metrics.glyphFormat != .bitmap, let resolved = metrics.resolved else { return nil }
            return PlatformReading(
                source: resolved.source.rawValue,
                values: [
                    .init("ascender", resolved.ascender), .init("descender", resolved.descender),
                    .init("lineGap", resolved.lineGap), .init("capHeight", resolved.capHeight.units),
                ])
        }
    }

    /// FreeType's reading (Android's metric source, ``reading(_:source:)``), which the lockfile
    /// records; no source and no values for a face it reads no metrics from. CoreText's is every
    /// lockfile face's own.
    package static func reading(_ metrics: FontMetrics) -> PlatformReading? {
        reading(metrics, source: .android) ?? PlatformReading(source: nil, values: [])
    }
}

extension PlatformTextStyle {
    /// Flutter's metric source: Android's unless `os` is iOS.
    var flutterSource: FlutterPlatform.MetricSource { .init(os: os) }
}

extension LinePixels {
    /// A Flutter paragraph at `dpr`: its height `height × dpr` (a whole number of logical px, so
    /// fractional device px at a fractional dpr), its painted baselines as Skia places the glyph
    /// origin, `floor(y × dpr + 0.5)`, and the cap height's top `capHeight × dpr` above the first
    /// (unrounded); its logical values beside them.
    init(_ paragraph: FlutterLineBox, capHeight: Double?, dpr: Double) {
        let baselines = paragraph.deviceBaselines(dpr: dpr)
        self.init(
            height: paragraph.height * dpr, baselines: baselines,
            capTop: capHeight.map { (baselines.first ?? 0) - $0 * dpr })
        let painted = paragraph.lines.map(\.paintedBaseline)
        logical = LogicalLine(
            height: paragraph.height, baselines: painted, alphabeticBaseline: paragraph.alphabeticBaseline,
            capTop: capHeight.map { (painted.first ?? 0) - $0 })
    }
}
