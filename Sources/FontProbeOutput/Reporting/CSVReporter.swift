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

    /// The columns `metrics --platform android` and `web` add, in device pixels.
    static let androidHeader = [
        "androidTextSizePx", "androidViewHeightPx", "androidViewBaselinePx", "androidViewCapTopPx",
        "androidComposeHeightPx", "androidComposeBaselinePx", "androidComposeCapTopPx",
    ]
    static let webHeader = ["webFontSizePx", "webNormalHeightPx", "webNormalBaselinePx", "webNormalCapTopPx"]

    package func render(_ report: MetricsReport) -> String {
        let (android, web) = (report.platforms.contains(.android), report.platforms.contains(.web))
        let header = Self.header + (android ? Self.androidHeader : []) + (web ? Self.webHeader : [])
        var lines = [header.joined(separator: ",")]
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
                func line(_ line: LinePixels?) -> [Double?] { [line?.height, line?.baseline, line?.capTop] }
                let platformNumbers: [Double?] =
                    (android ? [row.android?.textSize] + line(row.android?.view) + line(row.android?.compose) : [])
                    + (web ? [row.web?.fontSize] + line(row.web?.normal) : [])
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
