import FontProbeModel
import Foundation

/// The font files an app's Info.plist registers under `UIAppFonts`, and how they are matched with
/// the configured fonts (docs/commands/check.md#the-apps-fonts). Reading the file is the caller's.
package struct AppFonts: Sendable, Hashable {
    /// The Info.plist as shown: the configuration's directory joined with `app.infoPlist`.
    package var path: String
    /// The entries of `UIAppFonts` as written, paths relative to the app bundle
    /// (`Brand-Bold.otf`, `Fonts/Brand-Bold.otf`); empty when the key is absent.
    package var entries: [String]
    /// Where an XML Info.plist writes `UIAppFonts` (its `<key>`) and each of its entries (its
    /// `<string>`), 1-based line and column, for the reports that point there; empty for a
    /// binary property list, which has no lines.
    package var keyPosition: (line: Int, column: Int)?
    package var entryPositions: [(line: Int, column: Int)] = []

    /// The largest Info.plist read, in bytes: 1 MiB, some hundred times a real one, so parsing it
    /// is bounded (docs/security.md).
    package static let maximumFileSize = 1024 * 1024

    package init(path: String, entries: [String]) {
        self.path = path
        self.entries = entries
    }

    /// Why an Info.plist cannot be used, as one sentence without the file's name.
    package struct PlistError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Reads `UIAppFonts` from the bytes of an XML or binary property list shown as `path`.
    /// - Throws: ``PlistError`` when the data is not a property list, its top level is not a
    ///   dictionary, or `UIAppFonts` is not a list of strings.
    package init(plist data: Data, path: String) throws(PlistError) {
        if let problem = BinaryPlistBounds.problem([UInt8](data)) { throw PlistError(description: problem) }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PlistError(description: "it is not a property list (XML or binary) that can be read")
        }
        guard let dictionary = root as? [String: Any] else {
            throw PlistError(description: "its top level is not a dictionary, as an Info.plist's is")
        }
        guard let value = dictionary["UIAppFonts"] else {
            self.init(path: path, entries: [])
            return
        }
        guard let list = value as? [Any] else {
            throw PlistError(description: "UIAppFonts is not an array of strings")
        }
        var entries: [String] = []
        for (index, item) in list.enumerated() {
            guard let entry = item as? String else {
                throw PlistError(description: "UIAppFonts[\(index)] is not a string; UIAppFonts is an array of font file names")
            }
            entries.append(entry)
        }
        self.init(path: path, entries: entries)
        locate(in: data)
    }

    /// Finds `UIAppFonts`'s key and its entries in an XML property list by its elements
    /// (``PlistElements``), where Foundation found them: the `<key>` among the top dictionary's
    /// own (the last, as a key given twice is read), then each element of the `<array>` after it.
    /// Left empty unless there is one element per entry. Lines and columns are ``TextLines``'.
    private mutating func locate(in data: Data) {
        let bytes = [UInt8](data)
        guard !bytes.starts(with: Array("bplist".utf8)) else { return }
        var elements = PlistElements(bytes)
        var depth = 0  // elements open
        var rootIsPlist = false
        var members: Int?  // the depth of the top dictionary's members, while it is open
        var topRead = false
        var key: (text: String, at: Int)?  // the member key being read, or just read
        var found: (key: Int, entries: [Int])?
        var array: [Int]?  // the elements of UIAppFonts's array, while it is open
        while let element = elements.next() {
            switch element {
            case .start(let name, let at, let empty):
                if depth == 0 { rootIsPlist = name == "plist" }
                if !topRead, members == nil, name == "dict", depth == (rootIsPlist ? 1 : 0) {
                    members = empty ? nil : depth + 1
                    topRead = true
                } else if depth == members {
                    // A member: a key, or the value of the key before it.
                    if name == "key" {
                        key = ("", at)
                    } else {
                        if let read = key, read.text == "UIAppFonts" {
                            found = (read.at, [])
                            array = name == "array" && !empty ? [] : nil
                        }
                        key = nil
                    }
                } else if let open = members, depth == open + 1, array != nil {
                    array?.append(at)
                }
                if !empty { depth += 1 }
            case .end:
                depth -= 1
                if depth == members, let list = array {
                    found?.entries = list
                    array = nil
                }
                if let open = members, depth < open { members = nil }
            case .text(let text):
                if let open = members, depth == open + 1, array == nil, key != nil { key?.text += text }
            }
        }
        guard let found else { return }
        let lines = TextLines(utf8: bytes)
        keyPosition = lines.position(ofScalar: found.key)
        if found.entries.count == entries.count { entryPositions = found.entries.map(lines.position(ofScalar:)) }
    }

    package static func == (a: AppFonts, b: AppFonts) -> Bool { a.path == b.path && a.entries == b.entries }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(entries)
    }

    /// The file name of a path or an entry: its last component (`Fonts/Brand-Bold.otf` →
    /// `Brand-Bold.otf`), which is what an entry and a configured font are matched by.
    package static func fileName(_ path: String) -> String { FileName.lastComponent(path) }

    /// What an entry and a configured font are matched by: the bytes of the file name, as every
    /// path is compared (docs/fonts.md#file-names); an entry names the file whose key is its own.
    package static func key(_ path: String) -> FileName.Key { FileName.Key(fileName(path)) }
}

extension Rule {
    /// An entry of `UIAppFonts` that no configured font file has the name of.
    package static let appFontMissing = Rule(
        id: "app-font-missing",
        severity: .error,
        title: "The app's UIAppFonts lists a font file that is not among the configured fonts.",
        explanation: """
            iOS registers each file `UIAppFonts` in the app's Info.plist names. An entry whose file is not \
            among the fonts fontprobe.yml checks is a font the app would ship under a name that loads nothing: \
            UIFont(name:size:) returns nil for it, and text set in it silently falls back to the system font.

            Fix: add the font file to the app and to fontprobe.yml's `fonts`, or remove the entry from UIAppFonts.
            """)

    /// Two configured font files with the same file name: the app bundle holds one of them.
    package static let appFontNameShared = Rule(
        id: "app-font-name-shared",
        severity: .error,
        title: "Two configured fonts have the same file name.",
        explanation: """
            An app bundle's resources, and the entries of `UIAppFonts`, are found by file name. Two fonts \
            in different folders with the same name cannot both be in the bundle: one replaces the other \
            (or the build stops), so one face is never registered and text set in it falls back to the \
            system font.

            Fix: rename one of the files, and its entry in UIAppFonts.
            """)

    /// A configured font file whose name `UIAppFonts` does not list.
    package static let appFontUnlisted = Rule(
        id: "app-font-unlisted",
        severity: .error,
        title: "A configured font is not listed in the app's UIAppFonts.",
        explanation: """
            iOS registers only the font files `UIAppFonts` in the app's Info.plist names. A font that is \
            not listed is not registered: UIFont(name:size:) returns nil, and text set in it silently falls \
            back to the system font at run time, with no error.

            Fix: add the file's name (or its path in the bundle) to UIAppFonts, or stop checking the font.
            """)
}
