import FontProbeModel
import Yams

/// The values and problems of a configuration: what every section is read with.
extension ConfigurationReader {
    // MARK: Values

    /// The items of a list with their key paths (`sizes[1]`), or a single value standing for a
    /// list of one (`sizes: 17`).
    package func listItems(_ node: Node, at path: String) -> [(Node, String)] {
        guard case .sequence(let sequence) = node else { return [(node, path)] }
        return sequence.enumerated().map { ($1, "\(path)[\($0)]") }
    }

    /// A mapping's members by key, reporting keys not in `keys` and keys that are not strings.
    package mutating func mapping(_ node: Node, at path: String, keys: [String]) -> [String: Node]? {
        guard case .mapping(let mapping) = node else {
            report(path, node, "expected a mapping (key: value lines), found \(Self.kind(node))")
            return nil
        }
        var members: [String: Node] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                report(path, key, "expected a key name, found \(Self.kind(key))")
                continue
            }
            guard keys.contains(name) else {
                report(
                    path.isEmpty ? name : "\(path).\(name)", key,
                    "unknown key \(NameBound.quoted(name))\(Self.suggestion(for: name, among: keys)); the keys here are "
                        + keys.joined(separator: ", ")
                )
                continue
            }
            members[name] = value
        }
        return members
    }

    /// A string or a list of strings: paths and globs.
    package mutating func patterns(_ node: Node, at path: String) -> [CheckConfiguration.FontPattern] {
        let items = listItems(node, at: path)
        if items.isEmpty { report(path, node, "is an empty list; name at least one font file, directory or glob") }
        guard items.count <= Self.maximumPatterns else {
            report(
                path, node,
                "lists \(items.count) patterns; at most \(Self.maximumPatterns) are allowed (name a directory or a glob instead)")
            return []
        }
        return items.compactMap { item, itemPath in
            guard let text = scalar(item, at: itemPath, expected: "a path or glob") else { return nil }
            guard !text.isEmpty else {
                report(itemPath, item, "is empty; give a path or glob")
                return nil
            }
            guard let text = bounded(text, .path, item, at: itemPath) else { return nil }
            let (line, column) = place(item)
            return CheckConfiguration.FontPattern(Self.path(text), keyPath: itemPath, line: line, column: column)
        }
    }

    /// A number or a list of numbers, each in `range`.
    package mutating func numbers(_ node: Node, at path: String, in range: ClosedRange<Double>) -> [Double] {
        let items = listItems(node, at: path)
        if items.isEmpty { report(path, node, "is an empty list; give at least one number") }
        return items.compactMap { number($0, at: $1, in: range) }
    }

    package mutating func required(
        _ members: [String: Node], _ key: String, of node: Node, at path: String, in range: ClosedRange<Double>
    ) -> Double? {
        guard let value = members[key] else {
            report(path, node, "there is no '\(key)'; a capInset expectation needs size, scale and points")
            return nil
        }
        return number(value, at: "\(path).\(key)", in: range)
    }

    package mutating func number(_ node: Node, at path: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = scalar(node, at: path, expected: "a number") else { return nil }
        guard let value = DecimalNumber.parse(text) else {
            report(path, node, "expected a number, found \(NameBound.quoted(text))")
            return nil
        }
        guard range.contains(value) else {
            report(
                path, node,
                "\(text) is out of range; it must be from \(NumberFormatting.size(range.lowerBound)) "
                    + "to \(NumberFormatting.size(range.upperBound))")
            return nil
        }
        return value
    }

    package mutating func integer(_ node: Node, at path: String) -> Int? {
        guard let text = scalar(node, at: path, expected: "a whole number of font units") else { return nil }
        guard let value = Int(text), value.magnitude <= 1 << 20 else {
            report(path, node, "expected a whole number of font units, found \(NameBound.quoted(text))")
            return nil
        }
        return value
    }

    package mutating func choice<Value: RawRepresentable<String>>(
        _ node: Node, at path: String, from values: [Value]
    ) -> Value? {
        let names = values.map(\.rawValue)
        let expected = names.joined(separator: ", ")
        guard let text = scalar(node, at: path, expected: "one of \(expected)") else { return nil }
        guard let value = Value(rawValue: text) else {
            report(
                path, node,
                "expected one of \(expected), found \(NameBound.quoted(text))\(Self.suggestion(for: text, among: names))")
            return nil
        }
        return value
    }

    /// The text of a scalar, or a problem naming what was found instead.
    package mutating func scalar(_ node: Node, at path: String, expected: String) -> String? {
        guard case .scalar(let scalar) = node else {
            report(path, node, "expected \(expected), found \(Self.kind(node))")
            return nil
        }
        if scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
            report(path, node, "has no value; expected \(expected)")
            return nil
        }
        return scalar.string
    }

    // MARK: Problems

    package mutating func report(_ path: String, _ node: Node, _ message: @escaping @autoclosure () -> String) {
        let (line, column) = place(node)
        problems.append(PendingProblem(keyPath: path, line: line, column: column, message: message))
    }

    package static func kind(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : NameBound.quoted(scalar.string)
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// ` (did you mean 'fonts'?)` when one name is a small edit away.
    package static func suggestion(for name: String, among names: [String]) -> String {
        Suggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// A path as `fontprobe.yml` writes it: the UTF-8 of its text (docs/fonts.md#file-names), so
    /// that a private-use character there is that character, never the byte fontprobe keeps as one.
    static func path(_ text: String) -> String { FileName.decode(Array(text.utf8)) }

    /// What Yams could not parse, where it is in the file as written.
    package func problem(parsing error: any Error) -> ConfigurationProblem {
        switch error {
        case YamlError.scanner(_, let problem, let mark, _), YamlError.parser(_, let problem, let mark, _),
            YamlError.composer(_, let problem, let mark, _):
            let (line, column) = source.position(mark)
            return ConfigurationProblem(keyPath: "", line: line, column: column, message: "not valid YAML: \(problem)")
        case YamlError.duplicatedKeysInMapping(let duplicates, let context):
            let (line, column) = source.position(context.mark)
            return ConfigurationProblem(
                keyPath: "", line: line, column: column,
                message: "the key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) appears more than once")
        case YamlError.reader(let problem, let offset, _, _):
            let (line, column) = offset.map { source.position(character: $0) } ?? (nil, nil)
            return ConfigurationProblem(keyPath: "", line: line, column: column, message: "not readable as YAML text: \(problem)")
        default:
            return ConfigurationProblem(keyPath: "", message: "not valid YAML: \(error)")
        }
    }
}
