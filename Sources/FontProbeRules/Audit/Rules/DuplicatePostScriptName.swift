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

            Two files are one face when what every listed platform reads is equal: the names and units \
            per em, the vertical metrics each platform reads (CoreText's; with `android` listed Skia's, the \
            `head` box a padded View spans among them; with `web` listed Chromium's), and the glyph boxes \
            of the letters the rules measure ('H', 'x', the flat capitals, and each glyph of the product's \
            characters, which a face that shares its name has measured even where its `head` box lies \
            inside the line box). So two builds of one face (TTF \
            and WOFF2, CFF and TrueType outlines of one design) are no duplicate, nor are two versions that \
            differ only in a field no listed platform reads; two designs with the same metrics and other \
            glyphs are. The finding says in what the faces differ. The instances of one variable face share its name and \
            are not duplicates either.

            Variable fonts are where it is most often met: Inter 3.19's roman and italic variable files \
            are both named 'Inter' (the build Debian ships), so an app that bundles both gets one of them \
            for either name; Inter 4.0 renamed them InterVariable and InterVariable-Italic [P: rsms/inter \
            issue 488].

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
        Self.duplicateNames(faces.map(\.face), platforms: platforms, textSize: pointSize * scale, pixels: pixels) { face in
            "'\(face.path)'"
        }
    }

    /// ``duplicateNames(_:)`` over `faces` (in the order the findings name them), each file named
    /// by `file`, quoted, and font units put in pixels by `pixels` (units, units per em) when
    /// given; Android's `head` box compared in its pixels at `textSize` when given: the one
    /// implementation, which `check` uses with its configured paths.
    static func duplicateNames(
        _ faces: [FontFace], platforms: Set<Platform> = Platform.defaults, textSize: Double? = nil,
        pixels: ((Int, Int) -> String)? = nil,
        file: (FontFace) -> String
    ) -> [Int: Finding] {
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
            // Each owner's kind: the order in which its identity (and ink, ``kind(of:)``) first appears.
            var kindsOf: [FontMetrics.FaceIdentity: [(ink: [CharacterInk.Glyph]?, kind: Int)]] = [:]
            var identities: [(identity: FontMetrics.FaceIdentity, ink: [CharacterInk.Glyph]?)] = []
            let kinds = owners.map { index in
                let metrics = faces[index].metrics
                let (identity, ink) = (metrics.faceIdentity(platforms: platforms, textSize: textSize), metrics.measuredInk)
                // Ink not measured (the head box inside the line box) matches any: nothing the rules
                // measure tells the faces apart. The first measured ink of a kind is what others meet.
                var known = kindsOf[identity, default: []]
                if let match = known.firstIndex(where: { $0.ink == nil || ink == nil || $0.ink == ink }) {
                    if known[match].ink == nil, let ink {
                        known[match].ink = ink
                        identities[known[match].kind].ink = ink
                        kindsOf[identity] = known
                    }
                    return known[match].kind
                }
                identities.append((identity, ink))
                kindsOf[identity, default: []].append((ink, identities.count - 1))
                return identities.count - 1
            }
            guard identities.count > 1 else { continue }
            let kindOfOwner = Dictionary(zip(owners, kinds), uniquingKeysWith: { a, _ in a })
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
                // In what it differs from the first other face named.
                let first = others.first.flatMap { kindOfOwner[$0] } ?? kind
                let (this, that) = (identities[kind], identities[first])
                var parts = this.identity.differences(from: that.identity)
                if let a = this.ink, let b = that.ink, a != b {
                    // Font units also in pixels where the size is known: "up to 233 units, 5.8 px at 17 pt @3x".
                    let apart = FontMetrics.inkApart(a, b)
                    let units = apart.map { units in
                        " (up to \(units) units" + (pixels.map { ", " + $0(units, faces[owner].metrics.unitsPerEm) } ?? "") + ")"
                    }
                    parts.append("the glyph boxes of the characters the rules measure" + (units ?? ""))
                }
                let differs = parts.joined(separator: ", ")
                found[owner] = Finding(
                    .duplicatePostScriptName,
                    "the PostScript name '\(name)' of \(place(faces[owner])) is also that of \(named), another "
                        + "face, which differs in \(differs): iOS registers one font of a name, so UIFont(name:size:) "
                        + "gives the same face for both")
            }
        }
        return found
    }
}

extension AuditChecks {
    /// The files to read again with all their ink measured: those of the faces whose PostScript
    /// name a face of another file or face index shares, and whose ink was not measured since their
    /// `head` box lies inside the line box. Unmeasured, their glyphs could not tell them apart.
    package static func filesToMeasure(_ faces: [FontFace]) -> [String] {
        var byName: [String: [FontFace]] = [:]
        for face in faces {
            if let name = face.metrics.postScriptName, !name.isEmpty { byName[name, default: []].append(face) }
        }
        var paths: Set<String> = []
        for owners in byName.values where Set(owners.map { "\($0.faceIndex)\u{0}\($0.path)" }).count > 1 {
            for face in owners where face.metrics.characterInk?.withinFontBounds == true { paths.insert(face.path) }
        }
        return paths.sorted()
    }

    /// A face's place among the faces read: its path, face index and instance.
    package static func inkKey(_ face: FontFace) -> String {
        "\(face.path)\u{0}\(face.faceIndex)\u{0}\(face.variation?.instance.coordinateSummary ?? "")"
    }

    /// `face` with the ink of `ink` (by ``inkKey(_:)``) where its own was not measured.
    package static func measured(_ face: FontFace, ink: [String: CharacterInk]) -> FontFace {
        guard face.metrics.characterInk?.withinFontBounds == true, let measured = ink[inkKey(face)] else { return face }
        var face = face
        face.metrics.characterInk = measured
        return face
    }
}

extension AuditReport.Entry {
    /// The entry with its face's ink replaced where ``AuditChecks/measured(_:ink:)`` says: only the
    /// rules that compare faces, which run after, read it.
    package func measured(_ ink: [String: CharacterInk]) -> AuditReport.Entry {
        guard !ink.isEmpty, case .face(var face) = self else { return self }
        face.metrics.face = AuditChecks.measured(face.metrics.face, ink: ink)
        return .face(face)
    }
}
