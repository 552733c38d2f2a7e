import FontProbeModel
import FontProbeRules

/// The tables of a face in schema 2: as stored, in font units.
extension MetricsJSON {
    /// hhea and OS/2; `null` for a table the font lacks.
    struct Tables: Encodable, Sendable {
        @Null var hhea: Hhea?
        @Null var os2: OS2?
    }

    /// hhea as stored, in font units.
    struct Hhea: Encodable, Sendable {
        var ascender: Int
        var descender: Int
        var lineGap: Int

        init(_ table: HheaTable) { (ascender, descender, lineGap) = (table.ascender, table.descender, table.lineGap) }
    }

    /// OS/2 as stored, in font units; `capHeight` and `xHeight` are `null` before version 2.
    struct OS2: Encodable, Sendable {
        var version: Int
        var typoAscender: Int
        var typoDescender: Int
        var typoLineGap: Int
        var winAscent: Int
        var winDescent: Int
        @Null var capHeight: Int?
        @Null var xHeight: Int?
        var useTypoMetrics: Bool

        init(_ t: OS2Table) {
            version = t.version
            typoAscender = t.typoAscender
            typoDescender = t.typoDescender
            typoLineGap = t.typoLineGap
            winAscent = t.winAscent
            winDescent = t.winDescent
            capHeight = t.capHeight
            xHeight = t.xHeight
            useTypoMetrics = t.useTypoMetrics
        }
    }

    /// The vertical metrics CoreText uses, in font units, and why they come from their table.
    struct VerticalMetrics: Encodable, Sendable {
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var reason: String
    }

    /// A height in font units and its source (`os2`, `glyph`, `none`); `unavailable`, why it is
    /// unknown, only when the source is `none`.
    struct Height: Encodable, Sendable {
        @Null var units: Int?
        var source: String
        var unavailable: String?

        init(_ height: FontHeight, unavailable: @autoclosure () -> String) {
            units = height.units
            source = height.source.rawValue
            self.unavailable = height.source == .none ? unavailable() : nil
        }
    }

    /// A box: `Int` font units (head's box, an outline's), or `Double` (a glyph's ink, in font
    /// units to 1/64 or in points).
    struct Box<Number: Encodable & Sendable>: Encodable, Sendable {
        var xMin: Number
        var yMin: Number
        var xMax: Number
        var yMax: Number
    }

    /// A box in font units.
    typealias UnitBounds = Box<Int>

    /// The outline boxes of 'H' and 'x', in font units; `null` for a glyph the font lacks.
    struct GlyphBoxes: Encodable, Sendable {
        @Null var H: UnitBounds?
        @Null var x: UnitBounds?
    }

    /// One `sizes[]` entry: every ``MetricsReport/Row/Number`` of the row in points (`null` where
    /// the font has no such height), whether the article's formula differs from the measured label
    /// model (`modelsDisagree`), and the ink of 'H' and 'x' in whole pixels.
    ///
    /// `ink` is not a ``MetricsReport/Row/Number``: those are the baseline lockfile's rows, and a
    /// lockfile written before `ink` existed must not drift.
    ///
    /// Each platform's lines (`android`, `web`) are there only when `metrics --platform` asks for
    /// them (docs/json-schema.md#platforms).
    struct Size: Encodable, Sendable {
        var row: MetricsReport.Row

        fileprivate enum CodingKeys: CodingKey { case modelsDisagree, ink }

        func encode(to encoder: any Encoder) throws {
            var numbers = encoder.container(keyedBy: MetricsReport.Row.Number.self)
            for number in MetricsReport.Row.Number.allCases {
                try numbers.encode(row[number], forKey: number)
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.label.articleDiffers, forKey: .modelsDisagree)
            try container.encode(Ink(row.label.ink), forKey: .ink)
            var platforms = encoder.container(keyedBy: Key.self)
            for lines in row.platformLines {
                try platforms.encode(
                    Lines(lines: lines, listsBaselines: row.lineCount != nil), forKey: Key(lines.platform.rawValue))
            }
        }
    }

    /// `sizes[].ink`: the top of the unhinted outline of 'H' and of 'x' at the row's size and
    /// scale, in whole pixels above the baseline; `null` without the glyph
    /// (docs/model.md#ink-against-the-prediction).
    struct Ink: Encodable, Sendable {
        @Null var capHeight: Int?
        @Null var xHeight: Int?

        init(_ ink: InkPixels) {
            capHeight = ink.capHeight
            xHeight = ink.xHeight
        }
    }
}

// MARK: The fast path (written straight into the output, members in key order)

extension MetricsJSON.Tables {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.hhea, hhea) { $0.write(into: $1, depth: $2) }
        object.member(CodingKeys.os2, os2) { $0.write(into: $1, depth: $2) }
        object.end()
    }
}

extension MetricsJSON.Hhea {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.ascender, ascender)
        object.member(CodingKeys.descender, descender)
        object.member(CodingKeys.lineGap, lineGap)
        object.end()
    }
}

extension MetricsJSON.OS2 {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.capHeight, capHeight)
        object.member(CodingKeys.typoAscender, typoAscender)
        object.member(CodingKeys.typoDescender, typoDescender)
        object.member(CodingKeys.typoLineGap, typoLineGap)
        object.member(CodingKeys.useTypoMetrics, useTypoMetrics)
        object.member(CodingKeys.version, version)
        object.member(CodingKeys.winAscent, winAscent)
        object.member(CodingKeys.winDescent, winDescent)
        object.member(CodingKeys.xHeight, xHeight)
        object.end()
    }
}

extension MetricsJSON.VerticalMetrics {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.ascender, ascender)
        object.member(CodingKeys.descender, descender)
        object.member(CodingKeys.lineGap, lineGap)
        object.member(CodingKeys.reason, reason)
        object.end()
    }
}

extension MetricsJSON.Height {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.source, source)
        // Left out when known, as the synthesized encoder leaves out a plain optional.
        if let unavailable { object.member(CodingKeys.unavailable, unavailable) }
        object.member(CodingKeys.units, units)
        object.end()
    }
}

extension MetricsJSON.Box<Int> {
    init(_ b: GlyphBounds) { self.init(xMin: b.xMin, yMin: b.yMin, xMax: b.xMax, yMax: b.yMax) }

    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.xMax, xMax)
        object.member(CodingKeys.xMin, xMin)
        object.member(CodingKeys.yMax, yMax)
        object.member(CodingKeys.yMin, yMin)
        object.end()
    }
}

extension MetricsJSON.Box<Double> {
    init(_ b: Bounds) { self.init(xMin: b.xMin, yMin: b.yMin, xMax: b.xMax, yMax: b.yMax) }
}

extension MetricsJSON.GlyphBoxes {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.H, H) { $0.write(into: $1, depth: $2) }
        object.member(CodingKeys.x, x) { $0.write(into: $1, depth: $2) }
        object.end()
    }
}

extension MetricsJSON.Size {
    /// Every member of a row's object, in key order.
    private static let members: [JSONWrittenMember<MetricsReport.Row>] = {
        let numbers = MetricsReport.Row.Number.allCases.map { number in
            JSONWrittenMember<MetricsReport.Row>(key: number.stringValue) { row, output, _ in output.append(number: row[number]) }
        }
        let disagree = JSONWrittenMember<MetricsReport.Row>(key: CodingKeys.modelsDisagree.stringValue) { row, output, _ in
            output.append(row.label.articleDiffers)
        }
        let ink = JSONWrittenMember<MetricsReport.Row>(key: CodingKeys.ink.stringValue) { row, output, depth in
            MetricsJSON.Ink(row.label.ink).write(into: output, depth: depth)
        }
        return (numbers + [disagree, ink]).sorted { $0.key < $1.key }
    }()

    /// The members of `row`'s object: ``members``, with each platform's lines where the row was
    /// laid out for them (`metrics --platform`, `--lines`); the audit's rows take ``members`` as they are.
    private static func members(of row: MetricsReport.Row) -> [JSONWrittenMember<MetricsReport.Row>] {
        let lines = row.platformLines
        guard !lines.isEmpty else { return members }
        let platforms = lines.map { platform in
            JSONWrittenMember<MetricsReport.Row>(key: platform.platform.rawValue) { row, output, depth in
                MetricsJSON.Lines(lines: platform, listsBaselines: row.lineCount != nil).write(into: output, depth: depth)
            }
        }
        return (members + platforms).sorted { $0.key < $1.key }
    }

    /// `sizes`: the rows, written straight into the output.
    static func write(_ sizes: [MetricsJSON.Size], into output: JSONOutput, depth: Int) {
        output.appendArray(sizes, depth: depth) { size, output, depth in
            var object = JSONObjectWriter(into: output, depth: depth)
            for member in members(of: size.row) {
                object.member(codingKey: member.key) { output, depth in member.write(size.row, output, depth) }
            }
            object.end()
        }
    }
}

extension MetricsJSON.Ink {
    /// The object, written straight into the output.
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.capHeight, capHeight)
        object.member(CodingKeys.xHeight, xHeight)
        object.end()
    }
}
