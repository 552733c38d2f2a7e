import FontProbeModel
import Yams

/// Walks the YAML tree, collecting a problem for each bad value instead of stopping at the first.
package struct ConfigurationReader {
    /// A problem found, with its message still to be written: only the few shown are
    /// (docs/commands/check.md#limits).
    package struct PendingProblem {
        var keyPath: String
        var line: Int?
        var column: Int?
        var message: () -> String

        var problem: ConfigurationProblem {
            ConfigurationProblem(keyPath: keyPath, line: line, column: column, message: message())
        }
    }

    /// The most patterns one `fonts` list may name (docs/commands/check.md#limits).
    package static let maximumPatterns = 1000
    /// The most rows, distinct sizes × distinct scales, each face is measured at (docs/commands/check.md#limits).
    package static let maximumRows = 1000
    /// The letter spacings a style may have, in points.
    static let letterSpacingRange: ClosedRange<Double> = -1000...1000
    /// The most text styles `styles:` may name (docs/commands/check.md#limits).
    package static let maximumStyles = 1000

    package var problems: [PendingProblem] = []
    /// The places (line, column) of the names reported too long, so each is reported once.
    var refusedNames: Set<[Int]> = []
    /// The file read, to find Yams's marks in as it is written.
    let source: YAMLSource

    package init(source: YAMLSource) { self.source = source }

    /// Where `node` is in the file as written: its line and column (docs/security.md#lines).
    func place(_ node: Node?) -> (line: Int?, column: Int?) { source.position(node?.mark) }

    package mutating func configuration(_ root: Node) -> CheckConfiguration? {
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
        if let node = members["platforms"] {
            // The platforms the user ships (docs/commands/check.md#platforms): iOS when not given.
            let platforms = listItems(node, at: "platforms").compactMap { item, path in
                choice(item, at: path, from: Platform.allCases)
            }
            if !platforms.isEmpty { configuration.rules.platforms = Set(platforms) }
        }
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
                    configuration.baseline = Self.path(text)
                    (configuration.baselineLine, configuration.baselineColumn) = place(node)
                }
            }
        }
        if let node = members["app"] { configuration.app = app(node) }
        if let node = members["styles"] {
            if case .scalar = node {
                configuration.tokens = tokensFile(node)
            } else {
                configuration.styles = styles(node)
            }
        }
        return configuration
    }

    // MARK: Sections

    /// `styles: tokens.json`: a design tokens file, relative to the configuration's directory and
    /// inside it, as `baseline:` (docs/commands/swift.md#design-tokens).
    private mutating func tokensFile(_ node: Node) -> CheckConfiguration.TokensFile? {
        guard let text = scalar(node, at: "styles", expected: "a mapping of styles, or a design tokens file") else { return nil }
        if let problem = CheckConfiguration.pathProblem(text, file: "the tokens file") {
            report("styles", node, problem)
            return nil
        }
        let (line, column) = place(node)
        return CheckConfiguration.TokensFile(path: Self.path(text), line: line, column: column)
    }

    /// `app: {infoPlist: PATH}`: the path relative to the configuration's directory and inside it,
    /// as `baseline:` (docs/commands/check.md#the-apps-fonts).
    private mutating func app(_ node: Node) -> CheckConfiguration.App? {
        let problemsBefore = problems.count
        guard let members = mapping(node, at: "app", keys: CheckConfiguration.appKeys) else { return nil }
        guard let plist = members["infoPlist"] else {
            // An unknown key (a misspelt infoPlist) is problem enough.
            guard problems.count == problemsBefore else { return nil }
            report(
                "app", node, "there is no 'infoPlist' key; name the app's Info.plist, relative to the configuration's directory")
            return nil
        }
        guard let text = scalar(plist, at: "app.infoPlist", expected: "the path of the app's Info.plist") else { return nil }
        if text.isEmpty {
            report("app.infoPlist", plist, "is empty; name the app's Info.plist")
            return nil
        }
        if let problem = CheckConfiguration.pathProblem(text, file: "the Info.plist") {
            report("app.infoPlist", plist, problem)
            return nil
        }
        let (line, column) = place(plist)
        return CheckConfiguration.App(infoPlist: Self.path(text), line: line, column: column)
    }

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
                report(path, value, "expected off, on, info, warning or error, found \(NameBound.quoted(text))")
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
                        report(itemPath, item, "expected coordinates such as wght=650,wdth=90, found \(NameBound.quoted(text))")
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
                        Self.path(pattern), keyPath: path, line: place(key).line, column: place(key).column),
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
        for key in CheckConfiguration.expectationKeys {
            if case (let line?, let column?) = place(members[key]) {
                expectation.positions[key] = .init(line: line, column: column)
            }
        }
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
            var inset = CheckConfiguration.InsetExpectation(
                size: size, scale: scale, points: points, tolerance: tolerance, keyPath: itemPath)
            (inset.line, inset.column) = place(item)
            return inset
        }
    }
}
