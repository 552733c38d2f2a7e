/// JSON schema v1 (DESIGN section 4): `{"schemaVersion": 1, "fonts": [...], "errors": [...]}`,
/// sorted keys, `null` for absent tables and unknown values.
public struct JSONReporter: MetricsReporter {
    public static let schemaVersion = 1

    /// More than the JSON of one face with one size takes (about 2.6 KB in the bench corpus):
    /// room enough for a report to be written without growing its buffer.
    static let bytesPerFace = 4096

    public init() {}

    public func render(_ report: MetricsReport) -> String {
        JSONValue.object([
            "schemaVersion": .int(Self.schemaVersion),
            "fonts": .lazyArray(count: report.faces.count) { Self.face(report.faces[$0]) },
            "errors": .array(report.errors.map { .object(["path": .string($0.path), "message": .string($0.description)]) }),
        ]).prettyPrinted(capacity: Self.bytesPerFace * (report.faces.reduce(0) { $0 + $1.rows.count } + 16))
    }
}

extension JSONReporter {
    /// The face object of schema v1, with one entry in `sizes` per row.
    static func face(_ face: MetricsReport.Face) -> JSONValue {
        let m = face.face.metrics
        let r = face.resolved
        return .object([
            "path": .string(face.face.path),
            "faceIndex": .int(face.face.faceIndex),
            "faceCount": .int(face.face.faceCount),
            "familyName": .string(m.familyName),
            "styleName": .string(m.styleName),
            "postScriptName": JSONValue(m.postScriptName),
            "unitsPerEm": .int(m.unitsPerEm),
            "tables": .object(["hhea": m.hhea.map(hhea) ?? .null, "os2": m.os2.map(os2) ?? .null]),
            "hasSTAT": .bool(m.hasSTAT),
            "verticalMetricsSource": .string(r.source.rawValue),
            "verticalMetrics": .object([
                "ascender": .int(r.ascender), "descender": .int(r.descender), "lineGap": .int(r.lineGap),
                "reason": .string(r.reason.explanation),
            ]),
            "capHeight": height(r.capHeight, unavailable: m.missingHeightReason(.cap)),
            "xHeight": height(r.xHeight, unavailable: m.missingHeightReason(.x)),
            "fontBounds": bounds(m.fontBounds),
            "glyphBounds": .object(["H": bounds(m.capGlyphBounds), "x": bounds(m.xGlyphBounds)]),
            "glyphFormat": JSONValue(m.glyphFormat?.rawValue),
            "legacyAscenderAdjustment": .bool(r.hasLegacyAscenderAdjustment),
            "variation": face.face.variation.map { variation($0, deltas: m.variation) } ?? .null,
            "sizes": .array(face.rows.map(size)),
        ])
    }

    private static func hhea(_ table: HheaTable) -> JSONValue {
        .object(["ascender": .int(table.ascender), "descender": .int(table.descender), "lineGap": .int(table.lineGap)])
    }

    /// `capHeight` and `xHeight` are `null` before OS/2 version 2.
    private static func os2(_ table: OS2Table) -> JSONValue {
        .object([
            "version": .int(table.version),
            "typoAscender": .int(table.typoAscender),
            "typoDescender": .int(table.typoDescender),
            "typoLineGap": .int(table.typoLineGap),
            "winAscent": .int(table.winAscent),
            "winDescent": .int(table.winDescent),
            "capHeight": JSONValue(table.capHeight),
            "xHeight": JSONValue(table.xHeight),
            "useTypoMetrics": .bool(table.useTypoMetrics),
        ])
    }

    /// `unavailable` (why the height is unknown) is present only when the source is `none`.
    private static func height(_ height: FontHeight, unavailable: @autoclosure () -> String) -> JSONValue {
        var object: JSONObject = ["units": JSONValue(height.units), "source": .string(height.source.rawValue)]
        if height.source == .none { object["unavailable"] = .string(unavailable()) }
        return .object(object)
    }

    private static func bounds(_ bounds: GlyphBounds?) -> JSONValue {
        guard let b = bounds else { return .null }
        return .object(["xMin": .int(b.xMin), "yMin": .int(b.yMin), "xMax": .int(b.xMax), "yMax": .int(b.yMax)])
    }

    /// Axes, named instances, the instance, and the MVAR deltas by tag in font units (every tag
    /// fontprobe uses, zeros included).
    static func variation(_ variation: FaceVariation, deltas: MetricsVariation) -> JSONValue {
        let instance = variation.instance
        return .object([
            "axes": .array(
                variation.space.axes.map {
                    .object([
                        "tag": .string($0.tag), "name": .string($0.name), "minimum": .number($0.minimum),
                        "defaultValue": .number($0.defaultValue), "maximum": .number($0.maximum),
                    ])
                }),
            "namedInstances": .array(variation.space.namedInstances.map { .string($0.name) }),
            "instance": .object([
                "name": JSONValue(instance.name),
                "coordinates": .object(
                    JSONObject(
                        Dictionary(instance.coordinates.map { ($0.tag, .number($0.value)) }, uniquingKeysWith: { a, _ in a }))),
                "isDefault": .bool(instance.isDefault),
            ]),
            "mvar": .object([
                "hasc": .int(deltas.ascender), "hdsc": .int(deltas.descender), "hlgp": .int(deltas.lineGap),
                "hcla": .int(deltas.winAscent), "hcld": .int(deltas.winDescent), "cpht": .int(deltas.capHeight),
                "xhgt": .int(deltas.xHeight),
            ]),
        ])
    }

    static func size(_ row: MetricsReport.Row) -> JSONValue {
        var object = JSONObject(Dictionary(uniqueKeysWithValues: row.numbers.map { ($0.key, JSONValue($0.value)) }))
        object["modelsDisagree"] = .bool(row.label.modelsDisagree)
        return .object(object)
    }
}
