import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// docs/model.md#dynamic-type: the HIG table compiled into the library, and UIFontMetrics' line-height ratio.
struct DynamicTypeTests {
    /// `Data/dynamic-type.json`, the table's source, read here with Foundation, not with our code.
    struct Source: Decodable {
        struct Named: Decodable {
            var uikit: String
            var isAccessibilityCategory: Bool?
        }
        struct Cell: Decodable { var size, leading: Double }
        var styles: [Named]
        var categories: [Named]
        var defaultCategory: String
        var hig: [String: [String: Cell]]

        static func load() throws -> Source {
            let url = Repository.root.appendingPathComponent("Data/dynamic-type.json")
            return try JSONDecoder().decode(Source.self, from: Data(contentsOf: url))
        }
    }

    @Test func compiledTableEqualsTheData() throws {
        let source = try Source.load()
        #expect(TextStyle.allCases.map(\.rawValue) == source.styles.map(\.uikit))
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == source.categories.map(\.uikit))
        #expect(ContentSizeCategory.default.rawValue == source.defaultCategory)
        for category in source.categories {
            let compiled = try #require(ContentSizeCategory(rawValue: category.uikit))
            #expect(compiled.isAccessibilityCategory == category.isAccessibilityCategory)
        }
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let cell = try #require(source.hig[style.rawValue]?[category.rawValue])
                let compiled = DynamicTypeScaling.hig(style, category)
                #expect(compiled.size == cell.size && compiled.leading == cell.leading, "\(style) \(category)")
            }
        }
    }

    /// The HIG's body column, written out from Apple's table: 14 … 53, leading 19 … 62.
    @Test func bodyColumn() {
        let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let leading: [Double] = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        #expect(ContentSizeCategory.allCases.map { DynamicTypeScaling.hig(.body, $0).size } == sizes)
        #expect(ContentSizeCategory.allCases.map { DynamicTypeScaling.hig(.body, $0).leading } == leading)
    }

    /// Published observations [M] (Data/dynamic-type.json, uiFontMetrics.observations).
    @Test func publishedObservations() {
        let body = DynamicTypeScaling(style: .body)
        // Identity at the default category: 17 stays 17.
        #expect(body.baseSize == 17)
        #expect(body.step(.large).pointSize == 17)
        #expect(body.step(.large).evidence == .identity)
        #expect(DynamicTypeScaling(style: .headline, baseSize: 20).step(.large).pointSize == 20)
        // scaledFont(for: body @ large, maximumPointSize: 25) at AX5 is 25.
        let clamped = DynamicTypeScaling(style: .body, baseSize: 17, maximumSize: 25).step(.accessibilityExtraExtraExtraLarge)
        #expect(clamped.pointSize == 25)
        #expect(clamped.isClamped)
        // scaledFont(for: system 17) at accessibility XXXL was 48: 17 × 62 / 22 = 47.9 → 48.
        #expect(body.step(.accessibilityExtraExtraExtraLarge).pointSize == 48)
        // scaledValue(for: 17) at medium was 16.333 (a 3x device): 17 × 21 / 22 × 3 = 48.68 → 49 px.
        #expect(abs(body.step(.medium).scaledValue(17, scale: 3) - 49.0 / 3) < 1e-12)
    }

    /// A custom font scales by the style's line height, rounded to whole points, not by its size:
    /// body 17 at xxxL is round(17 × 29 / 22) = round(22.41) = 22 (measured in UIKit renders), where
    /// the HIG size ratio gives 23 (docs/uikit-evidence.md).
    @Test func lineHeightRatioRoundedToWholePoints() {
        let body = DynamicTypeScaling(style: .body)
        #expect(body.step(.extraExtraExtraLarge).pointSize == 22)
        #expect(DynamicTypeScaling.hig(.body, .extraExtraExtraLarge).size == 23)
        // 20 pt custom body: at medium round(20 × 21 / 22 = 19.09) = 19, at AX5 round(20 × 62 / 22 = 56.36) = 56;
        // title1 by its own column: round(20 × 46 / 34 = 27.06) = 27 at accessibilityMedium.
        let custom = DynamicTypeScaling(style: .body, baseSize: 20)
        #expect(custom.step(.medium).pointSize == 19)
        #expect(custom.step(.accessibilityExtraExtraExtraLarge).pointSize == 56)
        #expect(!custom.step(.accessibilityExtraExtraExtraLarge).isClamped)
        let title = DynamicTypeScaling(style: .title1, baseSize: 20).step(.accessibilityMedium)
        #expect(abs(title.ratio - 46.0 / 34) < 1e-12)
        #expect(title.pointSize == 27)
        // To the nearest whole point: caption1 12 at xxL is 12 × 21 / 16 = 15.75 → 16; a half rounds away
        // from zero: subheadline 15 at xxxL is 15 × 26 / 20 = 19.5 → 20 (the line height observed there,
        // not the HIG's 28).
        #expect(DynamicTypeScaling(style: .caption1, baseSize: 12).step(.extraExtraLarge).pointSize == 16)
        #expect(DynamicTypeScaling(style: .subheadline, baseSize: 15).step(.extraExtraExtraLarge).pointSize == 20)
        // A maximum above every size changes nothing; one below the base size lowers even Large.
        #expect(
            DynamicTypeScaling(style: .body, baseSize: 20, maximumSize: 100).step(.accessibilityExtraExtraExtraLarge).isClamped
                == false)
        #expect(DynamicTypeScaling(style: .body, baseSize: 20, maximumSize: 18).step(.large).pointSize == 18)
        // The default size is the style's HIG size at Large.
        #expect(DynamicTypeScaling(style: .largeTitle).baseSize == 34)
        #expect(DynamicTypeScaling(style: .caption2).baseSize == 11)
    }

    /// scaledValue(for:) rounds to pixels from one exact expression: title2 21 pt at xxxL on 3x is
    /// 21 × 34 × 3 / 28 = 76.5 px, half a pixel, so 77 px = 77/3 pt (25.667), not 76.
    @Test func scaledValueHalfPixel() {
        let step = DynamicTypeScaling(style: .title2).step(.extraExtraExtraLarge)
        #expect(step.scaledValue(21, scale: 3) == 77.0 / 3)
    }

    /// Which categories rest on renders: extra-small, Medium, xxxL, AX3 and AX5 measured, Large the
    /// identity, the rest inferred.
    @Test func evidence() {
        let measured = ContentSizeCategory.allCases.filter { DynamicTypeScaling.evidence($0) == .measured }
        #expect(
            measured == [
                .extraSmall, .medium, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
        #expect(DynamicTypeScaling.evidence(.large) == .identity)
        #expect(DynamicTypeScaling.evidence(.accessibilityMedium) == .inferred)
    }

    @Test func observedSystemDifference() {
        // iOS 13.3 returned 41 pt for caption2 at AX5, where the HIG lists 40 (hig_vs_runtime_differences).
        #expect(DynamicTypeScaling.hig(.caption2, .accessibilityExtraExtraExtraLarge).size == 40)
        #expect(DynamicTypeScaling.observedSystemSize(.caption2, .accessibilityExtraExtraExtraLarge) == 41)
        #expect(DynamicTypeScaling.observedSystemSize(.body, .large) == nil)
    }

    @Test func accessibilityCategoriesAreTheLastFive() {
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.allCases.first == .extraSmall)
        #expect(ContentSizeCategory.allCases.last == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.small < .large && !(ContentSizeCategory.large < .large))
    }
    /// Every `scaledFont(for:)` and `Font.custom(_:size:relativeTo:)` size measured in the UIKit and
    /// SwiftUI renders of Data/uikit-pixels-3.json (a custom font at its size at Large, a text style,
    /// the category it rendered at after any clamp): the model gives each, in whole points, and
    /// each category measured there is marked measured.
    @Test func measuredSizesOfTheRenders() throws {
        let url = Repository.root.appendingPathComponent("Data/uikit-pixels-3.json")
        let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        var checked = 0
        for item in cases {
            guard let measured = item["measured_size_pt"] as? Double, let base = item["base_size_pt"] as? Double,
                let styleName = item["style"] as? String, let categoryName = item["category"] as? String
            else { continue }
            let id = item["id"] as? String ?? "?"
            let style = try #require(TextStyle(rawValue: styleName), "\(id)")
            let category = try #require(ContentSizeCategory(rawValue: categoryName), "\(id)")
            let step = DynamicTypeScaling(style: style, baseSize: base).step(category)
            #expect(step.pointSize == measured.rounded(), "\(id): \(step.pointSize), measured \(measured)")
            #expect(DynamicTypeScaling.evidence(category) != .inferred, "\(id)")
            checked += 1
        }
        #expect(checked == 24)
    }
}
