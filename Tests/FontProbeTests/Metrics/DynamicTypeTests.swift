import FontProbe
import Foundation
import Testing

/// docs/model.md#dynamic-type: the HIG table compiled into the library, and the HIG-ratio approximation.
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
        #expect(DynamicTypeScaling(style: .headline, baseSize: 20).step(.large).pointSize == 20)
        // scaledFont(for: body @ large, maximumPointSize: 25) at AX5 is 25.
        let clamped = DynamicTypeScaling(style: .body, baseSize: 17, maximumSize: 25).step(.accessibilityExtraExtraExtraLarge)
        #expect(clamped.pointSize == 25)
        #expect(clamped.isClamped)
        // Where the approximation is known to be off: scaledValue(for: 17) at medium was 16.333; the ratio gives 16.
        #expect(body.step(.medium).pointSize == 16)
    }

    /// At its own size a style gets exactly the HIG's sizes: no representation error (58, not 58.00000000000001).
    @Test func defaultSizesAreTheHIGsExactly() {
        for style in TextStyle.allCases {
            let scaling = DynamicTypeScaling(style: style)
            for category in ContentSizeCategory.allCases {
                #expect(scaling.step(category).pointSize == DynamicTypeScaling.hig(style, category).size, "\(style) \(category)")
            }
        }
    }

    @Test func customSizeScalesByTheStylesRatio() {
        // 20 pt custom body: at medium 20 * 16 / 17, at AX5 20 * 53 / 17; title1 by its own column: 20 * 38 / 28.
        let body = DynamicTypeScaling(style: .body, baseSize: 20)
        #expect(abs(body.step(.medium).pointSize - 20.0 * 16 / 17) < 1e-12)
        #expect(abs(body.step(.accessibilityExtraExtraExtraLarge).pointSize - 20.0 * 53 / 17) < 1e-12)
        #expect(!body.step(.accessibilityExtraExtraExtraLarge).isClamped)
        let title = DynamicTypeScaling(style: .title1, baseSize: 20).step(.accessibilityMedium)
        #expect(abs(title.ratio - 38.0 / 28) < 1e-12)
        #expect(abs(title.pointSize - 20.0 * 38 / 28) < 1e-12)
        // A maximum above every size changes nothing; one below the base size lowers even Large.
        #expect(
            DynamicTypeScaling(style: .body, baseSize: 20, maximumSize: 100).step(.accessibilityExtraExtraExtraLarge).isClamped
                == false)
        #expect(DynamicTypeScaling(style: .body, baseSize: 20, maximumSize: 18).step(.large).pointSize == 18)
        // The default size is the style's HIG size at Large.
        #expect(DynamicTypeScaling(style: .largeTitle).baseSize == 34)
        #expect(DynamicTypeScaling(style: .caption2).baseSize == 11)
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
}
