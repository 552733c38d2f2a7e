import FontProbeModel
import Foundation

/// The processor time the glyph loads of one file's faces and instances (their ink, 'H' and 'x')
/// may still cost: ``CharacterInk/fileBudget`` at first (docs/security.md#time). One per file read,
/// used by one thread. Only the loads are charged, not the reading of the faces between them.
final class InkBudget {
    /// Seconds charged so far.
    private var spent = 0.0

    /// Seconds left.
    var remaining: Double { CharacterInk.fileBudget - spent }

    /// Whether nothing is left.
    var isSpent: Bool { remaining <= 0 }

    /// Charges `seconds` of processor time (or more: an upper bound of it).
    func charge(_ seconds: Double) { spent += seconds }
}

/// A limit on the processor time this thread spends from now on, checked as cheaply as the
/// check is called often. Reading the thread's processor time is a system call (about 2 µs on
/// the development machine, `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), and reading it before
/// every glyph was a fifth of a library audit's samples. A coarse wall clock, read in user space in
/// about 10 ns, bounds the processor time from above instead, since one thread cannot use more
/// processor time than wall time passes; only once that bound reaches the limit is the processor
/// time itself read, and from that reading the wall time it must pass again before the next.
///
/// So the verdict is "more than `seconds` of processor time since the start", as reading it
/// before every check would give, provided the monotonic clock runs at most ``slewAllowance``
/// slow (NTP slews it by at most 0.05%); on a machine that runs the thread without pause the
/// processor clock is read at the start, and again only when the limit is within reach.
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

    /// How much slower than real time the monotonic clock may run: twice the most NTP slews it.
    static let slewAllowance = 0.001

    init(seconds: Double) {
        self.seconds = seconds
        start = (Self.coarseWallTime(), Self.threadProcessorTime())
        wallBeforeNextRead = seconds
    }

    /// The thread's processor time since the start, in seconds (a system call).
    func processorTimeSinceStart() -> Double { Self.threadProcessorTime() - start.processor }

    /// Whether more than ``seconds`` of processor time have passed since the start.
    mutating func isPassed() -> Bool {
        // Two coarse readings are each up to a resolution behind the time, so the time between
        // them is at most their difference, stretched by the slew allowance, plus one resolution.
        let wall = (Self.coarseWallTime() - start.wall) * (1 + Self.slewAllowance)
        guard wall + resolution > wallBeforeNextRead else { return false }
        let processor = processorTimeSinceStart()
        if processor > seconds { return true }
        wallBeforeNextRead = wall + (seconds - processor)
        return false
    }

    /// The thread's processor time, in seconds: unlike the wall clock, it does not grow while
    /// other work (an audit's other faces) has the processor.
    static func threadProcessorTime() -> Double { seconds(of: CLOCK_THREAD_CPUTIME_ID) }

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

    /// The monotonic clock to the nanosecond, in seconds (read in user space, about 50 ns here).
    static func wallTime() -> Double { seconds(of: CLOCK_MONOTONIC) }

    /// The coarse clock, in seconds.
    static func coarseWallTime() -> Double { seconds(of: coarseClock) }

    /// What `clock` reads now, in seconds.
    private static func seconds(of clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
