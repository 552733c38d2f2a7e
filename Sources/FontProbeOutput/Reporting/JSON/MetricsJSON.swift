import FontProbeModel
import FontProbeRules

/// The JSON of schema 2 (docs/json-schema.md) as types: each key is spelled once, as a
/// property name (or a coding key), and the compiler checks every use.
enum MetricsJSON {
    /// `{"schemaVersion": 2, "fonts": [...], "errors": [...]}`, the document of every command
    /// but `check`; `Members` holds the keys besides `fonts`.
    struct Document<Font: Encodable & Sendable, Members: Encodable & Sendable>: Encodable, Sendable {
        var fonts: [Font]
        var members: Members

        func encode(to encoder: any Encoder) throws {
            try members.encode(to: encoder)
            var container = encoder.container(keyedBy: DocumentKey.self)
            try container.encode(fonts, forKey: .fonts)
        }
    }

    /// The key of a document's fonts, which ``Document`` adds to its members.
    enum DocumentKey: CodingKey { case fonts }

    /// The members of a document besides `fonts`: the schema version and the unreadable inputs.
    struct Members: Encodable, Sendable {
        var schemaVersion = JSONReporter.schemaVersion
        var errors: [ReadError]

        init(errors: [FontReadError]) { self.errors = errors.map(ReadError.init) }
    }

    /// An input that could not be read.
    struct ReadError: Encodable, Sendable {
        var path: String
        var message: String

        init(_ error: FontReadError) { (path, message) = (error.path, error.description) }
    }

    /// The keys that name a face in every command's JSON.
    struct FaceName: Encodable, Sendable {
        var path: String
        var faceIndex: Int
        var faceCount: Int
        var familyName: String
        var styleName: String
        @Null var postScriptName: String?
        var unitsPerEm: Int
        /// `hhea`, `typo` or `win`.
        var verticalMetricsSource: String
        /// `null` for a static font.
        @Null var variation: Variation?

        /// Spelled out (not synthesized) so that the face object's writer can name them.
        enum CodingKeys: CodingKey {
            case path, faceIndex, faceCount, familyName, styleName, postScriptName, unitsPerEm, verticalMetricsSource
            case variation
        }

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

    /// The members of two objects in one object: a face's name and a command's numbers, an
    /// audit face and its findings, a recipe and its scale.
    struct Merged<First: Encodable & Sendable, Second: Encodable & Sendable>: Encodable, Sendable {
        var first: First
        var second: Second

        func encode(to encoder: any Encoder) throws {
            try first.encode(to: encoder)
            try second.encode(to: encoder)
        }
    }

    /// A face's name followed by the members `More` adds (a command's own numbers).
    typealias NamedFace<More: Encodable & Sendable> = Merged<FaceName, More>

    /// The face object of `metrics`.
    typealias Face = NamedFace<FaceDetails>

    /// Everything schema 2 says about a face besides its name (font units, and points in `sizes`).
    struct FaceDetails: Encodable, Sendable {
        /// The tables as stored; `null` for one the font lacks.
        var tables: Tables
        var hasSTAT: Bool
        /// The values CoreText uses, in font units, and why they come from their table.
        var verticalMetrics: VerticalMetrics
        var capHeight: Height
        var xHeight: Height
        /// head's box, in font units.
        @Null var fontBounds: UnitBounds?
        /// The outline boxes of 'H' and 'x', in font units.
        var glyphBounds: GlyphBoxes
        @Null var glyphFormat: String?
        /// Whether UIKit's Helvetica and Times adjustment applies (docs/model.md#uifont-metrics-at-a-point-size).
        var legacyAscenderAdjustment: Bool
        /// One entry per size and scale.
        var sizes: [Size]

        /// Spelled out (not synthesized) so that the face object's writer can name them.
        enum CodingKeys: CodingKey {
            case tables, hasSTAT, verticalMetrics, capHeight, xHeight, fontBounds, glyphBounds, glyphFormat
            case legacyAscenderAdjustment, sizes
        }

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
        Face(first: FaceName(face.face, face.resolved), second: FaceDetails(face))
    }
}

// MARK: The fast path: the document and its faces written straight into the output

extension JSONReporter {
    /// The same bytes as ``encoded(_:)`` gives for `Document(fonts: sources.map(font), members:
    /// members)`, through the fast path: each font is made from its source, and written, in
    /// parallel chunks. `capacity` is a guess at the size in bytes: a buffer that must grow is
    /// copied each time, and each new page costs a fault.
    static func fastEncoded<Source: Sendable, Font: JSONWritable>(
        _ sources: [Source], members: some JSONDocumentMembers, capacity: Int,
        font: @escaping @Sendable (Source) -> Font
    ) throws -> JSONOutput {
        let output = JSONOutput(capacity: capacity)
        try members.write(into: output, depth: 0) { output, depth in
            output.appendArray(count: sources.count, depth: depth) { index, part, depth in
                font(sources[index]).write(into: part, depth: depth)
            }
        }
        output.append("\n")
        return output
    }
}

/// The members of a document besides `fonts`, written with `fonts` in its place among them:
/// each by `JSONEncoder` (``JSONObjectWriter/member(_:encoded:)``), but the fonts.
protocol JSONDocumentMembers {
    func write(into output: JSONOutput, depth: Int, fonts: (JSONOutput, _ depth: Int) -> Void) throws
}

extension MetricsJSON.Members: JSONDocumentMembers {
    func write(into output: JSONOutput, depth: Int, fonts: (JSONOutput, _ depth: Int) -> Void) throws {
        var object = JSONObjectWriter(into: output, depth: depth)
        try object.member(CodingKeys.errors, encoded: errors)
        object.member(MetricsJSON.DocumentKey.fonts, fonts)
        object.member(CodingKeys.schemaVersion, schemaVersion)
        object.end()
    }
}

/// A value the fast path writes straight into the output: the face objects of the metrics and
/// audit documents (``JSONObjectWriter``).
protocol JSONWritable: Sendable {
    func write(into output: JSONOutput, depth: Int)
}

/// What a face object holds besides its name: its details, and in the audit its findings.
protocol FaceObjectParts {
    var details: MetricsJSON.FaceDetails { get }
    /// `nil` in the metrics document, which has no `findings`.
    var findings: [AuditJSON.Finding]? { get }
}

extension MetricsJSON.FaceDetails: FaceObjectParts {
    var details: Self { self }
    var findings: [AuditJSON.Finding]? { nil }
}

extension MetricsJSON.Merged: FaceObjectParts where First == MetricsJSON.FaceDetails, Second == AuditJSON.Findings {
    var details: MetricsJSON.FaceDetails { first }
    var findings: [AuditJSON.Finding]? { second.findings }
}

extension MetricsJSON.Merged: JSONWritable where First == MetricsJSON.FaceName, Second: FaceObjectParts {
    /// The members of the name and of the details (and findings), interleaved in key order.
    func write(into output: JSONOutput, depth: Int) {
        let (name, details, findings) = (first, second.details, second.findings)
        typealias NameKey = MetricsJSON.FaceName.CodingKeys
        typealias DetailKey = MetricsJSON.FaceDetails.CodingKeys
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(DetailKey.capHeight) { details.capHeight.write(into: $0, depth: $1) }
        object.member(NameKey.faceCount, name.faceCount)
        object.member(NameKey.faceIndex, name.faceIndex)
        object.member(NameKey.familyName, name.familyName)
        if let findings {
            object.member(AuditJSON.Findings.key, array: findings) { $0.write(into: $1, depth: $2) }
        }
        object.member(DetailKey.fontBounds, details.fontBounds) { $0.write(into: $1, depth: $2) }
        object.member(DetailKey.glyphBounds) { details.glyphBounds.write(into: $0, depth: $1) }
        object.member(DetailKey.glyphFormat, details.glyphFormat)
        object.member(DetailKey.hasSTAT, details.hasSTAT)
        object.member(DetailKey.legacyAscenderAdjustment, details.legacyAscenderAdjustment)
        object.member(NameKey.path, name.path)
        object.member(NameKey.postScriptName, name.postScriptName)
        object.member(DetailKey.sizes) { MetricsJSON.Size.write(details.sizes, into: $0, depth: $1) }
        object.member(NameKey.styleName, name.styleName)
        object.member(DetailKey.tables) { details.tables.write(into: $0, depth: $1) }
        object.member(NameKey.unitsPerEm, name.unitsPerEm)
        object.member(NameKey.variation, name.variation) { $0.write(into: $1, depth: $2) }
        object.member(DetailKey.verticalMetrics) { details.verticalMetrics.write(into: $0, depth: $1) }
        object.member(NameKey.verticalMetricsSource, name.verticalMetricsSource)
        object.member(DetailKey.xHeight) { details.xHeight.write(into: $0, depth: $1) }
        object.end()
    }
}
