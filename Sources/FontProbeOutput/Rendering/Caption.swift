import FontProbeModel
import FontProbeRules

/// The words under each cell of a sheet (docs/commands/render.md#captions): the face, the size,
/// the numbers a developer copies, and what the picture cannot show by itself.
enum Caption {
    /// The most missing characters a caption lists by code point.
    static let missingListed = 6

    /// The caption of a cell: each label's lines, the compared face's after the first's.
    static func lines(labels: [SheetLayout.Label]) -> [String] {
        labels.enumerated().flatMap { index, label in
            lines(of: label, compared: index > 0)
        }
    }

    /// One label's lines.
    static func lines(of label: SheetLayout.Label, compared: Bool) -> [String] {
        let m = label.metrics
        let k = m.scale
        func px(_ points: Double) -> String { String(Int(saturating: PixelMath.round(points * k))) }
        func pt(_ points: Double) -> String { NumberFormatting.inset(points) }
        var lines = [
            "\(compared ? "vs " : "")\(label.face.title), \(NumberFormatting.size(m.pointSize)) pt @\(NumberFormatting.size(k))x"
        ]
        var numbers: [String] = []
        if let capInset = m.capInset {
            numbers.append("capInset \(pt(capInset)) pt (\(px(capInset)) px)")
        } else {
            numbers.append("no cap height")
        }
        numbers.append(
            "baseline \(pt(m.baselineFromTop)) pt from the top (\(px(m.baselineFromTop)) px), "
                + "\(pt(m.baselineInset)) pt above the bottom (\(px(m.baselineInset)) px)")
        lines.append(numbers.joined(separator: ", "))
        if let miss = m.ink.capLineMiss, miss != 0 {
            lines.append("ink of 'H' \(abs(miss)) px \(miss > 0 ? "below" : "above") the cap line")
        }
        if let miss = m.ink.xLineMiss, miss != 0 {
            lines.append("ink of 'x' \(abs(miss)) px \(miss > 0 ? "below" : "above") the x line")
        }
        if !label.raster.missing.isEmpty {
            lines.append("no glyph for " + missingList(label.raster.missing))
        }
        return lines
    }

    /// "U+1F600, U+00E9", then "and 3 more" past ``missingListed``: code points only, since the
    /// legend's font may lack the characters too.
    static func missingList(_ missing: [Unicode.Scalar]) -> String {
        var parts = missing.prefix(missingListed).map(GlyphQuery.codepoint)
        if missing.count > missingListed { parts.append("and \(missing.count - missingListed) more") }
        return parts.joined(separator: ", ")
    }

}
