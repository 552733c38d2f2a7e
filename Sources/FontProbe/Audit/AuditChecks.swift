/// The checks behind the audit rules: plain values in, findings out (no files, no FreeType).
///
/// Messages carry the font's own numbers in font units, and the effect in pixels at the
/// audit's point size and scale where a pixel is what the user will see.
public struct AuditChecks: Sendable {
    /// Point size at which effects are put in pixels.
    public var pointSize: Double
    /// Screen scale (pixels per point) at which effects are put in pixels.
    public var scale: Double
    /// The screen scales `cap-line-misses-ink` checks, in pixels per point, in the order asked for,
    /// each once.
    public var scales: [Double]
    /// The point sizes `cap-line-misses-ink` checks, ascending: the default text-style sizes and
    /// the audit's own (docs/model.md#ink-against-the-prediction).
    public var inkSizes: [Double] { Array(Set(PointMetrics.defaultSizes + [pointSize])).sorted() }

    /// The largest gap between a declared height and the outline, as a share of the em, that
    /// the mismatch rules let pass: 1% is half a pixel at 17 pt on a 3x screen.
    public static let heightTolerance = 0.01

    /// Checks at `pointSize` points; effects in pixels at `scale`, and ink checked at `scales`
    /// (`[scale]` when not given).
    public init(pointSize: Double, scale: Double, scales: [Double]? = nil) {
        self.pointSize = pointSize
        self.scale = scale
        var seen: Set<Double> = []
        self.scales = (scales ?? [scale]).filter { seen.insert($0).inserted }
    }

    /// The findings of every single-face rule for `metrics`, in report order.
    public func findings(for metrics: FontMetrics) -> [Finding] {
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
            face.outsideLineBox,
            face.winClip, face.hheaTypoMismatch, face.lineGap,
        ].compactMap { $0 }
        return found.sorted(by: Finding.reportOrder)
    }

    /// The finding for a file or face that could not be read.
    public func finding(for error: FontReadError) -> Finding {
        var message = error.reason
        if let detail = error.detail { message += " (\(detail))" }
        switch error.cause {
        case .unitsPerEmOutOfRange(let unitsPerEm):
            return Finding(.unitsPerEmOutOfRange, unitsPerEmMessage(unitsPerEm) + ", so FreeType refuses the font")
        case nil:
            return Finding(.unreadableFont, message)
        }
    }

    /// The `family-metrics-differ` findings, by the index of the face in `faces` they belong to.
    ///
    /// Faces are grouped by family name; in each family, the vertical metrics most faces share
    /// (compared per em) are the reference, and a tie goes to the set of the earliest face.
    /// Every face whose metrics differ from the reference gets a finding naming the faces it
    /// differs from. `faces` must be in report order, so the result is too.
    /// A face's `style` names it in the messages: its style name, or its instance's name.
    public func familyFindings(_ faces: [(metrics: FontMetrics, resolved: ResolvedMetrics, style: String)]) -> [Int: Finding] {
        var families: [String: [Int]] = [:]
        for (index, face) in faces.enumerated() where !face.metrics.familyName.isEmpty {
            families[face.metrics.familyName, default: []].append(index)
        }
        var found: [Int: Finding] = [:]
        for (family, members) in families where members.count > 1 {
            // Groups of faces with the same metrics per em, each in report order.
            var groups: [[Int]] = []
            for index in members {
                let metrics = PerEm(faces[index].resolved)
                if let group = groups.firstIndex(where: { PerEm(faces[$0[0]].resolved) == metrics }) {
                    groups[group].append(index)
                } else {
                    groups.append([index])
                }
            }
            guard groups.count > 1,
                let reference = groups.max(by: { $0.count < $1.count || ($0.count == $1.count && $0[0] > $1[0]) })
            else { continue }
            let model = faces[reference[0]].resolved
            var styles: [String] = []
            for index in reference where !styles.contains(faces[index].style) { styles.append(faces[index].style) }
            let names =
                styles.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (styles.count > 3 ? " and \(styles.count - 3) more" : "")
            for group in groups where group != reference {
                for index in group {
                    let r = faces[index].resolved
                    let lineHeight = r.atSize(pointSize).lineHeight
                    let modelLineHeight = model.atSize(pointSize).lineHeight
                    found[index] = Finding(
                        .familyMetricsDiffer,
                        "\(Self.triple(r)) per \(r.unitsPerEm) units differ from \(Self.triple(model)) per "
                            + "\(model.unitsPerEm) of \(names) in '\(family)': lineHeight at \(Self.number(pointSize)) pt is "
                            + "\(Self.number(lineHeight)) pt, not \(Self.number(modelLineHeight)) pt")
                }
            }
        }
        return found
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

    private func unitsPerEmMessage(_ unitsPerEm: Int) -> String {
        "unitsPerEm is \(unitsPerEm); the OpenType specification allows \(FontMetrics.validUnitsPerEm.lowerBound) "
            + "to \(FontMetrics.validUnitsPerEm.upperBound)"
    }

    /// "1974/-426/0": ascender, descender and line gap in font units.
    static func triple(_ r: ResolvedMetrics) -> String { "\(r.ascender)/\(r.descender)/\(r.lineGap)" }

    static func number(_ value: Double, decimals: Int = 4) -> String {
        NumberFormatting.trimmed(value, decimals: decimals)
    }
}

/// Ascender, descender and line gap compared per em: 800/1000 equals 1600/2000.
private struct PerEm: Equatable {
    var resolved: ResolvedMetrics

    init(_ resolved: ResolvedMetrics) { self.resolved = resolved }

    static func == (a: PerEm, b: PerEm) -> Bool {
        let (x, y) = (a.resolved, b.resolved)
        return x.ascender * y.unitsPerEm == y.ascender * x.unitsPerEm
            && x.descender * y.unitsPerEm == y.descender * x.unitsPerEm
            && x.lineGap * y.unitsPerEm == y.lineGap * x.unitsPerEm
    }
}

extension AuditChecks {
    /// One face's single-face rules; each is `nil` when the face passes.
    private struct Face {
        var metrics: FontMetrics
        var resolved: ResolvedMetrics
        var checks: AuditChecks

        private var unitsPerEm: Int { metrics.unitsPerEm }

        var hheaZero: Finding? {
            guard metrics.hhea.map({ $0.ascender == 0 && $0.descender == 0 }) ?? true else { return nil }
            let what = metrics.hhea == nil ? "the font has no hhea table" : "hhea ascender and descender are 0"
            let fallback = resolved.source == .typo ? "OS/2 typo" : "OS/2 win"
            return Finding(
                .hheaMetricsZero,
                "\(what); fontprobe falls back to \(fallback) \(AuditChecks.triple(resolved)) as FreeType does, "
                    + "which for CoreText is an inference")
        }

        var positiveDescender: Finding? {
            var parts: [String] = []
            if let hhea = metrics.hhea, hhea.descender > 0 {
                parts.append("hhea descender is +\(hhea.descender)")
            }
            if let os2 = metrics.os2, os2.typoDescender > 0 {
                parts.append("OS/2 sTypoDescender is +\(os2.typoDescender)")
            }
            guard !parts.isEmpty else { return nil }
            return Finding(
                .positiveDescender,
                parts.joined(separator: "; ")
                    + ": CoreText reads a descender below the baseline, FreeType and others take the sign as stored")
        }

        var typoMetricsWithoutSTAT: Finding? {
            guard let os2 = metrics.os2, os2.useTypoMetrics, !metrics.hasSTAT, let hhea = metrics.hhea,
                Self.triple(hhea) != Self.triple(os2)
            else { return nil }
            return Finding(
                .typoMetricsWithoutSTAT,
                "USE_TYPO_METRICS is set but there is no STAT table, so iOS uses hhea \(Self.triple(hhea)) "
                    + "while FreeType and DirectWrite use OS/2 typo \(Self.triple(os2)) (ascender/descender/line gap)")
        }

        /// The rules that `typoMetricsWithoutSTAT` already covers need not repeat it.
        var hheaTypoMismatch: Finding? {
            guard typoMetricsWithoutSTAT == nil, let os2 = metrics.os2, let hhea = metrics.hhea,
                hhea.ascender != 0 || hhea.descender != 0, os2.typoAscender != 0 || os2.typoDescender != 0,
                Self.normalized(hhea) != Self.normalized(os2)
            else { return nil }
            return Finding(
                .hheaTypoMismatch,
                "hhea \(Self.triple(hhea)) and OS/2 typo \(Self.triple(os2)) differ (ascender/descender/line gap); "
                    + "CoreText uses \(resolved.source == .typo ? "typo" : "hhea")")
        }

        func missingHeight(_ kind: HeightKind) -> Finding? {
            let height = metrics.height(kind)
            let rule: Rule = kind == .cap ? .capHeightMissing : .xHeightMissing
            let name = kind == .cap ? "cap height" : "x height"
            switch height.source {
            case .os2:
                return nil
            case .glyph:
                return Finding(
                    rule,
                    "\(metrics.undeclaredHeightReason(kind)); the \(name) is measured from the top of "
                        + "'\(kind.glyph)' instead (\(height.units ?? 0) units)")
            case .none:
                return Finding(
                    rule,
                    "no \(name) (\(metrics.missingHeightReason(kind))): the \(kind == .cap ? "cap" : "x-height") "
                        + "insets are unavailable")
            }
        }

        func heightMismatch(_ kind: HeightKind) -> Finding? {
            let height = metrics.height(kind)
            guard height.source == .os2, let declared = height.units, let top = metrics.glyphBounds(kind)?.yMax
            else { return nil }
            let gap = declared - top
            guard Double(abs(gap)) > AuditChecks.heightTolerance * Double(unitsPerEm) else { return nil }
            let percent = AuditChecks.number(100 * Double(abs(gap)) / Double(unitsPerEm), decimals: 1)
            return Finding(
                kind == .cap ? .capHeightMismatch : .xHeightMismatch,
                "OS/2 \(kind.field) \(declared) is \(abs(gap)) units \(gap < 0 ? "below" : "above") the top of "
                    + "'\(kind.glyph)' (\(top)): \(percent)% of the em, "
                    + checks.pixels(abs(gap), unitsPerEm: unitsPerEm))
        }

        /// Sizes and scales where the cap line the insets use, `round(capHeight × k)`, is not the
        /// pixel row the top of 'H' rounds to (docs/model.md#ink-against-the-prediction).
        var capLineMissesInk: Finding? {
            guard let height = resolved.capHeight.units, let top = resolved.inkTop.capHeight else { return nil }
            var parts: [String] = []
            var count = 0
            var worst = 0
            for scale in checks.scales {
                // Runs of consecutive sizes that miss by the same number of pixels: "11–17 pt by 1 px".
                var runs: [(sizes: [Double], miss: Int)] = []
                for size in checks.inkSizes {
                    guard let miss = resolved.label(pointSize: size, scale: scale).ink.capLineMiss, miss != 0 else {
                        runs.append(([], 0))
                        continue
                    }
                    count += 1
                    worst = max(worst, abs(miss))
                    if let last = runs.last, last.miss == miss, !last.sizes.isEmpty {
                        runs[runs.count - 1].sizes.append(size)
                    } else {
                        runs.append(([size], miss))
                    }
                }
                let missed = runs.filter { !$0.sizes.isEmpty }.map { run in
                    let sizes =
                        run.sizes.count == 1
                        ? AuditChecks.number(run.sizes[0])
                        : "\(AuditChecks.number(run.sizes[0]))–\(AuditChecks.number(run.sizes[run.sizes.count - 1]))"
                    return "\(sizes) pt \(abs(run.miss)) px \(run.miss > 0 ? "above" : "below")"
                }
                if !missed.isEmpty {
                    parts.append("@\(AuditChecks.number(scale))x \(missed.joined(separator: ", "))")
                }
            }
            guard count > 0 else { return nil }
            let total = checks.scales.count * checks.inkSizes.count
            return Finding(
                .capLineMissesInk,
                "the cap line (cap height \(height) units) is off the top of 'H' (\(top)) by up to \(worst) px "
                    + "at \(count) of \(total) sizes and scales: \(parts.joined(separator: "; "))")
        }

        /// Glyphs of the product's characters whose ink, at UILabel's line spacing, meets the ink
        /// of the basic letters on the neighbouring line (docs/model.md#glyphs-and-the-line-box).
        var outsideLineBox: Finding? {
            guard let ink = metrics.characterInk, !ink.glyphs.isEmpty else { return nil }
            // The ascender UIKit uses, with the legacy Helvetica/Times adjustment (whole units are enough here).
            let ascender = Int(resolved.adjustedAscenderUnits.rounded(.down))
            let descender = resolved.descender
            let lineHeight = ascender - descender
            let neighbours = ink.basic.isEmpty ? ink.glyphs : ink.basic
            guard let lowest = neighbours.min(by: { $0.yMin < $1.yMin }),
                let highest = neighbours.max(by: { $0.yMax < $1.yMax }),
                let tallest = ink.glyphs.max(by: { $0.yMax < $1.yMax }),
                let deepest = ink.glyphs.min(by: { $0.yMin < $1.yMin })
            else { return nil }
            // The next line's baseline is lineHeight below this one: its tallest glyph meets this
            // line's lowest neighbour when its top, lineHeight lower, is above that ink's bottom.
            let overlapAbove = tallest.yMax - lineHeight - lowest.yMin
            let overlapBelow = highest.yMax - (deepest.yMin + lineHeight)
            guard overlapAbove > 0 || overlapBelow > 0 else { return nil }
            var parts: [String] = []
            if overlapAbove > 0 {
                parts.append(
                    "\(tallest.name) meets \(lowest.name) of the line above by \(overlapAbove) units "
                        + "(\(checks.pixels(overlapAbove, unitsPerEm: unitsPerEm)))")
            }
            if overlapBelow > 0 {
                parts.append(
                    "\(deepest.name) meets \(highest.name) of the line below by \(overlapBelow) units "
                        + "(\(checks.pixels(overlapBelow, unitsPerEm: unitsPerEm)))")
            }
            let beyond = ink.glyphs.flatMap { glyph -> [(glyph: CharacterInk.Glyph, units: Int, side: String)] in
                (glyph.yMax > ascender ? [(glyph, glyph.yMax - ascender, "above")] : [])
                    + (glyph.yMin < descender ? [(glyph, descender - glyph.yMin, "below")] : [])
            }
            .sorted { $0.units != $1.units ? $0.units > $1.units : $0.glyph.scalar.value < $1.glyph.scalar.value }
            let shown = beyond.prefix(3).map {
                "\($0.glyph.name) \($0.units) units (\(checks.pixelCount($0.units, unitsPerEm: unitsPerEm))) \($0.side)"
            }
            let source = resolved.source == .hhea ? "hhea" : "OS/2 \(resolved.source.rawValue)"
            var message =
                parts.joined(separator: "; ") + " at UILabel's line spacing (\(source) \(ascender) + "
                + "\(-descender) = \(lineHeight) units)"
            if !shown.isEmpty {
                message +=
                    "; beyond the line box, which a view that clips to its bounds cuts off: "
                    + shown.joined(separator: ", ") + (beyond.count > 3 ? " and \(beyond.count - 3) more" : "")
            }
            return Finding(.glyphsOutsideLineBox, message)
        }

        var winClip: Finding? {
            guard let os2 = metrics.os2, let box = metrics.fontBounds else { return nil }
            var parts: [String] = []
            if os2.winAscent < box.yMax {
                parts.append("usWinAscent \(os2.winAscent) is \(box.yMax - os2.winAscent) units below head.yMax \(box.yMax)")
            }
            if os2.winDescent < -box.yMin {
                parts.append(
                    "usWinDescent \(os2.winDescent) is \(-box.yMin - os2.winDescent) units short of head.yMin \(box.yMin)")
            }
            guard !parts.isEmpty else { return nil }
            return Finding(.winMetricsClip, parts.joined(separator: "; ") + ": Windows clips the glyphs beyond")
        }

        var lineGap: Finding? {
            guard resolved.lineGap != 0 else { return nil }
            let leading = resolved.atSize(checks.pointSize).leading
            return Finding(
                .lineGapNonzero,
                "line gap \(resolved.lineGap) units: UIFont.leading is \(AuditChecks.number(leading)) pt at "
                    + "\(AuditChecks.number(checks.pointSize)) pt, which UILabel ignores and UITextView adds")
        }

        /// Ascender, descender read as a distance below the baseline (as CoreText does), line gap.
        private static func normalized(_ hhea: HheaTable) -> [Int] { [hhea.ascender, -abs(hhea.descender), hhea.lineGap] }

        private static func normalized(_ os2: OS2Table) -> [Int] {
            [os2.typoAscender, -abs(os2.typoDescender), os2.typoLineGap]
        }

        private static func triple(_ hhea: HheaTable) -> String { "\(hhea.ascender)/\(hhea.descender)/\(hhea.lineGap)" }

        private static func triple(_ os2: OS2Table) -> String {
            "\(os2.typoAscender)/\(os2.typoDescender)/\(os2.typoLineGap)"
        }
    }
}
