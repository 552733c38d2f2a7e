import Foundation
import Testing

@testable import FontProbeTestSupport

/// `-o FILE` replaces a file whole or not at all (docs/security.md#other-output): a write that fails
/// leaves the old report as it was, and no temporary file behind; a symbolic link is kept and the
/// file it leads to replaced, with its permissions.
struct OutputWriteTests {

    /// The audit of the fixtures is 19 KB or more of JSON; with the file size limited to 1 block
    /// (512 bytes) and SIGXFSZ ignored, the write fails with EFBIG: exit 74, the old file intact.
    @Test func aFailedWriteLeavesTheOldReport() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let report = try directory.file("report.json", contents: Data("the old report\n".utf8))
        let script = "trap '' XFSZ; ulimit -f 1; exec \"$0\" audit \"$1\" --format json -o \"$2\""
        let result = try ProcessRun.run(
            "/bin/sh", ["-c", script, Repository.binary, Repository.fonts.path, report])
        try #require(!result.timedOut)
        #expect(result.status == 74)
        #expect(result.stderrLines.last == "fontprobe: cannot write '\(report)': File too large")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "the old report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["report.json"])
    }

    @Test func aLinkIsKeptAndItsFileReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let old = try directory.file("old.txt", contents: Data("old\n".utf8))
        #expect(chmod(old, 0o640) == 0)
        let link = directory.url.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "old.txt")
        let result = try CLI.run(["metrics", Repository.font("FPThousand-Regular.ttf"), "--size", "17", "-o", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "old.txt")
        #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix(Repository.font("FPThousand-Regular.ttf")))
        let attributes = try FileManager.default.attributesOfItem(atPath: old)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path)) == ["old.txt", "link.txt"])
    }

    /// `-o /dev/stdout` while stdout is a file the shell also writes to: written where stdout is,
    /// not by reopening and truncating that file.
    @Test func devStdoutIsWrittenWhereItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let out = directory.url.appendingPathComponent("out.txt").path
        let script = "{ echo header; \"$0\" metrics \"$1\" --size 17 -o /dev/stdout; echo trailer; } > \"$2\""
        let result = try ProcessRun.run(
            "/bin/sh", ["-c", script, Repository.binary, Repository.font("FPThousand-Regular.ttf"), out])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "header")
        #expect(lines.last == "trailer")
        #expect(lines.contains { $0.hasPrefix(Repository.font("FPThousand-Regular.ttf")) })
    }

    /// A link to a file not written yet: the file is written where it points, and the link kept;
    /// the set-user-ID bit of a file replaced is not carried over.
    @Test func aDanglingLinkAndSetUserID() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let link = directory.url.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.txt")
        let font = Repository.font("FPThousand-Regular.ttf")
        #expect(try CLI.run(["metrics", font, "--size", "17", "-o", link]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "missing.txt")
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("missing.txt").path))

        let setUID = try directory.file("suid.txt", contents: Data("old\n".utf8))
        #expect(chmod(setUID, 0o4755) == 0)
        #expect(try CLI.run(["metrics", font, "--size", "17", "-o", setUID]).status == 0)
        #expect((try FileManager.default.attributesOfItem(atPath: setUID)[.posixPermissions] as? Int) == 0o755)
    }
}
