/// A UIKit text style (`UIFont.TextStyle`), spelled as in Swift: `.body` is `body`.
package enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A UIKit content size category (`UIContentSizeCategory`), spelled as in Swift, smallest first.
package enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category iOS starts with, and the one `UIFontMetrics` scales from.
    package static let `default` = ContentSizeCategory.large

    /// The five larger sizes turned on under Accessibility › Larger Text.
    package var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    package static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A text style's size and line height at one content size category, in points, as Apple's
/// Human Interface Guidelines list them (Typography › Specifications) for the system font.
package struct HIGTextSize: Sendable, Hashable {
    /// The point size.
    package var size: Double
    /// The HIG "Leading" column: the line height, baseline to baseline (not the extra gap).
    package var leading: Double
}

/// How much a category's Dynamic Type size rests on: a render measured there, or the curve
/// fitted elsewhere (docs/model.md#dynamic-type).
package enum DynamicTypeEvidence: String, Sendable, Hashable {
    /// The default category: `UIFontMetrics` returns the size it was given [M].
    case identity
    /// `scaledFont(for:)` was measured at this category in UIKit and SwiftUI renders [M]:
    /// extra-small, Medium, extra-extra-extra-large (10 custom fonts, docs/uikit-evidence.md), AX3
    /// and AX5 (Data/uikit-pixels-3.json).
    case measured
    /// No render was measured here: the same line-height curve, inferred [I].
    case inferred
}

/// Dynamic Type for a custom font (docs/model.md#dynamic-type): the size `UIFontMetrics` gives a
/// font designed at `baseSize` points for a text style at each content size category.
///
/// `scaledFont(for:)` scales by the style's line height ("leading" in the HIG table) at the
/// category over its line height at Large, and rounds to whole points, then limits the result to
/// `maximumPointSize` [M: docs/uikit-evidence.md]. Where that was measured and where it is inferred
/// is each step's ``Step/evidence``.
package struct DynamicTypeScaling: Sendable, Hashable {
    package var style: TextStyle
    /// The custom font's size at the default (Large) category, in points.
    package var baseSize: Double
    /// `maximumPointSize` of `scaledFont(for:maximumPointSize:)`, in points; `nil` for none.
    package var maximumSize: Double?

    /// `baseSize` defaults to the style's HIG size at Large, as for `preferredFont(forTextStyle:)`.
    package init(style: TextStyle, baseSize: Double? = nil, maximumSize: Double? = nil) {
        self.style = style
        self.baseSize = baseSize ?? Self.hig(style, .default).size
        self.maximumSize = maximumSize
    }

    /// The HIG size and leading of `style` at `category`.
    package static func hig(_ style: TextStyle, _ category: ContentSizeCategory) -> HIGTextSize {
        // The table is complete for every style and category (DynamicTypeTableTests checks it).
        higTable[style]![category]!
    }

    /// The line height, in points, that `UIFontMetrics` scales `style` by at `category`: the HIG's
    /// leading, except where renders showed iOS using another (``observedLineHeights``).
    package static func lineHeight(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        observedLineHeight(style, category) ?? hig(style, category).leading
    }

    /// Where renders showed `UIFontMetrics` scaling `style` at `category` by a line height other
    /// than the HIG's, in points; `nil` where none is known.
    package static func observedLineHeight(_ style: TextStyle, _ category: ContentSizeCategory) -> Double? {
        observedLineHeights[style]?[category]
    }

    /// What the size at `category` rests on.
    package static func evidence(_ category: ContentSizeCategory) -> DynamicTypeEvidence {
        switch category {
        case .large: .identity
        case .extraSmall, .medium, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge:
            .measured
        default: .inferred
        }
    }

    /// One content size category's sizes.
    package struct Step: Sendable, Hashable {
        package var category: ContentSizeCategory
        /// The style's HIG size and leading at this category.
        package var hig: HIGTextSize
        /// The line height scaled by over the one at Large: `lineHeight(style, category) /
        /// lineHeight(style, .large)`.
        package var ratio: Double
        /// The line height scaled to, in points: ``DynamicTypeScaling/lineHeight(_:_:)`` at this category.
        package var lineHeight: Double
        /// The line height scaled from, in points: the style's at Large.
        package var largeLineHeight: Double
        /// `round(baseSize * ratio)`, whole points, before the maximum.
        package var unclampedSize: Double
        /// ``unclampedSize`` limited to the maximum size, in points: the size to lay out at.
        package var pointSize: Double
        /// What this size rests on.
        package var evidence: DynamicTypeEvidence
        /// Whether the maximum size lowered this step's size.
        package var isClamped: Bool { pointSize < unclampedSize }

        /// `UIFontMetrics.scaledValue(for: value)` at this category on a screen of `scale` pixels
        /// per point: `value * ratio` rounded to the nearest pixel, not to whole points [I: one
        /// published value, 17 at Medium → 16.333 at 3x].
        package func scaledValue(_ value: Double, scale: Double) -> Double {
            // One expression from the line heights, as for the size: title2 21 pt at xxxL on 3x is
            // 21 × 34 × 3 / 28 = 76.5 px exactly, where `value * ratio * scale` gives 76.49999….
            PixelMath.round(value * lineHeight * scale / largeLineHeight) / scale
        }
    }

    /// The largest size any category gives before the maximum, in points (at the accessibility
    /// end of the table for every style).
    package var largestUnclampedSize: Double { ContentSizeCategory.allCases.map { step($0).unclampedSize }.max()! }

    /// The sizes at `category`.
    package func step(_ category: ContentSizeCategory) -> Step {
        let (at, large) = (Self.lineHeight(style, category), Self.lineHeight(style, .default))
        // One expression, so that a half point is exactly a half before it is rounded.
        let unclamped = PixelMath.round(baseSize * at / large)
        return Step(
            category: category, hig: Self.hig(style, category), ratio: at / large, lineHeight: at, largeLineHeight: large,
            unclampedSize: unclamped, pointSize: maximumSize.map { min(unclamped, $0) } ?? unclamped,
            evidence: Self.evidence(category))
    }

    /// Where iOS itself was seen to differ from the HIG table for `style` at `category` (the
    /// size `UIFont.preferredFont` returned on an iOS 13.3 simulator), or `nil` where no
    /// difference is known.
    package static func observedSystemSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double? {
        observedSystemSizes[style]?[category]
    }
}

extension DynamicTypeScaling {
    /// Line heights (points) `UIFontMetrics` was seen to scale by where they differ from the HIG
    /// table [M, one render]. Subheadline at extra-extra-extra-large: HelveticaNeue-Italic 15 pt
    /// measured 20 pt (Data/uikit-pixels.json, faberNovel/ADUtils @898f0f52, docs/uikit-evidence.md),
    /// where the HIG's 28 gives round(15 × 28 / 20) = 21. A line height of 26 or 27 fits; 26 is taken,
    /// the column's step from 24 like its neighbours' (14 → 16 → 18 … 24 → 26 → 31) [I].
    static let observedLineHeights: [TextStyle: [ContentSizeCategory: Double]] = [
        .subheadline: [.extraExtraExtraLarge: 26]
    ]
}
