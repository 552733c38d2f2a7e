import FontProbe
import Testing

@testable import FontProbeTestSupport

/// The characters `glyphs-outside-line-box` measures, and how a list of them is read.
struct CharacterRangesTests {
    /// U+0020–007E (95), U+00A0–017F (224): 319 code points, the basic letters among them.
    @Test func defaultSetIsLatin1AndExtendedA() {
        #expect(CharacterRanges.default.count == 95 + 224)
        #expect(CharacterRanges.default.ranges == [0x20...0x7E, 0xA0...0x17F])
    }

    @Test func listsAddRangesCodePointsAndCharacters() throws {
        let added = try CharacterRanges.default.adding("U+0400-04FF, U+20AC, ŒŸ")
        // 256 Cyrillic, the euro sign; Œ (U+0152) and Ÿ (U+0178) are already in Latin Extended-A.
        #expect(added.count == 319 + 256 + 1)
        #expect(added.ranges.contains(0x20AC...0x20AC))
        // Lower-case "u+" and "U+" on both bounds; the basic letters and digits are always there.
        let cyrillic = try CharacterRanges([]).adding("u+400-U+402")
        #expect(cyrillic.ranges == CharacterRanges.basic + [0x400...0x402])
    }

    /// Named sets for a product's languages: Vietnamese adds U+01A0-01A1, U+01AF-01B0 and the 90
    /// code points U+1EA0-1EF9 (Unicode's Latin Extended Additional block, Vietnamese part).
    @Test func namedSetsAdd() throws {
        let vietnamese = try CharacterRanges.default.adding("Vietnamese")
        #expect(vietnamese.count == 319 + 2 + 2 + 90)
        #expect(try CharacterRanges.default.adding("cyrillic, greek").count == 319 + 256 + 144)
    }

    /// An item with a leading '-' narrows the set; the basic letters and digits stay: without Latin
    /// Extended-A (U+0100-017F, 128) and the letter 'A', which is basic.
    @Test func aLeadingMinusTakesAway() throws {
        let narrowed = try CharacterRanges.default.adding("-U+0100-017F, -A")
        #expect(narrowed.count == 319 - 128)
        #expect(narrowed.ranges == [0x20...0x7E, 0xA0...0xFF])
        // '-' alone is the hyphen-minus, which is in the set already.
        #expect(try CharacterRanges.default.adding("-").count == 319)
    }

    @Test(arguments: ["U+", "U+XYZ", "U+0500-0400", "U+110000", "U+0041-"])
    func badItemsAreRefused(_ spec: String) {
        #expect(throws: CharacterRangesError.self) { try CharacterRanges.default.adding(spec) }
    }

    @Test func aSetIsBounded() {
        #expect(throws: CharacterRangesError.self) { try CharacterRanges.default.adding("U+0000-10FFFF") }
    }
}
