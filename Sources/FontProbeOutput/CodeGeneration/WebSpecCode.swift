import FontProbeModel
import FontProbeRules

/// The CSS `spec --platform web` prints for a face (docs/commands/spec.md#the-web), and the
/// stylesheet `code --platform web` writes for every style: an `@font-face` rule per face (with
/// the metric overrides of the recipe chosen, where it has them) and a class per style, sizes and
/// lengths in CSS px, the letter spacing in em.
package struct WebSpecCode: Sendable, Hashable {
    /// The recipe written, nearest the design over every scale.
    package var recipe: TextRecipe
    /// Its `@font-face` rule and its class.
    package var css: String
    /// Every web recipe's CSS, in ``WebPlatform/recipes`` order; `nil` where one does not apply.
    package var recipes: [(recipe: TextRecipe, css: String?)]

    package init?(_ face: SpecReport.Face) {
        guard face.spec.platform == .web, let recipe = face.closest, let css = Self.css(face, recipe: recipe) else {
            return nil
        }
        (self.recipe, self.css) = (recipe, css)
        recipes = WebPlatform.recipes.map { ($0, Self.css(face, recipe: $0)) }
    }

    package static func == (a: WebSpecCode, b: WebSpecCode) -> Bool { a.recipe == b.recipe && a.css == b.css }
    package func hash(into hasher: inout Hasher) { hasher.combine(css) }

    /// `recipe`'s CSS for the face: its `@font-face` rule, then its class; `nil` for a recipe that
    /// is not the web's or does not apply to the face.
    package static func css(_ face: SpecReport.Face, recipe: TextRecipe) -> String? {
        guard let parts = parts(face, recipe: recipe) else { return nil }
        return ([parts.fontFace] + parts.rules).joined(separator: "\n")
    }

    /// The stylesheet of every style: each `@font-face` rule once, in the order first needed, then
    /// each style's class in the order given, each written with the recipe `spec` chose for it.
    /// Two styles whose names make one class (`a.b` and `a-b`) get `-2`, `-3`, … after the later's,
    /// as a later rule of one class would override the earlier's; a family's weights are its
    /// style names' where its usWeightClass cannot tell its faces apart
    /// (``FaceDeclaration/weighsByStyleName(_:)``); and a face whose `@font-face` would have the
    /// family, weight and style of a different rule already written (another file, or the same
    /// file with other overrides) is declared under a family of its class's own, since a browser
    /// uses the last of such rules for both.
    package static func stylesheet(_ faces: [SpecReport.Face]) -> String {
        var fontFaces: [String] = []
        var declared: [String: String] = [:]
        var rules: [String] = []
        var classes: Set<String> = []
        var families: [String: [FontFace]] = [:]
        for face in faces {
            let family = face.face.metrics.familyName
            if !(families[family] ?? []).contains(where: { $0.path == face.face.path && $0.faceIndex == face.face.faceIndex }) {
                families[family, default: []].append(face.face)
            }
        }
        for face in faces {
            var name = className(face)
            var suffix = 2
            while !classes.insert(name).inserted {
                name = "\(className(face))-\(suffix)"
                suffix += 1
            }
            let byStyleName = FaceDeclaration.weighsByStyleName(families[face.face.metrics.familyName] ?? [])
            guard let recipe = face.closest,
                var parts = parts(face, recipe: recipe, className: name, byStyleName: byStyleName)
            else {
                let why = face.face.faceIndex > 0 ? Self.collectionFace : "no CSS recipe applies"
                rules.append("/* \(comment(face.style?.name ?? face.face.metrics.familyName)): \(why) */")
                continue
            }
            if let other = declared[parts.key], other != parts.fontFace,
                let own = Self.parts(
                    face, recipe: recipe, className: name, byStyleName: byStyleName,
                    family: "\(face.face.metrics.familyName) \(name)")
            {
                parts = own
            }
            if declared[parts.key] == nil { declared[parts.key] = parts.fontFace }
            if !fontFaces.contains(parts.fontFace) { fontFaces.append(parts.fontFace) }
            rules += parts.rules
        }
        return (["/* Written by fontprobe code --platform web. */"] + fontFaces + rules)
            .joined(separator: "\n") + "\n"
    }

    /// The class a face's style is written under: the style's name (`typography.body` is
    /// `.typography-body`), or `.text` without a style.
    package static func className(_ face: SpecReport.Face) -> String {
        guard let name = face.style?.name else { return "text" }
        var out = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "_"
                    || scalar == "-"
                    ? Character(scalar) : "-"
            })
        // An identifier may not start with a digit, nor with a hyphen and a digit or two hyphens.
        if let first = out.first, first.isNumber || first == "-" { out = "s" + out }
        return out.isEmpty ? "text" : out
    }

    /// The family an `@font-face` rule names: the face's own, or for a recipe of the style's own
    /// face, the face's and the class (`Lato typography-body`), so no other style gets its overrides.
    static func family(_ face: SpecReport.Face, recipe: TextRecipe, className: String? = nil) -> String {
        let family = face.face.metrics.familyName
        return recipe == .cssStyleFace ? "\(family) \(className ?? Self.className(face))" : family
    }

    /// `recipe`'s `@font-face` rule, the key of the face it declares (family, weight and style) and
    /// its rules, for the class `className` (the style's own by default), the face's weight by its
    /// style name with `byStyleName`, and its family `family` (by default ``family(_:recipe:className:)``).
    private static func parts(
        _ face: SpecReport.Face, recipe: TextRecipe, className: String? = nil, byStyleName: Bool = false,
        family: String? = nil
    ) -> (fontFace: String, key: String, rules: [String])? {
        let spec = face.spec
        let metrics = face.face.metrics
        // A collection's later face: a browser's @font-face loads the file's first face.
        guard face.face.faceIndex == 0, WebPlatform.recipes.contains(recipe), let lineHeight = face.designLineHeight
        else { return nil }
        let overrides: CSSMetricOverrides?
        switch recipe {
        case .cssFontMetrics:
            guard let design = WebPlatform.designMetrics(spec, metrics) else { return nil }
            overrides = design
        case .cssStyleFace:
            guard let own = WebPlatform.styleFace(spec, metrics) else { return nil }
            overrides = own
        default: overrides = nil
        }
        let name = className ?? Self.className(face)
        let family = quoted(family ?? Self.family(face, recipe: recipe, className: name))
        let weight = FaceDeclaration.weight(face.face, byStyleName: byStyleName)
        let style = FaceDeclaration.isItalic(face.face) ? "italic" : "normal"
        // The file by its name, beside the stylesheet: where a site serves it is the site's.
        let file = url(FileName.lastComponent(FileName.displayed(face.face.path)))
        var fontFace = [
            "/* \(comment("\(metrics.familyName) \(metrics.styleName)")) */",
            "@font-face {",
            "  font-family: \(family);",
            "  src: url(\(quoted(file)));",
            "  font-weight: \(weight);",
            "  font-style: \(style);",
        ]
        if let overrides {
            let (ascent, descent, gap) = overrides.percentages
            fontFace.append(
                recipe == .cssFontMetrics
                    ? "  /* the metrics \(spec.tool.name) reads, for every style of this face */"
                    : "  /* this style's first baseline and line, as \(spec.tool.name) puts them */")
            fontFace += ["  ascent-override: \(ascent);", "  descent-override: \(descent);", "  line-gap-override: \(gap);"]
        }
        fontFace.append("}")

        var rule = [
            ".\(name) {",
            "  font-family: \(family);",
            "  font-size: \(number(spec.pointSize))px;",
            "  font-weight: \(weight);",
            "  font-style: \(style);",
            "  line-height: \(recipe == .cssStyleFace ? "normal" : number(lineHeight) + "px");",
        ]
        if let kern = face.kern, kern != 0, spec.pointSize > 0 {
            // In em, to six decimals: -0.5px at 17px is -0.029412em, within 1/10,000 px.
            rule.append("  letter-spacing: \(NumberFormatting.trimmed(kern / spec.pointSize, decimals: 6))em;")
        }
        if spec.trimCap { rule.append("  text-box: trim-both cap alphabetic;") }
        rule.append("}")
        var rules = [rule.joined(separator: "\n")]
        if spec.trimCap, let insets = face.layouts.last?.fit(recipe)?.box.trimInsets {
            // Browsers without text-box: the same trim as negative margins, at the largest scale asked;
            // a line lower than its cap height has a negative inset, which a positive margin adds back.
            rules.append(
                [
                    "@supports not (text-box: trim-both cap alphabetic) {",
                    "  .\(name) { margin-top: \(number(-insets.top))px; margin-bottom: \(number(-insets.bottom))px; }",
                    "}",
                ].joined(separator: "\n"))
        }
        return (fontFace.joined(separator: "\n"), "\(family) \(weight) \(style)", rules)
    }

    /// Why a collection's later face has no CSS: CSS Fonts 4 has no way to name it, and Chromium
    /// loads a `.ttc`'s first face for `@font-face` [M: FPCollection.ttc at 100 px, line-height
    /// normal, is face 0's 119 px, not face 1's 100].
    package static let collectionFace = "a collection's later face: @font-face loads a file's first face only, so no CSS"

    /// A number to type: to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }

    /// `text` as a CSS string: in double quotes, a quote, a backslash and every control character
    /// escaped as a hexadecimal escape (CSS Syntax 3, 4.3.7), so no name can end the string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
                || scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
            {
                out += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A file name as a relative URL: `%`, `#`, `?` and `\\` percent-encoded, which a URL would
    /// otherwise read as an escape, a fragment, a query and (in http) a `/` (WHATWG URL).
    static func url(_ file: String) -> String {
        var out = ""
        for character in file {
            switch character {
            case "%": out += "%25"
            case "#": out += "%23"
            case "?": out += "%3F"
            case "\\": out += "%5C"
            default: out.append(character)
            }
        }
        return out
    }

    /// `text` for a CSS comment: control characters escaped, and no `*/` to end it early.
    static func comment(_ text: String) -> String {
        text.escapingControlCharacters.replacingOccurrences(of: "*/", with: "* /")
    }
}
