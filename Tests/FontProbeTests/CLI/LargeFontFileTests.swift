import Foundation
import Testing

@testable import FontProbeTestSupport

/// A font file is at most 512 MiB (docs/fonts.md#limits): a real font padded to 2 GiB (sparse, so
/// the test writes nothing) is one line and exit 2 in every command, where `swift` took 30 s to
/// hash it; a batch goes on with the other fonts. "At once" is a limit of 10 s of the command's
/// processor time, which no machine's load changes: hashing 2 GiB takes 3 times that on a debug
/// build, refusing it by its size a few milliseconds.
struct LargeFontFileTests {
    @Test func aTwoGigabyteFontIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "huge.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPThousand-Regular.ttf"))))
        #expect(truncate(path, 2 << 30) == 0)
        let line = "fontprobe: cannot read '\(path)': the file is 2048 MiB; fontprobe reads fonts of at most 512 MiB"
        for arguments in [["metrics", path], ["swift", path, "-o", directory.url.appendingPathComponent("F.swift").path]] {
            let result = try ProcessRun.fontprobe(arguments, cpuLimit: 10)
            try #require(!result.timedOut)
            #expect(result.status == 2, "\(arguments[0])")
            #expect(result.stderrLines == [line], "\(arguments[0])")
        }
        let audit = try ProcessRun.fontprobe(["audit", path, Repository.font("FPThousand-Regular.ttf"), "--format", "csv"])
        #expect(audit.status == 2)
        #expect(audit.stdout.split(separator: "\n").count == 4)  // the header, the good font at two scales, the refusal
    }
}
