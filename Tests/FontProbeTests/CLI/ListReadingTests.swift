import Foundation
import Testing

@testable import FontProbeTestSupport

/// `audit --files-from`: a list that is not a readable file is one line and exit 66, one larger
/// than 64 MiB one line and exit 64 (docs/security.md), never a trap.
struct ListReadingTests {

    @Test func stdinThatIsADirectory() throws {
        let result = try ProcessRun.run("/bin/sh", ["-c", "exec \"$0\" audit --files-from - < /", Repository.binary])
        try #require(!result.timedOut)
        #expect(result.status == 66)
        #expect(result.stderr == "fontprobe: cannot read the list of paths from stdin: Is a directory\n")
    }

    /// 64 MiB and one byte of NUL-separated nothing, from an endless device: refused after the limit.
    @Test func endlessList() throws {
        let result = try ProcessRun.run(
            "/bin/sh", ["-c", "exec \"$0\" audit -0 --files-from /dev/zero", Repository.binary])
        try #require(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderr == "fontprobe: the list of paths '/dev/zero' is larger than 64 MiB, the most fontprobe reads\n")
    }
}
