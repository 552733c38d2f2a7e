import FontProbeModel
import FontProbeRules

/// One line per face, size and scale, with full-precision numbers (RFC 4180 quoting).
/// `instance` holds a variable font's coordinates ("wght 700, wdth 90"), empty for a static font.
package struct CSVReporter: MetricsReporter {
    package init() {}

    static let header = [
        "path", "faceIndex", "familyName", "styleName", "instance", "unitsPerEm", "verticalMetricsSource",
        "capHeightSource", "xHeightSource", "pointSize", "scale", "ascender", "descender", "leading",
        "lineHeight", "capHeight", "xHeight", "labelHeight", "baselineInset", "baselineFromTop",
        "capInset", "capInsetNaive", "capInsetRoundedBaseline", "xHeightInset", "modelsDisagree", "capInsetArticle",
    ]

    /// The columns `metrics --platform` adds for a platform's lines, in device pixels, from the
    /// JSON's keys: `androidTextSizePx`, then `androidViewHeightPx`, `androidViewBaselinePx`,
    /// `androidViewCapTopPx` and the same for each other line.
    static func header(_ lines: PlatformLines) -> [String] {
        func key(_ words: String...) -> String {
            lines.platform.rawValue + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        return [key(lines.sizeKey)]
            + lines.lines.flatMap { [key($0.key, "heightPx"), key($0.key, "baselinePx"), key($0.key, "capTopPx")] }
    }

    package func render(_ report: MetricsReport) -> String {
        // Each platform names the same lines for every face, even one it cannot lay out.
        let noFace = FontMetrics(unitsPerEm: 0, familyName: "", styleName: "", hhea: nil, os2: nil)
        let platformHeader = report.platforms.sorted().compactMap { $0.model.lines(noFace, size: 0, scale: 1) }
            .flatMap(Self.header)
        var lines = [(Self.header + platformHeader).joined(separator: ",")]
        for face in report.faces {
            let m = face.face.metrics
            let r = face.resolved
            let prefix = [
                Self.text(face.face.path), "\(face.face.faceIndex)", Self.text(m.familyName), Self.text(m.styleName),
                Self.text(face.face.variation?.instance.coordinateSummary ?? ""), "\(r.unitsPerEm)",
                r.source.rawValue, r.capHeight.source.rawValue, r.xHeight.source.rawValue,
            ]
            for row in face.rows {
                let p = row.metrics
                let l = row.label
                let numbers: [Double?] = [
                    p.pointSize, l.scale, p.ascender, p.descender, p.leading, p.lineHeight, p.capHeight,
                    p.xHeight, l.labelHeight, l.baselineInset, l.baselineFromTop, l.capInset, l.capInsetNaive,
                    row[.capInsetRoundedBaseline], l.xHeightInset,
                ]
                let platformNumbers: [Double?] = row.lines.flatMap { platform in
                    [platform.size] + platform.lines.flatMap { [$0.pixels?.height, $0.pixels?.baseline, $0.pixels?.capTop] }
                }
                let cells =
                    prefix + numbers.map(Self.cell) + ["\(l.articleDiffers)", Self.cell(l.article.capInset)]
                    + platformNumbers.map(Self.cell)
                lines.append(cells.map(Self.quote).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number in full precision; empty where the font has no such height.
    private static func cell(_ number: Double?) -> String { number.map { "\($0)" } ?? "" }

    /// A name or path from a font or the file system, which a spreadsheet must not take for a
    /// formula: one that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` in
    /// front, as OWASP recommends against CSV injection (docs/security.md#reports). Numbers are
    /// fontprobe's own and keep their sign.
    static func text(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return field }
        return "'" + field
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
