import FontProbeModel
import FontProbeRules

/// A platform's lines in a `sizes[]` entry (docs/json-schema.md#platforms): `android`, `flutter`,
/// `ios`, `web`.
extension MetricsJSON {
    /// `sizes[].android`, `sizes[].ios`, `sizes[].web`: a platform's lines (``PlatformLines``): the
    /// size it lays out at under its key (`textSizePx`, `pointSize`, `fontSizePx`), each line under
    /// its key (`null` where the platform cannot lay the face out), Android's
    /// `Paint.getFontMetricsInt` and Flutter's `metricSource`.
    struct Lines: Encodable, Sendable {
        var lines: PlatformLines
        /// Whether each line lists every baseline, `baselinesPx` (`metrics --lines`).
        var listsBaselines = false

        /// A member's value.
        enum Value {
            case number(Double)
            case line(Line?)
            case fontMetricsInt(FontMetricsInt?)
            case text(String)
        }

        /// The members, in key order: the one list both writers write.
        var members: [(key: String, value: Value)] {
            var members: [(key: String, value: Value)] = [(lines.sizeKey, .number(lines.size))]
            members += lines.lines.map { ($0.key, .line($0.pixels.map { Line($0, listsBaselines: listsBaselines) })) }
            if case .some(let metrics) = lines.fontMetricsInt {
                members.append(("fontMetricsInt", .fontMetricsInt(metrics.map(FontMetricsInt.init))))
            }
            if let source = lines.metricSource { members.append(("metricSource", .text(source))) }
            return members.sorted { $0.key < $1.key }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members {
                switch value {
                case .number(let number): try container.encode(number, forKey: Key(key))
                case .line(let line): try container.encode(line, forKey: Key(key))
                case .fontMetricsInt(let metrics): try container.encode(metrics, forKey: Key(key))
                case .text(let text): try container.encode(text, forKey: Key(key))
                }
            }
        }

        /// The object, written straight into the output.
        func write(into output: JSONOutput, depth: Int) {
            var object = JSONObjectWriter(into: output, depth: depth)
            for (key, value) in members {
                object.member(Key(key)) { output, depth in
                    switch value {
                    case .number(let number): output.append(number: number)
                    case .line(let line?): line.write(into: output, depth: depth)
                    case .fontMetricsInt(let metrics?): metrics.write(into: output, depth: depth)
                    case .text(let text): output.append(quoted: text)
                    case .line(nil), .fontMetricsInt(nil): output.append("null")
                    }
                }
            }
            object.end()
        }
    }

    /// A key the model spells: a platform's, or one of its lines'.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ key: String) { stringValue = key }
        init(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }

    /// A box of lines in device pixels: its height, the first baseline below its top, the cap line
    /// below its top, and with `--lines` every baseline below its top; Flutter's the same in
    /// logical px beside them (`logical`).
    struct Line: Encodable, Sendable {
        var heightPx: Double
        var baselinePx: Double
        /// Absent without `--lines`.
        var baselinesPx: [Double]?
        @Null var capTopPx: Double?
        /// Absent but for Flutter.
        var logical: Logical?

        init(_ line: LinePixels, listsBaselines: Bool) {
            (heightPx, baselinePx, capTopPx) = (line.height, line.baseline, line.capTop)
            baselinesPx = listsBaselines ? line.baselines.map(PixelMath.tidy) : nil
            logical = line.logical.map { Logical($0, listsBaselines: listsBaselines) }
        }
    }

    /// Flutter's box in logical px (``LogicalLine``): its height, the first painted baseline, with
    /// `--lines` every painted baseline, the unrounded `alphabeticBaseline`, and the cap line.
    struct Logical: Encodable, Sendable {
        var alphabeticBaseline: Double
        var baseline: Double
        /// Absent without `--lines`.
        var baselines: [Double]?
        @Null var capTop: Double?
        var height: Double

        init(_ line: LogicalLine, listsBaselines: Bool) {
            (alphabeticBaseline, baseline, capTop, height) = (line.alphabeticBaseline, line.baseline, line.capTop, line.height)
            baselines = listsBaselines ? line.baselines : nil
        }
    }

    /// `Paint.FontMetricsInt`: device pixels, y down from the baseline.
    struct FontMetricsInt: Encodable, Sendable {
        @Null var top: Int?
        var ascent: Int
        var descent: Int
        @Null var bottom: Int?
        var leading: Int

        init(_ m: AndroidIntegerMetrics) {
            (top, ascent, descent, bottom, leading) = (m.top, m.ascent, m.descent, m.bottom, m.leading)
        }
    }
}

extension MetricsJSON.Line {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.baselinePx) { output, _ in output.append(number: baselinePx) }
        object.member(CodingKeys.baselinesPx, numbers: baselinesPx)
        object.member(CodingKeys.capTopPx) { output, _ in output.append(number: capTopPx) }
        object.member(CodingKeys.heightPx) { output, _ in output.append(number: heightPx) }
        if let logical { object.member(CodingKeys.logical) { output, depth in logical.write(into: output, depth: depth) } }
        object.end()
    }
}

extension MetricsJSON.Logical {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.alphabeticBaseline) { output, _ in output.append(number: alphabeticBaseline) }
        object.member(CodingKeys.baseline) { output, _ in output.append(number: baseline) }
        object.member(CodingKeys.baselines, numbers: baselines)
        object.member(CodingKeys.capTop) { output, _ in output.append(number: capTop) }
        object.member(CodingKeys.height) { output, _ in output.append(number: height) }
        object.end()
    }
}

extension MetricsJSON.FontMetricsInt {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.ascent, ascent)
        object.member(CodingKeys.bottom, bottom)
        object.member(CodingKeys.descent, descent)
        object.member(CodingKeys.leading, leading)
        object.member(CodingKeys.top, top)
        object.end()
    }
}
