/// The JSON of schema v1 (docs/json-schema.md) as types: each key is spelled once, as a
/// property name, and the compiler checks every use.
enum MetricsJSON {
    struct Document<Font: Encodable & Sendable, Members: Encodable & Sendable>: Encodable, Sendable {
        var fonts: [Font]
        var members: Members

        private enum CodingKeys: CodingKey { case fonts }

        func encode(to encoder: any Encoder) throws {
            try members.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fonts, forKey: .fonts)
        }
    }

    struct Members: Encodable, Sendable {
        var schemaVersion = JSONReporter.schemaVersion
        var errors: [ReadError]

        init(errors: [FontReadError]) { self.errors = errors.map(ReadError.init) }
    }

    struct ReadError: Encodable, Sendable {
        var path: String
        var message: String

        init(_ error: FontReadError) { (path, message) = (error.path, error.description) }
    }

    struct FaceName: Encodable, Sendable {
        var path: String
        var faceIndex: Int
        var faceCount: Int
        var familyName: String
        var styleName: String
        @Null var postScriptName: String?
        var unitsPerEm: Int
        var verticalMetricsSource: String
        @Null var variation: Variation?

        init(_ face: FontFace, _ resolved: ResolvedMetrics) {
            let m = face.metrics
            path = face.path
            faceIndex = face.faceIndex
            faceCount = face.faceCount
            familyName = m.familyName
            styleName = m.styleName
            postScriptName = m.postScriptName
            unitsPerEm = m.unitsPerEm
            verticalMetricsSource = resolved.source.rawValue
            variation = face.variation.map { Variation($0, deltas: m.variation) }
        }
    }

    struct NamedFace<More: Encodable & Sendable>: Encodable, Sendable {
        var name: FaceName
        var more: More

        func encode(to encoder: any Encoder) throws {
            try name.encode(to: encoder)
            try more.encode(to: encoder)
        }
    }

    typealias Face = NamedFace<FaceDetails>

    struct FaceDetails: Encodable, Sendable {
        var tables: Tables
        var hasSTAT: Bool
        var verticalMetrics: VerticalMetrics
        var capHeight: Height
        var xHeight: Height
        @Null var fontBounds: UnitBounds?
        var glyphBounds: GlyphBoxes
        @Null var glyphFormat: String?
        var legacyAscenderAdjustment: Bool
        var sizes: [Size]

        init(_ face: MetricsReport.Face) {
            let m = face.face.metrics
            let r = face.resolved
            tables = Tables(hhea: m.hhea.map(Hhea.init), os2: m.os2.map(OS2.init))
            hasSTAT = m.hasSTAT
            verticalMetrics = VerticalMetrics(
                ascender: r.ascender, descender: r.descender, lineGap: r.lineGap, reason: r.reason.explanation)
            capHeight = Height(r.capHeight, unavailable: m.missingHeightReason(.cap))
            xHeight = Height(r.xHeight, unavailable: m.missingHeightReason(.x))
            fontBounds = m.fontBounds.map(UnitBounds.init)
            glyphBounds = GlyphBoxes(H: m.capGlyphBounds.map(UnitBounds.init), x: m.xGlyphBounds.map(UnitBounds.init))
            glyphFormat = m.glyphFormat?.rawValue
            legacyAscenderAdjustment = r.hasLegacyAscenderAdjustment
            sizes = face.rows.map(Size.init)
        }
    }

    static func face(_ face: MetricsReport.Face) -> Face {
        Face(name: FaceName(face.face, face.resolved), more: FaceDetails(face))
    }
}

// MARK: The fast path (JSONValueConvertible)

extension MetricsJSON.Document: JSONValueConvertible where Font: JSONValueConvertible, Members: JSONValueConvertible {
    /// The document, the fonts made and written in parallel chunks as they are written.
    var jsonValue: JSONValue {
        let fonts = fonts
        return members.jsonValue.merging(.object(CodingKeys.self, [.fonts: LazyFonts(fonts: fonts).jsonValue]))
    }

    /// The fonts as a ``JSONValue/lazyArray(count:element:)``.
    private struct LazyFonts: JSONValueConvertible {
        var fonts: [Font]

        var jsonValue: JSONValue {
            let fonts = fonts
            return .lazyArray(count: fonts.count) { fonts[$0].jsonValue }
        }
    }
}

extension MetricsJSON.Members: JSONValueConvertible {
    var jsonValue: JSONValue { .object(CodingKeys.self, [.schemaVersion: schemaVersion.jsonValue, .errors: errors.jsonValue]) }
}

extension MetricsJSON.ReadError: JSONValueConvertible {
    var jsonValue: JSONValue { .object(CodingKeys.self, [.path: path.jsonValue, .message: message.jsonValue]) }
}

extension MetricsJSON.FaceName: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .path: path.jsonValue, .faceIndex: faceIndex.jsonValue, .faceCount: faceCount.jsonValue,
                .familyName: familyName.jsonValue,
                .styleName: styleName.jsonValue, .postScriptName: postScriptName.jsonValue, .unitsPerEm: unitsPerEm.jsonValue,
                .verticalMetricsSource: verticalMetricsSource.jsonValue, .variation: variation.jsonValue,
            ])
    }
}

extension MetricsJSON.NamedFace: JSONValueConvertible where More: JSONValueConvertible {
    var jsonValue: JSONValue { name.jsonValue.merging(more.jsonValue) }
}

extension MetricsJSON.FaceDetails: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .tables: tables.jsonValue, .hasSTAT: hasSTAT.jsonValue, .verticalMetrics: verticalMetrics.jsonValue,
                .capHeight: capHeight.jsonValue,
                .xHeight: xHeight.jsonValue, .fontBounds: fontBounds.jsonValue, .glyphBounds: glyphBounds.jsonValue,
                .glyphFormat: glyphFormat.jsonValue,
                .legacyAscenderAdjustment: legacyAscenderAdjustment.jsonValue, .sizes: sizes.jsonValue,
            ])
    }
}
