/// Where Figma puts a text box and its baselines for one font, size and line height
/// (docs/design-tools.md#figma) [P: Figma, "Getting to the bottom of line height in Figma", and its
/// REST API's `lineHeightPx`; M: the nodes of real Figma REST responses].
///
/// Figma centres the font's ascender and descender in each line's height: half the extra height
/// above, half below, and each later line one pitch lower. A line height below the glyphs' height is
/// obeyed (the extra is negative). How it rounds depends on the unit the line height is written in
/// [M: 2,553 REST nodes of 41 repositories, docs/design-tools.md#figma]:
/// - `%` and Auto: the line height is rounded to a whole px first, `L' = round(L)` (half up); lines
///   are `L'` apart, and a box that hugs its text is `n × L'` px tall.
/// - px (`PIXELS`): lines are `L` apart, unrounded, and each baseline is snapped on its own; a box
///   that hugs its text is `ceil(n × L)` px tall.
/// Line `i` (0-based) of paragraph `j` then sits `round(offset + (P + a − d) / 2 + i × P + j × ps)`
/// below the node's top, `P` the pitch (`L'` or `L`), `a` and `d` the ascender and |descender| in
/// px, `ps` the paragraph spacing, and `offset` where a fixed-size node puts the unrounded block
/// `n × P + (p − 1) × ps` by its vertical alignment.
package struct FigmaTextBox: Sendable, Hashable {
    /// Figma's `textAlignVertical`: where a fixed-size node puts its text block.
    package enum Alignment: String, Sendable, CaseIterable {
        case top, center, bottom
    }

    /// Figma's `lineHeightUnit`: how the line height was written, which decides how Figma rounds
    /// (docs/design-tools.md#figma).
    package enum LineHeightUnit: String, Sendable, CaseIterable {
        /// A length in px (`24`, `24px`; `points` in ``LineHeightValue``).
        case pixels = "PIXELS"
        /// A percentage of the font size (`150%`, and a token's multiple `1.5`).
        case fontSizePercent = "FONT_SIZE_%"
        /// Auto: the font's own line height, from hhea.
        case intrinsicPercent = "INTRINSIC_%"

        /// The unit a line height as given is in; `nil` is Auto.
        package init(_ value: LineHeightValue?) {
            switch value {
            case nil: self = .intrinsicPercent
            case .points?: self = .pixels
            case .percent?, .multiple?: self = .fontSizePercent
            }
        }
    }

    /// The unit the line height was written in.
    package var unit: LineHeightUnit
    /// The line height in points: one line's share of the box, unrounded (Figma's `lineHeightPx`).
    package var lineHeight: Double
    /// The distance between two lines of a paragraph, in points: ``lineHeight`` rounded to a whole
    /// point (half up) for `%` and Auto, as given for px [M].
    package var pitch: Double
    /// The height of the text block in whole points (px at 1x), the node's height when it hugs its
    /// text: `n × pitch` plus the paragraph spacing, rounded up (`ceil(n × L)` for px lines) [M].
    package var textHeight: Double
    /// The box's height in points: the node's when it hugs its text (``textHeight``) or the fixed
    /// height given; with the cap trim, from the first line's cap line to the last baseline.
    package var boxHeight: Double
    /// Each line's baseline, in points below the box's top, each on a whole point [M].
    package var baselines: [Double]

    /// Figma's numbers are 32-bit floats: a block within this many px of a whole px is that px
    /// before it is rounded up (22.4 × 5 is 112.00000000000001 in doubles).
    static let blockTolerance = 1e-4

    /// The box of `lines` lines at `pointSize` points with `lineHeight` (points, % or a multiple of
    /// the size), or Figma's Auto when `nil`: `(hhea ascender - descender + lineGap) / unitsPerEm ×
    /// size`. Figma reads hhea (the resolved metrics when a font has none). `paragraphs` gives the
    /// lines of each paragraph (one paragraph of `lines` when `nil` or not adding up to `lines`),
    /// `paragraphSpacing` the points between two, rounded to a whole point [I: whole px measured].
    /// `fixedHeight` is a fixed-size node's height in points (`nil`: the node hugs its text), placed
    /// by `alignment`. With `trimCap` ("vertical trim: cap height to baseline") the box runs from the
    /// first line's cap line, the cap height CoreText would report, to the last baseline; `nil` when
    /// the font has no cap height to trim to.
    package init?(
        _ metrics: FontMetrics, pointSize: Double, lineHeight: LineHeightValue?, lines: Int = 1, trimCap: Bool = false,
        fixedHeight: Double? = nil, alignment: Alignment = .top, paragraphs: [Int]? = nil, paragraphSpacing: Double = 0
    ) {
        guard let resolved = metrics.resolved, lines >= 1 else { return nil }
        let (ascender, descender, gap) =
            metrics.hhea.map { ($0.ascender, -abs($0.descender), $0.lineGap) }
            ?? (resolved.ascender, resolved.descender, resolved.lineGap)
        func points(_ units: Int) -> Double { resolved.points(Double(units), size: pointSize) }
        // Half up, as Figma rounds: Roboto 11/16.5 hugs in 17 px.
        func round(_ value: Double) -> Double { PixelMath.snap(value + 0.5).rounded(.down) }
        let unit = LineHeightUnit(lineHeight)
        let line = lineHeight?.points(size: pointSize) ?? points(ascender - descender + gap)
        let pitch = unit == .pixels ? line : round(line)
        // Each line's paragraph: the lines of one paragraph, then the next.
        let counts = paragraphs.flatMap { $0.allSatisfy { $0 >= 1 } && $0.reduce(0, +) == lines ? $0 : nil } ?? [lines]
        let paragraphOf = counts.enumerated().flatMap { index, count in Array(repeating: index, count: count) }
        let spacing = round(paragraphSpacing)
        let block = Double(lines) * pitch + Double(counts.count - 1) * spacing
        let text = (block - Self.blockTolerance).rounded(.up)
        let offset: Double =
            switch (fixedHeight, alignment) {
            case (nil, _), (_, .top): 0
            case (let height?, .center): (height - block) / 2
            case (let height?, .bottom): height - block
            }
        // The first line centred on the ascender and descender, each later one a pitch (and a paragraph's
        // spacing) lower, each snapped on its own.
        let centre = offset + (pitch + points(ascender) - points(-descender)) / 2
        var baselines = (0..<lines).map { round(centre + Double($0) * pitch + Double(paragraphOf[$0]) * spacing) }
        var height = fixedHeight ?? text
        if trimCap {
            guard let cap = metrics.height(.cap).units else { return nil }
            let top = baselines[0] - points(cap)
            baselines = baselines.map { $0 - top }
            height = baselines[baselines.count - 1]
        }
        self.unit = unit
        self.lineHeight = line
        self.pitch = pitch
        self.textHeight = text
        self.boxHeight = height
        self.baselines = baselines
    }

    /// Whether `lineHeight` points at `pointSize` is what Figma gives a font it does not have:
    /// 1.171875 × the size, Roboto's Auto line height (2400 / 2048), for a font whose own Auto
    /// differs (docs/design-tools.md#figmas-copies-of-fonts).
    package static func looksLikeMissingFont(lineHeight: Double, pointSize: Double, fontAuto: Double) -> Bool {
        let fallback = 2400.0 / 2048 * pointSize
        return abs(lineHeight - fallback) < 0.001 * pointSize && abs(fontAuto - fallback) >= 0.001 * pointSize
    }
}
