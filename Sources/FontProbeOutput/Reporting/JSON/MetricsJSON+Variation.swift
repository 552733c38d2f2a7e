import FontProbeModel
import FontProbeRules

/// A variable face in schema v1.
extension MetricsJSON {
    /// Axes, named instances, the instance, and the MVAR deltas by tag in font units (every tag
    /// fontprobe uses, zeros included).
    struct Variation: Encodable, Sendable {
        var axes: [Axis]
        var namedInstances: [String]
        var instance: Instance
        var mvar: MVAR

        init(_ variation: FaceVariation, deltas: MetricsVariation) {
            axes = variation.space.axes.map {
                Axis(tag: $0.tag, name: $0.name, minimum: $0.minimum, defaultValue: $0.defaultValue, maximum: $0.maximum)
            }
            namedInstances = variation.space.namedInstances.map(\.name)
            let instance = variation.instance
            self.instance = Instance(
                name: instance.name,
                coordinates: Dictionary(instance.coordinates.map { ($0.tag, $0.value) }, uniquingKeysWith: { a, _ in a }),
                isDefault: instance.isDefault)
            mvar = MVAR(
                hasc: deltas.ascender, hdsc: deltas.descender, hlgp: deltas.lineGap, hcla: deltas.winAscent,
                hcld: deltas.winDescent, cpht: deltas.capHeight, xhgt: deltas.xHeight)
        }
    }

    /// An fvar axis, in design coordinates.
    struct Axis: Encodable, Sendable {
        var tag: String
        var name: String
        var minimum: Double
        var defaultValue: Double
        var maximum: Double
    }

    /// The instance read: its name (`null` for coordinates that name none), its coordinates by
    /// axis tag, and whether it is the default.
    struct Instance: Encodable, Sendable {
        @Null var name: String?
        /// By axis tag.
        var coordinates: [String: Double]
        var isDefault: Bool
    }

    /// The MVAR deltas applied at the instance, in font units, by MVAR tag.
    struct MVAR: Encodable, Sendable {
        var hasc, hdsc, hlgp, hcla, hcld, cpht, xhgt: Int
    }
}

// MARK: The fast path (JSONValueConvertible)

extension MetricsJSON.Variation: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .axes: axes.jsonValue, .instance: instance.jsonValue, .mvar: mvar.jsonValue,
                .namedInstances: namedInstances.jsonValue,
            ])
    }
}

extension MetricsJSON.Axis: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .defaultValue: defaultValue.jsonValue, .maximum: maximum.jsonValue, .minimum: minimum.jsonValue,
                .name: name.jsonValue, .tag: tag.jsonValue,
            ])
    }
}

extension MetricsJSON.Instance: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(CodingKeys.self, [.coordinates: coordinates.jsonValue, .isDefault: isDefault.jsonValue, .name: name.jsonValue])
    }
}

extension MetricsJSON.MVAR: JSONValueConvertible {
    var jsonValue: JSONValue {
        .object(
            CodingKeys.self,
            [
                .cpht: cpht.jsonValue, .hasc: hasc.jsonValue, .hcla: hcla.jsonValue, .hcld: hcld.jsonValue, .hdsc: hdsc.jsonValue,
                .hlgp: hlgp.jsonValue, .xhgt: xhgt.jsonValue,
            ])
    }
}
