import FontProbeModel
import FontProbeRules

/// Swift names for the faces of `fontprobe swift`, made from PostScript names by the rules of
/// docs/commands/swift.md#swift-names.
package enum SwiftIdentifier {
    /// Swift's keywords, escaped with backticks when a name is one of them.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try",
    ]

    /// Names that even backticks cannot make a static member reachable as `Type.name`: they are
    /// given a trailing underscore instead.
    static let memberReserved: Set<String> = ["self", "Type", "Protocol", "init"]

    /// The modules and types the generated file names: an enum of one of these names (`--name
    /// Double`) would hide it and the file would not compile. SwiftCommandTests keeps the list equal
    /// to what the generated code uses.
    package static let namesTheGeneratedCodeUses: Set<String> = [
        "Swift", "Foundation", "CoreText", "UIKit", "SwiftUI", "Any", "Bool", "Bundle", "CaseIterable", "CFURL",
        "CGFloat", "CTFontManagerRegisterFontsForURL", "Double", "Font", "Hashable", "Int", "NSAttributedString",
        "NSMutableParagraphStyle", "NSParagraphStyle", "Sendable", "String", "TextStyle", "UIEdgeInsets", "UIFont",
        "UIFontMetrics", "UILabel", "View", "ViewModifier", "Content", "ScaledMetric", "Environment", "Modifier",
        "CapHeightTrim", "Recipe", "ViewBuilder",
        "Void",
        // Free functions it calls: an enum `max` would turn `max(a, b)` into the enum's initializer.
        "abs", "max", "assertionFailure",
    ]

    /// The types the generated file declares besides the enum: an enum of one of these names
    /// (`--name Styles`) would declare it twice.
    package static let namesTheGeneratedCodeDeclares: Set<String> = ["Styles", "Families", "CapHeightAlignedLabel"]

    /// The lower-camel-case name of `postScriptName`: each run of characters other than ASCII
    /// letters and digits is dropped and the letter after it capitalized; the leading run of
    /// capitals is lowercased (all but its last when a lowercase letter follows it, so
    /// `FPAudit-Regular` is `fpAuditRegular`); a leading digit gets `_` before it; a keyword is
    /// escaped with backticks. `nil` when no letter or digit is left.
    package static func lowerCamelCase(_ postScriptName: String) -> String? {
        var words: [[Character]] = [[]]
        for character in postScriptName {
            if character.isASCII && (character.isLetter || character.isNumber) {
                words[words.count - 1].append(character)
            } else if !words[words.count - 1].isEmpty {
                words.append([])
            }
        }
        words = words.filter { !$0.isEmpty }
        guard var first = words.first else { return nil }
        var capitals = first.prefix { $0.isUppercase }.count
        if capitals > 1 && capitals < first.count && first[capitals].isLowercase { capitals -= 1 }
        for index in 0..<max(capitals, 1) { first[index] = Character(first[index].lowercased()) }
        var name = String(first)
        for word in words.dropFirst() {
            name += word.first!.uppercased() + String(word.dropFirst())
        }
        if name.first!.isNumber { name = "_" + name }
        if memberReserved.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` can be the generated enum's name as written: an ASCII letter or `_`, then
    /// letters, digits and `_`, not `_` alone, not a keyword, and none of
    /// ``namesTheGeneratedCodeUses`` or ``namesTheGeneratedCodeDeclares``.
    package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_", name != "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !keywords.contains(name) && !memberReserved.contains(name) && !namesTheGeneratedCodeUses.contains(name)
            && !namesTheGeneratedCodeDeclares.contains(name)
    }

    /// One distinct name per PostScript name, in order: a name already taken (by an earlier face or
    /// by one of `reserved`) gets `_2`, `_3`, … (the first suffix free). `nil` for a PostScript name
    /// that gives no name at all.
    package static func distinctNames(_ postScriptNames: [String], reserved: Set<String> = []) -> [String?] {
        var taken = reserved
        return postScriptNames.map { postScriptName in
            guard let base = lowerCamelCase(postScriptName) else { return nil }
            let bare = base.filter { $0 != "`" }
            var name = base
            var suffix = 2
            while taken.contains(name.filter { $0 != "`" }) {
                name = "\(bare)_\(suffix)"
                suffix += 1
            }
            taken.insert(name.filter { $0 != "`" })
            return name
        }
    }

    /// The Swift names of text styles (docs/commands/swift.md#text-styles): as ``distinctNames(_:reserved:)``
    /// makes them, from the names without the group every one of them is in. Design tokens name
    /// their styles by path (`typography.title`, `typography.body`): those are `title` and `body`.
    /// A group is dropped only for two styles or more, and only where every name goes on after it
    /// with a letter (`Body 1.5` and `Body 1.25` keep their names: that `.` is no group's).
    package static func styleNames(_ names: [String]) -> [String?] {
        let paths = names.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        var shared = 0
        while names.count > 1, let first = paths.first, shared < first.count - 1,
            paths.allSatisfy({
                $0.count > shared + 1 && $0[shared] == first[shared]
                    && $0[shared + 1].first.map { $0.isASCII && $0.isLetter } == true
            })
        {
            shared += 1
        }
        return distinctNames(paths.map { $0.dropFirst(shared).joined(separator: ".") })
    }

    /// The upper-camel-case name of a family (`FP Audit` is `FPAudit`, `Roboto Flex` is
    /// `RobotoFlex`): each run of characters other than ASCII letters and digits dropped and the
    /// letter after it capitalized, a leading digit with `_` before it; `nil` when no letter or
    /// digit is left.
    package static func upperCamelCase(_ family: String) -> String? {
        let words = family.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard !words.isEmpty else { return nil }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first!.isNumber ? "_" + name : name
    }
}
