import Foundation
import Testing

/// `-o FILE` replaces a file whole or not at all (docs/security.md#other-output): a write that fails
/// leaves the old report as it was, and no temporary file behind; a symbolic link is kept and the
/// file it leads to replaced, with its permissions.
struct OutputWriteTests {
    typealias GuardedRun = MalformedCorpusTests.GuardedRun

    /// The audit of the fixtures is 19 KB or more of JSON; with the file size limited to 1 block
    /// (512 bytes) and SIGXFSZ ignored, the write fails with EFBIG: exit 74, the old file intact.
    @Test func aFailedWriteLeavesTheOldReport() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let report = try directory.file("report.json", contents: Data("the old report\n".utf8))
        let script = "trap '' XFSZ; ulimit -f 1; exec \"$0\" audit \"$1\" --format json -o \"$2\""
        let result = try GuardedRun.run(
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
}
