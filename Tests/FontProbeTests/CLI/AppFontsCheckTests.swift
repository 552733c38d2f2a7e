import Foundation
import Testing

@testable import FontProbeTestSupport

/// `app: {infoPlist: …}` in fontprobe.yml: the app's UIAppFonts against the configured fonts
/// (docs/commands/check.md#the-apps-fonts), through the built binary, with Info.plists written here.
struct AppFontsCheckTests {
    typealias Project = ScratchProject

    /// The configuration of every test here: the fonts under Fonts/, no baseline, and the app.
    static let configuration = """
        fonts: Fonts
        baseline: false
        app:
          infoPlist: App/Info.plist
        """

    /// An XML Info.plist as Xcode writes one, listing `fonts` under UIAppFonts.
    static func xmlPlist(_ fonts: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Demo</string>
        \t<key>UIAppFonts</key>
        \t<array>
        \(fonts.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
        \t</array>
        </dict>
        </plist>

        """
    }

    /// A project with `fonts` under Fonts/, the configuration, and `plist` at App/Info.plist.
    static func project(fonts: [String], plist: Data?) throws -> Project {
        let project = try Project(fonts: fonts)
        try project.write("fontprobe.yml", configuration)
        try FileManager.default.createDirectory(
            at: project.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        if let plist { try plist.write(to: project.url.appendingPathComponent("App/Info.plist")) }
        return project
    }

    // MARK: Problems

    /// An entry with no configured font of its name (a path in the bundle, matched by its last
    /// component) fails as app-font-missing on the Info.plist, in every format.
    @Test func entryWithoutAFontIsMissing() throws {
        let plist = Self.xmlPlist(["Fonts/Lato-Regular-subset.ttf", "Fonts/Brand-Bold.otf"])
        let project = try Self.project(fonts: ["Lato-Regular-subset.ttf"], plist: Data(plist.utf8))
        defer { project.directory.cleanUp() }

        let text = try project.run(["check"])
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("FAIL  App/Info.plist — UIAppFonts\n"))
        #expect(
            text.stdout.contains(
                "fail     app-font-missing           UIAppFonts lists 'Fonts/Brand-Bold.otf', but no configured font is "
                    + "named 'Brand-Bold.otf': the app would load nothing for it, and text set in that font falls back "
                    + "to the system font\n"))
        // The listed font is fine; the Info.plist is not counted as a face.
        #expect(!text.stdout.contains("app-font-unlisted"))
        #expect(text.stdout.hasPrefix("Check: 1 face in 1 file from fontprobe.yml"))
        #expect(text.stdout.contains("FAIL: 0 of 1 face failed (0 drifted values, 0 unmet expectations, 1 app font problem, "))

        let github = try project.run(["check", "--format", "github"])
        #expect(github.status == 1)
        // At the entry's line of the Info.plist: the second <string> of UIAppFonts, line 10, after two tabs.
        #expect(
            github.stdout.contains("::error file=App/Info.plist,line=10,col=3,title=fontprobe app-font-missing::UIAppFonts lists")
        )
        let xcode = try project.run(["check", "--format", "xcode"])
        #expect(xcode.stdout.contains("App/Info.plist:10:3: error: UIAppFonts lists 'Fonts/Brand-Bold.otf'"))

        let json = try project.run(["check", "--format", "json"])
        #expect(json.status == 1)
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let faces = try #require(document["faces"] as? [[String: Any]])
        let app = try #require(faces.first { $0["path"] as? String == "App/Info.plist" })
        let checks = try #require(app["checks"] as? [[String: Any]])
        #expect(checks.map { $0["check"] as? String } == ["app-font-missing"])
        #expect(checks.first?["rule"] as? String == "app-font-missing")
        #expect((document["summary"] as? [String: Any])?["appFontProblems"] as? Int == 1)

        let junit = try project.run(["check", "--format", "junit"])
        #expect(junit.status == 1)
        #expect(
            junit.stdout.contains(
                #"<testcase name="app-font-missing" classname="App/Info.plist" file="App/Info.plist" line="10">"#))
        // Lato's suite has a passing app-font-unlisted test case: it is listed.
        #expect(junit.stdout.contains(#"<testcase name="app-font-unlisted" classname="Fonts/Lato-Regular-subset.ttf#0"/>"#))
        #expect(try JUnitDocument(junit.stdout).failures == 1)

        let sarif = try project.run(["check", "--format", "sarif"])
        #expect(sarif.status == 1)
        try SARIFCheck.validate(sarif.stdout)
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.filter { $0["ruleId"] as? String == "app-font-missing" }.count == 1)

        let html = try project.run(["check", "--format", "html"])
        #expect(html.status == 1)
        #expect(html.stdout.contains(#"data-rule="app-font-missing""#))
    }

    /// In an XML Info.plist, a font UIAppFonts does not list is located where it would be added:
    /// the `<key>UIAppFonts</key>` on line 7, after one tab, naming the font.
    @Test func unlistedIsAtTheKeyOfAnXMLPlist() throws {
        let plist = Self.xmlPlist(["Lato-Regular-subset.ttf"])
        let project = try Self.project(
            fonts: ["Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"], plist: Data(plist.utf8))
        defer { project.directory.cleanUp() }
        let xcode = try project.run(["check", "--format", "xcode"])
        #expect(xcode.status == 1)
        #expect(
            xcode.stdout.contains(
                "App/Info.plist:7:2: error: 'LiberationSans-Regular-subset.ttf' is not in UIAppFonts of App/Info.plist"),
            "\(xcode.stdout)")
        #expect(xcode.stdout.contains("[fontprobe app-font-unlisted: Fonts/LiberationSans-Regular-subset.ttf]\n"))
    }

    /// A commented-out UIAppFonts above the real one is not taken for it: the entry is found on
    /// its own line (the comment's five lines move it from 10 to 15).
    @Test func aCommentedOutListIsPassedOver() throws {
        let plist = Self.xmlPlist(["Fonts/Lato-Regular-subset.ttf", "Fonts/Brand-Bold.otf"]).replacingOccurrences(
            of: "<dict>\n",
            with:
                "<dict>\n<!--\n\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>A.otf</string><string>B.otf</string>\n\t</array> -->\n"
        )
        let project = try Self.project(fonts: ["Lato-Regular-subset.ttf"], plist: Data(plist.utf8))
        defer { project.directory.cleanUp() }
        let xcode = try project.run(["check", "--format", "xcode"])
        #expect(xcode.stdout.contains("App/Info.plist:15:3: error: UIAppFonts lists 'Fonts/Brand-Bold.otf'"), "\(xcode.stdout)")
    }

    /// A configured font whose file name UIAppFonts does not list fails as app-font-unlisted on
    /// that font; the Info.plist here is binary, as an app's built Info.plist is.
    @Test func fontNotListedIsUnlisted() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "Demo", "UIAppFonts": ["Lato-Regular-subset.ttf"]], format: .binary,
            options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        let project = try Self.project(
            fonts: ["Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"], plist: binary)
        defer { project.directory.cleanUp() }

        let text = try project.run(["check"])
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("FAIL  Fonts/LiberationSans-Regular-subset.ttf — FP Subset LS Regular\n"))
        #expect(
            text.stdout.contains(
                "fail     app-font-unlisted          'LiberationSans-Regular-subset.ttf' is not in UIAppFonts of "
                    + "App/Info.plist: the app does not register it, so UIFont(name:size:) returns nil and text set "
                    + "in it falls back to the system font\n"))
        #expect(!text.stdout.contains("app-font-missing"))
        #expect(text.stdout.contains("FAIL: 1 of 2 faces failed (0 drifted values, 0 unmet expectations, 1 app font problem, "))

        let github = try project.run(["check", "--format", "github"])
        #expect(
            github.stdout.contains(
                "::error file=Fonts/LiberationSans-Regular-subset.ttf,title=fontprobe app-font-unlisted::"))
        let junit = try project.run(["check", "--format", "junit"])
        #expect(
            junit.stdout.contains(#"type="app-font-unlisted">&apos;LiberationSans-Regular-subset.ttf&apos; is not in UIAppFonts"#)
        )
    }

    /// Every font listed, by bare name or by a path in the bundle, and nothing else listed: exit 0.
    @Test func everyFontListedPasses() throws {
        let plist = Self.xmlPlist(["Fonts/Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"])
        let project = try Self.project(
            fonts: ["Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"], plist: Data(plist.utf8))
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS: 2 faces checked"))
        #expect(!result.stdout.contains("app-font"))
        // 2 faces × (18 rules that run for a face + app-font-unlisted + app-font-name-shared), none for
        // the Info.plist.
        let junit = try JUnitDocument(try project.run(["check", "--format", "junit"]).stdout)
        #expect(junit.suites == 2)
        #expect(junit.testcases == 40)
    }

    // MARK: An Info.plist that cannot be used

    /// A truncated, wrong-typed or oversized Info.plist is refused before any font is read: exit 64,
    /// one line naming the file and the reason, no report.
    @Test(arguments: [
        (
            String(xmlPlist(["Lato-Regular-subset.ttf"]).prefix(200)),
            "it is not a property list (XML or binary) that can be read"
        ),
        (
            xmlPlist([]).replacingOccurrences(of: "\t<array>\n\n\t</array>", with: "\t<string>Lato-Regular-subset.ttf</string>"),
            "UIAppFonts is not an array of strings"
        ),
        (
            xmlPlist(["Lato-Regular-subset.ttf"]).replacingOccurrences(
                of: "<string>Lato-Regular-subset.ttf</string>", with: "<integer>7</integer>"),
            "UIAppFonts[0] is not a string; UIAppFonts is an array of font file names"
        ),
        (
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array><string>x.ttf</string></array></plist>\n",
            "its top level is not a dictionary, as an Info.plist's is"
        ),
        (String(repeating: " ", count: 1024 * 1024 + 1), "it is larger than 1 MiB, the most an Info.plist may be"),
    ])
    func unusablePlistExits64(plist: String, reason: String) throws {
        let project = try Self.project(fonts: ["Lato-Regular-subset.ttf"], plist: Data(plist.utf8))
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "fontprobe: App/Info.plist: cannot use this Info.plist: \(reason)\n")
    }

    /// An Info.plist that is not there is missing input, as a missing configuration is: exit 66.
    @Test func missingPlistExits66() throws {
        let project = try Self.project(fonts: ["Lato-Regular-subset.ttf"], plist: nil)
        defer { project.directory.cleanUp() }
        let result = try project.run(["check"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "fontprobe: there is no Info.plist 'App/Info.plist' (app.infoPlist)\n")
    }

    // MARK: Mistakes under app:

    /// Mistakes in `app:` are mistakes in fontprobe.yml: exit 64 with `file:line:column: key.path: …`.
    @Test(arguments: [
        (
            "app:\n  infoPlst: App/Info.plist\n",
            "fontprobe: fontprobe.yml:4:3: app.infoPlst: unknown key 'infoPlst' (did you mean 'infoPlist'?); "
                + "the keys here are infoPlist\n"
        ),
        (
            "app:\n  infoPlist: /etc/Info.plist\n",
            "fontprobe: fontprobe.yml:4:14: app.infoPlist: '/etc/Info.plist' is an absolute path; name the Info.plist "
                + "relative to the configuration's directory, inside it\n"
        ),
        (
            "app:\n  infoPlist: ../App/Info.plist\n",
            "fontprobe: fontprobe.yml:4:14: app.infoPlist: '../App/Info.plist' leads out of the configuration's "
                + "directory; the Info.plist must be inside it\n"
        ),
        (
            "app: App/Info.plist\n",
            "fontprobe: fontprobe.yml:3:6: app: expected a mapping (key: value lines), found 'App/Info.plist'\n"
        ),
        (
            "app: {}\n",
            "fontprobe: fontprobe.yml:3:6: app: there is no 'infoPlist' key; name the app's Info.plist, "
                + "relative to the configuration's directory\n"
        ),
    ])
    func mistakesUnderAppExit64(app: String, message: String) throws {
        let project = try Self.project(fonts: ["Lato-Regular-subset.ttf"], plist: nil)
        defer { project.directory.cleanUp() }
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\n" + app)
        let result = try project.run(["check"])
        #expect(result.status == 64, "\(result.stdout)")
        #expect(result.stderr == message)
    }
}
