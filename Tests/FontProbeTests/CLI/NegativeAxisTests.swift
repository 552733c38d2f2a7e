import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// A named instance at a negative axis coordinate: FPSlant-VF's Italic is `slnt` −10 (make-fixtures.py,
/// SLANT_MASTERS), its 'H' sheared and 720 units tall where the upright one is 700 (fontTools'
/// reading in tables.json). FreeType hands such a coordinate over zero-extended (65526); fontprobe
/// must read −10 and draw and measure the slanted outlines.
struct NegativeAxisTests {
    static let font = Repository.font("FPSlant-VF.ttf")

    /// fontTools' reading of the instance: its coordinates and the bounds of its 'H'.
    static func instance(_ name: String) throws -> FontToolsReading.Variation.Instance {
        let reading = try #require(FontToolsReading.all["FPSlant-VF.ttf"])
        return try #require(reading.variation?.namedInstances.first { $0.name == name })
    }

    @Test func metricsShowTheNegativeCoordinateAndTheItalicsInk() throws {
        let italic = try Self.instance("Italic")
        #expect(italic.coordinates == ["slnt": -10])
        let result = try CLI.run(["metrics", Self.font, "--all-instances", "--size", "17", "--scale", "3", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        let instances = fonts.compactMap { ($0["variation"] as? [String: Any])?["instance"] as? [String: Any] }
        #expect(instances.map { $0["name"] as? String } == ["Regular", "Italic"])
        #expect(instances.map { ($0["coordinates"] as? [String: Any])?["slnt"] as? Double } == [0, -10])
        // The ink of 'H' at 17 pt @3x, from fontTools' yMax of each instance: round(700 × 51 / 1000 = 35.7) = 36
        // and round(720 × 51 / 1000 = 36.72) = 37.
        let inks = fonts.compactMap { (($0["sizes"] as? [[String: Any]])?.first?["ink"] as? [String: Any])?["capHeight"] as? Int }
        let upright = try #require(try Self.instance("Regular").glyphBounds["H"] ?? nil)
        let slanted = try #require(italic.glyphBounds["H"] ?? nil)
        #expect(inks == [upright, slanted].map { Int((Double($0.yMax) * 51 / 1000).rounded()) })
        #expect(inks == [36, 37])

        let text = try CLI.run(["metrics", Self.font, "--all-instances", "--size", "17", "--scale", "3"])
        #expect(text.stdout.contains("FP Slant Italic (slnt -10)"), "\(text.stdout)")
        #expect(!text.stdout.contains("65526"))
    }

    /// The Italic is drawn slanted: the ink of its 'H' reaches further right at the top than at the
    /// bottom (fontTools: xMax 767 where the upright's is 640), and the upright's does not.
    @Test func renderDrawsTheItalic() throws {
        func shear(_ selection: InstanceSelection) throws -> Int {
            let read = FontReader().read([Self.font], instances: selection, raster: RasterRequest(text: "H", pixelsPerEm: [100]))
            #expect(read.errors.isEmpty)
            let glyph = try #require(read.faces.first?.rasters.first?.glyphs.first)
            guard case .coverage(let pixels) = glyph.pixels else { throw CancellationError() }
            // The rightmost inked column of the top and the bottom row.
            func right(_ row: Int) -> Int {
                (0..<glyph.width).last { pixels[row * glyph.width + $0] > 127 } ?? -1
            }
            return right(1) - right(glyph.height - 2)
        }
        #expect(try shear(.defaultInstance) == 0)
        // 720 units × tan 10° = 127 units = 12.7 px at 100 px/em over the height; a few pixels at least.
        #expect(try shear(.named("Italic")) >= 10)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("fp-slant-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let render = try CLI.run(["render", Self.font, "--instance", "Italic", "--text", "H", "-o", png.path])
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func auditAndCheckKeepTheItalic() throws {
        let audit = try CLI.run(["audit", "--format", "json", "--instances", "named", Self.font])
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(try CheckCommandTests.instanceNames(audit.stdout) == ["Regular", "Italic"])

        let project = try ScratchProject(fonts: ["FPSlant-VF.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\ninstances:\n  'Fonts/*.ttf': named\n")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        let lock = try project.read("fontprobe.lock.json")
        #expect(lock.contains(#""instance" : "Italic""#), "\(lock)")
        #expect(!lock.contains("65526"))
        let check = try project.run(["check"])
        #expect(check.status == 0, "\(check.stdout)")
    }
}
