/// Which glyph to measure: the one a character maps to, or a glyph by its index.
package enum GlyphQuery: Sendable, Hashable, CustomStringConvertible {
    /// The glyph the font's `cmap` maps this character to.
    case character(Unicode.Scalar)
    /// The glyph with this index (0 is `.notdef`).
    case glyphID(Int)

    /// "'★' (U+2605)", "U+F005" for a character that does not print, or "glyph 12".
    package var description: String {
        switch self {
        case .character(let scalar):
            let code = Self.codepoint(scalar)
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
                .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
                return code
            default:
                return "'\(Character(scalar))' (\(code))"
            }
        case .glyphID(let id):
            return "glyph \(id)"
        }
    }

    /// "U+0041", "U+1F600": at least four hex digits, upper case.
    package static func codepoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// One glyph of a face as the font stores it, in font units (y up from the baseline).
package struct FontGlyph: Sendable, Hashable {
    /// What the glyph has to measure.
    package enum Ink: Sendable, Hashable {
        /// An outline with these bounds (curve extrema), in font units, to 1/64 of a unit.
        case outline(Bounds)
        /// No outline at all (a space).
        case empty
        /// A bitmap only (`CBDT`, `sbix`): no outline to measure.
        case bitmap
    }

    /// The glyph's index in the font.
    package var glyphID: Int
    /// The glyph's name (`post` or `CFF`), when the font has names.
    package var name: String?
    /// The character the glyph was looked up by or, asked for by index, the lowest one the
    /// `cmap` maps to it; `nil` for none.
    package var character: Unicode.Scalar?
    /// The code the glyph was found at in a symbol font's (3, 0) `cmap`, when it is not
    /// ``character``: U+F048 for 'H' [I: symbol fonts store 0x20…0xFF at U+F020…U+F0FF].
    package var symbolCode: UInt32?
    /// The advance width from `hmtx`, in font units.
    package var advance: Int
    package var ink: Ink

    package init(
        glyphID: Int, name: String? = nil, character: Unicode.Scalar? = nil, symbolCode: UInt32? = nil, advance: Int,
        ink: Ink
    ) {
        self.glyphID = glyphID
        self.name = name
        self.character = character
        self.symbolCode = symbolCode
        self.advance = advance
        self.ink = ink
    }

    /// The outline's bounds in font units; `nil` for an empty or bitmap glyph.
    package var bounds: Bounds? {
        if case .outline(let bounds) = ink { return bounds }
        return nil
    }
}

/// Edge distances in points: `UIEdgeInsets` order aside, one value per side.
package struct EdgeInsets: Sendable, Hashable {
    package var top, left, bottom, right: Double

    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Each side at least 0: the alignment rect clipped to the bounds (docs/model.md#glyph-alignment-rectangles).
    var clipped: EdgeInsets { EdgeInsets(top: max(top, 0), left: max(left, 0), bottom: max(bottom, 0), right: max(right, 0)) }

    /// Whether some side is negative: the ink reaches outside the box there.
    package var hasNegativeSide: Bool { min(top, left, bottom, right) < -PixelMath.tolerance }
}

/// A rectangle in font coordinates (y up from the baseline, x from the glyph origin), in the
/// unit its holder names: font units or points.
package struct Bounds: Sendable, Hashable {
    package var xMin, yMin, xMax, yMax: Double

    package init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
        self.xMin = xMin
        self.yMin = yMin
        self.xMax = xMax
        self.yMax = yMax
    }
}

/// Where a glyph's ink sits in the box UIKit gives it, and the `alignmentRectInsets` that make
/// Auto Layout align the ink rather than the box (docs/model.md#glyph-alignment-rectangles) [S: Image Embellishments].
///
/// The box is the glyph's advance wide and the label's line box high, with the baseline
/// `ascender` below its top; the alignment rect is the ink's bounding box. Insets are the
/// distances from the box's edges to the ink's, clipped to 0 where the ink reaches outside.
package struct GlyphAlignment: Sendable, Hashable {
    package var pointSize: Double
    /// The advance width, in points.
    package var advance: Double
    /// UIFont's metrics at the size: the line box is `ascender` above and `-descender` below.
    package var metrics: PointMetrics
    /// The ink's bounds in points, y up; `nil` when the glyph has no outline.
    package var inkBounds: Bounds?
    /// The distances from the box's edges to the ink's, unclipped (negative where the ink is
    /// outside the box): left `xMin`, right `advance - xMax`, top `ascender - yMax`, bottom
    /// `yMin - descender`; `nil` without ink.
    package var inkInsets: EdgeInsets?

    /// `alignmentRectInsets`: ``inkInsets`` clipped to the box, in points.
    package var alignmentRectInsets: EdgeInsets? { inkInsets?.clipped }

    /// The same on a screen of `scale` pixels per point: whole pixels, in points.
    package struct Snapped: Sendable, Hashable {
        package var scale: Double
        /// The box's width, `ceil(advance * k) / k` [I]: partial pixels round up, as for heights.
        package var width: Double
        /// The box's height: the label height `ceil(lineHeight * k) / k` (docs/model.md#the-label-model).
        package var height: Double
        /// The baseline's distance from the box's top (docs/model.md#the-label-model).
        package var baselineFromTop: Double
        /// The unclipped distances from the box's edges to the ink's edges, each ink edge
        /// rounded to the nearest pixel (half away from zero) from the snapped baseline [I].
        package var inkInsets: EdgeInsets?
        /// `alignmentRectInsets`, clipped to the box.
        package var alignmentRectInsets: EdgeInsets? { inkInsets?.clipped }
    }
}

extension ResolvedMetrics {
    /// Where `glyph`'s ink sits in its box at `pointSize` points, unrounded.
    package func alignment(of glyph: FontGlyph, pointSize: Double) -> GlyphAlignment {
        func pt(_ units: Double) -> Double { points(units, size: pointSize) }
        let advance = Double(glyph.advance)
        return GlyphAlignment(
            pointSize: pointSize,
            advance: pt(advance),
            metrics: atSize(pointSize),
            inkBounds: glyph.bounds.map { Bounds(xMin: pt($0.xMin), yMin: pt($0.yMin), xMax: pt($0.xMax), yMax: pt($0.yMax)) },
            inkInsets: glyph.bounds.map {
                EdgeInsets(
                    top: pt(adjustedAscenderUnits - $0.yMax), left: pt($0.xMin), bottom: pt($0.yMin - Double(descender)),
                    right: pt(advance - $0.xMax))
            })
    }

    /// Where `glyph`'s ink sits in its box at `pointSize` points on a screen of `scale` pixels per point.
    package func alignment(of glyph: FontGlyph, pointSize: Double, scale: Double) -> GlyphAlignment.Snapped {
        // Pixel quantities come from font units in one expression each (docs/model.md#the-label-model).
        func pixels(_ units: Double) -> Double { PixelMath.round(points(units, size: pointSize, scale: scale)) }
        let label = label(pointSize: pointSize, scale: scale)
        let width = PixelMath.ceil(points(Double(glyph.advance), size: pointSize, scale: scale))
        // Whole pixel counts: the label's values are pixels / scale.
        let baseline = PixelMath.round(label.baselineFromTop * scale)
        let height = PixelMath.round(label.labelHeight * scale)
        return GlyphAlignment.Snapped(
            scale: scale,
            width: width / scale,
            height: label.labelHeight,
            baselineFromTop: label.baselineFromTop,
            inkInsets: glyph.bounds.map {
                EdgeInsets(
                    top: (baseline - pixels($0.yMax)) / scale, left: pixels($0.xMin) / scale,
                    bottom: (height - baseline + pixels($0.yMin)) / scale, right: (width - pixels($0.xMax)) / scale)
            })
    }
}
