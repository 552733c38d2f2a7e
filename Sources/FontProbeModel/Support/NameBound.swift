/// The most a name read from an input may hold, stated once for each kind of name and checked
/// where the name is read, so nothing after it (a report row per face, a message per style, a
/// suggestion) grows with a forged name (docs/security.md#names).
///
/// A name is counted in Unicode scalars, as FreeType's and the YAML reader's text is; a path in
/// bytes, as the system counts it.
package struct NameBound: Sendable, Hashable {
    /// The most scalars (or, with ``inBytes``, UTF-8 bytes) the name may have.
    package var maximum: Int
    /// True when the name is counted in bytes (a path), not in Unicode scalars.
    package var inBytes: Bool
    /// The name as a message's subject: "the style name".
    package var noun: String
    /// What is bounded, as the message says it: "a style's name" (may be at most 256).
    package var subject: String

    package init(maximum: Int, inBytes: Bool = false, noun: String, subject: String) {
        self.maximum = maximum
        self.inBytes = inBytes
        self.noun = noun
        self.subject = subject
    }

    /// A font's family, style and PostScript name, and a variable font's axis and instance names:
    /// 256 scalars. The longest of 417 font files in Debian's font packages is 42 (a full name;
    /// PostScript 38), and the OpenType spec caps PostScript names at 63. Each is copied into every
    /// report row of its face (docs/security.md#report-size).
    package static let fontName = NameBound(maximum: 256, noun: "the font name", subject: "a font's name")

    /// A text style's name: a key under `styles:` in fontprobe.yml, or a typography token's path in
    /// a design tokens file (`typography.heading.large`); as long as a font's name, since every line
    /// about the style repeats it.
    package static let styleName = NameBound(maximum: fontName.maximum, noun: "the style name", subject: "a style's name")

    /// The face a style asks for: a style's `font:` (a PostScript name) in fontprobe.yml, or a
    /// typography token's `fontFamily`. It is compared with a font's names, which are at most as long.
    package static let styleFont = NameBound(
        maximum: fontName.maximum, noun: "the font name", subject: "a style's font (a family or PostScript name)")

    /// A path fontprobe.yml or a lockfile names (`fonts:`, `baseline:`, `styles:`, `app.infoPlist`,
    /// a face's `path`): 4096 bytes, Linux's PATH_MAX, past which no system call takes it.
    package static let path = NameBound(maximum: 4096, inBytes: true, noun: "the path", subject: "a path")

    /// Any other text of a lockfile (a face's instance, a height's source): as long as a path,
    /// since an instance is a name or its coordinates on up to 64 axes.
    package static let lockfileText = NameBound(maximum: path.maximum, noun: "the text", subject: "a lockfile's text")

    /// An environment variable's value that reports show (`FONTPROBE_UPDATE_BASELINE_COMMAND`,
    /// the command that updates the lockfile): 200 scalars, a command line of a few words.
    package static let environmentValue = NameBound(
        maximum: 200, noun: "the value", subject: "a value fontprobe shows in its reports")

    /// How long `name` is, in this bound's unit: a path in the bytes it stands for
    /// (``FileName/bytes(_:)``, a byte that is not UTF-8 being one).
    package func length(of name: String) -> Int {
        inBytes ? FileName.bytes(name).count : name.unicodeScalars.count
    }

    /// Whether `name` is within the bound.
    package func allows(_ name: String) -> Bool {
        // A name of at most `maximum` bytes of UTF-8 has at most as many scalars, and stands for at
        // most as many bytes: passed in constant time, before any scalar is decoded.
        name.utf8.count <= maximum || length(of: name) <= maximum
    }

    /// Why `name` cannot be used, or `nil` when it can: "the style name 'aaaa…' is 301 characters
    /// long; a style's name may be at most 256".
    package func problem(_ name: String) -> String? {
        allows(name) ? nil : problem(start: name, length: length(of: name))
    }

    /// The problem of a name `length` long (in this bound's unit) that starts with `start`, of
    /// which its first ``shownStart`` scalars are shown, escaped: a name past any bound is longer
    /// than ``maximumShown``, so it is always cut.
    package func problem(start: String, length: Int) -> String {
        let shown = String(String.UnicodeScalarView(start.unicodeScalars.prefix(Self.shownStart)))
        return "\(noun) '\(shown.escapingControlCharacters)…' is \(length) \(inBytes ? "bytes" : "characters") long; "
            + "\(subject) may be at most \(maximum)\(inBytes ? " bytes" : "")"
    }

    /// The most characters of a name a message shows whole; a longer one is cut
    /// (``quoted(_:)``).
    package static let maximumShown = 64
    /// The characters a cut name keeps.
    package static let shownStart = 32

    /// `name` in single quotes for a message, escaped (``Swift/String/escapingControlCharacters``):
    /// whole when it has at most ``maximumShown`` scalars, else its first ``shownStart`` and `…`,
    /// so a line that quotes what an input holds stays short whatever the input.
    package static func quoted(_ name: String) -> String {
        let scalars = name.unicodeScalars
        guard !scalars.dropFirst(maximumShown).isEmpty else { return "'\(name.escapingControlCharacters)'" }
        let start = String(String.UnicodeScalarView(scalars.prefix(shownStart)))
        return "'\(start.escapingControlCharacters)…'"
    }

    /// The most names a message lists; the rest are counted (``listed(_:)``).
    package static let maximumListed = 8

    /// `names` joined with commas for a message, at most ``maximumListed`` of them, then "and N
    /// more": a line that lists what an input holds (its styles, the faces read) stays short
    /// however many there are. `count` is how many there are in all, when `names` holds only the
    /// first.
    package static func listed(_ names: some Sequence<String>, count: Int) -> String {
        names.prefix(maximumListed).joined(separator: ", ") + (count > maximumListed ? " and \(count - maximumListed) more" : "")
    }

    /// ``listed(_:count:)`` of all of `names`.
    package static func listed(_ names: some Collection<String>) -> String { listed(names, count: names.count) }
}
