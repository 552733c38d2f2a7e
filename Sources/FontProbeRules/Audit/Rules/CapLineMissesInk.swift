import FontProbeModel

/// `cap-line-misses-ink` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let capLineMissesInk = Rule(
        id: "cap-line-misses-ink",
        severity: .warning,
        platforms: [.ios],
        title: "At some text-style sizes the cap line lands a pixel or more off the top of the capitals.",
        explanation: """
            iOS: the cap-height insets put Auto Layout's top on the cap line, round(capHeight × scale) \
            pixels above the baseline [S: docs/model.md, the label model], and UIFont.capHeight is the \
            font's declared sCapHeight [P: docs/model.md, UIFont metrics at a point size]. When the top of \
            the capitals at that size rounds to another pixel row [I: docs/model.md, ink against the \
            prediction], a label aligned by its cap height sits that many pixels off: its capitals stand \
            a pixel above or below those of an image, an icon or a label in another font aligned the same \
            way, at exactly the sizes and scales the finding names. The top of the capitals is the median \
            top of H, I, E, F, L and T, as in cap-height-mismatch, and a size counts only where the \
            declared height and that top are half a pixel or more apart at the largest scale: a smaller \
            gap that happens to round across a pixel boundary is not reported.

            Sizes checked: the iOS text styles at the default Dynamic Type setting (11 to 34 pt) and the \
            audit's size, at each of the audit's scales. `fontprobe render` draws the cap line and the \
            top of the 'H' so the difference can be checked by eye; hairline and script faces, whose \
            antialiased tops are faint, are worth that look.

            The web's `text-box-edge: cap` trims at the same declared value, so it is off by the same \
            pixel; Android and Windows do not align on the cap height.

            Fix: set sCapHeight to the flat top of the capitals in font units, or, where the design wants another \
            line, compute the inset in code from the measured glyph rather than from UIFont.capHeight.
            """)
}

extension AuditChecks.Face {
    /// Sizes and scales where the cap line the insets use, `round(capHeight × k)`, is not the
    /// pixel row the cap line of the outlines (``capLineTop``) rounds to, counted only where the
    /// two are ``AuditChecks/capThreshold`` pixels or more apart at that size and the largest scale
    /// (docs/model.md#ink-against-the-prediction).
    var capLineMissesInk: Finding? {
        if resolved.capHeight.units != nil, let unmeasured = unmeasuredGlyphs(.cap) {
            return Finding(.capLineMissesInk, unmeasured)
        }
        guard let height = resolved.capHeight.units, let top = capLineTop else { return nil }
        // The same units round to the same pixels at every size: no size can miss (most faces).
        guard height != top else { return nil }
        let largest = checks.scales.max() ?? checks.scale
        var parts: [String] = []
        var count = 0
        var worst = 0
        for scale in checks.scales {
            // Runs of consecutive sizes that miss by the same number of pixels: "11–17 pt by 1 px".
            var runs: [(sizes: [Double], miss: Int)] = []
            for size in checks.inkSizes {
                let line = PixelMath.round(resolved.points(Double(height), size: size, scale: scale))
                let ink = PixelMath.round(resolved.points(Double(top), size: size, scale: scale))
                let miss = Int(saturating: line - ink)
                guard miss != 0,
                    resolved.points(Double(abs(height - top)), size: size, scale: largest) >= AuditChecks.capThreshold
                else {
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
            "the cap line (cap height \(height) units) is off \(capLineDescription) by up to \(worst) px "
                + "at \(count) of \(total) sizes and scales: \(parts.joined(separator: "; "))")
    }
}
