import FontProbeModel
import FontProbeRules

/// The single-font commands' JSON: `{"schemaVersion": 2, "fonts": [...], "errors": [...]}` as
/// for `metrics`, each font object naming the face and adding the command's numbers (points).
extension JSONReporter: SingleFontReporter {
    package func render(_ report: DynamicTypeReport) throws -> String {
        let scaling = report.scaling
        return try Self.document(report.faces, errors: report.errors) { face in
            SingleFontJSON.DynamicType(
                style: scaling.style.rawValue, baseSize: scaling.baseSize, maximumSize: scaling.maximumSize,
                approximation: DynamicTypeReport.approximationNote, categories: face.steps.map(SingleFontJSON.Category.init))
        }
    }

    package func render(_ report: GlyphReport) throws -> String {
        try Self.document(report.faces, errors: report.errors, SingleFontJSON.Glyph.init)
    }

    /// The document around one object per face: the face's names, then `members(face)`.
    static func document<Face: ResolvedFace, More: Encodable & Sendable>(
        _ faces: [Face], errors: [FontReadError], _ members: (Face) -> More
    ) throws -> String {
        try encoded(
            MetricsJSON.Document(
                fonts: faces.map {
                    MetricsJSON.NamedFace(first: MetricsJSON.FaceName($0.face, $0.resolved), second: members($0))
                },
                members: MetricsJSON.Members(errors: errors)))
    }
}

/// The members the single-font commands add to a face (docs/json-schema.md).
enum SingleFontJSON {
    struct DynamicType: Encodable, Sendable {
        var style: String
        var baseSize: Double
        @Null var maximumSize: Double?
        var approximation: String
        var categories: [Category]
    }

    /// A category: its HIG size and leading, the scaled size and what it rests on, the base size
    /// through `scaledValue(for:)` at each scale, and the metrics rows (as in `sizes[]`).
    struct Category: Encodable, Sendable {
        var category: String
        var isAccessibilityCategory: Bool
        var higPointSize: Double
        var higLeading: Double
        var lineHeight: Double
        var ratio: Double
        var unclampedPointSize: Double
        var pointSize: Double
        var clamped: Bool
        var evidence: String
        @Null var observedSystemPointSize: Double?
        var scaledValues: [ScaledValue]
        var sizes: [MetricsJSON.Size]

        struct ScaledValue: Encodable, Sendable {
            var scale: Double
            var value: Double
        }

        init(_ s: DynamicTypeReport.Step) {
            category = s.step.category.rawValue
            isAccessibilityCategory = s.step.category.isAccessibilityCategory
            higPointSize = s.step.hig.size
            higLeading = s.step.hig.leading
            lineHeight = s.step.lineHeight
            ratio = s.step.ratio
            unclampedPointSize = s.step.unclampedSize
            pointSize = s.step.pointSize
            clamped = s.step.isClamped
            evidence = s.step.evidence.rawValue
            observedSystemPointSize = s.observedSystemSize
            scaledValues = s.rows.map { ScaledValue(scale: $0.label.scale, value: s.scaledValue(scale: $0.label.scale)) }
            sizes = s.rows.map(MetricsJSON.Size.init)
        }
    }

    struct Glyph: Encodable, Sendable {
        var glyph: GlyphInfo
        var pointSize: Double
        var advance: Double
        var lineBox: LineBox
        @Null var inkBounds: Box?
        @Null var alignmentRectInsets: Insets?
        var inkOutsideBox: Bool
        @Null var inkInsets: Insets?
        var snapped: [SnappedGlyph]

        init(_ face: GlyphReport.Face) {
            let alignment = face.alignment
            let m = alignment.metrics
            glyph = GlyphInfo(face.glyph)
            pointSize = alignment.pointSize
            advance = alignment.advance
            lineBox = LineBox(ascender: m.ascender, descender: m.descender, lineHeight: m.lineHeight)
            inkBounds = alignment.inkBounds.map(Box.init)
            alignmentRectInsets = alignment.alignmentRectInsets.map(Insets.init)
            inkOutsideBox = alignment.inkInsets?.hasNegativeSide ?? false
            inkInsets = alignment.inkInsets.map(Insets.init)
            snapped = face.snapped.map(SnappedGlyph.init)
        }
    }

    struct GlyphInfo: Encodable, Sendable {
        var glyphID: Int
        @Null var name: String?
        @Null var codepoint: String?
        @Null var character: String?
        @Null var symbolCode: String?
        var advanceUnits: Int
        @Null var inkBoundsUnits: Box?
        var ink: String

        init(_ glyph: FontGlyph) {
            glyphID = glyph.glyphID
            name = glyph.name
            codepoint = glyph.character.map(GlyphQuery.codepoint)
            character = glyph.character.map { String($0) }
            symbolCode = glyph.symbolCode.flatMap(Unicode.Scalar.init).map(GlyphQuery.codepoint)
            advanceUnits = glyph.advance
            inkBoundsUnits = glyph.bounds.map(Box.init)
            ink =
                switch glyph.ink {
                case .outline: "outline"
                case .empty: "empty"
                case .bitmap: "bitmap"
                }
        }
    }

    struct LineBox: Encodable, Sendable {
        var ascender: Double
        var descender: Double
        var lineHeight: Double
    }

    /// A glyph's ink box, in font units (to 1/64) or points.
    typealias Box = MetricsJSON.Box<Double>

    struct Insets: Encodable, Sendable {
        var top: Double
        var left: Double
        var bottom: Double
        var right: Double

        init(_ i: EdgeInsets) { (top, left, bottom, right) = (i.top, i.left, i.bottom, i.right) }
    }

    struct SnappedGlyph: Encodable, Sendable {
        var scale: Double
        var width: Double
        var height: Double
        var baselineFromTop: Double
        @Null var alignmentRectInsets: Insets?
        @Null var inkInsets: Insets?

        init(_ s: GlyphAlignment.Snapped) {
            scale = s.scale
            width = s.width
            height = s.height
            baselineFromTop = s.baselineFromTop
            alignmentRectInsets = s.alignmentRectInsets.map(Insets.init)
            inkInsets = s.inkInsets.map(Insets.init)
        }
    }
}
