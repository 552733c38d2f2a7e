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
    /// visible focus, tables that scroll sideways on a narrow screen.
    static var style: String {
        func properties(_ value: (Color) -> String) -> String {
            colors.map { "--\($0.name): \(value($0));" }.joined(separator: " ")
        }
        return """
            :root { color-scheme: light dark; \(properties(\.light)) }
            @media (prefers-color-scheme: dark) { :root { \(properties(\.dark)) } }
            *, *::before, *::after { box-sizing: border-box; }
            body { margin: 0; background: var(--bg); color: var(--text); line-height: 1.5;
              font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
            header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
            header { padding-top: 1.5rem; }
            h1 { font-size: 1.75rem; margin: 0 0 .25rem; }
            h2 { font-size: 1.35rem; margin: 2rem 0 .75rem; border-bottom: 1px solid var(--border); padding-bottom: .25rem; }
            h3 { font-size: 1.15rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
            h4 { font-size: 1rem; margin: 1rem 0 .5rem; }
            a { color: var(--link); }
            a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible {
              outline: 3px solid var(--focus); outline-offset: 2px; }
            code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .9em;
              overflow-wrap: anywhere; }
            .headline, .muted, caption, .no-picture, footer { color: var(--muted); }
            caption { text-align: left; padding: .25rem 0; font-size: .9rem; }
            .counts { display: flex; flex-wrap: wrap; gap: .75rem; margin: 0; padding: 0; }
            .counts div { background: var(--surface); border: 1px solid var(--border); border-radius: 6px;
              padding: .5rem .85rem; min-width: 7rem; }
            .counts dt { font-size: .85rem; color: var(--muted); }
            .counts dd { margin: 0; font-size: 1.35rem; font-weight: 600; }
            .table-wrap { overflow-x: auto; }
            table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .92rem; }
            th, td { text-align: left; vertical-align: top; padding: .35rem .6rem; border-bottom: 1px solid var(--border); }
            thead th { border-bottom-width: 2px; white-space: nowrap; }
            td code, th code { white-space: nowrap; overflow-wrap: normal; }
            td.face { min-width: 14rem; }
            .face-path { display: block; font-size: .85em; color: var(--muted); overflow-wrap: anywhere; }
            td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
            th button { font: inherit; font-weight: 700; color: inherit; background: none; border: 0; padding: 0;
              cursor: pointer; text-align: inherit; }
            th[aria-sort=ascending] button::after { content: " ▲"; }
            th[aria-sort=descending] button::after { content: " ▼"; }
            .sev, .verdict { display: inline-block; font-weight: 700; font-size: .8rem; border-radius: 4px;
              padding: 0 .4rem; text-transform: uppercase; letter-spacing: .03em; white-space: nowrap; }
            .sev-error, .verdict-fail { color: var(--error-text); background: var(--error-bg); }
            .sev-warning { color: var(--warning-text); background: var(--warning-bg); }
            .sev-info { color: var(--info-text); background: var(--info-bg); }
            .verdict-pass { color: var(--pass-text); background: var(--pass-bg); }
            .result { font-size: 1.15rem; }
            .card { background: var(--surface); border: 1px solid var(--border); border-radius: 8px; padding: 1rem 1.25rem;
              margin: 0 0 1.25rem; }
            .card.failed { border-left: 6px solid var(--error-text); }
            .facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .75rem; }
            .facts dt { color: var(--muted); }
            .facts dd { margin: 0; overflow-wrap: anywhere; }
            .specimen { margin: .5rem 0 1rem; }
            .specimen img { max-width: 100%; height: auto; background: \(css(Palette.background)); border: 1px solid var(--border);
              image-rendering: crisp-edges; image-rendering: pixelated; }
            .picture-legend { margin: 0 0 1.25rem; }
            .swatches { list-style: none; padding: 0; margin: .5rem 0 0; columns: 2 20rem; font-size: .92rem; }
            .swatches li { break-inside: avoid; padding: .15rem 0; display: flex; gap: .5rem; align-items: flex-start; }
            .swatch { flex: none; position: relative; width: 2.5rem; height: 1rem; margin-top: .2rem;
              background: \(css(Palette.background)); border: 1px solid var(--muted); }
            .swatch::after { content: ""; position: absolute; left: 0; right: 0; top: calc(50% - 1px); }
            \(swatchStyle)
            .findings { list-style: none; padding: 0; margin: 0; }
            .findings li { padding: .4rem 0; border-top: 1px solid var(--border); }
            .findings li:first-child { border-top: 0; }
            details { margin: .25rem 0 0 .25rem; }
            summary { cursor: pointer; color: var(--link); }
            details p { margin: .4rem 0; max-width: 60rem; }
            .notes { margin: .25rem 0 .75rem; padding-left: 1.25rem; color: var(--muted); font-size: .92rem; }
            #filters { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: center; margin: .5rem 0; }
            #filters input[type=search] { font: inherit; padding: .25rem .5rem; color: var(--text); background: var(--bg);
              border: 1px solid var(--muted); border-radius: 4px; min-width: 16rem; }
            #filters fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: .75rem; }
            #filters legend { float: left; margin-right: .5rem; }
            [hidden] { display: none !important; }
            footer { padding-bottom: 2rem; margin-top: 2rem; font-size: .9rem; }
            """
    }

    /// Sorting and filtering of the table of all findings, added when scripts run: without
    /// them the table is complete, in report order, and every control stays hidden.
    static let script = """
        (function () {
          "use strict";
          var table = document.getElementById("all-findings");
          var form = document.getElementById("filters");
          if (!table || !form) return;
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          var search = document.getElementById("filter-text");
          var boxes = Array.prototype.slice.call(form.querySelectorAll("input[type=checkbox]"));
          var status = document.getElementById("filter-status");
          function apply() {
            var query = search.value.trim().toLowerCase();
            var shown = 0;
            var on = {};
            boxes.forEach(function (box) { on[box.value] = box.checked; });
            rows.forEach(function (row) {
              var visible = on[row.getAttribute("data-severity")] !== false &&
                (query === "" || row.textContent.toLowerCase().indexOf(query) >= 0);
              row.hidden = !visible;
              if (visible) shown += 1;
            });
            status.textContent = shown + " of " + rows.length + " shown";
          }
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          search.addEventListener("input", apply);
          boxes.forEach(function (box) { box.addEventListener("change", apply); });
          var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
          function sortBy(th, column, ascending) {
            headers.forEach(function (other) { other.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            function key(row) {
              var cell = row.cells[column];
              return cell.getAttribute("data-sort") || cell.textContent;
            }
            rows.sort(function (a, b) {
              var order = key(a).localeCompare(key(b), "en", { numeric: true });
              return (ascending ? order : -order) || (Number(a.getAttribute("data-order")) - Number(b.getAttribute("data-order")));
            });
            rows.forEach(function (row) { body.appendChild(row); });
          }
          headers.forEach(function (th, column) {
            var button = document.createElement("button");
            button.type = "button";
            button.textContent = th.textContent;
            th.textContent = "";
            th.appendChild(button);
            button.addEventListener("click", function () {
              sortBy(th, column, th.getAttribute("aria-sort") !== "ascending");
            });
          });
          // A link can open the table sorted and filtered: #sort=severity (-severity reverses)&q=TEXT.
          var state = {};
          location.hash.slice(1).split("&").forEach(function (part) {
            var equals = part.indexOf("=");
            if (equals <= 0) return;
            // A link cut in the middle of an escape (#q=100%) is read as written, not a stop.
            var value = part.slice(equals + 1);
            try { value = decodeURIComponent(value); } catch (error) {}
            state[part.slice(0, equals)] = value;
          });
          if (state.q) search.value = state.q;
          if (state.sort) {
            var descending = state.sort.charAt(0) === "-";
            var name = (descending ? state.sort.slice(1) : state.sort).toLowerCase();
            headers.forEach(function (th, column) {
              if (th.textContent.trim().toLowerCase() === name) sortBy(th, column, !descending);
            });
          }
          form.hidden = false;
          var hint = document.getElementById("sort-hint");
          if (hint) hint.hidden = false;
          apply();
        })();
        """
}
