import FontProbeModel
import FontProbeRules

/// The faces' part of `fontprobe swift`'s file: each face's constant with its metrics in words, the
/// faces of each family, and a namespace per family (docs/commands/swift.md#the-generated-api).
extension SwiftFontsGenerator {
    /// `Families`: the faces of each family name, in read order, named as faces are
    /// (docs/commands/swift.md#swift-names), so a family's weights can be listed or chosen from.
    func families(_ faces: [(constant: String, family: String)]) -> String {
        var order: [String] = []
        var members: [String: [String]] = [:]
        for face in faces {
            if members[face.family] == nil { order.append(face.family) }
            members[face.family, default: []].append(face.constant)
        }
        let names = SwiftIdentifier.distinctNames(order, reserved: [])
        var out = "\n    /// The faces of each family (name ID 16, else 1), in the order fontprobe read them.\n"
        out += "    \(access) enum Families {\n"
        for (name, family) in zip(names, order) {
            guard let name else { continue }
            let faces = members[family, default: []].map { "\(self.name).\($0)" }
            out += "        /// \(commentSafe(family)).\n"
            out += "        \(access) static let \(name): [\(metricsType)] = \(arrayLiteral(faces, indent: "        "))\n"
        }
        return out + "    }\n"
    }

    /// A namespace per family with a member per face, named from its style (`Fonts.Inter.semiBold`),
    /// as SwiftGen's users know them: the same values as the faces above.
    func familyNamespaces(_ faces: [(constant: String, face: FontFace)]) -> String {
        var order: [String] = []
        var members: [String: [(constant: String, face: FontFace)]] = [:]
        for face in faces {
            let family = face.face.metrics.familyName
            if members[family] == nil { order.append(family) }
            members[family, default: []].append(face)
        }
        // A family's name may be one the file uses or declares (a family `Font`): it gets `Family`.
        // The faces' own constants and the enum's members share the namespace (`_9Abc` can be both).
        var taken =
            SwiftIdentifier.namesTheGeneratedCodeUses.union(SwiftIdentifier.namesTheGeneratedCodeDeclares)
            .union(SwiftIdentifier.keywords).union([name, metricsType, styleType]).union(Self.reservedNames)
            .union(faces.map { $0.constant.filter { $0 != "`" } })
        var out = ""
        for family in order {
            guard var typeName = SwiftIdentifier.upperCamelCase(family) else { continue }
            if taken.contains(typeName) { typeName += "Family" }
            var suffix = 2
            let base = typeName
            while taken.contains(typeName) {
                typeName = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(typeName)
            let faces = members[family, default: []]
            // A named instance of a variable face is its own style (docs/commands/swift.md#variable-fonts).
            let styles = faces.map { face in
                face.face.variation.flatMap { $0.instance.isDefault ? nil : $0.instance.name } ?? face.face.metrics.styleName
            }
            let names = SwiftIdentifier.distinctNames(styles, reserved: [])
            out += "\n    /// \(commentSafe(family)), a member per face by its style.\n"
            out += "    \(access) enum \(typeName) {\n"
            for ((member, face), style) in zip(zip(names, faces), styles) {
                guard let member else { continue }
                out += "        /// \(commentSafe(family)) \(commentSafe(style)) (\(self.name).\(face.constant)).\n"
                if let metrics = face.face.metrics.resolved { out += docComment(metricsInWords(metrics), indent: "        ") }
                out += "        \(access) static let \(member) = \(self.name).\(face.constant)\n"
            }
            out += "    }\n"
        }
        return out
    }

    func faceConstant(_ constantName: String, _ face: FontFace, _ postScriptName: String, _ m: ResolvedMetrics)
        -> String
    {
        let cap = m.capHeight.units.map(String.init) ?? "nil"
        let x = m.xHeight.units.map(String.init) ?? "nil"
        // A named instance of a variable face is its own style (docs/commands/swift.md#variable-fonts).
        let instance = face.variation.flatMap { $0.instance.isDefault ? nil : $0.instance.name }
        let of = instance.map { "the \(commentSafe($0)) instance of face \(face.faceIndex)" } ?? "face \(face.faceIndex)"
        let words = metricsInWords(m)
        return """
                /// \(commentSafe(postScriptName)), \(of) of \(commentSafe(face.path)).
            \(docComment(words, indent: "    "))    \(access) static let \(constantName) = \(metricsType)(
                    postScriptName: \(literal(postScriptName)), familyName: \(literal(face.metrics.familyName)),
                    styleName: \(literal(instance ?? face.metrics.styleName)), unitsPerEm: \(m.unitsPerEm), ascender: \(m.ascender),
                    descender: \(m.descender), lineGap: \(m.lineGap), capHeight: \(cap), xHeight: \(x),
                    hasLegacyAscenderAdjustment: \(m.hasLegacyAscenderAdjustment))

            """
    }

    /// `text` as doc comment lines at `indent`, broken between words to stay within 100 columns.
    func docComment(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent.count + 4 + line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { "\(indent)/// \($0)\n" }.joined()
    }

    /// A face's metrics in a sentence, for its doc comments: "Ascender 850, descender -250 and no
    /// line gap of 1000 units per em, from hhea; cap height 700, x height 500."
    func metricsInWords(_ m: ResolvedMetrics) -> String {
        let gap = m.lineGap == 0 ? "no line gap" : "a line gap of \(m.lineGap)"
        let heights = [m.capHeight.units.map { "cap height \($0)" }, m.xHeight.units.map { "x height \($0)" }]
            .compactMap { $0 }
        let adjustment = m.hasLegacyAscenderAdjustment ? "; UIKit adds 15% to its ascender" : ""
        return "Ascender \(m.ascender), descender \(m.descender) and \(gap) of \(m.unitsPerEm) units per em, from "
            + "\(m.source == .hhea ? "hhea" : m.source == .typo ? "OS/2 typo" : "OS/2 win")"
            + (heights.isEmpty ? "; no cap or x height" : "; " + heights.joined(separator: ", ")) + adjustment + "."
    }

}
