/// A UIKit text style (`UIFont.TextStyle`), spelled as in Swift: `.body` is `body`.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A UIKit content size category (`UIContentSizeCategory`), spelled as in Swift, smallest first.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category iOS starts with, and the one `UIFontMetrics` scales from.
    public static let `default` = ContentSizeCategory.large

    /// The five larger sizes turned on under Accessibility › Larger Text.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A text style's size and line height at one content size category, in points, as Apple's
/// Human Interface Guidelines list them (Typography › Specifications) for the system font.
public struct HIGTextSize: Sendable, Hashable {
    /// The point size.
    public var size: Double
    /// The HIG "Leading" column: the line height, baseline to baseline (not the extra gap).
    public var leading: Double
}

/// Dynamic Type for a custom font (docs/model.md#dynamic-type): the size `UIFontMetrics` would give a font
/// designed at `baseSize` points for a text style, approximated from the HIG table.
///
/// Apple does not document `UIFontMetrics`' curve, and it is not exactly the HIG ratio [M]:
/// `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)` was observed as 16.333 at Medium,
/// where the ratio gives 16. Every size here is that approximation, never UIKit's value.
public struct DynamicTypeScaling: Sendable, Hashable {
    public var style: TextStyle
    /// The custom font's size at the default (Large) category, in points.
    public var baseSize: Double
    /// `maximumPointSize` of `scaledFont(for:maximumPointSize:)`, in points; `nil` for none.
    public var maximumSize: Double?

    /// `baseSize` defaults to the style's HIG size at Large, as for `preferredFont(forTextStyle:)`.
    public init(style: TextStyle, baseSize: Double? = nil, maximumSize: Double? = nil) {
        self.style = style
        self.baseSize = baseSize ?? Self.hig(style, .default).size
        self.maximumSize = maximumSize
    }

    /// The HIG size and leading of `style` at `category`.
    public static func hig(_ style: TextStyle, _ category: ContentSizeCategory) -> HIGTextSize {
        // The table is complete for every style and category (DynamicTypeTableTests checks it).
        higTable[style]![category]!
    }

    /// One content size category's sizes.
    public struct Step: Sendable, Hashable {
        public var category: ContentSizeCategory
        /// The style's HIG size and leading at this category.
        public var hig: HIGTextSize
        /// `hig(style, category).size / hig(style, .large).size`.
        public var ratio: Double
        /// `baseSize * hig.size / hig(style, .large).size`, before the maximum, in points.
        public var unclampedSize: Double
        /// ``unclampedSize`` limited to the maximum size, in points: the size to lay out at.
        public var pointSize: Double
        /// Whether the maximum size lowered this step's size.
        public var isClamped: Bool { pointSize < unclampedSize }
    }

    /// The largest size any category gives before the maximum, in points (at the accessibility
    /// end of the table for every style).
    public var largestUnclampedSize: Double { ContentSizeCategory.allCases.map { step($0).unclampedSize }.max()! }

    /// The sizes at `category`. Nothing is rounded: the HIG ratio is applied to the exact size.
    public func step(_ category: ContentSizeCategory) -> Step {
        let hig = Self.hig(style, category)
        let large = Self.hig(style, .default).size
        // One expression, so that the style's own size at Large gives its HIG sizes exactly.
        let unclamped = baseSize * hig.size / large
        let ratio = hig.size / large
        return Step(
            category: category, hig: hig, ratio: ratio, unclampedSize: unclamped,
            pointSize: maximumSize.map { min(unclamped, $0) } ?? unclamped)
    }

    /// Where iOS itself was seen to differ from the HIG table for `style` at `category` (the
    /// size `UIFont.preferredFont` returned on an iOS 13.3 simulator), or `nil` where no
    /// difference is known.
    public static func observedSystemSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double? {
        observedSystemSizes[style]?[category]
    }
}
