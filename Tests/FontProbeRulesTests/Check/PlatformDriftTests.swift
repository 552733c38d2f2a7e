import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// Which recorded values `check` compares, and the line that sums a face's drift up
/// (docs/commands/check.md#drift), on lockfile faces written by hand: every expected value is
/// the face's own numbers, or their difference.
struct PlatformDriftTests {
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
        #expect(old.drift(to: new, platforms: Set(Platform.allCases)).count == 6)
        #expect(old.unrecorded(Set(Platform.allCases), comparedWith: new).isEmpty)
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
        let platforms = Platform.allCases.sorted()
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
