import FontProbeModel

/// The checks of `app:`: each configured font against the Info.plist's `UIAppFonts`
/// (docs/commands/check.md#the-apps-fonts).
extension Checker {
    /// `app-font-name-shared` for the file shown as `path`: failed when another configured file has
    /// its file name. Without `app:` it is reported only when it fails: the configured fonts are the
    /// ones the app ships, whether or not its Info.plist is named (docs/commands/check.md#the-apps-fonts).
    /// `filesByName` is ``filesByFileName``, built once per check.
    func sharedNameOutcome(_ path: String, filesByName: [FileName.Key: [FontSelection.File]]) -> CheckReport.Outcome? {
        let name = AppFonts.fileName(path)
        let others = (filesByName[FileName.Key(name)] ?? []).filter { !FileName.same($0.path, path) }
        guard appFonts != nil || !others.isEmpty else { return nil }
        return CheckReport.Outcome(
            check: .app(.appFontNameShared),
            problems: others.isEmpty
                ? []
                : [
                    CheckReport.Problem(
                        check: .app(.appFontNameShared), severity: .error, fails: true,
                        message: "'\(name)' is also the name of "
                            + others.map { "'\($0.relativePath)'" }.joined(separator: ", ")
                            + ": an app bundle holds one file of a name, so one of these faces is never registered")
                ])
    }

    /// The configured files by the bytes of their file name, in path order.
    var filesByFileName: [FileName.Key: [FontSelection.File]] {
        Dictionary(grouping: files) { FileName.Key(AppFonts.fileName($0.path)) }
    }

    /// `app-font-unlisted` for the face read from the file shown as `path`: failed when no entry
    /// of `UIAppFonts` has its file name; `nil` without `app:` (docs/commands/check.md#the-apps-fonts).
    func unlistedOutcome(_ path: String) -> CheckReport.Outcome? {
        guard let appFonts else { return nil }
        let listed = appFonts.entries.contains { AppFonts.entry($0, names: path) }
        let name = AppFonts.fileName(path)
        return CheckReport.Outcome(
            check: .app(.appFontUnlisted),
            problems: listed
                ? []
                : [
                    CheckReport.Problem(
                        check: .app(.appFontUnlisted), severity: .error, fails: true,
                        message: "'\(name)' is not in UIAppFonts of \(appFonts.path): the app does not register it, "
                            + "so UIFont(name:size:) returns nil and text set in it falls back to the system font")
                ])
    }

    /// The Info.plist as a subject with one `app-font-missing` problem per `UIAppFonts` entry
    /// whose file name no configured font file has; `nil` when there is none, or no `app:`.
    var missingAppFonts: CheckReport.Subject? {
        guard let appFonts else { return nil }
        let problems = appFonts.entries.filter { entry in
            !files.contains { AppFonts.entry(entry, names: $0.path) }
        }.map { entry in
            CheckReport.Problem(
                check: .app(.appFontMissing), severity: .error, fails: true,
                message: "UIAppFonts lists '\(entry)', but no configured font is named '\(AppFonts.fileName(entry))': "
                    + "the app would load nothing for it, and text set in that font falls back to the system font")
        }
        guard !problems.isEmpty else { return nil }
        var subject = CheckReport.Subject(
            path: appFonts.path, faceIndex: nil, title: "UIAppFonts",
            outcomes: [CheckReport.Outcome(check: .app(.appFontMissing), problems: problems)])
        subject.isAppPlist = true
        return subject
    }
}

/// `duplicate-postscript-name` (docs/commands/check.md#the-apps-fonts): the faces of a check grouped
/// once by PostScript name, so each face's outcome is a look-up, not a pass over every face.
struct SharedPostScriptNames {
    /// For each name held by more than one face (a file and face index; the instances of one face
    /// share it), those faces in path and face order, as the report shows them, with their metrics:
    /// two builds of one face (TTF and WOFF2 of the same tables) read the same and share the name
    /// harmlessly, since iOS registers one of them and it is the same face.
    private var owners: [String: [(path: String, faceIndex: Int, shown: String, metrics: FontMetrics.FaceIdentity)]] = [:]

    /// `faces` as read (in the order the workers finished them); `byPath` gives the paths shown.
    init(_ faces: [FontFace], byPath: [FileName.Key: FontSelection.File]) {
        var seen: Set<FaceID> = []
        for face in faces {
            guard let name = face.metrics.postScriptName, !name.isEmpty,
                seen.insert(FaceID(path: FileName.Key(face.path), faceIndex: face.faceIndex)).inserted
            else { continue }
            let shown =
                "'\(byPath[FileName.Key(face.path)]?.relativePath ?? face.path)'"
                + (face.faceCount > 1 ? " (face \(face.faceIndex))" : "")
            owners[name, default: []].append((face.path, face.faceIndex, shown, face.metrics.faceIdentity))
        }
        // A name is shared only by faces that differ: copies and other builds of one face are not.
        owners = owners.filter { _, faces in faces.contains { $0.metrics != faces[0].metrics } }.mapValues { faces in
            faces.sorted {
                FileName.same($0.path, $1.path) ? $0.faceIndex < $1.faceIndex : $0.path.precedesInUTF8Order($1.path)
            }
        }
    }

    private struct FaceID: Hashable {
        var path: FileName.Key
        var faceIndex: Int
    }

    /// The outcome for `face`: failed when another face has its PostScript name; `nil` otherwise
    /// (reported only where it fails). The others are named up to three, then counted.
    func outcome(for face: FontFace) -> CheckReport.Outcome? {
        guard let name = face.metrics.postScriptName, let sharing = owners[name],
            let own = sharing.first(where: { FileName.same($0.path, face.path) && $0.faceIndex == face.faceIndex })
        else { return nil }
        // The other faces of the name that are not this one: builds of the same face are left out.
        let others = sharing.filter { $0.metrics != face.metrics.faceIdentity }.map(\.shown)
        guard !others.isEmpty else { return nil }
        let named = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
        return CheckReport.Outcome(
            check: .app(.duplicatePostScriptName),
            problems: [
                CheckReport.Problem(
                    check: .app(.duplicatePostScriptName), severity: .error, fails: true,
                    message: "the PostScript name '\(name)' of \(own.shown) is also that of \(named), another face: iOS "
                        + "registers one font of a name, so UIFont(name:size:) gives the same face for both")
            ])
    }
}
