import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The pure parts of `app:` (docs/commands/check.md#the-apps-fonts): the key, UIAppFonts read
/// from a property list's bytes, and how an entry names a font file.
struct AppFontsTests {
    /// `app: {infoPlist:}` is read with where it was written, and is enough to check something.
    @Test func readsTheKey() throws {
        let configuration = try CheckConfiguration(
            yaml: """
                fonts: Fonts
                baseline: false
                app:
                  infoPlist: App/Info.plist
                """)
        #expect(configuration.app == CheckConfiguration.App(infoPlist: "App/Info.plist", line: 4, column: 14))
        #expect(configuration.checksSomething)
        #expect(try CheckConfiguration(yaml: "fonts: Fonts\n").app == nil)
    }

    /// The same UIAppFonts from an XML and a binary property list; none when the key is absent.
    @Test func readsXMLAndBinary() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array>
            <string>Brand-Regular.otf</string><string>Fonts/Brand-Bold.otf</string>
            </array></dict></plist>
            """
        let fromXML = try AppFonts(plist: Data(xml.utf8), path: "Info.plist")
        #expect(fromXML.entries == ["Brand-Regular.otf", "Fonts/Brand-Bold.otf"])
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIAppFonts": ["Brand-Regular.otf", "Fonts/Brand-Bold.otf"]], format: .binary, options: 0)
        #expect(try AppFonts(plist: binary, path: "Info.plist").entries == fromXML.entries)
        let none = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "Demo"], format: .binary, options: 0)
        #expect(try AppFonts(plist: none, path: "Info.plist").entries.isEmpty)
    }

    /// An entry names a file by its last path component, compared by bytes: the folders in the
    /// bundle do not matter, the case and the NFC/NFD spelling of a name do (docs/fonts.md#file-names).
    @Test(arguments: [
        ("Brand-Bold.otf", "Fonts/Brand-Bold.otf", true),
        ("Fonts/Brand-Bold.otf", "Brand-Bold.otf", true),
        ("Resources/Fonts/Brand-Bold.otf", "design/Brand-Bold.otf", true),
        ("brand-bold.otf", "Fonts/Brand-Bold.otf", false),
        ("Brand-Bold.ttf", "Fonts/Brand-Bold.otf", false),
        ("Caf\u{E9}.otf", "Fonts/Cafe\u{301}.otf", false),
    ])
    func matchesByFileName(entry: String, path: String, matches: Bool) {
        #expect((AppFonts.key(entry) == AppFonts.key(path)) == matches)
    }
}
