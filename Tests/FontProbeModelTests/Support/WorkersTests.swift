import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput

/// `--jobs N` bounds every thread of a run (`Workers`): each index is called once, on the calling
/// thread alone with a limit of 1, on at most N threads at once otherwise.
struct WorkersTests {
    /// What `Workers.perform` called, from which thread, and how many calls ran at once at most.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var indexes: [Int] = []
        private(set) var threads: [pthread_t] = []
        private var running = 0
        private(set) var mostAtOnce = 0

        func call(_ index: Int, pause: Bool) {
            lock.withLock {
                indexes.append(index)
                threads.append(pthread_self())
                running += 1
                mostAtOnce = max(mostAtOnce, running)
            }
            if pause { usleep(2000) }
            lock.withLock { running -= 1 }
        }
    }

    @Test(arguments: [0, 1, 2, 17, 100])
    func oneJobRunsEveryIndexInOrderOnTheCallingThread(iterations: Int) {
        let record = Record()
        let caller = pthread_self()
        Workers.$limit.withValue(1) {
            Workers.perform(iterations: iterations) { record.call($0, pause: false) }
        }
        #expect(record.indexes == Array(0..<iterations))
        #expect(record.threads.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test(arguments: [1, 2, 3])
    func aLimitBoundsTheCallsAtOnce(limit: Int) {
        let record = Record()
        Workers.$limit.withValue(limit) {
            Workers.perform(iterations: 40) { record.call($0, pause: true) }
        }
        #expect(record.indexes.sorted() == Array(0..<40))
        #expect(record.mostAtOnce <= limit)
    }

    @Test func concurrentMapWithOneJobStaysOnTheCallingThread() {
        let record = Record()
        let caller = pthread_self()
        let numbers = Array(0..<50)
        let mapped = Workers.$limit.withValue(1) {
            numbers.concurrentMap { n in
                record.call(n, pause: false)
                return n * n
            }
        }
        #expect(mapped == numbers.map { $0 * $0 })
        #expect(record.threads.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    /// The JSON of the faces is one part with one job, up to eight per thread otherwise.
    @Test func jsonChunksFollowTheLimit() {
        #expect(Workers.$limit.withValue(1) { JSONOutput.chunks(575) } == [0..<575])
        #expect(Workers.$limit.withValue(2) { JSONOutput.chunks(575).count } == 16)
        #expect(Workers.$limit.withValue(2) { JSONOutput.chunks(40).count } == 2)
    }
}
