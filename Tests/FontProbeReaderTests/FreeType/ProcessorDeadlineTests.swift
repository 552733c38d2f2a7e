import Foundation
import Testing

@testable import FontProbeReader

/// ``ProcessorDeadline`` reads the thread's processor time only when the coarse wall clock says
/// the limit could be reached (docs/security.md#time); its verdict must still be the processor
/// time's: passed once the thread has worked past the limit, not when it has only waited.
struct ProcessorDeadlineTests {
    /// Work on this thread until its processor time has grown by `seconds`, read directly.
    private static func work(for seconds: Double) {
        let start = ProcessorDeadline.threadProcessorTime()
        var sink = 0.0
        while ProcessorDeadline.threadProcessorTime() - start < seconds { sink += sin(sink + 1) }
        #expect(sink.isFinite)
    }

    /// `deadline.isPassed()`, outside the `#expect` macro, which cannot call a mutating method.
    private static func check(_ deadline: inout ProcessorDeadline) -> Bool { deadline.isPassed() }

    @Test func passesOnceTheThreadHasWorkedPastTheLimit() {
        var deadline = ProcessorDeadline(seconds: 0.05)
        #expect(!Self.check(&deadline))
        Self.work(for: 0.02)
        #expect(!Self.check(&deadline))
        Self.work(for: 0.04)
        #expect(Self.check(&deadline))
        #expect(Self.check(&deadline))
    }

    /// Sleeping passes wall time but no processor time: the deadline reads the processor clock,
    /// which says the limit is not reached, and waits for more wall time before it reads it again.
    @Test func waitingIsNotWorking() {
        var deadline = ProcessorDeadline(seconds: 0.03)
        usleep(100_000)
        #expect(!Self.check(&deadline))
        Self.work(for: 0.005)
        #expect(!Self.check(&deadline))
        Self.work(for: 0.04)
        #expect(Self.check(&deadline))
    }

    /// The coarse clock's resolution, which the deadline adds to every wall reading, is a timer
    /// tick: more than nothing and at most 10 ms on Linux (HZ of 100 or more), a microsecond or
    /// less on Darwin.
    @Test func theCoarseClockTicksAtLeastAHundredTimesASecond() {
        #expect(ProcessorDeadline.coarseResolution > 0)
        #expect(ProcessorDeadline.coarseResolution <= 0.01)
    }
}
