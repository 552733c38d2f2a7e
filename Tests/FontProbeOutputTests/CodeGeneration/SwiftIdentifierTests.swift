import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The Swift names of `fontprobe swift` (docs/commands/swift.md#swift-names), worked out by hand.
struct SwiftIdentifierTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var postScriptName: String
        var name: String?
        var testDescription: String { "\(postScriptName) → \(name ?? "nil")" }
    }

    @Test(arguments: [
        Case(postScriptName: "FPAudit-Regular", name: "fpAuditRegular"),
        Case(postScriptName: "Lato-Regular", name: "latoRegular"),
        Case(postScriptName: "DejaVuSans", name: "dejaVuSans"),
        Case(postScriptName: "FPVariable-VF", name: "fpVariableVF"),
        Case(postScriptName: "HELVETICA", name: "helvetica"),
        Case(postScriptName: "A", name: "a"),
        Case(postScriptName: "Brand_Sans.Bold Italic", name: "brandSansBoldItalic"),
        // A digit first: no leading capital to lowercase, and `_` before it.
        Case(postScriptName: "3Dumb-Regular", name: "_3DumbRegular"),
        Case(postScriptName: "Default", name: "`default`"),
        Case(postScriptName: "Self", name: "self_"),
        Case(postScriptName: "init", name: "init_"),
        Case(postScriptName: "Type", name: "type"),
        Case(postScriptName: "Café-Bold", name: "cafBold"),
        Case(postScriptName: "---", name: nil),
    ])
    func lowerCamelCase(_ test: Case) {
        #expect(SwiftIdentifier.lowerCamelCase(test.postScriptName) == test.name)
    }

    @Test func collisionsGetSuffixesInOrder() {
        let names = SwiftIdentifier.distinctNames(
            ["Lato-Regular", "Lato_Regular", "Lato-Regular", "All", "Lato-Regular_2", "---"], reserved: ["all"])
        #expect(names == ["latoRegular", "latoRegular_2", "latoRegular_3", "all_2", "latoRegular2", nil])
    }

    @Test func keywordsKeepTheirBackticksWhenSuffixed() {
        #expect(SwiftIdentifier.distinctNames(["Default", "default"]) == ["`default`", "default_2"])
    }

    @Test(arguments: [
        ("Fonts", true), ("Brand2", true), ("_X", true), ("2Brand", false), ("Brand-Sans", false),
        ("class", false), ("Self", false), ("", false), ("Écrit", false),
    ])
    func typeNames(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isTypeName(name) == valid)
    }

    /// FNV-1a 64 test vectors, worked with the published offset basis and prime: "" is the
    /// basis itself; "a" is (0xcbf29ce484222325 ^ 0x61) * 0x100000001b3 mod 2^64.
    @Test func fnv1a64() {
        #expect(FNV1a64.hash([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }

    /// Names are Swift string literals whatever they hold: a quote, a backslash and a control
    /// character are escaped, so the file still compiles (the compile test covers the fixtures).
    @Test func namesAreEscapedInLiterals() throws {
        var metrics = FontMetrics.sf
        metrics.postScriptName = "Odd-Name"
        metrics.familyName = "Say \"Hi\" \\ now\u{7}"
        let face = FontFace(path: "dir/a\nb.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        let file = SwiftFontsGenerator.SourceFile(path: "dir/a\nb.ttf", byteCount: 3, hash: 0xab)
        let source = try SwiftFontsGenerator().generate(faces: [face], files: [file])
        #expect(source.contains(#"familyName: "Say \"Hi\" \\ now\u{7}""#))
        #expect(source.contains("// - dir/a?b.ttf: 3 bytes, fnv1a64 00000000000000ab\n"))
        #expect(source.contains(#"public static let fontFileNames: [String] = ["a\u{A}b.ttf"]"#))
        #expect(source.contains("public static let oddName = FontsFontMetrics("))
    }

    /// Two styles whose names make the same Swift name ("Body" and "body" both give `body`) get
    /// the face names' suffixes, in the order fontprobe.yml lists them (docs/commands/swift.md#swift-names).
    @Test func collidingStyleNamesGetSuffixesInOrder() throws {
        var metrics = FontMetrics.sf
        metrics.postScriptName = "Brand-Regular"
        let face = FontFace(path: "Brand-Regular.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        let file = SwiftFontsGenerator.SourceFile(path: "Brand-Regular.ttf", byteCount: 3, hash: 0xab)
        let styles = ["Body", "body", "Body!"].map {
            SwiftFontsGenerator.Style(name: $0, postScriptName: "Brand-Regular", size: 17)
        }
        let source = try SwiftFontsGenerator().generate(faces: [face], files: [file], styles: styles)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: /static let (\w+) = FontsTextStyle\(/) else { return nil }
            return String(match.1)
        }
        #expect(declared == ["body", "body_2", "body_3"])
    }

    /// A design token's group every style shares is left out (`typography.title` is `title`), but
    /// not a `.` that is no group's (`Body 1.5`), not a group that would leave a name without a
    /// letter, and not for one style alone.
    @Test func styleNamesDropTheGroupTheyShare() {
        #expect(SwiftIdentifier.styleNames(["typography.title", "typography.body"]) == ["title", "body"])
        #expect(SwiftIdentifier.styleNames(["brand.text.title", "brand.text.body"]) == ["title", "body"])
        #expect(SwiftIdentifier.styleNames(["Body 1.5", "Body 1.25"]) == ["body15", "body125"])
        #expect(SwiftIdentifier.styleNames(["text.body", "text."]) == ["textBody", "text"])
        #expect(SwiftIdentifier.styleNames(["typography.title"]) == ["typographyTitle"])
        #expect(SwiftIdentifier.styleNames(["typography.title", "caption"]) == ["typographyTitle", "caption"])
    }

    /// A family's namespace never takes a face's constant: family `9 abc` and PostScript name
    /// `9-abc` both make `_9Abc`, and the namespace is `_9AbcFamily`.
    @Test func aFamilyNamespaceKeepsClearOfTheFaces() throws {
        var metrics = FontMetrics.sf
        metrics.postScriptName = "9-abc"
        metrics.familyName = "9 abc"
        let face = FontFace(path: "9-abc.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        let source = try SwiftFontsGenerator().generate(
            faces: [face], files: [SwiftFontsGenerator.SourceFile(path: "9-abc.ttf", byteCount: 3, hash: 1)])
        #expect(source.contains("    public static let _9Abc = FontsFontMetrics(\n"))
        #expect(source.contains("    public enum _9AbcFamily {\n"))
    }

    @Test func faceWithoutPostScriptNameIsAnError() throws {
        var metrics = FontMetrics.sf
        metrics.postScriptName = nil
        let face = FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        #expect(throws: SwiftGenerationError.noPostScriptName(path: "SF.ttf", faceIndex: 0)) {
            try SwiftFontsGenerator().generate(faces: [face], files: [])
        }
        metrics.postScriptName = "-"
        #expect(throws: SwiftGenerationError.noSwiftName(postScriptName: "-", path: "SF.ttf")) {
            try SwiftFontsGenerator().generate(
                faces: [FontFace(path: "SF.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)], files: [])
        }
        #expect(throws: SwiftGenerationError.noFace) { try SwiftFontsGenerator().generate(faces: [], files: []) }
        #expect(throws: SwiftGenerationError.badNamespace("class")) {
            try SwiftFontsGenerator(name: "class").generate(faces: [face], files: [])
        }
    }
}

/// `--name` names the generated enum; a name the file itself uses would hide that type or module
/// and the file would not compile (docs/commands/swift.md#options).
struct GeneratedNamesTests {
    @Test(arguments: [
        "_", "Double", "String", "UIFont", "SwiftUI", "Self", "class", "9Fonts", "Fönts", "",
        // Declared by the file, or called as free functions in it (they used to make Swift that did not compile).
        "Styles", "Families", "CapHeightAlignedLabel", "max", "abs",
    ])
    func refused(_ name: String) {
        #expect(!SwiftIdentifier.isTypeName(name))
    }

    @Test(arguments: ["Fonts", "_Fonts", "BrandFonts2", "F"])
    func accepted(_ name: String) {
        #expect(SwiftIdentifier.isTypeName(name))
    }

    /// The capitalized names the golden file of the two-weight family with styles uses outside its
    /// comments and string literals, less those it declares (`Fonts…`, `CapHeightAlignedLabel`,
    /// nested `Styles`): exactly the names `--name` may not take, but for the modules Swift and
    /// Foundation, which it never names and which may not be hidden either.
    @Test func theRefusedNamesAreTheOnesTheFileUses() throws {
        let url = Repository.root.appendingPathComponent(
            "Tests/FontProbeOutputTests/CodeGeneration/Golden/FPAuditStyles.swift.golden")
        let source = try String(contentsOf: url, encoding: .utf8)
        var used: Set<String> = []
        var calls: Set<String> = []
        var declaredMembers: Set<String> = []
        let strings = try NSRegularExpression(pattern: #""(\\.|[^"\\])*""#)
        let names = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        // A lower-case name called without a receiver (`max(a, b)`), and those the file declares.
        let freeCalls = try NSRegularExpression(pattern: #"(?<![.\w#])([a-z][A-Za-z0-9_]*)\("#)
        let declarations = try NSRegularExpression(pattern: #"\b(?:func|var|let|case)\s+([a-z][A-Za-z0-9_]*)"#)
        for line in source.components(separatedBy: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            let bare = strings.stringByReplacingMatches(
                in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
            for match in names.matches(in: bare, range: NSRange(bare.startIndex..., in: bare)) {
                used.insert((bare as NSString).substring(with: match.range))
            }
            for match in freeCalls.matches(in: bare, range: NSRange(bare.startIndex..., in: bare)) {
                calls.insert((bare as NSString).substring(with: match.range(at: 1)))
            }
            for match in declarations.matches(in: bare, range: NSRange(bare.startIndex..., in: bare)) {
                declaredMembers.insert((bare as NSString).substring(with: match.range(at: 1)))
            }
        }
        // Compiler conditions and initializers are no functions an enum could hide, nor are methods
        // called on an implicit self (`rounded()` in an extension of Double, `modifier(_:)` of View),
        // which Swift finds as members before any type of the module.
        let freeFunctions = calls.subtracting(declaredMembers).subtracting([
            "canImport", "os", "available", "init", "rounded", "modifier",
        ])
        // Declared by the file, or a member type reached through a qualified name (`NSAttributedString.Key`);
        // `FPAudit` is the namespace of the fixtures' family (the file's only name that comes from a font).
        let declared = used.filter {
            $0.hasPrefix("Fonts") || $0 == "CapHeightAlignedLabel" || $0 == "Styles" || $0 == "Families" || $0 == "Key"
                || $0 == "FPAudit"
        }
        // `Self` is a keyword, refused as one.
        #expect(
            used.subtracting(declared).subtracting(["Self"]).union(freeFunctions)
                == SwiftIdentifier.namesTheGeneratedCodeUses.subtracting(["Swift", "Foundation"]))
        #expect(!SwiftIdentifier.isTypeName("Self"))
        // What the file declares besides its enum may not be the enum's name either.
        #expect(
            declared.subtracting(["Key", "FPAudit"]).filter { !$0.hasPrefix("Fonts") }
                == SwiftIdentifier.namesTheGeneratedCodeDeclares)
        for name in SwiftIdentifier.namesTheGeneratedCodeDeclares.union(freeFunctions) {
            #expect(!SwiftIdentifier.isTypeName(name), "\(name)")
        }
    }
}

/// FNV-1a 64 against the published test vectors (Fowler, Noll and Vo: "" is the offset basis,
/// "a" 0xaf63dc4c8601ec8c, "foobar" 0x85944171f73967e8), and hashed a piece at a time as
/// `fontprobe swift` hashes a file, a megabyte at a time.
struct FNV1a64Tests {
    @Test func publishedVectors() {
        #expect(FNV1a64.hash(Array("".utf8)) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a64.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a64.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(FNV1a64.hash(Array("bar".utf8), continuing: FNV1a64.hash(Array("foo".utf8))) == 0x8594_4171_f739_67e8)
    }
}
