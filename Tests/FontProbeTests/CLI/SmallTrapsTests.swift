import Foundation
import Testing

@testable import FontProbeTestSupport

/// Small traps a new user fell into: a render of one face of a collection, an output file left
/// behind when nothing could be read, a text file taken for a font, and a hint naming a command
/// the package plugin's users do not have.
@Suite(.serialized)
struct SmallTrapsTests {
    /// `render --face` draws one face of a collection: only its note is said (both faces of
    /// FPCollection map only space, 'H' and 'x': Fixtures/fonts/glyphs.json), and a face the file
    /// lacks is a usage error that writes no picture.
    @Test func renderDrawsOneFace() throws {
        let font = Repository.font("FPCollection.ttc")
        let one = try CLI.run(["render", font, "--face", "1", "--text", "Hxg", "--scale", "3", "-o", "/dev/null"])
        #expect(one.status == 0)
        #expect(one.stderr == "fontprobe: note: '\(font)' (face 1): no glyph for 'g' (U+0067)\n")
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let picture = directory.url.appendingPathComponent("sheet.png").path
        let none = try CLI.run(["render", font, "--face", "2", "-o", picture])
        #expect(none.status == 64)
        #expect(none.stderr.contains("there is no face 2; the file has 2 faces"))
        #expect(!FileManager.default.fileExists(atPath: picture))
    }

    /// With nothing read, `-o` creates no file (not an empty one, not a legend alone) and leaves
    /// one that exists as it was.
    @Test func nothingReadWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bad = try directory.file("bad.ttf", contents: Data("not a font\n".utf8))
        let commands: [[String]] = [
            ["metrics", bad], ["metrics", bad, "--format", "json"], ["spec", bad, "--size", "17"],
            ["spec", bad, "--size", "17", "--format", "png"], ["dynamic-type", bad, "--style", "body"],
            ["glyph", bad, "--char", "H", "--size", "17"],
        ]
        for (index, arguments) in commands.enumerated() {
            let output = directory.url.appendingPathComponent("out\(index)").path
            let result = try CLI.run(arguments + ["-o", output])
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("cannot read '\(bad)'"), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments) wrote \(output)")
            let kept = try directory.file("kept\(index)", contents: Data("before\n".utf8))
            _ = try CLI.run(arguments + ["-o", kept])
            #expect(try String(contentsOfFile: kept, encoding: .utf8) == "before\n", "\(arguments)")
        }
    }

    /// `init` counts only files that open as fonts, says which it passed over, and lists the fonts
    /// beside one by path, so that the check it sets up passes.
    @Test func initCountsOnlyFonts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        for name in ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf"] {
            _ = try directory.file("Fonts/\(name)", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font(name))))
        }
        _ = try directory.file("Fonts/notes.ttf", contents: Data("release notes\n".utf8))
        let result = try CLI.run(["init"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "fontprobe: note: skipped 'Fonts/notes.ttf': not a font file FreeType recognises\n"
                + "fontprobe: note: wrote fontprobe.yml for 2 font files; next: `fontprobe check --update-baseline`, "
                + "then commit both files\n")
        let text = try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
        #expect(text.contains("fonts:\n  - Fonts/FPAudit-Bold.ttf\n  - Fonts/FPAudit-Regular.ttf\n"))
        #expect(try CLI.run(["check", "--update-baseline"], in: directory.url).status == 0)

        let empty = try TemporaryDirectory()
        defer { empty.cleanUp() }
        _ = try empty.file("only.otf", contents: Data("hello\n".utf8))
        let none = try CLI.run(["init"], in: empty.url)
        #expect(none.status == 66)
        #expect(none.stderr.hasSuffix("found under '.' that open as fonts\n"))
    }

    /// Run by the package plugin, check's hints name the plugin's way to update the lockfile.
    @Test func thePluginsHintIsThePlugins() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "Brand.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf"))))
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: [Brand.ttf]\n".utf8))
        let plugin = "swift package --allow-writing-to-package-directory fontprobe-check --update-baseline"
        let result = try CLI.run(
            ["check", "--config", "fontprobe.yml"], in: directory.url,
            environment: ["FONTPROBE_UPDATE_BASELINE_COMMAND": plugin])
        #expect(result.status == 1)
        #expect(result.stdout.contains("run `\(plugin)` and commit it"), "\(result.stdout)")
        #expect(!result.stdout.contains("fontprobe check --update-baseline"))
        #expect(result.stdout.hasSuffix("Run `\(plugin)` to write the baseline, and commit it.\n"))
        let plain = try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url)
        #expect(plain.stdout.contains("run `fontprobe check --update-baseline` and commit it"))
        // The plugin sets the variable to the command its own failure message names.
        let source = try String(
            contentsOf: Repository.root.appendingPathComponent("Plugins/FontprobeCheckPlugin/plugin.swift"), encoding: .utf8)
        #expect(source.contains("static let updateCommand = \"\(plugin)\""))
        #expect(source.contains("[\"FONTPROBE_UPDATE_BASELINE_COMMAND\": updateCommand]"))
    }
}
