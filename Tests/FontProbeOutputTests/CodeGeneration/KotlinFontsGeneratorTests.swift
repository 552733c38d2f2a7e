import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeRules

/// The names of `fontprobe code --platform android` (docs/commands/code.md#android), from Kotlin's and
/// Compose's documentation.
struct KotlinFontsGeneratorTests {
    /// Kotlin's hard keywords (kotlinlang.org/docs/keyword-reference.html) are names only in
    /// backticks; Swift's keywords that Kotlin lacks need none (`default`, escaped in Swift).
    @Test(arguments: [
        ("in", "`in`"), ("object", "`object`"), ("fun", "`fun`"), ("`default`", "default"), ("body", "body"),
        ("typealias", "`typealias`"),
    ])
    func kotlinNames(swift: String, kotlin: String) {
        #expect(KotlinFontsGenerator.kotlinName(swift) == kotlin)
    }

    /// A name in a comment cannot end it, open a nested one (Kotlin's nest) or reorder the line.
    @Test func commentsHoldAnyName() {
        #expect(KotlinFontsGenerator.commentText("A*/B/*C\u{202E}D\u{FEFF}") == "A* /B/ *C\\u{202e}D\\u{feff}")
    }

    /// Compose's `FontWeight` companion names W100 to W900 (developer.android.com, FontWeight); others
    /// are built from their number.
    @Test(arguments: [
        (100, "FontWeight.Thin"), (200, "FontWeight.ExtraLight"), (300, "FontWeight.Light"), (400, "FontWeight.Normal"),
        (500, "FontWeight.Medium"), (600, "FontWeight.SemiBold"), (700, "FontWeight.Bold"), (800, "FontWeight.ExtraBold"),
        (900, "FontWeight.Black"), (550, "FontWeight(550)"),
    ])
    func weightNames(weight: Int, name: String) {
        #expect(KotlinFontsGenerator.weightName(weight) == name)
    }

    /// A family's faces keep their OS/2 weights when those tell them apart, and take their style
    /// names' when only the names do (a Bold whose usWeightClass is 400).
    @Test func weightsFromTheTableOrTheStyleNames() {
        func face(_ style: String, weightClass: Int, italic: Bool = false) -> FontFace {
            var metrics = FontMetrics(
                unitsPerEm: 1000, familyName: "Brand", styleName: style, postScriptName: "Brand-\(style)",
                hhea: HheaTable(ascender: 800, descender: -200, lineGap: 0), os2: nil, hasSTAT: false, fontBounds: nil)
            metrics.os2 = OS2Table(
                version: 4, typoAscender: 800, typoDescender: -200, typoLineGap: 0, winAscent: 800, winDescent: 200,
                capHeight: 700, xHeight: 500, useTypoMetrics: false, weightClass: weightClass, italic: italic)
            return FontFace(path: "fonts/Brand-\(style).ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        }
        let honest = [
            face("Regular", weightClass: 400), face("Book", weightClass: 350), face("Italic", weightClass: 400, italic: true),
        ]
        #expect(!FaceDeclaration.weighsByStyleName(honest))
        #expect(honest.map { FaceDeclaration.weight($0) } == [400, 350, 400])
        let sloppy = [face("Regular", weightClass: 400), face("Bold", weightClass: 400)]
        #expect(FaceDeclaration.weighsByStyleName(sloppy))
        #expect(sloppy.map { FaceDeclaration.weight($0, byStyleName: true) } == [400, 700])
        let family = KotlinFontsGenerator.families(sloppy)
        #expect(family.map(\.name) == ["brand"])
        #expect(family[0].fonts.map(\.resource) == ["brand_regular", "brand_bold"])
    }
}
