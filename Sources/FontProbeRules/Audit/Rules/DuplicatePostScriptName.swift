import FontProbeModel

/// `duplicate-postscript-name` (docs/commands/audit.md#rules): the rule, then its check over the
/// faces of an audit (`check` reports it for its configured faces with their paths as configured).
extension Rule {
    package static let duplicatePostScriptName = Rule(
        id: "duplicate-postscript-name",
        severity: .error,
        platforms: [.ios],
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
        Self.duplicateNames(faces.map(\.face)) { face in "'\(face.path)'" }
    }

    /// ``duplicateNames(_:)`` over `faces` (in the order the findings name them), each file named
    /// by `file`, quoted: the one implementation, which `check` uses with its configured paths.
    static func duplicateNames(_ faces: [FontFace], file: (FontFace) -> String) -> [Int: Finding] {
        struct Place: Hashable {
            var path: String
            var faceIndex: Int
        }
        // The faces of each name, one per file and face index (the instances of one face share it).
        var byName: [String: [Int]] = [:]
        var seen: Set<Place> = []
        for (index, member) in faces.enumerated() {
            guard let name = member.metrics.postScriptName, !name.isEmpty,
                seen.insert(Place(path: member.path, faceIndex: member.faceIndex)).inserted
            else { continue }
            byName[name, default: []].append(index)
        }
        // 'Fonts/a.ttf', with the face index in a collection.
        func place(_ face: FontFace) -> String { file(face) + (face.faceCount > 1 ? " (face \(face.faceIndex))" : "") }
        var found: [Int: Finding] = [:]
        // Only a shared name is looked at further: most names are one face's, and cost no identity.
        for (name, owners) in byName where owners.count > 1 {
            // Each owner's kind: the order in which its identity first appears.
            var kindOf: [FontMetrics.FaceIdentity: Int] = [:]
            let kinds = owners.map { index in
                let identity = faces[index].metrics.faceIdentity
                if let kind = kindOf[identity] { return kind }
                kindOf[identity] = kindOf.count
                return kindOf.count - 1
            }
            guard kindOf.count > 1 else { continue }
            // The first three owners of each of the first four kinds hold the first three others
            // of any owner; the count of the rest comes from the kinds' sizes.
            var firstOfKind: [Int: [Int]] = [:]
            var countOfKind: [Int: Int] = [:]
            for (owner, kind) in zip(owners, kinds) {
                countOfKind[kind, default: 0] += 1
                if kind < 4, firstOfKind[kind, default: []].count < 3 { firstOfKind[kind, default: []].append(owner) }
            }
            for (owner, kind) in zip(owners, kinds) {
                let others = firstOfKind.filter { $0.key != kind }.values.flatMap { $0 }.sorted()
                let total = owners.count - countOfKind[kind, default: 0]
                let shown = others.prefix(3).map { place(faces[$0]) }
                let named = shown.joined(separator: ", ") + (total > shown.count ? " and \(total - shown.count) more" : "")
                found[owner] = Finding(
                    .duplicatePostScriptName,
                    "the PostScript name '\(name)' of \(place(faces[owner])) is also that of \(named), another "
                        + "face: iOS registers one font of a name, so UIFont(name:size:) gives the same face for both")
            }
        }
        return found
    }
}
