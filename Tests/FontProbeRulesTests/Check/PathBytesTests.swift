import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// Paths split at the byte `/` (docs/security.md#paths): a name that starts with a combining mark
/// (U+0301) makes `/` and the mark one Character, which a split by Character does not see.
struct PathBytesTests {
    static let mark = "\u{301}"

    @Test func componentsAreCutAtTheSlashByte() {
        #expect(
            FileName.components("Fonts/\(Self.mark)x.ttf").map { Array($0.utf8) } == [
                Array("Fonts".utf8), [0xCC, 0x81] + Array("x.ttf".utf8),
            ])
        #expect(FileName.components("/a//b/") == ["a", "b"])
        #expect(FileName.lastComponent("Fonts/\(Self.mark)x.ttf").utf8.elementsEqual("\(Self.mark)x.ttf".utf8))
        #expect(FileName.directory(of: "Fonts/\(Self.mark)x.ttf") == "Fonts")
        #expect(FileName.directory(of: "/\(Self.mark)x.ttf") == "/")
        #expect(FileName.directory(of: "x.ttf") == "")
        #expect(FileName.isAbsolute("/\(Self.mark)x"))
        #expect(FileName.isInside("/root/\(Self.mark)x", directory: "/root"))
        #expect(!FileName.isInside("/root\(Self.mark)/x", directory: "/root"))
        #expect(FileName.isInside("/x", directory: "/"))
        #expect(FileName.isHidden(".\(Self.mark)x"))
        #expect(
            FileName.stemAndExtension("a.\(Self.mark)ttf").extension.map { Array($0.utf8) } == [0xCC, 0x81, 0x74, 0x74, 0x66])
        #expect(FileName.stemAndExtension(".ttf").extension == nil)
    }

    /// `*` matches within one folder: `*.ttf` is not `Fonts/́x.ttf`, `Fonts/*.ttf` is; a `[` before a
    /// mark is still fnmatch's bracket, so the pattern is a glob, not a literal path.
    @Test func globsDoNotCrossTheSlash() {
        #expect(!GlobPattern("*.ttf").matches("Fonts/\(Self.mark)x.ttf"))
        #expect(GlobPattern("Fonts/*.ttf").matches("Fonts/\(Self.mark)x.ttf"))
        #expect(GlobPattern("*/*.ttf").matches("Fonts/\(Self.mark)x.ttf"))
        #expect(!GlobPattern("[\(Self.mark)]x.ttf").isLiteral)
        #expect(GlobPattern("**/*.ttf").matches("a/b/\(Self.mark)x.ttf"))
        // A wildcard does not match a leading dot, whatever follows it.
        #expect(!GlobPattern("Fonts/*.ttf").matches("Fonts/.\(Self.mark)x.ttf"))
    }

    /// A configuration's paths: `baseline: /́x` is absolute, `a/../../́x` leads out, and a NUL
    /// before a mark is a NUL.
    @Test func configurationPathsAreReadByBytes() {
        #expect(CheckConfiguration.baselineProblem("/\(Self.mark)x.json")?.contains("is an absolute path") == true)
        #expect(CheckConfiguration.baselineProblem("a/../../\(Self.mark)x.json")?.contains("leads out") == true)
        #expect(CheckConfiguration.baselineProblem("x\0\(Self.mark).json") == "contains a NUL character, which no file name can")
        #expect(CheckConfiguration.directory(of: "config/\(Self.mark)fontprobe.yml") == "config")
        #expect(FontSelection.normalized("a/./\(Self.mark)b/../c").utf8.elementsEqual("a/c".utf8))
        #expect(AppFonts.fileName("Fonts/\(Self.mark)x.ttf").utf8.elementsEqual("\(Self.mark)x.ttf".utf8))
    }
}
