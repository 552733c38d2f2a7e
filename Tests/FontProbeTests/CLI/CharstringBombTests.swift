import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// A forged CFF font (`Fixtures/limits/FPCharstringBomb.otf`, make-fixtures.py) whose every glyph
/// calls a subroutine tree about ten million times: FreeType interprets each for tens of
/// milliseconds before it gives up, so measuring the 319 default characters cost 11.7 s. The
/// measurement stops at the budgets of docs/fonts.md#limits (a face's, a file's) and says so.
struct CharstringBombTests {
    static let bomb = Repository.root.appendingPathComponent("Fixtures/limits/FPCharstringBomb.otf").path

    /// A millisecond per character, between a quarter of a second and five (docs/fonts.md#limits).
    @Test func budgetIsAMillisecondPerCharacterWithinBounds() {
        #expect(CharacterInk.budget(characterCount: 100) == 0.25)
        #expect(CharacterInk.budget(characterCount: 319) == 0.319)
        #expect(CharacterInk.budget(characterCount: 65_536) == 5)
    }

    /// The default set is 95 Basic Latin and 224 Latin-1/Extended-A characters (U+0020–007E,
    /// U+00A0–017F): 319. The audit ends, reports the stop as a glyphs-outside-line-box warning
    /// naming how many of the 319 were measured, and goes on to the next font.
    @Test func measuringStopsAtTheBudgetAndSaysSo() throws {
        let other = Repository.font("FPTallAccent-Regular.ttf")
        let result = try ProcessRun.fontprobe(["audit", "--format", "json", Self.bomb, other])
        #expect(!result.timedOut)
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [[String: Any]])
        #expect(fonts.count == 2)
        // Reports list files in path order: Fixtures/fonts before Fixtures/limits.
        let byPath = { (path: String) in fonts.first { $0["path"] as? String == path }?["findings"] as? [[String: Any]] }
        let findings = try #require(byPath(Self.bomb))
        let message = try #require(findings.first { $0["rule"] as? String == "glyphs-outside-line-box" }?["message"] as? String)
        #expect(message.hasPrefix("stopped measuring after "))
        #expect(message.contains(" of 319 characters: their glyphs took more than 0.319 s of processor time"))
        // The tall accent of the next font is still measured (make-fixtures.py draws Å above the ascender).
        let next = try #require(byPath(other))
        #expect(
            next.contains {
                $0["rule"] as? String == "glyphs-outside-line-box" && !(($0["message"] as? String) ?? "").hasPrefix("stopped")
            })
    }

    /// A collection of 48 such faces (make-fixtures.py): each face stops at its own budget until
    /// the file's 10 s are spent, and the faces after that are not measured at all. Every face is
    /// still reported, each with the reason its ink is unknown.
    @Test func aCollectionSharesOneBudget() throws {
        let collection = Repository.root.appendingPathComponent("Fixtures/limits/FPCharstringBomb-48.ttc").path
        // The file's 10 s budget of processor time and the reading around it: the most processor
        // time of any one command of the suite, under a tenth of ProcessRun's default limit.
        let result = try CLI.run(["audit", "--format", "json", collection])
        #expect(!result.timedOut)
        let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [[String: Any]])
        #expect(fonts.count == 48)
        let messages = fonts.map { font in
            ((font["findings"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
        }
        #expect(messages.allSatisfy { $0.contains { $0.hasPrefix("stopped measuring after ") } })
        let fileSpent = messages.filter {
            $0.contains { $0.contains("the glyphs of this file's faces took more than 10 s of processor time") }
        }
        #expect(!fileSpent.isEmpty)
        // The file's budget ends the measuring of the last faces, not the first.
        #expect(messages.last.map { last in fileSpent.contains(last) } == true)
    }

    /// Once the file's budget is spent, the later faces do not load 'H' and 'x' either (each load
    /// of a forged glyph costs up to ~0.1 s): their bounds are unknown, and a cap height that
    /// would come from 'H' is reported as unknown with that reason, not as a missing glyph.
    @Test func heightGlyphsOfTheLastFacesAreNotLoaded() throws {
        let collection = Repository.root.appendingPathComponent("Fixtures/limits/FPCharstringBomb-48.ttc").path
        let file = try FreeTypeLibrary().readFile(atPath: collection, characters: .default)
        #expect(file.faces.count == 48)
        let first = try #require(file.faces.first?.metrics)
        let last = try #require(file.faces.last?.metrics)
        #expect(!first.heightGlyphsUnmeasured)
        #expect(last.heightGlyphsUnmeasured)
        #expect(last.capGlyphBounds == nil && last.xGlyphBounds == nil)
        // The fixture declares sCapHeight 700 and sxHeight 500 in OS/2 version 4 (make-fixtures.py):
        // the rules that compare them with the glyphs say they could not.
        let declared = AuditChecks(pointSize: 17, scale: 3).findings(for: last)
        let notChecked =
            "not checked: 'H' was not measured, since the file's 10 s glyph budget was spent on its other faces"
        #expect(declared.first { $0.rule == .capHeightMismatch }?.message == notChecked)
        #expect(declared.first { $0.rule == .capLineMissesInk }?.message == notChecked)
        #expect(
            declared.first { $0.rule == .xHeightMismatch }?.message
                == "not checked: 'x' was not measured, since the file's 10 s glyph budget was spent on its other faces")
        // As version 1 it would declare none.
        var undeclared = last
        undeclared.os2?.version = 1
        #expect(undeclared.capHeight.source == .none)
        #expect(
            undeclared.missingHeightReason(.cap)
                == "OS/2 version 1 has no sCapHeight, and 'H' was not measured: the file's 10 s glyph budget was "
                + "spent on its other faces")
        let finding = AuditChecks(pointSize: 17, scale: 3).findings(for: undeclared)
            .first { $0.rule == .capHeightMissing }
        #expect(finding?.message.hasPrefix("cap height unknown (OS/2 version 1 has no sCapHeight, and 'H' was not") == true)
    }

    /// Every glyph of a real font loads well inside the budget: Lato's, asked for every character
    /// of the Basic Multilingual Plane, are all measured.
    @Test func aRealFontIsMeasuredWhole() throws {
        let result = try CLI.run(["audit", "--characters", "U+0000-FFFF", Repository.font("Lato-Regular-subset.ttf")])
        #expect(!result.stdout.contains("stopped measuring"), "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
