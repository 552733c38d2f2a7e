import FontProbeModel

/// How every report names a face.
extension FontFace {
    /// "Lato Regular", with the face index when the file is a collection.
    package var title: String {
        var name = [metrics.familyName, metrics.styleName].filter { !$0.isEmpty }.joined(separator: " ")
        if name.isEmpty { name = metrics.postScriptName ?? "(unnamed)" }
        if let instance = variation?.instance {
            // A named instance's name replaces the default's style name; any other instance keeps
            // the family alone. The coordinates follow either way.
            if let instanceName = instance.name {
                name = [metrics.familyName, instanceName].filter { !$0.isEmpty }.joined(separator: " ")
            } else if !instance.isDefault {
                name = metrics.familyName.isEmpty ? name : metrics.familyName
            }
            name += " (\(instance.coordinateSummary))"
        }
        return faceCount > 1 ? "\(name) (face \(faceIndex) of \(faceCount))" : name
    }
}

extension FontFace {
    /// The style a table shows: the instance's name, or its coordinates when it has none (for
    /// an instance other than the default), else the face's style name.
    package var style: String {
        guard let instance = variation?.instance else { return metrics.styleName }
        if let name = instance.name { return name }
        return instance.isDefault ? metrics.styleName : instance.coordinateSummary
    }
}

extension FontFace {
    /// What a baseline and a check report call the instance: `nil` at the default instance (and
    /// for a static face), else the instance's name or, without one, its coordinates.
    /// A name two named instances share is followed by the coordinates: `Black (wght 900)`.
    package var baselineInstance: String? {
        guard let variation, !variation.instance.isDefault else { return nil }
        let instance = variation.instance
        guard let name = instance.name else { return instance.coordinateSummary }
        let shared = variation.space.namedInstances.filter { $0.name == name }.count > 1
        return shared ? "\(name) (\(instance.coordinateSummary))" : name
    }
}

/// A face read and resolved: what every report's header says about the font.
package protocol ResolvedFace {
    var face: FontFace { get }
    var resolved: ResolvedMetrics { get }
}

extension MetricsReport.Face: ResolvedFace {}

extension ResolvedFace {
    /// "Lato Regular", with the face index when the file is a collection.
    package var title: String { face.title }
}
