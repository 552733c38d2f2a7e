import Foundation
import Testing

@testable import FontProbeTestSupport

/// `sizes[].ink` in `metrics --format json` against fontTools' reading of the same glyphs
/// (`Fixtures/fonts/tables.json`): the top of the 'H' and 'x' outlines, at the default instance and
/// at each named instance, scaled to the row's pixels per em and rounded by hand here.
struct InkTests {
    /// `round(units * size * scale / unitsPerEm)`, half away from zero, as docs/model.md#ink-against-the-prediction
    /// writes it (the products here are exact in binary or far from a half).
    static func pixels(_ units: Int, size: Double, scale: Double, unitsPerEm: Int) -> Int {
        Int((Double(units) * size * scale / Double(unitsPerEm)).rounded(.toNearestOrAwayFromZero))
    }

    /// Every fixture face fontprobe reports rows for, with its instance (`nil` for the default).
    /// FP All Zero has no usable vertical metrics, so no rows.
    static let cases: [(key: String, instance: String?)] = FontToolsReading.keys
        .filter { FontToolsReading.refused[$0] == nil && $0 != "FPAllZero-Regular.ttf" }
        .flatMap { key -> [(key: String, instance: String?)] in
            let instances = FontToolsReading.all[key]?.variation?.namedInstances.map(\.name) ?? []
            return [(key, nil)] + instances.map { (key, $0) }
        }

    static let sizes: [Double] = [11, 17, 34]
    static let scales: [Double] = [1, 2, 3]

    @Test(arguments: cases.map { "\($0.key)\($0.instance.map { " @\($0)" } ?? "")" })
    func inkIsTheOutlineTopAtThatSize(_ name: String) throws {
        let (key, instance) = try #require(Self.cases.first { "\($0.key)\($0.instance.map { " @\($0)" } ?? "")" == name })
        let reading = try #require(FontToolsReading.all[key])
        let bounds =
            instance.flatMap { name in reading.variation?.namedInstances.first { $0.name == name }?.glyphBounds }
            ?? reading.glyphBounds
        let (file, index) = FontToolsReading.face(ofKey: key)
        var arguments = [
            "metrics", Repository.font(file), "--size", "11,17,34", "--scale", "1,2,3", "--format", "json",
        ]
        if file.hasSuffix(".ttc") { arguments += ["--face", "\(index)"] }
        if let instance { arguments += ["--instance", instance] }
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let face = try #require((document["fonts"] as? [[String: Any]])?.first)
        let rows = try #require(face["sizes"] as? [[String: Any]])
        #expect(rows.count == Self.sizes.count * Self.scales.count)
        for row in rows {
            let size = try #require(row["pointSize"] as? Double)
            let scale = try #require(row["scale"] as? Double)
            let ink = try #require(row["ink"] as? [String: Any])
            for (key, glyph) in [("capHeight", "H"), ("xHeight", "x")] {
                let expected = (bounds[glyph] ?? nil).map {
                    Self.pixels($0.yMax, size: size, scale: scale, unitsPerEm: reading.unitsPerEm)
                }
                #expect(ink[key] as? Int == expected, "\(name) \(key) at \(size) pt @\(scale)x")
                if expected == nil { #expect(ink[key] is NSNull, "\(name) \(key) should be null") }
            }
        }
    }
}
