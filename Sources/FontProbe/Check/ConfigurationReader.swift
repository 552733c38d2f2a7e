import Yams

/// Walks the YAML tree, collecting a problem for each bad value instead of stopping at the first.
struct ConfigurationReader {
    /// A problem found, with its message still to be written: only the few shown are
    /// (docs/commands/check.md#limits).
    struct PendingProblem {
        var keyPath: String
        var line: Int?
        var column: Int?
        var message: () -> String

        var problem: ConfigurationProblem {
            ConfigurationProblem(keyPath: keyPath, line: line, column: column, message: message())
        }
    }

    /// The most patterns one `fonts` list may name (docs/commands/check.md#limits).
    static let maximumPatterns = 1000
    /// The most rows, distinct sizes × distinct scales, each face is measured at (docs/commands/check.md#limits).
    static let maximumRows = 1000

    var problems: [PendingProblem] = []

    mutating func configuration(_ root: Node) -> CheckConfiguration? {
        guard let members = mapping(root, at: "", keys: CheckConfiguration.keys) else { return nil }
        var configuration = CheckConfiguration(fonts: [])
        if let node = members["fonts"] {
            configuration.fonts = patterns(node, at: "fonts")
        } else {
            report("", root, "there is no 'fonts' key; list the font files, directories or globs to check")
        }
        if let node = members["sizes"] { configuration.sizes = numbers(node, at: "sizes", in: PointMetrics.sizeRange) }
        if let node = members["scales"] {
            configuration.scales = numbers(node, at: "scales", in: LabelMetrics.scaleRange)
        }
        let (sizes, scales) = (Set(configuration.sizes).count, Set(configuration.scales).count)
        if sizes * scales > Self.maximumRows {
            report(
                "sizes", members["sizes"] ?? root,
                "\(sizes) sizes × \(scales) scales make \(sizes * scales) rows per face; "
                    + "at most \(Self.maximumRows) are allowed")
        }
        if let node = members["failOn"] {
            configuration.failOn = choice(node, at: "failOn", from: Severity.allCases) ?? .error
        }
        if let node = members["rules"] { configuration.rules = RuleSettings(ruleSettings(node)) }
        if let node = members["characters"] { configuration.characters = characters(node) }
        if let node = members["instances"] { configuration.instances = instances(node) }
        if let node = members["expectations"] { configuration.expectations = expectations(node) }
        if let node = members["baseline"] {
            if let text = scalar(node, at: "baseline", expected: "a file name or false") {
                if ["false", "off", "no"].contains(text.lowercased()) {
                    configuration.baseline = nil
                } else if text.isEmpty {
                    report("baseline", node, "is empty; give a file name, or false to check without a baseline")
                } else if let problem = CheckConfiguration.baselineProblem(text) {
                    report("baseline", node, problem)
                } else {
                    configuration.baseline = text
                    (configuration.baselineLine, configuration.baselineColumn) = (node.mark?.line, node.mark?.column)
                }
            }
        }
        return configuration
    }

    // MARK: Sections

    private mutating func ruleSettings(_ node: Node) -> [String: RuleSettings.Setting] {
        guard case .mapping(let mapping) = node else {
            report("rules", node, "expected a mapping of rule IDs to off, on, info, warning or error, found \(Self.kind(node))")
            return [:]
        }
        var settings: [String: RuleSettings.Setting] = [:]
        for (key, value) in mapping {
            guard let id = key.scalar?.string else {
                report("rules", key, "expected a rule ID, found \(Self.kind(key))")
                continue
            }
            let path = "rules.\(id)"
            guard Rule.named(id) != nil else {
                let ids = Rule.all.map(\.id)
                report(
                    path, key,
                    "there is no rule '\(id)'\(Self.suggestion(for: id, among: ids)); the rules are \(ids.joined(separator: ", "))"
                )
                continue
            }
            guard let text = scalar(value, at: path, expected: "off, on, info, warning or error") else { continue }
            if ["off", "false", "no"].contains(text.lowercased()) {
                settings[id] = .off
            } else if ["on", "true", "yes"].contains(text.lowercased()) {
                settings[id] = .on
            } else if let severity = Severity(rawValue: text) {
                settings[id] = .severity(severity)
            } else {
                report(path, value, "expected off, on, info, warning or error, found '\(text)'")
            }
        }
        return settings
    }

    /// A list (or one string) of character lists, as `audit --characters` takes them.
    private mutating func characters(_ node: Node) -> CharacterRanges {
        var characters = CharacterRanges.default
        for (item, path) in listItems(node, at: "characters") {
            guard let text = scalar(item, at: path, expected: "characters or ranges such as U+0400-04FF") else { continue }
            do {
                characters = try characters.adding(text)
            } catch {
                report(path, item, "cannot use '\(error.spec)': \(error.reason)")
            }
        }
        return characters
    }

    /// A mapping of font patterns to the instances to check: `default`, `named` (every named
    /// instance), an instance's name, or coordinates (`wght=650,wdth=90`); one or a list.
    private mutating func instances(_ node: Node) -> [CheckConfiguration.InstancePattern] {
        guard case .mapping(let mapping) = node else {
            report(
                "instances", node,
                "expected a mapping of font patterns to instances (default, named, a name, or wght=650), found \(Self.kind(node))"
            )
            return []
        }
        var found: [CheckConfiguration.InstancePattern] = []
        for (key, value) in mapping {
            guard let pattern = scalar(key, at: "instances", expected: "a path or glob"), !pattern.isEmpty else { continue }
            let path = "instances.\(pattern)"
            var selections: [InstanceSelection] = []
            for (item, itemPath) in listItems(value, at: path) {
                guard let text = scalar(item, at: itemPath, expected: "default, named, an instance name or wght=650")
                else { continue }
                if text == "default" {
                    selections.append(.defaultInstance)
                } else if text == "named" {
                    selections.append(.allNamed)
                } else if text.contains("=") {
                    guard let settings = AxisSetting.list(text) else {
                        report(itemPath, item, "expected coordinates such as wght=650,wdth=90, found '\(text)'")
                        continue
                    }
                    selections.append(.coordinates(settings))
                } else {
                    selections.append(.named(text))
                }
            }
            found.append(
                CheckConfiguration.InstancePattern(
                    fonts: CheckConfiguration.FontPattern(
                        pattern, keyPath: path, line: key.mark?.line, column: key.mark?.column),
                    selection: .combined(selections)))
        }
        return found
    }

    private mutating func expectations(_ node: Node) -> [CheckConfiguration.Expectation] {
        guard case .sequence(let sequence) = node else {
            report(
                "expectations", node, "expected a list of expectations (each starting with '- fonts:'), found \(Self.kind(node))")
            return []
        }
        return sequence.enumerated().compactMap { index, item in expectation(item, at: "expectations[\(index)]") }
    }

    private mutating func expectation(_ node: Node, at path: String) -> CheckConfiguration.Expectation? {
        let problemsBefore = problems.count
        guard let members = mapping(node, at: path, keys: CheckConfiguration.expectationKeys + ["instances"]) else {
            return nil
        }
        guard let fontsNode = members["fonts"] else {
            report(path, node, "there is no 'fonts' key; say which fonts (a path, glob or list) this applies to")
            return nil
        }
        var expectation = CheckConfiguration.Expectation(fonts: patterns(fontsNode, at: "\(path).fonts"), keyPath: path)
        if let node = members["instances"] {
            expectation.instances = listItems(node, at: "\(path).instances").compactMap { item, itemPath in
                scalar(item, at: itemPath, expected: "default or an instance's name")
            }
        }
        if let node = members["lineGap"] { expectation.lineGap = integer(node, at: "\(path).lineGap") }
        if let node = members["unitsPerEm"] { expectation.unitsPerEm = integer(node, at: "\(path).unitsPerEm") }
        if let node = members["verticalMetricsSource"] {
            expectation.verticalMetricsSource = choice(
                node, at: "\(path).verticalMetricsSource", from: VerticalMetricsSource.allCases)
        }
        if let node = members["capHeightSource"] {
            expectation.capHeightSource = choice(node, at: "\(path).capHeightSource", from: HeightSource.allCases)
        }
        if let node = members["xHeightSource"] {
            expectation.xHeightSource = choice(node, at: "\(path).xHeightSource", from: HeightSource.allCases)
        }
        if let node = members["capInset"] {
            expectation.capInsets = insets(node, at: "\(path).capInset")
            if case .sequence(let items) = node, items.isEmpty {
                report("\(path).capInset", node, "is an empty list; give at least one {size, scale, points}")
            }
        }
        if expectation.isEmpty && problems.count == problemsBefore {
            report(
                path, node,
                "expects nothing; add one of \(CheckConfiguration.expectationKeys.dropFirst().joined(separator: ", "))")
        }
        return expectation
    }

    /// One `{size, scale, points, tolerance}` mapping, or a list of them.
    private mutating func insets(_ node: Node, at path: String) -> [CheckConfiguration.InsetExpectation] {
        let items = listItems(node, at: path)
        return items.compactMap { item, itemPath in
            guard let members = mapping(item, at: itemPath, keys: CheckConfiguration.insetKeys) else { return nil }
            let size = required(members, "size", of: item, at: itemPath, in: PointMetrics.sizeRange)
            let scale = required(members, "scale", of: item, at: itemPath, in: LabelMetrics.scaleRange)
            let points = required(members, "points", of: item, at: itemPath, in: -10_000...10_000)
            var tolerance: Double? = CheckConfiguration.InsetExpectation.defaultTolerance
            if let node = members["tolerance"] { tolerance = number(node, at: "\(itemPath).tolerance", in: 0...10_000) }
            guard let size, let scale, let points, let tolerance else { return nil }
            return CheckConfiguration.InsetExpectation(
                size: size, scale: scale, points: points, tolerance: tolerance, keyPath: itemPath)
        }
    }

    // MARK: Values

    /// The items of a list with their key paths (`sizes[1]`), or a single value standing for a
    /// list of one (`sizes: 17`).
    private func listItems(_ node: Node, at path: String) -> [(Node, String)] {
        guard case .sequence(let sequence) = node else { return [(node, path)] }
        return sequence.enumerated().map { ($1, "\(path)[\($0)]") }
    }

    /// A mapping's members by key, reporting keys not in `keys` and keys that are not strings.
    private mutating func mapping(_ node: Node, at path: String, keys: [String]) -> [String: Node]? {
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
                    "unknown key '\(name)'\(Self.suggestion(for: name, among: keys)); the keys here are \(keys.joined(separator: ", "))"
                )
                continue
            }
            members[name] = value
        }
        return members
    }

    /// A string or a list of strings: paths and globs.
    private mutating func patterns(_ node: Node, at path: String) -> [CheckConfiguration.FontPattern] {
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
            return CheckConfiguration.FontPattern(text, keyPath: itemPath, line: item.mark?.line, column: item.mark?.column)
        }
    }

    /// A number or a list of numbers, each in `range`.
    private mutating func numbers(_ node: Node, at path: String, in range: ClosedRange<Double>) -> [Double] {
        let items = listItems(node, at: path)
        if items.isEmpty { report(path, node, "is an empty list; give at least one number") }
        return items.compactMap { number($0, at: $1, in: range) }
    }

    private mutating func required(
        _ members: [String: Node], _ key: String, of node: Node, at path: String, in range: ClosedRange<Double>
    ) -> Double? {
        guard let value = members[key] else {
            report(path, node, "there is no '\(key)'; a capInset expectation needs size, scale and points")
            return nil
        }
        return number(value, at: "\(path).\(key)", in: range)
    }

    private mutating func number(_ node: Node, at path: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = scalar(node, at: path, expected: "a number") else { return nil }
        guard let value = Double(text), value.isFinite else {
            report(path, node, "expected a number, found '\(text)'")
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

    private mutating func integer(_ node: Node, at path: String) -> Int? {
        guard let text = scalar(node, at: path, expected: "a whole number of font units") else { return nil }
        guard let value = Int(text), value.magnitude <= 1 << 20 else {
            report(path, node, "expected a whole number of font units, found '\(text)'")
            return nil
        }
        return value
    }

    private mutating func choice<Value: RawRepresentable<String>>(
        _ node: Node, at path: String, from values: [Value]
    ) -> Value? {
        let names = values.map(\.rawValue)
        let expected = names.joined(separator: ", ")
        guard let text = scalar(node, at: path, expected: "one of \(expected)") else { return nil }
        guard let value = Value(rawValue: text) else {
            report(path, node, "expected one of \(expected), found '\(text)'\(Self.suggestion(for: text, among: names))")
            return nil
        }
        return value
    }

    /// The text of a scalar, or a problem naming what was found instead.
    private mutating func scalar(_ node: Node, at path: String, expected: String) -> String? {
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

    private mutating func report(_ path: String, _ node: Node, _ message: @escaping @autoclosure () -> String) {
        problems.append(PendingProblem(keyPath: path, line: node.mark?.line, column: node.mark?.column, message: message))
    }

    private static func kind(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string.isEmpty ? "nothing" : "'\(scalar.string)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// ` (did you mean 'fonts'?)` when one name is a small edit away.
    private static func suggestion(for name: String, among names: [String]) -> String {
        Suggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static func problem(parsing error: any Error) -> ConfigurationProblem {
        switch error {
        case YamlError.scanner(_, let problem, let mark, _), YamlError.parser(_, let problem, let mark, _),
            YamlError.composer(_, let problem, let mark, _):
            ConfigurationProblem(keyPath: "", line: mark.line, column: mark.column, message: "not valid YAML: \(problem)")
        case YamlError.duplicatedKeysInMapping(let duplicates, let context):
            ConfigurationProblem(
                keyPath: "", line: context.mark.line, column: context.mark.column,
                message: "the key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) appears more than once")
        case YamlError.reader(let problem, _, _, _):
            ConfigurationProblem(keyPath: "", message: "not readable as YAML text: \(problem)")
        default:
            ConfigurationProblem(keyPath: "", message: "not valid YAML: \(error)")
        }
    }
}
