import Foundation

/// JSON schema v1 (DESIGN section 4): `{"schemaVersion": 1, "fonts": [...], "errors": [...]}`,
/// sorted keys, `null` for absent tables and unknown values.
public struct JSONReporter: MetricsReporter {
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: MetricsReport) throws -> String {
        let document = Document(
            schemaVersion: Self.schemaVersion,
            fonts: report.faces.map(FaceObject.init),
            errors: report.errors.map { ErrorObject(path: $0.path, message: $0.description) }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(document)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension JSONReporter {
    struct Document: Encodable {
        var schemaVersion: Int
        var fonts: [FaceObject]
        var errors: [ErrorObject]
    }

    struct ErrorObject: Encodable {
        var path: String
        var message: String
    }

    struct FaceObject: Encodable {
        var path: String
        var faceIndex: Int
        var faceCount: Int
        var familyName: String
        var styleName: String
        var postScriptName: String?
        var unitsPerEm: Int
        var tables: Tables
        var hasSTAT: Bool
        var verticalMetricsSource: VerticalMetricsSource
        var verticalMetrics: VerticalMetricsObject
        var capHeight: HeightObject
        var xHeight: HeightObject
        var fontBounds: GlyphBounds?
        var glyphBounds: GlyphBoundsObject
        var glyphFormat: GlyphFormat?
        var legacyAscenderAdjustment: Bool
        var variation: VariationObject?
        var sizes: [SizeObject]

        init(_ face: MetricsReport.Face) {
            let m = face.face.metrics
            let r = face.resolved
            path = face.face.path
            faceIndex = face.face.faceIndex
            faceCount = face.face.faceCount
            familyName = m.familyName
            styleName = m.styleName
            postScriptName = m.postScriptName
            unitsPerEm = m.unitsPerEm
            tables = Tables(hhea: m.hhea, os2: m.os2)
            hasSTAT = m.hasSTAT
            verticalMetricsSource = r.source
            verticalMetrics = VerticalMetricsObject(
                ascender: r.ascender, descender: r.descender, lineGap: r.lineGap, reason: r.reason.explanation)
            capHeight = HeightObject(
                units: r.capHeight.units, source: r.capHeight.source,
                unavailable: r.capHeight.source == .none ? face.missingHeightReason("sCapHeight", "H") : nil)
            xHeight = HeightObject(
                units: r.xHeight.units, source: r.xHeight.source,
                unavailable: r.xHeight.source == .none ? face.missingHeightReason("sxHeight", "x") : nil)
            fontBounds = m.fontBounds
            glyphBounds = GlyphBoundsObject(H: m.capGlyphBounds, x: m.xGlyphBounds)
            glyphFormat = m.glyphFormat
            legacyAscenderAdjustment = r.hasLegacyAscenderAdjustment
            variation = face.face.variation.map { VariationObject($0, deltas: m.variation) }
            sizes = face.rows.map(SizeObject.init)
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(faceIndex, forKey: .faceIndex)
            try c.encode(faceCount, forKey: .faceCount)
            try c.encode(familyName, forKey: .familyName)
            try c.encode(styleName, forKey: .styleName)
            try c.encode(postScriptName, forKey: .postScriptName)
            try c.encode(unitsPerEm, forKey: .unitsPerEm)
            try c.encode(tables, forKey: .tables)
            try c.encode(hasSTAT, forKey: .hasSTAT)
            try c.encode(verticalMetricsSource, forKey: .verticalMetricsSource)
            try c.encode(verticalMetrics, forKey: .verticalMetrics)
            try c.encode(capHeight, forKey: .capHeight)
            try c.encode(xHeight, forKey: .xHeight)
            try c.encode(fontBounds, forKey: .fontBounds)
            try c.encode(glyphBounds, forKey: .glyphBounds)
            try c.encode(glyphFormat, forKey: .glyphFormat)
            try c.encode(legacyAscenderAdjustment, forKey: .legacyAscenderAdjustment)
            try c.encode(variation, forKey: .variation)
            try c.encode(sizes, forKey: .sizes)
        }

        enum CodingKeys: String, CodingKey {
            case path, faceIndex, faceCount, familyName, styleName, postScriptName, unitsPerEm, tables, hasSTAT
            case verticalMetricsSource, verticalMetrics, capHeight, xHeight, fontBounds, glyphBounds, glyphFormat
            case legacyAscenderAdjustment, variation, sizes
        }
    }

    struct Tables: Encodable {
        var hhea: HheaTable?
        var os2: OS2Table?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(hhea, forKey: .hhea)
            try c.encode(os2, forKey: .os2)
        }

        enum CodingKeys: String, CodingKey { case hhea, os2 }
    }

    struct VerticalMetricsObject: Encodable {
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var reason: String
    }

    struct HeightObject: Encodable {
        var units: Int?
        var source: HeightSource
        /// Why the height is unknown; present only when `source` is `none`.
        var unavailable: String?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(units, forKey: .units)
            try c.encode(source, forKey: .source)
            try c.encodeIfPresent(unavailable, forKey: .unavailable)
        }

        enum CodingKeys: String, CodingKey { case units, source, unavailable }
    }

    /// `null` for a static font.
    struct VariationObject: Encodable {
        struct Axis: Encodable {
            var tag: String
            var name: String
            var minimum: Double
            var defaultValue: Double
            var maximum: Double
        }

        struct Instance: Encodable {
            var name: String?
            var coordinates: [String: Double]
            var isDefault: Bool

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(name, forKey: .name)
                try c.encode(coordinates, forKey: .coordinates)
                try c.encode(isDefault, forKey: .isDefault)
            }

            enum CodingKeys: String, CodingKey { case name, coordinates, isDefault }
        }

        var axes: [Axis]
        var namedInstances: [String]
        var instance: Instance
        /// MVAR deltas by tag, in font units (every tag fontprobe uses, zeros included).
        var mvar: [String: Int]

        init(_ variation: FaceVariation, deltas: MetricsVariation) {
            axes = variation.space.axes.map {
                Axis(tag: $0.tag, name: $0.name, minimum: $0.minimum, defaultValue: $0.defaultValue, maximum: $0.maximum)
            }
            namedInstances = variation.space.namedInstances.map(\.name)
            let instance = variation.instance
            self.instance = Instance(
                name: instance.name,
                coordinates: Dictionary(instance.coordinates.map { ($0.tag, $0.value) }, uniquingKeysWith: { a, _ in a }),
                isDefault: instance.isDefault)
            mvar = [
                "hasc": deltas.ascender, "hdsc": deltas.descender, "hlgp": deltas.lineGap, "hcla": deltas.winAscent,
                "hcld": deltas.winDescent, "cpht": deltas.capHeight, "xhgt": deltas.xHeight,
            ]
        }
    }

    struct GlyphBoundsObject: Encodable {
        var H: GlyphBounds?
        var x: GlyphBounds?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(H, forKey: .H)
            try c.encode(x, forKey: .x)
        }

        enum CodingKeys: String, CodingKey { case H, x }
    }

    struct SizeObject: Encodable {
        var row: MetricsReport.Row

        func encode(to encoder: any Encoder) throws {
            let m = row.metrics
            let l = row.label
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(m.pointSize, forKey: .pointSize)
            try c.encode(l.scale, forKey: .scale)
            try c.encode(m.ascender, forKey: .ascender)
            try c.encode(m.descender, forKey: .descender)
            try c.encode(m.leading, forKey: .leading)
            try c.encode(m.lineHeight, forKey: .lineHeight)
            try c.encode(m.capHeight, forKey: .capHeight)
            try c.encode(m.xHeight, forKey: .xHeight)
            try c.encode(l.labelHeight, forKey: .labelHeight)
            try c.encode(l.baselineInset, forKey: .baselineInset)
            try c.encode(l.baselineFromTop, forKey: .baselineFromTop)
            try c.encode(l.capInset, forKey: .capInset)
            try c.encode(l.capInsetNaive, forKey: .capInsetNaive)
            try c.encode(l.capInsetRoundedBaseline, forKey: .capInsetRoundedBaseline)
            try c.encode(l.xHeightInset, forKey: .xHeightInset)
            try c.encode(l.modelsDisagree, forKey: .modelsDisagree)
            try c.encode(m.legacyAscenderAdjustment, forKey: .legacyAscenderAdjustment)
        }

        enum CodingKeys: String, CodingKey {
            case pointSize, scale, ascender, descender, leading, lineHeight, capHeight, xHeight
            case labelHeight, baselineInset, baselineFromTop, capInset, capInsetNaive, capInsetRoundedBaseline
            case xHeightInset, modelsDisagree, legacyAscenderAdjustment
        }
    }
}

extension OS2Table: Encodable {
    /// Encodes `capHeight` and `xHeight` as `null` before OS/2 version 2 (schema v1).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(typoAscender, forKey: .typoAscender)
        try c.encode(typoDescender, forKey: .typoDescender)
        try c.encode(typoLineGap, forKey: .typoLineGap)
        try c.encode(winAscent, forKey: .winAscent)
        try c.encode(winDescent, forKey: .winDescent)
        try c.encode(capHeight, forKey: .capHeight)
        try c.encode(xHeight, forKey: .xHeight)
        try c.encode(useTypoMetrics, forKey: .useTypoMetrics)
    }

    enum CodingKeys: String, CodingKey {
        case version, typoAscender, typoDescender, typoLineGap, winAscent, winDescent, capHeight, xHeight
        case useTypoMetrics
    }
}
