/// One axis of a variable font's `fvar` table, in the axis's design units (wght 100…900, say).
package struct VariationAxis: Sendable, Hashable {
    /// The four-letter axis tag: "wght", "wdth", "opsz", "slnt", "ital" or a custom one.
    package var tag: String
    /// The axis name from the `name` table ("Weight").
    package var name: String
    package var minimum: Double
    package var defaultValue: Double
    package var maximum: Double

    package init(tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
    }

    /// "wght 100…900 (default 400)".
    package var summary: String {
        "\(tag) \(Self.format(minimum))…\(Self.format(maximum)) (default \(Self.format(defaultValue)))"
    }

    /// A design coordinate without a trailing ".0": 700, 87.5.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A named instance from `fvar`: a name ("Bold") and a design coordinate for every axis.
package struct NamedInstance: Sendable, Hashable {
    package var name: String
    /// One value per axis, in the font's axis order.
    package var coordinates: [Double]
    /// The instance's PostScript name: `fvar`'s when the font gives one, else made as Adobe's
    /// Technical Note #5902 says (docs/fonts.md#variable-fonts); `nil` when neither can be.
    package var postScriptName: String?

    package init(name: String, coordinates: [Double], postScriptName: String? = nil) {
        self.name = name
        self.coordinates = coordinates
        self.postScriptName = postScriptName
    }
}

/// The axes and named instances of a variable font.
package struct VariationSpace: Sendable, Hashable {
    package var axes: [VariationAxis]
    package var namedInstances: [NamedInstance]

    package init(axes: [VariationAxis], namedInstances: [NamedInstance]) {
        self.axes = axes
        self.namedInstances = namedInstances
    }

    /// The default coordinate of every axis.
    package var defaultCoordinates: [Double] { axes.map(\.defaultValue) }
}

/// One `tag=value` setting of `--variation`.
public struct AxisSetting: Sendable, Hashable {
    public var tag: String
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// Reads `wght=700,wdth=87.5` (spaces ignored); `nil` unless every item is a four-letter
    /// tag, `=`, and a finite number.
    package static func list(_ text: String) -> [AxisSetting]? {
        var settings: [AxisSetting] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return nil }
            let tag = String(pieces[0].filter { $0 != " " })
            guard tag.utf8.count == 4, tag.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 }),
                let value = DecimalNumber.parse(String(pieces[1].filter { $0 != " " }))
            else { return nil }
            settings.append(AxisSetting(tag: tag, value: value))
        }
        return settings.isEmpty ? nil : settings
    }
}

/// Which instances of a variable font to report. Static fonts have only one, whatever is asked,
/// except that naming an instance or an axis of a static font is an error.
public enum InstanceSelection: Sendable, Hashable {
    /// The default instance (every axis at its default).
    case defaultInstance
    /// The named instance with this name (compared case-insensitively).
    case named(String)
    /// The default instance with these axes set to these design coordinates.
    case coordinates([AxisSetting])
    /// Every named instance, in `fvar` order.
    case allNamed
    /// The default instance, then every named instance at other coordinates, in `fvar` order.
    case defaultAndNamed
    /// Every named instance whose vertical metrics or tops of the capitals and 'x' differ from the
    /// default instance's (``FontMetrics/movesVertically(from:)``), in `fvar` order: each is read,
    /// and kept only where `MVAR` or `gvar` move what a label's layout rests on.
    case movingNamed
    /// The default instance, then ``movingNamed``: what `audit` and `check` read unless told.
    case defaultAndMovingNamed
    /// Each instance these selections ask for, in order, each set of coordinates once.
    case combined([InstanceSelection])
}

/// The instance a face was read at: its name, if it is a named instance, and every coordinate.
package struct FontInstance: Sendable, Hashable {
    /// The name of the named instance at these coordinates; `nil` when there is none.
    package var name: String?
    /// That named instance's PostScript name (``NamedInstance/postScriptName``).
    package var postScriptName: String?
    /// A design coordinate for every axis, in the font's axis order.
    package var coordinates: [AxisSetting]
    /// Whether every axis is at its default.
    package var isDefault: Bool
    /// True for an instance of ``InstanceSelection/movingNamed`` that no other selection asked
    /// for: it is kept only where its metrics differ from the default instance's.
    package var isConditional = false

    package init(name: String?, coordinates: [AxisSetting], isDefault: Bool) {
        self.name = name
        self.coordinates = coordinates
        self.isDefault = isDefault
    }

    /// "wght 700, wdth 90".
    package var coordinateSummary: String {
        coordinates.map { "\($0.tag) \(VariationAxis.format($0.value))" }.joined(separator: ", ")
    }
}

extension VariationSpace {
    /// The most named instances a face may list in `fvar`. Large families list a few dozen
    /// (9 weights × 4 widths × 2 slopes is 72); each instance read is a face in every report, so
    /// this bounds the work `--instances named` and `--all-instances` ask of one face.
    package static let maximumNamedInstances = 256

    /// The most axes fontprobe reads in a face's `fvar` (docs/fonts.md#limits): 64. Real fonts
    /// have up to about 15 (Roboto Flex 13); a forged face with 4,000 took 626 MB to read.
    package static let maximumAxes = 64

    /// The instances `selection` asks for, or a reason, listing what exists, why it cannot be met.
    package func instances(for selection: InstanceSelection) -> Result<[FontInstance], SelectionError> {
        switch selection {
        case .defaultInstance:
            return .success([instance(name: nil, coordinates: defaultCoordinates)])
        case .allNamed:
            let named = namedInstances.map { instance(name: $0.name, coordinates: $0.coordinates) }
            return .success(named.isEmpty ? [instance(name: nil, coordinates: defaultCoordinates)] : named)
        case .defaultAndNamed:
            return instances(for: .combined([.defaultInstance, .allNamed]))
        case .movingNamed:
            return .success(
                namedInstances.map {
                    var named = instance(name: $0.name, coordinates: $0.coordinates)
                    named.isConditional = !named.isDefault
                    return named
                })
        case .defaultAndMovingNamed:
            return instances(for: .combined([.defaultInstance, .movingNamed]))
        case .combined(let selections):
            var found: [FontInstance] = []
            for selection in selections {
                switch instances(for: selection) {
                case .success(let instances):
                    for instance in instances {
                        if let seen = found.firstIndex(where: { $0.coordinates == instance.coordinates }) {
                            // Asked for outright by one selection, it is kept whatever its metrics.
                            found[seen].isConditional = found[seen].isConditional && instance.isConditional
                        } else {
                            found.append(instance)
                        }
                    }
                case .failure(let error):
                    return .failure(error)
                }
            }
            return .success(found)
        case .named(let wanted):
            guard let match = namedInstances.first(where: { $0.name.lowercased() == wanted.lowercased() }) else {
                let names = namedInstances.map(\.name)
                return .failure(
                    SelectionError(
                        names.isEmpty
                            ? "there is no instance named '\(wanted)': the font has no named instances"
                            : "there is no instance named '\(wanted)'; the named instances are "
                                + names.joined(separator: ", ")))
            }
            return .success([instance(name: match.name, coordinates: match.coordinates)])
        case .coordinates(let settings):
            var coordinates = defaultCoordinates
            for setting in settings {
                guard let index = axes.firstIndex(where: { $0.tag == setting.tag }) else {
                    return .failure(
                        SelectionError(
                            "there is no axis '\(setting.tag)'; the font's axes are "
                                + axes.map(\.summary).joined(separator: ", ")))
                }
                let axis = axes[index]
                guard (axis.minimum...axis.maximum).contains(setting.value) else {
                    return .failure(
                        SelectionError(
                            "\(setting.tag)=\(VariationAxis.format(setting.value)) is outside the axis range "
                                + "\(VariationAxis.format(axis.minimum))…\(VariationAxis.format(axis.maximum))"))
                }
                coordinates[index] = setting.value
            }
            return .success([instance(name: nil, coordinates: coordinates)])
        }
    }

    /// The instance at `coordinates`, named after the first named instance there if `name` is nil.
    private func instance(name: String?, coordinates: [Double]) -> FontInstance {
        let named = namedInstances.first { $0.coordinates == coordinates && (name == nil || $0.name == name) }
        var instance = FontInstance(
            name: name ?? named?.name,
            coordinates: zip(axes, coordinates).map { AxisSetting(tag: $0.tag, value: $1) },
            isDefault: coordinates == defaultCoordinates
        )
        instance.postScriptName = named?.postScriptName
        return instance
    }
}

/// Why an instance selection cannot be met by a font; a clause naming what exists.
package struct SelectionError: Error, Sendable, Hashable {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}

/// The `MVAR` deltas at an instance, in font units, by OpenType tag. Each is the difference
/// between the value at the instance and the value stored in the file.
package struct MetricsVariation: Sendable, Hashable {
    /// `hasc`: horizontal ascender.
    package var ascender = 0
    /// `hdsc`: horizontal descender.
    package var descender = 0
    /// `hlgp`: horizontal line gap.
    package var lineGap = 0
    /// `hcla`: OS/2 usWinAscent.
    package var winAscent = 0
    /// `hcld`: OS/2 usWinDescent.
    package var winDescent = 0
    /// `cpht`: cap height.
    package var capHeight = 0
    /// `xhgt`: x height.
    package var xHeight = 0

    package init(
        ascender: Int = 0,
        descender: Int = 0,
        lineGap: Int = 0,
        winAscent: Int = 0,
        winDescent: Int = 0,
        capHeight: Int = 0,
        xHeight: Int = 0
    ) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.winAscent = winAscent
        self.winDescent = winDescent
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// No deltas: the default instance, or a font without `MVAR`.
    package static let none = MetricsVariation()

    /// The deltas that are not zero, as (MVAR tag, delta) in a fixed order.
    package var nonZero: [(tag: String, delta: Int)] {
        [
            ("hasc", ascender), ("hdsc", descender), ("hlgp", lineGap), ("hcla", winAscent),
            ("hcld", winDescent), ("cpht", capHeight), ("xhgt", xHeight),
        ].filter { $0.1 != 0 }
    }
}
