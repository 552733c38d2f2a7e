import FontProbeModel
import FontProbeRules

/// A variable face in schema 2.
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

// MARK: The fast path (written straight into the output, members in key order)

extension MetricsJSON.Variation {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.axes, array: axes) { $0.write(into: $1, depth: $2) }
        object.member(CodingKeys.instance) { instance.write(into: $0, depth: $1) }
        object.member(CodingKeys.mvar) { mvar.write(into: $0, depth: $1) }
        object.member(CodingKeys.namedInstances, array: namedInstances) { name, output, _ in output.append(quoted: name) }
        object.end()
    }
}

extension MetricsJSON.Axis {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.defaultValue, defaultValue)
        object.member(CodingKeys.maximum, maximum)
        object.member(CodingKeys.minimum, minimum)
        object.member(CodingKeys.name, name)
        object.member(CodingKeys.tag, tag)
        object.end()
    }
}

extension MetricsJSON.Instance {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.coordinates, dictionary: coordinates) { value, output in output.append(number: value) }
        object.member(CodingKeys.isDefault, isDefault)
        object.member(CodingKeys.name, name)
        object.end()
    }
}

extension MetricsJSON.MVAR {
    func write(into output: JSONOutput, depth: Int) {
        var object = JSONObjectWriter(into: output, depth: depth)
        object.member(CodingKeys.cpht, cpht)
        object.member(CodingKeys.hasc, hasc)
        object.member(CodingKeys.hcla, hcla)
        object.member(CodingKeys.hcld, hcld)
        object.member(CodingKeys.hdsc, hdsc)
        object.member(CodingKeys.hlgp, hlgp)
        object.member(CodingKeys.xhgt, xhgt)
        object.end()
    }
}
