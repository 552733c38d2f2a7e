import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe spec`, `dynamic-type` and `glyph` through the built binary. Expected values
/// are worked out here from the fontTools reading of the fixtures (tables.json, glyphs.json).
@Suite(.serialized)
struct RecipeCommandTests: SingleFontJSONReading {
    static let lato = Repository.font("Lato-Regular-subset.ttf")
    static let awesome = Repository.font("FontAwesome-subset.ttf")
    static let icons = Repository.font("FPIcons-Regular.ttf")

    @Test func unreadableAndMissingFonts() throws {
        let commands = [
            ["spec", "--size", "28", "--line-height", "38"], ["dynamic-type", "--style", "body"],
            ["glyph", "--char", "H", "--size", "24"],
        ]
        for command in commands {
            let missing = try CLI.run(command + [Repository.font("no-such-font.ttf")])
            #expect(missing.status == 66, "\(command)")
            #expect(missing.stderr.contains("no-such-font.ttf': no such file"))
            let bitmap = try CLI.run(command + [Repository.font("FPBitmap.bdf")])
            #expect(bitmap.status == 2, "\(command)")
            #expect(bitmap.stderr.contains("not an OpenType/TrueType font"))
        }
    }

    // MARK: dynamic-type

    /// UIContentSizeCategory's Swift names, smallest first, and the HIG body sizes (Apple's table).
    static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    @Test func dynamicTypeCategories() throws {
        let result = try CLI.run(["dynamic-type", Self.lato, "--style", "body", "--max-size", "30", "--format", "json"])
        #expect(result.status == 0)
        let font = try #require(try fonts(result).first)
        #expect(font["style"] as? String == "body")
        #expect((font["approximation"] as? String)?.contains("rounded to whole points") == true)
        let steps = try #require(font["categories"] as? [[String: Any]])
        #expect(steps.map { $0["category"] as? String } == Self.categories)
        // The default custom size is body's 17 at large, scaled by body's HIG line heights 19 … 62 over
        // 22 and rounded: 17 × 19 / 22 = 14.68 → 15, 15.45 → 15, 16.23 → 16, 17, 18.55 → 19, 20.09 → 20,
        // 22.41 → 22, 26.27 → 26, 30.91 → 31, 37.09 → 37, 43.27 → 43, 47.91 → 48; then at most 30.
        let unclamped: [Double] = [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48]
        // Measured in renders at extra-small, Medium, xxxL, AX3 and AX5 (Data/uikit-pixels-3.json).
        let evidence = [
            "measured", "inferred", "measured", "identity", "inferred", "inferred", "measured", "inferred", "inferred",
            "measured", "inferred", "measured",
        ]
        for (index, step) in steps.enumerated() {
            expectClose(step["higPointSize"], Self.bodySizes[index], "hig")
            expectClose(step["pointSize"], min(unclamped[index], 30), "pointSize")
            #expect(step["clamped"] as? Bool == (unclamped[index] > 30))
            #expect(step["evidence"] as? String == evidence[index])
        }
        // Large at 3x, by hand from tables.json (1974/-426, cap 1433, 2000 units): lineHeight 20.4, label
        // ceil(61.2) / 3, capInset (round(50.337) - round(36.5415)) / 3 = (50 - 37) / 3.
        // The default scales are 2x and 3x, as for every command.
        let rows = try #require(steps[3]["sizes"] as? [[String: Any]])
        #expect(rows.map { $0["scale"] as? Int } == [2, 3])
        let large = rows[1]
        expectClose(large["scale"], 3, "scale")
        expectClose(large["lineHeight"], 20.4, "lineHeight")
        expectClose(large["labelHeight"], 62.0 / 3, "labelHeight")
        expectClose(large["capInset"], 13.0 / 3, "capInset")
        // scaledValue(for: 17) rounds to pixels: at medium 17 × 21 / 22 = 16.23, 48.68 → 49 px at 3x.
        let medium = try #require(steps[2]["scaledValues"] as? [[String: Any]])
        expectClose(medium.last?["value"], 49.0 / 3, "scaledValue")
    }

    @Test func dynamicTypeCustomSizeAndCategories() throws {
        let result = try CLI.run([
            "dynamic-type", Self.lato, "--style", "title1", "--size", "20", "--category", "accessibilityMedium",
            "--category", "large", "--scale", "2,3", "--format", "json",
        ])
        #expect(result.status == 0)
        let steps = try #require(try fonts(result).first?["categories"] as? [[String: Any]])
        // In category order whatever the order asked; title1's HIG line height is 34 at large and 46 at
        // accessibilityMedium: round(20 × 46 / 34 = 27.06) = 27.
        #expect(steps.map { $0["category"] as? String } == ["large", "accessibilityMedium"])
        expectClose(steps[0]["pointSize"], 20, "large")
        expectClose(steps[1]["pointSize"], 27, "accessibilityMedium")
        #expect((steps[1]["sizes"] as? [[String: Any]])?.count == 2)
    }

    @Test func dynamicTypeText() throws {
        let result = try CLI.run(["dynamic-type", Self.lato, "--style", "caption2"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("rounded to whole points"))
        #expect(result.stdout.contains("the same curve is inferred, not measured"))
        // The one place iOS was seen to differ from the HIG table.
        #expect(
            result.stdout.contains(
                "At accessibilityExtraExtraExtraLarge the HIG lists 40 pt for caption2, but iOS 13.3 returned 41 pt"))
    }

    @Test func unknownStyleOrCategoryListsTheValidNames() throws {
        let style = try CLI.run(["dynamic-type", Self.lato, "--style", "bodyy"])
        #expect(style.status == 64)
        for name in [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1",
            "caption2",
        ] {
            #expect(style.stderr.contains("- \(name)\n"), "\(name)")
        }
        let category = try CLI.run(["dynamic-type", Self.lato, "--style", "body", "--category", "xxl"])
        #expect(category.status == 64)
        for name in Self.categories {
            #expect(category.stderr.contains("- \(name)\n"), "\(name)")
        }
        #expect(try CLI.run(["dynamic-type", Self.lato]).status == 64)
        #expect(try CLI.run(["dynamic-type", Self.lato, "--style", "body", "--max-size", "0"]).status == 64)
        // 10000 pt caption2 would scale to 10000 * 40 / 11 at AX5, past the largest size fontprobe lays out.
        let huge = try CLI.run(["dynamic-type", Self.lato, "--style", "caption2", "--size", "10000"])
        #expect(huge.status == 64)
        #expect(huge.stderr.contains("past 10000"))
        #expect(
            try CLI.run(["dynamic-type", Self.lato, "--style", "caption2", "--size", "10000", "--max-size", "100"]).status == 0)
    }

    // MARK: glyph

    @Test func glyphStarEveryWayOfNamingIt() throws {
        let ways = [
            ["--char", "\u{F005}"], ["--codepoint", "U+F005"], ["--codepoint", "f005"], ["--char", "U+F005"],
            ["--glyph-id", "4"],
        ]
        let outputs = try ways.map { try CLI.run(["glyph", Self.awesome, "--size", "24", "--format", "json"] + $0) }
        #expect(outputs.allSatisfy { $0.status == 0 && $0.stderr == "" })
        #expect(Set(outputs.map(\.stdout)).count == 1)
        let font = try #require(try fonts(outputs[0]).first)
        let glyph = try #require(font["glyph"] as? [String: Any])
        #expect(glyph["glyphID"] as? Int == 4 && glyph["name"] as? String == "star")
        #expect(glyph["codepoint"] as? String == "U+F005")
        // glyphs.json: star advance 1664, ink (0, -83)–(1664, 1504); tables.json: hhea 1536/-256, 1792 units.
        let unit = 24.0 / 1792
        expectClose(font["advance"], 1664 * unit, "advance")
        let ink = try #require(font["inkBounds"] as? [String: Any])
        expectClose(ink["yMin"], -83 * unit, "yMin")
        expectClose(ink["yMax"], 1504 * unit, "yMax")
        let insets = try #require(font["alignmentRectInsets"] as? [String: Any])
        expectClose(insets["top"], (1536 - 1504) * unit, "top")
        expectClose(insets["left"], 0, "left")
        expectClose(insets["bottom"], (256 - 83) * unit, "bottom")
        expectClose(insets["right"], 0, "right")
        // @3x: width ceil(66.86) = 67 px; label 72 px, baseline round(61.71) = 62 down; top 62 - round(60.43) = 2;
        // bottom 72 - 62 + round(-3.33) = 7; right 67 - round(66.86) = 0.
        let snapped = try #require((font["snapped"] as? [[String: Any]])?.last)
        expectClose(snapped["scale"], 3, "scale")
        expectClose(snapped["width"], 67.0 / 3, "width")
        let pixels = try #require(snapped["alignmentRectInsets"] as? [String: Any])
        expectClose(pixels["top"], 2.0 / 3, "@3x top")
        expectClose(pixels["bottom"], 7.0 / 3, "@3x bottom")
        expectClose(pixels["right"], 0, "@3x right")
    }

    @Test func glyphInkOnTheSnappedEdges() throws {
        // FPIcons: 1000 units, hhea 800/-200; the icon's ink is a box from the baseline to the ascender
        // (yMin 0, yMax 800, Fixtures/fonts/README.md). At 24 pt @3x the label is 72 px with the baseline
        // round(57.6) = 58 px down and the ink top round(57.6) = 58 px up from it: on the top edge; the
        // bottom inset is 72 - 58 + 0 = 14 px. (The article's baseline, 72 - ceil(14.4) = 57, put the ink
        // a pixel past the top.)
        let result = try CLI.run([
            "glyph", Self.icons, "--codepoint", "U+F005", "--size", "24", "--scale", "3", "--format", "json",
        ])
        let font = try #require(try fonts(result).first)
        #expect(font["inkOutsideBox"] as? Bool == false)
        let snapped = try #require((font["snapped"] as? [[String: Any]])?.first)
        expectClose((snapped["inkInsets"] as? [String: Any])?["top"], 0, "ink top")
        expectClose((snapped["inkInsets"] as? [String: Any])?["bottom"], 14.0 / 3, "ink bottom")
        let text = try CLI.run(["glyph", Self.icons, "--codepoint", "U+F005", "--size", "24", "--scale", "3"])
        #expect(!text.stdout.contains("The ink reaches outside the box"))
    }

    @Test func glyphWithoutInk() throws {
        let space = try CLI.run(["glyph", Self.awesome, "--char", " ", "--size", "24", "--format", "json"])
        let font = try #require(try fonts(space).first)
        #expect((font["glyph"] as? [String: Any])?["ink"] as? String == "empty")
        #expect(font["alignmentRectInsets"] is NSNull)
        expectClose(font["advance"], 448 * 24.0 / 1792, "advance")
        let emoji = try CLI.run(["glyph", Repository.font("NotoColorEmoji-subset.ttf"), "--codepoint", "1F600", "--size", "24"])
        #expect(emoji.status == 0)
        #expect(emoji.stdout.contains("bitmap glyphs only"))
    }

    @Test func symbolFontSaysWhereItFoundTheGlyph() throws {
        let result = try CLI.run([
            "glyph", Repository.font("FPSymbol-Regular.ttf"), "--char", "H", "--size", "24", "--format", "json",
        ])
        let glyph = try #require(try fonts(result).first?["glyph"] as? [String: Any])
        // glyphs.json: the (3, 0) cmap maps U+F048 to glyph 2.
        #expect(glyph["glyphID"] as? Int == 2)
        #expect(glyph["codepoint"] as? String == "U+0048")
        #expect(glyph["symbolCode"] as? String == "U+F048")
        let text = try CLI.run(["glyph", Repository.font("FPSymbol-Regular.ttf"), "--char", "H", "--size", "24"])
        #expect(text.stdout.contains("found at U+F048 of the symbol cmap (inference)"))
    }

    @Test func glyphInEachFaceOfACollection() throws {
        let result = try CLI.run([
            "glyph", Repository.font("FPCollection.ttc"), "--char", "H", "--size", "17", "--format", "json",
        ])
        let faces = try fonts(result)
        #expect(faces.map { $0["faceIndex"] as? Int } == [0, 1])
        // glyphs.json: face 0's H is glyph 2, advance 1475 of 2048 units.
        expectClose(faces[0]["advance"], 1475 * 17.0 / 2048, "advance")
    }

    @Test func missingGlyphNamesTheCharacter() throws {
        let text = try CLI.run(["glyph", Self.awesome, "--char", "★", "--size", "24"])
        #expect(text.status == 64)
        #expect(text.stdout == "")
        #expect(text.stderr == "fontprobe: '\(Self.awesome)': the font has no glyph for '★' (U+2605)\n")
        let json = try CLI.run(["glyph", Self.awesome, "--codepoint", "U+E000", "--size", "24", "--format", "json"])
        #expect(json.status == 64)
        #expect(json.stdout.contains("the font has no glyph for U+E000"))
        let id = try CLI.run(["glyph", Self.awesome, "--glyph-id", "99", "--size", "24"])
        #expect(id.status == 64)
        #expect(id.stderr.contains("there is no glyph 99; the font has 5 glyphs (indexes 0…4)"))
    }

    @Test(arguments: [
        [], ["--char", "H", "--glyph-id", "1"], ["--char", "ab"], ["--char", ""], ["--codepoint", "D800"],
        ["--codepoint", "110000"], ["--codepoint", "U+"], ["--codepoint", "xyz"], ["--glyph-id", "-1"],
    ])
    func glyphSelectionErrors(_ arguments: [String]) throws {
        let result = try CLI.run(["glyph", Self.awesome, "--size", "24"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
    }
}
