/// A design tool `spec` compares with UIKit (docs/design-tools.md).
package enum DesignTool: String, Sendable, CaseIterable {
    case figma, sketch, css

    /// The tool's name as people write it.
    package var name: String {
        switch self {
        case .figma: "Figma"
        case .sketch: "Sketch"
        case .css: "CSS"
        }
    }
}

/// A text box and its lines: the box's height and each line's baseline below its top, in points.
package struct TextBox: Sendable, Hashable {
    package var boxHeight: Double
    package var baselines: [Double]
    /// For a trimmed box, how far its top and bottom lie inside the untrimmed one, in points: a
    /// label's `alignmentRectInsets.top` and `.bottom`.
    package var trimInsets: TrimInsets?

    package struct TrimInsets: Sendable, Hashable {
        package var top: Double
        package var bottom: Double
    }

    package init(boxHeight: Double, baselines: [Double], trimInsets: TrimInsets? = nil) {
        self.boxHeight = boxHeight
        self.baselines = baselines
        self.trimInsets = trimInsets
    }

    /// The box in a container of `fixed.height` points, pinned to its top, centred or pinned to
    /// its bottom as the alignment says, its top on a whole pixel at `scale` (Auto Layout rounds a
    /// frame to pixels [I]).
    package func placed(in fixed: DesignSpec.FixedBox, scale: Double) -> TextBox {
        let offset: Double =
            switch fixed.alignment {
            case .top: 0
            case .center: PixelMath.round((fixed.height - boxHeight) / 2 * scale) / scale
            case .bottom: PixelMath.round((fixed.height - boxHeight) * scale) / scale
            }
        return TextBox(boxHeight: fixed.height, baselines: baselines.map { $0 + offset })
    }

    /// The box trimmed to the first line's cap line, `capHeight` points above the first baseline,
    /// and the last baseline: what a cap-height trim in a design tool and a cap-aligned label in
    /// UIKit (docs/model.md#the-label-model) both draw.
    package func trimmed(capHeight: Double) -> TextBox {
        let top = baselines[0] - capHeight
        let moved = baselines.map { $0 - top }
        let last = baselines[baselines.count - 1]
        return TextBox(
            boxHeight: moved[moved.count - 1], baselines: moved, trimInsets: TrimInsets(top: top, bottom: boxHeight - last))
    }
}

/// The ways to set a design's line height in UIKit and SwiftUI that `spec` weighs
/// (docs/commands/spec.md#recipes), simplest first.
package enum TextRecipe: String, Sendable, CaseIterable {
    /// A UILabel with the font and nothing else: the font's own line height [M for one line].
    case plainLabel
    /// `minimumLineHeight = maximumLineHeight = L` in the paragraph style: the extra height above
    /// the text ([ParagraphStyleLabel], M).
    case paragraphStyle
    /// The same with `baselineOffset = (L - lineHeight) / 4` [M, widely used].
    case baselineOffset
    /// `lineSpacing = L - lineHeight`, and a view around the label with half of it above and
    /// below [S: Pixel-Perfect Line Height With UIKit; the pixel rounding I].
    case wrapper
    /// SwiftUI's `lineSpacing(L - lineHeight)` with the same vertical padding: a fitted Text's line j
    /// at round(A) + ceil(j·L) px in a ceil(n·L) frame, as one line a plain UILabel [M: SwiftUI
    /// renders, docs/model.md#several-lines]; the spacing added to the unrounded pitch, and the padding
    /// rounded as the wrapper's [I].
    case swiftUI
    /// Android (docs/model.md#android), lengths in dp: a Compose `Text` with the font alone, no
    /// font padding (Compose's default since 1.6) [M].
    case composeText
    /// The same with `PlatformTextStyle(includeFontPadding = true)`: the first line's top and the
    /// last line's bottom on the `head` box [M: one API 26 render].
    case composeFontPadding
    /// `lineHeight = L.sp` with a `LineHeightStyle(alignment, trim)`: each line `ceil(L px)` high,
    /// the extra shared above and below as the alignment says, the first line's top and the last
    /// line's bottom the font's own where trimmed (``AndroidIntegerMetrics/composeLines(_:lineHeight:alignment:trim:includeFontPadding:)``)
    /// [P: androidx `LineHeightStyleSpan`; M: one Material 3 render, Center and None]. One case per
    /// alignment and trim, Compose's default (Proportional, Both) first (``TextRecipe/lineHeightStyle``).
    case composeProportionalTrimBoth, composeProportionalTrimNone, composeProportionalTrimFirstLineTop
    case composeProportionalTrimLastLineBottom
    case composeCenterTrimBoth, composeCenterTrimNone, composeCenterTrimFirstLineTop, composeCenterTrimLastLineBottom
    case composeTopTrimBoth, composeTopTrimNone, composeTopTrimFirstLineTop, composeTopTrimLastLineBottom
    case composeBottomTrimBoth, composeBottomTrimNone, composeBottomTrimFirstLineTop, composeBottomTrimLastLineBottom
    /// `lineHeight = L.sp` with Compose's default `LineHeightStyle` (Proportional, Both) and
    /// `Modifier.paddingFromBaseline(top, bottom)` set to the design's first baseline and the space
    /// below its last, in dp: Compose's counterpart of ``textViewBaselines`` [P: androidx
    /// `AlignmentLineOffsetDp`].
    case composePaddingFromBaseline
    /// A `TextView` with the font alone, `includeFontPadding` on (the View default): the first
    /// line's top and the last line's bottom on the `head` box, lines `descent - ascent` apart
    /// [M: four render sets].
    case textView
    /// A `TextView` with `android:lineHeight = L` (API 28) and `includeFontPadding` off: lines
    /// `L - leading` apart, no spacing below the last [P: TextView, StaticLayout].
    case textViewLineHeight
    /// The same with `firstBaselineToTopHeight` and `lastBaselineToBottomHeight` set to the design's
    /// first baseline and the space below its last, in dp (API 28) [P: TextView].
    case textViewBaselines
    /// The web (docs/commands/spec.md#the-web), lengths in CSS px: `line-height: L px` with the
    /// font as the browser reads it [M: ``CSSLineBox``].
    case cssLineHeight
    /// The same with the `@font-face` rule's `ascent-override`, `descent-override` and
    /// `line-gap-override` set to the metrics the design tool reads (Figma's hhea, Sketch's
    /// CoreText's), for every style of the face; `nil` where the browser reads the same [M].
    case cssFontMetrics
    /// A face of its own for the style (an `@font-face` rule under another family name) whose
    /// overrides put the first baseline and each line where the design does, with `line-height:
    /// normal`: the ascent the design's first baseline, the descent the rest of its line [M].
    case cssStyleFace
    /// Flutter (docs/commands/spec.md#flutter), lengths in logical px, each laid out by SkParagraph
    /// (``FlutterPlatform/style(_:fontSize:lineHeight:)``) [P; S: skia-python's SkParagraph]: a
    /// `Text` with the font alone (`height: null`).
    case flutterText
    /// `TextStyle(height: L / S)`, proportional leading (the default): the line `round(L)`, the
    /// baseline `(A + G/2) / (A + D + G) × L` below its top.
    case flutterHeight
    /// The same with `leadingDistribution: TextLeadingDistribution.even` (Material 3's): the
    /// baseline `(L + A − D) / 2`, centred as Figma centres it.
    case flutterHeightEven
    /// `flutterHeight` with `TextHeightBehavior(applyHeightToFirstAscent: false,
    /// applyHeightToLastDescent: false)`: the first line's ascent and the last line's descent the
    /// font's own.
    case flutterHeightTrimmed
    /// `flutterHeightEven` with the same `TextHeightBehavior`.
    case flutterHeightEvenTrimmed
    /// `flutterHeight` with `StrutStyle(height: L / S, forceStrutHeight: true)` in the same face:
    /// every line the strut's, a fixed pitch whatever the glyphs; with a line gap, shorter than L.
    case flutterStrut
    /// The same, the strut's leading even: every line `round(L)`.
    case flutterStrutEven

    /// The recipe's name in reports.
    package var name: String {
        switch self {
        case .plainLabel: "plain UILabel"
        case .paragraphStyle: "paragraph style"
        case .baselineOffset: "+ baselineOffset"
        case .wrapper: "wrapper view"
        case .swiftUI: "SwiftUI"
        case .composeText: "Compose Text"
        case .composeFontPadding: "+ includeFontPadding"
        case .composeProportionalTrimBoth, .composeProportionalTrimNone, .composeProportionalTrimFirstLineTop,
            .composeProportionalTrimLastLineBottom, .composeCenterTrimBoth, .composeCenterTrimNone,
            .composeCenterTrimFirstLineTop, .composeCenterTrimLastLineBottom, .composeTopTrimBoth, .composeTopTrimNone,
            .composeTopTrimFirstLineTop, .composeTopTrimLastLineBottom, .composeBottomTrimBoth, .composeBottomTrimNone,
            .composeBottomTrimFirstLineTop, .composeBottomTrimLastLineBottom:
            lineHeightStyle.map { "lineHeight, \($0.alignment.kotlinName)/\($0.trim.kotlinName)" } ?? rawValue
        case .composePaddingFromBaseline: "+ paddingFromBaseline"
        case .textView: "TextView"
        case .textViewLineHeight: "TextView lineHeight"
        case .textViewBaselines: "+ first/last baseline"
        case .cssLineHeight: "line-height"
        case .cssFontMetrics: "+ design's metrics"
        case .cssStyleFace: "+ style's own face"
        case .flutterText: "Flutter Text"
        case .flutterHeight: "height"
        case .flutterHeightEven: "height, even"
        case .flutterHeightTrimmed: "height, trimmed"
        case .flutterHeightEvenTrimmed: "height, even, trimmed"
        case .flutterStrut: "forced strut"
        case .flutterStrutEven: "forced strut, even"
        }
    }
}

/// A letter spacing as a design gives it: a percentage of the font size (Figma, tokens) or points
/// (Figma's and CSS's px, Sketch's character spacing). UIKit takes it as `.kern` in points.
package enum LetterSpacing: Sendable, Hashable {
    case points(Double)
    case percent(Double)

    /// Reads `2%`, `0.02em`, `0.5`, `0.5pt` or `-0.4px` (spaces ignored); `nil` when it is none of these.
    package init?(parsing text: String) {
        let trimmed = text.filter { !$0.isWhitespace }.lowercased()
        if trimmed.hasSuffix("%"), let value = DecimalNumber.parse(trimmed.dropLast()) {
            self = .percent(value)
        } else if trimmed.hasSuffix("em"), let value = DecimalNumber.parse(trimmed.dropLast(2)) {
            self = .percent(value * 100)
        } else if let value = DecimalNumber.parse(
            trimmed.hasSuffix("pt") || trimmed.hasSuffix("px") ? trimmed.dropLast(2) : Substring(trimmed))
        {
            self = .points(value)
        } else {
            return nil
        }
    }

    /// The kern in points at `pointSize` points.
    package func points(size pointSize: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): value * pointSize / 100
        }
    }
}

/// What a design says about a text style, and where its tool and each recipe put the text
/// (docs/commands/spec.md). Every length is in points.
package struct DesignSpec: Sendable, Hashable {
    package var tool: DesignTool
    package var pointSize: Double
    /// The line height, or the tool's own (Figma's Auto, Sketch's natural, CSS's normal) when `nil`.
    package var lineHeight: LineHeightValue?
    package var lines: Int
    /// The lines of each paragraph, adding up to ``lines``; `nil` for one paragraph of them all.
    /// Only Figma's box sets paragraphs apart (``paragraphSpacing``).
    package var paragraphs: [Int]?
    /// Figma's `paragraphSpacing`: points added between two paragraphs, whole px [M: 6 REST nodes].
    package var paragraphSpacing: Double = 0
    /// Trim the box to the first cap line and the last baseline.
    package var trimCap: Bool
    /// A fixed-size Figma node's height in points, with its vertical alignment; `nil` where the
    /// box hugs its text.
    package var fixedBox: FixedBox?
    /// The platform of the recipes: a design's px are points on iOS and dp (its sp for text) on
    /// Android, and the scale is the screen's scale or density.
    package var platform: Platform = .ios
    /// The operating system whose font stack reads the face's metrics, where the platform has a
    /// choice (Flutter: `--os`, ``flutterSource``); `nil`: the platform's default (Android's).
    package var os: Platform?

    /// A text box of a fixed height, the text placed in it by Figma's `textAlignVertical`; in UIKit,
    /// a container of that height with the label pinned to its top, centred or pinned to its bottom.
    package struct FixedBox: Sendable, Hashable {
        package var height: Double
        package var alignment: FigmaTextBox.Alignment

        package init(height: Double, alignment: FigmaTextBox.Alignment) {
            self.height = height
            self.alignment = alignment
        }
    }

    package init(
        tool: DesignTool, pointSize: Double, lineHeight: LineHeightValue?, lines: Int = 1, trimCap: Bool = false,
        fixedBox: FixedBox? = nil
    ) {
        self.tool = tool
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.lines = max(1, lines)
        self.trimCap = trimCap
        self.fixedBox = fixedBox
    }

    /// The design's line height `L` in points: as given, or the tool's own, unrounded: Figma's Auto
    /// and CSS's normal from the tables each reads, Sketch's natural height in whole points.
    package func designLineHeight(_ metrics: FontMetrics) -> Double? {
        if let lineHeight { return lineHeight.points(size: pointSize) }
        switch tool {
        case .figma:
            return FigmaTextBox(metrics, pointSize: pointSize, lineHeight: nil)?.lineHeight
        case .sketch:
            return metrics.resolved.map { SketchTextLayer($0, pointSize: pointSize).height }
        case .css:
            guard let (ascender, descender, gap) = CSSLineBox.metrics(metrics), metrics.unitsPerEm > 0 else { return nil }
            return Double(ascender + descender + gap) * pointSize / Double(metrics.unitsPerEm)
        }
    }

    /// Where the tool puts the box and its baselines on a screen of `scale` pixels per point;
    /// `nil` where the tool cannot (no vertical metrics; no cap height to trim to).
    package func toolBox(_ metrics: FontMetrics, scale: Double) -> TextBox? {
        switch tool {
        case .figma:
            return FigmaTextBox(
                metrics, pointSize: pointSize, lineHeight: lineHeight, lines: lines, trimCap: trimCap,
                fixedHeight: fixedBox?.height, alignment: fixedBox?.alignment ?? .top, paragraphs: paragraphs,
                paragraphSpacing: paragraphSpacing
            )
            .map { TextBox(boxHeight: $0.boxHeight, baselines: $0.baselines) }
        case .sketch:
            // One layer is measured; each later line one line height lower [I].
            guard let resolved = metrics.resolved, !trimCap else { return nil }
            let layer = SketchTextLayer(resolved, pointSize: pointSize, lineHeight: lineHeight?.points(size: pointSize))
            return stacked(first: layer.height - layer.baselineFromBottom, pitch: layer.height)
        case .css:
            // Line boxes of one font stack without gaps (CSS Inline Layout 3).
            guard
                let line = CSSLineBox(
                    metrics, fontSize: pointSize, lineHeight: lineHeight?.points(size: pointSize), scale: scale)
            else { return nil }
            let box = line.stacked(lines)
            guard trimCap else { return box }
            return CSSLineBox(metrics, fontSize: pointSize, scale: scale, trimCap: true).map { box.trimmed(capHeight: $0.height) }
        }
    }

    private func stacked(first: Double, pitch: Double) -> TextBox {
        TextBox(boxHeight: Double(lines) * pitch, baselines: (0..<lines).map { first + Double($0) * pitch })
    }
}

extension CSSLineBox {
    /// `count` lines of this box stacked without gaps, as line boxes of one font are (CSS Inline
    /// Layout 3) [M: CSSLineBoxBrowserTests, two and three lines].
    package func stacked(_ count: Int) -> TextBox {
        TextBox(boxHeight: Double(count) * height, baselines: (0..<count).map { baseline + Double($0) * height })
    }
}
