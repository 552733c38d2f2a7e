import FontProbeModel

/// `family-metrics-differ` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let familyMetricsDiffer = Rule(
        id: "family-metrics-differ",
        severity: .warning,
        title: "Faces that share a family name have different vertical metrics.",
        explanation: """
            iOS: each face's own ascender and descender set a UILabel's height and baseline [S: \
            docs/model.md, the label model], so switching \
            a label from Regular to Bold (a selected tab, an emphasised word) moves its text and changes \
            its height, and rows of mixed weights do not line up. Metrics are compared per em, as CoreText \
            uses them (hhea, or typo when USE_TYPO_METRICS and STAT say so).

            The same jump happens on Android, Windows and the web, because every platform sizes a line \
            from the face in use.

            Fix: give every style of a family the same vertical metrics (the tallest the family needs).
            """)
}

extension AuditChecks {
    /// The `family-metrics-differ` findings, by the index of the face in `faces` they belong to.
    ///
    /// Faces are grouped by family name; in each family, the vertical metrics most faces share
    /// (compared per em) are the reference, and a tie goes to the set of the earliest face.
    /// Every face whose metrics differ from the reference gets a finding naming the faces it
    /// differs from. `faces` must be in report order, so the result is too.
    /// A face's `style` names it in the messages: its style name, or its instance's name.
    package func familyFindings(_ faces: [(metrics: FontMetrics, resolved: ResolvedMetrics, style: String)]) -> [Int: Finding] {
        var families: [String: [Int]] = [:]
        for (index, face) in faces.enumerated() where !face.metrics.familyName.isEmpty {
            families[face.metrics.familyName, default: []].append(index)
        }
        var found: [Int: Finding] = [:]
        for (family, members) in families where members.count > 1 {
            // Groups of faces with the same metrics per em, each in report order.
            var groups: [[Int]] = []
            for index in members {
                let metrics = PerEm(faces[index].resolved)
                if let group = groups.firstIndex(where: { PerEm(faces[$0[0]].resolved) == metrics }) {
                    groups[group].append(index)
                } else {
                    groups.append([index])
                }
            }
            guard groups.count > 1,
                let reference = groups.max(by: { $0.count < $1.count || ($0.count == $1.count && $0[0] > $1[0]) })
            else { continue }
            let model = faces[reference[0]].resolved
            var styles: [String] = []
            for index in reference where !styles.contains(faces[index].style) { styles.append(faces[index].style) }
            let names =
                styles.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (styles.count > 3 ? " and \(styles.count - 3) more" : "")
            for group in groups where group != reference {
                for index in group {
                    let r = faces[index].resolved
                    let lineHeight = r.atSize(pointSize).lineHeight
                    let modelLineHeight = model.atSize(pointSize).lineHeight
                    found[index] = Finding(
                        .familyMetricsDiffer,
                        "\(Self.triple(r)) per \(r.unitsPerEm) units differ from \(Self.triple(model)) per "
                            + "\(model.unitsPerEm) of \(names) in '\(family)': lineHeight at \(Self.number(pointSize)) pt is "
                            + "\(Self.number(lineHeight)) pt, not \(Self.number(modelLineHeight)) pt")
                }
            }
        }
        return found
    }
}

/// Ascender, descender and line gap compared per em: 800/1000 equals 1600/2000.
private struct PerEm: Equatable {
    var resolved: ResolvedMetrics

    init(_ resolved: ResolvedMetrics) { self.resolved = resolved }

    static func == (a: PerEm, b: PerEm) -> Bool {
        let (x, y) = (a.resolved, b.resolved)
        return x.ascender * y.unitsPerEm == y.ascender * x.unitsPerEm
            && x.descender * y.unitsPerEm == y.descender * x.unitsPerEm
            && x.lineGap * y.unitsPerEm == y.lineGap * x.unitsPerEm
    }
}
