import FontProbeModel

/// The commented `fontprobe.yml` that `fontprobe init` writes: every key, with the fonts found
/// and, commented out, expectations filled in with what one of those fonts has now.
package struct StarterConfiguration: Sendable {
    /// The font files found, relative to where the configuration will be, `/`-separated.
    package var fontPaths: [String]
    /// A face to take the example expectations from, with its relative path.
    package var example: (path: String, face: FontFace)?

    /// Files with a font's extension that do not open as fonts: a glob over their directory and
    /// extension would match them, so the fonts beside them are listed by path.
    package var notFonts: [String] = []

    /// The design tokens files found beside the fonts, relative to where the configuration will
    /// be: one is written as `styles:`; several are listed, commented out, for the user to pick.
    package var tokensFiles: [String] = []

    package init(
        fontPaths: [String], example: (path: String, face: FontFace)?, notFonts: [String] = [], tokensFiles: [String] = []
    ) {
        self.fontPaths = fontPaths
        self.notFonts = notFonts
        self.example = example
        self.tokensFiles = tokensFiles
    }

    /// The `fonts` entries, sorted: a glob `dir/*.ext` for each directory and each extension
    /// (as spelled) found in it, even for one font, so that a font added later in any of those
    /// formats is checked too (docs/commands/init.md#what-it-writes). A hidden font (a name that
    /// starts with a dot, which `*` does not match) and the fonts of a directory whose path has a
    /// wildcard character are listed by path, and so are the fonts of a directory and extension
    /// where a file does not open as a font (``notFonts``).
    package var patterns: [String] { entries.filter(FileName.isText) }

    /// The `fonts` entries and tokens files left out of the file, since YAML, which is text, cannot
    /// hold their bytes: each has a byte that is not UTF-8 (docs/fonts.md#file-names). `init` names
    /// each one.
    package var unwritable: [String] { (entries + tokensFiles).filter { !FileName.isText($0) } }

    /// The number of fonts ``patterns`` checks: those whose entry could be written.
    package var writtenFontCount: Int { entryOfEachFont.filter { FileName.isText($0.entry) }.count }

    /// Every `fonts` entry, writable or not.
    private var entries: [String] {
        // Keyed by bytes: the NFC and NFD spellings of a directory are two (docs/fonts.md#file-names).
        var entries: [FileName.Key: String] = [:]
        for (_, entry) in entryOfEachFont { entries[FileName.Key(entry)] = entry }
        return entries.values.sorted { $0.precedesInUTF8Order($1) }
    }

    /// Each font with its entry: its directory's glob, or its path.
    private var entryOfEachFont: [(path: String, entry: String)] {
        let spoilt = Set(notFonts.compactMap(Self.glob).map(FileName.Key.init))
        return fontPaths.map { path in
            guard let glob = Self.glob(path), !spoilt.contains(FileName.Key(glob)) else { return (path, path) }
            return (path, glob)
        }
    }

    /// `dir/*.ext` for a path; `nil` for a hidden file, a name without an extension, or a directory
    /// whose path has a wildcard character.
    private static func glob(_ path: String) -> String? {
        // Cut at bytes (docs/security.md#paths): a name may start with a combining mark.
        let directory = FileName.directory(of: path)
        let name = FileName.lastComponent(path)
        guard !FileName.isHidden(name), let suffix = FileName.stemAndExtension(name).extension,
            !directory.utf8.contains(where: { "*?[".utf8.contains($0) })
        else { return nil }
        return FileName.joined(directory, "*." + suffix)
    }

    /// The file's text.
    package var text: String {
        var lines = [
            "# fontprobe.yml: what `fontprobe check` verifies. docs/commands/check.md describes every key.",
            "# Paths and globs are relative to this file; `*` matches within a directory, `**` any depth.",
            "",
            "# The fonts to check: files, directories or globs. A glob that matches nothing is an error.",
            "fonts:",
        ]
        lines += patterns.map { "  - \(Self.quoted(path: $0))" }
        lines += [
            "",
            "# Point sizes (pt) and screen scales (pixels per point) of the baseline and of the pixel",
            "# counts in messages.",
            "sizes: [17]",
            "scales: [2, 3]",
            "",
            "# Where the text ships: ios, android, web, flutter. A rule whose effect lies only elsewhere is info.",
            "platforms: [ios]",
            "",
            "# Findings at or above this severity fail the check: error, warning or info.",
            "failOn: error",
            "",
            "# Turn audit rules off or on, or change their severity; `fontprobe audit --list-rules` lists them.",
            "# rules:",
            "#   line-gap-nonzero: off",
            "#   cap-height-mismatch: error",
            "#   win-metrics-clip: on        # off by default: only Windows clips at usWinAscent",
            "",
            "# Characters the app sets beyond Latin-1 and Latin Extended-A, for glyphs-outside-line-box.",
            "# characters: [U+0400-04FF]",
            "",
            "# Instances of variable fonts to check as well as the default: named, a name, or wght=650.",
            "# instances:",
            "#   Fonts/Brand-VF.ttf: named",
            "",
            "# The app's Info.plist: every font above must be in its UIAppFonts, and every entry there a font above.",
            "# app:",
            "#   infoPlist: App/Info.plist",
            "",
        ]
        lines += stylesLines
        if let (path, face) = example, FileName.isText(path), let resolved = face.metrics.resolved {
            let inset = resolved.label(pointSize: 17, scale: 3).capInset
            lines += [
                "# Values fonts must keep. These are what \(path.escapingControlCharacters) has now:",
                "# expectations:",
                "#   - fonts: \(Self.quoted(path: path))",
                "#     verticalMetricsSource: \(resolved.source.rawValue)",
                "#     lineGap: \(resolved.lineGap)",
                "#     capHeightSource: \(resolved.capHeight.source.rawValue)",
            ]
            if let inset {
                lines.append("#     capInset: {size: 17, scale: 3, points: \(NumberFormatting.inset(inset))}")
            }
        } else {
            lines += [
                "# Values fonts must keep, for example:",
                "# expectations:",
                "#   - fonts: Fonts/Brand-*.otf",
                "#     verticalMetricsSource: hhea",
                "#     lineGap: 0",
                "#     capHeightSource: os2",
                "#     capInset: {size: 17, scale: 3, points: 4.333, tolerance: 0.01}",
            ]
        }
        lines += [
            "",
            "# The lockfile `fontprobe check --update-baseline` writes and `check` compares against:",
            "# a changed metric or name fails the check until the baseline is updated. false: no baseline.",
            "baseline: \(CheckConfiguration.defaultBaseline)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `styles:` for the design tokens files found: the one, or each of several commented out; none
    /// without any (docs/commands/init.md#what-it-writes).
    var stylesLines: [String] {
        let tokensFiles = tokensFiles.filter(FileName.isText)
        switch tokensFiles.count {
        case 0: return []
        case 1:
            return [
                "# The text styles of the design tokens file found here, each weighed against its face.",
                "styles: \(Self.quoted(path: tokensFiles[0]))", "",
            ]
        default:
            return [
                "# The text styles of a design tokens file, each weighed against its face. \(tokensFiles.count) were "
                    + "found here; uncomment one:"
            ] + tokensFiles.map { "# styles: \(Self.quoted(path: $0))" } + [""]
        }
    }

    /// A relative path as ``quoted(_:)`` writes it, after `./` when it starts with a byte order mark
    /// (U+FEFF): the YAML reader drops one at the start of a value, however it is written, and `./`
    /// names the same files.
    static func quoted(path: String) -> String {
        quoted(path.unicodeScalars.first == "\u{FEFF}" ? "./" + path : path)
    }

    /// `value` as a YAML plain scalar when that reads back the same, else single-quoted; one with
    /// a control character (docs/fonts.md#control-characters) or a character YAML does not allow
    /// raw (U+FFFE, U+FFFF, the byte order mark) double-quoted with `\u` escapes, so it stays on its
    /// line, inside a comment too, and reads back the same. A `value` that is not all text (a byte
    /// that is not UTF-8) cannot be written: the caller leaves it out (``unwritable``).
    static func quoted(_ value: String) -> String {
        if value.unicodeScalars.contains(where: needsEscape) {
            var quoted = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"", "\\": quoted += "\\\(scalar)"
                case _ where needsEscape(scalar):
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let width = scalar.value > 0xFFFF ? 8 : 4
                    quoted += (width == 8 ? "\\U" : "\\u") + String(repeating: "0", count: width - hex.count) + hex
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        }
        let plainSafe =
            !value.isEmpty && !"*-? ".unicodeScalars.contains(value.unicodeScalars.first!)
            && value.unicodeScalars.last != " "
            && !["~", "null", "Null", "NULL"].contains(value)
            && value.unicodeScalars.allSatisfy { scalar in
                !"#:{}[],&!|>'\"%@`".unicodeScalars.contains(scalar) && scalar.value >= 0x20
            }
        return plainSafe ? value : "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// Whether `scalar` is written as an escape: a control character as fontprobe shows one, or one
    /// outside YAML's printable set (tab, LF, CR, U+0020…U+007E, U+0085, U+00A0…U+D7FF,
    /// U+E000…U+FFFD, U+10000…U+10FFFF), or the byte order mark, which libyaml drops at a line's start.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if String(scalar).escapingControlCharacters != String(scalar) { return true }
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: return false
        default: return true
        }
    }
}
