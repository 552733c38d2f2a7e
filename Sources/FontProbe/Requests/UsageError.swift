/// A request that cannot be carried out as asked, in one sentence that names the option and says
/// what is wrong ("--size must be between 0.01 and 10000 points, not -5."). The command line
/// shows it with its usage and exits 64 (docs/exit-codes.md).
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
