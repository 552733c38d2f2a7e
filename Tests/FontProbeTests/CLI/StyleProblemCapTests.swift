import Foundation
import Testing

@testable import FontProbeTestSupport

/// Styles that name no face are mistakes in the file, said as every mistake is: the first 20, then
/// how many more, each listing at most eight faces (docs/security.md#report-size). A tokens file of
/// 224 KB made 100 MB of stderr before, every style listing every face.
struct StyleProblemCapTests {
    @Test func twentyProblemsEachWithEightFaces() throws {
        let fonts = Repository.elevenFaces
        let project = try ScratchProject(fonts: fonts)
        defer { project.directory.cleanUp() }
        let styles = (0..<30).map { "  s\($0): {font: Missing-\($0), size: 17}\n" }.joined()
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\nstyles:\n" + styles)
        let check = try project.run(["check"])
        #expect(check.status == 64)
        let lines = check.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 21, "\(check.stderr)")
        #expect(lines.last == "fontprobe: fontprobe.yml: and 10 more problems")
        // 11 faces: eight named, "and 3 more".
        #expect(lines.first?.hasPrefix("fontprobe: fontprobe.yml:4:") == true, "\(lines.first ?? "")")
        #expect(lines.first?.hasSuffix(" and 3 more") == true, "\(lines.first ?? "")")
        #expect(lines.first.map { $0.components(separatedBy: ", ").count } == 8, "\(lines.first ?? "")")
    }
}
