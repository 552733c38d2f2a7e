import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// docs/uikit-evidence.md: every layout measured in a UIKit render (`Data/uikit-pixels.json`),
/// against fontprobe reading a font that carries the case's tables (`Fixtures/uikit`, built by
/// fontTools from the same file and checked against it there). The expected values are the
/// measured pixels, never fontprobe's own numbers.
struct UIKitEvidenceTests {
    /// The measured cases, read with Foundation from the data file.
    struct Evidence: Decodable {
        var cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var id: String?
        var kind: String
        var repo: String
        var commit: String
        var size_pt: Double?
        var scale: Double?
        var strength: String?
        // label-baseline
        var label_height_px_measured: Double?
        var baseline_px_from_label_top_measured: Double?
        var cap_top_px_from_label_top_measured: Double?
        // label-centered-in-button
        var button_height_px: Double?
        var baseline_px_from_button_top_measured: Double?
        // label-height-asserted
        var asserted_label_height_pt: [String: Double]?
        // uifontmetrics
        var style: String?
        var base_size_pt: Double?
        var category: String?
        var measured_size_pt: Double?

        var testDescription: String { id ?? "\(kind) \(style ?? "") \(base_size_pt.map { "\($0) pt" } ?? "")" }
    }

    /// `Fixtures/uikit/cases.json`: which font carries which case's tables.
    struct FontIndex: Decodable {
        var cases: [String: String]
    }

    static let evidence: [Case] = {
        let url = Repository.root.appendingPathComponent("Data/uikit-pixels.json")
        return (try? JSONDecoder().decode(Evidence.self, from: Data(contentsOf: url)).cases) ?? []
    }()

    static let index: FontIndex? = {
        let url = Repository.root.appendingPathComponent("Fixtures/uikit/cases.json")
        return try? JSONDecoder().decode(FontIndex.self, from: Data(contentsOf: url))
    }()

    static func cases(_ kind: String) -> [Case] { evidence.filter { $0.kind == kind } }

    /// The resolved metrics of the font that carries `c`'s tables.
    static func metrics(_ c: Case) throws -> ResolvedMetrics {
        let id = try #require(c.id)
        let file = try #require(index?.cases[id], "no font in Fixtures/uikit/cases.json for \(id)")
        let path = Repository.root.appendingPathComponent("Fixtures/uikit").appendingPathComponent(file).path
        let (faces, errors) = FontReader().read([path])
        #expect(errors.isEmpty)
        return try #require(faces.first?.metrics.resolved)
    }

    /// The case's label at its size and scale, from the font carrying its tables; `k` the scale.
    static func label(_ c: Case) throws -> (metrics: ResolvedMetrics, label: LabelMetrics, k: Double) {
        let metrics = try Self.metrics(c)
        let size = try #require(c.size_pt)
        let k = try #require(c.scale)
        return (metrics, metrics.label(pointSize: size, scale: k), k)
    }

    /// The cases whose cap top was measured on a 12 pt glyph sharing the 24 pt run's baseline
    /// (their `notes` in the data): there the cap line is the 12 pt one.
    static func capSize(_ c: Case) -> Double? { (c.id ?? "").contains("24mixed") ? 12 : c.size_pt }

    @Test func theDataIsThere() {
        // 38 labels, 5 buttons, 1 asserted height, 10 UIFontMetrics sizes (Data/uikit-pixels.json).
        #expect(Self.cases("label-baseline").count == 38)
        #expect(Self.cases("label-centered-in-button").count == 5)
        #expect(Self.cases("label-height-asserted").count == 1)
        #expect(Self.cases("uifontmetrics").count == 10)
    }

    /// Label height, baseline row and cap top (= the cap inset) in device pixels, as measured.
    @Test(arguments: cases("label-baseline"))
    func label(_ c: Case) throws {
        let (metrics, label, k) = try Self.label(c)
        let size = label.pointSize
        func px(_ points: Double) -> Double { (points * k).rounded() }
        if let height = c.label_height_px_measured {
            #expect(px(label.labelHeight) == height)
        }
        let baseline = try #require(c.baseline_px_from_label_top_measured)
        #expect(px(label.baselineFromTop) == baseline.rounded(.toNearestOrAwayFromZero))
        let capTop = try #require(c.cap_top_px_from_label_top_measured).rounded(.toNearestOrAwayFromZero)
        let capSize = try #require(Self.capSize(c))
        if capSize == size {
            let capInset = try #require(label.capInset)
            #expect(px(capInset) == capTop)
        } else {
            let cap = try #require(metrics.label(pointSize: capSize, scale: k).ink.predictedCapHeight)
            #expect(px(label.baselineFromTop) - Double(cap) == capTop)
        }
    }

    /// A title label centred in a button: `round((button - label) / 2)` pixels down (UIKit
    /// centres the label's frame and snaps it to a pixel), then the label's own baseline. The
    /// font has USE_TYPO_METRICS without STAT, so this checks that hhea, not typo, is used.
    @Test(arguments: cases("label-centered-in-button"))
    func buttonTitle(_ c: Case) throws {
        let (_, label, k) = try Self.label(c)
        let button = try #require(c.button_height_px)
        let top = ((button - (label.labelHeight * k).rounded()) / 2).rounded(.toNearestOrAwayFromZero)
        let predicted = top + (label.baselineFromTop * k).rounded()
        let measured = try #require(c.baseline_px_from_button_top_measured).rounded(.toNearestOrAwayFromZero)
        // One render of five (strength "weak") sits a pixel lower than every model predicts.
        withKnownIssue("a weak render, 1 px lower than any model", isIntermittent: false) {
            #expect(predicted == measured)
        } when: {
            c.strength == "weak"
        }
    }

    /// LayoutKit's assertion of a Helvetica 17 pt label's height at 1x, 2x and 3x: the 15% ascender.
    @Test(arguments: cases("label-height-asserted"))
    func assertedHeight(_ c: Case) throws {
        let metrics = try Self.metrics(c)
        #expect(metrics.hasLegacyAscenderAdjustment)
        let heights = try #require(c.asserted_label_height_pt)
        for (key, height) in heights {
            let k = try #require(Double(key.dropLast()))
            #expect(abs(metrics.label(pointSize: 17, scale: k).labelHeight - height) < 1e-9, "\(key)")
        }
    }

    /// `UIFontMetrics.scaledFont(for:)` at the measured category gives the measured size, in whole
    /// points. Nine follow from the HIG's line heights alone; subheadline goes through the line
    /// height of 26 that this render and one other showed (DynamicTypeScaling.observedLineHeights),
    /// so for it the test only keeps that reading in place.
    @Test(arguments: cases("uifontmetrics"))
    func dynamicType(_ c: Case) throws {
        let styleName = try #require(c.style)
        let categoryName = try #require(c.category)
        let baseSize = try #require(c.base_size_pt)
        let style = try #require(TextStyle(rawValue: styleName))
        let category = try #require(ContentSizeCategory(rawValue: categoryName))
        let scaling = DynamicTypeScaling(style: style, baseSize: baseSize)
        let measured = try #require(c.measured_size_pt).rounded(.toNearestOrAwayFromZero)
        #expect(scaling.step(category).pointSize == measured)
        #expect(scaling.step(category).evidence == .measured)
    }
}
