import Dispatch
import Foundation

/// How many threads a run keeps busy at once (`--jobs`): not only the workers that read the fonts
/// (``FontReader``'s job count) but everything else a run spreads over processors, the `stat` of a
/// long list of paths, the rules that compare faces and the JSON of the faces
/// (docs/commands/audit.md).
package enum Workers {
    /// The job count of the run in progress: a task-local value the run sets from `--jobs`
    /// (`Workers.$limit.withValue(jobs) { … }`), read where work is spread; every active
    /// processor where no run sets it.
    @TaskLocal package static var limit: Int = ProcessInfo.processInfo.activeProcessorCount

    /// Calls `body` once with each index of `0..<iterations`, on at most ``limit`` threads at once,
    /// and returns when every call has: on the calling thread alone when the limit is 1; through
    /// `DispatchQueue.concurrentPerform`, which hands the indexes out as its threads free up, when
    /// the limit is every processor; else in `limit` strided shares, one per thread.
    package static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        let width = Swift.min(limit, iterations)
        if width <= 1 {
            for index in 0..<iterations { body(index) }
        } else if width == iterations || width >= ProcessInfo.processInfo.activeProcessorCount {
            DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
        } else {
            DispatchQueue.concurrentPerform(iterations: width) { share in
                for index in stride(from: share, to: iterations, by: width) { body(index) }
            }
        }
    }
}
