import FontProbeModel

/// `family-name-mismatch` (docs/commands/audit.md#rules): the rule, then its check.
extension Rule {
    package static let familyNameMismatch = Rule(
        id: "family-name-mismatch",
        severity: .warning,
        platforms: [.ios],
        title: "A face's family name differs from the family its file name shares with its siblings.",
        explanation: """
            iOS: a font is found by its family name. UIFont.fontNames(forFamilyName:) does not list a \
            face filed under another family, and asking a face of the family for its bold or italic \
            (UIFontDescriptor.withSymbolicTraits, SwiftUI's .bold()) cannot reach it [I: docs/model.md, \
            font fallback]: the text is set in the Regular, or in a weight the system synthesizes, and \
            the Bold that ships with the app is never used. It happens when one style is renamed by \
            mistake (a typo, a build script that sets the family of one weight).

            The family a file belongs to is read from its name, as font families name their files: \
            Family-Style.ext. The finding fires for a face whose family name (name ID 16, else 1), \
            spaces and case aside, neither starts with the part of its file name before the first '-' \
            nor is its beginning, when another file with the same first part has a family that does. \
            Among the names that do match, it also fires for a name that is the family's spelled with \
            other spaces or case ('NotoSans' beside 'Noto Sans'), and for a face whose family differs from \
            the one most of its siblings have and whose weight and slope that family lacks (OS/2 usWeightClass \
            and fsSelection's italic bit, or a variable instance's wght, ital and slnt; not its style name), a \
            face renamed away ('Noto Sans Bld' holding the only Bold, 'Noto Sans Bold' whose style says \
            Regular at weight 700). Of two families with as many faces, the one whose name is the file \
            name's first part is the family, so the renamed face gets the finding, not the intact Regular. A family of its own with the main family's styles beside it \
            (Open Sans Condensed beside Open Sans, which has its own Bold) is not reported. Collections \
            are not checked: one file holds faces of several families by design.

            Android and the web group faces by the family name the app or the stylesheet gives them, \
            so a renamed face works there and breaks only on Apple's platforms and on desktop systems \
            that group by the name table.

            Fix: give every style the family name of the others (name IDs 1 and 16).
            """)
}

extension AuditChecks {
    /// The `family-name-mismatch` findings, by the index of the face in `faces`: faces of
    /// single-face files grouped by the part of the file name before the first '-', and in each
    /// group the faces whose family name does not match it, when some face's does. Each member's
    /// lookup among the matching ones adds one to `lookups`.
    func nameMismatch(_ faces: [MetricsReport.Face], lookups: inout Int) -> [Int: Finding] {
        var groups: [String: [Int]] = [:]
        for (index, member) in faces.enumerated() where member.face.faceCount == 1 {
            let stem = Self.fileStem(member.face.path)
            if !stem.isEmpty { groups[stem, default: []].append(index) }
        }
        var found: [Int: Finding] = [:]
        for (stem, members) in groups {
            let matching = members.filter { Self.family(faces[$0].face.metrics.familyName, matches: stem) }
            // Within the names that match the stem: a name spelled apart from the family's, or a face
            // renamed out of it (its style is missing from the family).
            for (index, finding) in renamedWithin(matching, faces, stem: stem) {
                found[index] = finding
            }
            guard let witness = matching.first, matching.count < members.count else { continue }
            let model = faces[witness]
            // A set: `contains` on the list, for each member of a group of thousands, was quadratic.
            let matched = Set(matching)
            lookups += members.count
            for index in members where !matched.contains(index) {
                let member = faces[index]
                let postScript = member.face.metrics.postScriptName.map { " and PostScript name \($0)" } ?? ""
                found[index] = Finding(
                    .familyNameMismatch,
                    "family '\(member.face.metrics.familyName)' (style '\(member.face.style)'), but its file name "
                        + "\(Self.fileName(member.face.path))\(postScript) put it with '\(model.face.metrics.familyName)' of "
                        + "\(Self.fileName(model.face.path)): iOS lists it as a family of its own, and the "
                        + "bold and italic traits of '\(model.face.metrics.familyName)' do not reach it")
            }
        }
        return found
    }

    /// Among faces whose family names all match their files' stem: the main family is the name most
    /// of them have; on a tie, the name that is the stem itself, spaces and case aside ("Noto Sans"
    /// of NotoSans-Bold.ttf, not "Noto Sans Bold"), then the earliest. A face of another name is
    /// found when its name is the main one spelled with other spaces or case ("NotoSans" beside
    /// "Noto Sans"), or when its weight and slope (``StyleClass``) are missing from the main family,
    /// so it was renamed away from it ("Noto Sans Bld", "Noto Sans Text" holding the only Bold, or
    /// "Noto Sans Bold" whose style says Regular at usWeightClass 700). A family of its own beside
    /// the main one that has its own weights (Open Sans Condensed beside an Open Sans with its own
    /// Bold) is quiet.
    private func renamedWithin(_ members: [Int], _ faces: [MetricsReport.Face], stem: String) -> [(Int, Finding)] {
        var counts: [String: Int] = [:]
        for index in members { counts[faces[index].face.metrics.familyName, default: 0] += 1 }
        guard counts.count > 1 else { return [] }
        // Members are in report order: the first of the best rank is the earliest.
        func rank(_ family: String) -> (Int, Int) { (counts[family]!, Self.normalized(family) == stem ? 1 : 0) }
        var main = faces[members[0]].face.metrics.familyName
        for index in members where rank(faces[index].face.metrics.familyName) > rank(main) {
            main = faces[index].face.metrics.familyName
        }
        let mainClasses = Set(
            members.filter { faces[$0].face.metrics.familyName == main }.map { Self.styleClass(faces[$0].face) })
        let model = members.first { faces[$0].face.metrics.familyName == main }.map { faces[$0] }
        var found: [(Int, Finding)] = []
        for index in members {
            let member = faces[index]
            let family = member.face.metrics.familyName
            guard family != main, let model else { continue }
            let files = "\(Self.fileName(member.face.path)) and \(Self.fileName(model.face.path))"
            let style = Self.styleClass(member.face)
            if Self.normalized(family) == Self.normalized(main) {
                found.append(
                    (
                        index,
                        Finding(
                            .familyNameMismatch,
                            "family '\(family)' (style '\(member.face.style)') is '\(main)' spelled with other spaces or case "
                                + "(\(files)): iOS takes them for two families, and the bold and italic traits of '\(main)' "
                                + "do not reach it")
                    ))
            } else if !mainClasses.contains(style) {
                found.append(
                    (
                        index,
                        Finding(
                            .familyNameMismatch,
                            "family '\(family)' holds style '\(member.face.style)' (\(style)), which '\(main)' lacks (\(files)): "
                                + "the face looks renamed away from '\(main)', so iOS lists it as a family of its own and "
                                + "'\(main)' has no \(style) for its traits to reach")
                    ))
            }
        }
        return found
    }

    /// A face's weight and slope, as iOS's traits reach them: the `wght` axis of a variable face's
    /// instance, else OS/2 usWeightClass, else the weight its style name says ("SemiBold": 600),
    /// else 400; italic when the instance's `ital` is 1 or its `slnt` not 0, else when OS/2
    /// fsSelection's ITALIC bit or its style name says so.
    static func styleClass(_ face: FontFace) -> StyleClass {
        let axes = face.variation?.instance.coordinates ?? []
        let weight =
            axes.first { $0.tag == "wght" }.map { Int(saturating: $0.value.rounded()) } ?? face.metrics.os2?.weightClass
            ?? FontWeight.number(styleName: face.metrics.styleName) ?? 400
        let slope =
            axes.first { $0.tag == "ital" }.map { $0.value >= 0.5 } ?? axes.first { $0.tag == "slnt" }.map { $0.value != 0 }
        let italic = slope ?? ((face.metrics.os2?.italic ?? false) || FontWeight.isItalic(styleName: face.metrics.styleName))
        return StyleClass(weight: weight, italic: italic)
    }

    /// A weight class (100 to 1000, 400 regular, 700 bold) and whether the face is italic.
    struct StyleClass: Hashable, CustomStringConvertible {
        var weight: Int
        var italic: Bool

        /// "weight 700, italic".
        var description: String { "weight \(weight)\(italic ? ", italic" : "")" }
    }

    /// The file's name without its folder.
    static func fileName(_ path: String) -> String { FileName.lastComponent(path) }

    /// The part of a file's name before the first '-' (or its extension), letters and digits only,
    /// lowercased: "fpfamily" for "FPFamily-Bold.ttf".
    static func fileStem(_ path: String) -> String {
        // ASCII, the usual path, on its bytes: each byte is a Character there (but for CRLF,
        // which is neither '/', '-' nor '.'), so the same stem comes out without breaking the
        // path into Characters, which was most of family-name-mismatch's time (`make bench`).
        // The ASCII test on the contiguous bytes of a native string: the generic walk was a third
        // of this function's cost, on the critical path of the rules that compare faces.
        let ascii = path.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } }
        if ascii ?? path.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = stem(of: Array(path.utf8), slash: UInt8(ascii: "/"), dash: UInt8(ascii: "-"), dot: UInt8(ascii: "."))
            return String(decoding: bytes.compactMap(normalizedASCII), as: UTF8.self)
        }
        // The name cut from the path at its last `/` byte (docs/security.md#paths); its Characters then.
        return normalized(String(stem(of: Array(FileName.lastComponent(path)), slash: "/", dash: "-", dot: ".")))
    }

    /// The stem of the file name at the end of `path`: after its last `slash`, the first run of
    /// elements other than `dash` (as `split(separator:)` takes it; the whole name when it has
    /// none), without its last `dot` and what follows.
    private static func stem<Element: Equatable>(of path: [Element], slash: Element, dash: Element, dot: Element)
        -> ArraySlice<Element>
    {
        let name = path.lastIndex(of: slash).map { path[($0 + 1)...] } ?? path[...]
        let trimmed = name.drop { $0 == dash }
        let stem = trimmed.isEmpty ? name : trimmed.firstIndex(of: dash).map { trimmed[..<$0] } ?? trimmed
        return stem.lastIndex(of: dot).map { stem[..<$0] } ?? stem
    }

    /// Whether a family name, letters and digits only and lowercased, starts with `stem` or is its
    /// beginning: "Noto Sans CJK JP" matches "notosanscjk"; "FP Famly" does not match "fpfamily".
    static func family(_ name: String, matches stem: String) -> Bool {
        let family = normalized(name)
        return !family.isEmpty && (family.hasPrefix(stem) || stem.hasPrefix(family))
    }

    static func normalized(_ text: String) -> String {
        // ASCII, the usual name, without looking up Unicode properties: with the stems, they were
        // over half of the samples of the rules that compare faces, which run once every face is
        // read (`perf record`, the bench corpus). The same letters and digits as below, which
        // `StandInTests` checks.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.compactMap(normalizedASCII), as: UTF8.self)
        }
        return unicodeNormalized(text)
    }

    /// An ASCII letter or digit, lowercased; `nil` for any other byte.
    private static func normalizedASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
        default: nil
        }
    }

    /// ``normalized(_:)`` for any text: lowercased, letters and digits kept.
    static func unicodeNormalized(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init)
        )
    }
}
