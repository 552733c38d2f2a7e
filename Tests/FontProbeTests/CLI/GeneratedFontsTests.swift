import Foundation
import Testing

@testable import FontProbeTestSupport

/// The Swift `fontprobe swift --config` writes for a design tokens file of Inter styles, as a
/// SwiftGen user expects it: a namespace per family, fonts that are never `nil` and register their
/// files on first use, styles named without the group they share, numbers as written. The code
/// type-checks against Apple's interfaces, and a program built with it runs the registration.
@Suite(.serialized)
struct GeneratedFontsTests {
    /// Inter Regular (Fixtures/design-tools/figma) and two typography tokens: 17 px on 1.4 lines
    /// (1.4 × 17 is 23.799999999999997 in binary, written 23.8) and 15 px on the font's own.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for folder in ["fonts", "design"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let inter = Repository.root.appendingPathComponent("Fixtures/design-tools/figma/Inter-Regular.otf")
        _ = try directory.file("fonts/Inter-Regular.otf", contents: try Data(contentsOf: inter))
        _ = try directory.file(
            "design/inter.tokens.json",
            contents: Data(
                """
                {"typography": {"$type": "typography",
                  "title": {"$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "17px", "lineHeight": 1.4}},
                  "body": {"$value": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": "15px"}}}}
                """.utf8))
        _ = try directory.file(
            "fontprobe.yml", contents: Data("fonts: fonts\nbaseline: false\nstyles: design/inter.tokens.json\n".utf8))
        return directory
    }

    @Test func interReadsAsSwiftGenUsersExpect() throws {
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(["swift", "--config", "fontprobe.yml", "-o", "Fonts.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let code = try String(contentsOf: directory.url.appendingPathComponent("Fonts.swift"), encoding: .utf8)
        for text in [
            "    public enum Inter {\n", "        public static let regular = Fonts.interRegular\n",
            "        public func font(size: CGFloat) -> UIFont {\n", "            Fonts.registerOnFirstUse()\n",
            "        private static let registration: Void = { _ = registerFonts() }()\n",
            "        public static let title = FontsTextStyle(\n", "face: Fonts.interRegular, size: 17, lineHeight: 23.8)",
            "        public static let body = FontsTextStyle(\n",
            // The face's metrics in words (Inter 3.19: hhea 2728/-680/0 of 2816, cap 2048, x 1536).
            "/// Ascender 2728, descender -680 and no line gap of 2816 units per em",
        ] {
            #expect(code.contains(text), "\(text)")
        }
        #expect(!code.contains("23.799999999999997") && !code.contains("typographyTitle"))

        // Against Apple's interfaces, the UIKit and SwiftUI parts included.
        let swiftc = try #require(AppleInterfaces.swiftc, "swiftc is not on the PATH")
        let interfaces = try AppleInterfaces.directory.get()
        let typecheck = try ProcessRun.compiler(
            swiftc,
            [
                "-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces,
                directory.url.appendingPathComponent("Fonts.swift").path,
            ])
        #expect(typecheck.status == 0, "\(typecheck.stderr)")
    }

    /// A program with the file, on CoreText's and UIKit's stand-ins (Tests/AppleInterfaces), whose
    /// font lookup finds a name once its file is registered: eight threads ask for the font at once,
    /// the file is registered once, from the program's own bundle, and every font is Inter at 17 pt.
    @Test func theFontRegistersItselfOnce() throws {
        let swiftc = try #require(AppleInterfaces.swiftc, "swiftc is not on the PATH")
        let directory = try Self.project()
        defer { directory.cleanUp() }
        let generated = try CLI.run(["swift", "--config", "fontprobe.yml", "-o", "Fonts.swift"], in: directory.url)
        #expect(generated.status == 0, "\(generated.stderr)")
        let build = directory.url.appendingPathComponent("build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        for (module, links) in [("CoreText", [String]()), ("UIKit", ["-lCoreText"])] {
            let source = Repository.root.appendingPathComponent("Tests/AppleInterfaces/\(module).swift").path
            let run = try ProcessRun.compiler(
                swiftc,
                [
                    "-parse-as-library", "-emit-library", "-emit-module", "-module-name", module, source, "-I", build.path,
                    "-L", build.path, "-o", build.appendingPathComponent("lib\(module).so").path,
                ]
                    + links, in: build)
            try #require(run.status == 0, "\(module): \(run.stderr)")
        }
        let main = try directory.file(
            "main.swift",
            contents: Data(
                """
                import CoreText
                import Dispatch
                import UIKit

                var points = [CGFloat](repeating: 0, count: 8)
                let lock = NSLock()
                DispatchQueue.concurrentPerform(iterations: 8) { index in
                    let font = Fonts.Inter.regular.font(size: 17)
                    lock.withLock { points[index] = font.pointSize }
                }
                print(RegisteredFonts.shared.urls.map(\\.lastPathComponent).joined(separator: ","), RegisteredFonts.shared.attempts)
                print(points.map { "\\($0)" }.joined(separator: ","))
                print(Fonts.Styles.title.uiFont().pointSize)

                """.utf8))
        let program = build.appendingPathComponent("fonts").path
        let linked = try ProcessRun.compiler(
            swiftc,
            [
                directory.url.appendingPathComponent("Fonts.swift").path, main, "-I", build.path, "-L", build.path,
                "-lCoreText", "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", build.path, "-o", program,
            ])
        try #require(linked.status == 0, "\(linked.stderr)")
        // The font file where the app's bundle has it: beside the program.
        try FileManager.default.copyItem(
            at: directory.url.appendingPathComponent("fonts/Inter-Regular.otf"),
            to: build.appendingPathComponent("Inter-Regular.otf"))
        let run = try ProcessRun.run(program, [], in: build)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Inter-Regular.otf 1\n" + Array(repeating: "17.0", count: 8).joined(separator: ",") + "\n17.0\n")
    }
}
