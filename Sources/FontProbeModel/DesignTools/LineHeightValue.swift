/// A line height as a design gives it (docs/commands/spec.md#line-heights), as `spec` and
/// ``FigmaTextBox`` take it: points, a percentage of the font size (Figma, Sketch, CSS `150%`), or a
/// multiple of it (CSS's unitless `1.5`, design tokens), written so that each reads one way.
package enum LineHeightValue: Sendable, Hashable {
    /// `38`, `38pt` or `38px`: points (a design tool's px is a point).
    case points(Double)
    /// `150%`: a percentage of the font size.
    case percent(Double)
    /// `1.5x`: a multiple of the font size.
    case multiple(Double)

    /// The smallest bare number taken as points: below it, `1.5` means 1.5 times the size far more
    /// often than a 1.5 pt line, so it is refused as ambiguous.
    package static let smallestBarePoints = 4.0

    /// Reads `38`, `38pt`, `38px`, `150%` or `1.5x` (spaces ignored, units in any case).
    package init(parsing text: String) throws(LineHeightValueError) {
        let trimmed = text.filter { !$0.isWhitespace }.lowercased()
        func number(_ part: Substring) throws(LineHeightValueError) -> Double {
            guard let value = DecimalNumber.parse(part), value > 0 else {
                throw LineHeightValueError(
                    text: text, reason: "write a line height as 38 (points), 150% or 1.5x (of the font size)")
            }
            return value
        }
        if trimmed.hasSuffix("%") {
            self = .percent(try number(trimmed.dropLast()))
        } else if trimmed.hasSuffix("pt") || trimmed.hasSuffix("px") {
            self = .points(try number(trimmed.dropLast(2)))
        } else if trimmed.hasSuffix("x") {
            self = .multiple(try number(trimmed.dropLast()))
        } else {
            let value = try number(Substring(trimmed))
            guard value >= Self.smallestBarePoints else {
                throw LineHeightValueError(
                    text: text,
                    reason: "a bare \(trimmed) is ambiguous: write \(trimmed)x for \(trimmed) times the font size, "
                        + "or \(trimmed)pt for points")
            }
            self = .points(value)
        }
    }

    /// The line height in points for text at `pointSize` points.
    package func points(size pointSize: Double) -> Double {
        switch self {
        case .points(let value): value
        // Multiplied before dividing: 140% of 17 is 23.8, where 1.4 × 17 is 23.799999999999997.
        case .percent(let value): value * pointSize / 100
        case .multiple(let value): value * pointSize
        }
    }
}

/// A line height that cannot be read, with the reason.
package struct LineHeightValueError: Error, Sendable, Hashable {
    /// The value as written.
    package var text: String
    package var reason: String
}
