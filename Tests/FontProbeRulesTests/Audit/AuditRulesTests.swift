import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// Every rule against a fixture that triggers it and one that does not, read through FreeType.
/// The numbers a message must carry come from fontTools' reading of the fixture
/// (`Fixtures/fonts/tables.json`) or from a hand calculation written beside them.
struct AuditRulesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        /// Fixtures audited together (a family rule needs several), relative to Fixtures/.
        var triggers: [String]
        var passes: [String]
        /// Text the finding's message must contain, worked out from tables.json.
        var message: [String]
        /// The findings' severity, where the check gives one below the rule's: cap-height-missing
        /// is info for a font whose 'H' gives the cap height.
        var severity: Severity? = nil
        /// The characters the product lists (`characters:`), which missing-characters looks up.
        var characters: String? = nil
        /// Trigger fixtures whose `head` yMax is forged (``ForgedFonts``), by path: a box no fixture has.
        var headYMax: [String: Int] = [:]

        var testDescription: String { rule }
    }

    /// A fixture's fontTools reading.
    static func table(_ file: String) -> FontToolsReading {
        FontToolsReading.all[file]!
    }

    static let cases: [Case] = {
        let lato = table("Lato-Regular-subset.ttf")
        let audit = table("FPAudit-Regular.ttf")
        let liberation = table("LiberationSans-Regular-subset.ttf")
        let times = table("FPTimes-Regular.ttf")
        let hheaZero = table("FPHheaZero-Regular.ttf")
        let os2v1 = table("FPOS2v1-Regular.ttf")
        let tall = table("FPTallAccent-Regular.ttf").ink!
        // 40 units of a 1000-unit em at 17 pt on a 3x screen: 40 * 17 * 3 / 1000 = 2.04 px.
        let auditGap = audit.glyphBounds["H"]!!.yMax - audit.os2!.capHeight!
        return [
            Case(
                rule: "unreadable-font", triggers: ["malformed/truncated-at-100.ttf"], passes: ["fonts/FPThousand-Regular.ttf"],
                message: ["truncated"]),
            Case(
                rule: "units-per-em-out-of-range", triggers: ["fonts/FPUpm8-Regular.ttf"],
                passes: ["fonts/FPThousand-Regular.ttf"],
                message: ["unitsPerEm is \(table("FPUpm8-Regular.ttf").unitsPerEm)", "16 to 16384"]),
            Case(
                rule: "no-vertical-metrics", triggers: ["fonts/FPAllZero-Regular.ttf"], passes: ["fonts/FPWinOnly-Regular.ttf"],
                message: ["all 0"]),
            Case(
                rule: "hhea-metrics-zero", triggers: ["fonts/FPHheaZero-Regular.ttf"], passes: ["fonts/FPThousand-Regular.ttf"],
                message: [
                    "OS/2 typo \(hheaZero.os2!.typoAscender)/\(hheaZero.os2!.typoDescender)/\(hheaZero.os2!.typoLineGap)",
                    "inference",
                ]),
            Case(
                rule: "positive-descender", triggers: ["fonts/FPPositiveDescender-Regular.ttf"],
                passes: ["fonts/FPThousand-Regular.ttf"],
                message: [
                    "hhea descender is +\(table("FPPositiveDescender-Regular.ttf").hhea!.descender)",
                    // Flutter on Android at 17 logical px, dpr 3: Skia's ascent -800/1000 × 17 = -13.6 and
                    // descent -(+200)/1000 × 17 = -3.4, a line of round(-3.4 + 13.6) = 10 px, 30 device px;
                    // the descender below the baseline gives round(3.4 + 13.6) = 17, 51 px.
                    "in Flutter on Android a Text at 17 logical px @3x is 30 px high where the font means 51 px: 21 px short",
                ]),
            Case(
                rule: "typo-metrics-without-stat", triggers: ["fonts/Lato-Regular-subset.ttf"],
                passes: ["fonts/FPTypoSTAT-Regular.ttf"],
                message: [
                    "hhea \(lato.hhea!.ascender)/\(lato.hhea!.descender)/\(lato.hhea!.lineGap)",
                    "typo \(lato.os2!.typoAscender)/\(lato.os2!.typoDescender)/\(lato.os2!.typoLineGap)",
                    // Flutter at 17 logical px, dpr 3 (units per em 2000). Android, typo: baseline
                    // 1610/2000 × 17 + (400/2000 × 17)/2 = 13.685 + 1.7 = 15.385, painted at
                    // floor(15.885) = 15, 45 device px. iOS, hhea: 1974/2000 × 17 = 16.779, painted at
                    // floor(17.279) = 17, 51 px. Lines: round(20.4) = round(20.4) = 20, equal.
                    "in Flutter the first baseline sits 6 px higher on Android than on iOS",
                ]),
            Case(
                rule: "family-metrics-differ", triggers: ["fonts/FPAudit-Bold.ttf", "fonts/FPAudit-Regular.ttf"],
                // FP Sub Pixel's Regular and Bold differ per em (737/-263 and 736/-264) but not by a
                // pixel: ceil(1000 × 0.051) = 51 px labels, baselines round(37.587) = round(37.536) = 38.
                passes: [
                    "fonts/FPTrap-Regular.ttf", "fonts/FPCollectionBadFace.ttc", "fonts/FPSubPixel-Regular.ttf",
                    "fonts/FPSubPixel-Bold.ttf",
                ],
                // One face each way, so the Regular is the reference and the Bold is named. At 17 pt
                // @3x (0.051 px a unit) the Regular's label is ceil(1000 × 0.051) = 51 px with its
                // baseline round(800 × 0.051) = 41 px down; the Bold's ceil(1100 × 0.051) = 57 px and
                // round(850 × 0.051) = 43 px: 6 px taller, 2 px lower.
                message: [
                    "'Bold' is 6 px taller with its baseline 2 px lower at 17 pt @3x than 'Regular' of 'FP Audit'",
                    "850/-250/0 per 1000 units against 800/-200/0 per 1000",
                ]),
            Case(
                rule: "family-name-mismatch", triggers: ["fonts/FPFamily-Regular.ttf", "fonts/FPFamily-Bold.ttf"],
                // The same two files renamed apart, and a collection (several families by design).
                passes: ["fonts/FPFamily-Regular.ttf", "fonts/FPCollection.ttc"],
                message: [
                    "family '\(table("FPFamily-Bold.ttf").familyName)' (style 'Bold')",
                    "put it with '\(table("FPFamily-Regular.ttf").familyName)' of FPFamily-Regular.ttf",
                ]),
            Case(
                rule: "missing-basic-latin", triggers: ["fonts/FPNoLowercase-Regular.ttf"],
                // FP Thousand maps 2 of the 62 (H and x), under half: not a Latin text face.
                passes: ["fonts/FPThousand-Regular.ttf", "fonts/Lato-Regular-subset.ttf"],
                message: ["lacks 25 of the 26 lowercase letters (a–w, y, z)"]),
            Case(
                rule: "cap-height-missing", triggers: ["fonts/FPOS2v1-Regular.ttf"],
                // FP Icons has no cap height in OS/2 and no 'H', but maps no Latin capital either
                // (fontTools: its Unicode cmap maps two private-use code points), so no cap line to miss.
                // FP Arabic maps alef, beh and teh and no Latin letter.
                passes: ["fonts/FPThousand-Regular.ttf", "fonts/FPIcons-Regular.ttf", "fonts/FPArabic-Regular.ttf"],
                message: ["OS/2 version 1 has no sCapHeight", "(\(os2v1.glyphBounds["H"]!!.yMax) units)"],
                severity: .info),
            Case(
                rule: "cap-height-mismatch", triggers: ["fonts/FPAudit-Regular.ttf"],
                // FP Swash Cap's 'H' is a swash 60 units above its I, E, F, L and T, whose tops are
                // its sCapHeight; FP Dingbat H maps U+0048 to the dingbat 'a35' (make-fixtures.py).
                passes: ["fonts/FPThousand-Regular.ttf", "fonts/FPSwashCap-Regular.ttf", "fonts/FPDingbatH-Regular.ttf"],
                message: [
                    "sCapHeight \(audit.os2!.capHeight!)", "(\(audit.glyphBounds["H"]!!.yMax))", "\(auditGap) units below",
                    "4% of the em", "2.04 px at 17 pt @3x",
                ]),
            Case(
                rule: "cap-line-misses-ink", triggers: ["fonts/FPAudit-Regular.ttf"],
                // FP Audit Regular's 'H' is drawn 40 units above its sCapHeight. FP Thousand's
                // sCapHeight is the top of its 'H'; FP OS/2 v1 has none, so its cap height is the top
                // of 'H': line and ink agree at every size.
                // FP Cap Near's 'H' is one unit above its sCapHeight: a pixel row apart at 34 pt @3x
                // (71.502 against 71.4 rounds to 72 and 71) but 0.1 px away, under the half pixel.
                passes: [
                    "fonts/FPThousand-Regular.ttf", "fonts/FPOS2v1-Regular.ttf", "fonts/FPSwashCap-Regular.ttf",
                    "fonts/FPDingbatH-Regular.ttf", "fonts/FPCapNear-Regular.ttf",
                ],
                // At @3x (the scale these cases audit at), cap line round(700 * s * 3 / 1000) against
                // the top of 'H' round(740 * s * 3 / 1000): 11 pt 23 / 24, 12 pt 25 / 27, 13 pt 27 / 29,
                // 15 pt 32 (31.5 rounds up) / 33, 16 pt 34 / 36, 17 pt 36 / 38, 20 pt 42 / 44,
                // 22 pt 46 / 49, 28 pt 59 / 62, 34 pt 71 / 75.
                message: [
                    "cap height \(audit.os2!.capHeight!) units", "'H' (\(audit.glyphBounds["H"]!!.yMax))", "up to 4 px",
                    "at 10 of 10 sizes and scales: @3x 11 pt 1 px below, 12–13 pt 2 px below, 15 pt 1 px below, "
                        + "16–20 pt 2 px below, 22–28 pt 3 px below, 34 pt 4 px below",
                ]),
            Case(
                rule: "x-height-missing", triggers: ["fonts/FPOS2v1-Regular.ttf"],
                passes: ["fonts/FPThousand-Regular.ttf", "fonts/FPArabic-Regular.ttf"],
                message: ["OS/2 version 1 has no sxHeight", "(\(os2v1.glyphBounds["x"]!!.yMax) units)"],
                severity: .info),
            Case(
                rule: "x-height-mismatch", triggers: ["fonts/FPAudit-Regular.ttf"], passes: ["fonts/FPThousand-Regular.ttf"],
                message: ["sxHeight \(audit.os2!.xHeight!)", "(\(audit.glyphBounds["x"]!!.yMax))", "40 units below"]),
            Case(
                rule: "glyphs-outside-line-box",
                triggers: [
                    "fonts/FPTallAccent-Regular.ttf", "fonts/FPShallowDescender-Regular.ttf", "fonts/FPLowAscender-Regular.ttf",
                ],
                // Lato's head box reaches beyond its line box, but none of the glyphs of its
                // default characters meets the neighbouring line; FP Tall Cyrillic's tall glyphs
                // are outside the default characters.
                passes: [
                    "fonts/Lato-Regular-subset.ttf", "fonts/FPTallCyrillic-Regular.ttf", "fonts/FPVietnamese-Regular.ttf",
                ],
                // Line box 800 + 200 = 1000 units; the next line's 'Å' tops out at 1000 - 1000 = 0,
                // 0 - (-190) = 190 units over the 'g' above: 190 * 17 * 3 / 1000 = 9.69 px. 'Å' is
                // 1000 × 0.051 = 51 px above a baseline round(800 × 0.051) = 41 px down: 10 px beyond the
                // label's top. FP Shallow Descender: a 51 px label, baseline 46 px down, 5 px below it;
                // its 'g' reaches 200 × 0.051 = 10.2 px, 5.2 px beyond. FP Low Ascender: baseline
                // round(700 × 0.051) = 36 px down; its 'Ů' rises 800 × 0.051 = 40.8 px, 4.8 px beyond.
                message: [
                    "'\(tall.tallest.character)' (U+00C5) meets '\(tall.lowestBasic!.character)' (U+0067) of the line above "
                        + "by \(Int(tall.tallest.y - 1000 - tall.lowestBasic!.y)) units (9.69 px at 17 pt @3x)",
                    "(line box hhea 800 + 200 = 1000 units)",
                    "'Å' (U+00C5) reaches 10 px above the top of a one-line label at 17 pt @3x",
                    "'g' (U+0067) reaches 5.2 px below the bottom of a one-line label at 17 pt @3x",
                    "'Ů' (U+016E) reaches 4.8 px above the top of a one-line label at 17 pt @3x",
                ]),
            Case(
                rule: "win-metrics-clip", triggers: ["fonts/LiberationSans-Regular-subset.ttf"],
                passes: ["fonts/FPThousand-Regular.ttf"],
                message: [
                    "usWinAscent \(liberation.os2!.winAscent) is \(liberation.head.yMax - liberation.os2!.winAscent) units below",
                    "usWinDescent \(liberation.os2!.winDescent) is \(-liberation.head.yMin - liberation.os2!.winDescent) units short",
                ]),
            Case(
                rule: "hhea-typo-mismatch", triggers: ["fonts/FPTimes-Regular.ttf"],
                // A positive hhea descender equal in size to typo's is the same metric, not a mismatch.
                passes: ["fonts/FPThousand-Regular.ttf", "fonts/FPPositiveDescender-Regular.ttf"],
                message: [
                    "hhea \(times.hhea!.ascender)/\(times.hhea!.descender)/\(times.hhea!.lineGap)",
                    "typo \(times.os2!.typoAscender)/\(times.os2!.typoDescender)/\(times.os2!.typoLineGap)",
                ]),
            Case(
                rule: "line-gap-nonzero", triggers: ["fonts/LiberationSans-Regular-subset.ttf"],
                passes: ["fonts/FPThousand-Regular.ttf"],
                // 67 * 17 / 2048 = 0.55615234375 pt, shown to 4 decimals.
                message: ["line gap \(liberation.hhea!.lineGap) units", "0.5562 pt"]),
            // Lato and its taller copy (hhea ascender 2074) share the PostScript name, and are two faces;
            // Lato as TTF and WOFF2 are one face in two builds.
            Case(
                rule: "duplicate-postscript-name",
                triggers: ["fonts/Lato-Regular-subset.ttf", "fonts/Lato-Regular-subset-taller.ttf"],
                passes: ["fonts/Lato-Regular-subset.ttf", "fonts/Lato-Regular-subset.woff2"],
                message: ["the PostScript name '\(lato.postScriptName!)' of", "another face"]),
            // FP Audit Bold with a logo glyph's head yMax, 700 → 1200, beside the Regular (740). At 17 sp
            // @3x (51 px, 1000 units per em, Skia's rounding, docs/model.md#android), the head box widened
            // to the ascent and descent: the Regular's View spans floor(min(-740, -800) × 0.051) = -41 to
            // ceil(max(0, 200) × 0.051) = 11, 52 px, against a Compose line of floor(-40.8 + 0.5) = -41 to
            // floor(10.2 + 0.5) = 10, 51 px: 1 px taller (0 before rounding). The Bold's View spans
            // floor(-1200 × 0.051) = -62 to ceil(250 × 0.051) = 13, 75 px, against -43 to 13 (850/-250),
            // 56 px: 19 px taller, 18 more than the Regular's (350 units, 17.85 px, before rounding).
            // Unforged, the Bold's View is its Compose line widened by nothing: 0 px more.
            Case(
                rule: "android-font-padding", triggers: ["fonts/FPAudit-Regular.ttf", "fonts/FPAudit-Bold.ttf"],
                passes: ["fonts/FPAudit-Regular.ttf", "fonts/FPAudit-Bold.ttf"],
                message: [
                    "head.yMax 1200, yMin 0 make a one-line TextView with font padding (includeFontPadding, the View "
                        + "default) 75 px high at 17 sp @3x, 19 px taller than a Compose Text (56 px), where the family's "
                        + "other faces add at most 1 px: 18 px more"
                ], headYMax: ["fonts/FPAudit-Bold.ttf": 1200]),
            // The Liberation Sans subset maps none of Latin Extended-A (fontTools' cmap: 0 of U+0100-017F)
            // and all of A-Z, a-z and 0-9; the Noto Sans subset maps all 128; the Font Awesome subset maps
            // no letter, an icon font. 127 are looked up: 'ŉ' (U+0149) is deprecated (Unicode's Deprecated).
            Case(
                rule: "missing-characters", triggers: ["fonts/LiberationSans-Regular-subset.ttf"],
                passes: ["fonts/NotoSans-Regular-subset.ttf", "fonts/FontAwesome-subset.ttf"],
                message: [
                    "the cmap lacks 127 of the 127 characters characters: lists: 'Ā' (U+0100), 'ā' (U+0101)", " and 119 more",
                ],
                characters: "latin-ext"),
            // TeX Gyre Heros's .notdef has no outline (glyphs.json: no bounds); Lato's is drawn.
            Case(
                rule: "notdef-missing", triggers: ["fonts/TeXGyreHeros-Regular-subset.otf"],
                passes: ["fonts/Lato-Regular-subset.ttf", "fonts/FPThousand-Regular.ttf"],
                message: ["'.notdef' (glyph 0) has no outline"]),
        ]
    }()

    /// Every rule on, win-metrics-clip too, with the default characters and those `list` adds, and
    /// the fixtures of `headYMax` copied with that `head` yMax (head's bytes 42–43) into a folder of their own.
    static func audit(_ fixtures: [String], list: String? = nil, headYMax: [String: Int] = [:]) async throws -> AuditReport {
        let characters = try list.map { try CharacterRanges.default.adding($0) } ?? .default
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let paths = try fixtures.map { fixture in
            let path = Repository.root.appendingPathComponent("Fixtures/\(fixture)").path
            guard let yMax = headYMax[fixture] else { return path }
            var tables = ForgedFonts.tables(of: try Data(contentsOf: URL(fileURLWithPath: path)))
            let index = try #require(tables.firstIndex { $0.tag == "head" })
            tables[index].data.replaceSubrange(42..<44, with: ForgedFonts.be16(UInt16(bitPattern: Int16(yMax))))
            return try folder.file((fixture as NSString).lastPathComponent, contents: ForgedFonts.sfnt(tables))
        }
        let (faces, errors) = await FontReader(jobs: 2).readConcurrently(
            paths, characters: characters, coverage: characters.lookedUp)
        // Every platform, so that the rules that speak for the web and Android weigh them.
        return AuditReport(
            fileCount: paths.count, faces: faces, errors: errors, pointSize: 17, scales: [3],
            rules: RuleSettings([Rule.winMetricsClip.id: .on], platforms: Set(Platform.allCases)))
    }

    static func findings(_ report: AuditReport) -> [Finding] {
        report.faces.flatMap(\.findings) + report.failures.flatMap(\.findings)
    }

    @Test(arguments: cases)
    func ruleTriggers(_ test: Case) async throws {
        let rule = try #require(Rule.named(test.rule))
        let report = try await Self.audit(test.triggers, list: test.characters, headYMax: test.headYMax)
        let hits = Self.findings(report).filter { $0.rule == rule }
        try #require(!hits.isEmpty, "\(test.rule) did not fire on \(test.triggers)")
        for text in test.message {
            #expect(
                hits.contains { $0.message.contains(text) }, "no \(test.rule) message contains '\(text)': \(hits.map(\.message))")
        }
        #expect(hits.allSatisfy { $0.severity == test.severity ?? rule.severity })
    }

    @Test(arguments: cases)
    func ruleStaysQuiet(_ test: Case) async throws {
        let rule = try #require(Rule.named(test.rule))
        let report = try await Self.audit(test.passes, list: test.characters)
        #expect(report.summary.faces >= test.passes.count)
        #expect(!Self.findings(report).contains { $0.rule == rule }, "\(test.rule) fired on \(test.passes)")
    }

    @Test func everyRuleHasACase() {
        #expect(Set(Self.cases.map(\.rule)) == Set(Rule.all.map(\.id)))
    }

    /// The IDs are an interface (configurations and CI annotations name them): this list changes
    /// only with a breaking change.
    @Test func ruleIDsAreStableAndExplained() {
        #expect(
            Rule.all.map(\.id) == [
                "unreadable-font", "units-per-em-out-of-range", "no-vertical-metrics", "hhea-metrics-zero",
                "positive-descender", "typo-metrics-without-stat", "family-metrics-differ", "family-name-mismatch",
                "duplicate-postscript-name", "android-font-padding", "missing-basic-latin", "missing-characters",
                "cap-height-missing",
                "cap-height-mismatch", "cap-line-misses-ink", "x-height-missing", "x-height-mismatch", "glyphs-outside-line-box",
                "win-metrics-clip", "hhea-typo-mismatch", "line-gap-nonzero", "notdef-missing",
            ])
        for rule in Rule.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
            #expect(rule.explanation.hasPrefix("iOS"), "\(rule.id) does not start with iOS")
            #expect(rule.explanation.contains("Fix:"), "\(rule.id) says no fix")
            // What the user sees on iOS rests on the evidence of docs/model.md: a tag or "nothing changes".
            let ios = rule.explanation.components(separatedBy: "\n\n")[0]
            #expect(
                ["[P", "[M", "[S", "[I", "nothing changes", "not documented"].contains { ios.contains($0) },
                "\(rule.id)'s iOS paragraph cites no evidence")
            #expect(!rule.title.isEmpty)
        }
    }
}
