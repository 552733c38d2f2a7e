import FontProbe
import Foundation
import Testing

@testable import FontProbeTestSupport

/// The CSS line box against a real browser (docs/design-tools.md#css): fixture fonts laid out in
/// headless Chromium at 10 to 60 px, with `line-height` normal, 40px and 8px (smaller than the
/// text), `text-box: trim-both cap alphabetic` off and on, at 1x, 2x and 3x, in one to three
/// lines. Each element's height and its baselines (the top of a zero-height inline-block aligned
/// on each) equal the model's to 1/64 px; a box trimmed to the top of 'H' (a font without an OS/2
/// cap height, where Skia measures the glyph) to a device pixel.
@Suite(.enabled(if: Browser.executable != nil, "no headless Chromium: run `make browser` (skipping the CSS tests)"))
struct CSSLineBoxBrowserTests {
    /// Fonts that between them use hhea (Roboto, Liberation Sans with a line gap of 67, FP Times with
    /// 87), typo through USE_TYPO_METRICS without STAT (Lato) and with it (FP Typo STAT), and 1000
    /// and 2048 units per em. Each maps 'H' and 'x', the text laid out, so no fallback font joins in.
    /// DejaVu Sans (OS/2 version 1), FP OS2 v1 and FP Zero Heights (sCapHeight 0) have no OS/2
    /// cap height: Chromium trims them to 'H'. FP Positive Descender (hhea 800/+200) has its
    /// descent above the baseline, as Skia takes it. (A font without OS/2 at all never loads: Chromium's
    /// sanitizer refuses it, "OS/2: missing required table".)
    static let fonts = [
        "Lato-Regular-subset.ttf", "Roboto-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf",
        "FPTypoSTAT-Regular.ttf", "FPThousand-Regular.ttf", "FPTimes-Regular.ttf", "FPSFLike-Regular.ttf",
        "DejaVuSans-subset.ttf", "FPOS2v1-Regular.ttf", "FPZeroHeights-Regular.ttf", "FPPositiveDescender-Regular.ttf",
    ]

    /// How close the model must be: 1/64 px (Chromium's LayoutUnit), and a device pixel more for a
    /// box trimmed to 'H' (Skia measures the hinted glyph at the size).
    static func tolerance(_ metrics: FontMetrics, trim: Bool, scale: Double) -> Double {
        (trim && metrics.height(.cap).source == .glyph ? 1 / scale : 0) + 1.0 / 64
    }
    static let lineHeights: [String] = ["normal", "40px", "8px"]

    /// A page that lays out every case and writes `[font, size, line height, trim, height, baseline]`
    /// rows as JSON into `#out` once the fonts are loaded (they are data: URLs, so nothing is requested).
    static func page() throws -> String {
        let faces = try fonts.enumerated().map { index, file in
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.font(file)))
            return "@font-face{font-family:F\(index);src:url(data:font/ttf;base64,\(data.base64EncodedString()))}"
        }
        return """
            <!doctype html><html><head><style>\(faces.joined(separator: "\n"))
            body{margin:0} div{position:absolute;left:0;top:0;white-space:nowrap}
            .probe{display:inline-block;width:0;height:0;vertical-align:baseline}</style></head>
            <body><pre id="out"></pre><script>
            const count = \(fonts.count), heights = \(lineHeights);
            const families = [...Array(count).keys()].map(i => 'F' + i);
            Promise.all(families.map(f => document.fonts.load('10px ' + f))).then(() => {
              const rows = [];
              for (const [i, family] of families.entries())
                for (let size = 10; size <= 60; size++)
                  for (const height of heights)
                    for (const trim of [false, true]) {
                      // The probe can only add height below a line smaller than its text, so the
                      // height is read from a twin without it.
                      const plain = document.createElement('div'), probed = document.createElement('div');
                      for (const d of [plain, probed]) {
                        d.style.font = size + 'px/' + height + ' ' + family;
                        if (trim) d.style.textBox = 'trim-both cap alphabetic';
                        d.textContent = 'Hx';
                        document.body.appendChild(d);
                      }
                      probed.insertAdjacentHTML('beforeend', '<span class="probe"></span>');
                      const top = probed.getBoundingClientRect().top;
                      rows.push([i, size, height, trim, plain.getBoundingClientRect().height,
                                 probed.querySelector('.probe').getBoundingClientRect().top - top]);
                      plain.remove(); probed.remove();
                    }
              document.getElementById('out').textContent = JSON.stringify(rows);
            });
            </script></body></html>
            """
    }

    /// The rows `page` writes into `#out` in headless Chromium at `scale` device pixels per CSS px.
    static func rows(of page: String, scale: Double) throws -> [[Any]] {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let file = directory.url.appendingPathComponent("css.html")
        try Data(page.utf8).write(to: file)
        let run = try Browser.open(
            file, extra: ["--force-device-scale-factor=\(Int(scale))", "--virtual-time-budget=10000"], in: directory.url)
        let out = try #require(run.dom.range(of: #"<pre id="out">([^<]*)</pre>"#, options: .regularExpression))
        let json = run.dom[out].replacingOccurrences(of: #"<pre id="out">"#, with: "").replacingOccurrences(
            of: "</pre>", with: "")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
    }

    /// The fonts' metrics as fontprobe reads them.
    static func metrics() throws -> [FontMetrics] {
        try fonts.map { file in try #require(FontReader().read([Repository.font(file)]).faces.first?.metrics) }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func chromiumLaysOutTheModel(scale: Double) throws {
        let rows = try Self.rows(of: try Self.page(), scale: scale)
        #expect(rows.count == Self.fonts.count * 51 * Self.lineHeights.count * 2)
        let metrics = try Self.metrics()
        var checked = 0
        for row in rows {
            let font = try #require(row[0] as? Int), size = try #require(row[1] as? Double)
            let height = try #require(row[2] as? String), trim = try #require(row[3] as? Bool)
            let measured = (height: try #require(row[4] as? Double), baseline: try #require(row[5] as? Double))
            let line = height == "normal" ? nil : Double(height.dropLast(2))
            let model = try #require(
                CSSLineBox(metrics[font], fontSize: size, lineHeight: line, scale: scale, trimCap: trim))
            let label = "\(Self.fonts[font]) \(size) px/\(height)\(trim ? " trimmed" : "") @\(scale)x"
            let tolerance = Self.tolerance(metrics[font], trim: trim, scale: scale)
            #expect(
                abs(model.height - measured.height) <= tolerance, "\(label): height \(measured.height), model \(model.height)")
            #expect(
                abs(model.baseline - measured.baseline) <= tolerance,
                "\(label): baseline \(measured.baseline), model \(model.baseline)")
            checked += 1
        }
        #expect(checked == rows.count)
    }

    /// Several lines, as `spec --tool css --lines N` stacks them (``DesignSpec/toolBox(_:scale:)``):
    /// the box and every baseline, every fifth size, the same line heights and trims. A probe can
    /// push the lines after its own down (a line smaller than its text grows to hold it), so each
    /// baseline is read from its own twin whose only probe is on that line, and the box from a
    /// twin without probes, as above. Rows: `[font, size, line height, trim, height, baselines…]`.
    static func linesPage(_ lines: Int) throws -> String {
        let text = Array(repeating: "Hx", count: lines).joined(separator: "<br>")
        func probed(_ line: Int) -> String {
            (0..<lines).map { $0 == line ? "Hx<span class=\\\"probe\\\"></span>" : "Hx" }.joined(separator: "<br>")
        }
        let twins = (0..<lines).map { "'" + probed($0) + "'" }.joined(separator: ", ")
        return try page()
            .replacingOccurrences(
                of: "for (let size = 10; size <= 60; size++)", with: "for (let size = 10; size <= 60; size += 5)"
            )
            .replacingOccurrences(
                of: "const plain = document.createElement('div'), probed = document.createElement('div');\n",
                with: "const plain = document.createElement('div'), twins = [\(twins)].map(html => {\n"
                    + "  const d = document.createElement('div'); d.dataset.html = html; return d; }), probed = twins[0];\n"
            )
            .replacingOccurrences(of: "for (const d of [plain, probed]) {", with: "for (const d of [plain, ...twins]) {")
            .replacingOccurrences(of: "d.textContent = 'Hx';", with: "d.innerHTML = d.dataset.html || '\(text)';")
            .replacingOccurrences(of: "probed.insertAdjacentHTML('beforeend', '<span class=\"probe\"></span>');", with: "")
            .replacingOccurrences(
                of: "probed.querySelector('.probe').getBoundingClientRect().top - top]);",
                with:
                    "...twins.map(t => t.querySelector('.probe').getBoundingClientRect().top - t.getBoundingClientRect().top)]);"
            )
            .replacingOccurrences(of: "plain.remove(); probed.remove();", with: "plain.remove(); twins.forEach(t => t.remove());")
    }

    @Test(arguments: [(2, 1.0), (2, 2.0), (2, 3.0), (3, 1.0), (3, 2.0), (3, 3.0)])
    func linesStackAsSpecSays(lines: Int, scale: Double) throws {
        let html = try Self.linesPage(lines)
        #expect(html.contains("twins.forEach(t => t.remove())") && html.contains("size += 5"))
        let rows = try Self.rows(of: html, scale: scale)
        #expect(rows.count == Self.fonts.count * 11 * Self.lineHeights.count * 2)
        let metrics = try Self.metrics()
        for row in rows {
            let font = try #require(row[0] as? Int), size = try #require(row[1] as? Double)
            let height = try #require(row[2] as? String), trim = try #require(row[3] as? Bool)
            let measured = (height: try #require(row[4] as? Double), baselines: row.dropFirst(5).compactMap { $0 as? Double })
            #expect(measured.baselines.count == lines)
            let line: LineHeightValue? = height == "normal" ? nil : .points(Double(height.dropLast(2)) ?? 0)
            let spec = DesignSpec(tool: .css, pointSize: size, lineHeight: line, lines: lines, trimCap: trim)
            let model = try #require(spec.toolBox(metrics[font], scale: scale))
            let label = "\(Self.fonts[font]) \(size) px/\(height)\(trim ? " trimmed" : "") @\(scale)x, \(lines) lines"
            let tolerance = Self.tolerance(metrics[font], trim: trim, scale: scale)
            #expect(
                abs(model.boxHeight - measured.height) <= tolerance,
                "\(label): height \(measured.height), model \(model.boxHeight)")
            for (got, want) in zip(model.baselines, measured.baselines) {
                #expect(abs(got - want) <= tolerance, "\(label): baselines \(measured.baselines), model \(model.baselines)")
            }
        }
    }
}
