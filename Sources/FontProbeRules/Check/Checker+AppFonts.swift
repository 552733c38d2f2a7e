import FontProbeModel

/// The checks of `app:`: each configured font against the Info.plist's `UIAppFonts`
/// (docs/commands/check.md#the-apps-fonts).
extension Checker {
    /// `app-font-name-shared` for the file shown as `path`: failed when another configured file has
    /// its file name. Without `app:` it is reported only when it fails: the configured fonts are the
    /// ones the app ships, whether or not its Info.plist is named (docs/commands/check.md#the-apps-fonts).
    /// `filesByName` is ``filesByFileName``, and `paths` the configured files' paths by their bytes,
    /// both built once per check.
    ///
    /// The others are named up to three, in path order, then counted, as `duplicate-postscript-name`
    /// names them: listing every other file for each file made a report quadratic in the files of a
    /// name (10,000 files `Regular.ttf` in as many folders, 10,000 names on each of 10,000 lines).
    func sharedNameOutcome(
        _ path: String, filesByName: [FileName.Key: [FontSelection.File]], paths: Set<FileName.Key>
    ) -> CheckReport.Outcome? {
        let name = AppFonts.fileName(path)
        let sharing = filesByName[FileName.Key(name)] ?? []
        // The first three others, looking at four files at most. Each file is configured once, so
        // the others are all the files of the name but `path` itself, when it is one of them.
        var shown: [String] = []
        for file in sharing {
            if shown.count == Self.sharedNamesShown { break }
            if !FileName.same(file.path, path) { shown.append("'\(file.relativePath)'") }
        }
        let others = sharing.count - (paths.contains(FileName.Key(path)) ? 1 : 0)
        guard appFonts != nil || others > 0 else { return nil }
        return CheckReport.Outcome(
            check: .app(.appFontNameShared),
            problems: others == 0
                ? []
                : [
                    CheckReport.Problem(
                        check: .app(.appFontNameShared), severity: .error, fails: true,
                        message: "'\(name)' is also the name of " + shown.joined(separator: ", ")
                            + (others > shown.count ? " and \(others - shown.count) more" : "")
                            + ": an app bundle holds one file of a name, so one of these faces is never registered")
                ])
    }

    /// How many of the other files of a name `app-font-name-shared` names before counting the rest.
    static let sharedNamesShown = 3

    /// The configured files by the bytes of their file name, in path order.
    var filesByFileName: [FileName.Key: [FontSelection.File]] {
        Dictionary(grouping: files) { AppFonts.key($0.path) }
    }

    /// The file names of the entries of `UIAppFonts`, by their bytes (``AppFonts/key(_:)``),
    /// so that each face is looked up once instead of compared with every entry; empty without `app:`.
    var listedFileNames: Set<FileName.Key> {
        Set((appFonts?.entries ?? []).map(AppFonts.key))
    }

    /// `app-font-unlisted` for the face read from the file shown as `path`: failed when no entry
    /// of `UIAppFonts` has its file name; `nil` without `app:` (docs/commands/check.md#the-apps-fonts).
    /// `listed` is ``listedFileNames``, built once per check.
    func unlistedOutcome(_ path: String, listed names: Set<FileName.Key>) -> CheckReport.Outcome? {
        guard let appFonts else { return nil }
        let name = AppFonts.fileName(path)
        let listed = names.contains(FileName.Key(name))
        return CheckReport.Outcome(
            check: .app(.appFontUnlisted),
            problems: listed
                ? []
                : [
                    CheckReport.Problem(
                        check: .app(.appFontUnlisted), severity: .error, fails: true,
                        message: "'\(name)' is not in UIAppFonts of \(appFonts.path): the app does not register it, "
                            + "so UIFont(name:size:) returns nil and text set in it falls back to the system font",
                        // Where it would be added: the UIAppFonts key of an XML Info.plist.
                        source: appFonts.keyPosition.map { TextLocation(file: appFonts.path, line: $0.line, column: $0.column) })
                ])
    }

    /// The Info.plist as a subject with one `app-font-missing` problem per `UIAppFonts` entry
    /// whose file name no configured font file has; `nil` when there is none, or no `app:`.
    /// `filesByName` is ``filesByFileName``, built once per check.
    func missingAppFonts(filesByName: [FileName.Key: [FontSelection.File]]) -> CheckReport.Subject? {
        guard let appFonts else { return nil }
        let problems = appFonts.entries.enumerated().filter { _, entry in
            filesByName[AppFonts.key(entry)] == nil
        }.map { index, entry in
            CheckReport.Problem(
                check: .app(.appFontMissing), severity: .error, fails: true,
                message: "UIAppFonts lists '\(entry)', but no configured font is named '\(AppFonts.fileName(entry))': "
                    + "the app would load nothing for it, and text set in that font falls back to the system font",
                // The entry's line in an XML Info.plist.
                source: appFonts.entryPositions.indices.contains(index)
                    ? TextLocation(
                        file: appFonts.path, line: appFonts.entryPositions[index].line,
                        column: appFonts.entryPositions[index].column) : nil)
        }
        guard !problems.isEmpty else { return nil }
        var subject = CheckReport.Subject(
            path: appFonts.path, faceIndex: nil, title: "UIAppFonts",
            outcomes: [CheckReport.Outcome(check: .app(.appFontMissing), problems: problems)])
        subject.isAppPlist = true
        return subject
    }
}

/// `duplicate-postscript-name` over the configured faces, with their paths as configured: the
/// audit rule's one implementation (``AuditChecks/duplicateNames(_:platforms:file:)``), linear in the faces,
/// so a name shared by 20,480 faces (20 collections of 1,024) costs no list of every other.
struct SharedPostScriptNames {
    private struct FaceID: Hashable {
        var path: FileName.Key
        var faceIndex: Int
    }

    /// The finding of each face (file and face index) whose name another face has.
    private var findings: [FaceID: Finding] = [:]

    /// `faces` as read (in the order the workers finished them); `byPath` gives the paths shown;
    /// `checks` gives the platforms whose readings tell two faces apart, and the size of pixels.
    init(_ faces: [FontFace], byPath: [FileName.Key: FontSelection.File], checks: AuditChecks) {
        // In the report's order, so that the others a finding names are the first in it.
        let ordered = faces.sorted {
            FileName.same($0.path, $1.path) ? $0.faceIndex < $1.faceIndex : $0.path.precedesInUTF8Order($1.path)
        }
        let found = AuditChecks.duplicateNames(
            ordered, platforms: checks.platforms, textSize: checks.pointSize * checks.scale, pixels: checks.pixels
        ) { face in
            "'\(byPath[FileName.Key(face.path)]?.relativePath ?? face.path)'"
        }
        for (index, finding) in found {
            findings[FaceID(path: FileName.Key(ordered[index].path), faceIndex: ordered[index].faceIndex)] = finding
        }
    }

    /// The outcome for `face`: failed when another face has its PostScript name; `nil` otherwise
    /// (reported only where it fails). The others are named up to three, then counted.
    /// Without iOS among `platforms`, which registers fonts by that name, the outcome is info
    /// (``AuditChecks/weighed(_:platforms:)``), failing only where `failOn` is info.
    func outcome(for face: FontFace, platforms: Set<Platform> = Platform.defaults, failOn: Severity = .error)
        -> CheckReport.Outcome?
    {
        guard let found = findings[FaceID(path: FileName.Key(face.path), faceIndex: face.faceIndex)] else { return nil }
        let finding = AuditChecks.weighed(found, platforms: platforms)
        return CheckReport.Outcome(
            check: .app(.duplicatePostScriptName),
            problems: [
                CheckReport.Problem(
                    check: .app(.duplicatePostScriptName), severity: finding.severity,
                    fails: finding.severity == .error || finding.severity >= failOn, message: finding.message)
            ])
    }
}
