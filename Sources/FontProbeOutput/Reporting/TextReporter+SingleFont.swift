import FontProbeModel
import FontProbeRules

/// The single-font commands for people: the face's header, a table, and notes.
extension TextReporter: SingleFontReporter {
    package func render(_ report: DynamicTypeReport) -> String {
        let scaling = report.scaling
        let size = NumberFormatting.size
        return blocks(report.faces, heights: [.cap]) { face in
            var table = TextTable(header: [
                "category", "HIG", "leading", "size", "", "evidence", "ascender", "descender", "lineHeight", "capHeight",
                "scale", "value", "label", "capInset",
            ])
            table.leftAligned = [0, 4, 5]
            var notes: [String] = []
            for step in face.steps {
                let s = step.step
                for (index, row) in step.rows.enumerated() {
                    let head =
                        index == 0
                        ? [
                            s.category.rawValue, size(s.hig.size), size(s.hig.leading), NumberFormatting.points(s.pointSize),
                            s.isClamped ? "max" : "", s.evidence.rawValue, NumberFormatting.points(row.metrics.ascender),
                            NumberFormatting.points(row.metrics.descender), NumberFormatting.points(row.metrics.lineHeight),
                            NumberFormatting.points(row.metrics.capHeight),
                        ] : Array(repeating: "", count: 10)
                    table.rows.append(
                        head + [
                            size(row.label.scale) + "x", NumberFormatting.inset(step.scaledValue(scale: row.label.scale)),
                            NumberFormatting.inset(row.label.labelHeight),
                            NumberFormatting.inset(row.label.capInset),
                        ])
                }
                if let lineHeight = DynamicTypeScaling.observedLineHeight(scaling.style, s.category) {
                    notes.append(
                        "At \(s.category.rawValue) UIFontMetrics was measured scaling \(scaling.style.rawValue) by a line "
                            + "height of \(size(lineHeight)) pt, not the HIG's \(size(s.hig.leading)) pt (docs/model.md#dynamic-type)."
                    )
                }
                if let observed = step.observedSystemSize {
                    notes.append(
                        "At \(s.category.rawValue) the HIG lists \(size(s.hig.size)) pt for \(scaling.style.rawValue), "
                            + "but iOS 13.3 returned \(size(observed)) pt for the system font.")
                }
            }
            if face.steps.contains(where: \.step.isClamped), let maximum = scaling.maximumSize {
                notes.append("max = the size is limited to the maximum of \(size(maximum)) pt.")
            }
            notes.append(DynamicTypeReport.approximationNote)
            notes.append("HIG = the style's size in the HIG table; leading = its line height there (the system font's).")
            let maximum = scaling.maximumSize.map { "; maximum \(size($0)) pt" } ?? ""
            return (
                more: [("text style", "\(scaling.style.rawValue), \(size(scaling.baseSize)) pt at large\(maximum)")],
                table: table, notes: notes
            )
        }
    }

    package func render(_ report: GlyphReport) -> String {
        let size = NumberFormatting.size
        let points = NumberFormatting.points
        return blocks(report.faces) { face in
            let glyph = face.glyph
            let a = face.alignment
            var identity = "glyph \(glyph.glyphID)"
            if let name = glyph.name { identity += " '\(name)'" }
            if let character = glyph.character { identity += ", \(GlyphQuery.character(character))" }
            if let code = glyph.symbolCode.flatMap(Unicode.Scalar.init) {
                identity += ", found at \(GlyphQuery.codepoint(code)) of the symbol cmap (inference)"
            }
            var more: [(label: String, value: String)] = [
                ("glyph", identity),
                ("advance", "\(glyph.advance) units = \(points(a.advance)) pt at \(size(report.pointSize)) pt"),
            ]
            if let b = glyph.bounds, let p = a.inkBounds {
                more.append(
                    (
                        "ink bounds",
                        "x \(points(b.xMin))…\(points(b.xMax)), y \(points(b.yMin))…\(points(b.yMax)) units = "
                            + "x \(points(p.xMin))…\(points(p.xMax)), "
                            + "y \(points(p.yMin))…\(points(p.yMax)) pt (y up from the baseline)"
                    ))
            }
            more.append(
                (
                    "line box",
                    "ascender \(points(a.metrics.ascender)), descender \(points(a.metrics.descender)), "
                        + "lineHeight \(points(a.metrics.lineHeight)) pt"
                ))
            var table = TextTable(header: ["", "width", "height", "baseline", "top", "left", "bottom", "right"])
            table.leftAligned = [0]
            let insets = a.alignmentRectInsets
            table.rows.append(
                ["exact", points(a.advance), points(a.metrics.lineHeight), points(a.metrics.ascender)]
                    + Self.cells(insets, format: points))
            for s in face.snapped {
                table.rows.append(
                    [
                        size(s.scale) + "x", NumberFormatting.inset(s.width), NumberFormatting.inset(s.height),
                        NumberFormatting.inset(s.baselineFromTop),
                    ] + Self.cells(s.alignmentRectInsets, format: NumberFormatting.inset))
            }
            var notes = [
                "top, left, bottom, right = alignmentRectInsets: from the box (advance × line box, baseline at the "
                    + "ascender) to the ink. Snapped: box edges round up to a whole pixel, ink edges to the nearest "
                    + "(inference, not measured on a device)."
            ]
            switch glyph.ink {
            case .outline:
                let outside = [("exact", a.inkInsets)] + face.snapped.map { (size($0.scale) + "x", $0.inkInsets) }
                let overflows = outside.compactMap { label, insets in Self.overflow(insets).map { "\(label): \($0)" } }
                if !overflows.isEmpty {
                    notes.append(
                        "The ink reaches outside the box (\(overflows.joined(separator: "; "))): those insets are "
                            + "clipped to 0, and a label that clips to its bounds cuts the ink there.")
                }
            case .empty:
                notes.append("The glyph has no outline (no ink), so it has no alignment rect.")
            case .bitmap:
                notes.append("The font has bitmap glyphs only (color emoji): fontprobe measures outlines, so the ink is unknown.")
            }
            return (more: more, table: table, notes: notes)
        }
    }

    /// "0.2 pt past the top, 0.1 pt past the left" for the negative sides of `insets`; `nil` for none.
    private static func overflow(_ insets: EdgeInsets?) -> String? {
        guard let i = insets, i.hasNegativeSide else { return nil }
        return [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
            .filter { $0.1 < -PixelMath.tolerance }
            .map { "\(NumberFormatting.inset(-$0.1)) pt past the \($0.0)" }
            .joined(separator: ", ")
    }

    private static func cells(_ insets: EdgeInsets?, format: (Double?) -> String) -> [String] {
        guard let i = insets else { return Array(repeating: "—", count: 4) }
        return [format(i.top), format(i.left), format(i.bottom), format(i.right)]
    }

    /// One block per face: the header with `more` facts, the table, the face's own notes (an
    /// unknown height only when in `heights`) and `notes`.
    func blocks<Face: ResolvedFace>(
        _ faces: [Face],
        heights: Set<HeightKind> = [],
        _ body: (Face) -> (more: [(label: String, value: String)], table: TextTable, notes: [String])
    ) -> String {
        let blocks = faces.map { face in
            let (more, table, notes) = body(face)
            var lines = Self.header(face, more: more)
            lines.append("")
            lines.append(table.render())
            let allNotes = face.notes(mentioning: heights) + notes
            if !allNotes.isEmpty {
                lines.append("")
                lines += allNotes.map { "  " + $0.escapingControlCharacters }
            }
            return lines.joined(separator: "\n")
        }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }
}
