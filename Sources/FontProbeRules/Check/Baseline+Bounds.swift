import FontProbeModel

// MARK: The range of every number a lockfile holds

/// The range each number of a lockfile must be in, stated once and checked as the lockfile is read
/// (``Baseline/init(lockfile:)``, any version), so that what is computed from it later (an old
/// lockfile's rows, restated; drift in pixels) cannot overflow or trap
/// (docs/security.md#the-lockfile).
package struct LockfileBound: Sendable, Hashable {
    /// The values allowed.
    package var range: ClosedRange<Double>
    /// True when only whole numbers are allowed.
    package var whole: Bool
    /// What the value is and where its range comes from, for the message: "a font unit, a whole
    /// number between -65535 and 65535 (a 16-bit field)".
    package var meaning: String

    /// Font units of a 16-bit table field, signed (`hhea`, `sTypo…`, `sCapHeight`) or unsigned
    /// (`usWinAscent`, `usWinDescent`, whose descent is recorded negated).
    package static let fontUnits = LockfileBound(
        range: -65_535...65_535, whole: true, meaning: "a font unit, a whole number between -65535 and 65535 (a 16-bit field)")

    /// `head.unitsPerEm`, as the OpenType specification allows it.
    package static let unitsPerEm = LockfileBound(
        range: 16...16_384, whole: true, meaning: "unitsPerEm, a whole number between 16 and 16384 (OpenType's head table)")

    /// A row's point size, in the range `--size` and `sizes:` take.
    package static let pointSize = LockfileBound(
        range: PointMetrics.sizeRange, whole: false,
        meaning: "a point size between \(NumberFormatting.message(PointMetrics.sizeRange.lowerBound)) and "
            + "\(NumberFormatting.message(PointMetrics.sizeRange.upperBound)) points, as --size takes")

    /// A row's screen scale, in the range `--scale` and `scales:` take.
    package static let scale = LockfileBound(
        range: LabelMetrics.scaleRange, whole: false,
        meaning: "a screen scale between \(NumberFormatting.message(LabelMetrics.scaleRange.lowerBound)) and "
            + "\(NumberFormatting.message(LabelMetrics.scaleRange.upperBound)), as --scale takes")

    /// Any other number: points, pixels, or a key this fontprobe does not know. The largest a font
    /// gives is about 9.4e9 pixels (131,070 units of line, 15% legacy adjustment, 10000 pt, @100,
    /// 16 units per em).
    package static let measurement = LockfileBound(
        range: -1e10...1e10, whole: false,
        meaning: "a measurement, at most 1e10 in size (no font at any size and scale gives more)")

    /// The most size and scale rows a face may have: as many as `fontprobe.yml` may configure
    /// (``ConfigurationReader/maximumRows``).
    package static let rowsPerFace = ConfigurationReader.maximumRows

    /// The bound of a face's key (`unitsPerEm`, `units.ascender`, `android.ascender`) or, with
    /// `inRow`, a row's (`pointSize`, `labelHeight`, `web.line.baseline`).
    package static func of(key: String, inRow: Bool) -> LockfileBound {
        if inRow {
            switch key {
            case "pointSize": return .pointSize
            case "scale": return .scale
            default: return .measurement
            }
        }
        if key == "unitsPerEm" { return .unitsPerEm }
        if key.hasPrefix("units.") { return .fontUnits }
        if let dot = key.firstIndex(of: "."), Platform(rawValue: String(key[..<dot])) != nil { return .fontUnits }
        return .measurement
    }

    /// `value`, checked.
    /// - Throws: ``BaselineError``: "faces[0].units.capHeight is 4.6e+18; it must be a font unit, …".
    @discardableResult
    package func check(_ value: Double, at path: String) throws(BaselineError) -> Double {
        guard range.contains(value), !whole || value.rounded(.towardZero) == value else {
            throw BaselineError(description: "\(path) is \(NumberFormatting.message(value)); it must be \(meaning)")
        }
        return value
    }
}
