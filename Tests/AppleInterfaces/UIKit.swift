// The UIKit API fontprobe's generated Swift and `spec`'s code use, declared for type-checking on
// Linux only (Tests/AppleInterfaces/README.md): names, argument labels, types and availability as
// Apple's documentation gives them, each with its page. Nothing here runs but a font's lookup: a
// name is found once a file of that name (its extension aside) is registered through CoreText's
// stand-in, so a test can run the generated registration.
import CoreText
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uifont (iOS 2)
open class UIFont: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard RegisteredFonts.shared.urls.contains(where: { $0.deletingPathExtension().lastPathComponent == fontName })
        else { return nil }
        size = fontSize
    }
    private init(size: CGFloat) { self.size = size }
    private let size: CGFloat
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { size }
    /// https://developer.apple.com/documentation/uikit/uifont/ascender
    open var ascender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/descender
    open var descender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/leading
    open var leading: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/capheight
    open var capHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/xheight
    open var xHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { 0 }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle (iOS 7)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// iOS 11, watchOS 5; not on tvOS
        @available(iOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// iOS 9
        @available(iOS 9.0, *) public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        @available(iOS 9.0, *) public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        @available(iOS 9.0, *) public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        @available(iOS 9.0, *) public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics (iOS 11, tvOS 11, watchOS 4)
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont { font }
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:)
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection (iOS 8)
open class UITraitCollection: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// https://developer.apple.com/documentation/uikit/uiview
open class UIView: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}
    /// `UIView()`: a view with a zero frame, as `init(frame: .zero)`.
    public override convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/alignmentrectinsets
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    /// (deprecated in iOS 17 in favour of registerForTraitChanges, still called)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() {}
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/topanchor (and the others, iOS 9)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition (iOS 17)
public protocol UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type
/// https://developer.apple.com/documentation/uikit/uitraitdisplayscale (iOS 17)
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition {}
/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration (iOS 17)
public protocol UITraitChangeRegistration {}
/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 (iOS 17): UIView
/// conforms.
public protocol UITraitChangeObservable {}
extension UITraitChangeObservable {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)-3xbgb
    @available(iOS 17.0, tvOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { fatalError() }
}
extension UIView: UITraitChangeObservable {}

/// https://developer.apple.com/documentation/uikit/uilabel (not on watchOS)
@available(watchOS, unavailable)
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory (iOS 10)
    open var adjustsFontForContentSizeCategory: Bool = false
    /// https://developer.apple.com/documentation/uikit/uilabel/font (implicitly unwrapped)
    open var font: UIFont! = nil
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int = 1
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting (iOS 10)
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject {
    open var lineSpacing: CGFloat { 0 }
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
    open var lineHeightMultiple: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle {
    private var values: [CGFloat] = [0, 0, 0, 0]
    open override var lineSpacing: CGFloat {
        get { values[0] }
        set { values[0] = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values[1] }
        set { values[1] = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values[2] }
        set { values[2] = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values[3] }
        set { values[3] = newValue }
    }
}

/// The attribute keys UIKit adds to Foundation's NSAttributedString.Key.
/// https://developer.apple.com/documentation/foundation/nsattributedstring/key
extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
    public static let kern = NSAttributedString.Key("NSKern")
}
