import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// Sketch's text layers against the 8,600 layers measured from Sketch's renders
/// (Fixtures/design-tools/uxsketchlabel, from the public UXSketchLabel project): every row, natural
/// and explicit line heights, sizes 11 to 60 pt, four fonts, through `spec --tool sketch`'s model.
struct SketchTextLayerTests {
    /// The four fonts' vertical metrics. Lato and SF (Text and Display share them) as fontTools reads
    /// the fixtures that carry them (Lato-Regular-subset.ttf, FPSFLike-Regular.ttf); Helvetica Neue as
    /// the data's README gives macOS's report (1000 units, 952/-213/28), there being no fixture.
    static let fonts: [(file: String, metrics: FontMetrics)] = {
        func fixture(_ name: String) -> FontMetrics {
            let table = FontToolsReading.all[name]!
            let hhea = table.hhea!
            return FontMetrics.literal(unitsPerEm: table.unitsPerEm, hhea: (hhea.ascender, hhea.descender, hhea.lineGap))
        }
        let helvetica = FontMetrics.literal(unitsPerEm: 1000, hhea: (952, -213, 28))
        return [
            ("Lato", fixture("Lato-Regular-subset.ttf")), ("SanFrancisco-Text", fixture("FPSFLike-Regular.ttf")),
            ("SanFrancisco-Display", fixture("FPSFLike-Regular.ttf")), ("HelveticaNeue", helvetica),
        ]
    }()

    /// The rows of one CSV file, numbers only (its header left out).
    static func rows(_ name: String) throws -> [[Double]] {
        let url = Repository.root.appendingPathComponent("Fixtures/design-tools/uxsketchlabel/\(name).csv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            line.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    /// One layer as `spec --tool sketch` draws it, at any scale (Sketch rounds to points).
    static func layer(_ metrics: FontMetrics, pointSize: Double, lineHeight: Double?) -> TextBox? {
        DesignSpec(tool: .sketch, pointSize: pointSize, lineHeight: lineHeight.map { .points($0) }).toolBox(metrics, scale: 3)
    }

    @Test func naturalHeightAndBaseline() throws {
        var checked = 0
        for font in Self.fonts {
            let heights = try Self.rows("\(font.file)-LineHeight")
            let baselines = try Self.rows("\(font.file)-BaselineNatural")
            #expect(heights.count == 50 && baselines.count == 50)
            for (height, baseline) in zip(heights, baselines) {
                let layer = try #require(Self.layer(font.metrics, pointSize: height[0], lineHeight: nil))
                #expect(layer.boxHeight == height[1], "\(font.file) \(height[0]) pt")
                #expect(layer.boxHeight - layer.baselines[0] == baseline[1], "\(font.file) \(baseline[0]) pt")
                checked += 2
            }
        }
        #expect(checked == 4 * 100)
    }

    @Test func explicitLineHeights() throws {
        var checked = 0
        for font in Self.fonts {
            let rows = try Self.rows("\(font.file)-BaselineExplicit")
            #expect(rows.count == 2050)
            for row in rows {
                let layer = try #require(Self.layer(font.metrics, pointSize: row[0], lineHeight: row[1]))
                #expect(layer.boxHeight - layer.baselines[0] == row[2], "\(font.file) \(row[0]) pt on \(row[1]) pt")
                checked += 1
            }
        }
        #expect(checked == 4 * 2050)
    }
}
