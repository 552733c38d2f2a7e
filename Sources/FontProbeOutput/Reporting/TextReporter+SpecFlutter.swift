import FontProbeModel
import FontProbeRules

// `spec`'s report on Flutter: the header's facts of what its font stack reads, and what the rows
// rest on (docs/commands/spec.md#flutter).
extension TextReporter {
    /// The header's facts for Flutter: on Android's metrics (FreeType through Skia) Android's,
    /// on iOS's (CoreText) the face's own, which are CoreText's.
    static func flutterFacts(_ face: some ResolvedFace, source: FlutterPlatform.MetricSource)
        -> [(label: String, value: String)]
    {
        source == .android ? androidFacts(face) : face.facts
    }

    /// What the Flutter rows rest on (docs/model.md#flutter), which font stack read the metrics,
    /// and what a Flutter app does to them.
    static func flutterNotes(_ spec: DesignSpec, _ face: SpecReport.Face) -> [String] {
        let words = spec.platform.words
        let source = spec.flutterSource
        var notes = [
            "off: Flutter minus \(spec.tool.name), in \(words.lengthUnit) and in device pixels at the \(words.scaleName); "
                + "+ is lower (baseline) or taller (box). Baselines are \(words.lengthUnit) below the box's top, where the "
                + "glyphs are painted; the design's px are \(words.lengthUnit), at a \(words.textScaling) of 1.",
            spec.tool.evidence,
            "Flutter: SkParagraph's line box (A, D, G the font's ascent, descent and line gap at the size): a line of "
                + "round(A + D + G) without a height and round(L) with height L / S, half away from zero; its baseline "
                + "A + G/2, (A + G/2) / (A + D + G) × L proportional (the default) or (L + A - D) / 2 even; "
                + "TextHeightBehavior gives the first line the font's own ascent and the last its own descent; a forced "
                + "StrutStyle sets every line to the strut's, which with proportional leading and a line gap is shorter "
                + "than L; glyphs painted at the line's top + floor(baseline + 0.5), on the device at floor(y × dpr + 0.5) "
                + "[P: Skia skparagraph; S: skia-python's SkParagraph; M: public goldens at dpr 1, 2 and 3].",
            metricSourceNote(face.face.metrics, source: source),
            "A Text takes what its style leaves out from the DefaultTextStyle around it: a Material 3 theme's has a "
                + "height and even leading, so the code sets both wherever the recipe has a height. The "
                + "\(words.textScaling) multiplies fontSize, and with it height × fontSize and a strut's size.",
        ]
        if let rounding = FlutterSpecCode(face)?.rounding {
            let lines = Double(spec.lines)
            notes.append(
                "rounding: Flutter lays each line out in whole logical px, L = \(rounding.text), so "
                    + "\(spec.lines) line\(spec.lines == 1 ? "" : "s") take \(NumberFormatting.points(lines * rounding.laid)) "
                    + "logical px where the design's take \(NumberFormatting.points(lines * rounding.given)).")
        }
        return notes
    }

    /// Which font stack read the metrics, and what the other reads where it differs.
    private static func metricSourceNote(_ metrics: FontMetrics, source: FlutterPlatform.MetricSource) -> String {
        let other: FlutterPlatform.MetricSource = source == .android ? .ios : .android
        let stacks: [FlutterPlatform.MetricSource: String] = [
            .android: "Android's (FreeType through Skia, as on Android, Linux and the web)",
            .ios: "iOS's (CoreText, as on iOS and macOS)",
        ]
        let read = "metrics: \(stacks[source]!)"
        guard let mine = FlutterPlatform.reading(metrics, source: source),
            let theirs = FlutterPlatform.reading(metrics, source: other), mine != theirs
        else {
            return "\(read); \(other.name) reads the same from this face (--os \(other.rawValue))."
        }
        func units(_ reading: PlatformReading) -> String {
            "\(reading.source ?? "—") " + reading.values.prefix(3).map { $0.units.map(String.init) ?? "—" }.joined(separator: "/")
        }
        return "\(read), \(units(mine)); \(other.name) reads \(units(theirs)) from this face, so its lines differ: "
            + "--os \(other.rawValue) sets the design on them (docs/model.md#flutter)."
    }
}
