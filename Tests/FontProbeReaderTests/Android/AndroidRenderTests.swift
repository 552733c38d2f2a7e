import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeReader
@testable import FontProbeTestSupport

/// The Android model (docs/model.md#android) against the real renders of
/// Fixtures/android/android-renders.json: Paparazzi (layoutlib), a real API 25 emulator, an API 26
/// Compose screenshot and Now in Android's Material 3 tag, each measured pixel by pixel. Roboto is
/// the renders' own Roboto 2.138 (Fixtures/android, the Debian build of it with its head box); CashMarket is
/// set from the tables the data records.
struct AndroidRenderTests {
    static var data: [String: Any] {
        let url = Repository.root.appendingPathComponent("Fixtures/android/android-renders.json")
        return (try? JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]) ?? [:]
    }

    /// The measured values of the case `id`.
    static func measured(_ id: String) throws -> [String: Double] {
        let cases = try #require(data["cases"] as? [[String: Any]])
        let found = try #require(cases.first { $0["id"] as? String == id })
        return try #require(found["measured"] as? [String: Double])
    }

    static func roboto(_ style: String) throws -> AndroidMetrics {
        let path = Repository.root.appendingPathComponent("Fixtures/android/Roboto-\(style).ttf").path
        let face = try #require(FontReader().read([path]).faces.first)
        return try #require(AndroidMetrics(face.metrics))
    }

    /// The fixture is the renders' Roboto: the tables the data records are the ones read.
    @Test func robotoIsTheRendersRoboto() throws {
        let fonts = try #require(Self.data["fonts"] as? [String: [String: Any]])
        let recorded = try #require(fonts["Roboto 2.138 (Android system font)"])
        let roboto = try Self.roboto("Regular")
        #expect(roboto.unitsPerEm == recorded["unitsPerEm"] as? Int)
        let hhea = try #require(recorded["hhea"] as? [Int])
        #expect(roboto.ascender == hhea[0] && roboto.descender == hhea[1])
        #expect(roboto.source == .hhea)
        let head = try #require(recorded["head"] as? [String: Int])
        #expect(roboto.top == head["yMax"] && roboto.bottom == head["yMin"])
        #expect(roboto.capHeight == recorded["capHeight"] as? Int)
    }

    /// A TextView, padding on, the image the view: 81 px high, baseline 64 (hhea without padding: 71).
    @Test func paparazziShrink() throws {
        let metrics = try Self.roboto("Regular").integerMetrics(textSize: 60)
        let measured = try Self.measured("paparazzi-shrink-roboto-60px")
        let box = try #require(metrics.textView())
        #expect(Double(box.height) == measured["viewHeight"] && Double(box.baseline) == measured["baseline"])
        #expect(metrics.textView(includeFontPadding: false)?.height == 71)
    }

    /// 70dp text under a 200dp image, centred in 1920 px: baseline 1342 (hhea without padding: 1332).
    @Test func paparazziDeviceResolution() throws {
        let metrics = try Self.roboto("Regular").integerMetrics(textSize: 210)
        let box = try #require(metrics.textView())
        let top = (1920 - (600 + box.height)) / 2
        #expect(Double(top + 600 + box.baseline) == (try Self.measured("paparazzi-device-resolution-roboto-210px"))["baseline"])
    }

    /// CashMarket (hhea 1000/-200, head 1000/-200, 1000 units) at 96 px: baseline 96.
    @Test func paparazziCashMarket() throws {
        var font = FontMetrics(
            unitsPerEm: 1000, familyName: "CashMarket", styleName: "Medium",
            hhea: HheaTable(ascender: 1000, descender: -200, lineGap: 0),
            os2: OS2Table(
                version: 4, typoAscender: 800, typoDescender: -200, typoLineGap: 200, winAscent: 1000, winDescent: 200,
                capHeight: nil, xHeight: 540, useTypoMetrics: false),
            fontBounds: GlyphBounds(xMin: 0, yMin: -200, xMax: 1000, yMax: 1000))
        font.capGlyphBounds = nil
        let android = try #require(AndroidMetrics(font))
        let box = try #require(android.integerMetrics(textSize: 96).textView())
        #expect(Double(box.baseline) == (try Self.measured("paparazzi-singleline-cashmarket-96px"))["baseline"])
    }

    /// A 48dp button, text 14sp at 2x centred: baseline 59, the cap's ink from 39.2.
    @Test func emulatorButton() throws {
        let metrics = try Self.roboto("Medium").integerMetrics(textSize: 28)
        let measured = try Self.measured("facebook-api25-button-roboto-medium-28px")
        let box = try #require(metrics.textView())
        #expect(Double(box.baseline(centredIn: 96)) == measured["baseline"])
        let capTop = try #require(box.capTop) + Double((96 - box.height) >> 1)
        #expect(abs(capTop - (measured["capTop"] ?? 0)) < 0.5)
    }

    /// Compose before 1.6, padding on: a 43 px node with its baseline at 34.
    @Test func composeWithPadding() throws {
        let metrics = try Self.roboto("Regular").integerMetrics(textSize: 32)
        let box = try #require(metrics.compose(includeFontPadding: true))
        let measured = try Self.measured("shot-api26-compose-roboto-32px")
        #expect(Double(box.height) == measured["nodeHeight"] && Double(box.baseline) == measured["baseline"])
    }

    /// Material 3's labelSmall, 30 px text in 42 px lines, Center and Trim.LastLineBottom, in a
    /// 40dp button centred in a 48dp touch box: baseline 84 (no line height 83, Trim.Both 83, None 82,
    /// FirstLineTop 81, the alternatives the data rules out).
    @Test func composeLineHeightStyle() throws {
        let metrics = try Self.roboto("Medium").integerMetrics(textSize: 30)
        let measured = try Self.measured("nowinandroid-tag-roboto-medium-30px-lh42")
        // The button centres its content as Compose's Alignment.Center does, `((space - size) / 2f).roundToInt()`.
        func baseline(_ box: AndroidLineBox?) -> Int {
            guard let box else { return 0 }
            return 12 + Int((Double(120 - box.height) / 2).rounded(.toNearestOrAwayFromZero)) + box.baseline
        }
        func baseline(_ trim: AndroidIntegerMetrics.LineHeightTrim) -> Int {
            baseline(metrics.compose(lineHeight: 42, alignment: .center, trim: trim))
        }
        #expect(Double(baseline(.lastLineBottom)) == measured["baseline"])
        let others: [Int] = [
            baseline(metrics.compose()), baseline(.both), baseline(AndroidIntegerMetrics.LineHeightTrim.none),
            baseline(.firstLineTop),
        ]
        #expect(others == [83, 83, 82, 81])
    }
}
