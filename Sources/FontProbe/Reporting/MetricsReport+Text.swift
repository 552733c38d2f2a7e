/// The words and table cells that the text and Markdown reporters share.
extension MetricsReport.Face {
    /// "Lato Regular", with the face index when the file is a collection.
    var title: String {
        var name = [face.metrics.familyName, face.metrics.styleName].filter { !$0.isEmpty }.joined(separator: " ")
        if name.isEmpty { name = face.metrics.postScriptName ?? "(unnamed)" }
        return face.faceCount > 1 ? "\(name) (face \(face.faceIndex) of \(face.faceCount))" : name
    }

    /// Label–value lines for the header: units per em, vertical metrics and why, heights.
    var facts: [(label: String, value: String)] {
        let r = resolved
        return [
            ("units per em", "\(r.unitsPerEm)"),
            (
                "vertical metrics",
                "\(sourceName(r.source)): ascender \(r.ascender), descender \(r.descender), line gap \(r.lineGap)"
                    + " — \(r.reason.explanation)"
            ),
            ("cap height", heightFact(r.capHeight, field: "sCapHeight", glyph: "H")),
            ("x height", heightFact(r.xHeight, field: "sxHeight", glyph: "x")),
        ]
    }

    /// Sentences a user needs to read the numbers right.
    var notes: [String] {
        var notes: [String] = []
        let r = resolved
        if r.hasLegacyAscenderAdjustment {
            let evidence =
                face.metrics.familyName.lowercased() == "helvetica"
                ? "measured on UIFont Helvetica"
                : "from WebKit's iOS list; not measured on a device"
            notes.append(
                "Family '\(face.metrics.familyName)': UIKit raises the ascender (and lineHeight) by 15% of "
                    + "(ascender + |descender|) (\(evidence)).")
        }
        if r.lineGap != 0 {
            notes.append(
                "Line gap \(r.lineGap) units is reported as leading but is not part of lineHeight: "
                    + "UILabel ignores it; UITextView and TextKit add it between lines.")
        }
        if r.capHeight.source == .none {
            notes.append("No cap height (no OS/2 sCapHeight and no 'H' glyph): capHeight and the cap insets are unavailable.")
        }
        if r.xHeight.source == .none {
            notes.append("No x height (no OS/2 sxHeight and no 'x' glyph): xHeight and xInset are unavailable.")
        }
        return notes
    }

    /// ``notes``, plus the disagreement legend when a row is marked.
    var notesAndLegend: [String] {
        notes + (rows.contains { $0.label.modelsDisagree } ? [MetricsTable.disagreementLegend] : [])
    }

    private func sourceName(_ source: VerticalMetricsSource) -> String {
        switch source {
        case .hhea: "hhea"
        case .typo: "OS/2 typo"
        case .win: "OS/2 win"
        }
    }

    private func heightFact(_ height: FontHeight, field: String, glyph: String) -> String {
        switch height.source {
        case .os2: "\(height.units ?? 0) units, from OS/2 \(field)"
        case .glyph: "\(height.units ?? 0) units, measured from the top of the '\(glyph)' outline (no OS/2 \(field))"
        case .none: "unknown (no OS/2 \(field) and no '\(glyph)' glyph)"
        }
    }
}

/// The row table of the text and Markdown reports.
enum MetricsTable {
    /// Column names; the legend explains the short ones.
    static let header = [
        "size", "scale", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight",
        "label", "baseline", "fromTop", "capInset", "capRB", "naive", "xInset", "",
    ]

    /// Marks a row where the two cap-inset models disagree.
    static let disagreementMark = "*"

    static let legend = [
        "label = labelHeight, baseline = baselineInset (from the bottom), fromTop = baselineFromTop;",
        "capInset = seed formula, capRB = capInsetRoundedBaseline, naive = capInsetNaive (whole points),",
        "xInset = xHeightInset. Points; insets are whole pixels at the row's scale.",
    ]

    static let disagreementLegend =
        "\(disagreementMark) capInset and capRB differ: the two published label models disagree by a pixel; check these rows on a device."

    static func cells(_ row: MetricsReport.Row) -> [String] {
        let m = row.metrics
        let l = row.label
        return [
            NumberFormatting.size(m.pointSize), NumberFormatting.size(l.scale) + "x",
            NumberFormatting.points(m.ascender), NumberFormatting.points(m.descender),
            NumberFormatting.points(m.leading), NumberFormatting.points(m.lineHeight),
            NumberFormatting.points(m.capHeight), NumberFormatting.points(m.xHeight),
            NumberFormatting.inset(l.labelHeight), NumberFormatting.inset(l.baselineInset),
            NumberFormatting.inset(l.baselineFromTop), NumberFormatting.inset(l.capInset),
            NumberFormatting.inset(l.capInsetRoundedBaseline), NumberFormatting.inset(l.capInsetNaive),
            NumberFormatting.inset(l.xHeightInset), l.modelsDisagree ? disagreementMark : "",
        ]
    }
}
