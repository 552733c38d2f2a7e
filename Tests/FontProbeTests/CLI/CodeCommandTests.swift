import Foundation
import Testing

@testable import FontProbeTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `fontprobe code` on the team's tokens (Fixtures/design-tools/tokens/brand.tokens.json, the project
/// of ``TokensCommandTests``): every platform's code from one command. The Kotlin is checked for its
/// structure, and compiled against Compose's documented interfaces (Tests/AndroidInterfaces) where
/// `kotlinc` is on the PATH (Debian's kotlin, 1.3).
@Suite(.serialized)
struct CodeCommandTests: SingleFontJSONReading {
    /// The faces' families and files, from Fixtures/fonts/tables.json (`familyName`) and the fixtures'
    /// names; the resource names by Android's rule (lower case, `-` as `_`, no extension).
    static let families = [
        "FP Audit": ["fpaudit_regular", "fpaudit_bold"], "Helvetica": ["fphelvetica_regular"],
        "FP Subset L": ["lato_regular_subset"],
    ]

    /// Java's reserved words, which aapt refuses as resource names (JLS 3.9).
    static let javaKeywords: Set<String> = ["new", "class", "int", "default", "package", "public", "static", "void"]

    /// `text` without its comments and string literals, whose brackets are not code.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/**") { return "" }
            return String(line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined())
        }.joined(separator: "\n")
    }

    @Test func androidNamesOneFontFamilyPerFamily() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(
            ["code", "--config", "fontprobe.yml", "--platform", "android", "--package", "com.example.app"], in: directory.url)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let kotlin = result.stdout
        let code = Self.code(kotlin)
        // One FontFamily( per family, with each of its files.
        #expect(code.components(separatedBy: "FontFamily(").count - 1 == Self.families.count)
        for (family, resources) in Self.families {
            #expect(kotlin.contains("/** \(family). */"), "\(family)")
            for resource in resources { #expect(kotlin.contains("Font(R.font.\(resource), "), "\(resource)") }
        }
        // The fixtures' Bold has usWeightClass 400, as its Regular: the style names tell them apart.
        #expect(
            kotlin.contains(
                "Font(R.font.fpaudit_regular, FontWeight.Normal),\n            Font(R.font.fpaudit_bold, FontWeight.Bold)\n"))
        // Every resource as aapt takes it: [a-z][a-z0-9_]*, no Java keyword.
        let resources = kotlin.components(separatedBy: "R.font.").dropFirst().map {
            $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        #expect(resources.count == 4)
        for resource in resources {
            #expect(resource.first.map { ("a"..."z").contains($0) } == true && !Self.javaKeywords.contains(String(resource)))
            #expect(resource.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }, "\(resource)")
        }
        for (open, close) in [("(", ")"), ("{", "}")] {
            #expect(code.components(separatedBy: open).count == code.components(separatedBy: close).count, "\(open)\(close)")
        }
        #expect(kotlin.contains("package com.example.app\n") && kotlin.contains("import com.example.app.R\n"))
        // Each TextStyle in the Compose recipe spec --platform android prints for the style, at its weight.
        let spec = try CLI.run(
            ["spec", "--config", "fontprobe.yml", "--platform", "android", "--format", "json"], in: directory.url)
        let styles = try fonts(spec)
        #expect(styles.count == 5)
        for style in styles {
            let compose = try #require((style["code"] as? [String: Any])?["compose"] as? String)
            // Spec's lines, each without a comma at its end: the file has none before a `)`.
            let arguments = compose.split(separator: "\n").drop { $0 != "val style = TextStyle(" }.dropFirst()
                .prefix { $0 != ")" }.filter { !$0.contains("fontFamily = ") }.map { "        " + Self.uncommaed($0) }
                .joined(separator: "\n")
            let lines = kotlin.split(separator: "\n").map(Self.uncommaed).joined(separator: "\n")
            #expect(lines.contains(arguments), "\(style["style"] ?? "")")
        }
        #expect(
            kotlin.contains(
                "val typographyTitle = TextStyle(\n            fontFamily = Families.fpAudit,\n            fontWeight = FontWeight.Bold,"
            ))
    }

    /// `line` without a comma at its end.
    static func uncommaed(_ line: Substring) -> String { String(line.hasSuffix(",") ? line.dropLast() : line) }

    static var isCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "") }

    /// Expects `directory`'s Fonts.kt and the `R` at `r` to compile with `kotlinc` against
    /// Compose's documented interfaces (Tests/AndroidInterfaces).
    static func expectCompiles(_ kotlinc: String, r: String, in directory: TemporaryDirectory) throws {
        let folder = Repository.root.appendingPathComponent("Tests/AndroidInterfaces")
        let interfaces = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kt") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        let compiled = try ProcessRun.compiler(
            kotlinc,
            ["-nowarn"] + interfaces + [
                r, directory.url.appendingPathComponent("Fonts.kt").path, "-d",
                directory.url.appendingPathComponent("classes").path,
            ])
        #expect(compiled.status == 0 && !compiled.stderr.contains("error:"), "\(compiled.stderr)")
    }

    /// Where `kotlinc` is, if on the PATH.
    static var kotlinc: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/kotlinc" }
            .first(where: FileManager.default.isExecutableFile)
    }

    /// The Kotlin compiles with Compose's interfaces and an `R` holding the four fonts' resources
    /// (their names by hand, from the fixtures' file names).
    ///
    /// Skipped without kotlinc (`make kotlin` installs it), but with `CI` set to `true` or `1`, where
    /// its absence fails.
    @Test(.enabled(if: kotlinc != nil || isCI, "kotlinc is not on the PATH: run `make kotlin`"))
    func kotlinCompiles() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(
            ["code", "--config", "fontprobe.yml", "--platform", "android", "--package", "com.example.app", "-o", "Fonts.kt"],
            in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let resources = Self.families.values.flatMap { $0 }.sorted().enumerated().map { index, name in
            "        const val \(name) = \(0x7f08_0000 + index)\n"
        }
        let r = try directory.file(
            "R.kt",
            contents: Data(
                ("package com.example.app\n\nobject R {\n    object font {\n" + resources.joined() + "    }\n}\n").utf8))
        try Self.expectCompiles(try #require(Self.kotlinc), r: r, in: directory)
    }

    /// The team's tokens (Fixtures/design-tools/tokens/team): spec chooses paddingFromBaseline for
    /// styles a TextStyle cannot hold; Fonts.kt gives each such style's modifier exactly as spec's
    /// Compose code writes it, and the file compiles where kotlinc is.
    @Test func modifiersAreSpecs() throws {
        let config = Repository.root.appendingPathComponent("Fixtures/design-tools/tokens/team/fontprobe.yml").path
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let kotlin = try CLI.run(
            [
                "code", "--config", config, "--platform", "android", "--package", "com.example.app", "-o",
                directory.url.appendingPathComponent("Fonts.kt").path,
            ])
        #expect(kotlin.status == 0, "\(kotlin.stderr)")
        let file = try String(contentsOf: directory.url.appendingPathComponent("Fonts.kt"), encoding: .utf8)
        let spec = try CLI.run(["spec", "--config", config, "--platform", "android", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(spec.stdout.utf8)) as? [String: Any])
        var modifiers = 0
        for face in try #require(document["fonts"] as? [[String: Any]]) {
            let name = try #require((face["style"] as? String)?.split(separator: ".").last)
            let compose = try #require((face["code"] as? [String: Any])?["compose"] as? String)
            guard let line = compose.split(separator: "\n").first(where: { $0.contains("modifier = ") }) else {
                #expect(!file.contains("        val \(name) = Modifier."), "\(name)")
                continue
            }
            let modifier = Self.uncommaed(line.drop { $0 == " " }.dropFirst("modifier = ".count))
            #expect(file.contains("        val \(name) = \(modifier)\n"), "\(name): \(modifier)")
            modifiers += 1
        }
        // Lato body 17/25.5 is one (AndroidSpecTests works it out by hand).
        #expect(modifiers >= 1 && file.contains("val body = Modifier.paddingFromBaseline(top = 20.dp, bottom = 6.dp)"))
        guard let kotlinc = Self.kotlinc else { return }
        let r = try directory.file(
            "R.kt",
            contents: Data(
                ("package com.example.app\n\nobject R {\n    object font {\n"
                    + "        const val inter_regular_subset = 1\n        const val lato_regular_subset = 2\n"
                    + "        const val opensans_regular_subset = 3\n    }\n}\n").utf8))
        try Self.expectCompiles(kotlinc, r: r, in: directory)
    }

    /// A collection's later face has no CSS: @font-face cannot name it, and Chromium loads the file's
    /// first face (FPCollection.ttc at 100 px lays out face 0's 119 px line, not face 1's 100).
    @Test func webHasNoCSSForACollectionsLaterFace() throws {
        let result = try CLI.run(
            ["spec", Repository.font("FPCollection.ttc"), "--size", "17", "--line-height", "24", "--platform", "web"])
        #expect(result.status == 0, "\(result.stderr)")
        let faces = result.stdout.components(separatedBy: "FPCollection.ttc — ")
        #expect(faces.count == 3)
        #expect(faces[1].contains("  CSS (") && !faces[1].contains("a collection's later face"))
        #expect(!faces[2].contains("  CSS (") && faces[2].contains("a collection's later face: @font-face loads"))
    }

    /// Several platforms into a directory: the Swift is exactly `fontprobe swift`'s, the XML parses.
    @Test func severalPlatformsWriteAFileEach() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let result = try CLI.run(
            ["code", "--config", "fontprobe.yml", "--platform", "ios,android", "-o", "out"], in: directory.url)
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "", "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path)
        #expect(files.sorted() == ["Fonts.kt", "Fonts.swift", "text_appearances.xml"])
        let swift = try CLI.run(["swift", "--config", "fontprobe.yml"], in: directory.url)
        let written = try String(contentsOf: directory.url.appendingPathComponent("out/Fonts.swift"), encoding: .utf8)
        #expect(written == swift.stdout)
        let xml = try Data(contentsOf: directory.url.appendingPathComponent("out/text_appearances.xml"))
        let parser = XMLParser(data: xml)
        let styles = StyleNames()
        parser.delegate = styles
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(
            styles.names == [
                "TextAppearance.Fonts.TypographyBody", "TextAppearance.Fonts.TypographyTitle",
                "TextAppearance.Fonts.TypographyLegacy",
                "TextAppearance.Fonts.TypographyWeb", "TextAppearance.Fonts.StudioCaption",
            ])
        // 2% of 12 pt, in ems as android:letterSpacing takes it.
        #expect(String(decoding: xml, as: UTF8.self).contains("<item name=\"android:letterSpacing\">0.02</item>"))
    }

    /// The `@font-face` rules of a stylesheet, each as its family, weight and style (what a browser
    /// matches a face by) and its `src`.
    static func fontFaces(_ css: String) -> [(key: String, src: String)] {
        css.components(separatedBy: "@font-face {").dropFirst().map { rule in
            let body = rule.prefix { $0 != "}" }
            func value(_ property: String) -> String {
                body.split(separator: "\n").first { $0.hasPrefix("  \(property): ") }
                    .map { String($0.dropFirst(property.count + 4).dropLast()) } ?? ""
            }
            return ("\(value("font-family")) \(value("font-weight")) \(value("font-style"))", value("src"))
        }
    }

    /// FPAudit-Bold's usWeightClass is 400, as its Regular's (Fixtures/fonts/tables.json): with a style
    /// on each, set with `line-height` (17/22, the recipe spec chooses for both), the stylesheet declares
    /// the Bold 700, as its style name says and the Kotlin does, and no two `@font-face` rules share a
    /// family, weight and style, of which a browser would use the last for both.
    @Test func webDeclaresEachFaceOnce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for name in ["FPAudit-Regular.ttf", "FPAudit-Bold.ttf"] {
            _ = try directory.file(name, contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font(name))))
        }
        let style =
            #"{ "$type": "typography", "$value": { "fontFamily": "FP Audit", "fontWeight": WEIGHT, "fontSize": "17px", "lineHeight": "22px" } }"#
        _ = try directory.file(
            "t.tokens.json",
            contents: Data(
                ("{ \"regular\": \(style.replacingOccurrences(of: "WEIGHT", with: "400")), "
                    + "\"bold\": \(style.replacingOccurrences(of: "WEIGHT", with: "700")) }").utf8))
        _ = try directory.file(
            "fontprobe.yml",
            contents: Data("fonts: [FPAudit-Regular.ttf, FPAudit-Bold.ttf]\nstyles: t.tokens.json\n".utf8))
        let result = try CLI.run(["code", "--config", "fontprobe.yml", "--platform", "web"], in: directory.url)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let faces = Self.fontFaces(result.stdout)
        #expect(
            faces.map { "\($0.key) \($0.src)" } == [
                "\"FP Audit\" 400 normal url(\"FPAudit-Regular.ttf\")", "\"FP Audit\" 700 normal url(\"FPAudit-Bold.ttf\")",
            ], "\(result.stdout)")
    }

    /// Styles whose names make one class (`a.b` and `a-b`) get two, the later `a-b-2`, each with a face
    /// of its own; a name starting with a digit or a hyphen gets `s` before it (CSS Syntax 3, 4.3.9);
    /// a file name's `#` is percent-encoded in `url()`, where it would start a fragment.
    @Test func webClassesAndURLs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file(
            "Lato#1.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("Lato-Regular-subset.ttf"))))
        let style =
            #"{ "$type": "typography", "$value": { "fontFamily": "FP Subset L", "fontSize": "SIZE", "lineHeight": "30px" } }"#
        // `a.b` is the path of `b` in the group `a` (a name may not hold a dot).
        let tokens = ["a.b": "17px", "a-b": "14px", "1st": "20px", "-x": "16px"].sorted { $0.key < $1.key }
            .map { token in
                let value = style.replacingOccurrences(of: "SIZE", with: token.value)
                return token.key == "a.b" ? "\"a\": {\"b\": \(value)}" : "\"\(token.key)\": \(value)"
            }
        _ = try directory.file("t.tokens.json", contents: Data(("{" + tokens.joined(separator: ",\n") + "}").utf8))
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: [\"Lato#1.ttf\"]\nstyles: t.tokens.json\n".utf8))
        let result = try CLI.run(["code", "--config", "fontprobe.yml", "--platform", "web"], in: directory.url)
        #expect(result.status == 0 && result.stderr == "", "\(result.stderr)")
        let classes = result.stdout.split(separator: "\n").filter { $0.hasPrefix(".") }
        // The tokens in key order: -x, 1st, a-b, a.b.
        #expect(classes == [".s-x {", ".s1st {", ".a-b {", ".a-b-2 {"], "\(classes)")
        #expect(result.stdout.contains("src: url(\"Lato%231.ttf\");"))
        for face in Self.fontFaces(result.stdout) {
            #expect(Self.fontFaces(result.stdout).filter { $0.key == face.key }.count == 1, "\(face.key) is declared twice")
        }
    }

    /// A file named as a Kotlin hard keyword: aapt takes `fun` as a resource name (it is no Java
    /// keyword), which Kotlin reads only in backticks, in Fonts.kt and in spec's Compose code.
    @Test func kotlinKeywordResource() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let font = try directory.file(
            "fun.ttf", contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPAudit-Regular.ttf"))))
        let code = try CLI.run(["code", font, "--platform", "android"], in: directory.url)
        #expect(code.status == 0 && code.stdout.contains("Font(R.font.`fun`, FontWeight.Normal)"), "\(code.stdout)")
        let spec = try CLI.run(["spec", font, "--size", "17", "--platform", "android"], in: directory.url)
        #expect(spec.status == 0 && spec.stdout.contains("FontFamily(Font(R.font.`fun`))"), "\(spec.stdout)")
    }

    /// Two files Android's rule names alike (`Lato-Bold.ttf` and `lato_bold.ttf`, in two folders): res/font
    /// holds one file per name, so Fonts.kt would load one of them for both. Refused in one line, as
    /// code.md says; nothing is written.
    @Test func twoFilesOfOneResourceName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (name, font) in [("a/Lato-Bold.ttf", "FPAudit-Regular.ttf"), ("b/lato_bold.ttf", "FPFamily-Bold.ttf")] {
            _ = try directory.file(name, contents: try Data(contentsOf: URL(fileURLWithPath: Repository.font(font))))
        }
        let result = try CLI.run(["code", "a/Lato-Bold.ttf", "b/lato_bold.ttf", "--platform", "android"], in: directory.url)
        #expect(result.status == 64 && result.stdout == "", "\(result.stdout)")
        #expect(
            result.stderr == "fontprobe: 'a/Lato-Bold.ttf' and 'b/lato_bold.ttf' would both be res/font/lato_bold: "
                + "rename one of them.\n", "\(result.stderr)")
        // The web and iOS take both.
        #expect(try CLI.run(["code", "a/Lato-Bold.ttf", "b/lato_bold.ttf", "--platform", "web"], in: directory.url).status == 0)
    }

    @Test func refusals() throws {
        let directory = try TokensCommandTests.project()
        defer { directory.cleanUp() }
        let stream = try CLI.run(["code", "--config", "fontprobe.yml", "--platform", "ios,android"], in: directory.url)
        #expect(stream.status == 64 && stream.stderr.contains("writes a file each: give -o DIRECTORY."), "\(stream.stderr)")
        let package = try CLI.run(
            ["code", "--config", "fontprobe.yml", "--platform", "android", "--package", "com.in"], in: directory.url)
        #expect(package.status == 64 && package.stderr.contains("is no Kotlin package"), "\(package.stderr)")
        // An object named R or FontWeight is what R.font and FontWeight.Bold mean inside it: Fonts.kt
        // would not compile. The Swift file has no R, so iOS alone takes the name.
        for name in ["R", "FontWeight"] {
            let hidden = try CLI.run(
                ["code", "--config", "fontprobe.yml", "--platform", "android", "--name", name], in: directory.url)
            #expect(
                hidden.status == 64 && hidden.stderr.contains("--name \(name) would hide the \(name) that Fonts.kt uses"),
                "\(hidden.stderr)")
        }
        #expect(try CLI.run(["code", "--config", "fontprobe.yml", "--name", "R"], in: directory.url).status == 0)
    }
}

/// The `name` of each `<style>` of a resources file.
private final class StyleNames: NSObject, XMLParserDelegate {
    var names: [String] = []
    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "style", let name = attributes["name"] { names.append(name) }
    }
}
