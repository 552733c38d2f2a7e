import Foundation
import Testing

@testable import FontProbeTestSupport

/// The one process runner of the tests (docs/development.md#tests).
struct ProcessRunTests {
    /// 200,000 bytes on stderr before a word on stdout: a runner that read stdout to its end
    /// before stderr would wait forever, since the child blocks once the 64 KiB stderr pipe is full.
    @Test func bothPipesAreDrainedAtOnce() throws {
        let run = try ProcessRun.run("/bin/sh", ["-c", "head -c 200000 /dev/zero >&2; echo out"], timeout: 60)
        #expect(!run.timedOut)
        #expect(run.status == 0 && run.exited)
        #expect(run.stdout == "out\n")
        #expect(run.stderr.utf8.count == 200_000)
    }

    /// A child still running at its time limit is killed (SIGKILL, 9), and the test records why.
    @Test func aChildPastItsTimeLimitIsKilled() {
        var run: ProcessRun?
        withKnownIssue("the runner records the kill as an issue of the test that ran the child") {
            run = try ProcessRun.run("/bin/sleep", ["30"], timeout: 0.5)
        }
        #expect(run?.timedOut == true)
        #expect(run?.exited == false)
        #expect(run?.status == SIGKILL)
    }
}
