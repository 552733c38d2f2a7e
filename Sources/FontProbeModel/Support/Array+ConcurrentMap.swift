extension Array where Element: Sendable {
    /// `map(transform)`, the elements transformed at once on as many threads as the run's job
    /// count allows (``Workers/perform(iterations:_:)``; one by one on the calling thread with
    /// `--jobs 1`), the results in the elements' order: for a few independent pieces of work that
    /// would otherwise leave processors waiting (the rules that compare faces, the `stat` of a long
    /// list of paths in batches).
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each iteration initializes its own element; all are read once every one has returned.
            nonisolated(unsafe) let results = buffer
            Workers.perform(iterations: count) { index in
                (results.baseAddress! + index).initialize(to: transform(self[index]))
            }
            initialized = count
        }
    }
}
