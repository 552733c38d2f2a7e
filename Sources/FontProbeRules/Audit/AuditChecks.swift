import FontProbeModel

/// The checks behind the audit rules: plain values in, findings out (no files, no FreeType).
///
/// Messages carry the font's own numbers in font units, and the effect in pixels at the
/// audit's point size and scale where a pixel is what the user will see.
package struct AuditChecks: Sendable {
    /// Point size at which effects are put in pixels.
    package var pointSize: Double
    /// Screen scale (pixels per point) at which effects are put in pixels.
    package var scale: Double
    /// The screen scales `cap-line-misses-ink` checks, in pixels per point, in the order asked for,
    /// each once.
    package var scales: [Double]
    /// The point sizes `cap-line-misses-ink` checks, ascending: the default text-style sizes and
    /// the audit's own (docs/model.md#ink-against-the-prediction).
    package var inkSizes: [Double] { Array(Set(PointMetrics.defaultSizes + [pointSize])).sorted() }

    /// The largest gap between a declared height and the outline, as a share of the em, that
    /// the mismatch rules let pass: 1% is half a pixel at 17 pt on a 3x screen.
    package static let heightTolerance = 0.01

    /// How far beyond a one-line label's own edges a glyph may reach before
    /// `glyphs-outside-line-box` fires, in pixels: a basic letter (A–Z, a–z, 0–9) from 1 px, any
    /// other glyph of the set from 2 px (docs/model.md#glyphs-and-the-line-box).
    package static let edgeThreshold = (basic: 1.0, other: 2.0)

    /// The smallest gap between the declared cap height and the cap line of the outlines the cap
    /// rules report, in pixels at the largest of the audit's scales: half a pixel, where rounding
    /// starts to move the cap line a whole pixel (docs/model.md#ink-against-the-prediction).
    package static let capThreshold = 0.5

    /// Style names (lowercased) that mark a family's regular face, the reference of
    /// `family-metrics-differ` when as many faces share other metrics.
    package static let regularStyles: Set<String> = ["regular", "book", "roman", "normal", "text"]

    /// The platforms the user ships: a rule whose effect lies only elsewhere is info.
    package var platforms: Set<Platform>

    /// Checks at `pointSize` points; effects in pixels at `scale`, and ink checked at `scales`
    /// (`[scale]` when not given), for text shipped on `platforms`.
    package init(pointSize: Double, scale: Double, scales: [Double]? = nil, platforms: Set<Platform> = Platform.defaults) {
        self.pointSize = pointSize
        self.scale = scale
        self.platforms = platforms
        var seen: Set<Double> = []
        self.scales = (scales ?? [scale]).filter { seen.insert($0).inserted }
    }

    /// The findings of every single-face rule for `metrics`, in report order.
    package func findings(for metrics: FontMetrics) -> [Finding] {
        var found: [Finding] = []
        if !FontMetrics.validUnitsPerEm.contains(metrics.unitsPerEm) {
            found.append(Finding(.unitsPerEmOutOfRange, unitsPerEmMessage(metrics.unitsPerEm)))
        }
        guard let resolved = metrics.resolved else {
            found.append(
                Finding(.noVerticalMetrics, "hhea, OS/2 typo and OS/2 win ascender and descender are all 0 or missing"))
            return found
        }
        let face = Face(metrics: metrics, resolved: resolved, checks: self)
        found += [
            face.hheaZero, face.positiveDescender, face.typoMetricsWithoutSTAT, face.missingHeight(.cap),
            face.heightMismatch(.cap), face.capLineMissesInk, face.missingHeight(.x), face.heightMismatch(.x),
            face.missingBasicLatin, face.missingCharacters, face.outsideLineBox, face.winClip, face.hheaTypoMismatch,
            face.lineGap,
            face.notdefMissing,
        ].compactMap { $0 }
        return found.map { Self.weighed($0, platforms: platforms) }.sorted(by: Finding.reportOrder)
    }

    /// `finding` as `platforms` weigh it: a finding of a rule that speaks only for platforms not
    /// listed (``Rule/platforms``: the cap-height rules, for iOS) is info, and says where it would
    /// matter (docs/commands/audit.md#platforms). A severity set under `rules:` still replaces it.
    /// The rules that weigh the platforms in their own check (positive-descender,
    /// typo-metrics-without-stat) have already said so.
    package static func weighed(_ finding: Finding, platforms: Set<Platform>) -> Finding {
        guard let speaks = finding.rule.platforms, speaks.isDisjoint(with: platforms), finding.severity > .info else {
            return finding
        }
        var lowered = finding
        lowered.severity = .info
        let names = Platform.allCases.filter(speaks.contains).map(\.name)
        lowered.message +=
            " (it matters on \(names.joined(separator: " and ")), which platforms: does not list)"
        return lowered
    }

    /// The finding for a file or face that could not be read.
    package func finding(for error: FontReadError) -> Finding {
        var message = error.reason
        if let detail = error.detail { message += " (\(detail))" }
        switch error.cause {
        case .unitsPerEmOutOfRange(let unitsPerEm):
            return Finding(.unitsPerEmOutOfRange, unitsPerEmMessage(unitsPerEm) + ", so FreeType refuses the font")
        case nil:
            return Finding(.unreadableFont, message)
        }
    }

    /// "17 pt @3x".
    var size: String { "\(Self.number(pointSize)) pt @\(Self.number(scale))x" }

    /// `units` in pixels at the audit size and scale: "2.04 px at 17 pt @3x".
    func pixels(_ units: Int, unitsPerEm: Int) -> String {
        "\(pixelCount(units, unitsPerEm: unitsPerEm)) at \(size)"
    }

    /// `units` in pixels at the audit size and scale, without them: "2.04 px".
    func pixelCount(_ units: Int, unitsPerEm: Int) -> String {
        "\(Self.number(Double(units) * pointSize * scale / Double(unitsPerEm), decimals: 2)) px"
    }

    /// "1974/-426/0": ascender, descender and line gap in font units.
    static func triple(_ r: ResolvedMetrics) -> String { "\(r.ascender)/\(r.descender)/\(r.lineGap)" }

    static func number(_ value: Double, decimals: Int = 4) -> String {
        NumberFormatting.trimmed(value, decimals: decimals)
    }
}
