import Testing

@testable import FontProbeModel

/// `concurrentMap` against `map`: the same results, in the same order, whatever the count.
struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 3, 64, 1000])
    func equalsMap(count: Int) {
        let numbers = Array(0..<count)
        // Strings, so that each result owns memory written by the worker that made it.
        let transform: @Sendable (Int) -> String = { n in String(repeating: "x", count: n % 40) + "\(n * n)" }
        #expect(numbers.concurrentMap(transform) == numbers.map(transform))
    }
}
