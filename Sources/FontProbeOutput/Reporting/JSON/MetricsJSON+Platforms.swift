import FontProbeModel
import FontProbeRules

/// A platform's lines in a `sizes[]` entry (docs/json-schema.md#platforms): `android`, `ios`, `web`.
extension MetricsJSON {
    /// `sizes[].android`, `sizes[].ios`, `sizes[].web`: a platform's lines (``PlatformLines``): the
    /// size it lays out at under its key (`textSizePx`, `pointSize`, `fontSizePx`), each line under
    /// its key (`null` where the platform cannot lay the face out), and Android's
    /// `Paint.getFontMetricsInt`.
    struct Lines: Encodable, Sendable {
        var lines: PlatformLines
        /// Whether each line lists every baseline, `baselinesPx` (`metrics --lines`).
        var listsBaselines = false

        /// A member's value.
        enum Value {
            case number(Double)
            case line(Line?)
            case fontMetricsInt(FontMetricsInt?)
        }

        /// The members, in key order: the one list both writers write.
        var members: [(key: String, value: Value)] {
            var members: [(key: String, value: Value)] = [(lines.sizeKey, .number(lines.size))]
            members += lines.lines.map { ($0.key, .line($0.pixels.map { Line($0, listsBaselines: listsBaselines) })) }
            if case .some(let metrics) = lines.fontMetricsInt {
                members.append(("fontMetricsInt", .fontMetricsInt(metrics.map(FontMetricsInt.init))))
            }
            return members.sorted { $0.key < $1.key }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members {
                switch value {
                case .number(let number): try container.encode(number, forKey: Key(key))
                case .line(let line): try container.encode(line, forKey: Key(key))
                case .fontMetricsInt(let metrics): try container.encode(metrics, forKey: Key(key))
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
    /// below its top, and with `--lines` every baseline below its top.
    struct Line: Encodable, Sendable {
        var heightPx: Double
        var baselinePx: Double
        /// Absent without `--lines`.
        var baselinesPx: [Double]?
        @Null var capTopPx: Double?

        init(_ line: LinePixels, listsBaselines: Bool) {
            (heightPx, baselinePx, capTopPx) = (line.height, line.baseline, line.capTop)
            baselinesPx = listsBaselines ? line.baselines.map(PixelMath.tidy) : nil
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
        if let baselinesPx {
            object.member(CodingKeys.baselinesPx) { output, depth in
                output.appendArray(baselinesPx, depth: depth) { value, output, _ in output.append(number: value) }
            }
        }
        object.member(CodingKeys.capTopPx) { output, _ in output.append(number: capTopPx) }
        object.member(CodingKeys.heightPx) { output, _ in output.append(number: heightPx) }
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
