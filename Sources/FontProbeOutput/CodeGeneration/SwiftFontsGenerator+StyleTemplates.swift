import FontProbeModel
import FontProbeRules

// The text style type, written only when fontprobe.yml names styles (docs/commands/swift.md#text-styles).
extension SwiftFontsGenerator {
    var styleStruct: String {
        """

        /// A text style: a face at a size, with an optional designed line height (docs/model.md in
        /// fontprobe, Designed line height) and the text style it scales with for Dynamic Type.
        /// Sizes are in points; scales in pixels per point.
        \(access) struct \(styleType): Sendable, Hashable {
            /// A UIKit text style, spelled as in Swift.
            \(access) enum TextStyle: String, Sendable, Hashable, CaseIterable {
                case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
            }

            /// The face.
            \(access) var face: \(metricsType)
            /// The point size at the default content size category.
            \(access) var size: Double
            /// The designed line height, baseline to baseline; `nil` for the face's own.
            \(access) var lineHeight: Double?
            /// The text style it scales with; `nil` for a fixed size.
            \(access) var textStyle: TextStyle?
            /// The most points Dynamic Type scales it to; `nil` for no limit.
            \(access) var maximumPointSize: Double?
            /// The letter spacing as `.kern` at ``size``, in points; `nil` for none.
            \(access) var kern: Double?
            /// How `attributes(for:)` sets the designed line height in UIKit: the recipe `fontprobe spec`
            /// finds closest to the design (docs/commands/spec.md#recipes).
            \(access) var recipe: Recipe

            /// A UIKit recipe for a designed line height (docs/commands/spec.md#recipes).
            \(access) enum Recipe: String, Sendable, Hashable, CaseIterable {
                /// The font alone.
                case plainLabel
                /// `minimumLineHeight = maximumLineHeight = lineHeight` in the paragraph style.
                case paragraphStyle
                /// The same and `baselineOffset = (lineHeight - font.lineHeight) / 4`.
                case baselineOffset
                /// `lineSpacing = lineHeight - font.lineHeight` in the paragraph style, and a view around
                /// the label with ``verticalPadding`` above and below it.
                case wrapper
            }

            \(access) init(
                face: \(metricsType), size: Double, lineHeight: Double? = nil, textStyle: TextStyle? = nil,
                maximumPointSize: Double? = nil, kern: Double? = nil, recipe: Recipe = .baselineOffset
            ) {
                self.face = face
                self.size = size
                self.lineHeight = lineHeight
                self.textStyle = textStyle
                self.maximumPointSize = maximumPointSize
                self.kern = kern
                self.recipe = recipe
            }

            /// The `lineSpacing` of the line-spacing recipe at ``size``: the designed line height minus
            /// the face's line height, never negative; 0 without a designed line height.
            \(access) var lineSpacing: Double {
                lineHeight.map { max(0, $0 - face.lineHeight(size: size)) } ?? 0
            }

            /// The padding above and below the text that puts it in the designed line height, in points
            /// at ``size``: half the designed line height minus the face's (below 0 for lines closer than
            /// the face's), as `fontprobe spec`'s SwiftUI code and the wrapper recipe pad; 0 without one.
            \(access) var verticalPadding: Double {
                lineHeight.map { ($0 - face.lineHeight(size: size)) / 2 } ?? 0
            }

            /// The cap-height inset (label model) at ``size`` and `scale`; `nil` without a cap height.
            \(access) func capInset(scale: Double) -> Double? { face.capInset(size: size, scale: scale) }
        }

        """
    }

    var styleUIKit: String {
        """

        #if canImport(UIKit)
            extension \(styleType).TextStyle {
                /// The same text style in UIKit (tvOS has no `largeTitle`: `title1` there).
                \(access) var uiTextStyle: UIFont.TextStyle {
                    switch self {
                    case .largeTitle:
                        #if os(tvOS)
                            return .title1
                        #else
                            return .largeTitle
                        #endif
                    case .title1: return .title1
                    case .title2: return .title2
                    case .title3: return .title3
                    case .headline: return .headline
                    case .body: return .body
                    case .callout: return .callout
                    case .subheadline: return .subheadline
                    case .footnote: return .footnote
                    case .caption1: return .caption1
                    case .caption2: return .caption2
                    }
                }
            }

            extension \(styleType) {
                /// The face at ``size``, never `nil` (the face's `font(size:)`), scaled with `UIFontMetrics`
                /// for ``textStyle`` (at most ``maximumPointSize``) when it has one.
                @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
                \(access) func uiFont() -> UIFont {
                    let font = face.font(size: CGFloat(size))
                    guard let textStyle else { return font }
                    let metrics = UIFontMetrics(forTextStyle: textStyle.uiTextStyle)
                    guard let maximumPointSize else { return metrics.scaledFont(for: font) }
                    return metrics.scaledFont(for: font, maximumPointSize: CGFloat(maximumPointSize))
                }

                /// The attributes of ``recipe`` for `font` (``uiFont()``), as `fontprobe spec`'s UIKit code
                /// sets them: the designed line height, the baseline offset or line spacing, and the kern,
                /// each scaled as the font was (`font.pointSize / size`); the font and the kern alone
                /// without a designed line height. The wrapper's ``verticalPadding`` is the view's to add.
                \(access) func attributes(for font: UIFont) -> [NSAttributedString.Key: Any] {
                    let ratio = font.pointSize / CGFloat(size)
                    var attributes: [NSAttributedString.Key: Any] = [.font: font]
                    if let lineHeight {
                        switch recipe {
                        case .plainLabel:
                            break
                        case .paragraphStyle:
                            let paragraph = NSMutableParagraphStyle()
                            paragraph.minimumLineHeight = CGFloat(lineHeight) * ratio
                            paragraph.maximumLineHeight = CGFloat(lineHeight) * ratio
                            attributes[.paragraphStyle] = paragraph
                        case .baselineOffset:
                            attributes = \(name).lineHeightAttributes(for: font, lineHeight: CGFloat(lineHeight) * ratio)
                        case .wrapper:
                            attributes[.paragraphStyle] = \(name).lineSpacingParagraphStyle(
                                for: font, lineHeight: CGFloat(lineHeight) * ratio)
                        }
                    }
                    if let kern { attributes[.kern] = CGFloat(kern) * ratio }
                    return attributes
                }
            }
        #endif

        """
    }

    var styleSwiftUI: String {
        """

        #if canImport(SwiftUI)
            /// `Font.TextStyle.title2`, `.title3` and `.caption2` need iOS 14, macOS 11, tvOS 14, watchOS 7.
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension \(styleType).TextStyle {
                /// The same text style in SwiftUI (`title1` is `.title`, `caption1` is `.caption`).
                \(access) var fontTextStyle: Font.TextStyle {
                    switch self {
                    case .largeTitle: .largeTitle
                    case .title1: .title
                    case .title2: .title2
                    case .title3: .title3
                    case .headline: .headline
                    case .body: .body
                    case .callout: .callout
                    case .subheadline: .subheadline
                    case .footnote: .footnote
                    case .caption1: .caption
                    case .caption2: .caption2
                    }
                }
            }

            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension \(styleType) {
                /// The face at ``size``, relative to ``textStyle`` when it has one (SwiftUI's
                /// `Font.custom` takes no maximum size), else fixed.
                \(access) func font() -> Font {
                    guard let textStyle else { return face.swiftUIFont(size: CGFloat(size)) }
                    return face.font(size: CGFloat(size), relativeTo: textStyle.fontTextStyle)
                }

                /// The style on a view, as `fontprobe spec`'s SwiftUI code sets it: its ``font()``, its
                /// ``kern`` as kerning (iOS 16, macOS 13, tvOS 16, watchOS 9: none before), its designed
                /// line height as ``lineSpacing`` between lines and ``verticalPadding`` above and below;
                /// the lengths scaled as Dynamic Type scales the font (`@ScaledMetric` relative to the same
                /// text style), fixed for a style without a text style.
                \(access) struct Modifier: ViewModifier {
                    \(access) var style: \(styleType)
                    @ScaledMetric private var scaledSpacing: CGFloat
                    @ScaledMetric private var scaledPadding: CGFloat
                    @ScaledMetric private var scaledKern: CGFloat

                    \(access) init(_ style: \(styleType)) {
                        self.style = style
                        let relative = style.textStyle?.fontTextStyle ?? .body
                        _scaledSpacing = ScaledMetric(wrappedValue: CGFloat(style.lineSpacing), relativeTo: relative)
                        _scaledPadding = ScaledMetric(wrappedValue: CGFloat(style.verticalPadding), relativeTo: relative)
                        _scaledKern = ScaledMetric(wrappedValue: CGFloat(style.kern ?? 0), relativeTo: relative)
                    }

                    \(access) func body(content: Content) -> some View {
                        let fixed = style.textStyle == nil
                        return kerned(content.font(style.font()), style.kern.map { fixed ? CGFloat($0) : scaledKern })
                            .lineSpacing(fixed ? CGFloat(style.lineSpacing) : scaledSpacing)
                            .padding(.vertical, fixed ? CGFloat(style.verticalPadding) : scaledPadding)
                    }

                    /// `view` with `kern` points of kerning where SwiftUI has `View.kerning(_:)`.
                    @ViewBuilder private func kerned(_ view: some View, _ kern: CGFloat?) -> some View {
                        if let kern {
                            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                                view.kerning(kern)
                            } else {
                                view
                            }
                        } else {
                            view
                        }
                    }
                }

                /// The box trimmed to the cap height and the baseline, as `CapHeightAlignedLabel`'s
                /// alignment insets do in UIKit: the face's `capInset` and `baselineInset` at the
                /// font's size (scaled as the font is) and the screen's scale, taken off as padding.
                \(access) struct CapHeightTrim: ViewModifier {
                    \(access) var style: \(styleType)
                    @ScaledMetric private var scaledSize: CGFloat
                    @Environment(\\.displayScale) private var displayScale

                    \(access) init(_ style: \(styleType)) {
                        self.style = style
                        _scaledSize = ScaledMetric(
                            wrappedValue: CGFloat(style.size), relativeTo: style.textStyle?.fontTextStyle ?? .body)
                    }

                    \(access) func body(content: Content) -> some View {
                        let size = Double(style.textStyle == nil ? CGFloat(style.size) : scaledSize)
                        let scale = Double(displayScale > 0 ? displayScale : 1)
                        let top = style.face.capInset(size: size, scale: scale) ?? 0
                        let bottom = style.face.baselineInset(size: size, scale: scale)
                        return content.padding(.top, CGFloat(-top)).padding(.bottom, CGFloat(-bottom))
                    }
                }
            }

            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension View {
                /// Sets `style` on this view (``\(styleType)/Modifier``).
                \(access) func textStyle(_ style: \(styleType)) -> some View { modifier(\(styleType).Modifier(style)) }

                /// Trims this view to `style`'s cap height and baseline (``\(styleType)/CapHeightTrim``).
                \(access) func capHeightTrimmed(_ style: \(styleType)) -> some View {
                    modifier(\(styleType).CapHeightTrim(style))
                }
            }
        #endif

        """
    }
}
