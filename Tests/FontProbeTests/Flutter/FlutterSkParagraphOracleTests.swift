import Foundation
import Testing

@testable import FontProbeTestSupport

/// `metrics --platform flutter` against SkParagraph itself: skia-python (PyPI; `make ci-tools`
/// installs it into `.build/ci-tools`, as for AndroidSkiaOracleTests) lays out 1 to 3 lines in
/// every single-face fixture font, the synthetic ones included, at font sizes of 12 to 34 logical
/// px, with `height` null, 1.2 and 1.5 and both leading distributions (Tests/Oracles/skia_paragraph.py).
/// Its `Height` of the first k lines is the top of line k, so each line's height is the difference
/// of two; its `AlphabeticBaseline` is the first line's baseline, unrounded, which every line of one
/// style shares below its top. The expected painted baselines follow by the arithmetic of
/// docs/model.md#flutter, written out here: `top + floor(AlphabeticBaseline + 0.5)`, on the device
/// `floor(y × dpr + 0.5)` at dpr 1, 2, 2.625 and 3; the box `Height × dpr`.
@Suite(.serialized)
struct FlutterSkParagraphOracleTests {
    static let script = Repository.root.appendingPathComponent("Tests/Oracles/skia_paragraph.py").path
    static let sizes: [Double] = [12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 34]
    static let dprs = [1, 2, 2.625, 3]
    static let heights: [Double?] = [nil, 1.2, 1.5]
    static let lines = 3

    @Test func skiaIsThereInCI() {
        guard AndroidSkiaOracleTests.isCI else { return }
        #expect(AndroidSkiaOracleTests.hasSkia, "skia-python is missing: run `make ci-tools`")
    }

    /// One configuration of `metrics --platform flutter`: its height and leading distribution.
    struct Style: CustomStringConvertible {
        var height: Double?
        var even: Bool
        var description: String { "height \(height.map { "\($0)" } ?? "null")\(even ? " even" : "")" }
        var options: [String] {
            (height.map { ["--height", "\($0)"] } ?? []) + (even ? ["--leading-distribution", "even"] : [])
        }
    }

    @Test(.enabled(if: AndroidSkiaOracleTests.hasSkia, "no skia-python: run `make ci-tools`"))
    func everyFixtureLaysOutAsSkParagraphSays() throws {
        let fonts = AndroidSkiaOracleTests.fonts
        #expect(fonts.count > 40)
        let oracle = try ProcessRun.run(
            AndroidSkiaOracleTests.python,
            [
                Self.script, "--sizes", Self.sizes.map { "\($0)" }.joined(separator: ","),
                "--heights", Self.heights.map { $0.map { "\($0)" } ?? "null" }.joined(separator: ","),
                "--lines", "\(Self.lines)",
            ] + fonts, cpuLimit: 600)
        #expect(oracle.status == 0, "\(oracle.stderr)")
        let skia = try #require(try JSONSerialization.jsonObject(with: Data(oracle.stdoutBytes)) as? [String: Any])

        var compared = 0
        var alphabeticExact = 0
        var notOpened: Set<String> = []
        var opened: Set<String> = []
        for height in Self.heights {
            for even in [false, true] {
                let style = Style(height: height, even: even)
                let run = try ProcessRun.fontprobe(
                    [
                        "metrics", "--platform", "flutter", "--format", "json", "--lines", "\(Self.lines)",
                        "--size", Self.sizes.map { "\(Int($0))" }.joined(separator: ","),
                        "--scale", Self.dprs.map { "\($0)" }.joined(separator: ","),
                    ] + style.options + fonts)
                let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
                let faces = try #require(report["fonts"] as? [[String: Any]])
                for path in fonts {
                    let name = (path as NSString).lastPathComponent
                    guard let rows = skia[path] as? [[Any]] else {
                        notOpened.insert(name)
                        continue
                    }
                    opened.insert(name)
                    // fontprobe has no row for a face without vertical metrics; Skia's lines are then empty.
                    guard let face = faces.first(where: { $0["path"] as? String == path && $0["faceIndex"] as? Int == 0 }),
                        let sizes = face["sizes"] as? [[String: Any]]
                    else { continue }
                    let capSource = (face["capHeight"] as? [String: Any])?["source"] as? String
                    for size in sizes {
                        let flutter = try #require(size["flutter"] as? [String: Any], "\(name)")
                        #expect(flutter["metricSource"] as? String == "android")
                        let fontSize = try #require(flutter["fontSize"] as? Double)
                        let dpr = try #require(size["scale"] as? Double)
                        let where_ = "\(name) at \(fontSize) px, \(style), dpr \(dpr)"
                        if face["glyphFormat"] as? String == "bitmap" {
                            // Skia lays a bitmap font out on its strike: fontprobe gives no line.
                            #expect(flutter["text"] is NSNull, "\(where_)")
                            continue
                        }
                        let row = try #require(
                            rows.first {
                                $0[0] as? Double == fontSize && $0[1] as? Double == height && $0[2] as? Int == (even ? 1 : 0)
                            }, "\(where_): no SkParagraph row")
                        let tops = [0.0] + (try #require(row[3] as? [Double]))
                        let skiaBaseline = try #require(row[4] as? Double)
                        let text = try #require(flutter["text"] as? [String: Any], "\(where_): no line")
                        let logical = try #require(text["logical"] as? [String: Any], "\(where_)")

                        // The paragraph's height, logical and device.
                        let paragraphHeight = tops[Self.lines]
                        #expect(logical["height"] as? Double == paragraphHeight, "\(where_): height, Skia \(tops)")
                        #expect(text["heightPx"] as? Double == paragraphHeight * dpr, "\(where_): heightPx")
                        // alphabeticBaseline: Skia's float, to a millionth of a px.
                        let alphabetic = try #require(logical["alphabeticBaseline"] as? Double)
                        #expect(
                            abs(alphabetic - skiaBaseline) < 1e-6, "\(where_): alphabetic \(alphabetic), Skia \(skiaBaseline)")
                        if alphabetic == skiaBaseline { alphabeticExact += 1 }
                        // Each line's painted baseline, logical and device.
                        let painted = (0..<Self.lines).map { tops[$0] + (skiaBaseline + 0.5).rounded(.down) }
                        #expect(
                            logical["baselines"] as? [Double] == painted, "\(where_): baselines, Skia \(tops) \(skiaBaseline)")
                        let device = painted.map { ($0 * dpr + 0.5).rounded(.down) }
                        #expect(text["baselinesPx"] as? [Double] == device, "\(where_): baselinesPx")
                        #expect(text["baselinePx"] as? Double == device[0], "\(where_): baselinePx")
                        // The cap top: Skia's unhinted fCapHeight above the first painted baseline
                        // (OS/2 sCapHeight to a thousandth; the top of 'H' to Skia's 1/64 px).
                        if let capTop = logical["capTop"] as? Double, let cap = row[5] as? Double {
                            let tolerance = capSource == "glyph" ? 1.0 / 64 : 0.001
                            #expect(abs(capTop - (painted[0] - cap)) <= tolerance, "\(where_): cap top \(capTop), Skia \(cap)")
                        }
                        compared += 1
                    }
                }
            }
        }
        // FreeType, inside Skia, refuses a font without hhea, and a unitsPerEm outside 16...16384.
        #expect(
            notOpened.filter { $0.hasPrefix("FP") }.sorted()
                == ["FPNoHhea-Regular.ttf", "FPUpm20000-Regular.ttf", "FPUpm8-Regular.ttf"])
        // The synthetic faces whose typo differs from hhea with USE_TYPO_METRICS are among them.
        #expect(opened.isSuperset(of: ["Lato-Regular-subset.ttf", "FPTypoSTAT-Regular.ttf", "FPHheaZero-Regular.ttf"]))
        #expect(compared > 40 * Self.sizes.count * Self.dprs.count * Self.heights.count * 2)
        #expect(alphabeticExact == compared, "alphabeticBaseline equal to the bit in \(alphabeticExact) of \(compared)")
    }
}
