import Foundation
import Testing

@testable import FontProbeTestSupport

/// Inputs a run could lose without a word: a NUL-separated list read as lines, a directory that
/// cannot be listed, a list that cannot be read, an empty folder in JSON, and `-o -`. Each gets
/// one clear line and the exit code of docs/exit-codes.md.
struct NothingLostTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A temporary directory holding a copy of each fixture, under the name given.
    private func folder(_ fonts: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, fixture) in fonts {
            let target = directory.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Repository.font(fixture), toPath: target.path)
        }
        return directory
    }

    // MARK: --files-from and -0

    /// `find -print0` output without `-0` would be one garbled path: a usage error instead.
    @Test func aNULByteInAListOfLinesIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let list = try directory.file(
            "list",
            contents: Data(
                (Repository.font("FPThousand-Regular.ttf") + "\0" + Repository.font("FPTrap-Regular.ttf") + "\0").utf8))
        let result = try CLI.run(["audit", "--files-from", list])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "fontprobe: the list of paths '\(list)' contains a NUL byte; give -0 (--null) for a NUL-separated "
                + "list (find -print0)\n")
    }

    /// With `-0` (or `--null`) entries end at NUL only, so a newline is part of a path.
    @Test(arguments: ["-0", "--null"])
    func aNULSeparatedListIsRead(flag: String) throws {
        let directory = try folder(["two\nlines.ttf": "FPTrap-Regular.ttf"])
        defer { directory.cleanUp() }
        let odd = directory.url.appendingPathComponent("two\nlines.ttf").path
        let list = try directory.file(
            "list", contents: Data((Repository.font("FPThousand-Regular.ttf") + "\0" + odd + "\0\0").utf8))
        let result = try CLI.run(["audit", "--files-from", list, flag, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let fonts = try #require(try json(result.stdout)["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["path"] as? String } == [Repository.font("FPThousand-Regular.ttf"), odd].sorted())
    }

    @Test func theNullFlagNeedsAList() throws {
        let result = try CLI.run(["audit", "-0", Repository.font("FPThousand-Regular.ttf")])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: -0 (--null) describes the --files-from list; give --files-from too.\n"))
    }

    /// The list that is not there is named, with the system's reason, and is missing input (66).
    @Test func aMissingListSaysWhy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let missing = directory.url.appendingPathComponent("x").path
        let result = try CLI.run(["audit", "--files-from", missing])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "fontprobe: cannot read the list of paths '\(missing)': No such file or directory\n")
        let folder = try CLI.run(["audit", "--files-from", directory.url.path])
        #expect(folder.status == 66)
        #expect(folder.stderr == "fontprobe: cannot read the list of paths '\(directory.url.path)': Is a directory\n")
    }

    // MARK: A directory that cannot be listed

    /// How to run the binary so that mode 000 stops it: as it is for a normal user, through
    /// `setpriv` as nobody for root (root lists any directory).
    private func runUnprivileged(_ arguments: [String]) throws -> ProcessRun {
        let prefix = try #require(Unprivileged.prefix)
        return prefix.isEmpty
            ? try ProcessRun.fontprobe(arguments)
            : try ProcessRun.run(prefix[0], Array(prefix.dropFirst()) + [Repository.binary] + arguments)
    }

    /// A subdirectory with mode 000 holds fonts nobody read: an error entry and exit 2 in
    /// `audit` and in `check`, never a note and a pass.
    @Test(
        .enabled(
            if: Unprivileged.prefix != nil,
            "as root this needs setpriv to run the binary as nobody, and it is not there"))
    func aDirectoryThatCannotBeListedIsAnError() throws {
        let directory = try folder(["Fonts/a.ttf": "FPThousand-Regular.ttf", "Fonts/Locked/b.ttf": "FPTrap-Regular.ttf"])
        let locked = directory.url.appendingPathComponent("Fonts/Locked").path
        defer {
            chmod(locked, 0o755)
            directory.cleanUp()
        }
        #expect(chmod(locked, 0o000) == 0)
        let fonts = directory.url.appendingPathComponent("Fonts").path
        let line =
            "fontprobe: cannot read '\(locked)': the directory could not be listed, so its fonts were not read "
            + "(Permission denied)"

        let audit = try runUnprivileged(["audit", fonts, "--format", "json"])
        #expect(audit.status == 2)
        #expect(audit.stderrLines == [line])
        let document = try json(audit.stdout)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.map { $0["path"] as? String } == [locked])
        #expect(errors.first?["message"] as? String == String(line.dropFirst("fontprobe: ".count)))
        let findings = try #require(errors.first?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["unreadable-font"])
        #expect(findings.map { $0["severity"] as? String } == ["error"])
        #expect((document["fonts"] as? [Any])?.count == 1)
        #expect((document["skipped"] as? [Any])?.count == 0)
        #expect((document["summary"] as? [String: Any])?["unreadable"] as? Int == 1)

        // The text report counts it too; a directory given as the argument is the same error.
        let text = try runUnprivileged(["audit", fonts])
        #expect(text.status == 2)
        #expect(text.stdout.hasPrefix("Audit: 1 face in 1 file at 17 pt @2x, @3x; 1 unreadable\n"))
        let alone = try runUnprivileged(["audit", locked])
        #expect(alone.status == 2)
        #expect(alone.stderrLines == [line])

        // check: the directory, or a glob over it, cannot pass.
        for pattern in ["Fonts", "Fonts/**/*.ttf"] {
            let config = try directory.file("fontprobe.yml", contents: Data("fonts: ['\(pattern)']\nbaseline: false\n".utf8))
            let check = try runUnprivileged(["check", "--config", config])
            #expect(check.status == 2, "\(pattern)")
            #expect(check.stderrLines == [line], "\(pattern)")
            #expect(check.stdout.contains("FAIL  \(locked)\n"), "\(pattern)")
        }
        // A glob that cannot match below the locked directory is not held up by it.
        let config = try directory.file("fontprobe.yml", contents: Data("fonts: ['Fonts/*.ttf']\nbaseline: false\n".utf8))
        let check = try runUnprivileged(["check", "--config", config])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stderr == "")
    }

    // MARK: Nothing found

    /// An empty folder is still "no font found" (66), and a JSON report with no faces, not nothing.
    @Test func anEmptyFolderGivesAnEmptyJSONReport() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let line = "fontprobe: no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in '\(directory.url.path)'\n"
        let result = try CLI.run(["audit", directory.url.path, "--format", "json"])
        #expect(result.status == 66)
        #expect(result.stderr == line)
        let document = try json(result.stdout)
        #expect(document["schemaVersion"] as? Int == 2)
        #expect((document["fonts"] as? [Any])?.isEmpty == true)
        #expect((document["errors"] as? [Any])?.isEmpty == true)
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["faces"] as? Int == 0)
        #expect(summary["files"] as? Int == 0)

        let text = try CLI.run(["audit", directory.url.path])
        #expect(text.status == 66)
        #expect(text.stdout == "")
        #expect(text.stderr == line)
    }

    // MARK: -o -

    /// `-o -` is stdout in every command that writes a report; no file named '-' appears.
    @Test(arguments: [
        ["metrics", Repository.font("FPThousand-Regular.ttf"), "--size", "17"],
        ["spec", Repository.font("FPThousand-Regular.ttf"), "--size", "17", "--line-height", "24"],
        ["dynamic-type", Repository.font("FPThousand-Regular.ttf"), "--style", "body"],
        ["glyph", Repository.font("FPThousand-Regular.ttf"), "--glyph-id", "0", "--size", "17"],
        ["audit", Repository.font("FPThousand-Regular.ttf")],
        ["check", "--config", "fontprobe.yml"],
    ])
    func dashIsStdout(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "fontprobe.yml",
            contents: Data("fonts: ['\(Repository.font("FPThousand-Regular.ttf"))']\nbaseline: false\n".utf8))
        let plain = try CLI.run(arguments + ["--format", "json"], in: directory.url)
        for dash in [["-o", "-"], ["--output", "-"], ["--output=-"]] {
            let result = try CLI.run(arguments + ["--format", "json"] + dash, in: directory.url)
            #expect(result.status == plain.status, "\(result.stderr)")
            #expect(result.stdout == plain.stdout)
            #expect(try json(result.stdout)["schemaVersion"] as? Int == 2)
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("-").path))
        }
    }
}
