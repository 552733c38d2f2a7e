import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// Which recorded values `check` compares, and the line that sums a face's drift up
/// (docs/commands/check.md#drift), on lockfile faces written by hand: every expected value is
/// the face's own numbers, or their difference.
struct PlatformDriftTests {
    /// The platforms ``face`` records.
    static let recorded: Set<Platform> = [.ios, .android, .web]

    /// A face as a lockfile of iOS, Android and the web records it: CoreText reads hhea 1974/-426,
    /// Skia and Chromium typo 1610/-390; one row at 17 pt @3x.
    static let face = Baseline.Face(
        path: "Fonts/A.ttf", faceIndex: 0,
        values: [
            "postScriptName": .string("A-Regular"), "verticalMetricsSource": .string("hhea"), "capHeightSource": .string("os2"),
            "units.ascender": .number(1974), "units.descender": .number(-426), "units.capHeight": .number(1433),
            "android.source": .string("typo"), "android.ascender": .number(1610), "android.top": .number(2157),
            "web.source": .string("typo"), "web.ascender": .number(1610),
        ],
        rows: [
            Baseline.Row(
                pointSize: 17, scale: 3,
                values: [
                    "labelHeight": .number(62.0 / 3), "baselineFromTop": .number(50.0 / 3), "capHeight": .number(12.1805),
                    "capInsetArticle": .number(14.0 / 3), "android.compose.baseline": .number(41),
                    "android.compose.height": .number(51), "web.normal.baseline": .number(46), "web.normal.height": .number(61),
                ])
        ])

    /// The typo ascender 1610 → 1710 as Android and the web read it, their lines 3 px lower and taller.
    static var typoTaller: Baseline.Face {
        var face = face
        face.values["android.ascender"] = .number(1710)
        face.values["web.ascender"] = .number(1710)
        face.rows[0].values["android.compose.baseline"] = .number(44)
        face.rows[0].values["android.compose.height"] = .number(54)
        face.rows[0].values["web.normal.baseline"] = .number(49)
        face.rows[0].values["web.normal.height"] = .number(64)
        return face
    }

    /// A platform's keys nest in the lockfile by their dots and read back as written.
    @Test func platformKeysRoundTrip() throws {
        let baseline = Baseline(faces: [Self.face])
        let text = try baseline.lockfile()
        #expect(text.contains(#""android" : {"#) && text.contains(#""compose" : {"#) && text.contains(#""normal" : {"#))
        #expect(text.contains(#""lockVersion" : 2"#))
        #expect(try Baseline(lockfile: Data(text.utf8)) == baseline)
    }

    @Test func onlyTheListedPlatformsAreCompared() {
        let old = Baseline(faces: [Self.face])
        let new = Baseline(faces: [Self.typoTaller])
        #expect(old.drift(to: new, platforms: [.ios]).isEmpty)
        #expect(
            old.drift(to: new, platforms: [.ios, .android]).map(\.field) == [
                "android.ascender", "android.compose.baseline", "android.compose.height",
            ])
        // The face records iOS, Android and the web (Flutter's rows are PlatformLockfileTests').
        #expect(old.drift(to: new, platforms: Self.recorded).count == 6)
        #expect(old.unrecorded(Self.recorded, comparedWith: new).isEmpty)
    }

    /// A lockfile written before Android was listed: nothing of Android is compared, and the
    /// platform is named once as not recorded.
    @Test func aPlatformTheLockfileDoesNotRecord() {
        var before = Self.face
        before.values = before.values.filter { !$0.key.hasPrefix("android.") }
        before.rows[0].values = before.rows[0].values.filter { !$0.key.hasPrefix("android.") }
        let old = Baseline(faces: [before])
        let new = Baseline(faces: [Self.typoTaller])
        #expect(old.drift(to: new, platforms: [.ios, .android]).isEmpty)
        #expect(old.unrecorded([.ios, .android, .web], comparedWith: new) == [.android])
    }

    /// A lockfile whose Android lines an earlier model wrote is laid out again from the reading
    /// its face records, so a model change is no drift and a font change still is. SUIT-like tables
    /// (docs/model.md#android): hhea 980/-280 around a head box 900/-250, 1000 units per em, at 14 sp
    /// @1. The earlier model padded the View with the head box alone, floor(-12.6) = -13 to
    /// ceil(3.5) = 4, 17 px with its baseline at 13; the current one widens it to the ascent and
    /// descent, floor(-13.72) = -14 to ceil(3.92) = 4, 18 px at 14.
    @Test func androidLinesOfAnEarlierModelAreLaidOutAgain() {
        func face(top: Int, view: (height: Double, baseline: Double)) -> Baseline.Face {
            Baseline.Face(
                path: "Fonts/S.ttf", faceIndex: 0,
                values: [
                    "unitsPerEm": .number(1000), "android.source": .string("hhea"), "android.ascender": .number(980),
                    "android.descender": .number(-280), "android.lineGap": .number(0), "android.top": .number(Double(top)),
                    "android.bottom": .number(-250), "android.capHeight": .number(700),
                ],
                rows: [
                    Baseline.Row(
                        pointSize: 14, scale: 1,
                        values: ["android.view.height": .number(view.height), "android.view.baseline": .number(view.baseline)])
                ])
        }
        let earlier = Baseline(faces: [face(top: 900, view: (17, 13))])
        let current = Baseline(faces: [face(top: 900, view: (18, 14))]).restatingSkiaPlatforms()
        #expect(current.faces[0].rows[0].values["android.view.height"] == .number(18))
        #expect(current.faces[0].rows[0].values["android.view.baseline"] == .number(14))
        // The lockfile restated: the same font gives no drift.
        #expect(earlier.restatingSkiaPlatforms().drift(to: current, platforms: [.android]).isEmpty)
        #expect(!earlier.drift(to: current, platforms: [.android]).isEmpty)
        // A logo glyph raising yMax to 1100: floor(-15.4) = -16 to 4, 20 px, 2 px taller than 18.
        let raised = Baseline(faces: [face(top: 1100, view: (20, 16))]).restatingSkiaPlatforms()
        let drift = earlier.restatingSkiaPlatforms().drift(to: raised, platforms: [.android])
        #expect(drift.map(\.field).contains("android.view.height"), "\(drift.map(\.field))")
        #expect(raised.faces[0].rows[0].values["android.view.height"] == .number(20))
    }

    /// Flutter's lines are laid out again from the reading the face records, as Android's are: a
    /// row an earlier model wrote (here a made-up 59 px line with its baseline at 44) is what the
    /// current model gives for Lato's typo 1610/-390/400 of 2000 units at 17 logical px, dpr 3:
    /// a line of round(13.685 + 3.315 + 3.4) = 20 logical px, 60 device px; the baseline 13.685 +
    /// 3.4 / 2 = 15.385, painted at floor(15.885) = 15, floor(45.5) = 45 device px; the cap top 45 -
    /// 1433 / 2000 × 17 × 3 = 8.4585 px. A taller typo ascender is still drift.
    @Test func flutterLinesOfAnEarlierModelAreLaidOutAgain() throws {
        func face(ascender: Int, text: (height: Double, baseline: Double)) -> Baseline.Face {
            Baseline.Face(
                path: "Fonts/Lato.ttf", faceIndex: 0,
                values: [
                    "unitsPerEm": .number(2000), "flutter.source": .string("typo"), "flutter.ascender": .number(Double(ascender)),
                    "flutter.descender": .number(-390), "flutter.lineGap": .number(400), "flutter.capHeight": .number(1433),
                ],
                rows: [
                    Baseline.Row(
                        pointSize: 17, scale: 3,
                        values: ["flutter.text.height": .number(text.height), "flutter.text.baseline": .number(text.baseline)])
                ])
        }
        let restated = Baseline(faces: [face(ascender: 1610, text: (59, 44))]).restatingSkiaPlatforms()
        let values = restated.faces[0].rows[0].values
        #expect(values["flutter.text.height"] == .number(60))
        #expect(values["flutter.text.baseline"] == .number(45))
        let capTop = try #require(
            values["flutter.text.capTop"].flatMap { value -> Double? in
                if case .number(let number) = value { number } else { nil }
            })
        #expect(abs(capTop - 8.4585) < 1e-4)
        let current = Baseline(faces: [face(ascender: 1610, text: (60, 45))]).restatingSkiaPlatforms()
        #expect(restated.drift(to: current, platforms: [.flutter]).isEmpty)
        // 1810 units: 15.385 + 1.7 = 17.085, painted at 17, 51 px; the line round(22.1) = 22, 66 px.
        let taller = Baseline(faces: [face(ascender: 1810, text: (60, 45))]).restatingSkiaPlatforms()
        #expect(taller.faces[0].rows[0].values["flutter.text.baseline"] == .number(51))
        #expect(!restated.drift(to: taller, platforms: [.flutter]).isEmpty)
    }

    /// A history column moves only with `history`.
    @Test func historyColumnsOnlyWhenAsked() {
        var moved = Self.face
        moved.rows[0].values["capInsetArticle"] = .number(16.0 / 3)
        let old = Baseline(faces: [Self.face])
        #expect(old.drift(to: Baseline(faces: [moved]), history: false).isEmpty)
        #expect(
            old.drift(to: Baseline(faces: [moved])).map(\.message) == ["capInsetArticle at 17 pt @3x: 4.6667 → 5.3333"])
    }

    /// The summary: the typo ascender once (Android and the web read the same table), then the
    /// largest move of each platform: iOS none, Compose 44 − 41 = 3 px, Chromium 49 − 46 = 3 px
    /// (the baseline named before the line's height, which moved as far).
    @Test func theSummaryNamesTheTableAndEachPlatformsLargestMove() {
        let old = Baseline(faces: [Self.face])
        let new = Baseline(faces: [Self.typoTaller])
        let platforms = Self.recorded.sorted()
        let summary = DriftSummary(
            old: Self.face, new: Self.typoTaller, drifts: old.drift(to: new, platforms: Set(platforms)), platforms: platforms)
        #expect(
            summary.message
                == "OS/2 typo ascender 1610 → 1710; the largest moves: iOS 0 px, Android 3 px (Compose baseline lower at "
                + "17 sp @3x), the web 3 px (Chromium baseline lower at 17 CSS px @3x)")
    }

    /// A table that changed with the value: the ascender named with both tables; the head box and
    /// the cap height by their own names.
    @Test func theSummaryNamesATableThatChanged() {
        var after = Self.face
        after.values["verticalMetricsSource"] = .string("typo")
        after.values["units.ascender"] = .number(1610)
        after.values["android.top"] = .number(2257)
        after.values["units.capHeight"] = .number(1400)
        let drifts = Baseline(faces: [Self.face]).drift(to: Baseline(faces: [after]), platforms: [.ios, .android])
        let summary = DriftSummary(old: Self.face, new: after, drifts: drifts, platforms: [.ios, .android])
        #expect(
            summary.fontChanges == [
                "head yMax 2157 → 2257", "ascender hhea 1974 → OS/2 typo 1610", "OS/2 sCapHeight 1433 → 1400",
                "verticalMetricsSource hhea → typo",
            ])
    }
}
