// The SwiftUI API fontprobe's generated Swift and `spec`'s code use, declared for type-checking on
// Linux only (Tests/AppleInterfaces/README.md): names, labels, types and availability as Apple's
// documentation gives them; nothing here runs.
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/font (iOS 13)
public struct Font: Hashable, Sendable {
    private var name: String
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:) (iOS 13)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:) (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:) (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle (iOS 13; title2, title3 and
    /// caption2 iOS 14)
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title
        @available(iOS 14.0, macOS 11.0, *) case title2
        @available(iOS 14.0, macOS 11.0, *) case title3
        case headline, subheadline, body, callout, footnote, caption
        @available(iOS 14.0, macOS 11.0, *) case caption2
    }
}

/// https://developer.apple.com/documentation/swiftui/view
public protocol View {}

/// A view changed by a modifier, as SwiftUI's `ModifiedContent`.
public struct ModifiedView<Content: View>: View {
    var content: Content
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/linespacing(_:) (iOS 13)
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { ModifiedView(content: self) }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:) (iOS 13)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { ModifiedView(content: self) }
    /// https://developer.apple.com/documentation/swiftui/view/font(_:) (iOS 13)
    public func font(_ font: Font?) -> some View { ModifiedView(content: self) }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/kerning(_:) (iOS 16)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func kerning(_ kerning: CGFloat) -> some View { ModifiedView(content: self) }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder (iOS 13)
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:) (iOS 14)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (iOS 13)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {}

/// https://developer.apple.com/documentation/swiftui/anyview (iOS 13)
public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)-5q5ko
    public init<V: View>(_ view: V) {}
}

/// https://developer.apple.com/documentation/swiftui/text (iOS 13)
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (a string, verbatim)
    public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/font(_:) (iOS 13): Text stays Text
    public func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/kerning(_:) (iOS 13)
    public func kerning(_ kerning: CGFloat) -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier (iOS 13)
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifiedContentProxy<Self>
    func body(content: Self.Content) -> Self.Body
}

/// The content a modifier's `body` receives (SwiftUI's `_ViewModifier_Content`).
public struct ModifiedContentProxy<Modifier: ViewModifier>: View {}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:) (iOS 13)
    public func modifier<T: ViewModifier>(_ modifier: T) -> some View { ModifiedView(content: self) }
}

/// https://developer.apple.com/documentation/swiftui/scaledmetric (iOS 14)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/scaledmetric/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale (iOS 13)
    public var displayScale: CGFloat { 1 }
}

/// https://developer.apple.com/documentation/swiftui/environment (iOS 13)
@propertyWrapper
public struct Environment<Value> {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { wrappedValue = EnvironmentValues()[keyPath: keyPath] }
    public var wrappedValue: Value
}
