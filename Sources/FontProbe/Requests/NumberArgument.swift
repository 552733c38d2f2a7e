import Foundation

/// A number as given on the command line. argument-parser would take `-5` for an option and say
/// only "invalid" of `abc`; options declared with `parsing: .unconditional` take any word into
/// this, and ``Limits`` says what is wrong with it in the same words in every command.
package struct NumberArgument<Value: LosslessStringConvertible & Sendable>: Sendable {
    /// The word as given.
    package var text: String

    package init(argument: String) { text = argument }

    /// The number, or `nil` when ``text`` is not one. A word that is a number as it stands is not
    /// trimmed: Foundation's trimming is a first-use cost (about 0.8 M instructions) in every audit.
    package var number: Value? { Self.parse(text) ?? Self.parse(text.trimmingCharacters(in: .whitespaces)) }

    /// `word` as a `Value`; a `Double` in decimal only (``DecimalNumber``), since `Double("0x11")`
    /// is 17 and `Double("inf")` an infinity (docs/security.md#numbers). `Int` reads decimal already.
    private static func parse(_ word: String) -> Value? {
        if Value.self == Double.self { return DecimalNumber.parse(word) as? Value }
        return Value(word)
    }

    /// The number, written bare or with one of `unit`'s suffixes (`17pt`, `3x`, in any case), or
    /// `nil` when ``text`` is neither.
    package func number(_ unit: NumberUnit) -> Value? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let suffix = unit.suffixes.first(where: { trimmed.lowercased().hasSuffix($0) }) {
            return Self.parse(String(trimmed.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces))
        }
        return Self.parse(trimmed)
    }

    package var defaultValueDescription: String { text }
}

/// The unit a number option is in, and the suffixes people write it with
/// (docs/commands/spec.md#units).
package enum NumberUnit: Sendable {
    /// Points: `17`, `17pt`, or `17px` (a design tool's px is a point).
    case points
    /// Pixels per point: `3` or `3x`.
    case scale

    package var suffixes: [String] {
        switch self {
        case .points: ["pt", "px"]
        case .scale: ["x"]
        }
    }
}

/// A comma-separated list of numbers as given (`12,17,24` or `33.5`); ``Limits`` checks each.
package struct NumberList: Sendable {
    /// Each comma-separated part as given.
    package var parts: [NumberArgument<Double>]

    package init(argument: String) {
        parts = argument.split(separator: ",", omittingEmptySubsequences: false).map {
            NumberArgument(argument: String($0))
        }
    }

    /// The numbers in `unit`; only meaningful once ``Limits`` has accepted every part (a part that
    /// is not a number is NaN).
    package func values(_ unit: NumberUnit) -> [Double] { parts.map { $0.number(unit) ?? .nan } }

    /// The screen scales of `--scale` as given (pixels per point), in order, each once, or
    /// `LabelMetrics.defaultScales` when none were.
    package static func scales(_ lists: [NumberList]) -> [Double] {
        var seen: Set<Double> = []
        return lists.isEmpty
            ? LabelMetrics.defaultScales : lists.flatMap { $0.values(.scale) }.filter { seen.insert($0).inserted }
    }
}
