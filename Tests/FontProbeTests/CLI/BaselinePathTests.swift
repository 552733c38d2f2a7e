import Foundation
import Testing

@testable import FontProbeTestSupport

/// `baseline:` names a file inside the configuration's directory tree, and nothing else
/// (docs/commands/check.md#where-the-lockfile-may-be): a path that leads out, by `..`, as an
/// absolute path or through a symlink, is a mistake in fontprobe.yml (exit 64) found before any
/// font is read, and the file it names is left as it was.
struct BaselinePathTests {
    typealias Project = ScratchProject

    /// The configuration in `app/`, its fonts in `Fonts/`, and a file beside `app/` that an
    /// untrusted configuration would like to overwrite: `victim/important.conf`.
    static func project() throws -> Project {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        for folder in ["app", "app/sub", "victim"] {
            try FileManager.default.createDirectory(
                at: project.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try project.write("victim/important.conf", "important = true\n")
        return project
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var baseline: String
        /// What follows `app/fontprobe.yml:2:11: baseline: `; `ROOT` stands for the project's real path.
        var message: String
        var testDescription: String { baseline }
    }

    static let refused: [Case] = [
        Case(
            baseline: "../victim/important.conf",
            message: "'../victim/important.conf' leads out of the configuration's directory; the lockfile must be inside it"),
        Case(
            baseline: "sub/../../victim/important.conf",
            message:
                "'sub/../../victim/important.conf' leads out of the configuration's directory; the lockfile must be inside it"),
        Case(
            baseline: "ROOT/victim/important.conf",
            message: "'ROOT/victim/important.conf' is an absolute path; "
                + "name the lockfile relative to the configuration's directory, inside it"),
        // `out` is a symlink to ../victim; `link.json` a symlink to the victim itself.
        Case(
            baseline: "out/important.conf",
            message: "'out/important.conf' leads out of the configuration's directory through a symbolic link "
                + "(to 'ROOT/victim/important.conf'); the lockfile must be inside it"),
        Case(
            baseline: "link.json",
            message: "'link.json' leads out of the configuration's directory through a symbolic link "
                + "(to 'ROOT/victim/important.conf'); the lockfile must be inside it"),
        Case(
            baseline: "out/new.json",
            message: "'out/new.json' leads out of the configuration's directory through a symbolic link "
                + "(to 'ROOT/victim/new.json'); the lockfile must be inside it"),
        // `away.json` a symlink to a file not there yet, outside; `loop.json` a symlink to itself.
        Case(
            baseline: "away.json",
            message: "'away.json' leads out of the configuration's directory through a symbolic link "
                + "(to 'ROOT/victim/new.json'); the lockfile must be inside it"),
        Case(
            baseline: "loop.json",
            message: "'loop.json' is a symbolic link that leads nowhere (Too many levels of symbolic links); "
                + "name the lockfile itself"),
        Case(baseline: "sub", message: "'sub' is a directory; name a file for the lockfile"),
    ]

    /// Both with `--update-baseline` and without: exit 64, one line, no report, the victim unchanged
    /// and nothing new beside it.
    @Test(arguments: refused)
    func refusedBaseline(_ c: Case) throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let manager = FileManager.default
        let app = project.url.appendingPathComponent("app").path
        try manager.createSymbolicLink(atPath: "\(app)/out", withDestinationPath: "../victim")
        try manager.createSymbolicLink(atPath: "\(app)/link.json", withDestinationPath: "../victim/important.conf")
        try manager.createSymbolicLink(atPath: "\(app)/away.json", withDestinationPath: "../victim/new.json")
        try manager.createSymbolicLink(atPath: "\(app)/loop.json", withDestinationPath: "loop.json")
        // Temporary directories may be reached through a symlink (/tmp on macOS): messages show the real path.
        let root = try #require(
            realpath(project.url.path, nil).map { path in
                defer { free(path) }
                return String(cString: path)
            })
        try project.write(
            "app/fontprobe.yml", "fonts: ../Fonts\nbaseline: \(c.baseline.replacingOccurrences(of: "ROOT", with: root))\n")
        for arguments in [
            ["check", "--config", "app/fontprobe.yml", "--update-baseline"], ["check", "--config", "app/fontprobe.yml"],
        ] {
            let result = try project.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "fontprobe: app/fontprobe.yml:2:11: baseline: \(c.message.replacingOccurrences(of: "ROOT", with: root))\n")
        }
        #expect(try project.read("victim/important.conf") == "important = true\n")
        #expect(try manager.contentsOfDirectory(atPath: project.url.appendingPathComponent("victim").path) == ["important.conf"])
    }

    /// A symlink that stays inside the tree is followed, even to a lockfile not written yet: the
    /// lockfile is written to the file it points to, the link is kept, and it is read back through it.
    @Test func symlinkInsideTheTreeIsKept() throws {
        let project = try Self.project()
        defer { project.directory.cleanUp() }
        let app = project.url.appendingPathComponent("app").path
        try FileManager.default.createSymbolicLink(atPath: "\(app)/fontprobe.lock.json", withDestinationPath: "sub/lock.json")
        try project.write("app/fontprobe.yml", "fonts: ../Fonts\n")
        let update = try project.run(["check", "--config", "app/fontprobe.yml", "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr.contains("wrote app/fontprobe.lock.json: 1 face"))
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: "\(app)/fontprobe.lock.json")
        #expect(destination == "sub/lock.json")
        #expect(try project.read("app/sub/lock.json").contains(#""lockVersion" : 2"#))
        #expect(try project.run(["check", "--config", "app/fontprobe.yml"]).status == 0)
    }
}

/// Inside the tree, `baseline:` may still not name a file that holds something else, which
/// `--update-baseline` would overwrite (docs/commands/check.md#where-the-lockfile-may-be): the
/// configuration, a font checked or named as a font, anything in `.git`, or (to write) an existing
/// file that is not a lockfile. Each is exit 64 with one line, and the file is left as it was.
struct LockfileTargetTests {
    typealias Project = ScratchProject

    struct Case: CustomTestStringConvertible, Sendable {
        var baseline: String
        var message: String
        var testDescription: String { baseline }
    }

    @Test(arguments: [
        Case(baseline: "fontprobe.yml", message: "'fontprobe.yml' is the configuration file itself; name a lockfile of its own"),
        Case(
            baseline: "Fonts/Lato-Regular-subset.ttf",
            message:
                "'Fonts/Lato-Regular-subset.ttf' is named as a font file is; name the lockfile fontprobe.lock.json or another .json"
        ),
        Case(
            baseline: "Fonts/font", message: "'Fonts/font' is one of the fonts checked, 'Fonts/font'; name a lockfile of its own"),
        Case(
            baseline: ".git/config",
            message: "'.git/config' is inside a .git directory; name a lockfile of the project, not of git"),
        Case(baseline: "other.yml", message: "'other.yml' exists and is not a lockfile; fontprobe does not overwrite it"),
        // JSON that starts with `{` is not a lockfile for that (it used to be overwritten).
        Case(baseline: "package.json", message: "'package.json' exists and is not a lockfile; fontprobe does not overwrite it"),
        Case(
            baseline: "Package.resolved",
            message: "'Package.resolved' exists and is not a lockfile; fontprobe does not overwrite it"),
        Case(
            baseline: "tokens.json",
            message: "'tokens.json' is the file styles names, which check reads; name a lockfile of its own"),
    ])
    func refused(_ c: Case) throws {
        let project = try Project(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try project.write(".git/config", "[core]\n")
        try project.write("other.yml", "fonts: Elsewhere\n")
        try project.write("package.json", #"{"name": "app", "version": "1.0.0", "faces": []}"# + "\n")
        try project.write("Package.resolved", #"{"pins": [], "version": 2}"# + "\n")
        try project.write(
            "tokens.json",
            #"{"t": {"$type": "typography", "$value": {"fontFamily": "Lato", "fontSize": 17, "lineHeight": "24px"}}}"# + "\n")
        // A font whose name gives no hint of what it is.
        try FileManager.default.copyItem(
            atPath: Repository.font("FPThousand-Regular.ttf"), toPath: project.url.appendingPathComponent("Fonts/font").path)
        let configuration =
            "styles: tokens.json\nfonts:\n  - Fonts/Lato-Regular-subset.ttf\n  - Fonts/font\nbaseline: \(c.baseline)\n"
        try project.write("fontprobe.yml", configuration)
        let before = try Data(contentsOf: project.url.appendingPathComponent(c.baseline))
        let result = try project.run(["check", "--update-baseline"])
        #expect(result.status == 64)
        #expect(
            result.stderr == "fontprobe: fontprobe.yml:\(configuration.split(separator: "\n").count):11: baseline: \(c.message)\n"
        )
        #expect(try Data(contentsOf: project.url.appendingPathComponent(c.baseline)) == before)
    }
}

/// What `--update-baseline` writes, `check` reads: a lockfile left with merge conflicts is still
/// one (its "faces" first, its "lockVersion" last) and is replaced; one larger than `check` reads
/// (4 MiB) is not written, with a line that says what to do instead of sending the user back to
/// `--update-baseline` (docs/commands/check.md#limits).
struct LockfileRoundTripTests {
    @Test func aConflictedLockfileIsReplaced() throws {
        let project = try ScratchProject(fonts: ["Lato-Regular-subset.ttf"])
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\n")
        try project.write(
            "fontprobe.lock.json", "{\n  \"faces\" : [\n<<<<<<< HEAD\n=======\n>>>>>>> main\n  ],\n  \"lockVersion\" : 2\n}\n")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try project.read("fontprobe.lock.json").contains("Lato"))
    }

    /// 11 faces × 100 sizes × 10 scales: 5.7728 MiB when the whole lockfile was made before it was
    /// refused, 0.5248 MiB a face, so seven faces take 3.67 MiB and the eighth passes 4 MiB.
    @Test func aLockfileTooLargeToReadIsNotWritten() throws {
        let fonts = Repository.elevenFaces
        let project = try ScratchProject(fonts: fonts)
        defer { project.directory.cleanUp() }
        let sizes = (0..<100).map { String(8 + Double($0) / 2) }.joined(separator: ", ")
        try project.write("fontprobe.yml", "fonts: Fonts\nsizes: [\(sizes)]\nscales: [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6]\n")
        let update = try project.run(["check", "--update-baseline"])
        #expect(update.status == 64)
        let line = try #require(update.stderr.split(separator: "\n").first { $0.contains("did not write") })
        // Given up at the first face past 4 MiB, the eighth.
        #expect(
            line
                == "fontprobe: did not write fontprobe.lock.json: the lockfile of \(fonts.count) faces would be more than the "
                + "4 MiB check reads (its first 8 faces alone are more); check fewer fonts, sizes or scales")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("fontprobe.lock.json").path))
    }
}
