import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// `spec`'s UIKit and SwiftUI code for every recipe, with and without the cap trim, kern and more
/// than one line, type-checked against Apple's documented interfaces (Tests/AppleInterfaces): a
/// wrong name, label or type in what a developer pastes fails here.
struct SpecCodeTests {
    static let sf = FontMetrics.literal(
        family: "FP SF Like", unitsPerEm: 2048, hhea: (1950, -494, 0), capHeight: 1443, xHeight: 1078)

    /// Each UIKit recipe as the one written, for one case of the others.
    static func codes() throws -> [(label: String, code: SpecCode)] {
        var metrics = sf
        metrics.postScriptName = "FPSFLike-Regular"
        let face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        var codes: [(String, SpecCode)] = []
        for trim in [false, true] {
            for lines in [1, 3] {
                for kern in [nil, 0.56] as [Double?] {
                    let spec = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(38), lines: lines, trimCap: trim)
                    let report = SpecReport(faces: [face], errors: [], spec: spec, kern: kern, scales: [2, 3])
                    var reported = try #require(report.faces.first)
                    for recipe in IOSPlatform.codedRecipes {
                        reported.closest = recipe
                        let code = try #require(SpecCode(reported))
                        codes.append(("\(recipe) lines \(lines) trim \(trim) kern \(kern ?? 0)", code))
                    }
                }
            }
        }
        // Styles tied to a text style (title1 and caption1 have other names in SwiftUI), one with
        // a maximum size: UIFontMetrics, relativeTo: and @ScaledMetric.
        let styles: [(TextStyle, Double?)] = [(.body, nil), (.title1, 40), (.caption1, nil)]
        for (textStyle, maximum) in styles {
            for lines in [1, 3] {
                for kern in [nil, 0.56] as [Double?] {
                    let spec = DesignSpec(tool: .figma, pointSize: 28, lineHeight: .points(38), lines: lines)
                    let style = SpecReport.Style(
                        name: "typography.\(textStyle)", swiftName: "typography\(textStyle)", textStyle: textStyle,
                        maximumSize: maximum)
                    let report = SpecReport(
                        styles: [SpecReport.StyledFace(style: style, face: face, spec: spec, kern: kern)], errors: [],
                        scales: [2, 3])
                    var reported = try #require(report.faces.first)
                    for recipe in IOSPlatform.codedRecipes {
                        reported.closest = recipe
                        let code = try #require(SpecCode(reported))
                        codes.append(("\(recipe) \(textStyle) lines \(lines) kern \(kern ?? 0)", code))
                    }
                }
            }
        }
        return codes
    }

    /// The trimmed label follows the screen's scale with registerForTraitChanges on iOS 17, and with
    /// traitCollectionDidChange, marked deprecated as iOS 17 marks it, only below.
    @Test func theTrimmedLabelUsesTraitRegistrationOnIOS17() throws {
        let trimmed = try Self.codes().filter { $0.label.contains("trim true") }
        #expect(trimmed.count == 2 * 2 * 4)
        for (label, code) in trimmed {
            #expect(code.uiKit.contains("registerForTraitChanges([UITraitDisplayScale.self])"), "\(label)")
            #expect(code.uiKit.contains("if #available(iOS 17.0, tvOS 17.0, *) {"), "\(label)")
            #expect(code.uiKit.contains("@available(iOS, deprecated: 17.0"), "\(label)")
            #expect(code.uiKit.contains("if #unavailable(iOS 17.0, tvOS 17.0), previous?.displayScale"), "\(label)")
        }
    }

    @Test func everyRecipeTypeChecks() throws {
        let swiftc = try #require(AppleInterfaces.swiftc, "swiftc is not on the PATH")
        let interfaces = try AppleInterfaces.directory.get()
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let codes = try Self.codes()
        #expect(codes.count == 2 * 2 * 2 * 4 + 3 * 2 * 2 * 4)
        #expect(codes.filter { $0.code.uiKit.contains("UIFontMetrics(forTextStyle:") }.count == 3 * 2 * 2 * 4)
        #expect(codes.filter { $0.code.swiftUI?.contains("@ScaledMetric(relativeTo: .title)") == true }.count == 2 * 2 * 4)
        var files: [String] = []
        for (index, (label, code)) in codes.enumerated() {
            let body = code.uiKit.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            var source = "import UIKit\n\n// \(label)\nfunc uiKit\(index)(text: String) {\n"
            source += body.joined(separator: "\n") + "\n    _ = label\n}\n"
            if let swiftUI = code.swiftUI, swiftUI.hasPrefix("struct ") {
                // A view of its own, for @ScaledMetric: one name per file.
                source +=
                    "\n@available(iOS 14.0, *)\n" + swiftUI.replacingOccurrences(of: "Text: View {", with: "Text\(index): View {")
                    + "\n"
            } else if let swiftUI = code.swiftUI {
                source += "\n@available(iOS 14.0, *)\nfunc swiftUI\(index)(text: String) -> some View {\n"
                source += swiftUI.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            }
            files.append(
                try directory.file(
                    "Spec\(index).swift",
                    contents: Data(source.replacingOccurrences(of: "import UIKit", with: "import SwiftUI\nimport UIKit").utf8)))
        }
        let run = try ProcessRun.compiler(
            swiftc, ["-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces] + files)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// Figma's Auto on the SF-like metrics is the font's own line height, (1950 + 494) × 17 / 2048 =
    /// 20.28516 pt: L - lineHeight is 0, so there is no padding and no line spacing to write.
    @Test func noCodeThatDoesNothing() throws {
        var metrics = Self.sf
        metrics.postScriptName = "FPSFLike-Regular"
        let face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        for lines in [1, 3] {
            let spec = DesignSpec(tool: .figma, pointSize: 17, lineHeight: nil, lines: lines)
            let report = SpecReport(faces: [face], errors: [], spec: spec, kern: nil, scales: [2, 3])
            let reported = try #require(report.faces.first)
            #expect(abs((reported.designLineHeight ?? 0) - 2444.0 * 17 / 2048) < 1e-12)
            let swiftUI = try #require(SpecCode(reported)?.swiftUI)
            #expect(!swiftUI.contains(".padding") && !swiftUI.contains(".lineSpacing"), "\(swiftUI)")
        }
    }
}
