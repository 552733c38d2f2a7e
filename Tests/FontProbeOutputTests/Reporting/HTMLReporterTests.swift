import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The HTML page's promises that a golden file alone would not keep: names from fonts cannot
/// break it, it references nothing outside itself, pictures are embedded with alt text, and its
/// colours are readable (docs/commands/audit.md#html).
struct HTMLReporterTests {
    /// A family name that is a script, a path with a quote, ampersand and angle brackets, and an
    /// unreadable file named like markup.
    static let hostile: AuditReport = {
        var metrics = FontMetrics.literal(
            family: "<script>alert(1)</script>", unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500)
        metrics.styleName = "Bold\" onmouseover=\"alert(2)"
        let face = FontFace(path: "Fonts/a\"b & c <d>.ttf", faceIndex: 0, faceCount: 1, metrics: metrics)
        let errors = [FontReadError(path: "Fonts/<img src=x onerror=alert(3)>.ttf", reason: "the file is empty")]
        return AuditReport(fileCount: 2, faces: [face], errors: errors, pointSize: 17, scales: [3])
    }()

    @Test func namesAndPathsAreEscaped() {
        let page = HTMLReporter().render(Self.hostile)
        // The page's own script is the only one, and no markup from a font survives as markup.
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(!page.contains("<script>alert(1)"))
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("\" onmouseover=\"alert(2)"))
        // Each name as text, escaped by hand here.
        #expect(page.contains("<h3>&lt;script&gt;alert(1)&lt;/script&gt; Bold&quot; onmouseover=&quot;alert(2)</h3>"))
        #expect(page.contains("data-path=\"Fonts/a&quot;b &amp; c &lt;d&gt;.ttf\""))
        #expect(page.contains("<code>Fonts/&lt;img src=x onerror=alert(3)&gt;.ttf</code>"))
    }

    /// A quote or bracket followed by a combining mark is one Swift `Character` that is not the
    /// quote, and must still be escaped: otherwise a family name closes the `alt` attribute and
    /// adds an event handler.
    @Test func markupCharactersBeforeCombiningMarksAreEscaped() {
        #expect(HTMLReporter.escape("X\"\u{301} onload=alert(1) y=\"") == "X&quot;\u{301} onload=alert(1) y=&quot;")
        #expect(HTMLReporter.escape("<\u{301}script>") == "&lt;\u{301}script&gt;")
    }

    /// The policy's script hash is the SHA-256 of the script, as `sha256sum` computes it: the page's
    /// script runs, and no other inline script or event handler does.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func scriptHashIsTheScripts() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(HTMLPage.script.utf8))
        try input.fileHandleForWriting.close()
        let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        process.waitUntilExit()
        var digest: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            digest.append(try #require(UInt8(hex[index..<next], radix: 16)))
            index = next
        }
        #expect(HTMLPage.scriptHash == "sha256-" + Data(digest).base64EncodedString())
    }

    @Test func controlCharactersAreEscapedBeforeMarkup() {
        #expect(HTMLReporter.escape("a\u{1B}[31m<b>") == "a\\u{1b}[31m&lt;b&gt;")
        #expect(HTMLReporter.escape("it's \"x\" & y") == "it&#39;s &quot;x&quot; &amp; y")
    }

    /// Every `src`, `href` and CSS `url(` of the golden audit, the hostile one, and one with a
    /// picture points inside the page: an anchor or a `data:` URI; nothing names a scheme or
    /// a protocol-relative address.
    @Test func nothingOutsideThePage() throws {
        let pages = [
            HTMLReporter().render(ReporterGoldenTests.audit), HTMLReporter().render(Self.hostile),
            HTMLReporter(specimens: try Self.withPicture()).render(ReporterGoldenTests.audit),
        ]
        for page in pages {
            let references = try Self.matches(#"(?:src|href|action)\s*=\s*"([^"]*)""#, in: page)
            #expect(!references.isEmpty)
            for reference in references {
                #expect(reference.hasPrefix("#") || reference.hasPrefix("data:image/png;base64,"), "\(reference)")
            }
            #expect(try Self.matches(#"url\(([^)]*)\)"#, in: page).isEmpty)
            #expect(try Self.matches(#"(?:src|href)\s*=\s*'"#, in: page).isEmpty)
            for scheme in ["http://", "https://", "=\"file:", "=\"ftp:", "=\"//", "@import"] {
                #expect(!page.contains(scheme), "\(scheme)")
            }
            #expect(
                page.contains(
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                        + "style-src 'unsafe-inline'; script-src '\(HTMLPage.scriptHash)'; form-action 'none'; "
                        + "base-uri 'none'\">"))
            // The one script element's text is the script the hash is of.
            #expect(page.contains("<script>" + HTMLPage.script + "</script>"))
        }
    }

    /// The stand-in PNG (8×4 pixels, written by Python's zlib and struct), keyed to the golden
    /// report's SF face.
    static func withPicture() throws -> Specimens {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/label-stand-in.png")
        let png = [UInt8](try Data(contentsOf: url))
        let picture = Specimens.Picture(png: png, width: 8, height: 4, zoom: 3, alt: "Label of .SF UI Text Regular.")
        return Specimens(
            pointSize: 17, scale: 3, pictures: [Specimens.Key(path: "SF.ttf", faceIndex: 0, instance: nil): picture])
    }

    @Test func picturesAreEmbeddedWithAltText() throws {
        let page = HTMLReporter(specimens: try Self.withPicture()).render(ReporterGoldenTests.audit)
        // The file's base64, from `base64 Golden/label-stand-in.png`.
        let base64 =
            "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAG0lEQVR42mMQERH5DwZoDAasolAJrJoYcBkFANm6QVYLOs+jAAAAAElFTkSuQmCC"
        // 8 × 4 device pixels shown at zoom 3.
        #expect(
            page.contains(
                "<img src=\"data:image/png;base64,\(base64)\" width=\"24\" height=\"12\" alt=\"Label of .SF UI Text Regular.\">"
            ))
        // One picture, for SF; the two other faces say they have none.
        #expect(page.components(separatedBy: "<img ").count == 2)
        #expect(page.components(separatedBy: "No picture: this report was written without label pictures.").count == 3)
        // Every image has alt text.
        #expect(try Self.matches(#"<img(?![^>]*\balt=")[^>]*>"#, in: page).isEmpty)
    }

    /// One legend of the pictures a page, only on a page with pictures, its swatches in the
    /// pictures' colours (RGB of docs/commands/render.md#lines' palette, written by hand as hex;
    /// the alignment rect is RGB 66, 133, 244 at 64/255 over grey 228: 187, 204, 232), each in a
    /// box with a `--muted` border, which meets WCAG's 3:1 for non-text against the card
    /// (`--surface`) in both modes whatever the colour inside.
    @Test func pictureLegendOncePerPage() throws {
        let page = HTMLReporter(specimens: try Self.withPicture()).render(ReporterGoldenTests.audit)
        #expect(page.components(separatedBy: "<details class=\"picture-legend\"").count == 2)
        #expect(!HTMLReporter().render(ReporterGoldenTests.audit).contains("<details class=\"picture-legend\""))
        for rule in [
            ".swatch-label-box { background: #e4e4e4; }", ".swatch-alignment-rect { background: #bbcce8; }",
            ".swatch-baseline::after { border-top: 2px solid #d62728; }",
            ".swatch-cap-line::after { border-top: 2px solid #1f77b4; }",
            ".swatch-x-line::after { border-top: 2px solid #2ca02c; }",
            ".swatch-ascender::after { border-top: 2px solid #ff7f0e; }",
            ".swatch-descender::after { border-top: 2px solid #9467bd; }",
            ".swatch-ink::after { border-top: 2px dotted #e300b4; }",
        ] {
            #expect(page.contains(rule), "\(rule)")
            let name = String(rule.dropFirst(".swatch-".count).prefix { $0 != ":" && $0 != " " })
            #expect(page.contains("<span class=\"swatch swatch-\(name)\" aria-hidden=\"true\"></span>"), "\(name)")
        }
        #expect(page.contains("border: 1px solid var(--muted); }"))
        #expect(page.contains("baseline, where UIKit draws it"))
        #expect(!page.contains("on a device"))
        #expect(!page.contains("dashed"))
        #expect(page.contains("image-rendering: pixelated;"))
        let colors = Dictionary(uniqueKeysWithValues: HTMLPage.colors.map { ($0.name, $0) })
        let (muted, surface) = (try #require(colors["muted"]), try #require(colors["surface"]))
        #expect(Self.contrast(muted.light, surface.light) >= 3 && Self.contrast(muted.dark, surface.dark) >= 3)
    }

    @Test func theSamePageEveryTime() throws {
        let specimens = try Self.withPicture()
        #expect(
            HTMLReporter(specimens: specimens).render(ReporterGoldenTests.audit)
                == HTMLReporter(specimens: specimens).render(ReporterGoldenTests.audit))
    }

    /// One `h1`, and headings that go down one level at a time.
    @Test func headingLevels() throws {
        for page in [HTMLReporter().render(ReporterGoldenTests.audit), HTMLReporter().render(Self.hostile)] {
            let levels = try Self.matches(#"<h([1-6])[ >]"#, in: page).compactMap(Int.init)
            #expect(levels.first == 1)
            #expect(levels.filter { $0 == 1 }.count == 1)
            for (previous, next) in zip(levels, levels.dropFirst()) {
                #expect(next <= previous + 1, "h\(previous) then h\(next)")
            }
            #expect(page.contains("<html lang=\"en\">"))
            #expect(try Self.matches(#"<th(?=[\s>])(?![^>]*\bscope=")[^>]*>"#, in: page).isEmpty)
        }
    }

    /// Each text colour against each background it is drawn on, in light and dark mode: WCAG 2
    /// AA asks 4.5:1 for text and 3:1 for the focus ring. The ratio is computed here from the
    /// definition of relative luminance in WCAG 2 (sRGB channels linearised, 0.2126 R +
    /// 0.7152 G + 0.0722 B; (L1 + 0.05) / (L2 + 0.05)).
    @Test(arguments: [
        ("text", "bg", 4.5), ("text", "surface", 4.5), ("muted", "bg", 4.5), ("muted", "surface", 4.5),
        ("link", "bg", 4.5), ("link", "surface", 4.5), ("error-text", "error-bg", 4.5),
        ("warning-text", "warning-bg", 4.5), ("info-text", "info-bg", 4.5), ("pass-text", "pass-bg", 4.5),
        ("focus", "bg", 3.0), ("focus", "surface", 3.0), ("error-text", "surface", 3.0),
    ])
    func contrast(foreground: String, background: String, minimum: Double) throws {
        let colors = Dictionary(uniqueKeysWithValues: HTMLPage.colors.map { ($0.name, $0) })
        let (fg, bg) = (try #require(colors[foreground]), try #require(colors[background]))
        for (mode, pair) in [("light", (fg.light, bg.light)), ("dark", (fg.dark, bg.dark))] {
            let ratio = Self.contrast(pair.0, pair.1)
            #expect(ratio >= minimum, "\(foreground) on \(background) in \(mode) mode: \(ratio):1")
        }
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
            let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// A failing check at 17 pt @2x and @3x, failing on warning: a face of the golden audit
    /// (renamed to a path with markup characters) with a failing finding, one below `failOn` and
    /// two drifted values, and an unreadable file.
    static let check: CheckReport = {
        let configuration = CheckConfiguration(
            fonts: [.init("Fonts", keyPath: "fonts")], sizes: [17], scales: [2, 3], failOn: .warning)
        var face = ReporterGoldenTests.audit.faces[1].metrics
        face.face.path = "Fonts/Fam <Regular> & \"Co\".ttf"
        func problem(_ check: CheckReport.Check, _ severity: Severity, _ fails: Bool, _ message: String)
            -> CheckReport.Problem
        {
            CheckReport.Problem(check: check, severity: severity, fails: fails, message: message, drift: nil)
        }
        let mismatch = problem(.rule(.capHeightMismatch), .warning, true, "OS/2 sCapHeight 700 is 40 units below 'H'")
        let gap = problem(.rule(.xHeightMismatch), .info, false, "OS/2 sxHeight 500 is 40 units below 'x'")
        var drift = [
            problem(.baseline, .error, true, "units.ascender: 750 → 800"),
            problem(.baseline, .error, true, "capInset at 17 pt @3x: 1.667 → 1.333"),
        ]
        drift[0].drift = Drift(
            path: face.face.path, faceIndex: 0, field: "units.ascender", old: .number(750), new: .number(800))
        drift[1].drift = Drift(
            path: face.face.path, faceIndex: 0, field: "capInset", pointSize: 17, scale: 3, old: .number(1.667),
            new: .number(1.333))
        let read = CheckReport.Subject(
            path: face.face.path, faceIndex: 0, instance: nil, title: face.title,
            outcomes: [
                CheckReport.Outcome(check: .rule(.capHeightMismatch), problems: [mismatch]),
                CheckReport.Outcome(check: .rule(.xHeightMismatch), problems: [gap]),
                CheckReport.Outcome(check: .rule(.lineGapNonzero), problems: []),
                CheckReport.Outcome(check: .baseline, problems: drift),
            ], metrics: face)
        let broken = CheckReport.Subject(
            path: "Fonts/broken.ttf", faceIndex: nil, instance: nil, title: nil,
            outcomes: [
                CheckReport.Outcome(
                    check: .rule(.unreadableFont), problems: [problem(.rule(.unreadableFont), .error, true, "the file is empty")])
            ])
        return CheckReport(
            configurationPath: "fontprobe.yml", configuration: configuration, baselinePath: "fontprobe.lock.json",
            baselineWritten: false, subjects: [read, broken],
            readErrors: [FontReadError(path: "Fonts/broken.ttf", reason: "the file is empty")])
    }()

    /// The check page against its reviewed golden file (re-record with
    /// `FONTPROBE_RECORD_SNAPSHOTS=1`), and the promises of the audit page.
    @Test func checkGolden() throws {
        let page = HTMLReporter().render(Self.check)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/check.html")
        try Golden.expect(page, equals: url)
        #expect(page.contains("data-path=\"Fonts/Fam &lt;Regular&gt; &amp; &quot;Co&quot;.ttf\""))
        #expect(!page.contains("<Regular>"))
        for reference in try Self.matches(#"(?:src|href|action)\s*=\s*"([^"]*)""#, in: page) {
            #expect(reference.hasPrefix("#"), "\(reference)")
        }
        // The result in words, and a problem below failOn is not called a failure.
        #expect(page.contains("<p class=\"result\"><span class=\"verdict verdict-fail\">fail</span> 2 of 2 faces failed"))
        #expect(page.contains("<td data-sort=\"1\"><span class=\"muted\">below failOn</span></td>"))
    }

    /// The first capture group of every match of `pattern`.
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let range = match.numberOfRanges > 1 ? match.range(at: 1) : match.range
            return Range(range, in: text).map { String(text[$0]) } ?? ""
        }
    }
}
