import FontProbeModel

/// `family-metrics-differ` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let familyMetricsDiffer = Rule(
        id: "family-metrics-differ",
        severity: .warning,
        platforms: [.ios],
        title: "Faces that share a family name put a one-line label a pixel or more apart in height or baseline.",
        explanation: """
            iOS: each face's own ascender and descender set a UILabel's height and baseline [M: \
            docs/model.md, the label model], so switching a label from Regular to Bold (a selected tab, \
            an emphasised word) moves its text and changes its height, and rows of mixed weights do not \
            line up. The finding fires where a one-line label at the audit's size is a pixel or more \
            taller or shorter, or its baseline a pixel or more higher or lower, at any of the audit's \
            scales, and names the face and the faces most of the family share metrics with (with as \
            many on each side, those with the Regular). Metrics are those CoreText uses (hhea, or typo \
            when USE_TYPO_METRICS and STAT say so).

            The same jump happens on Android, Windows and the web, because every platform sizes a line \
            from the face in use.

            Fix: give every style of a family the same vertical metrics (the tallest the family needs).
            """)
}

extension AuditChecks {
    /// The findings of the rules that compare faces (`family-metrics-differ`,
    /// `family-name-mismatch`, `duplicate-postscript-name`, `android-font-padding`), by the index in `faces` of the face
    /// they belong to. `faces` must be in report order, so the findings are too.
    ///
    /// The three checks are independent and run at once: they run after every face is read, with
    /// nothing else to do, and took 12.6 M instructions one after the other over the bench corpus
    /// (`family-name-mismatch` 7.2 M of them, since cut to 5.2 M; callgrind).
    package func familyFindings(_ faces: [MetricsReport.Face]) -> [Int: [Finding]] {
        var lookups = 0
        return familyFindings(faces, lookups: &lookups)
    }

    /// ``familyFindings(_:)``, adding to `lookups` how many times a face was looked up among the
    /// others of its family or file-name stem (its group of metrics, its style, the most the others
    /// add), by every rule but `duplicate-postscript-name` (``duplicateNames(_:)``, counted by its
    /// own tests): a few times a face, so that the work is counted to be linear in the faces, where
    /// comparing each face with the rest of its family was quadratic.
    func familyFindings(_ faces: [MetricsReport.Face], lookups: inout Int) -> [Int: [Finding]] {
        typealias Counted = (found: [Int: Finding], lookups: Int)
        let rules: [@Sendable ([MetricsReport.Face]) -> Counted] = [
            { faces in
                var lookups = 0
                return (metricsDiffer(faces, lookups: &lookups), lookups)
            },
            { faces in
                var lookups = 0
                return (nameMismatch(faces, lookups: &lookups), lookups)
            },
            { (duplicateNames($0), 0) },
            { faces in
                var lookups = 0
                return (androidFontPadding(faces, lookups: &lookups), lookups)
            },
        ]
        var found: [Int: [Finding]] = [:]
        for byFace in rules.concurrentMap({ $0(faces) }) {
            lookups += byFace.lookups
            for (index, finding) in byFace.found {
                found[index, default: []].append(Self.weighed(finding, platforms: platforms))
            }
        }
        return found
    }

    /// The `family-metrics-differ` findings.
    ///
    /// Faces are grouped by family name; in each family, the vertical metrics most faces share
    /// (compared per em) are the reference; of groups as large, the one with a Regular face (style
    /// Regular, Book, Roman, Normal or Text), else the earliest. A face whose one-line label at the
    /// audit's size differs from the reference's by a pixel or more in height or baseline, at any
    /// of the audit's scales, gets a finding naming both. Each lookup of a face's group, style or
    /// rank adds one to `lookups`.
    func metricsDiffer(_ faces: [MetricsReport.Face], lookups: inout Int) -> [Int: Finding] {
        var families: [String: [Int]] = [:]
        for (index, face) in faces.enumerated() where !face.face.metrics.familyName.isEmpty {
            families[face.face.metrics.familyName, default: []].append(index)
        }
        var found: [Int: Finding] = [:]
        for (family, members) in families where members.count > 1 {
            // Groups of faces with the same metrics per em, each in report order, in the order of
            // their first faces; found by key, where comparing each face with every group was
            // quadratic in a family of faces that all differ.
            var groups: [[Int]] = []
            var groupOf: [PerEm: Int] = [:]
            for index in members {
                let metrics = PerEm(faces[index].resolved)
                lookups += 1
                if let group = groupOf[metrics] {
                    groups[group].append(index)
                } else {
                    groupOf[metrics] = groups.count
                    groups.append([index])
                }
            }
            guard groups.count > 1 else { continue }
            // Each group's rank once: its size, whether it has a Regular face, the earliest first.
            let ranks = groups.map { group in
                var regular = false
                for index in group {
                    lookups += 1
                    regular = Self.regularStyles.contains(faces[index].face.style.lowercased())
                    if regular { break }
                }
                return (group.count, regular ? 1 : 0, -group[0])
            }
            guard let best = groups.indices.max(by: { ranks[$0] < ranks[$1] }) else { continue }
            let reference = groups[best]
            let model = faces[reference[0]]
            // The reference's styles in order, each once.
            var (styles, known): ([String], Set<String>) = ([], [])
            for index in reference {
                lookups += 1
                if known.insert(faces[index].face.style).inserted { styles.append(faces[index].face.style) }
            }
            let names =
                styles.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                + (styles.count > 3 ? " and \(styles.count - 3) more" : "")
            for (number, group) in groups.enumerated() where number != best {
                for index in group {
                    guard let shift = labelShift(faces[index].resolved, against: model.resolved) else { continue }
                    let r = faces[index].resolved
                    let style = faces[index].face.style
                    lookups += 1
                    // The same style on both sides (a TTF and a WOFF2 of one family) is told apart by its files.
                    let (this, those) =
                        known.contains(style)
                        ? (
                            "'\(style)' in \(Self.fileName(faces[index].face.path))",
                            "\(names) in \(Self.fileName(model.face.path))"
                        ) : ("'\(style)'", names)
                    found[index] = Finding(
                        .familyMetricsDiffer,
                        "\(this) \(shift) than \(those) of '\(family)' in a one-line label: "
                            + "\(Self.triple(r)) per \(r.unitsPerEm) units against \(Self.triple(model.resolved)) per "
                            + "\(model.resolved.unitsPerEm)")
                }
            }
        }
        return found
    }

    /// "is 3 px taller, its baseline 2 px lower, at 17 pt @3x": where a one-line label in `face`
    /// differs from one in `model` by a pixel or more, at the scale where it differs most; `nil`
    /// when it differs by less at every scale (docs/model.md#the-label-model).
    private func labelShift(_ face: ResolvedMetrics, against model: ResolvedMetrics) -> String? {
        var worst: (scale: Double, height: Int, baseline: Int)?
        for scale in scales {
            let (a, b) = (face.label(pointSize: pointSize, scale: scale), model.label(pointSize: pointSize, scale: scale))
            let height = Int(saturating: ((a.labelHeight - b.labelHeight) * scale).rounded())
            let baseline = Int(saturating: ((a.baselineFromTop - b.baselineFromTop) * scale).rounded())
            if max(abs(height), abs(baseline)) > max(abs(worst?.height ?? 0), abs(worst?.baseline ?? 0)) {
                worst = (scale, height, baseline)
            }
        }
        guard let worst else { return nil }
        var parts: [String] = []
        if worst.height != 0 { parts.append("is \(abs(worst.height)) px \(worst.height > 0 ? "taller" : "shorter")") }
        if worst.baseline != 0 {
            parts.append(
                "\(parts.isEmpty ? "has" : "with") its baseline \(abs(worst.baseline)) px "
                    + "\(worst.baseline > 0 ? "lower" : "higher")")
        }
        return parts.joined(separator: " ") + " at \(Self.number(pointSize)) pt @\(Self.number(worst.scale))x"
    }
}
/// Ascender, descender and line gap per em, each a fraction in lowest terms, so that 800/1000
/// equals 1600/2000 and faces can be grouped by key (unitsPerEm is positive in resolved metrics).
private struct PerEm: Hashable {
    var ascender: Fraction
    var descender: Fraction
    var lineGap: Fraction

    init(_ resolved: ResolvedMetrics) {
        let em = resolved.unitsPerEm
        (ascender, descender, lineGap) = (
            Fraction(resolved.ascender, em), Fraction(resolved.descender, em), Fraction(resolved.lineGap, em)
        )
    }

    /// `numerator / denominator` in lowest terms: 0/1 for zero.
    struct Fraction: Hashable {
        var numerator: Int
        var denominator: Int

        /// `denominator` is positive (a unitsPerEm), so the common divisor, at most it, is an `Int`.
        init(_ numerator: Int, _ denominator: Int) {
            var (a, b) = (numerator.magnitude, denominator.magnitude)
            while b != 0 { (a, b) = (b, a % b) }
            let divisor = a == 0 ? 1 : Int(a)
            (self.numerator, self.denominator) = (numerator / divisor, denominator / divisor)
        }
    }
}
