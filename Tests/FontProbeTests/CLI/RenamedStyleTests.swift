import Foundation
import Testing

@testable import FontProbeTestSupport

/// A styled face renamed (Inter → Inter Display) or removed since the lockfile is drift, failing at
/// the style with exit 1 in every format, not a usage error that prints no report (#48, item 3;
/// docs/commands/check.md#text-styles). The release is forged by fontTools from the Lato fixture,
/// whose names fontTools reads as FPSubsetL-Regular, "FP Subset L", "Regular"
/// (Fixtures/fonts/tables.json).
@Suite(.serialized)
struct RenamedStyleTests {
    /// `body`'s `font:` value starts on line 6, column 16 (after `  body: {font: `, 15 characters).
    static let configuration = """
        fonts:
          - Fonts/*.ttf
        sizes: [17]
        scales: [2, 3]
        styles:
          body: {font: FPSubsetL-Regular, size: 17, lineHeight: 24}

        """

    /// Lato renamed as a new release would: family "FP Subset L Display", PostScript name
    /// FPSubsetLDisplay-Regular, the full name with it.
    static let rename = """
        for r in f['name'].names:
            if r.nameID in (1, 4, 16): r.string = r.toUnicode().replace('FP Subset L', 'FP Subset L Display')
            if r.nameID == 6: r.string = 'FPSubsetLDisplay-Regular'
        """

    static let had =
        "no configured face is named 'FPSubsetL-Regular' any more: the lockfile has it in "
        + "Fonts/Lato-Regular-subset.ttf as 'FPSubsetL-Regular' (FP Subset L Regular)"

    static func project() throws -> ScratchProject {
        let project = try ScratchProject()
        try project.write("fontprobe.yml", configuration)
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        return project
    }

    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aRenamedFaceFailsAtItsStyle() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let target = project.url.appendingPathComponent("Fonts/Lato-Regular-subset.ttf").path
        try FontTools.forge(Repository.font("Lato-Regular-subset.ttf"), to: target + ".new", Self.rename)
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.moveItem(atPath: target + ".new", toPath: target)

        let now = ", and that face is now 'FPSubsetLDisplay-Regular' (FP Subset L Display Regular)"
        let text = try project.run(["check"])
        #expect(text.status == 1, "\(text.stdout)\(text.stderr)")
        #expect(text.stderr == "")
        #expect(
            text.stdout.contains("fail     style body                 \(Self.had)\(now); point the style at"), "\(text.stdout)")
        // The face's own drift is there too, as without styles.
        #expect(text.stdout.contains("familyName: FP Subset L → FP Subset L Display"))

        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1, "\(github.stderr)")
        let annotation = github.stdout.split(separator: "\n").first { $0.contains("title=fontprobe style body") }
        #expect(
            annotation?.hasPrefix(
                "::error file=fontprobe.yml,line=6,col=16,title=fontprobe style body%3A Fonts/Lato-Regular-subset.ttf::"
                    + Self.had + now) == true, "\(github.stdout)")

        // Every format writes its report, with exit 1.
        for format in ["json", "junit", "sarif", "html", "xcode", "checkstyle", "gitlab"] {
            let run = try project.run(["check", "--format", format])
            #expect(run.status == 1 && run.stderr == "", "\(format): \(run.stderr)")
            #expect(run.stdout.contains("FPSubsetLDisplay-Regular"), "\(format)")
        }
        let xcode = try project.run(["check", "--format", "xcode"])
        #expect(xcode.stdout.contains("fontprobe.yml:6:16: error: \(Self.had)"), "\(xcode.stdout)")

        // Accepting the release while the style still names the old face is a mistake in the file.
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 64)
        #expect(
            update.stderr.hasPrefix(
                "fontprobe: fontprobe.yml:6:16: styles.body.font: no configured face is named 'FPSubsetL-Regular'"),
            "\(update.stderr)")
    }

    /// The font removed: its style fails at the style, on the face only the lockfile has, with the
    /// nearest PostScript name there is (Liberation Sans's, FPSubsetLS-Regular in tables.json).
    @Test func aRemovedFaceFailsAtItsStyle() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Fonts/Lato-Regular-subset.ttf"))
        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1, "\(github.stdout)\(github.stderr)")
        let annotation = github.stdout.split(separator: "\n").first { $0.contains("title=fontprobe style body") }
        #expect(
            annotation?.hasPrefix(
                "::error file=fontprobe.yml,line=6,col=16,title=fontprobe style body%3A Fonts/Lato-Regular-subset.ttf::"
                    + Self.had + ", and that file is not among the fonts checked now (the nearest name is "
                    + "'FPSubsetLS-Regular'); point the style at") == true,
            "\(github.stdout)")
    }

    /// Without a lockfile that records it, a style naming no face is still a mistake in the file (64).
    @Test func aStyleTheLockfileNeverHadIsAMistake() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", Self.configuration.replacingOccurrences(of: "FPSubsetL-", with: "FPSubsetX-"))
        let run = try project.run(["check", "--format", "github"])
        #expect(run.status == 64 && run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "fontprobe: fontprobe.yml:6:16: styles.body.font: no configured face is named 'FPSubsetX-Regular'"))
    }

    /// A design token naming the family: located at the token in the tokens file (line 2, column
    /// 11: the `{` after `  "body": `), naming the family and weight it asked for.
    @Test(.enabled(if: FontTools.available, "no fontTools: run `make ci-tools`"))
    func aRenamedFamilyFailsAtItsToken() throws {
        let project = try ScratchProject()
        defer { project.directory.cleanUp() }
        try project.write(
            "brand.tokens.json",
            """
            {"typography": {
              "body": {"$type": "typography", "$value": {"fontFamily": "FP Subset L", "fontWeight": 400, "fontSize": "17px"}}
            }}

            """)
        try project.write("fontprobe.yml", ScratchProject.minimal + "\nstyles: brand.tokens.json\n")
        #expect(try project.run(["check", "--update-baseline"]).status == 0)
        let target = project.url.appendingPathComponent("Fonts/Lato-Regular-subset.ttf").path
        try FontTools.forge(Repository.font("Lato-Regular-subset.ttf"), to: target + ".new", Self.rename)
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.moveItem(atPath: target + ".new", toPath: target)

        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1, "\(github.stdout)\(github.stderr)")
        let annotation = github.stdout.split(separator: "\n").first { $0.contains("title=fontprobe style typography.body") }
        #expect(
            annotation?.hasPrefix(
                "::error file=brand.tokens.json,line=2,col=11,title=fontprobe style typography.body%3A "
                    + "Fonts/Lato-Regular-subset.ttf::no configured face is 'FP Subset L' at weight 400 any more: the "
                    + "lockfile has it in Fonts/Lato-Regular-subset.ttf as 'FPSubsetL-Regular' (FP Subset L Regular), and "
                    + "that face is now 'FPSubsetLDisplay-Regular' (FP Subset L Display Regular)") == true,
            "\(github.stdout)")
    }
}
