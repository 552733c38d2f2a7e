import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe swift` through the built binary: the golden file, every fixture's file compiled with
/// `swiftc`, and a program built with one computing exactly what `fontprobe metrics` reports.
@Suite(.serialized)
struct SwiftCommandTests {
    /// The fixtures `fontprobe swift` refuses, and why (what `metrics` and `FixtureReadingTests` say of them).
    static let refused: [String: String] = [
        "FPAllZero-Regular.ttf": "has no usable vertical metrics",
        "FPNoHhea-Regular.ttf": "the font has no hhea table",
        "FPUpm8-Regular.ttf": "head.unitsPerEm is 8",
        "FPUpm20000-Regular.ttf": "head.unitsPerEm is 20000",
        "FPCollectionBadFace.ttc": "head.unitsPerEm is 8",
        "FPBitmap.bdf": "not an OpenType/TrueType font",
    ]

    /// Every font fixture, by file name.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fonts.path)) ?? []
        let extensions: Set<String> = ["ttf", "otf", "ttc", "woff", "woff2", "bdf"]
        return names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
    }()

    static var generated: [String] { fixtures.filter { refused[$0] == nil } }

    /// The fixtures `swift` writes into one file: ``generated``, one file per PostScript name as
    /// fontTools reads it, since a second file of a name is refused (iOS registers one font of a
    /// name): the WOFF copies, the taller variants and FPCollection.ttc's faces share names.
    static var generatedTogether: [String] {
        var seen: Set<String> = []
        return generated.filter { file in
            let names = FontToolsReading.all.filter { $0.key == file || $0.key.hasPrefix(file + "#") }
                .compactMap(\.value.postScriptName)
            guard seen.isDisjoint(with: names) else { return false }
            seen.formUnion(names)
            return true
        }
    }

    /// `swiftc` from the PATH (the toolchain that runs the tests has one next to `swift`).
    static var swiftc: String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The two weights of FP Audit, copied into `folder` of `directory`.
    static func copyFamily(into directory: TemporaryDirectory, folder: String) throws {
        let target = directory.url.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for file in ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf"] {
            try FileManager.default.copyItem(atPath: Repository.font(file), toPath: target.appendingPathComponent(file).path)
        }
    }

    @Test func goldenFileForATwoWeightFamily() throws {
        let result = try CLI.run(
            ["swift", "Fixtures/fonts/FPAudit-Regular.ttf", "Fixtures/fonts/FPAudit-Bold.ttf"], in: Repository.root)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let url = Repository.root.appendingPathComponent(
            "Tests/FontProbeOutputTests/CodeGeneration/Golden/FPAudit.swift.golden")
        try Golden.expect(result.stdout, equals: url)
    }

    /// `--config` writes the fonts `fontprobe.yml` names, sorted and shown as `check` shows them.
    /// The sizes are `ls -l`'s; the hashes were worked out apart from fontprobe, by FNV-1a 64 written
    /// out in Python over each file's bytes.
    @Test func fontsFromTheConfiguration() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Self.copyFamily(into: directory, folder: "fonts")
        _ = try directory.file("fontprobe.yml", contents: Data("fonts:\n  - fonts\n".utf8))
        let result = try CLI.run(["swift", "--config", "fontprobe.yml"], in: directory.url)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let header = result.stdout.split(separator: "\n").prefix(5).map(String.init)
        #expect(
            header.suffix(2) == [
                "// - fonts/FPAudit-Bold.ttf: 1436 bytes, fnv1a64 5c8552365a42e353",
                "// - fonts/FPAudit-Regular.ttf: 1476 bytes, fnv1a64 e664c922c27614aa",
            ])
        #expect(try CLI.run(["swift", "--config", "missing.yml"], in: directory.url).status == 66)
        _ = try directory.file("glob.yml", contents: Data("fonts:\n  - \"*.otf\"\n".utf8))
        let glob = try CLI.run(["swift", "--config", "glob.yml"], in: directory.url)
        #expect(glob.status == 64)
        #expect(glob.stderr.contains("matches no font file"))
        let both = try CLI.run(["swift", "--config", "fontprobe.yml", Repository.font("FPAudit-Bold.ttf")], in: directory.url)
        #expect(both.status == 64)
    }

    /// The configuration of ``stylesFromTheConfiguration()``: a scaled style with a designed line
    /// height, and a fixed one whose name has a space.
    static let stylesConfiguration = """
        fonts:
          - fonts
        styles:
          body:
            font: FPAudit-Regular
            size: 17
            lineHeight: 24
            textStyle: body
            maximumSize: 28
          Caption Bold:
            font: FPAudit-Bold
            size: 12

        """

    /// `styles:` gives one typed style each, in the file's order: the golden file; the file
    /// type-checks and is formatted; and a program built with it computes FPAudit Regular's
    /// line spacing at 17 pt with 24 pt lines. FPAudit Regular's ascender and descender, 800 and -200
    /// (Fixtures/fonts/README.md), span its 1000 units per em, so its line height at
    /// 17 pt is 17 pt and the spacing 24 - 17 = 7 pt; the fixed style has no designed line height, so 0.
    @Test func stylesFromTheConfiguration() throws {
        let swiftc = try #require(Self.swiftc, "swiftc is not on the PATH")
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Self.copyFamily(into: directory, folder: "fonts")
        _ = try directory.file("fontprobe.yml", contents: Data(Self.stylesConfiguration.utf8))
        let result = try CLI.run(["swift", "--config", "fontprobe.yml", "-o", "Fonts.swift"], in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let source = directory.url.appendingPathComponent("Fonts.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let url = Repository.root.appendingPathComponent(
            "Tests/FontProbeOutputTests/CodeGeneration/Golden/FPAuditStyles.swift.golden")
        try Golden.expect(text, equals: url)

        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        let lint = try Self.run(
            swift,
            ["format", "lint", "--strict", "--configuration", Repository.root.appendingPathComponent(".swift-format").path]
                + [source.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        let interfaces = try AppleInterfaces.directory.get()
        let apple = try Self.run(
            swiftc, ["-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces, source.path])
        #expect(apple.status == 0, "\(apple.stderr)")
        let main = try directory.file(
            "main.swift",
            contents: Data(
                """
                let styles = [Fonts.Styles.body, Fonts.Styles.captionBold]
                for style in styles {
                    print(style.face.postScriptName, style.size, style.lineSpacing, style.textStyle?.rawValue ?? "nil")
                }
                print(Fonts.Styles.body.maximumPointSize ?? 0)
                print(Fonts.Families.fpAudit.map { $0.styleName })

                """.utf8))
        let program = directory.url.appendingPathComponent("styles").path
        let built = try Self.run(swiftc, ["-warnings-as-errors", source.path, main, "-lm", "-o", program])
        #expect(built.status == 0, "\(built.stderr)")
        let printed = try Self.run(program, []).stdout
        // The family's two faces, in the order read (by path: Bold, then Regular).
        #expect(printed == "FPAudit-Regular 17.0 7.0 body\nFPAudit-Bold 12.0 0.0 nil\n28.0\n[\"Bold\", \"Regular\"]\n")

        // A style naming no configured face is a mistake in the configuration, where its font: is.
        let misspelt = Self.stylesConfiguration.replacingOccurrences(of: "font: FPAudit-Bold", with: "font: FPAudit-Bld")
        _ = try directory.file("misspelt.yml", contents: Data(misspelt.utf8))
        let unknown = try CLI.run(["swift", "--config", "misspelt.yml"], in: directory.url)
        #expect(unknown.status == 64)
        #expect(unknown.stdout == "")
        #expect(
            unknown.stderr
                == "fontprobe: misspelt.yml:11:11: styles.Caption Bold.font: no configured face is named 'FPAudit-Bld' "
                + "(did you mean 'FPAudit-Bold'?); the faces are FPAudit-Bold, FPAudit-Regular\n")
        // check reads the same file, styles and all.
        #expect(try CLI.run(["check", "--config", "fontprobe.yml"], in: directory.url).status != 64)
    }

    /// A directory is searched as `audit` searches it: the same faces as naming its files, sorted
    /// by path (the header differs only in the paths shown). An empty one exits 66.
    @Test func aFolderOfFonts() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try Self.copyFamily(into: directory, folder: "Family")
        let folder = try CLI.run(["swift", "Family"], in: directory.url)
        #expect(folder.status == 0, "\(folder.stderr)")
        let files = try CLI.run(["swift", "Family/FPAudit-Bold.ttf", "Family/FPAudit-Regular.ttf"], in: directory.url)
        #expect(folder.stdout == files.stdout)
        #expect(folder.stdout.contains("// - Family/FPAudit-Bold.ttf: 1436 bytes, fnv1a64 5c8552365a42e353"))
        let empty = directory.url.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try CLI.run(["swift", "Empty"], in: directory.url)
        #expect(none.status == 66)
        #expect(none.stderr.contains("no font files"))
    }

    @Test func refusedFixturesWriteNothingAndSayWhy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for (file, reason) in Self.refused.sorted(by: { $0.key < $1.key }) {
            let output = directory.url.appendingPathComponent("\(file).swift").path
            let result = try CLI.run(["swift", Repository.font(file), "-o", output])
            #expect(result.status == 2, "\(file)")
            #expect(result.stderr.contains(reason), "\(file): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output), "\(file)")
        }
    }

    @Test func usageErrorsAndMissingFiles() throws {
        let missing = try CLI.run(["swift", "no-such-font.ttf"])
        #expect(missing.status == 66)
        #expect(missing.stdout == "")
        let badName = try CLI.run(["swift", Repository.font("FPAudit-Regular.ttf"), "--name", "2Fonts"])
        #expect(badName.status == 64)
        #expect(badName.stderr.contains("is not a Swift type name"))
        let badAccess = try CLI.run(["swift", Repository.font("FPAudit-Regular.ttf"), "--access", "private"])
        #expect(badAccess.status == 64)
        let unwritable = try CLI.run(["swift", Repository.font("FPAudit-Regular.ttf"), "-o", "/no/such/dir/F.swift"])
        #expect(unwritable.status == 74)
    }

    /// Each fixture's file, generated alone under its own name (one public, the rest internal), is
    /// formatted to the repository's swift-format style and compiles with every other one in one
    /// `swiftc` run.
    @Test func everyFixturesFileCompilesAndIsFormatted() throws {
        let swiftc = try #require(Self.swiftc, "swiftc is not on the PATH")
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        var sources: [String] = []
        for (index, file) in Self.generated.enumerated() {
            let output = directory.url.appendingPathComponent("F\(index).swift").path
            let access = index == 0 ? "public" : "internal"
            let result = try CLI.run(
                ["swift", Repository.font(file), "--name", "F\(index)", "--access", access, "-o", output])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            sources.append(output)
        }
        #expect(sources.count == 51)
        let compiled = try Self.run(swiftc, ["-parse-as-library", "-typecheck", "-warnings-as-errors"] + sources)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // The UIKit and SwiftUI parts too, against Apple's documented interfaces (Tests/AppleInterfaces).
        let interfaces = try AppleInterfaces.directory.get()
        let apple = try Self.run(swiftc, ["-parse-as-library", "-typecheck", "-warnings-as-errors", "-I", interfaces] + sources)
        #expect(apple.status == 0, "\(apple.stderr)")
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        let lint = try Self.run(
            swift,
            ["format", "lint", "--strict", "--configuration", Repository.root.appendingPathComponent(".swift-format").path]
                + sources)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    /// A program built with the file of every fixture prints each face's numbers at 11, 17 and
    /// 34 pt on 1x, 2x and 3x as bit patterns, which must be those of `fontprobe metrics --format json`
    /// (every number of a row but the ink, which needs the glyphs' outlines).
    @Test func generatedMetricsEqualFontprobeMetrics() throws {
        let swiftc = try #require(Self.swiftc, "swiftc is not on the PATH")
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let fonts = Self.generatedTogether.map(Repository.font)
        let source = directory.url.appendingPathComponent("Fonts.swift").path
        let generated = try CLI.run(["swift"] + fonts + ["-o", source])
        #expect(generated.status == 0, "\(generated.stderr)")
        let main = try directory.file("main.swift", contents: Data(Self.program.utf8))
        let program = directory.url.appendingPathComponent("numbers").path
        let built = try Self.run(swiftc, ["-O", source, main, "-lm", "-o", program])
        #expect(built.status == 0, "\(built.stderr)")
        let printed = try Self.run(program, []).stdout.split(separator: "\n").map(String.init)

        // Every named instance too, as the file has them.
        let metrics = try CLI.run(
            ["metrics"] + fonts + ["--format", "json", "--size", "11,17,34", "--scale", "1,2,3", "--all-instances"])
        #expect(metrics.status == 0)
        // JSONDecoder reads each number as Swift's Double(String) does, exactly.
        let document = try JSONDecoder().decode(MetricsDocument.self, from: Data(metrics.stdout.utf8))
        var expected: [String] = []
        for font in document.fonts {
            for row in font.sizes {
                let numbers = row.numbers.map { $0.map { String($0.bitPattern, radix: 16) } ?? "nil" }
                expected.append(([font.postScriptName] + numbers).joined(separator: " "))
            }
        }
        #expect(expected.count == printed.count)
        // 28 faces, 9 rows each: a bound that says the program printed the rows, not how many.
        #expect(expected.count > 200)
        for (want, got) in zip(expected, printed) {
            #expect(want == got)
        }
    }

    /// The numbers compared, in the order the program prints them.
    static let keys = [
        "pointSize", "scale", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight", "labelHeight",
        "baselineInset", "baselineFromTop", "capInset", "capInsetNaive", "capInsetArticle", "xHeightInset",
    ]

    /// The faces of `fontprobe metrics --format json` and, of each row, the numbers of ``keys``.
    struct MetricsDocument: Decodable {
        struct Font: Decodable {
            var postScriptName: String
            var sizes: [Row]
        }
        struct Row: Decodable {
            var numbers: [Double?]

            struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                numbers = try SwiftCommandTests.keys.map {
                    try container.decodeIfPresent(Double.self, forKey: Key(stringValue: $0))
                }
            }
        }
        var fonts: [Font]
    }

    /// The test program: every face, sizes in the order `metrics` gives them, scales within each.
    static let program = """
        func bits(_ value: Double?) -> String { value.map { String($0.bitPattern, radix: 16) } ?? "nil" }
        for face in Fonts.all {
            for size in [11.0, 17, 34] {
                for scale in [1.0, 2, 3] {
                    let numbers: [Double?] = [
                        size, scale, face.ascender(size: size), face.descender(size: size), face.leading(size: size),
                        face.lineHeight(size: size), face.capHeight(size: size), face.xHeight(size: size),
                        face.labelHeight(size: size, scale: scale), face.baselineInset(size: size, scale: scale),
                        face.baselineFromTop(size: size, scale: scale), face.capInset(size: size, scale: scale),
                        face.capInsetNaive(size: size),
                        face.capInsetArticle(size: size, scale: scale), face.xHeightInset(size: size, scale: scale),
                    ]
                    print(([face.postScriptName] + numbers.map(bits)).joined(separator: " "))
                }
            }
        }
        """

    /// Runs a compiler or a formatter: far slower than `fontprobe`, so with larger limits.
    static func run(_ executable: String, _ arguments: [String]) throws -> ProcessRun {
        try ProcessRun.compiler(executable, arguments)
    }
}
