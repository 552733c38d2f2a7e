import FontProbeModel

/// `duplicate-postscript-name` (docs/commands/audit.md#rules): the rule, then its check over the
/// faces of an audit (`check` reports it for its configured faces with their paths as configured).
extension Rule {
    package static let duplicatePostScriptName = Rule(
        id: "duplicate-postscript-name",
        severity: .error,
        title: "Two faces have the same PostScript name.",
        explanation: """
            iOS: an app finds a font by its PostScript name (UIFont(name:size:)), and registers one font of \
            a name: registering a second is refused as a duplicate [P: Apple, CTFontManagerError.duplicatedName], \
            so the name gives the same face for both, and text meant for the other is set in the wrong \
            weight or style, silently.

            Two builds of one face (the same font as TTF and WOFF2, or with CFF and TrueType outlines: \
            the same names, vertical metrics and tops of 'H' and 'x') are no duplicate: either gives the \
            same face. The instances of one variable face share its name and \
            are not duplicates either.

            Android and the web pick fonts by family, weight and style instead, so the same files may work \
            there.

            Fix: give each face its own PostScript name (name ID 6) in the font editor, or ship one of them.
            """)
}

extension AuditChecks {
    /// The `duplicate-postscript-name` findings, by the index of the face in `faces` (in report
    /// order): faces of one name whose tables read differently, one per file and face index, each
    /// naming up to three of the others in report order and counting the rest. Linear in the faces:
    /// the three others of a face are among the first three of the first four kinds of face of its
    /// name, so a name shared by thousands of faces costs no list of every other.
    func duplicateNames(_ faces: [MetricsReport.Face]) -> [Int: Finding] {
        struct Owner {
            var index: Int
            var kind: Int
        }
        var byName: [String: [Owner]] = [:]
        var kinds: [String: [FontMetrics.FaceIdentity]] = [:]
        var seen: Set<[String]> = []
        for (index, member) in faces.enumerated() {
            guard let name = member.face.metrics.postScriptName, !name.isEmpty,
                seen.insert([member.face.path, String(member.face.faceIndex)]).inserted
            else { continue }
            let metrics = member.face.metrics.faceIdentity
            var known = kinds[name, default: []]
            let kind = known.firstIndex(of: metrics) ?? known.count
            if kind == known.count {
                // A name with more kinds than anyone ships is still named: its fifth kind on are
                // counted with the fourth, which only shortens the list of others.
                if known.count < 4 { known.append(metrics) }
            }
            kinds[name] = known
            byName[name, default: []].append(Owner(index: index, kind: min(kind, 3)))
        }
        var found: [Int: Finding] = [:]
        for (name, owners) in byName where Set(owners.map(\.kind)).count > 1 {
            var firstOfKind: [Int: [Owner]] = [:]
            for owner in owners where firstOfKind[owner.kind, default: []].count < 3 {
                firstOfKind[owner.kind, default: []].append(owner)
            }
            var countOfKind: [Int: Int] = [:]
            for owner in owners { countOfKind[owner.kind, default: 0] += 1 }
            for owner in owners {
                let others = firstOfKind.filter { $0.key != owner.kind }.values.flatMap { $0 }.sorted { $0.index < $1.index }
                let total = owners.count - countOfKind[owner.kind, default: 0]
                let shown = others.prefix(3).map { Self.place(faces[$0.index]) }
                let named = shown.joined(separator: ", ") + (total > shown.count ? " and \(total - shown.count) more" : "")
                found[owner.index] = Finding(
                    .duplicatePostScriptName,
                    "the PostScript name '\(name)' of \(Self.place(faces[owner.index])) is also that of \(named), another "
                        + "face: iOS registers one font of a name, so UIFont(name:size:) gives the same face for both")
            }
        }
        return found
    }

    /// 'Fonts/a.ttf', with the face index in a collection.
    private static func place(_ face: MetricsReport.Face) -> String {
        "'\(face.face.path)'" + (face.face.faceCount > 1 ? " (face \(face.face.faceIndex))" : "")
    }
}
