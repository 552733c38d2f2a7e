import FontProbeModel
import FontProbeRules

// The fixed parts of the generated file. The arithmetic of the metrics type is fontprobe's own
// (PointMetrics.swift, LabelMetrics.swift), copied expression for expression so that its numbers
// are bit for bit those of `fontprobe metrics` (docs/commands/swift.md#verified-on-linux).
extension SwiftFontsGenerator {
    var metricsStruct: String {
        """
        /// One face's vertical metrics in font units, as fontprobe reads them from the font file, and
        /// the layout UIKit gives text set in it, computed with fontprobe's formulas
        /// (docs/model.md in fontprobe): every value equals what `fontprobe metrics` reports.
        /// Sizes are in points; scales in pixels per point.
        \(access) struct \(metricsType): Sendable, Hashable {
            /// The name `UIFont(name:size:)` takes (name ID 6).
            \(access) var postScriptName: String
            /// The family name (name ID 16, else 1).
            \(access) var familyName: String
            /// The style name (name ID 17, else 2).
            \(access) var styleName: String
            /// Font units per em (`head.unitsPerEm`).
            \(access) var unitsPerEm: Int
            /// The ascender CoreText uses, in font units.
            \(access) var ascender: Int
            /// The descender CoreText uses, in font units (≤ 0).
            \(access) var descender: Int
            /// The line gap CoreText uses, in font units.
            \(access) var lineGap: Int
            /// The cap height in font units; `nil` when the font has none.
            \(access) var capHeight: Int?
            /// The x height in font units; `nil` when the font has none.
            \(access) var xHeight: Int?
            /// Whether UIKit raises the ascender by 15% of (ascender + |descender|) (Helvetica, Times).
            \(access) var hasLegacyAscenderAdjustment: Bool

            /// The legacy adjustment in font units, or 0.
            \(access) var legacyAdjustmentUnits: Double {
                hasLegacyAscenderAdjustment ? 0.15 * Double(ascender - descender) : 0
            }

            /// The ascender in font units as UIKit uses it, the legacy adjustment included.
            \(access) var adjustedAscenderUnits: Double { Double(ascender) + legacyAdjustmentUnits }

            /// `units` font units in points at `size` (in pixels, times `scale`), in one expression.
            \(access) func points(_ units: Double, size: Double, scale: Double = 1) -> Double {
                units * size * scale / Double(unitsPerEm)
            }

            /// `UIFont.ascender` at `size` points.
            \(access) func ascender(size: Double) -> Double { points(adjustedAscenderUnits, size: size) }

            /// `UIFont.descender` at `size` points (≤ 0).
            \(access) func descender(size: Double) -> Double { points(Double(descender), size: size) }

            /// `UIFont.leading` at `size` points: the line gap.
            \(access) func leading(size: Double) -> Double { points(Double(lineGap), size: size) }

            /// `UIFont.lineHeight` at `size` points: ascender minus descender.
            \(access) func lineHeight(size: Double) -> Double {
                points(Double(ascender - descender) + legacyAdjustmentUnits, size: size)
            }

            /// `UIFont.capHeight` at `size` points; `nil` without a cap height.
            \(access) func capHeight(size: Double) -> Double? { capHeight.map { points(Double($0), size: size) } }

            /// `UIFont.xHeight` at `size` points; `nil` without an x height.
            \(access) func xHeight(size: Double) -> Double? { xHeight.map { points(Double($0), size: size) } }

            /// The height of a one-line label, `ceil(lineHeight * scale) / scale`, in points.
            \(access) func labelHeight(size: Double, scale: Double) -> Double {
                Self.pixelCeil(points(Double(ascender - descender) + legacyAdjustmentUnits, size: size, scale: scale)) / scale
            }

            /// The baseline's distance from the label's bottom, `labelHeight - baselineFromTop`, in points.
            \(access) func baselineInset(size: Double, scale: Double) -> Double {
                (Self.pixelCeil(points(Double(ascender - descender) + legacyAdjustmentUnits, size: size, scale: scale))
                    - Self.pixelRound(points(adjustedAscenderUnits, size: size, scale: scale))) / scale
            }

            /// The baseline's distance from the label's top, `round(ascender * scale) / scale`, in points:
            /// where UIKit draws it.
            \(access) func baselineFromTop(size: Double, scale: Double) -> Double {
                Self.pixelRound(points(adjustedAscenderUnits, size: size, scale: scale)) / scale
            }

            /// The cap-height inset: the `alignmentRectInsets.top` that puts Auto Layout's top on the
            /// cap height, `(round(ascender * scale) - round(capHeight * scale)) / scale`, in points;
            /// `nil` without a cap height.
            \(access) func capInset(size: Double, scale: Double) -> Double? {
                inset(capHeight, size: size, scale: scale)
            }

            /// The naive cap inset `round(ascender - capHeight)` in whole points, accurate to ±1 pt only:
            /// shown to compare, not to use; `nil` without a cap height.
            \(access) func capInsetNaive(size: Double) -> Double? {
                capHeight.map { Self.pixelRound(points(adjustedAscenderUnits - Double($0), size: size)) }
            }

            /// The cap-height inset by the article's formula, whose baseline `ceil(lineHeight * scale) -
            /// ceil(-descender * scale)` UIKit renders contradict where it differs: to compare, not to use.
            \(access) func capInsetArticle(size: Double, scale: Double) -> Double? {
                capHeight.map {
                    (Self.pixelCeil(points(Double(ascender - descender) + legacyAdjustmentUnits, size: size, scale: scale))
                        - Self.pixelCeil(points(Double(-descender), size: size, scale: scale))
                        - Self.pixelRound(points(Double($0), size: size, scale: scale))) / scale
                }
            }

            /// The cap-height inset under its earlier name, from when it was a cross-check.
            @available(*, deprecated, renamed: "capInset(size:scale:)")
            \(access) func capInsetRoundedBaseline(size: Double, scale: Double) -> Double? {
                capInset(size: size, scale: scale)
            }

            /// The x-height inset, `(round(ascender * scale) - round(xHeight * scale)) / scale`, in points;
            /// `nil` without an x height.
            \(access) func xHeightInset(size: Double, scale: Double) -> Double? {
                inset(xHeight, size: size, scale: scale)
            }

            private func inset(_ height: Int?, size: Double, scale: Double) -> Double? {
                height.map {
                    (Self.pixelRound(points(adjustedAscenderUnits, size: size, scale: scale))
                        - Self.pixelRound(points(Double($0), size: size, scale: scale))) / scale
                }
            }

            /// `x` snapped to the nearest integer when within 1e-9 of it.
            \(access) static func pixelSnap(_ x: Double) -> Double {
                let nearest = x.rounded()
                return abs(x - nearest) <= 1e-9 ? nearest : x
            }

            /// `ceil` after snapping: 12.000000000000002 is 12, not 13.
            \(access) static func pixelCeil(_ x: Double) -> Double { pixelSnap(x).rounded(.up) }

            /// `round`, half away from zero, after snapping.
            \(access) static func pixelRound(_ x: Double) -> Double {
                pixelSnap(x).rounded(.toNearestOrAwayFromZero)
            }
        }

        """
    }

    private var classAccess: String { access == .public ? "open" : "internal" }

    var uiKit: String {
        """

        #if canImport(UIKit)
            import CoreText
            import UIKit

            extension \(metricsType) {
                /// The face at `size` points, never `nil`: the font files are registered the first
                /// time a font is asked for (once, from ``\(name)/registerFonts(in:)``'s default
                /// bundle). A face still missing stops a debug build with the reason, and is the
                /// system font in a release build.
                \(access) func font(size: CGFloat) -> UIFont {
                    if let font = uiFont(size: size) { return font }
                    assertionFailure("\\(postScriptName) is not registered: bundle its font file, or call \(name).registerFonts(in:)")
                    return UIFont.systemFont(ofSize: size)
                }

                /// The face at `size` points, its font files registered on first use; `nil` when it is
                /// still not found (not bundled, nor in UIAppFonts).
                \(access) func uiFont(size: CGFloat) -> UIFont? {
                    \(name).registerOnFirstUse()
                    return UIFont(name: postScriptName, size: size)
                }

                /// The face at `size` points scaled for Dynamic Type like `style`, at most
                /// `maximumPointSize` points when given; `nil` until the font is registered.
                /// UIFontMetrics needs iOS 11, tvOS 11, watchOS 4.
                @available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
                \(access) func uiFont(
                    size: CGFloat, relativeTo style: UIFont.TextStyle, maximumPointSize: CGFloat? = nil
                ) -> UIFont? {
                    guard let font = uiFont(size: size) else { return nil }
                    let metrics = UIFontMetrics(forTextStyle: style)
                    guard let maximumPointSize else { return metrics.scaledFont(for: font) }
                    return metrics.scaledFont(for: font, maximumPointSize: maximumPointSize)
                }
            }

            extension \(name) {
                /// Registers the font files of ``fontFileNames`` found in `bundle` for this process, and
                /// returns the names of those not registered (missing, or already registered): an
                /// empty list when every font is there. \(bundle == .module
                    ? "By default the resources of the package target this file is in."
                    : "By default the app's bundle; in a Swift package target\n        /// that bundles the fonts as resources, pass `.module`.")
                \(access) static func registerFonts(in bundle: Bundle = .\(bundle.rawValue)) -> [String] {
                    fontFileNames.filter { fileName in
                        guard let url = bundle.url(forResource: fileName, withExtension: nil) else { return true }
                        return !CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                    }
                }

                /// The font files registered from the default bundle, once: a static constant's value
                /// is computed the first time it is read, by one thread, while the others wait.
                private static let registration: Void = { _ = registerFonts() }()

                /// Registers the font files the first time it is called; after that, nothing.
                fileprivate static func registerOnFirstUse() { _ = registration }

                #if !os(watchOS)  // watchOS has no UILabel
                    /// A label whose Auto Layout top is the cap height of its font and whose bottom is its
                    /// baseline, from the live `UIFont` and the screen's scale: UIKit draws the baseline
                    /// `round(ascender * scale)` pixels below the top of a label `ceil(lineHeight * scale)` tall.
                    \(classAccess) class CapHeightAlignedLabel: UILabel {
                        \(classAccess) override var alignmentRectInsets: UIEdgeInsets {
                            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
                            let height = (font.lineHeight * scale).snappedToPixel.rounded(.up)
                            let baseline = (font.ascender * scale).snappedToPixel.rounded(.toNearestOrAwayFromZero)
                            let capHeight = (font.capHeight * scale).snappedToPixel.rounded(.toNearestOrAwayFromZero)
                            var insets = super.alignmentRectInsets
                            insets.top = (baseline - capHeight) / scale
                            insets.bottom = (height - baseline) / scale
                            return insets
                        }
                    }
                #endif

                /// The paragraph style of the line-spacing recipe for a designed line height of
                /// `lineHeight` points: `lineSpacing` is `lineHeight - font.lineHeight` (never negative).
                \(access) static func lineSpacingParagraphStyle(for font: UIFont, lineHeight: CGFloat)
                    -> NSParagraphStyle
                {
                    let style = NSMutableParagraphStyle()
                    style.lineSpacing = max(0, lineHeight - font.lineHeight)
                    return style
                }

                /// The attributes of the line-height recipe: minimum and maximum line height
                /// `lineHeight` points, and `baselineOffset` `(lineHeight - font.lineHeight) / 4`.
                \(access) static func lineHeightAttributes(for font: UIFont, lineHeight: CGFloat)
                    -> [NSAttributedString.Key: Any]
                {
                    let style = NSMutableParagraphStyle()
                    style.minimumLineHeight = lineHeight
                    style.maximumLineHeight = lineHeight
                    return [.font: font, .paragraphStyle: style, .baselineOffset: (lineHeight - font.lineHeight) / 4]
                }
            }

            extension CGFloat {
                /// The value snapped to the nearest integer when within 1e-9 of it.
                fileprivate var snappedToPixel: CGFloat {
                    let nearest = rounded()
                    return (self - nearest).magnitude <= 1e-9 ? nearest : self
                }
            }
        #endif

        """
    }

    var swiftUI: String {
        """

        #if canImport(SwiftUI)
            import SwiftUI

            /// `Font.custom(_:fixedSize:)` and `Font.custom(_:size:relativeTo:)` need iOS 14, macOS 11,
            /// tvOS 14, watchOS 7.
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
            extension \(metricsType) {
                /// The face at a fixed `size` points, not scaled by Dynamic Type; with UIKit, its font
                /// files registered on first use. Named apart from UIKit's `font(size:)`, as SwiftGen
                /// names it, so that `[.font: face.font(size: 17)]` means the `UIFont`.
                \(access) func swiftUIFont(size: CGFloat) -> Font {
                    #if canImport(UIKit)
                        \(name).registerOnFirstUse()
                    #endif
                    return .custom(postScriptName, fixedSize: size)
                }

                /// The face at `size` points, scaled for Dynamic Type like `style`; with UIKit, its font
                /// files registered on first use.
                \(access) func font(size: CGFloat, relativeTo style: Font.TextStyle) -> Font {
                    #if canImport(UIKit)
                        \(name).registerOnFirstUse()
                    #endif
                    return .custom(postScriptName, size: size, relativeTo: style)
                }
            }

            extension \(metricsType) {
                /// The `lineSpacing` that gives a designed line height of `lineHeight` points at `size`
                /// points: `lineHeight` minus the font's line height, never negative.
                \(access) func lineSpacing(lineHeight: CGFloat, size: CGFloat) -> CGFloat {
                    max(0, lineHeight - CGFloat(self.lineHeight(size: Double(size))))
                }
            }
        #endif

        """
    }
}
