import Foundation
import Testing

@testable import FontProbeTestSupport

/// The keys of every command's JSON, written out here from docs/json-schema.md rather than taken
/// from the code: renaming one is a breaking change of the schema and must fail a test.
@Suite(.serialized)
struct JSONSchemaTests {
    /// The keys naming a face in every command's document.
    static let faceName: Set<String> = [
        "path", "faceIndex", "faceCount", "familyName", "styleName", "postScriptName", "unitsPerEm",
        "verticalMetricsSource", "variation",
    ]

    /// The keys of a `sizes[]` entry.
    static let sizeKeys: Set<String> = [
        "pointSize", "scale", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight", "labelHeight",
        "baselineInset", "baselineFromTop", "capInset", "capInsetNaive", "capInsetRoundedBaseline", "xHeightInset",
        "capInsetArticle", "legacyAscenderAdjustment", "modelsDisagree", "ink",
    ]

    private func document(_ arguments: [String], in directory: URL? = nil) throws -> [String: Any] {
        let result = try CLI.run(arguments + ["--format", "json"], in: directory)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func keys(_ value: Any?) -> Set<String> { Set((value as? [String: Any])?.keys ?? [:].keys) }

    private func first(_ value: Any?) -> Any? { (value as? [Any])?.first }

    @Test func metricsAndAudit() throws {
        let lato = Repository.font("Lato-Regular-subset.ttf")
        let metrics = try document(["metrics", lato, "--size", "17", "--scale", "3"])
        #expect(Set(metrics.keys) == ["schemaVersion", "fonts", "errors"])
        let face = try #require(first(metrics["fonts"]) as? [String: Any])
        #expect(
            Set(face.keys)
                == Self.faceName.union([
                    "tables", "hasSTAT", "verticalMetrics", "capHeight", "xHeight", "fontBounds", "glyphBounds",
                    "glyphFormat", "legacyAscenderAdjustment", "sizes",
                ]))
        #expect(keys(first(face["sizes"])) == Self.sizeKeys)
        #expect(keys(face["verticalMetrics"]) == ["ascender", "descender", "lineGap", "reason"])
        #expect(keys(face["fontBounds"]) == ["xMin", "yMin", "xMax", "yMax"])
        #expect(keys(face["glyphBounds"]) == ["H", "x"])

        // A scale given twice is reported once.
        let audit = try document(["audit", lato, "--scale", "2,3", "--scale", "3"])
        #expect(
            Set(audit.keys) == ["schemaVersion", "pointSize", "scale", "scales", "fonts", "errors", "skipped", "summary"])
        #expect(audit["scale"] as? Int == 3 && audit["scales"] as? [Int] == [2, 3])
        let auditFace = try #require(first(audit["fonts"]) as? [String: Any])
        #expect(Set(auditFace.keys) == Set(face.keys).union(["findings"]))
        #expect((auditFace["sizes"] as? [Any])?.count == 2)
        #expect(keys(audit["summary"]) == ["files", "faces", "unreadable", "skipped", "findings", "rules"])
    }

    @Test func singleFontCommands() throws {
        let lato = Repository.font("Lato-Regular-subset.ttf")
        let line = try document(["spec", lato, "--size", "17", "--line-height", "24"])
        let lineFace = try #require(first(line["fonts"]) as? [String: Any])
        #expect(
            Set(lineFace.keys)
                == Self.faceName.union([
                    "style", "textStyle", "designTool", "pointSize", "lineHeight", "lineHeightGiven", "lineHeightUnit", "lines",
                    "paragraphs", "paragraphSpacing", "trim", "kern", "fontLineHeight", "closest", "unavailable", "code",
                    "scales",
                ]))
        #expect(keys(lineFace["code"]) == ["uiKit", "swiftUI"])
        let scale = try #require(first(lineFace["scales"]) as? [String: Any])
        let recipes: Set<String> = ["plainLabel", "paragraphStyle", "baselineOffset", "wrapper", "swiftUI"]
        #expect(Set(scale.keys) == recipes.union(["scale", "tool", "closest"]))
        #expect(keys(scale["tool"]) == ["boxHeight", "baselines", "baselinesPx", "trimInsets"])
        #expect(
            keys(scale["wrapper"])
                == [
                    "boxHeight", "baselines", "baselinesPx", "trimInsets", "baselineDifference", "boxHeightDifference",
                    "pixelsOff", "withinHalfPixel", "evidence",
                ])
        #expect(keys((scale["wrapper"] as? [String: Any])?["evidence"]) == ["tag", "basis"])

        let dynamic = try document(["dynamic-type", lato, "--style", "body"])
        let dynamicFace = try #require(first(dynamic["fonts"]) as? [String: Any])
        #expect(
            Set(dynamicFace.keys)
                == Self.faceName.union(["style", "baseSize", "maximumSize", "approximation", "categories"]))
        let category = first(dynamicFace["categories"])
        #expect(
            keys(category) == [
                "category", "isAccessibilityCategory", "higPointSize", "higLeading", "lineHeight", "ratio",
                "unclampedPointSize", "pointSize", "clamped", "evidence", "observedSystemPointSize", "scaledValues",
                "sizes",
            ])
        #expect(keys(first((category as? [String: Any])?["sizes"])) == Self.sizeKeys)

        let glyph = try document(["glyph", lato, "--char", "H", "--size", "17"])
        let glyphFace = try #require(first(glyph["fonts"]) as? [String: Any])
        #expect(
            Set(glyphFace.keys)
                == Self.faceName.union([
                    "glyph", "pointSize", "advance", "lineBox", "inkBounds", "alignmentRectInsets", "inkOutsideBox",
                    "inkInsets", "snapped",
                ]))
        #expect(
            keys(glyphFace["glyph"]) == [
                "glyphID", "name", "codepoint", "character", "symbolCode", "advanceUnits", "inkBoundsUnits", "ink",
            ])
        #expect(keys(glyphFace["alignmentRectInsets"]) == ["top", "left", "bottom", "right"])
        #expect(
            keys(first(glyphFace["snapped"])) == [
                "scale", "width", "height", "baselineFromTop", "alignmentRectInsets", "inkInsets",
            ])
    }

    @Test func checkAndSARIF() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let fonts = directory.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.font("FPAudit-Regular.ttf"), toPath: fonts.appendingPathComponent("A.ttf").path)
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: Fonts\nfailOn: warning\n".utf8))
        let check = try document(["check"], in: directory.url)
        #expect(
            Set(check.keys) == [
                "schemaVersion", "passed", "configuration", "failOn", "sizes", "scales", "baseline", "baselineWritten",
                "baselineModelChange", "faces", "summary",
            ])
        let face = try #require(first(check["faces"]) as? [String: Any])
        #expect(Set(face.keys) == ["path", "faceIndex", "instance", "title", "passed", "checks"])
        let checks = try #require(face["checks"] as? [[String: Any]])
        #expect(checks.allSatisfy { Set($0.keys) == ["check", "rule", "passed", "problems"] })
        let problem = try #require(checks.lazy.compactMap { self.first($0["problems"]) }.first)
        #expect(keys(problem) == ["severity", "fails", "message"])
        #expect(
            keys(check["summary"]) == [
                "faces", "failedFaces", "checks", "failedChecks", "failingFindings", "unmetExpectations", "drifts",
                "withoutBaseline", "appFontProblems", "belowFailOn",
            ])

        let sarifRun = try CLI.run(["check", "--format", "sarif"], in: directory.url)
        let sarif = try #require(JSONSerialization.jsonObject(with: Data(sarifRun.stdout.utf8)) as? [String: Any])
        #expect(Set(sarif.keys) == ["$schema", "version", "runs"])
        let run = try #require(first(sarif["runs"]) as? [String: Any])
        #expect(Set(run.keys) == ["tool", "results"])
        #expect(keys(first(run["results"])) == ["ruleId", "ruleIndex", "level", "message", "locations", "properties"])
    }
}
