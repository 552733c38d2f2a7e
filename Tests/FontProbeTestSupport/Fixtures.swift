import Foundation
import Testing

/// Paths into the repository, found from this file (top-level Fixtures/ is not a target resource).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // FontProbeTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let fonts = root.appendingPathComponent("Fixtures/fonts")

    static func font(_ name: String) -> String { fonts.appendingPathComponent(name).path }

    /// Eleven fixture fonts of eleven PostScript names, for a project of many faces that `check`
    /// does not fail for a shared name.
    static let elevenFaces = [
        "FPAudit-Regular.ttf", "FPAudit-Bold.ttf", "FPThousand-Regular.ttf", "FPOS2v1-Regular.ttf", "FPOffCurve-Regular.ttf",
        "FPSFLike-Regular.ttf", "FPTallCyrillic-Regular.ttf", "Lato-Regular-subset.ttf", "NotoSans-Regular-subset.ttf",
        "DejaVuSans-subset.ttf", "FPFamily-Regular.ttf",
    ]

    /// The built CLI: `FONTPROBE_BIN`, else `.build/debug/fontprobe` (`make test` builds it first).
    static var binary: String {
        ProcessInfo.processInfo.environment["FONTPROBE_BIN"]
            ?? root.appendingPathComponent(".build/debug/fontprobe").path
    }
}

/// `Fixtures/fonts/tables.json`: every fixture read independently with fontTools
/// (`python3 Fixtures/fonts/read-tables.py`), never with FreeType or our code.
struct FontToolsReading: Decodable {
    struct Hhea: Decodable { var ascender, descender, lineGap: Int }
    struct OS2: Decodable {
        var version, typoAscender, typoDescender, typoLineGap, winAscent, winDescent: Int
        var capHeight, xHeight: Int?
        var useTypoMetrics: Bool
    }
    struct Bounds: Decodable { var xMin, yMin, xMax, yMax: Int }

    var unitsPerEm: Int
    var hhea: Hhea?
    var os2: OS2?
    var hasSTAT: Bool
    var familyName: String
    var styleName: String
    var postScriptName: String?
    var glyphBounds: [String: Bounds?]
    /// The tallest and deepest glyph of fontprobe's default characters, and the highest and
    /// lowest basic letter or digit (read-tables.py's `ink_extremes`).
    var ink: Ink?

    struct Ink: Decodable {
        var tallest, deepest: Extreme
        var highestBasic, lowestBasic: Extreme?
    }

    /// `["Å", 1000]`: a character and the top or bottom of its glyph, in font units. A curve's
    /// exact extremum need not be a whole unit (FPOffCurve's 'O' tops out at 712.5), so `y` is a
    /// `Double`.
    struct Extreme: Decodable {
        var character: String
        var y: Double

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            character = try container.decode(String.self)
            y = try container.decode(Double.self)
        }
    }
    /// head xMin, yMin, xMax, yMax.
    var head: Bounds
    /// "TrueType", "CFF", or `nil` for a bitmap-only font.
    var outlineFormat: String?
    var variation: Variation?

    struct Variation: Decodable {
        struct Axis: Decodable {
            var tag: String
            var minimum, defaultValue, maximum: Double
        }
        struct Instance: Decodable {
            var name: String
            var coordinates: [String: Double]
            /// The bounds of 'H' and 'x' with the outlines varied to the instance.
            var glyphBounds: [String: Bounds?]
        }
        var axes: [Axis]
        var namedInstances: [Instance]
    }

    static let all: [String: FontToolsReading] = {
        do {
            let data = try Data(contentsOf: Repository.fonts.appendingPathComponent("tables.json"))
            return try JSONDecoder().decode([String: FontToolsReading].self, from: data)
        } catch {
            Issue.record("Cannot read Fixtures/fonts/tables.json: \(error)")
            return [:]
        }
    }()

    /// How many named instances, besides the default, have 'H' or 'x' at another height than the
    /// default instance as fontTools varies the outlines: the instances `audit` and `check` read
    /// besides the default (every fixture whose MVAR moves a metric moves these glyphs too).
    var movingInstances: Int {
        guard let variation else { return 0 }
        let defaults = Dictionary(uniqueKeysWithValues: variation.axes.map { ($0.tag, $0.defaultValue) })
        func tops(_ bounds: [String: Bounds?]) -> [Int?] { ["H", "x"].map { (bounds[$0] ?? nil)?.yMax } }
        return variation.namedInstances.filter {
            $0.coordinates != defaults && tops($0.glyphBounds) != tops(glyphBounds)
        }.count
    }

    /// Every key: a file name, or "NAME.ttc#INDEX" for a face of a collection.
    static var keys: [String] { all.keys.sorted() }

    /// Fixtures fontTools reads but FreeType refuses, with the reason fontprobe must give
    /// (the values are in make-fixtures.py's ODD list and in tables.json).
    static let refused: [String: String] = [
        "FPNoHhea-Regular.ttf": "the font has no hhea table",
        "FPUpm8-Regular.ttf": "head.unitsPerEm is 8; FreeType accepts only 16 to 16384",
        "FPUpm20000-Regular.ttf": "head.unitsPerEm is 20000; FreeType accepts only 16 to 16384",
        "FPCollectionBadFace.ttc#1": "head.unitsPerEm is 8; FreeType accepts only 16 to 16384",
    ]

    /// Fixtures FreeType reads that have no usable vertical metrics (hhea, typo and win all 0),
    /// so `metrics` reports them as errors and `audit` as `no-vertical-metrics`.
    static let withoutMetrics: Set<String> = ["FPAllZero-Regular.ttf"]

    /// The keys of single fonts (not collection faces) that fontprobe reads and lays out.
    static var readableSingleFonts: [String] {
        keys.filter { refused[$0] == nil && !withoutMetrics.contains($0) && !$0.contains("#") }
    }

    /// The file and face index a key names.
    static func face(ofKey key: String) -> (file: String, index: Int) {
        let parts = key.split(separator: "#")
        return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
}

/// Equal within 1e-9 (the issue's bar for published values).
func isClose(_ a: Double?, _ b: Double?, tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a?, b?): abs(a - b) <= tolerance
    default: false
    }
}
