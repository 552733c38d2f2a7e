import Foundation
import Testing

@testable import FontProbeTestSupport

/// `metrics --platform android` against Skia itself: skia-python (PyPI; `make ci-tools` installs it
/// into `.build/ci-tools`) reads every fixture font, the synthetic ones included, at text sizes of
/// 12 to 34 sp at densities 1, 2, 2.625 and 3, and the expected lines follow from its
/// `getMetrics()` by the arithmetic of docs/model.md#android, written out here: hwui's
/// `top = floor(fTop)`, `ascent = floor(fAscent + 0.5)`, `descent = floor(fDescent + 0.5)`,
/// `bottom = ceil(fBottom)`; a TextView (padding on, API 33) spans the head box widened to the
/// ascent and descent in floats, `floor(min(fTop, fAscent))` to `ceil(max(fBottom, fDescent))`,
/// with its baseline `-floor(min(fTop, fAscent))` below its top; a Compose Text (padding off) `descent - ascent` with its baseline `-ascent`, where
/// the line's extent starts at the baseline (minikin: `min(0, ascent)`, `max(0, descent)`);
/// `fontMetricsInt` is hwui's rounding of each, `leading = floor(fLeading + 0.5)`.
@Suite(.serialized)
struct AndroidSkiaOracleTests {
    static let python = Repository.root.appendingPathComponent(".build/ci-tools/bin/python").path
    static let script = Repository.root.appendingPathComponent("Tests/Oracles/skia_metrics.py").path

    static let hasSkia: Bool = {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        return (try? ProcessRun.run(python, ["-c", "import skia"]).status) == 0
    }()

    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    static let sizes: [Double] = Array(12...34).map(Double.init)
    static let densities = [1, 2, 2.625, 3]

    /// Every single-face fixture font (Skia's `MakeFromFile` opens face 0; collections and WOFF2
    /// are read elsewhere), the renders' Roboto, and the fonts of the folder
    /// `FONTPROBE_ORACLE_FONTS` names, when set (fonts that cannot be shared: `FONTPROBE_ORACLE_FONTS=~/Fonts
    /// swift test --filter AndroidSkiaOracleTests`).
    static var fonts: [String] {
        let more = ProcessInfo.processInfo.environment["FONTPROBE_ORACLE_FONTS"].map { [URL(fileURLWithPath: $0)] } ?? []
        let folders = ["Fixtures/fonts", "Fixtures/android"].map { Repository.root.appendingPathComponent($0) } + more
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
                .sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }

    @Test func skiaIsThereInCI() {
        guard Self.isCI else { return }
        #expect(Self.hasSkia, "skia-python is missing: run `make ci-tools`")
    }

    @Test(.enabled(if: hasSkia, "no skia-python: run `make ci-tools`"))
    func everyFixtureLaysOutAsSkiaSays() throws {
        let fonts = Self.fonts
        #expect(fonts.count > 40)
        let pixels = Array(Set(Self.sizes.flatMap { size in Self.densities.map { size * $0 } })).sorted()
        let oracle = try ProcessRun.run(
            Self.python, [Self.script, "--sizes", pixels.map { "\($0)" }.joined(separator: ",")] + fonts, cpuLimit: 300)
        #expect(oracle.status == 0, "\(oracle.stderr)")
        let skia = try #require(try JSONSerialization.jsonObject(with: Data(oracle.stdoutBytes)) as? [String: Any])

        let run = try ProcessRun.fontprobe(
            [
                "metrics", "--platform", "android", "--format", "json",
                "--size", Self.sizes.map { "\(Int($0))" }.joined(separator: ","),
                "--scale", Self.densities.map { "\($0)" }.joined(separator: ","),
            ] + fonts)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
        let faces = try #require(report["fonts"] as? [[String: Any]])

        var compared = 0
        var notOpened: [String] = []
        var widened: Set<String> = []
        for path in fonts {
            let name = (path as NSString).lastPathComponent
            guard let rows = skia[path] as? [[Double]] else {
                notOpened.append(name)
                continue
            }
            let bySize = Dictionary(rows.map { ($0[0], $0) }, uniquingKeysWith: { a, _ in a })
            // The default instance: the face Skia opens.
            guard let face = faces.first(where: { $0["path"] as? String == path && $0["faceIndex"] as? Int == 0 }),
                let sizes = face["sizes"] as? [[String: Any]]
            else {
                // fontprobe has no row for a face without vertical metrics; Skia's are then 0.
                let row = try #require(rows.first)
                #expect(row[2] == 0 && row[3] == 0, "\(name): fontprobe has no row, Skia has ascent \(row[2])")
                continue
            }
            let capSource = (face["capHeight"] as? [String: Any])?["source"] as? String
            for size in sizes {
                let android = try #require(size["android"] as? [String: Any], "\(name)")
                if face["glyphFormat"] as? String == "bitmap" {
                    // Skia reads a bitmap font's strike, not its tables: fontprobe gives no line.
                    #expect(android["view"] is NSNull && android["compose"] is NSNull, "\(name)")
                    continue
                }
                let textSize = try #require(android["textSizePx"] as? Double)
                let m = try #require(bySize[textSize], "\(name) at \(textSize) px")
                let (fTop, fAscent, fDescent, fBottom) = (m[1], m[2], m[3], m[4])
                let top = fTop.rounded(.down)
                let ascent = min(0, (fAscent + 0.5).rounded(.down))
                let descent = max(0, (fDescent + 0.5).rounded(.down))
                let bottom = fBottom.rounded(.up)
                let where_ = "\(name) at \(textSize) px"
                // Paint.getFontMetricsInt, each field as hwui rounds Skia's.
                let int = try #require(android["fontMetricsInt"] as? [String: Any], "\(where_)")
                let leading = (m[8] + 0.5).rounded(.down)
                #expect(
                    [int["top"], int["ascent"], int["descent"], int["bottom"], int["leading"]].map {
                        ($0 as? Int).map(Double.init)
                    }
                        == [top, (fAscent + 0.5).rounded(.down), (fDescent + 0.5).rounded(.down), bottom, leading],
                    "\(where_): fontMetricsInt \(int), Skia \(m)")
                let view = try #require(android["view"] as? [String: Any], "\(where_): no view")
                let compose = try #require(android["compose"] as? [String: Any], "\(where_): no compose")
                let (paddedTop, paddedBottom) = (min(fTop, fAscent).rounded(.down), max(fBottom, fDescent).rounded(.up))
                #expect(view["heightPx"] as? Double == paddedBottom - paddedTop, "\(where_): view height")
                #expect(view["baselinePx"] as? Double == -paddedTop, "\(where_): view baseline")
                if paddedTop != top || paddedBottom != bottom { widened.insert(name) }
                #expect(compose["heightPx"] as? Double == descent - ascent, "\(where_): compose height")
                #expect(compose["baselinePx"] as? Double == -ascent, "\(where_): compose baseline")
                // Skia's cap height: OS/2 sCapHeight, the same to a thousandth of a pixel; else the
                // top of 'H' at the size, which fontprobe gives unhinted, as Skia measures it
                // without hinting to its 1/64 px.
                if let capTop = compose["capTopPx"] as? Double {
                    let (skia, tolerance) = capSource == "glyph" ? (m[7], 1.0 / 64) : (m[5], 0.001)
                    #expect(abs(capTop - (-ascent - skia)) <= tolerance, "\(where_): cap top \(capTop), Skia \(-ascent - skia)")
                }
                compared += 1
            }
        }
        // FreeType, inside Skia, refuses a font without hhea, and a unitsPerEm outside 16...16384.
        #expect(
            notOpened.filter { $0.hasPrefix("FP") } == ["FPNoHhea-Regular.ttf", "FPUpm20000-Regular.ttf", "FPUpm8-Regular.ttf"])
        #expect(compared > 40 * Self.sizes.count * Self.densities.count)
        // The two faces built with their ascent and descent beyond the head box are laid out on the
        // widened box at some size (Fixtures/android/make-android-fonts.py).
        #expect(widened.isSuperset(of: ["FPWideHhea-Regular.ttf", "FPWideHheaGap-Regular.ttf"]), "\(widened.sorted())")
    }

    /// SUIT's render (docs/model.md#android): a 14 px TextView at mdpi, 18 px high with its baseline
    /// 14 px down, where the head box alone gives 17 and 13. FP Wide Hhea has such tables (hhea
    /// 980/-280 around a head box 900/-250), and Skia's own metrics give the line:
    /// floor(min(fTop -12.6, fAscent -13.72)) = -14, ceil(max(fBottom 3.5, fDescent 3.92)) = 4.
    @Test(.enabled(if: hasSkia, "no skia-python: run `make ci-tools`"))
    func aPaddedViewSpansTheWidenedHeadBox() throws {
        let font = Repository.root.appendingPathComponent("Fixtures/android/FPWideHhea-Regular.ttf").path
        let oracle = try ProcessRun.run(Self.python, [Self.script, "--sizes", "14", font], cpuLimit: 60)
        let skia = try #require(try JSONSerialization.jsonObject(with: Data(oracle.stdoutBytes)) as? [String: Any])
        let m = try #require((skia[font] as? [[Double]])?.first)
        let (top, bottom) = (min(m[1], m[2]).rounded(.down), max(m[4], m[3]).rounded(.up))
        #expect((top, bottom) == (-14, 4), "Skia \(m)")
        let run = try ProcessRun.fontprobe([
            "metrics", "--platform", "android", "--format", "json", "--size", "14", "--scale", "1", font,
        ])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
        let face = try #require((report["fonts"] as? [[String: Any]])?.first)
        let android = try #require((face["sizes"] as? [[String: Any]])?.first?["android"] as? [String: Any])
        let view = try #require(android["view"] as? [String: Any])
        #expect(view["heightPx"] as? Double == bottom - top)
        #expect(view["baselinePx"] as? Double == -top)
        // getFontMetricsInt has no text: it keeps the head box, floor(-12.6) and ceil(3.5).
        let int = try #require(android["fontMetricsInt"] as? [String: Any])
        #expect(int["top"] as? Int == -13 && int["bottom"] as? Int == 4)
        // The text report says what API 32 gives.
        let text = try ProcessRun.fontprobe(["metrics", "--platform", "android", "--size", "14", "--scale", "1", font])
        #expect(text.stdout.contains("before API 33 the head box alone (17 px, baseline 13 px)"), "\(text.stdout)")
    }
}
