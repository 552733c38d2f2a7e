import FontProbeModel
import Yams

/// `styles:` of fontprobe.yml: text styles by name (docs/commands/swift.md#text-styles), each name
/// and font within a name's budget.
extension ConfigurationReader {
    /// The most characters (Unicode scalars) in a style's name: ``NameBound/styleName``.
    package static let maximumStyleNameLength = NameBound.styleName.maximum

    /// `name`, or `nil` after reporting at `node` that it is longer than `bound` allows
    /// (docs/security.md#names). A node met again (through a YAML alias, or a token's alias) is
    /// reported once, and a long name is counted once per node, so a thousand styles naming one
    /// long name cost one problem.
    mutating func bounded(_ name: String, _ bound: NameBound, _ node: Node, at path: String) -> String? {
        // Bytes bound scalars: a short name is passed in constant time.
        guard name.utf8.count > bound.maximum else { return name }
        let place = node.mark.map { [$0.line, $0.column] }
        if let place, refusedNames.contains(place) { return nil }
        guard !bound.allows(name) else { return name }
        if let place { refusedNames.insert(place) }
        report(path, node, bound.problem(name) ?? "")
        return nil
    }

    /// `name`, or `nil` after reporting at `node` that it is longer than a style's name may be.
    mutating func styleName(_ name: String, _ node: Node, at path: String) -> String? {
        bounded(name, .styleName, node, at: path)
    }

    /// `styles:`: a mapping of style names to `{font, size, lineHeight, textStyle, maximumSize}`, in
    /// the file's order (docs/commands/swift.md#text-styles).
    mutating func styles(_ node: Node) -> [CheckConfiguration.Style] {
        guard case .mapping(let entries) = node else {
            report(
                "styles", node,
                "expected a mapping of style names to {font, size, lineHeight, textStyle, maximumSize}, "
                    + "found \(Self.kind(node))")
            return []
        }
        guard entries.count <= Self.maximumStyles else {
            report("styles", node, "names \(entries.count) styles; at most \(Self.maximumStyles) are allowed")
            return []
        }
        var styles: [CheckConfiguration.Style] = []
        for (key, value) in entries {
            guard let name = scalar(key, at: "styles", expected: "a style name") else { continue }
            guard let name = styleName(name, key, at: "styles") else { continue }
            let path = "styles.\(name)"
            guard let members = mapping(value, at: path, keys: CheckConfiguration.styleKeys) else { continue }
            var font: String?
            if let node = members["font"] {
                font = scalar(node, at: "\(path).font", expected: "the PostScript name of a configured face")
                if font?.isEmpty == true {
                    report("\(path).font", node, "is empty; give the PostScript name of a configured face")
                    font = nil
                }
                font = font.flatMap { bounded($0, .styleFont, node, at: "\(path).font") }
            } else {
                report(path, value, "there is no 'font' key; give the PostScript name of a configured face")
            }
            var size: Double?
            if let node = members["size"] {
                size = number(node, at: "\(path).size", in: PointMetrics.sizeRange)
            } else {
                report(path, value, "there is no 'size' key; give the point size")
            }
            let lineHeight = members["lineHeight"].flatMap { number($0, at: "\(path).lineHeight", in: PointMetrics.sizeRange) }
            let textStyle = members["textStyle"].flatMap { choice($0, at: "\(path).textStyle", from: TextStyle.allCases) }
            let maximumSize = members["maximumSize"].flatMap {
                number($0, at: "\(path).maximumSize", in: PointMetrics.sizeRange)
            }
            let kern = members["letterSpacing"].flatMap { number($0, at: "\(path).letterSpacing", in: Self.letterSpacingRange) }
            if let maximumSize, let size, maximumSize < size, let node = members["maximumSize"] {
                report(
                    "\(path).maximumSize", node,
                    "\(NumberFormatting.size(maximumSize)) is smaller than the size, \(NumberFormatting.size(size))")
                continue
            }
            if maximumSize != nil, textStyle == nil, let node = members["maximumSize"] {
                report("\(path).maximumSize", node, "needs a textStyle; without one the size does not scale")
                continue
            }
            guard let font, let size else { continue }
            let fontNode = members["font"]
            styles.append(
                CheckConfiguration.Style(
                    name: name, font: font, size: size, lineHeight: lineHeight, textStyle: textStyle,
                    maximumSize: maximumSize, kern: kern, keyPath: path, line: place(fontNode).line,
                    column: place(fontNode).column))
        }
        return styles
    }
}
