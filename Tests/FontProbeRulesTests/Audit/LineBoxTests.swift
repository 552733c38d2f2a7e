import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// glyphs-outside-line-box on measured ink (docs/model.md#glyphs-and-the-line-box), by hand: a
/// face with hhea 800/-200, so UILabel's line is L = 1000 units, at 17 pt @3x (0.051 px a unit).
struct LineBoxTests {
    static func findings(_ glyphs: [CharacterInk.Glyph]) -> [Finding] {
        var metrics = FontMetrics.literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500)
        metrics.characterInk = CharacterInk(glyphs: glyphs)
        return AuditChecks(pointSize: 17, scale: 3).findings(for: metrics).filter { $0.rule == .glyphsOutsideLineBox }
    }

    static func glyph(_ character: Unicode.Scalar, _ yMin: Int, _ yMax: Int) -> CharacterInk.Glyph {
        CharacterInk.Glyph(character, yMin: yMin, yMax: yMax)
    }

    /// A 'Ţ' whose comma goes down to -330: on the line below, 'H' (top 700) sits L lower, its top
    /// at 700 - 1000 = -300, 30 units above the comma's bottom: 30 × 0.051 = 1.53 px. The comma also
    /// reaches 330 × 0.051 = 16.83 px below the baseline of a one-line label that has 51 - 41 = 10 px
    /// below it: 6.8 px beyond, which leads. At -310 the inks share 10 units, 0.51 px: under a device
    /// pixel, so only the label's edge is reported (15.81 - 10 = 5.8 px), as at -300, where they only
    /// touch (5.3 px).
    @Test func aDeepGlyphMeetsTheLineBelow() throws {
        let deep = Self.findings([Self.glyph("H", 0, 700), Self.glyph("g", -180, 500), Self.glyph("Ţ", -330, 700)])
        let finding = try #require(deep.first)
        #expect(finding.message.hasPrefix("'Ţ' (U+0162) reaches 6.8 px below the bottom of a one-line label at 17 pt @3x"))
        #expect(finding.message.contains("'Ţ' (U+0162) meets 'H' (U+0048) of the line below by 30 units (1.53 px at 17 pt @3x)"))
        let under = Self.findings([Self.glyph("H", 0, 700), Self.glyph("g", -180, 500), Self.glyph("Ţ", -310, 700)])
        #expect(under.count == 1)
        #expect(under.first?.message.hasPrefix("'Ţ' (U+0162) reaches 5.8 px below") == true)
        #expect(under.first?.message.contains("meets") == false)
        let touching = Self.findings([Self.glyph("H", 0, 700), Self.glyph("Ţ", -300, 700)])
        #expect(touching.count == 1)
        #expect(touching.first?.message.hasPrefix("'Ţ' (U+0162) reaches 5.3 px below") == true)
        #expect(touching.first?.message.contains("meets") == false)
    }

    /// Basic letters lead: a 'g' 1.2 px below (-220: 220 × 0.051 = 11.22 - 10) comes before a 'Ţ'
    /// 5.8 px below, though the 'Ţ' reaches further.
    @Test func basicLettersLead() throws {
        let both = Self.findings([Self.glyph("H", 0, 700), Self.glyph("g", -220, 500), Self.glyph("Ţ", -310, 700)])
        let finding = try #require(both.first)
        #expect(
            finding.message.hasPrefix(
                "'g' (U+0067) reaches 1.2 px below the bottom of a one-line label at 17 pt @3x, and 'Ţ' (U+0162) 5.8 px below"))
    }

    /// An 'Å' 10 units above the ascender, over a 'g' that stays inside the descender (-180):
    /// 810 - 1000 = -190 is below -180, so the lines do not meet, though the ring is beyond the box.
    @Test func beyondTheBoxWithoutMeetingIsQuiet() {
        #expect(Self.findings([Self.glyph("H", 0, 700), Self.glyph("g", -180, 500), Self.glyph("Å", 0, 810)]).isEmpty)
    }

    /// Without basic letters (an icon font with U+E000 set), the glyphs meet one another: 1100 -
    /// 1000 = 100 above the icon's own bottom at -150, by 250 units. Its top, 1100 × 0.051 = 56.1 px
    /// above the baseline, is 56.1 - 41 = 15.1 px beyond the label's top, which leads.
    @Test func withoutBasicLettersTheSetIsItsOwnNeighbour() throws {
        let icons = Self.findings([CharacterInk.Glyph("\u{E000}", yMin: -150, yMax: 1100)])
        let finding = try #require(icons.first)
        #expect(finding.message.hasPrefix("U+E000 reaches 15.1 px above the top of a one-line label at 17 pt @3x"))
        #expect(finding.message.contains("U+E000 meets U+E000 of the line above by 250 units (12.75 px at 17 pt @3x)"))
    }

    /// A face whose head box lies inside its line box measures nothing: FPThousand's glyphs are at
    /// most 700 units tall, under its 800 ascender (make-fixtures.py).
    @Test func aFaceInsideItsBoxIsNotMeasured() async throws {
        let path = Repository.font("FPThousand-Regular.ttf")
        let (faces, _) = await FontReader().readConcurrently([path], characters: .default)
        let ink = try #require(faces.first?.metrics.characterInk)
        #expect(ink.withinFontBounds && ink.glyphs.isEmpty)
    }

    /// Glyphs are measured at the instance read, and the default instance after another one is
    /// measured back at the default: FPVariable-VF's 'H' is 760 units tall at Black and 700 at
    /// Thin, the default (its masters' cap heights, make-fixtures.py).
    @Test func theDefaultAfterAnotherInstanceIsMeasuredAtTheDefault() throws {
        let path = Repository.font("FPVariable-VF.ttf")
        let (faces, errors) = FontReader().read(
            [path], instances: .combined([.named("Black"), .defaultInstance]), glyph: .character("H"))
        #expect(errors.isEmpty)
        #expect(faces.map { $0.variation?.instance.name } == ["Black", "Thin"])
        let tops: [Double?] = faces.map { face in
            if case .outline(let bounds)? = face.glyph?.ink { return bounds.yMax }
            return nil
        }
        #expect(tops == [760, 700])
    }
}
