import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe init` through the built binary: the `fonts` it writes cover every format found,
/// so a font added later in any of them is checked.
struct InitCommandTests {
    /// `Fonts/` with two .ttf and one .otf, `Icons/` with one .woff2: one glob per directory and
    /// extension (docs/commands/init.md#what-it-writes), even for a lone font.
    @Test func oneGlobPerDirectoryAndExtension() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let fonts = [
            "Fonts/Lato.ttf": "Lato-Regular-subset.ttf", "Fonts/Liberation.ttf": "LiberationSans-Regular-subset.ttf",
            "Fonts/Heros.otf": "TeXGyreHeros-Regular-subset.otf", "Icons/Variable.woff2": "FPVariable-VF.woff2",
        ]
        for (name, fixture) in fonts {
            let target = directory.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Repository.font(fixture), toPath: target.path)
        }
        let initRun = try CLI.run(["init"], in: directory.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let written = try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
        #expect(written.contains("\nfonts:\n  - Fonts/*.otf\n  - Fonts/*.ttf\n  - Icons/*.woff2\n\n"))

        let update = try CLI.run(["check", "--update-baseline"], in: directory.url)
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        // Four files; the variable one adds its Medium and Black, whose metrics MVAR moves.
        #expect(update.stderr.contains("wrote fontprobe.lock.json: 6 faces"))

        // A second .otf in Fonts/ is checked: it is not in the baseline yet, so the check fails on it.
        try FileManager.default.copyItem(
            atPath: Repository.font("TeXGyreHeros-Regular-subset.otf"),
            toPath: directory.url.appendingPathComponent("Fonts/New.otf").path)
        let check = try CLI.run(["check"], in: directory.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains("FAIL  Fonts/New.otf"), "\(check.stdout)")
    }

    /// Design tokens files under the directory become `styles:` (#48, item 4b): one is written; with
    /// several, each is listed commented out; those in hidden directories and `node_modules` are not.
    @Test func designTokensFilesBecomeStyles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for (name, contents) in [
            "Fonts/Lato.ttf": try Data(contentsOf: URL(fileURLWithPath: Repository.font("Lato-Regular-subset.ttf"))),
            "design/brand.tokens.json": Data("{}".utf8), "node_modules/kit/kit.tokens.json": Data("{}".utf8),
            ".cache/old.tokens.json": Data("{}".utf8), "design/notes.json": Data("{}".utf8),
        ] {
            let target = directory.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: target)
        }
        #expect(try CLI.run(["init"], in: directory.url).status == 0)
        let one = try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
        #expect(one.contains("\nstyles: design/brand.tokens.json\n"), "\(one)")
        #expect(!one.contains("kit.tokens") && !one.contains("old.tokens") && !one.contains("notes.json"))

        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        _ = try directory.file("tokens/dark.tokens.yaml", contents: Data("{}".utf8))
        #expect(try CLI.run(["init", "--force"], in: directory.url).status == 0)
        let two = try String(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"), encoding: .utf8)
        #expect(
            two.contains(
                "found here; uncomment one:\n# styles: design/brand.tokens.json\n# styles: tokens/dark.tokens.yaml\n"),
            "\(two)")
        #expect(!two.contains("\nstyles:"))
    }
}
