import Foundation
import Testing

@testable import FontProbeTestSupport

/// The generated Swift guards each API by the platforms Apple documents for it
/// (Tests/AppleInterfaces cites the pages): `Font.custom(_:fixedSize:)`, `.custom(_:size:relativeTo:)`
/// and `Font.TextStyle.title2/.title3/.caption2` need iOS 14, macOS 11, tvOS 14, watchOS 7;
/// `UIFontMetrics` iOS 11, tvOS 11, watchOS 4; watchOS has no `UILabel`. Checked in the text, since a
/// Linux compiler does not enforce availability.
struct GeneratedGuardsTests {
    static func generated() throws -> [String] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try SwiftCommandTests.copyFamily(into: directory, folder: "fonts")
        _ = try directory.file("fontprobe.yml", contents: Data(SwiftCommandTests.stylesConfiguration.utf8))
        let result = try CLI.run(["swift", "--config", "fontprobe.yml"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The attribute lines directly above the declaration that encloses line `index`: the nearest
    /// line before it that opens one of `kinds`, at a smaller indentation.
    static func attributes(above index: Int, in lines: [String], kinds: [String]) -> [String] {
        let indent = lines[index].prefix { $0 == " " }.count
        var line = index - 1
        while line >= 0 {
            let text = lines[line]
            let own = text.prefix { $0 == " " }.count
            if own < indent, kinds.contains(where: { text.trimmingCharacters(in: .whitespaces).hasPrefix($0) }) { break }
            line -= 1
        }
        var attributes: [String] = []
        var above = line - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            attributes.append(lines[above].trimmingCharacters(in: .whitespaces))
            above -= 1
        }
        return attributes
    }

    @Test func eachAPIUnderItsPlatforms() throws {
        let lines = try Self.generated()
        let swiftUI14 = "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)"
        var checked = 0
        for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            if line.contains(".custom(") || line.contains("case .title2: .title2")
                || line.contains("case .caption2: .caption2")
                    && line.hasPrefix("            case")
            {
                // Font.TextStyle's switch in SwiftUI (UIKit's has the same names, older).
                let inSwiftUI =
                    lines[..<index].lastIndex { $0.hasPrefix("#if canImport(") }.map {
                        lines[$0].contains("SwiftUI")
                    } ?? false
                guard inSwiftUI else { continue }
                #expect(
                    Self.attributes(above: index, in: lines, kinds: ["extension"]).contains(swiftUI14),
                    "line \(index + 1): \(line)")
                checked += 1
            }
            if line.contains("UIFontMetrics(") || line.contains("relativeTo: textStyle.uiTextStyle") {
                #expect(
                    Self.attributes(above: index, in: lines, kinds: ["public func", "func"]).contains(
                        "@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)"), "line \(index + 1): \(line)")
                checked += 1
            }
            if line.contains("class CapHeightAlignedLabel") {
                #expect(
                    lines[..<index].suffix(4).contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if !os(watchOS)") })
                checked += 1
            }
        }
        // Two .custom calls, title2/caption2 of the SwiftUI style switch, UIFontMetrics and the
        // style's scaled font, the label.
        #expect(checked == 7)
        // tvOS has no UIFont.TextStyle.largeTitle: title1 there.
        let large = try #require(lines.firstIndex { $0.contains("case .largeTitle:") })
        #expect(lines[large + 1].trimmingCharacters(in: .whitespaces) == "#if os(tvOS)")
        #expect(lines[large + 2].trimmingCharacters(in: .whitespaces) == "return .title1")
        // A registration that finds no font says so: its result is not discardable.
        #expect(!lines.contains { $0.contains("@discardableResult") })
    }
}

/// `--bundle module`, which the build-tool plugin passes for a target with resources:
/// `registerFonts(in:)` then looks in `Bundle.module`, the accessor SwiftPM writes for such a
/// target (declared here as SwiftPM would), and the file compiles with it; `main` needs none.
struct BundleOptionTests {
    @Test func moduleBundleForAPackageTargetWithResources() throws {
        let swiftc = try #require(AppleInterfaces.swiftc, "swiftc is not on the PATH")
        let interfaces = try AppleInterfaces.directory.get()
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let font = Repository.font("FPAudit-Regular.ttf")
        let module = directory.url.appendingPathComponent("Module.swift").path
        let result = try CLI.run(["swift", font, "--bundle", "module", "--access", "internal", "-o", module])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: module, encoding: .utf8).contains("registerFonts(in bundle: Bundle = .module)"))
        let accessor = try directory.file(
            "resource_bundle_accessor.swift",
            contents: Data("import Foundation\n\nextension Bundle { static let module = Bundle.main }\n".utf8))
        let arguments = ["-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces]
        #expect(try ProcessRun.compiler(swiftc, arguments + [module, accessor]).status == 0)
        // Without a target's resources there is no Bundle.module: the default must be main there.
        #expect(try ProcessRun.compiler(swiftc, arguments + [module]).status != 0)
        let bad = try CLI.run(["swift", font, "--bundle", "app"])
        #expect(bad.status == 64 && bad.stdout == "")
        // Bundle.module is internal: a public function cannot name it as a default.
        let public_ = try CLI.run(["swift", font, "--bundle", "module"])
        #expect(public_.status == 64 && public_.stderr.hasPrefix("Error: --bundle module needs --access internal"))
    }
}
