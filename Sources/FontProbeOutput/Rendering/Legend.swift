import FontProbeModel
import FontProbeRules

/// The colours of a sheet (docs/commands/render.md#the-legend).
package enum Palette {
    package static let background = RGBA(255, 255, 255)
    /// The label's box: light grey.
    package static let labelBox = RGBA(228, 228, 228)
    /// The alignment rect, from the cap line to the baseline: translucent blue over the box.
    package static let alignmentRect = RGBA(66, 133, 244, 64)
    package static let text = RGBA(20, 20, 20)
    package static let words = RGBA(40, 40, 40)
    package static let grid = RGBA(0, 0, 0, 28)
    package static let baseline = RGBA(214, 39, 40)
    package static let capLine = RGBA(31, 119, 180)
    package static let xLine = RGBA(44, 160, 44)
    package static let ascender = RGBA(255, 127, 14)
    package static let descender = RGBA(148, 103, 189)
    package static let ink = RGBA(227, 0, 180)
    /// The design tool's box and baselines in `spec`'s picture: blue, apart from the platform's red
    /// baselines for eyes that tell red from magenta poorly (Okabe and Ito's colour-blind-safe blue).
    package static let tool = RGBA(0, 114, 178)
    /// The first face's baseline and cap line, carried across the compared face's label.
    package static let reference = RGBA(110, 110, 110)
}

/// One line of the legend: a swatch drawn as the picture draws the thing, and what it is.
struct LegendEntry: Hashable {
    enum Swatch: Hashable {
        case fill(RGBA)
        /// A line `thickness` picture pixels thick.
        case line(RGBA, LineStyle, thickness: Int = 2)
        case grid
    }

    var swatch: Swatch
    var text: String

    /// Picture pixels of a swatch, and of the gap after it.
    static let swatchWidth = 36

    /// The entries of a legend, in the order the lines are listed in docs/commands/render.md.
    /// Printable ASCII and × and −, which the legend's font has (``LegendFont``).
    static func entries(style: LegendStyle, grid: Bool, compare: Bool) -> [LegendEntry] {
        switch style {
        case .none:
            return []
        case .full:
            var entries = [
                LegendEntry(
                    swatch: .fill(Palette.labelBox),
                    text: "label box: ceil(lineHeight × k) px high, ceil(advance) px wide (the label hugs the text)"),
                LegendEntry(
                    swatch: .fill(Palette.alignmentRect),
                    text: "alignment rect after the insets: from the cap line (capInset) to the baseline (baselineInset)"),
                LegendEntry(
                    swatch: .line(Palette.baseline, .solid),
                    text: "baseline, where UIKit draws it: round(ascender × k) px below the top"),
                LegendEntry(swatch: .line(Palette.capLine, .solid), text: "cap line: round(capHeight × k) px above the baseline"),
                LegendEntry(swatch: .line(Palette.xLine, .solid), text: "x line: round(xHeight × k) px above the baseline"),
                LegendEntry(
                    swatch: .line(Palette.ascender, .solid),
                    text: "ascender: round(ascender × k) px above the baseline (the box's top)"),
                LegendEntry(
                    swatch: .line(Palette.descender, .solid),
                    text:
                        "descender: round(−descender × k) px below the baseline (the box's bottom: ceil(lineHeight × k) from its top)"
                ),
                LegendEntry(
                    swatch: .line(Palette.ink, .dotted),
                    text: "dotted: top of the outline of 'H' (or 'x'), rounded, where it misses the cap (x) line"),
            ]
            if grid { entries.append(LegendEntry(swatch: .grid, text: "grid: one device pixel")) }
            if compare {
                entries.append(
                    LegendEntry(
                        swatch: .line(Palette.reference, .solid),
                        text: "grey: the first font's baseline and cap line, carried across the compared font"))
            }
            return entries
        }
    }
}
