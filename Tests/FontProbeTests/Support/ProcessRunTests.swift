import Foundation
import Testing

@testable import FontProbeTestSupport

/// The one process runner of the tests (docs/development.md#tests).
struct ProcessRunTests {
    /// 200,000 bytes on stderr before a word on stdout: a runner that read stdout to its end
    /// before stderr would wait forever, since the child blocks once the 64 KiB stderr pipe is full.
    @Test func bothPipesAreDrainedAtOnce() throws {
        let run = try ProcessRun.run("/bin/sh", ["-c", "head -c 200000 /dev/zero >&2; echo out"])
        #expect(!run.timedOut)
        #expect(run.status == 0 && run.exited)
        #expect(run.stdout == "out\n")
        #expect(run.stderr.utf8.count == 200_000)
    }

    /// A child still running at its wall-clock hang guard is killed (SIGKILL, 9), and the test
    /// records why. `sleep 30` uses no processor time, so only the hang guard can end it, and it
    /// cannot end before 0.5 s however slow the machine: the test cannot fail on time.
    @Test func aChildPastItsTimeLimitIsKilled() {
        var run: ProcessRun?
        withKnownIssue("the runner records the kill as an issue of the test that ran the child") {
            run = try ProcessRun.run("/bin/sleep", ["30"], timeout: 0.5)
        }
        #expect(run?.timedOut == true)
        #expect(run?.exited == false)
        #expect(run?.status == SIGKILL)
        #expect(run?.overCPULimit == false)
    }

    /// A busy loop is ended by the kernel after 1 s of its own processor time (SIGXCPU, 24 on
    /// Linux and macOS, or SIGKILL at the hard limit a second later where the runner's children
    /// ignore SIGXCPU), however long that takes on a busy machine: the hang guard stays at its
    /// default 600 s.
    @Test func aChildPastItsProcessorTimeIsKilled() {
        var run: ProcessRun?
        withKnownIssue("the runner records the kill as an issue of the test that ran the child") {
            run = try ProcessRun.run("/bin/sh", ["-c", "while :; do :; done"], cpuLimit: 1)
        }
        #expect(run?.overCPULimit == true)
        #expect(run?.timedOut == true)
        #expect(run?.exited == false)
        #expect(run.map { [SIGXCPU, SIGKILL].contains($0.status) } == true)
    }

    /// The limits are the child's, and the child is the program itself (the shell that set them
    /// `exec`s it): it sees 7 s of processor time allowed (8 s hard), and its arguments unchanged,
    /// spaces and all.
    @Test func theChildRunsUnderItsLimitWithItsArguments() throws {
        let run = try ProcessRun.run(
            "/bin/sh", ["-c", "ulimit -S -t; ulimit -H -t; printf '%s|' \"$0\" \"$@\"", "a b", "", "c"], cpuLimit: 7)
        #expect(run.status == 0 && run.exited && !run.timedOut)
        #expect(run.stdout == "7\n8\na b||c|")
    }
}
