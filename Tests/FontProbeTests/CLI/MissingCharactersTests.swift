import Foundation
import Testing

@testable import FontProbeTestSupport

/// missing-characters: the characters `characters:` (or `--characters`) lists, looked up in each
/// face's cmap (docs/commands/audit.md#rules). The Noto Sans subset maps all 128 of Latin
/// Extended-A (U+0100-017F, fontTools' cmap); its release forged by fontTools drops them from every
/// cmap subtable, as a subset made for Western Europe does. Of the 128, 127 are looked up: 'ŉ'
/// (U+0149) is deprecated (Unicode's DerivedCoreProperties, Deprecated), which a font may leave out.
@Suite(.serialized)
struct MissingCharactersTests {
    static let font = "NotoSans-Regular-subset.ttf"
    static let dropExtendedA = "for t in f['cmap'].tables:\n    for c in range(0x100, 0x180):\n        t.cmap.pop(c, None)"

    /// A project whose `Fonts/` holds the subset, forged by `edit` when given.
    static func project(_ edit: String?) throws -> ScratchProject {
        let project = try ScratchProject(fonts: [])
        let target = project.url.appendingPathComponent("Fonts/\(font)").path
        if let edit {
            try FontTools.forge(Repository.font(font), to: target, edit)
        } else {
            try FileManager.default.copyItem(atPath: Repository.font(font), toPath: target)
        }
        return project
    }

    /// The first eight of Latin Extended-A by code point, named as every report names a character,
    /// then the other 119 counted.
    static let message =
        "the cmap lacks 127 of the 127 characters characters: lists: 'Ā' (U+0100), 'ā' (U+0101), 'Ă' (U+0102), "
        + "'ă' (U+0103), 'Ą' (U+0104), 'ą' (U+0105), 'Ć' (U+0106), 'ć' (U+0107) and 119 more: every platform draws "
        + "them in a fallback font, so words that contain them mix two typefaces"

    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func checkNamesTheLettersASubsetDropped() throws {
        let project = try Self.project(Self.dropExtendedA)
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\ncharacters: [latin-ext]\n")
        let check = try project.run(["check"])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("missing-characters"), "\(check.stdout)")
        #expect(check.stdout.contains(Self.message), "\(check.stdout)")
        // The same list as a range, on audit's command line.
        let audit = try project.run(["audit", "Fonts", "--characters", "U+0100-017F", "--format", "json"])
        #expect(audit.stdout.contains(Self.message), "\(audit.stdout)")
    }

    /// Controls: the intact subset with the list, and the subset without Latin Extended-A with no
    /// list (the cmap is then not looked up at all).
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func quietWhenEveryCharacterIsMappedOrNoneIsListed() throws {
        let intact = try Self.project(nil)
        defer { intact.directory.cleanUp() }
        try intact.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nfailOn: warning\ncharacters: [latin, latin-ext]\n")
        let check = try intact.run(["check"])
        #expect(!check.stdout.contains("missing-characters"), "\(check.stdout)")
        let dropped = try Self.project(Self.dropExtendedA)
        defer { dropped.directory.cleanUp() }
        let audit = try dropped.run(["audit", "Fonts", "--format", "csv"])
        #expect(!audit.stdout.contains("missing-characters"), "\(audit.stdout)")
    }
}
