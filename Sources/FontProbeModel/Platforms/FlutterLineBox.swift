/// A face's metrics as Flutter's SkParagraph reads them at one font size (docs/model.md#flutter):
/// Skia's `SkFontMetrics`, in logical px, y down, in 32-bit floats as Skia holds them. Where they
/// come from depends on the operating system (``FlutterPlatform/MetricSource``): on Android,
/// Linux and the web FreeType's reading (``AndroidMetrics``, typo when USE_TYPO_METRICS is set)
/// [P: Skia `SkScalerContext_FreeType`]; on iOS and macOS CoreText's (``ResolvedMetrics``, hhea
/// unless USE_TYPO_METRICS and STAT) [P: Skia `SkScalerContext_Mac`, `CTFontGetAscent`].
package struct FlutterFontMetrics: Sendable, Hashable {
    /// `fAscent`: the ascender in logical px, negative above the baseline.
    package var ascent: Float
    /// `fDescent`: the descender in logical px, positive below the baseline (negative for a
    /// descender stored positive, which FreeType reads as it is).
    package var descent: Float
    /// `fLeading`: the line gap in logical px.
    package var leading: Float
    /// `fCapHeight`: the cap height in logical px, unrounded; `nil` without one.
    package var capHeight: Double?

    package init(ascent: Float, descent: Float, leading: Float, capHeight: Double?) {
        (self.ascent, self.descent, self.leading, self.capHeight) = (ascent, descent, leading, capHeight)
    }

    /// FreeType's reading through Skia at `fontSize` logical px: each value `-units / upem × size`
    /// in floats (``AndroidMetrics/skiaPixels(_:textSize:)``) [S: AndroidSkiaOracleTests,
    /// FlutterSkParagraphOracleTests].
    package init(_ android: AndroidMetrics, fontSize: Double) {
        ascent = android.skiaPixels(android.ascender, textSize: fontSize)
        descent = android.skiaPixels(android.descender, textSize: fontSize)
        leading = -android.skiaPixels(android.lineGap, textSize: fontSize)
        capHeight = android.capHeight.map { Double(-android.skiaPixels($0, textSize: fontSize)) }
    }

    /// CoreText's reading through Skia at `fontSize` logical px: `CTFontGetAscent` and its
    /// siblings, `units × size / upem` in doubles, stored as floats [P: Skia `SkScalerContext_Mac`;
    /// I: no CoreText oracle runs on Linux]. UIKit's legacy Helvetica adjustment is UIFont's, not
    /// CTFont's, and is not applied.
    package init(_ resolved: ResolvedMetrics, fontSize: Double) {
        let scale = fontSize / Double(resolved.unitsPerEm)
        ascent = Float(-Double(resolved.ascender) * scale)
        descent = Float(-Double(resolved.descender) * scale)
        leading = Float(Double(resolved.lineGap) * scale)
        capHeight = resolved.capHeight.units.map { Double($0) * scale }
    }
}

/// How Flutter shares a `height` between above and below the text: `TextLeadingDistribution`.
package enum FlutterLeadingDistribution: String, Sendable, Hashable, CaseIterable {
    /// The default: the line's ascent and descent scaled by `h × size / (A + D + G)`.
    case proportional
    /// `halfLeading`: the extra `h × size − (A + D + G)` split evenly (Material 3's styles).
    case even
}

/// The parts of a Flutter `TextStyle`, `StrutStyle` and `TextHeightBehavior` that move lines
/// vertically, as Flutter's engine hands them to SkParagraph (`heightOverride` whenever `height`
/// is given, `halfLeading` for ``FlutterLeadingDistribution/even``) [P: flutter engine
/// `paragraph_builder_skia.cc`].
package struct FlutterTextStyle: Sendable, Hashable {
    /// `TextStyle.height`, a multiple of the font size; `nil`: the font's own line (`height: null`).
    package var height: Double?
    package var leadingDistribution: FlutterLeadingDistribution = .proportional
    /// `TextHeightBehavior(applyHeightToFirstAscent:)`: `false` gives the first line the font's raw ascent.
    package var applyHeightToFirstAscent = true
    /// `TextHeightBehavior(applyHeightToLastDescent:)`: `false` gives the last line the font's raw descent.
    package var applyHeightToLastDescent = true
    /// The paragraph's `StrutStyle`, in the same face; `nil`: none.
    package var strut: Strut?

    package init(
        height: Double? = nil, leadingDistribution: FlutterLeadingDistribution = .proportional,
        applyHeightToFirstAscent: Bool = true, applyHeightToLastDescent: Bool = true, strut: Strut? = nil
    ) {
        (self.height, self.leadingDistribution, self.strut) = (height, leadingDistribution, strut)
        (self.applyHeightToFirstAscent, self.applyHeightToLastDescent) = (applyHeightToFirstAscent, applyHeightToLastDescent)
    }

    /// A `StrutStyle` in the paragraph's face [P: Skia `ParagraphImpl::resolveStrut`].
    package struct Strut: Sendable, Hashable {
        /// `StrutStyle.fontSize`, logical px.
        package var fontSize: Double
        /// `StrutStyle.height`, a multiple of its font size; `nil`: none.
        package var height: Double?
        /// `StrutStyle.leading`, a multiple of its font size added below and above; `nil`: none.
        package var leading: Double?
        package var leadingDistribution: FlutterLeadingDistribution = .proportional
        /// `forceStrutHeight`: every line takes the strut's extent exactly.
        package var forceStrutHeight = false

        package init(
            fontSize: Double, height: Double? = nil, leading: Double? = nil,
            leadingDistribution: FlutterLeadingDistribution = .proportional, forceStrutHeight: Bool = false
        ) {
            (self.fontSize, self.height, self.leading) = (fontSize, height, leading)
            (self.leadingDistribution, self.forceStrutHeight) = (leadingDistribution, forceStrutHeight)
        }
    }
}

/// A Flutter `Text` of one or more lines in one style, laid out as SkParagraph lays it out
/// (docs/model.md#flutter) [P: Skia skparagraph `Run::calculateMetrics`, `InternalLineMetrics`,
/// `TextWrapper`, `TextLine`; S: skia-python's SkParagraph, FlutterSkParagraphOracleTests]. All
/// lengths are logical px; SkParagraph computes in 32-bit floats, and so does this.
package struct FlutterLineBox: Sendable, Hashable {
    /// Each line, top to bottom.
    package var lines: [Line]

    /// One line: its top below the paragraph's, its height (a whole number), its baseline below its
    /// top, unrounded, and where the glyphs are painted.
    package struct Line: Sendable, Hashable {
        /// The sum of the heights of the lines above, logical px.
        package var top: Double
        /// `round(descent − ascent + leading)` of the line, half away from zero: whole logical px.
        package var height: Double
        /// `leading / 2 − ascent`, unrounded, logical px below the line's top.
        package var baseline: Double
        /// Where `TextLine` paints the glyphs: `top + floor(baseline + 0.5)`, logical px below the
        /// paragraph's top.
        package var paintedBaseline: Double
    }

    /// `Paragraph.height`: the sum of the lines' heights, whole logical px.
    package var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }

    /// `Paragraph.alphabeticBaseline`: the first line's baseline, unrounded, logical px; what
    /// `Baseline` and `CrossAxisAlignment.baseline` align on.
    package var alphabeticBaseline: Double { lines.first?.baseline ?? 0 }

    /// The paragraph's `count` lines in `style`, the text's font read as `metrics` at `fontSize`
    /// logical px (a strut reads the same face at its own size, `strutMetrics`). Each line:
    /// - the run's ascent and descent with the line gap shared half above and half below (`A' = A −
    ///   G/2`, `D' = D + G/2`); with `height: h`, scaled by `h × size / (D' − A')`
    ///   (proportional) or widened by half of `h × size − (D' − A')` each side (even);
    /// - the first line's ascent the font's raw `A` with `applyHeightToFirstAscent: false`, the last
    ///   line's descent the raw `D` with `applyHeightToLastDescent: false`;
    /// - then the strut: forced, the line takes its extent; otherwise the line reaches at least to
    ///   the strut's ascent and descent, each widened by half the strut's leading;
    /// - its height `round(D' − A' + leading)` and its baseline `leading / 2 − A'`.
    package init(
        _ metrics: FlutterFontMetrics, fontSize: Double, style: FlutterTextStyle = FlutterTextStyle(), count: Int = 1,
        strutMetrics: FlutterFontMetrics? = nil
    ) {
        var ascent = metrics.ascent - metrics.leading * 0.5
        var descent = metrics.descent + metrics.leading * 0.5
        if let h = style.height, abs(Float(h)) > 1 / Float(1 << 12) {
            let runHeight = Float(h) * Float(fontSize)
            let intrinsic = descent - ascent
            switch style.leadingDistribution {
            case .even:
                let extra = (runHeight - intrinsic) / 2
                (ascent, descent) = (ascent - extra, descent + extra)
            case .proportional:
                let multiplier = runHeight / intrinsic
                (ascent, descent) = (ascent * multiplier, descent * multiplier)
            }
        }
        let strut = style.strut.map { Self.strut($0, strutMetrics ?? metrics) }
        let count = max(1, count)
        var top: Double = 0
        lines = (0..<count).map { index in
            // TextHeightBehavior gives the first line the font's own ascent, the last its own descent.
            var line = Metrics(ascent: ascent, descent: descent, leading: 0)
            if index == 0 && !style.applyHeightToFirstAscent { line.ascent = metrics.ascent }
            if index == count - 1 && !style.applyHeightToLastDescent { line.descent = metrics.descent }
            if let strut { line = strut.update(line) }
            let height = (Double(line.descent) - Double(line.ascent) + Double(line.leading)).rounded(.toNearestOrAwayFromZero)
            let baseline = line.leading / 2 - line.ascent
            let laid = Line(
                top: top, height: height, baseline: Double(baseline),
                paintedBaseline: Double(Float(top) + (baseline + 0.5).rounded(.down)))
            top = Double(Float(top) + Float(height))
            return laid
        }
    }

    /// A line's metrics in SkParagraph (`InternalLineMetrics`), logical px, y down.
    struct Metrics {
        var ascent: Float
        var descent: Float
        var leading: Float
        /// Whether this is a forced strut (`fForceStrut`).
        var forced = false

        /// `strut.updateLineMetrics(line)`: a forced strut replaces the line's metrics; otherwise the
        /// line reaches at least to the strut's, widened by half its leading ("another of those
        /// flutter changes").
        func update(_ line: Metrics) -> Metrics {
            guard !forced else { return self }
            var metrics = line
            metrics.ascent = min(line.ascent, ascent - leading / 2)
            metrics.descent = max(line.descent, descent + leading / 2)
            return metrics
        }
    }

    /// The strut's metrics [P: Skia `ParagraphImpl::resolveStrut`]: its leading `leading × size`
    /// (0 without); without a height the font's ascent and descent, the line gap left out; with
    /// one, even: widened by half of `h × size − (D − A)`, the line gap left out; proportional:
    /// scaled by `h × size / (D − A + G)`, so that with a line gap it is shorter than `h × size`.
    static func strut(_ strut: FlutterTextStyle.Strut, _ m: FlutterFontMetrics) -> Metrics {
        let size = Float(strut.fontSize)
        let leading = strut.leading.map { $0 < 0 ? 0 : Float($0) * size } ?? 0
        var metrics = Metrics(ascent: m.ascent, descent: m.descent, leading: leading, forced: strut.forceStrutHeight)
        guard let h = strut.height else { return metrics }
        let height = Float(h) * size
        switch strut.leadingDistribution {
        case .even:
            let flexible = (height - (m.descent - m.ascent)) / 2
            (metrics.ascent, metrics.descent) = (m.ascent - flexible, m.descent + flexible)
        case .proportional:
            let font = m.descent - m.ascent + m.leading
            let multiplier = font == 0 ? Float(h) : height / font
            (metrics.ascent, metrics.descent) = (m.ascent * multiplier, m.descent * multiplier)
        }
        return metrics
    }

    /// The painted baselines on a screen of `dpr` device pixels per logical px, the paragraph's top
    /// at `offset` logical px: `floor((offset + paintedBaseline) × dpr + 0.5)`, whole device pixels,
    /// as Skia's raster glyph placement and Impeller place the glyph origin [P; M: goldens at dpr 1,
    /// 2 and 3, docs/model.md#flutter].
    package func deviceBaselines(dpr: Double, offset: Double = 0) -> [Double] {
        lines.map { ((offset + $0.paintedBaseline) * dpr + 0.5).rounded(.down) }
    }
}
