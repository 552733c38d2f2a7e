import FontProbeModel
import FontProbeRules

/// The words and table cells that the text and Markdown reporters share.
extension ResolvedFace {
    /// Label–value lines for the header: units per em, vertical metrics and why, heights.
    var facts: [(label: String, value: String)] {
        let r = resolved
        let variation = face.metrics.variation
        return [
            ("units per em", "\(r.unitsPerEm)"),
            (
                "vertical metrics",
                "\(sourceName(r.source)): ascender \(r.ascender), descender \(r.descender), line gap \(r.lineGap)"
                    + " — \(r.reason.explanation)"
            ),
            ("cap height", heightFact(.cap, r.capHeight, delta: ("cpht", variation.capHeight))),
            ("x height", heightFact(.x, r.xHeight, delta: ("xhgt", variation.xHeight))),
        ] + variationFacts
    }

    /// The axes and, at an instance other than the default, the MVAR deltas applied.
    private var variationFacts: [(label: String, value: String)] {
        guard let variation = face.variation else { return [] }
        var facts = [("axes", variation.space.axes.map(\.summary).joined(separator: ", "))]
        let deltas = face.metrics.variation.nonZero
        if !variation.instance.isDefault {
            facts.append(
                (
                    "MVAR deltas",
                    deltas.isEmpty
                        ? "none at this instance"
                        : deltas.map { "\($0.tag) \($0.delta > 0 ? "+" : "")\($0.delta)" }.joined(separator: ", ")
                ))
        }
        return facts
    }

    /// Sentences a user needs to read the numbers right.
    var notes: [String] { notes(mentioning: [.cap, .x]) }

    /// ``notes``, saying that a height is unknown only for the heights in `heights` (the ones a
    /// report shows).
    func notes(mentioning heights: Set<HeightKind>) -> [String] {
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
        if r.reason == .typoMetricsFlagWithoutSTAT {
            notes.append(
                "hhea without STAT is measured for one font in UIKit renders (4 of 5 button titles); other fonts "
                    + "with USE_TYPO_METRICS and no STAT are not (docs/model.md#which-vertical-metrics-coretext-uses).")
        }
        if heights.contains(.cap), r.capHeight.source == .glyph {
            notes.append(
                "CoreText's cap height for a font without an OS/2 cap height is not measured on a device: fontprobe "
                    + "takes the top of the 'H' outline (inference).")
        }
        if r.lineGap != 0 {
            notes.append(
                "Line gap \(r.lineGap) units is reported as leading but is not part of lineHeight: "
                    + "UILabel ignores it; UITextView and TextKit add it between lines.")
        }
        if let descender = face.metrics.hhea?.descender, descender > 0, r.source == .hhea {
            notes.append(
                "hhea stores the descender as +\(descender); CoreText reads it as a distance below the baseline (\(-descender)).")
        }
        if heights.contains(.cap), r.capHeight.source == .none {
            notes.append("No cap height: capHeight and the cap insets are unavailable, not 0.")
        }
        if heights.contains(.x), r.xHeight.source == .none {
            notes.append("No x height: xHeight and xInset are unavailable, not 0.")
        }
        let variation = face.metrics.variation
        if r.source == .hhea, variation.ascender != 0 || variation.descender != 0 || variation.lineGap != 0 {
            notes.append(
                "The MVAR hasc/hdsc/hlgp deltas are added to hhea, as FreeType adds them to every source; the OpenType "
                    + "spec ties them to OS/2 typo only, and CoreText has not been measured here (inference).")
        }
        return notes
    }

    private func sourceName(_ source: VerticalMetricsSource) -> String {
        switch source {
        case .hhea: "hhea"
        case .typo: "OS/2 typo"
        case .win: "OS/2 win"
        }
    }

    private func heightFact(_ kind: HeightKind, _ height: FontHeight, delta: (tag: String, units: Int)) -> String {
        let m = face.metrics
        return switch height.source {
        case .os2:
            "\(height.units ?? 0) units, from OS/2 \(kind.field)" + (delta.units != 0 ? " + MVAR \(delta.tag)" : "")
        case .glyph:
            "\(height.units ?? 0) units, measured from the top of the '\(kind.glyph)' outline "
                + "(\(m.undeclaredHeightReason(kind)))"
        case .none: "unknown (\(m.missingHeightReason(kind)))"
        }
    }
}

extension MetricsReport.Face {
    /// ``notes``, plus the legend of each mark a row carries.
    var notesAndLegend: [String] {
        notes + (rows.contains { $0.label.articleDiffers } ? [MetricsTable.articleLegend] : [])
            + (rows.contains { ($0.label.ink.capLineMiss ?? 0) != 0 } ? [MetricsTable.inkLegend] : [])
    }
}

/// The row table of the text and Markdown reports.
enum MetricsTable {
    /// Column names; the legend explains the short ones.
    static let header = [
        "size", "scale", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight",
        "label", "baseline", "fromTop", "capInset", "article", "naive", "xInset", "",
    ]

    /// Marks a row where the article's formula differs from the measured label model.
    static let articleMark = "*"

    static let legend = [
        "label = labelHeight, baseline = baselineInset (from the bottom), fromTop = baselineFromTop (UIKit's baseline);",
        "capInset = cap-height inset (the one to use); article = the same by the article's formula (history);",
        "naive = capInsetNaive (whole points); xInset = x-height inset.",
        "Points; insets are whole pixels at the row's scale.",
    ]

    static let articleLegend =
        "\(articleMark) article differs from capInset: the article's formula puts the baseline a pixel away from where "
        + "UIKit renders it (docs/model.md#the-articles-formula)."

    /// Marks a row where the cap line misses the ink of 'H': `ink+1` when the line is a pixel above
    /// the top of 'H', `ink-1` below (docs/model.md#ink-against-the-prediction).
    static func inkMark(_ miss: Int) -> String { "ink\(miss > 0 ? "+" : "")\(miss)" }

    static let inkLegend =
        "ink+N / ink-N: the cap line (round(capHeight × scale)) is N pixels above / below the top of the 'H' outline "
        + "at that size; a label aligned by its cap height sits N pixels off text whose caps it should line up with."

    /// The marks column: ``articleMark`` and ``inkMark(_:)``, as they apply.
    static func marks(_ label: LabelMetrics) -> String {
        var marks: [String] = []
        if label.articleDiffers { marks.append(articleMark) }
        if let miss = label.ink.capLineMiss, miss != 0 { marks.append(inkMark(miss)) }
        return marks.joined(separator: " ")
    }

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
            NumberFormatting.inset(l.article.capInset), NumberFormatting.inset(l.capInsetNaive),
            NumberFormatting.inset(l.xHeightInset), marks(l),
        ]
    }
}

/// The table of lines in device pixels that `metrics --platform` adds: UIKit's label, then each
/// other platform's line at the same size and scale (docs/commands/metrics.md#platforms). Without
/// iOS among the platforms, the table is the report's only one: no UIKit label row and no `vs
/// UIKit` column, since a scale such as Android's 2.625 is no iOS device's.
enum LinesTable {
    static func header(_ report: MetricsReport) -> [String] {
        ["size", "scale", "line", "height", report.lineCount.map { $0 > 1 ? "baselines" : "baseline" } ?? "baseline", "capTop"]
            + (showsUIKit(report) ? ["vs UIKit"] : [])
    }

    /// How many baselines a cell lists before "…" (docs/commands/metrics.md#several-lines).
    static let shownBaselines = 3

    /// Whether the report shows UIKit's numbers (the metrics table, its notes and the UIKit label
    /// row): with iOS among the platforms asked for.
    static func showsUIKit(_ report: MetricsReport) -> Bool { report.platforms.contains(.ios) }

    /// What the table's numbers are, and each platform's size and scale, in its own words.
    static func legend(_ report: MetricsReport) -> String {
        let platforms = report.platforms.sorted().filter { $0 != .ios }.map(\.words).map {
            "\($0.name): size in \($0.sizeUnit), scale as the \($0.scaleName)"
        }
        let sizes = platforms.joined(separator: "; ")
        let several = (report.lineCount ?? 1) > 1
        return
            (several
            ? "Boxes of \(report.lineCount ?? 1) lines in device pixels: height, baselines (each line's, the first "
                + "\(shownBaselines), then …) and capTop (the top of the first line's cap height) below the box's top"
            : "Lines in device pixels: height, baseline and capTop (the top of the cap height) below the line's top")
            + (showsUIKit(report) ? "; vs UIKit = how far below UIKit's baseline the line's baseline lies." : ".")
            + (sizes.isEmpty ? "" : " " + sizes.prefix(1).uppercased() + sizes.dropFirst() + ".")
    }

    /// Whether the report has the table.
    static func applies(_ report: MetricsReport) -> Bool { report.platforms != [.ios] || report.lineCount != nil }

    /// UIKit's label (with `uikit`; with several lines SwiftUI's Text too, which lays one line out
    /// as the label does), then Android's View and Compose lines and CSS's, as the row has them.
    static func rows(_ row: MetricsReport.Row, uikit showsUIKit: Bool = true) -> [[String]] {
        let uikit = row.ios?.lines.first?.pixels ?? row.uikit
        func cells(_ name: String, _ line: LinePixels?) -> [String] {
            let numbers =
                line.map { [pixels($0.height), baselines($0.baselines), pixels($0.capTop), shift($0.baseline - uikit.baseline)] }
                ?? ["—", "—", "—", "—"]
            return [NumberFormatting.size(row.metrics.pointSize), NumberFormatting.size(row.label.scale) + "x", name]
                + (showsUIKit ? numbers : Array(numbers.dropLast()))
        }
        let others = row.lines.flatMap { platform in platform.lines.map { cells($0.name, $0.pixels) } }
        guard showsUIKit else { return others }
        let swiftUI = (row.lineCount ?? 1) > 1 ? row.ios?.lines.dropFirst().map { cells($0.name, $0.pixels) } ?? [] : []
        return [Array(cells("UIKit label", uikit).dropLast()) + [""]] + swiftUI + others
    }

    /// Why a line is missing from the table, and what several lines rest on, for the face's notes.
    static func notes(_ face: MetricsReport.Face) -> [String] {
        face.rows.first.map { $0.platformLines.compactMap(\.note) } ?? []
    }

    private static func pixels(_ value: Double?) -> String { value.map { NumberFormatting.trimmed($0, decimals: 3) } ?? "—" }

    /// The first ``shownBaselines`` baselines, then "…" for the rest.
    private static func baselines(_ values: [Double]) -> String {
        let shown = values.prefix(shownBaselines).map { pixels($0) }.joined(separator: ", ")
        return values.count > shownBaselines ? shown + ", …" : shown
    }

    private static func shift(_ value: Double) -> String {
        let text = NumberFormatting.trimmed(value, decimals: 3)
        return value > 0 ? "+" + text : text
    }
}
