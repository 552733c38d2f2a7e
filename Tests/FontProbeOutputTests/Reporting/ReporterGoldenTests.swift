import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// Each reporter's exact bytes for a fixed report, against a reviewed golden file.
/// Re-record with `FONTPROBE_RECORD_SNAPSHOTS=1 make test`, then review the diff.
struct ReporterGoldenTests {
    /// SF (published values), a Times face (legacy adjustment, non-zero line gap) and a face
    /// without cap or x height, a variable face at a named instance, at 17 pt on 1x and 3x, plus
    /// one unreadable input.
    static let report: MetricsReport = {
        let times = FontMetrics.literal(
            family: "Times", unitsPerEm: 2048, hhea: (1825, -443, 87), typo: (1420, -442, 307), capHeight: 1356,
            xHeight: 916)
        let bare = FontMetrics.literal(family: "Bare", unitsPerEm: 1000, hhea: (800, -200, 0), os2Version: 1)
        var faces = [("SF.ttf", FontMetrics.sf), ("Times.ttf", times), ("Bare.ttf", bare)].map {
            FontFace(path: $0.0, faceIndex: 0, faceCount: 1, metrics: $0.1)
        }
        // A variable face at its named instance "Medium", where MVAR moves hhea and cap height.
        var medium = FontMetrics.literal(
            family: "Var", unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500)
        medium.variation = MetricsVariation(ascender: 50, descender: -10, capHeight: 30)
        let axis = VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 100, maximum: 900)
        let space = VariationSpace(
            axes: [axis],
            namedInstances: [NamedInstance(name: "Thin", coordinates: [100]), NamedInstance(name: "Medium", coordinates: [500])])
        let instance = FontInstance(name: "Medium", coordinates: [AxisSetting(tag: "wght", value: 500)], isDefault: false)
        faces.append(
            FontFace(
                path: "Var.ttf", faceIndex: 0, faceCount: 1, metrics: medium,
                variation: FaceVariation(space: space, instance: instance)))
        let errors = [FontReadError(path: "broken.ttf", reason: "the file is empty")]
        return MetricsReport(faces: faces, errors: errors, sizes: [17], scales: [1, 3])
    }()

    @Test(arguments: [
        (OutputFormat.text, "metrics.txt"), (.json, "metrics.json"), (.csv, "metrics.csv"), (.markdown, "metrics.md"),
    ])
    func golden(format: OutputFormat, file: String) throws {
        try compare(try format.metricsReporter.render(Self.report), file)
    }

    /// An audit of SF (no findings), a Regular/Bold family whose metrics differ and whose Regular
    /// declares a cap height 40 units under its 'H', a face with no usable metrics, and an
    /// unreadable file, at 17 pt @2x and @3x.
    static let audit: AuditReport = {
        let regular = FontMetrics.literal(
            family: "Fam", unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500, glyphH: 740, glyphX: 500)
        var bold = FontMetrics.literal(family: "Fam", unitsPerEm: 1000, hhea: (850, -250, 0), capHeight: 700, xHeight: 500)
        bold.styleName = "Bold"
        let zero = FontMetrics.literal(family: "Zero", unitsPerEm: 1000, hhea: (0, 0, 0), typo: (0, 0, 0), win: (0, 0))
        let faces = [("SF.ttf", FontMetrics.sf), ("Fam-Bold.ttf", bold), ("Fam-Regular.ttf", regular), ("Zero.ttf", zero)]
            .map { FontFace(path: $0.0, faceIndex: 0, faceCount: 1, metrics: $0.1) }
        let errors = [FontReadError(path: "broken.ttf", reason: "the file is empty")]
        return AuditReport(
            fileCount: 5, faces: faces, errors: errors, skipped: [SkippedPath(path: "x.ttf", reason: "a broken symlink")],
            pointSize: 17, scales: [2, 3])
    }()

    @Test(arguments: [
        (AuditFormat.text, "audit.txt"), (.json, "audit.json"), (.csv, "audit.csv"), (.markdown, "audit.md"),
        (.html, "audit.html"),
    ])
    func auditGolden(format: AuditFormat, file: String) throws {
        try compare(try format.reporter().render(Self.audit), file)
    }

    private func compare(_ rendered: String, _ file: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(file)")
        try Golden.expect(rendered, equals: url)
    }
}
