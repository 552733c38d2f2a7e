import FontProbeModel

/// The one line that heads a face's drift (docs/commands/check.md#drift): what changed in the
/// font, its tables' values in font units named by the table they come from (`hhea ascender 1974 →
/// 2074`), then the largest move of each platform compared, in that platform's device pixels
/// and words (`Android 3 px (Compose baseline lower at 17 sp @3x)`).
package struct DriftSummary: Sendable, Equatable {
    /// The face in the lockfile, and as it is now.
    var old: Baseline.Face
    var new: Baseline.Face
    /// The face's drift (``Baseline/drift(to:platforms:history:)``).
    var drifts: [Drift]
    /// The platforms compared: those listed that the lockfile records for the face.
    var platforms: [Platform]

    /// `OS/2 typo ascender 1610 → 1710; the largest moves: iOS 0 px, Android 3 px (Compose
    /// baseline lower at 17 sp @3x), the web 3 px (Chromium baseline lower at 17 CSS px @3x)`.
    package var message: String {
        let changes = fontChanges
        let moves = platforms.map { platform in
            guard let move = largestMove(platform) else { return "\(platform.name) no line compared" }
            return "\(platform.name) \(NumberFormatting.message(move.pixels)) px"
                + (move.pixels > 0 ? " (\(move.what))" : "")
        }
        let font = changes.isEmpty ? "no value of the font's tables changed" : changes.joined(separator: ", ")
        guard !moves.isEmpty else { return font }
        return "\(font); the largest move\(moves.count == 1 ? "" : "s"): \(moves.joined(separator: ", "))"
    }

    /// Each font-level value that moved, once (Android and the web often read the same table),
    /// named by its table: `OS/2 typo ascender 1610 → 1710`, `head yMax 2000 → 2150`.
    var fontChanges: [String] {
        var phrases: [String] = []
        for drift in drifts where drift.pointSize == nil && drift.field != "face" {
            let phrase = phrase(drift)
            if !phrases.contains(phrase) { phrases.append(phrase) }
        }
        return phrases
    }

    private func phrase(_ drift: Drift) -> String {
        let (old, new) = Self.shown(drift.old, drift.new)
        let field = drift.field
        let parts = field.split(separator: ".", maxSplits: 1).map(String.init)
        // The table a value is read from: CoreText's (`units.*`) or the platform's (`P.*`).
        let sourceKey: String? =
            field.hasPrefix("units.")
            ? "verticalMetricsSource"
            : parts.count == 2 && !Baseline.isSourceKey(field)
                ? "\(parts[0]).source" : nil
        guard parts.count == 2, let sourceKey else { return "\(field) \(old) → \(new)" }
        let name = parts[1]
        let words: String
        switch name {
        case "ascender", "descender": words = name
        case "lineGap": words = "line gap"
        case "top": return "head yMax \(old) → \(new)"
        case "bottom": return "head yMin \(old) → \(new)"
        case "capHeight": return "\(Self.height("cap", self.old.string("capHeightSource"))) \(old) → \(new)"
        case "xHeight": return "\(Self.height("x", self.old.string("xHeightSource"))) \(old) → \(new)"
        default: return "\(field) \(old) → \(new)"
        }
        let (before, after) = (Self.table(self.old.string(sourceKey)), Self.table(self.new.string(sourceKey)))
        return before == after ? "\(after) \(words) \(old) → \(new)" : "\(words) \(before) \(old) → \(after) \(new)"
    }

    /// A table as people name it: `hhea`, `OS/2 typo`, `OS/2 win`.
    private static func table(_ source: String?) -> String {
        switch source {
        case "typo": "OS/2 typo"
        case "win": "OS/2 win"
        case let other?: other
        case nil: "no table's"
        }
    }

    /// A cap or x height by where it comes from: `OS/2 sCapHeight`, the top of 'H'.
    private static func height(_ kind: String, _ source: String?) -> String {
        switch source {
        case "os2": kind == "cap" ? "OS/2 sCapHeight" : "OS/2 sxHeight"
        case "glyph": kind == "cap" ? "the top of 'H'" : "the top of 'x'"
        default: "\(kind) height"
        }
    }

    /// The two values of a drift as a message shows them; `none` for a value one side lacks.
    private static func shown(_ old: Baseline.Value?, _ new: Baseline.Value?) -> (String, String) {
        if case .number(let a)? = old, case .number(let b)? = new { return NumberFormatting.message(a, b) }
        return (old?.description ?? "none", new?.description ?? "none")
    }

    /// The largest move of any line of `platform` over the rows both faces have, in device pixels,
    /// with the drift message's words for it; `nil` when no row has a line of it on both sides.
    /// A move larger by less than 1e-9 px than another is not taken for larger; of equal moves, the
    /// one at the largest size and scale is given, as findings give their pixels at the largest scale.
    func largestMove(_ platform: Platform) -> (pixels: Double, what: String)? {
        let before = Dictionary(old.rows.map { ([$0.pointSize, $0.scale], $0) }, uniquingKeysWith: { a, _ in a })
        var best: (pixels: Double, what: String)?
        for row in new.rows.reversed() {
            guard let oldRow = before[[row.pointSize, row.scale]] else { continue }
            let (a, b) = (oldRow.linePixels(platform), row.linePixels(platform))
            for key in b.keys.sorted(by: Self.lineOrder) {
                guard let from = a[key], let to = b[key] else { continue }
                let pixels = (to - from).magnitude
                if let current = best, !(pixels > current.pixels + 1e-9) { continue }
                let drift = Drift(
                    path: new.path, faceIndex: new.faceIndex, field: "\(platform.rawValue).\(key)", pointSize: row.pointSize,
                    scale: row.scale, old: .number(from), new: .number(to))
                best = (pixels, Self.what(drift, platform: platform))
            }
        }
        return best
    }

    /// `Compose baseline lower at 17 sp @3x`: the drift's line message without its count and values.
    private static func what(_ drift: Drift, platform: Platform) -> String {
        drift.lineMove.map { "\($0.line) \($0.way) \($0.place)" } ?? drift.field
    }

    /// Lines by key, and in a line the baseline first, then the line's height, then the cap line:
    /// of equal moves, the one a reader looks for first.
    private static func lineOrder(_ a: String, _ b: String) -> Bool {
        func rank(_ key: String) -> (String, Int) {
            let parts = key.split(separator: ".").map(String.init)
            let quantity = ["baseline": 0, "height": 1, "capTop": 2][parts.last ?? ""] ?? 3
            return (parts.first ?? "", quantity)
        }
        return rank(a) < rank(b)
    }
}
