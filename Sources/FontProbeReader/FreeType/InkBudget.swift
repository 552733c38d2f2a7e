import FontProbeModel
import Foundation

/// The processor time the glyph loads of one file's faces and instances (their ink, 'H' and 'x')
/// may cost: ``CharacterInk/fileBudget`` from the file's first glyph load (docs/security.md#time).
/// One per file read, used by one thread.
///
/// Reading this thread's processor time is a system call (about 2 µs on the development machine,
/// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`); asking it before every glyph made it a fifth of
/// the benchmark's samples. A ``ProcessorDeadline`` asks it only once the wall clock says the
/// budget could be spent, which it never is for a real font.
final class InkBudget {
    /// The file's deadline, from its first glyph load.
    private var file: ProcessorDeadline?

    /// The file's deadline, its clock started by the first glyph load that asks. A loop over
    /// glyphs takes a copy and gives it back with ``update(_:)`` when it is done, rather than
    /// checking this class's property, with its exclusivity check, before every glyph.
    var deadline: ProcessorDeadline {
        if file == nil { file = ProcessorDeadline(seconds: CharacterInk.fileBudget) }
        return file!
    }

    /// Keeps `deadline`, a copy of ``deadline`` that has been checked since.
    func update(_ deadline: ProcessorDeadline) { file = deadline }

    /// Whether the file's glyphs have cost their budget.
    var isSpent: Bool {
        var deadline = deadline
        defer { update(deadline) }
        return deadline.isPassed()
    }
}

/// A limit on the processor time this thread spends from now on, checked as cheaply as the
/// check is called often: a coarse wall clock (a memory read through the vDSO, about 10 ns)
/// bounds the processor time from above, since one thread cannot use more processor time than
/// wall time passes; only once that bound reaches the limit is the thread's processor time itself
/// read (a system call), and from that reading the wall time it must pass again before the next.
///
/// So the verdict is exactly "more than `seconds` of processor time since the start", as if
/// read before every check, though on a machine that runs the thread without pause the processor
/// clock is read once at the start and then only when the limit is within reach.
struct ProcessorDeadline {
    /// The limit, in seconds of processor time.
    let seconds: Double
    /// The coarse wall clock and the thread's processor time at the start, in seconds.
    private let start: (wall: Double, processor: Double)
    /// Wall seconds since the start (as the coarse clock reads them) past which the processor
    /// time could have passed the limit.
    private var wallBeforeNextRead: Double

    /// ``coarseResolution``, kept here so a check reads no global.
    private let resolution = Self.coarseResolution

    init(seconds: Double) {
        self.seconds = seconds
        start = (Self.coarseWallTime(), Self.threadProcessorTime())
        wallBeforeNextRead = seconds
    }

    /// Whether more than ``seconds`` of processor time have passed since the start.
    mutating func isPassed() -> Bool { isPassed(wall: Self.coarseWallTime()) }

    /// ``isPassed()`` with the coarse wall clock read at `now` (``coarseWallTime()``), so that
    /// one reading serves several deadlines.
    mutating func isPassed(wall now: Double) -> Bool {
        // Two coarse readings are each up to a resolution behind the time, so the time between
        // them is at most their difference plus one resolution.
        let wall = now - start.wall
        guard wall + resolution > wallBeforeNextRead else { return false }
        let processor = Self.threadProcessorTime() - start.processor
        if processor > seconds { return true }
        wallBeforeNextRead = wall + (seconds - processor)
        return false
    }

    /// The thread's processor time, in seconds: unlike the wall clock, it does not grow while
    /// other work (an audit's other faces) has the processor.
    static func threadProcessorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    #if os(Linux)
        /// Linux's coarse monotonic clock: the time of the last timer tick, read without a system call.
        private static var coarseClock: clockid_t { CLOCK_MONOTONIC_COARSE }
    #else
        /// Darwin's monotonic clock, read from the commpage without a system call.
        private static var coarseClock: clockid_t { CLOCK_MONOTONIC }
    #endif

    /// The coarse clock's resolution in seconds (a timer tick on Linux: 1 to 10 ms).
    static let coarseResolution: Double = {
        var resolution = timespec()
        clock_getres(coarseClock, &resolution)
        return Double(resolution.tv_sec) + Double(resolution.tv_nsec) / 1e9
    }()

    static func coarseWallTime() -> Double {
        var time = timespec()
        clock_gettime(coarseClock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
