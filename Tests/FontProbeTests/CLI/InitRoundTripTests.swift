import Foundation
import Testing

@testable import FontProbeTestSupport

/// `init` writes only what `check` reads back the same (docs/security.md#what-init-writes): fonts in
/// folders with names YAML has to quote or escape are found again by `check` through the file
/// `init` wrote; a folder whose name is not UTF-8, which no YAML file can hold, is left out with a
/// note naming it. Folders are made with `mkdir` of their bytes.
struct InitRoundTripTests {
    /// Folder names as bytes, each holding `f.ttf`: a space, `#`, `: `, a leading `-` and `?`, both
    /// quotes, `~` and `null` (each YAML's null alone), U+FFFE and U+FFFF (which YAML may not hold
    /// raw), the byte order mark, a tab, and U+0301 at the start.
    static let written: [[UInt8]] = [
        Array("a b".utf8), Array("#c".utf8), Array("d: e".utf8), Array("-f".utf8), Array("? g".utf8),
        Array("'h\"".utf8), Array("~".utf8), Array("null".utf8), Array("i\u{FFFE}".utf8), Array("j\u{FFFF}".utf8),
        Array("\u{FEFF}k".utf8), Array("l\tm".utf8), Array("\u{301}n".utf8),
    ]
    /// A folder whose name is Latin-1 `é`, not UTF-8.
    static let notUTF8: [UInt8] = Array("caf".utf8) + [0xE9]

    /// `mkdir` of `name` under `parent`, and the font `f.ttf` (a copy of FP Audit Regular) in it.
    static func folder(_ name: [UInt8], in parent: String) throws {
        let path = Array(parent.utf8) + [UInt8(ascii: "/")] + name
        let made = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { mkdir($0.baseAddress!, 0o755) }
        try #require(made == 0, "mkdir \(path)")
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf")))
        let file = (path + Array("/f.ttf".utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = file.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let count = font.withUnsafeBytes { write(descriptor, $0.baseAddress!, font.count) }
        try #require(count == font.count)
    }

    @Test func checkReadsThePathsInitWrote() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for name in Self.written + [Self.notUTF8] { try Self.folder(name, in: directory.url.path) }

        let initRun = try CLI.run(["init"], in: directory.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(
            initRun.stderr.hasPrefix(
                "fontprobe: note: left 'caf\\xE9/*.ttf' out of fontprobe.yml: its name is not UTF-8, and YAML is text "
                    + "that cannot hold it; rename it to check it\n"), "\(initRun.stderr)")
        #expect(initRun.stderr.contains("wrote fontprobe.yml for \(Self.written.count) font files;"))

        // No baseline yet (exit 1), but every face is read and reported.
        let check = try CLI.run(["check", "--format", "json"], in: directory.url)
        #expect(check.status == 1, "\(check.stderr)")
        let read = try SlashByteTests.paths(check.stdout)
        let expected = Self.written.map { $0 + Array("/f.ttf".utf8) }
        #expect(read.sorted { $0.lexicographicallyPrecedes($1) } == expected.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// A font whose own name is not UTF-8, in a folder whose name is, is found again through its
    /// folder's glob, which is text.
    @Test func aFileNameThatIsNotUTF8IsFoundThroughItsFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Self.folder(Array("Fonts".utf8), in: directory.url.path)
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Bold.ttf")))
        let path = Array(directory.url.path.utf8) + Array("/Fonts/caf".utf8) + [0xE9] + Array(".ttf".utf8)
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        try #require(descriptor >= 0)
        _ = font.withUnsafeBytes { write(descriptor, $0.baseAddress!, font.count) }
        close(descriptor)

        let initRun = try CLI.run(["init"], in: directory.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(
            try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
                .contains("\nfonts:\n  - Fonts/*.ttf\n\n"))
        let check = try CLI.run(["check", "--format", "json"], in: directory.url)
        // The report is UTF-8: the byte is shown as \xE9 (docs/fonts.md#file-names).
        #expect(try SlashByteTests.paths(check.stdout) == [Array("Fonts/caf\\xE9.ttf".utf8), Array("Fonts/f.ttf".utf8)])
    }

    /// With every font in such a folder, nothing can be written: one line, exit 66, and no file.
    @Test func nothingWritableIsNoInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Self.folder(Self.notUTF8, in: directory.url.path)
        let initRun = try CLI.run(["init"], in: directory.url)
        #expect(initRun.status == 66)
        #expect(initRun.stderrLines.last == "fontprobe: no font file found under '.' has a path fontprobe.yml can hold")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("fontprobe.yml").path))
    }
}
