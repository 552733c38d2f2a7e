import FontProbeModel
import Yams

/// Typography tokens as `styles:` (docs/commands/swift.md#design-tokens): the W3C Design Tokens
/// Community Group format (`$type`, `$value`) and Tokens Studio's (`type`, `value`), read as YAML,
/// which JSON is, so every problem has its line and column.
extension ConfigurationReader {
    /// The most tokens a file may hold, typography or not, and the deepest an alias may chain.
    package static let maximumTokens = 10_000
    /// The most groups and tokens read: YAML's anchors can make a small file a huge tree.
    static let maximumNodes = 100_000
    static let maximumAliasDepth = 16

    /// A font size's `rem`, in points: the web's default root font size.
    static let remPoints = 16.0

    /// Every typography token under `root`, in the file's order, named by its path
    /// (`typography.heading`), as styles.
    package mutating func tokenStyles(_ root: Node) -> [CheckConfiguration.Style] {
        var tokens: [(path: String, node: Node)] = []
        var values: [String: Node] = [:]
        var count = 0
        var visited = 0
        var overlong = false
        let bound = NameBound.styleName
        // A name the Design Tokens format forbids ('.', '{', '}') is refused where it would name a
        // style: at its key, once, when a typography token is at or below it. Elsewhere (Tokens
        // Studio's spacing "0.5", say) it names no style and is read as written.
        var refusedKeys: Set<[Int]> = []
        func refuse(_ refused: (path: String, key: Node, problem: String)) {
            let place = refused.key.mark.map { [$0.line, $0.column] } ?? []
            guard place.isEmpty || refusedKeys.insert(place).inserted else { return }
            report(refused.path, refused.key, refused.problem)
        }
        // A token's name is its path, which YAML's aliases can repeat and lengthen. Below the key
        // that makes a path longer than a style's name may be, the walk goes on without making the
        // path longer, only counting its length, so a typography token there is refused at its key
        // (another token there is no style: it is not kept, and an alias to it finds no such token).
        // Each level adds at least its '.', so a token deeper than the bound is long has a path too
        // long, and the walk stops there.
        func walk(
            _ node: Node, key: Node?, path: String, length: Int, longUnder: String?, depth: Int, inheritedType: String?,
            refused: (path: String, key: Node, problem: String)?
        ) {
            visited += 1
            guard case .mapping(let mapping) = node, count <= Self.maximumTokens, visited <= Self.maximumNodes, !overlong,
                depth <= bound.maximum + 1
            else { return }
            let type = (mapping["$type"] ?? mapping["type"])?.scalar?.string ?? inheritedType
            if let value = mapping["$value"] ?? mapping["value"] {
                count += 1
                if let longUnder, let key {
                    // A typography token's path is a style's name: too long is a mistake, said at the
                    // token, after the path up to the key that made it too long.
                    guard type == "typography" else { return }
                    report(longUnder, key, bound.problem(start: path, length: length))
                    overlong = true
                    return
                }
                if type == "typography", let refused {
                    refuse(refused)
                    return
                }
                values[path] = value
                if type == "typography" { tokens.append((path, node)) }
                return
            }
            for (key, child) in mapping {
                guard let name = key.scalar?.string, !name.hasPrefix("$") else { continue }
                let added = name.unicodeScalars.count
                let problem = refused == nil ? Self.tokenNameProblem(name).map { (path, key, $0) } : refused
                let childLength = length + (depth == 0 ? 0 : 1) + added
                var (childPath, childLong) = (path, longUnder)
                if longUnder == nil && childLength > bound.maximum {
                    // Only the start of a path too long is kept, for the message.
                    let start = (depth == 0 ? "" : path + ".").unicodeScalars + name.unicodeScalars.prefix(NameBound.shownStart)
                    (childPath, childLong) = (String(String.UnicodeScalarView(start.prefix(NameBound.shownStart))), path)
                } else if longUnder == nil {
                    childPath = depth == 0 ? name : path + "." + name
                }
                walk(
                    child, key: key, path: childPath, length: childLength, longUnder: childLong, depth: depth + 1,
                    inheritedType: type, refused: problem)
            }
        }
        walk(root, key: nil, path: "", length: 0, longUnder: nil, depth: 0, inheritedType: nil, refused: nil)
        if overlong { return [] }
        if visited > Self.maximumNodes {
            report("", root, "holds more than \(Self.maximumNodes) groups and tokens, the most a tokens file may")
            return []
        }
        if count > Self.maximumTokens {
            report("", root, "holds more than \(Self.maximumTokens) tokens, the most a tokens file may")
            return []
        }
        if tokens.isEmpty {
            // Unless a name refused was one.
            if problems.isEmpty { report("", root, "has no typography tokens ($type or type \"typography\")") }
            return []
        }
        if tokens.count > Self.maximumStyles {
            report("", root, "holds \(tokens.count) typography tokens; at most \(Self.maximumStyles) are allowed")
            return []
        }
        return tokens.compactMap { style(named: $0.path, $0.node, values: values) }
    }

    /// Why `name` cannot name a token or group, or `nil`: the Design Tokens format forbids `.`, `{`
    /// and `}` in names, since a path joins names with `.` (`"a.b"` would be the path of `b` in
    /// `a`, two styles of one name) and an alias is a path in braces.
    static func tokenNameProblem(_ name: String) -> String? {
        // By scalar: a combining mark after a '.' makes one Character of both, and the path the same.
        guard let character = name.unicodeScalars.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) else { return nil }
        let why =
            character == "."
            ? "a token's path joins names with '.', so it would be another token's path"
            : "an alias is a token's path in braces"
        return "the name \(NameBound.quoted(name)) contains '\(character)', which no token or group name may (\(why))"
    }

    /// One typography token as a style; `nil` after reporting what is wrong with it.
    private mutating func style(named name: String, _ token: Node, values: [String: Node]) -> CheckConfiguration.Style? {
        let valueNode = token.mapping.flatMap { $0["$value"] ?? $0["value"] } ?? token
        guard let composite = resolved(valueNode, at: name, values: values), case .mapping(let value) = composite else {
            report(name, valueNode, "expected a typography value: a mapping with fontFamily, fontSize and lineHeight")
            return nil
        }
        func member(_ key: String) -> (Node, Node)? {
            guard let node = value[key] else { return nil }
            return resolved(node, at: "\(name).\(key)", values: values).map { ($0, node) }
        }
        var family: String?
        if let (node, original) = member("fontFamily") {
            let first = node.sequence?.first ?? node
            family = scalar(first, at: "\(name).fontFamily", expected: "a font family")
            if family?.isEmpty == true {
                report("\(name).fontFamily", original, "is empty; give the font's family or PostScript name")
                family = nil
            }
            // Said once where it is written, at the token an alias leads to, however many name it.
            let written = aliasTarget(original, values: values) ?? "\(name).fontFamily"
            family = family.flatMap { bounded($0, .styleFont, first, at: written) }
        } else if value["fontFamily"] == nil {
            report(name, valueNode, "there is no fontFamily")
        }
        var size: Double?
        if let (node, original) = member("fontSize") {
            // A dimension that cannot be read says so itself; one that can is range-checked here.
            if let points = dimension(node, original, at: "\(name).fontSize", percentOf: nil) {
                if PointMetrics.sizeRange.contains(points) {
                    size = points
                } else {
                    report("\(name).fontSize", original, "must come to between 0.01 and 10000 points")
                }
            }
        } else if value["fontSize"] == nil {
            report(name, valueNode, "there is no fontSize")
        }
        let weight = member("fontWeight").flatMap { fontWeight($0.0, $0.1, at: "\(name).fontWeight") }
        // "Bold Italic" in fontWeight, as Tokens Studio writes it, is italic too.
        let italic =
            member("fontStyle").flatMap { $0.0.scalar?.string.lowercased() }.map { $0 == "italic" || $0 == "oblique" }
            ?? member("fontWeight").flatMap { $0.0.scalar?.string }.map(FontWeight.isItalic(styleName:))
        var lineHeight: LineHeightValue?
        if let (node, original) = member("lineHeight"), let value = self.lineHeight(node, original, at: "\(name).lineHeight") {
            lineHeight = value
        }
        // A letter spacing in % or em needs the size; without one, only the size's problem is said.
        var kern: Double?
        if let (node, original) = member("letterSpacing"), size != nil || value["fontSize"] == nil {
            kern = dimension(node, original, at: "\(name).letterSpacing", percentOf: size)
            if let points = kern, !Self.letterSpacingRange.contains(points) {
                report("\(name).letterSpacing", original, "must come to between -1000 and 1000 points")
                kern = nil
            }
        }
        // Tokens Studio's paragraphSpacing: Figma's space between paragraphs (docs/commands/spec.md#paragraphs).
        var paragraphSpacing: Double?
        if let (node, original) = member("paragraphSpacing"), size != nil || value["fontSize"] == nil {
            paragraphSpacing = dimension(node, original, at: "\(name).paragraphSpacing", percentOf: size)
            if let points = paragraphSpacing, !(0...PointMetrics.sizeRange.upperBound).contains(points) {
                report("\(name).paragraphSpacing", original, "must come to between 0 and 10000 points")
                paragraphSpacing = nil
            }
        }
        let fontprobe = token.mapping?["$extensions"]?.mapping?["fontprobe"]
        let textStyle = fontprobe?.mapping?["textStyle"].flatMap {
            choice($0, at: "\(name).$extensions.fontprobe.textStyle", from: TextStyle.allCases)
        }
        let maximumSize = fontprobe?.mapping?["maximumSize"].flatMap {
            number($0, at: "\(name).$extensions.fontprobe.maximumSize", in: PointMetrics.sizeRange)
        }
        guard let family, let size else { return nil }
        if let line = lineHeight?.points(size: size), !PointMetrics.sizeRange.contains(line), let node = value["lineHeight"] {
            report("\(name).lineHeight", node, "must come to between 0.01 and 10000 points")
            return nil
        }
        var style = CheckConfiguration.Style(
            name: name, font: family, size: size, lineHeight: lineHeight?.points(size: size), textStyle: textStyle,
            maximumSize: maximumSize, kern: kern, keyPath: name, line: place(token).line, column: place(token).column)
        style.token = CheckConfiguration.Style.Token(
            weight: weight ?? 400, italic: italic ?? false, lineHeight: lineHeight, paragraphSpacing: paragraphSpacing)
        return style
    }

    /// `node`, or the token value an alias (`{font.size.body}`) names, followed to its end.
    private mutating func resolved(_ start: Node, at path: String, values: [String: Node]) -> Node? {
        var node = start
        for _ in 0..<Self.maximumAliasDepth {
            guard let text = node.scalar?.string, text.hasPrefix("{"), text.hasSuffix("}") else { return node }
            let target = String(text.dropFirst().dropLast())
            guard let next = values[target] else {
                report(path, start, "refers to \(text), which no token in the file is")
                return nil
            }
            node = next
        }
        report(path, start, "is an alias that leads through more than \(Self.maximumAliasDepth) others (a cycle?)")
        return nil
    }

    /// The path of the token an alias (`{font.family.brand}`) leads to at its end, or `nil` for
    /// a value that is no alias or leads nowhere.
    private func aliasTarget(_ start: Node, values: [String: Node]) -> String? {
        var (node, target): (Node, String?) = (start, nil)
        for _ in 0..<Self.maximumAliasDepth {
            guard let text = node.scalar?.string, text.hasPrefix("{"), text.hasSuffix("}") else { return target }
            target = String(text.dropFirst().dropLast())
            guard let next = target.flatMap({ values[$0] }) else { return nil }
            node = next
        }
        return nil
    }

    /// A dimension in points: `16`, `"16px"`, `"12pt"`, `"1rem"`, `{"value": 16, "unit": "px"}`; with
    /// `percentOf`, also `"2%"` and `"0.1em"` of that size.
    private mutating func dimension(_ node: Node, _ original: Node, at path: String, percentOf size: Double?) -> Double? {
        if let mapping = node.mapping, let value = mapping["value"]?.scalar?.string, let number = Double(value),
            number.isFinite
        {
            let unit = mapping["unit"]?.scalar?.string ?? "px"
            return scaled(number, unit: unit, original, at: path, size: size)
        }
        guard let text = scalar(node, at: path, expected: "a dimension such as 16 or \"16px\"") else { return nil }
        let trimmed = text.filter { !$0.isWhitespace }.lowercased()
        let unit = String(trimmed.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
        guard let number = DecimalNumber.parse(trimmed.dropLast(unit.count)) else {
            report(path, original, "expected a dimension such as 16 or \"16px\", found \(NameBound.quoted(text))")
            return nil
        }
        return scaled(number, unit: unit, original, at: path, size: size)
    }

    private mutating func scaled(_ number: Double, unit: String, _ node: Node, at path: String, size: Double?) -> Double? {
        switch (unit, size) {
        case ("", _), ("px", _), ("pt", _): return number
        case ("rem", _): return number * Self.remPoints
        case ("%", let size?): return number / 100 * size
        case ("em", let size?): return number * size
        default:
            report(path, node, "cannot use the unit '\(unit)' here; write px, pt or rem\(size == nil ? "" : ", % or em")")
            return nil
        }
    }

    /// `400`, `"700"`, `"Bold"`, `"SemiBold Italic"`: a weight from 1 to 1000.
    private mutating func fontWeight(_ node: Node, _ original: Node, at path: String) -> Int? {
        guard let text = scalar(node, at: path, expected: "a font weight such as 700 or \"Bold\"") else { return nil }
        // A number is a weight or nothing: -700 and 5000 are no style name to read as 400.
        if let number = DecimalNumber.parse(text) {
            if let weight = Int(exactly: number), (1...1000).contains(weight) { return weight }
            report(path, original, "a font weight is a whole number from 1 to 1000, not \(text)")
            return nil
        }
        if let weight = FontWeight.number(styleName: text) { return weight }
        report(path, original, "expected a font weight such as 700 or \"Bold\", found \(NameBound.quoted(text))")
        return nil
    }

    /// DTCG's number (a multiple of the size) or dimension (`{"value": 24, "unit": "px"}`, px or rem:
    /// points), or Tokens Studio's `"150%"`, `"24px"`, `"24"`, `"AUTO"`, each in the unit it is written in
    /// (Figma rounds by it, docs/design-tools.md#figma); `.some(nil)` for the font's own line height.
    private mutating func lineHeight(_ node: Node, _ original: Node, at path: String) -> LineHeightValue?? {
        if let mapping = node.mapping {
            guard let points = dimension(node, original, at: path, percentOf: nil) else { return nil }
            guard points > 0 else {
                report(path, original, "expected a positive line height, found \(mapping["value"]?.scalar?.string ?? "")")
                return nil
            }
            return .points(points)
        }
        guard let text = scalar(node, at: path, expected: "a line height such as 1.5, \"150%\" or \"24px\"") else { return nil }
        if ["auto", "normal"].contains(text.lowercased()) { return .some(nil) }
        if node.scalar?.style == .plain, let number = DecimalNumber.parse(text) {
            guard number.isFinite, number > 0 else {
                report(path, original, "expected a positive line height, found \(NameBound.quoted(text))")
                return nil
            }
            guard number < LineHeightValue.smallestBarePoints else {
                report(
                    path, original,
                    "\(text) would be \(text) times the font size (a DTCG lineHeight is a multiple); write \"\(text)px\" for points"
                )
                return nil
            }
            return .multiple(number)
        }
        do {
            return try LineHeightValue(parsing: text)
        } catch {
            report(path, original, error.reason)
            return nil
        }
    }
}

/// Font weights by name, as design tools and style names write them (OpenType's usWeightClass values).
package enum FontWeight {
    static let names: [(String, Int)] = [
        ("thin", 100), ("hairline", 100), ("extralight", 200), ("ultralight", 200), ("light", 300), ("regular", 400),
        ("normal", 400), ("book", 400), ("roman", 400), ("medium", 500), ("semibold", 600), ("demibold", 600),
        ("bold", 700), ("extrabold", 800), ("ultrabold", 800), ("heavy", 800), ("black", 900),
    ]

    /// The weight a style name such as "SemiBold Italic" or "Extra Light" says; `nil` when it names
    /// none. A name that is only "Italic" is Regular.
    package static func number(styleName: String) -> Int? {
        let words = styleName.lowercased().filter { $0.isLetter }
        guard !words.isEmpty else { return nil }
        let bare = words.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        if bare.isEmpty { return 400 }  // "Italic" alone: the regular weight
        return names.first { $0.0 == bare }?.1
    }

    /// Whether a style name is italic or oblique.
    package static func isItalic(styleName: String) -> Bool {
        let lowered = styleName.lowercased()
        return lowered.contains("italic") || lowered.contains("oblique")
    }
}
