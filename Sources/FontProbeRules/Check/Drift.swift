import FontProbeModel
import Foundation

/// One difference between the baseline and the fonts as they are now.
package struct Drift: Sendable, Hashable {
    /// Relative to the configuration's directory.
    package var path: String
    package var faceIndex: Int
    /// The instance of a variable face (``Baseline/Face/instance``); `nil` for the default.
    package var instance: String?
    /// The lockfile key: `units.ascender`, `capInset`; `face` when a whole face is new or gone,
    /// `size` when a whole size/scale row is.
    package var field: String
    /// The point size and scale of a per-size field; `nil` for a font-level one.
    package var pointSize: Double?
    package var scale: Double?
    /// The value in the baseline; `nil` when the baseline does not have it.
    package var old: Baseline.Value?
    /// The value now; `nil` when the font no longer has it.
    package var new: Baseline.Value?

    package init(
        path: String, faceIndex: Int, instance: String? = nil, field: String, pointSize: Double? = nil,
        scale: Double? = nil, old: Baseline.Value?, new: Baseline.Value?
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.instance = instance
        self.field = field
        self.pointSize = pointSize
        self.scale = scale
        self.old = old
        self.new = new
    }

    /// One line: `ascender at 17 pt @3x: 20.4 → 21.25`, `units.ascender: 1974 → 2074`,
    /// `face: not in the baseline`; a platform's line in its device pixels and words
    /// (``lineMessage``); numbers as every `check` message has them (``NumberFormatting/message(_:_:)``).
    package var message: String {
        if let line = lineMessage { return line }
        var subject = field == "size" ? "the row" : field
        if let pointSize, let scale {
            // The size in the unit of the platform whose value it is: sp for `android.…`.
            let unit = field.split(separator: ".").first.flatMap { Platform(rawValue: String($0)) }?.words.sizeUnit ?? "pt"
            subject += " at \(NumberFormatting.message(pointSize)) \(unit) @\(NumberFormatting.message(scale))x"
        }
        switch (old, new) {
        case (nil, _): return "\(subject): not in the baseline"
        case (_, nil): return "\(subject): in the baseline, no longer checked"
        case (.number(let old)?, .number(let new)?):
            let shown = NumberFormatting.message(old, new)
            return "\(subject): \(shown.old) → \(shown.new)"
        case (let old?, let new?): return "\(subject): \(old) → \(new)"
        }
    }

    /// A platform's line that moved, in its device pixels and words, its size in the platform's
    /// unit: `Compose baseline 3 px lower at 17 sp @3x (41 → 44 px)`, `Chromium line 3 px taller at
    /// 17 CSS px @3x (61 → 64 px)`; `nil` for another field, or a value that is not a number on
    /// both sides.
    var lineMessage: String? {
        guard let move = lineMove, case .number(let old)? = old, case .number(let new)? = new else { return nil }
        let shown = NumberFormatting.message(old, new)
        return "\(move.line) \(NumberFormatting.message(move.pixels)) px \(move.way) \(move.place) "
            + "(\(shown.old) → \(shown.new) px)"
    }

    /// The words of ``lineMessage``: the line and what of it (`Compose baseline`), how far in
    /// device pixels, which way (`lower`, `taller`) and where (`at 17 sp @3x`).
    var lineMove: (line: String, pixels: Double, way: String, place: String)? {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let platform = Platform(rawValue: parts[0]), let pointSize, let scale,
            case .number(let old)? = old, case .number(let new)? = new
        else { return nil }
        let words = platform.words
        let line = words.lineNames[parts[1]] ?? parts[1]
        let (what, more, less) =
            switch parts[2] {
            case "height": ("\(line) line", "taller", "shorter")
            case "baseline": ("\(line) baseline", "lower", "higher")
            case "capTop": ("\(line) cap line", "lower", "higher")
            default: ("\(line) \(parts[2])", "more", "less")
            }
        return (
            what, (new - old).magnitude, new > old ? more : less,
            "at \(NumberFormatting.message(pointSize)) \(words.sizeUnit) @\(NumberFormatting.message(scale))x"
        )
    }

    init(
        _ face: Baseline.FaceKey, field: String, pointSize: Double? = nil, scale: Double? = nil, old: Baseline.Value?,
        new: Baseline.Value?
    ) {
        self.init(
            path: face.path, faceIndex: face.faceIndex, instance: face.instance, field: field, pointSize: pointSize,
            scale: scale, old: old, new: new)
    }

    /// The face this drift is of.
    var face: Baseline.FaceKey { Baseline.FaceKey(path: path, faceIndex: faceIndex, instance: instance) }

    static func reportOrder(_ a: Drift, _ b: Drift) -> Bool {
        if a.face != b.face { return a.face < b.face }
        let (ak, bk) = ((a.pointSize ?? -1, a.scale ?? -1), (b.pointSize ?? -1, b.scale ?? -1))
        return ak != bk ? ak < bk : a.field < b.field
    }
}
