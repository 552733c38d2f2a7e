import Foundation

/// The range checks every command makes of its numbers, in one wording that names the option,
/// its range and the value given: "--size must be between 0.01 and 10000 points, not -5."
package enum Limits {
    /// Collection face indexes and glyph ids are 16-bit in OpenType (and in FreeType's face index).
    package static let sixteenBit = 0...65_535
    /// `--jobs`: files read at once.
    package static let jobs = 1...256
    /// `spec --lines`.
    package static let lines = 1...10_000

    /// The most words a command line may have when argument-parser reads it (every line but the
    /// common `audit` lines its fast path reads): its reading of repeated arguments costs time in
    /// the square of their number (metrics with 8,000 paths: 2.9 s; 30,000: 35.6 s), so a longer
    /// list of fonts is given with `--files-from` (docs/security.md#lists-of-paths).
    package static let commandLineWords = 4096

    /// The refusal of a command line of `words` words (the command's name included) when it is
    /// longer than ``commandLineWords``, or `nil`.
    package static func commandLineRefusal(words: Int) -> String? {
        guard words > commandLineWords else { return nil }
        return "The command line has \(words) words; fontprobe reads at most \(commandLineWords) there. List the font "
            + "paths in a file, one per line, and give --files-from FILE ('-' reads them from stdin; metrics, audit)."
    }

    /// A point size, checked.
    /// - Throws: ``UsageError`` unless `argument` is a number in `PointMetrics.sizeRange`.
    @discardableResult
    package static func points(_ argument: NumberArgument<Double>, option: String) throws(UsageError) -> Double {
        try number(argument, option: option, in: PointMetrics.sizeRange, unit: .points)
    }

    /// Every size of the lists, checked, in order.
    @discardableResult
    package static func points(_ lists: [NumberList], option: String) throws(UsageError) -> [Double] {
        var sizes: [Double] = []
        for part in lists.flatMap(\.parts) { sizes.append(try points(part, option: option)) }
        return sizes
    }

    /// Every screen scale of the lists (pixels per point), checked, in order.
    /// - Throws: ``UsageError`` unless each is a number in `LabelMetrics.scaleRange`.
    @discardableResult
    package static func scales(_ lists: [NumberList]) throws(UsageError) -> [Double] {
        var scales: [Double] = []
        for part in lists.flatMap(\.parts) {
            scales.append(try number(part, option: "--scale", in: LabelMetrics.scaleRange, unit: .scale))
        }
        return scales
    }

    /// - Throws: ``UsageError`` unless `argument` is a number in `range`, bare or with one of
    ///   `unit`'s suffixes.
    package static func number(
        _ argument: NumberArgument<Double>, option: String, in range: ClosedRange<Double>, unit: NumberUnit
    ) throws(UsageError) -> Double {
        guard let value = argument.number(unit), value.isFinite, range.contains(value) else {
            let bounds =
                switch unit {
                case .points: "\(plain(range.lowerBound)) and \(plain(range.upperBound)) points"
                case .scale: "\(plain(range.lowerBound)) and \(plain(range.upperBound))"
                }
            throw UsageError("\(option) must be between \(bounds), not \(shown(argument.text)).")
        }
        return value
    }

    /// A design's line height (`38`, `38pt`, `150%`, `1.5x`), checked to come to a size in points at `pointSize`.
    /// - Throws: ``UsageError`` with the reason when it cannot be read, or when the points are
    ///   outside the sizes fontprobe takes.
    package static func lineHeight(_ text: String, option: String, pointSize: Double) throws(UsageError) -> LineHeightValue {
        let value: LineHeightValue
        do {
            value = try LineHeightValue(parsing: text)
        } catch {
            throw UsageError("\(option) cannot use \(shown(text)): \(error.reason).")
        }
        let points = value.points(size: pointSize)
        let range = PointMetrics.sizeRange
        guard range.contains(points) else {
            throw UsageError(
                "\(option) must come to between \(plain(range.lowerBound)) and \(plain(range.upperBound)) points, "
                    + "not \(plain(points)) (\(shown(text)) at \(plain(pointSize)) pt).")
        }
        return value
    }

    /// - Throws: ``UsageError`` unless `argument` is a whole number in `range`.
    @discardableResult
    package static func wholeNumber(_ argument: NumberArgument<Int>, option: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let value = argument.number, range.contains(value) else {
            throw UsageError(
                "\(option) must be a whole number between \(range.lowerBound) and \(range.upperBound), "
                    + "not \(shown(argument.text)).")
        }
        return value
    }

    /// 0.01, 100, 10000, 1e+20: a number as messages write it, whatever its size (never through
    /// `Int`, which traps on 1e20).
    private static func plain(_ value: Double) -> String { NumberFormatting.message(value) }

    /// The value as given; quoted when it is empty or has spaces, so it cannot read as nothing.
    package static func shown(_ text: String) -> String {
        text.isEmpty || text.contains(where: \.isWhitespace) ? "'\(text)'" : text
    }
}
