import FontProbe
import Testing

@testable import FontProbeTestSupport

/// Instance selection against an fvar design space, and MVAR deltas in the resolved metrics.
/// Pure: no font file. Expected values are hand calculations written beside each case.
struct VariationTests {
    /// wght 100…900 (default 400) and wdth 75…100 (default 100), three named instances.
    static let space = VariationSpace(
        axes: [
            VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
            VariationAxis(tag: "wdth", name: "Width", minimum: 75, defaultValue: 100, maximum: 100),
        ],
        namedInstances: [
            NamedInstance(name: "Thin", coordinates: [100, 100]),
            NamedInstance(name: "Regular", coordinates: [400, 100]),
            NamedInstance(name: "Bold Condensed", coordinates: [700, 75]),
        ]
    )

    @Test func defaultInstanceTakesTheNameOfTheNamedInstanceThere() throws {
        let instances = try Self.space.instances(for: .defaultInstance).get()
        #expect(
            instances == [
                FontInstance(
                    name: "Regular", coordinates: [.init(tag: "wght", value: 400), .init(tag: "wdth", value: 100)],
                    isDefault: true)
            ])
    }

    @Test func namedInstanceIsFoundWhateverTheCase() throws {
        let instances = try Self.space.instances(for: .named("bold condensed")).get()
        #expect(instances.map(\.name) == ["Bold Condensed"])
        #expect(instances.first?.coordinateSummary == "wght 700, wdth 75")
        #expect(instances.first?.isDefault == false)
    }

    @Test func coordinatesStartFromTheDefault() throws {
        let instances = try Self.space.instances(for: .coordinates([AxisSetting(tag: "wdth", value: 87.5)])).get()
        #expect(instances.first?.coordinateSummary == "wght 400, wdth 87.5")
        #expect(instances.first?.name == nil)
    }

    @Test func allNamedInFvarOrder() throws {
        let instances = try Self.space.instances(for: .allNamed).get()
        #expect(instances.map(\.name) == ["Thin", "Regular", "Bold Condensed"])
        #expect(instances.map(\.isDefault) == [false, true, false])
    }

    @Test func allNamedOfAFontWithoutNamedInstancesIsTheDefault() throws {
        let bare = VariationSpace(axes: Self.space.axes, namedInstances: [])
        #expect(try bare.instances(for: .allNamed).get().map(\.isDefault) == [true])
    }

    @Test(arguments: [
        (
            InstanceSelection.named("Heavy"),
            "there is no instance named 'Heavy'; the named instances are Thin, Regular, Bold Condensed"
        ),
        (
            .coordinates([AxisSetting(tag: "opsz", value: 12)]),
            "there is no axis 'opsz'; the font's axes are wght 100…900 (default 400), wdth 75…100 (default 100)"
        ),
        (.coordinates([AxisSetting(tag: "wght", value: 950)]), "wght=950 is outside the axis range 100…900"),
        (.coordinates([AxisSetting(tag: "wdth", value: 74.5)]), "wdth=74.5 is outside the axis range 75…100"),
    ])
    func selectionErrorsListWhatExists(selection: InstanceSelection, reason: String) {
        #expect(throws: SelectionError(reason)) { try Self.space.instances(for: selection).get() }
    }

    // MARK: MVAR deltas in the resolved metrics

    /// hhea 800/-200/10 at an instance with hasc +50, hdsc -10, hlgp +5: 850/-210/15 (inference: as FreeType).
    @Test func deltasMoveHhea() throws {
        var m = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 10), typo: (700, -300, 0), capHeight: 700, xHeight: 500)
        m.variation = MetricsVariation(ascender: 50, descender: -10, lineGap: 5, capHeight: 30, xHeight: 20)
        let r = try #require(m.resolved)
        #expect([r.ascender, r.descender, r.lineGap] == [850, -210, 15])
        #expect(r.source == .hhea)
        // 700 + 30 and 500 + 20, still from OS/2.
        #expect(r.capHeight == FontHeight(units: 730, source: .os2))
        #expect(r.xHeight == FontHeight(units: 520, source: .os2))
        // At 20 pt: (850 + 210) * 20 / 1000 = 21.2.
        #expect(isClose(r.atSize(20).lineHeight, 21.2))
    }

    /// USE_TYPO_METRICS with STAT: typo 800/-200/200 plus hasc +100, hdsc -20: 900/-220/200 (OpenType spec).
    @Test func deltasMoveTypo() throws {
        var m = FontMetrics.literal(
            unitsPerEm: 1000, hhea: (950, -250, 0), typo: (800, -200, 200), useTypoMetrics: true, hasSTAT: true)
        m.variation = MetricsVariation(ascender: 100, descender: -20)
        let r = try #require(m.resolved)
        #expect(r.source == .typo)
        #expect([r.ascender, r.descender, r.lineGap] == [900, -220, 200])
    }

    /// Win: usWinAscent 900 + hcla 40, usWinDescent 300 + hcld 10; hasc does not apply to win.
    @Test func winTakesItsOwnDeltas() throws {
        var m = FontMetrics.literal(unitsPerEm: 1000, hhea: (0, 0, 0), typo: (0, 0, 0), win: (900, 300))
        m.variation = MetricsVariation(ascender: 999, descender: -999, winAscent: 40, winDescent: 10)
        let r = try #require(m.resolved)
        #expect(r.source == .win)
        #expect([r.ascender, r.descender, r.lineGap] == [940, -310, 0])
    }

    /// A height measured from the glyph is measured at the instance: cpht must not be added again.
    @Test func glyphHeightsIgnoreTheirDeltas() throws {
        var m = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 0, glyphH: 715)
        m.variation = MetricsVariation(capHeight: 15)
        #expect(m.capHeight == FontHeight(units: 715, source: .glyph))
    }
}
