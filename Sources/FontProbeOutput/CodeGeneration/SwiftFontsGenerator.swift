import FontProbeModel
import FontProbeRules

/// Writes the Swift file of `fontprobe swift` (docs/commands/swift.md): each face's metrics in
/// font units as a plain value computing, with fontprobe's own formulas, what `fontprobe metrics`
/// reports, and the UIKit and SwiftUI code that uses the live fonts on a device.
///
/// Pure: faces and file descriptions in, Swift source out. The text is deterministic and in the
/// repository's `swift format` style.
package struct SwiftFontsGenerator: Sendable {
    /// The access level of every declaration the file makes.
    package typealias AccessLevel = SwiftAccessLevel

    /// One font file the faces came from, as the header names it.
    package struct SourceFile: Sendable, Hashable {
        /// The path as the user gave it.
        package var path: String
        /// The file's size in bytes.
        package var byteCount: Int
        /// The FNV-1a 64 hash of the file's bytes (``FNV1a64``).
        package var hash: UInt64

        package init(path: String, byteCount: Int, hash: UInt64) {
            self.path = path
            self.byteCount = byteCount
            self.hash = hash
        }

        /// The file's name without its folders: what the app bundle holds.
        package var fileName: String { FileName.lastComponent(path) }
    }

    /// One text style of `styles:` in fontprobe.yml (docs/commands/swift.md#text-styles).
    package struct Style: Sendable, Hashable {
        /// The style's name as the configuration gives it; its Swift name follows docs/commands/swift.md#swift-names.
        package var name: String
        /// The PostScript name of one of the faces.
        package var postScriptName: String
        /// The point size.
        package var size: Double
        /// The designed line height in points, or `nil`.
        package var lineHeight: Double?
        /// The text style it scales with, or `nil` for a fixed size.
        package var textStyle: TextStyle?
        /// The most points it scales to, or `nil`.
        package var maximumPointSize: Double?
        /// The letter spacing as `.kern`, in points at ``size``, or `nil`.
        package var kern: Double?
        /// The UIKit recipe `spec` finds closest to the style's design (one of
        /// `IOSPlatform.codedRecipes`), which `attributes(for:)` applies; `nil` for the paragraph
        /// style with baselineOffset.
        package var recipe: TextRecipe?

        package init(
            name: String, postScriptName: String, size: Double, lineHeight: Double? = nil, textStyle: TextStyle? = nil,
            maximumPointSize: Double? = nil, kern: Double? = nil, recipe: TextRecipe? = nil
        ) {
            self.name = name
            self.postScriptName = postScriptName
            self.size = size
            self.lineHeight = lineHeight
            self.textStyle = textStyle
            self.maximumPointSize = maximumPointSize
            self.kern = kern
            self.recipe = recipe
        }
    }

    /// The names the enum declares itself, which no face may take.
    package static let reservedNames: Set<String> = ["all", "fontFileNames", "registerFonts", "CapHeightAlignedLabel"]

    /// The namespace: the enum's name, and the prefix of the metrics type (`<name>FontMetrics`).
    package var name: String
    package var access: AccessLevel
    /// The version the header names.
    package var version: String
    /// The bundle `registerFonts(in:)` takes by default.
    package var bundle: SwiftFontBundle

    package init(
        name: String = "Fonts", access: AccessLevel = .public, version: String = FontProbeVersion.current,
        bundle: SwiftFontBundle = .main
    ) {
        self.name = name
        self.access = access
        self.version = version
        self.bundle = bundle
    }

    /// The metrics type's name.
    package var metricsType: String { name + "FontMetrics" }
    /// The text style type's name, declared only when there are styles.
    package var styleType: String { name + "TextStyle" }

    /// The Swift file for `faces`, read from `files`.
    /// - Throws: ``SwiftGenerationError`` for a bad namespace name, no face, a face without a
    ///   PostScript name, without usable vertical metrics, or whose PostScript name gives no Swift name;
    ///   a style naming no face, or whose name gives no Swift name.
    package func generate(faces: [FontFace], files: [SourceFile], styles: [Style] = []) throws(SwiftGenerationError)
        -> String
    {
        guard SwiftIdentifier.isTypeName(name) else { throw .badNamespace(name) }
        guard !faces.isEmpty else { throw .noFace }
        // An app bundle holds one file of a name: two fonts of one name would register one face.
        // By a dictionary, so thousands of files cost no comparison of every pair.
        var firstOfFileName: [String: String] = [:]
        for file in files {
            if let first = firstOfFileName[file.fileName] {
                if first != file.path { throw .sharedFileName(file.fileName, paths: [first, file.path]) }
            } else {
                firstOfFileName[file.fileName] = file.path
            }
        }
        var entries: [(face: FontFace, postScriptName: String, metrics: ResolvedMetrics)] = []
        for face in faces {
            guard let postScriptName = face.metrics.postScriptName, !postScriptName.isEmpty else {
                throw .noPostScriptName(path: face.path, faceIndex: face.faceIndex)
            }
            guard let metrics = face.metrics.resolved else {
                throw .noVerticalMetrics(path: face.path, faceIndex: face.faceIndex)
            }
            entries.append((face, postScriptName, metrics))
        }
        // iOS registers one font of a PostScript name: a second face of the name is never found.
        // The instances of one face (one file and face index) share its name.
        var firstOfName: [String: FontFace] = [:]
        for entry in entries {
            guard let same = firstOfName[entry.postScriptName] else {
                firstOfName[entry.postScriptName] = entry.face
                continue
            }
            if !(FileName.same(same.path, entry.face.path) && same.faceIndex == entry.face.faceIndex) {
                throw .sharedPostScriptName(entry.postScriptName, faces: [same, entry.face])
            }
        }
        let names = SwiftIdentifier.distinctNames(entries.map(\.postScriptName), reserved: Self.reservedNames)
        var constants: [(name: String, entry: (face: FontFace, postScriptName: String, metrics: ResolvedMetrics))] = []
        for (name, entry) in zip(names, entries) {
            guard let name else { throw .noSwiftName(postScriptName: entry.postScriptName, path: entry.face.path) }
            constants.append((name, entry))
        }
        var fileNames: [String] = []
        for file in files where !fileNames.contains(file.fileName) { fileNames.append(file.fileName) }

        var out = header(files)
        out += metricsStruct
        out += "\n/// The faces, by PostScript name, and the font files that hold them.\n"
        out += "\(access) enum \(name) {\n"
        for constant in constants {
            out += faceConstant(constant.name, constant.entry.face, constant.entry.postScriptName, constant.entry.metrics)
        }
        out += "\n    /// Every face above, in the order fontprobe read them.\n"
        out += "    \(access) static let all: [\(metricsType)] = \(arrayLiteral(constants.map(\.name)))\n\n"
        out += "    /// The font files, by name, that ``registerFonts(in:)`` looks for in a bundle.\n"
        out += "    \(access) static let fontFileNames: [String] = \(arrayLiteral(fileNames.map(literal)))\n"
        out += families(constants.map { ($0.name, $0.entry.face.metrics.familyName) })
        out += familyNamespaces(constants.map { ($0.name, $0.entry.face) })
        out += "}\n"
        var styleConstants: [String] = []
        if !styles.isEmpty {
            let styleNames = SwiftIdentifier.styleNames(styles.map(\.name))
            let knownFaces = constants.map(\.entry.postScriptName)
            out += styleStruct
            out += "\nextension \(name) {\n"
            out += "    /// The text styles of fontprobe.yml, in the order it lists them.\n"
            out += "    \(access) enum Styles {\n"
            for (styleName, style) in zip(styleNames, styles) {
                guard let styleName else { throw .noStyleSwiftName(style.name) }
                guard let face = constants.first(where: { $0.entry.postScriptName == style.postScriptName }) else {
                    throw .unknownStyleFont(style: style.name, postScriptName: style.postScriptName, known: knownFaces)
                }
                out += styleConstant(styleName, style, faceName: face.name)
                styleConstants.append(styleName)
            }
            out += "    }\n}\n"
        }
        out += uiKit
        if !styles.isEmpty { out += styleUIKit }
        out += swiftUI
        if !styles.isEmpty { out += styleSwiftUI }
        return out
    }

    private func styleConstant(_ constantName: String, _ style: Style, faceName: String) -> String {
        var arguments = ["face: \(name).\(faceName)", "size: \(number(style.size))"]
        if let lineHeight = style.lineHeight { arguments.append("lineHeight: \(number(lineHeight))") }
        if let textStyle = style.textStyle { arguments.append("textStyle: .\(textStyle.rawValue)") }
        if let maximum = style.maximumPointSize { arguments.append("maximumPointSize: \(number(maximum))") }
        if let kern = style.kern { arguments.append("kern: \(number(kern))") }
        // The generated type's default is the paragraph style with baselineOffset; without a designed
        // line height, attributes(for:) sets the font alone whatever the recipe.
        if style.lineHeight != nil, let recipe = style.recipe, recipe != .baselineOffset,
            IOSPlatform.codedRecipes.contains(recipe)
        {
            arguments.append("recipe: .\(recipe.rawValue)")
        }
        return """
                    /// \(commentSafe(style.name)): \(commentSafe(style.postScriptName)) at \(number(style.size)) pt.
                    \(access) static let \(constantName) = \(styleType)(
                        \(arguments.joined(separator: ", ")))

            """
    }

    /// `value` as a Swift literal as a person writes it: `17`, `17.5`, `23.8` for 1.4 × 17
    /// (23.799999999999997 in binary), to 10 decimals, far below any size's precision.
    private func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : NumberFormatting.trimmed(value, decimals: 10)
    }

    private func header(_ files: [SourceFile]) -> String {
        var out = "// Generated by fontprobe \(version) (fontprobe swift); do not edit.\n//\n"
        out += "// Font files (byte count, FNV-1a 64 of the bytes):\n"
        for file in files {
            out += "// - \(commentSafe(file.path)): \(file.byteCount) bytes, fnv1a64 \(hex(file.hash))\n"
        }
        return out + "\n"
    }

    /// Characters a name may hold that would change how the file reads, not what it says: controls,
    /// and the bidirectional controls and line separators of "Trojan Source" (CVE-2021-42574), which
    /// make the code shown differ from the code compiled.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) || value == 0x061C
            || (0x200E...0x200F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }

    /// `text` as a Swift string literal: a raw string would do, but escaping keeps any name on one
    /// line and its bidirectional controls visible as `\u{…}`. The one literal writer of generated
    /// Swift: `fontprobe swift` and `spec`'s code both use it.
    func literal(_ text: String) -> String { Self.literal(text) }

    /// ``literal(_:)``.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where Self.isInvisibleControl(scalar):
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// An array literal of `elements` at the enum's level: one element on the line (as swift-format
    /// joins it), more one per line with a trailing comma.
    func arrayLiteral(_ elements: [String], indent: String = "    ") -> String {
        guard elements.count > 1 else { return "[\(elements.joined())]" }
        return "[\n" + elements.map { "\(indent)    \($0),\n" }.joined() + "\(indent)]"
    }

    /// `text` on one line, for a comment, each control (``isInvisibleControl(_:)``) a `?`.
    func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { Self.isInvisibleControl($0) ? "?" : $0 }))
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
