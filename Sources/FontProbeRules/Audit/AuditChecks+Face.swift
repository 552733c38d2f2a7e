import FontProbeModel

/// The single-face rules of `audit` (docs/commands/audit.md#rules): each a property of one face's
/// metrics that is `nil` when the face passes.
extension AuditChecks {
    /// One face's single-face rules; each is `nil` when the face passes.
    struct Face {
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
                    "\(metrics.heightGlyphsUnmeasured ? "\(name) unknown" : "no \(name)") "
                        + "(\(metrics.missingHeightReason(kind))): the \(kind == .cap ? "cap" : "x-height") "
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
            guard let ink = metrics.characterInk else { return nil }
            if let stop = ink.budgetExceeded {
                let spent =
                    stop.fileBudgetSpent
                    ? "the glyphs of this file's faces took more than \(AuditChecks.number(CharacterInk.fileBudget)) s"
                    : "their glyphs took more than \(AuditChecks.number(stop.budget)) s"
                return Finding(
                    .glyphsOutsideLineBox,
                    "stopped measuring after \(stop.measured) of \(stop.of) characters: \(spent) of processor time to "
                        + "decode (a real font's take about a microsecond each), so the ink of the rest is unknown; a glyph "
                        + "this costly stalls any text renderer")
            }
            guard !ink.glyphs.isEmpty else { return nil }
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
