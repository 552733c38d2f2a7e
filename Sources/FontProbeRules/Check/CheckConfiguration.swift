import FontProbeModel

/// What `fontprobe check` verifies, read from `fontprobe.yml` (docs/commands/check.md describes every key).
///
/// Paths and globs are relative to the directory of the configuration file. Every value keeps
/// the key path it came from (`expectations[0].lineGap`), so messages can point back at it.
package struct CheckConfiguration: Sendable, Hashable {
    /// The font files to check: paths (files or directories) and globs (`Fonts/**/*.otf`).
    package var fonts: [FontPattern]
    /// Point sizes of the baseline and of the pixel counts in findings (default `[17]`).
    package var sizes: [Double]
    /// Screen scales, pixels per point, of the baseline (default `[2, 3]`, as every command).
    package var scales: [Double]
    /// Findings at or above this severity fail the check (default ``Severity/error``).
    package var failOn: Severity
    /// Per-rule settings; a rule not listed keeps its own severity, and runs when it is on by default.
    package var rules: RuleSettings
    /// Values some fonts must have.
    package var expectations: [Expectation]
    /// The characters whose glyphs `glyphs-outside-line-box` measures: the default set with
    /// those `characters:` adds.
    package var characters: CharacterRanges = .default
    /// The instances of variable fonts to check besides the default, by font pattern.
    package var instances: [InstancePattern] = []
    /// The lockfile drift is measured against, relative to the configuration's directory and
    /// inside it (``baselineFile(directory:)``); `nil` when the configuration says `baseline: false`.
    package var baseline: String?
    /// 1-based line and column of the `baseline:` value in the configuration file, when it has one.
    package var baselineLine: Int?
    package var baselineColumn: Int?
    /// The app whose `UIAppFonts` must list exactly the configured font files (`app:`), or `nil`
    /// (docs/commands/check.md#the-apps-fonts).
    package var app: App?
    /// The text styles `fontprobe swift --config` writes, in the order the file lists them
    /// (docs/commands/swift.md#text-styles); `check` reads and validates them, and checks nothing with them.
    package var styles: [Style] = []
    /// The design tokens file `styles:` names instead of a mapping (docs/commands/swift.md#design-tokens),
    /// relative to the configuration's directory; its typography tokens become ``styles`` once read.
    package var tokens: TokensFile?

    /// The path of the design tokens file `styles:` names, as shown, for a configuration at
    /// `configurationPath`; `nil` when `styles:` is a mapping.
    package func tokensPath(configurationPath: String) -> String? {
        tokens.map { FontSelection.join(CheckConfiguration.directory(of: configurationPath), $0.path) }
    }

    /// The design tokens file `styles:` names, with where.
    package struct TokensFile: Sendable, Hashable {
        /// As written, relative to the configuration's directory.
        package var path: String
        /// 1-based line and column of the `styles:` value, when known.
        package var line: Int?
        package var column: Int?
    }

    /// The name of the configuration file `check` reads and `init` writes.
    package static let defaultFileName = "fontprobe.yml"
    /// The name of the baseline lockfile unless `baseline:` names another.
    package static let defaultBaseline = "fontprobe.lock.json"

    package init(
        fonts: [FontPattern], sizes: [Double] = [17], scales: [Double] = LabelMetrics.defaultScales, failOn: Severity = .error,
        rules: RuleSettings = .default, expectations: [Expectation] = [], baseline: String? = defaultBaseline
    ) {
        self.fonts = fonts
        self.sizes = sizes
        self.scales = scales
        self.failOn = failOn
        self.rules = rules
        self.expectations = expectations
        self.baseline = baseline
    }

    /// `app:`: the app's Info.plist, whose `UIAppFonts` is compared with the configured fonts.
    package struct App: Sendable, Hashable {
        /// As written: relative to the configuration's directory and inside it (`App/Info.plist`).
        package var infoPlist: String
        /// 1-based line and column of the `infoPlist:` value in the configuration file, when known.
        package var line: Int?
        package var column: Int?

        package init(infoPlist: String, line: Int? = nil, column: Int? = nil) {
            self.infoPlist = infoPlist
            self.line = line
            self.column = column
        }
    }

    /// One entry of `styles:`: a face at a size, with an optional designed line height and the
    /// text style it scales with (docs/commands/swift.md#text-styles).
    package struct Style: Sendable, Hashable {
        /// The style's name, the key under `styles:`.
        package var name: String
        /// The PostScript name of a configured face.
        package var font: String
        /// The point size.
        package var size: Double
        /// The designed line height in points (docs/model.md#designed-line-height), or `nil`.
        package var lineHeight: Double?
        /// The text style it scales with for Dynamic Type (docs/model.md#dynamic-type), or `nil` for a fixed size.
        package var textStyle: TextStyle?
        /// The most points Dynamic Type scales it to, or `nil`.
        package var maximumSize: Double?
        /// The letter spacing as `.kern`, in points at ``size``, or `nil`.
        package var kern: Double?
        /// Where in the configuration: `styles.body`; for a design token, its path in the tokens file.
        package var keyPath: String
        /// What a design token says beyond the style (docs/commands/swift.md#design-tokens); `nil`
        /// for a style written in fontprobe.yml, whose `font` is a PostScript name.
        package var token: Token?

        /// A design token's weight and slant, which find the face of its `fontFamily`, and its line
        /// height as written.
        package struct Token: Sendable, Hashable {
            /// 1 to 1000, as usWeightClass: 400 when the token gives none.
            package var weight: Int
            package var italic: Bool
            /// The line height as the token writes it, `nil` for the font's own.
            package var lineHeight: LineHeightValue?
            /// The space between paragraphs in points (Tokens Studio's `paragraphSpacing`), or `nil`.
            package var paragraphSpacing: Double?

            package init(weight: Int, italic: Bool, lineHeight: LineHeightValue?, paragraphSpacing: Double? = nil) {
                self.weight = weight
                self.italic = italic
                self.lineHeight = lineHeight
                self.paragraphSpacing = paragraphSpacing
            }
        }
        /// 1-based line and column of the `font:` value in the configuration file, when known.
        package var line: Int?
        package var column: Int?

        package init(
            name: String, font: String, size: Double, lineHeight: Double? = nil, textStyle: TextStyle? = nil,
            maximumSize: Double? = nil, kern: Double? = nil, keyPath: String? = nil, line: Int? = nil, column: Int? = nil
        ) {
            self.name = name
            self.font = font
            self.size = size
            self.lineHeight = lineHeight
            self.textStyle = textStyle
            self.maximumSize = maximumSize
            self.kern = kern
            self.keyPath = keyPath ?? "styles.\(name)"
            self.line = line
            self.column = column
        }
    }

    /// A path or glob, with where it was written.
    package struct FontPattern: Sendable, Hashable {
        /// As written: `Fonts/Brand-*.otf`, `Fonts`, `Brand.ttf`.
        package var pattern: String
        /// Where in the configuration: `fonts[2]`, `expectations[0].fonts`.
        package var keyPath: String
        /// 1-based line and column in the configuration file, when known.
        package var line: Int?
        package var column: Int?

        package init(_ pattern: String, keyPath: String, line: Int? = nil, column: Int? = nil) {
            self.pattern = pattern
            self.keyPath = keyPath
            self.line = line
            self.column = column
        }

        /// A problem with this pattern, located where it was written.
        package func problem(_ message: String) -> ConfigurationProblem {
            ConfigurationProblem(keyPath: keyPath, line: line, column: column, message: message)
        }
    }

    /// The instances to check of the variable fonts a pattern matches (`instances:`).
    package struct InstancePattern: Sendable, Hashable {
        package var fonts: FontPattern
        /// Named instances, coordinates, or every named instance.
        package var selection: InstanceSelection

        package init(fonts: FontPattern, selection: InstanceSelection) {
            self.fonts = fonts
            self.selection = selection
        }
    }

    /// Values every font matching ``fonts`` must have; `nil` fields are not checked.
    package struct Expectation: Sendable, Hashable {
        /// The fonts this applies to; each must match at least one checked font.
        package var fonts: [FontPattern]
        /// Where in the configuration: `expectations[1]`.
        package var keyPath: String
        /// The 1-based line and column of each key's value (`lineGap`, `capHeightSource`, …).
        package var positions: [String: Position] = [:]

        /// A line and column in the configuration file, 1-based.
        package struct Position: Sendable, Hashable {
            package var line: Int
            package var column: Int

            package init(line: Int, column: Int) {
                self.line = line
                self.column = column
            }
        }
        /// The instances of a variable font this applies to, by name (or `default`, or
        /// coordinates as reports write them, `wght 650`); `nil` for every instance checked.
        package var instances: [String]?
        /// The line gap CoreText uses, in font units of ``ResolvedMetrics/source``.
        package var lineGap: Int?
        /// head.unitsPerEm.
        package var unitsPerEm: Int?
        /// The table CoreText takes the ascender, descender and line gap from.
        package var verticalMetricsSource: VerticalMetricsSource?
        /// Where the cap height comes from.
        package var capHeightSource: HeightSource?
        /// Where the x height comes from.
        package var xHeightSource: HeightSource?
        /// Cap insets at given sizes and scales.
        package var capInsets: [InsetExpectation]

        package init(
            fonts: [FontPattern], keyPath: String, lineGap: Int? = nil, unitsPerEm: Int? = nil,
            verticalMetricsSource: VerticalMetricsSource? = nil, capHeightSource: HeightSource? = nil,
            xHeightSource: HeightSource? = nil, capInsets: [InsetExpectation] = []
        ) {
            self.fonts = fonts
            self.keyPath = keyPath
            self.lineGap = lineGap
            self.unitsPerEm = unitsPerEm
            self.verticalMetricsSource = verticalMetricsSource
            self.capHeightSource = capHeightSource
            self.xHeightSource = xHeightSource
            self.capInsets = capInsets
        }

        /// Whether the expectation applies to a face read at `instance` (`nil` for a static face):
        /// ``instances`` names it by `default`, by its name (case-insensitively), or by its
        /// coordinates (`wght=650`, the axes not given at their defaults).
        func applies(to instance: FontInstance?) -> Bool {
            guard let instances else { return true }
            return instances.contains { Self.names($0, instance) }
        }

        /// Whether `item`, one entry of ``instances``, names `instance`.
        static func names(_ item: String, _ instance: FontInstance?) -> Bool {
            if item.lowercased() == "default" { return instance?.isDefault ?? true }
            guard let instance else { return false }
            if let name = instance.name, name.lowercased() == item.lowercased() { return true }
            guard let settings = AxisSetting.list(item) else { return false }
            return settings.allSatisfy { setting in
                instance.coordinates.contains { $0.tag == setting.tag && $0.value == setting.value }
            }
        }

        /// True when the expectation checks nothing.
        var isEmpty: Bool {
            lineGap == nil && unitsPerEm == nil && verticalMetricsSource == nil && capHeightSource == nil
                && xHeightSource == nil && capInsets.isEmpty
        }
    }

    /// `capInset` at one size and scale must be `points` within `tolerance`.
    package struct InsetExpectation: Sendable, Hashable {
        /// Point size.
        package var size: Double
        /// Screen scale, pixels per point.
        package var scale: Double
        /// The expected ``LabelMetrics/capInset``, in points.
        package var points: Double
        /// The largest difference that still passes, in points (default ``defaultTolerance``).
        package var tolerance: Double
        /// Where in the configuration: `expectations[0].capInset[1]`, and its 1-based line and column.
        package var keyPath: String
        package var line: Int?
        package var column: Int?

        /// 0.01 pt: enough for `3.333` to stand for 10/3 pt, well under a pixel at any scale up to 50.
        package static let defaultTolerance = 0.01

        package init(size: Double, scale: Double, points: Double, tolerance: Double = defaultTolerance, keyPath: String) {
            self.size = size
            self.scale = scale
            self.points = points
            self.tolerance = tolerance
            self.keyPath = keyPath
        }
    }

    /// The directory of the configuration file at `path`, as written (`""` for the current one):
    /// what its paths are relative to.
    package static func directory(of path: String) -> String { FileName.directory(of: path) }

    /// The instances to read of `file`: the default and those of every ``instances`` pattern that
    /// matches it; without one, the default and the named instances whose metrics differ from it
    /// (a static font has only the default).
    package func instanceSelection(for file: FontSelection.File) -> InstanceSelection {
        let matching = instances.filter { file.matches(GlobPattern($0.fonts.pattern)) }.map(\.selection)
        return matching.isEmpty ? .defaultAndMovingNamed : .combined([.defaultInstance] + matching)
    }

    /// ``characters``, or none when glyphs-outside-line-box, the one rule that measures them, is off.
    package var measuredCharacters: CharacterRanges? {
        severity(of: .glyphsOutsideLineBox) == nil ? nil : characters
    }

    /// The characters `characters:` lists, which missing-characters looks up in each face's cmap;
    /// `nil` when it lists none or the rule is off, so no cmap is read for it.
    package var coverageCharacters: [ClosedRange<UInt32>]? {
        severity(of: .missingCharacters) == nil ? nil : characters.lookedUp
    }

    /// The severity `rule` reports at, or `nil` when it is off.
    package func severity(of rule: Rule) -> Severity? { rules.severity(of: rule) }

    /// True when the configuration can fail: some rule can reach ``failOn``, or there is an
    /// expectation, a baseline, or an app. A configuration that checks nothing is refused.
    package var checksSomething: Bool {
        baseline != nil || !expectations.isEmpty || app != nil
            || Rule.all.contains { rule in severity(of: rule).map { $0 >= failOn } ?? false }
    }
}

extension CheckConfiguration.Style {
    /// The face the style names among `faces`: by PostScript name, or for a design token whose
    /// `fontFamily` is a family, the face of that family (case aside) with the token's weight and
    /// slant, read from its style name ("SemiBold Italic": 600, italic).
    package func face(in faces: [FontFace]) -> FontFace? {
        if let face = faces.first(where: { $0.metrics.postScriptName == font }) { return face }
        return faces.first { isFamilyFace(familyName: $0.metrics.familyName, styleName: $0.metrics.styleName) }
    }

    /// Whether a face of these names is the one a design token's `fontFamily`, weight and slant
    /// name: its family (case aside), with the weight and slant its style name says. Always
    /// false for a style written in fontprobe.yml, which names a face by PostScript name only.
    package func isFamilyFace(familyName: String, styleName: String) -> Bool {
        guard let token else { return false }
        return familyName.caseInsensitiveCompare(font) == .orderedSame
            && FontWeight.number(styleName: styleName) == token.weight
            && FontWeight.isItalic(styleName: styleName) == token.italic
    }

    /// What the style asks for, as a sentence's object: `'Inter' at weight 700, italic`.
    package var wanted: String {
        guard let token else { return NameBound.quoted(font) }
        return "\(NameBound.quoted(font)) at weight \(token.weight)\(token.italic ? ", italic" : "")"
    }
}
