import FontProbeModel
import FontProbeRules

/// The fixed parts of the HTML report: its Content-Security-Policy, colours, style sheet and
/// script, kept apart from the markup ``HTMLReporter`` writes (docs/commands/audit.md#html).
enum HTMLPage {
    /// Nothing may load from anywhere: pictures only as `data:` URIs, and the page's own inline
    /// style sheet and script. The script is allowed by its hash, not as any inline script, so
    /// markup a font smuggled into the page (an `onload` attribute, a `<script>`) would not run.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src '\(scriptHash)'; "
        + "form-action 'none'; base-uri 'none'"

    /// `sha256-` and the base64 of the SHA-256 of ``script``'s UTF-8 bytes, the text of the page's
    /// one `<script>` element. `HTMLReporterTests` checks it against `sha256sum`: a change to the
    /// script changes it.
    static let scriptHash = "sha256-PLj6YkM8pKvY3YAyyYpwt04q5pV4cGzAeKHiw7ZKxVc="

    /// One colour of the page: a CSS custom property and its value in light and dark mode.
    struct Color: Sendable {
        var name: String
        var light: String
        var dark: String
    }

    /// Every colour the style sheet uses. Text colours are paired with the backgrounds they sit
    /// on in `HTMLReporterTests`, which checks each pair has a contrast ratio of at least 4.5:1
    /// (WCAG 2 AA for text) in both modes.
    static let colors: [Color] = [
        Color(name: "bg", light: "#ffffff", dark: "#121316"),
        Color(name: "surface", light: "#f4f5f7", dark: "#1d1f24"),
        Color(name: "text", light: "#1b1c1f", dark: "#e6e7ea"),
        Color(name: "muted", light: "#4d525b", dark: "#b3b8c2"),
        Color(name: "border", light: "#c4c8d0", dark: "#4a4f59"),
        Color(name: "link", light: "#0b57d0", dark: "#9ec1ff"),
        Color(name: "focus", light: "#0b57d0", dark: "#9ec1ff"),
        Color(name: "error-text", light: "#8c1d18", dark: "#ffb4ab"),
        Color(name: "error-bg", light: "#fde7e7", dark: "#3d1416"),
        Color(name: "warning-text", light: "#6b4300", dark: "#ffd98a"),
        Color(name: "warning-bg", light: "#fff1d0", dark: "#3a2c05"),
        Color(name: "info-text", light: "#0b3d91", dark: "#b8d3ff"),
        Color(name: "info-bg", light: "#e4edfd", dark: "#112645"),
        Color(name: "pass-text", light: "#0f5223", dark: "#a6e3b4"),
        Color(name: "pass-bg", light: "#e2f4e6", dark: "#11301a"),
    ]

    /// One entry of the pictures' legend: the class suffix of its swatch, the swatch as the
    /// pictures draw it (a fill, or a line in a style over the picture's white), and its words.
    struct Swatch: Sendable {
        var name: String
        var fill: RGBA?
        var line: RGBA?
        var style: LineStyle = .solid
        var words: String
    }

    /// The lines and fills of a label picture, in the order docs/commands/render.md lists them,
    /// in the colours of ``Palette`` (the alignment rect as it looks over the label box).
    static let swatches: [Swatch] = [
        Swatch(name: "label-box", fill: Palette.labelBox, words: "label box: the height the label takes"),
        Swatch(
            name: "alignment-rect", fill: over(Palette.alignmentRect, Palette.labelBox),
            words: "alignment rect: from the cap line to the baseline, after the insets"),
        Swatch(name: "baseline", line: Palette.baseline, words: "baseline, where UIKit draws it"),
        Swatch(name: "cap-line", line: Palette.capLine, words: "cap line"),
        Swatch(name: "x-line", line: Palette.xLine, words: "x line"),
        Swatch(name: "ascender", line: Palette.ascender, words: "ascender"),
        Swatch(name: "descender", line: Palette.descender, words: "descender"),
        Swatch(
            name: "ink", line: Palette.ink, style: .dotted,
            words: "dotted: the top of the ink of 'H' (or 'x'), drawn only where it misses the cap (x) line"),
    ]

    /// `color` blended over the opaque `background` as the pictures blend it (``Canvas``).
    static func over(_ color: RGBA, _ background: RGBA) -> RGBA {
        var canvas = Canvas(width: 1, height: 1, background: background)
        canvas.blend(x: 0, y: 0, color)
        return canvas.pixel(x: 0, y: 0)
    }

    /// An opaque colour as CSS writes it: `#rrggbb`.
    static func css(_ color: RGBA) -> String {
        "#" + [color.red, color.green, color.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The swatches' rules: a box of the pictures' white with a `--muted` border (which meets 3:1
    /// against the card in both modes, whatever the colour inside), filled, or crossed by its line.
    static var swatchStyle: String {
        swatches.map { swatch in
            if let fill = swatch.fill { return ".swatch-\(swatch.name) { background: \(css(fill)); }" }
            let style =
                switch swatch.style {
                case .solid: "solid"
                case .dashed: "dashed"
                case .dotted: "dotted"
                }
            return ".swatch-\(swatch.name)::after { border-top: 2px \(style) \(css(swatch.line ?? Palette.text)); }"
        }.joined(separator: "\n")
    }

    /// The style sheet: the system font stack (nothing is downloaded), light and dark colours,
    /// visible focus, tables that scroll sideways on a narrow screen. Edited as the file it is,
    /// `Resources/report.css`, which the build embeds in the code; its `{{…}}` placeholders are the
    /// colours, the pictures' background and the swatches' rules, filled in here.
    static var style: String {
        func properties(_ value: (Color) -> String) -> String {
            colors.map { "--\($0.name): \(value($0));" }.joined(separator: " ")
        }
        var sheet = String(decoding: PackageResources.report_css, as: UTF8.self)
        if sheet.hasSuffix("\n") { sheet.removeLast() }
        for (placeholder, value) in [
            ("{{light}}", properties(\.light)), ("{{dark}}", properties(\.dark)),
            ("{{picture-background}}", css(Palette.background)), ("{{swatches}}", swatchStyle),
        ] {
            sheet = sheet.replacingOccurrences(of: placeholder, with: value)
        }
        return sheet
    }

    /// Sorting and filtering of the table of all findings, added when scripts run: without
    /// them the table is complete, in report order, and every control stays hidden. Edited as the
    /// file it is, `Resources/report.js`, which the build embeds in the code.
    static let script: String = {
        // The file ends with a newline, as files do; the element's text does not.
        var text = String(decoding: PackageResources.report_js, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }()
}
