import FontProbeModel

/// The rules of `fontprobe audit`. Each explanation starts with iOS, then Android, Windows and
/// the web, and ends with the fix. Claims that rest on inference rather than on Apple's
/// documentation or a measurement say so (docs/model.md#notation-and-evidence marks the evidence).
extension Rule {
    public static let unreadableFont = Rule(
        id: "unreadable-font",
        severity: .error,
        title: "The file, or one face of a collection, cannot be read as an OpenType or TrueType font.",
        explanation: """
            iOS: a font CoreText cannot load is not registered, so UIFont(name:size:) returns nil and text \
            falls back to another font, usually without any message in the app [P: Apple, UIFont init(name:size:) \
            returns nil for a font it cannot find].

            Android, Windows and the web refuse the same file: Typeface creation fails, Windows will not \
            install it, and a browser drops the @font-face rule and uses the fallback font.

            Fix: the reason fontprobe gives says what is wrong (a truncated download, a file that is not a \
            font, a broken table directory). Export the font again from its source.
            """)

    public static let unitsPerEmOutOfRange = Rule(
        id: "units-per-em-out-of-range",
        severity: .error,
        title: "head.unitsPerEm is outside the 16…16384 the OpenType specification allows.",
        explanation: """
            iOS: what CoreText does with such a font is not documented; every metric UIFont reports is a \
            ratio to unitsPerEm, so nothing fontprobe could predict for it would be reliable.

            Android and every FreeType-based renderer (Linux, ChromeOS, many embedded systems) refuse the \
            font outright, so it is unreadable there. Windows and browsers validate the font before use and \
            may reject it too.

            Fix: scale the font to a standard em (1000 or 2048 units) in the font editor.
            """)

    public static let noVerticalMetrics = Rule(
        id: "no-vertical-metrics",
        severity: .error,
        title: "hhea, OS/2 typo and OS/2 win ascender and descender are all 0 or missing.",
        explanation: """
            iOS: CoreText has no ascender or descender to build a line from [P: docs/model.md, which \
            vertical metrics CoreText uses], so UIFont's lineHeight is 0 or a guess, and a UILabel with this font can collapse or overlap its neighbours. fontprobe \
            reports no metrics for such a face rather than a row of zeros.

            Android (FreeType) falls back to the font's bounding box, Windows to nothing at all (win \
            metrics of 0 clip every glyph), and browsers compute a line height of 0 or an engine-specific \
            guess.

            Fix: set hhea ascender and descender, the OS/2 typo values and usWinAscent/usWinDescent.
            """)

    public static let hheaMetricsZero = Rule(
        id: "hhea-metrics-zero",
        severity: .error,
        title: "hhea ascender and descender are both 0.",
        explanation: """
            iOS: CoreText takes a font's line metrics from hhea. With zeros, what it does is not \
            documented: fontprobe assumes it falls back to OS/2 typo, then win, as FreeType does, so the \
            iOS numbers reported for this font are an inference, not UIKit's known values. Apps and \
            engines that read hhea directly (older macOS text code, some layout libraries) get a line of \
            height 0.

            Android (FreeType) falls back to typo or win; Windows uses win (or typo with USE_TYPO_METRICS); \
            browsers follow the platform, so the line height differs by platform.

            Fix: copy the intended ascender, descender and line gap into hhea.
            """)

    public static let positiveDescender = Rule(
        id: "positive-descender",
        severity: .info,
        title: "A descender (hhea or OS/2 typo) is stored as a positive number.",
        explanation: """
            iOS: nothing changes. CoreText reads the descender as a distance below the baseline whatever \
            its sign (-abs(d)) [P: docs/model.md, which vertical metrics CoreText uses, rule 4], so \
            UIFont's descender and lineHeight, and every label, come out right. Hence info.

            Other readers take the sign as stored: FreeType reports the value as it is, so Android and \
            Linux text, and tools built on them, put the descent above the baseline; the line box is too \
            short by twice the descender and lines overlap. Windows and browsers that read the value \
            directly do the same.

            Fix: store descenders as negative numbers (hhea.descender and sTypoDescender are signed; \
            usWinDescent alone is positive).
            """)

    public static let typoMetricsWithoutSTAT = Rule(
        id: "typo-metrics-without-stat",
        severity: .warning,
        title: "USE_TYPO_METRICS is set, the font has no STAT table, and hhea and typo differ.",
        explanation: """
            iOS: CoreText honours USE_TYPO_METRICS (OS/2 fsSelection bit 7) only in fonts that also have \
            a STAT table [P: WebKit pull request 17474, docs/model.md]; without one it uses hhea. So UIFont's ascender, descender and \
            lineHeight come from hhea.

            Android (FreeType 2.10 and later), Windows (DirectWrite, and browsers on Windows) and most \
            other renderers use OS/2 typo because the flag is set. The same text therefore gets one line \
            height on iOS and another everywhere else.

            Fix: add a STAT table (then iOS uses typo too), or make hhea equal to typo.
            """)

    public static let familyMetricsDiffer = Rule(
        id: "family-metrics-differ",
        severity: .warning,
        title: "Faces that share a family name have different vertical metrics.",
        explanation: """
            iOS: each face's own ascender and descender set a UILabel's height and baseline [S: \
            docs/model.md, the label model], so switching \
            a label from Regular to Bold (a selected tab, an emphasised word) moves its text and changes \
            its height, and rows of mixed weights do not line up. Metrics are compared per em, as CoreText \
            uses them (hhea, or typo when USE_TYPO_METRICS and STAT say so).

            The same jump happens on Android, Windows and the web, because every platform sizes a line \
            from the face in use.

            Fix: give every style of a family the same vertical metrics (the tallest the family needs).
            """)

    public static let capHeightMissing = Rule(
        id: "cap-height-missing",
        severity: .warning,
        title: "OS/2 declares no cap height (version below 2, or sCapHeight 0).",
        explanation: """
            iOS: UIFont.capHeight, and with it every cap-height alignment in Auto Layout, needs a cap \
            height. fontprobe then measures the top of the 'H' outline; how CoreText fills in a missing \
            sCapHeight is not documented, so the predicted cap insets are less certain. When the font has \
            no 'H' outline either (icon, symbol and bitmap fonts), the cap height is unknown and cap \
            alignment is impossible.

            Android has no cap-height metric and apps measure glyph bounds instead. Windows DirectWrite \
            estimates a cap height when OS/2 has none. The web's `cap` unit and `text-box-edge: cap` use \
            sCapHeight and fall back to an engine-specific estimate.

            Fix: use OS/2 version 2 or later with sCapHeight set to the flat top of 'H'.
            """)

    public static let capHeightMismatch = Rule(
        id: "cap-height-mismatch",
        severity: .warning,
        title: "OS/2 sCapHeight is more than 1% of the em away from the top of the 'H' outline.",
        explanation: """
            iOS: UIFont.capHeight is sCapHeight [P: docs/model.md, UIFont metrics at a point size], so a \
            label aligned on its cap height (the alignment-rect \
            insets fontprobe computes) lines up with the declared value, not with the capitals: the text \
            sits above or below the line the design draws by the difference. At 17 pt on a 3x screen, 1% \
            of the em is half a pixel.

            The web's `text-box-edge: cap` and `cap` unit use the same declared value, so CSS leading trim \
            is off by the same amount. Android and Windows layouts that align on measured glyph bounds do \
            not see it, so the platforms disagree.

            Fix: set sCapHeight to the flat top of 'H' (overshoots of round letters such as 'O' do not \
            count).
            """)

    public static let capLineMissesInk = Rule(
        id: "cap-line-misses-ink",
        severity: .warning,
        title: "At some text-style sizes the cap line lands a pixel or more off the top of the 'H'.",
        explanation: """
            iOS: the cap-height insets put Auto Layout's top on the cap line, round(capHeight × scale) \
            pixels above the baseline [S: docs/model.md, the label model], and UIFont.capHeight is the \
            font's declared sCapHeight [P: docs/model.md, UIFont metrics at a point size]. When the top of \
            the 'H' outline at that size rounds to another pixel row [I: docs/model.md, ink against the \
            prediction], a label aligned by its cap height sits that many pixels off: its capitals stand \
            a pixel above or below those of an image, an icon or a label in another font aligned the same \
            way, at exactly the sizes and scales the finding names. A declared height a fraction of a \
            percent off is enough at some sizes, so this rule fires where cap-height-mismatch may not.

            Sizes checked: the iOS text styles at the default Dynamic Type setting (11 to 34 pt) and the \
            audit's size, at each of the audit's scales. `fontprobe render` draws the cap line and the \
            top of the 'H' so the difference can be checked by eye; hairline and script faces, whose \
            antialiased tops are faint, are worth that look.

            The web's `text-box-edge: cap` trims at the same declared value, so it is off by the same \
            pixel; Android and Windows do not align on the cap height.

            Fix: set sCapHeight to the flat top of 'H' in font units, or, where the design wants another \
            line, compute the inset in code from the measured glyph rather than from UIFont.capHeight.
            """)

    public static let xHeightMissing = Rule(
        id: "x-height-missing",
        severity: .info,
        title: "OS/2 declares no x height (version below 2, or sxHeight 0).",
        explanation: """
            iOS: only text aligned on its x height moves: code that reads UIFont.xHeight, or fontprobe's \
            x-height inset. Auto Layout and SwiftUI align on baselines and frames, never on the x height, \
            so labels laid out the usual way look the same; hence info. fontprobe measures the top of \
            the 'x' outline instead; how CoreText fills in a missing sxHeight is not documented [I], so \
            the predicted x-height insets are less certain. Without an 'x' outline too, the x height is \
            unknown.

            Android has no x-height metric. Windows DirectWrite estimates one. On the web, the `ex` unit \
            and `font-size-adjust` use sxHeight and fall back to an estimate, so fallback fonts are \
            matched badly.

            Fix: use OS/2 version 2 or later with sxHeight set to the flat top of 'x'.
            """)

    public static let xHeightMismatch = Rule(
        id: "x-height-mismatch",
        severity: .info,
        title: "OS/2 sxHeight is more than 1% of the em away from the top of the 'x' outline.",
        explanation: """
            iOS: UIFont.xHeight is sxHeight [P: docs/model.md, UIFont metrics at a point size], so only \
            lowercase text aligned on its x height (code that reads UIFont.xHeight, or fontprobe's \
            x-height inset) lines up with the declared value instead of the letters. Auto Layout and \
            SwiftUI have no x-height alignment, so labels laid out the usual way are not moved; hence \
            info. At 17 pt on a 3x screen, 1% of the em is half a pixel.

            On the web the `ex` unit and `font-size-adjust` use the declared value, so sizes computed from \
            it are off by the same ratio. Android and Windows layouts that measure glyph bounds do not see \
            it.

            Fix: set sxHeight to the flat top of 'x'.
            """)

    public static let glyphsOutsideLineBox = Rule(
        id: "glyphs-outside-line-box",
        severity: .warning,
        title: "Glyphs a product sets reach so far beyond the ascender or descender that neighbouring lines touch.",
        explanation: """
            iOS: a line of a UILabel is ascender + |descender| tall and UILabel ignores the line gap \
            [S: docs/model.md, the label model], so consecutive lines, and labels stacked flush, sit one \
            such line apart. A glyph whose ink reaches beyond that box lands in its neighbour's: the \
            finding fires when it reaches far enough to meet the ink of the basic letters (A-Z, a-z, 0-9) \
            of the line above or below, so an accented capital touches a 'g' or 'y' over it. It names the \
            glyphs, how far they reach in pixels at the audit size, and the line box used (hhea, or \
            typo with USE_TYPO_METRICS and STAT).

            Clipping: clipsToBounds is false by default [P: Apple, UIView.clipsToBounds], so the view \
            hierarchy does not cut the ink, but a view that clips to its bounds (clipsToBounds, \
            masksToBounds for rounded corners, some text fields and cells) cuts every glyph beyond the \
            line box. Published reports also show UILabel cutting ink beyond its own edges with \
            clipsToBounds off [M: docs/model.md, glyphs and the line box]: check tall accents on a device.

            The glyphs measured are the characters a product sets: by default A-Z, a-z, 0-9, Basic \
            Latin, Latin-1 Supplement and Latin Extended-A (U+0020-007E, U+00A0-017F); add scripts with \
            `characters:` in fontprobe.yml or `audit --characters`. A glyph outside the set (a rare symbol \
            that sets head.yMax) does not count. A face whose glyphs take more than a millisecond of \
            processor time each to decode (a forged CFF font) is measured only until that budget runs \
            out, and a file's faces and instances share 10 s [S: docs/fonts.md, limits]; the finding then \
            says how many characters were measured.

            Android with includeFontPadding off lays lines out the same way; on the web the ink overflows \
            the line box and overflow: hidden cuts it.

            Fix: raise the ascender or deepen the descender (hhea, and typo with USE_TYPO_METRICS) to \
            cover the glyphs named, or redraw them shorter.
            """)

    public static let winMetricsClip = Rule(
        id: "win-metrics-clip",
        severity: .warning,
        isEnabledByDefault: false,
        title: "usWinAscent or usWinDescent do not cover the glyph extremes (head yMax/yMin). Off by default.",
        explanation: """
            iOS: nothing changes. CoreText does not use the win metrics [P: docs/model.md, which \
            vertical metrics CoreText uses], unless hhea and typo are both 0, when fontprobe, like \
            FreeType, falls back to them. So the rule is off by default; turn it on (`audit --enable \
            win-metrics-clip`, or `rules: {win-metrics-clip: warning}` in fontprobe.yml) when the same \
            fonts also ship on Windows.

            Windows clips every glyph at usWinAscent above and usWinDescent below the baseline (GDI, and \
            DirectWrite without USE_TYPO_METRICS), so the tops of tall accents and the bottoms of deep \
            descenders are cut off, in browsers on Windows too.

            Fix: set usWinAscent to at least head.yMax and usWinDescent to at least -head.yMin.
            """)

    public static let hheaTypoMismatch = Rule(
        id: "hhea-typo-mismatch",
        severity: .info,
        title: "hhea and OS/2 typo ascender, descender or line gap differ.",
        explanation: """
            iOS: CoreText uses hhea (typo only with USE_TYPO_METRICS and a STAT table) [P: WebKit pull \
            request 17474, docs/model.md], so UIFont's \
            numbers come from one set and apps that read the other get different line heights.

            Android (FreeType) uses hhea unless USE_TYPO_METRICS is set; Windows uses win, or typo when \
            the flag is set; design tools and some layout engines read typo. Two sets that disagree make \
            line height depend on who reads the font.

            Fix: make hhea and typo equal (and set USE_TYPO_METRICS with a STAT table, so that every \
            platform reads typo).
            """)

    public static let lineGapNonzero = Rule(
        id: "line-gap-nonzero",
        severity: .info,
        title: "The line gap CoreText uses is not 0.",
        explanation: """
            iOS: UIFont.leading reports the line gap, but UILabel ignores it: a label's line is ascender \
            + |descender| tall [S: docs/model.md, the label model]. UITextView and TextKit add the leading between lines, so the same text is \
            spaced differently in a label and in a text view.

            Android's Paint.getFontSpacing includes it; Windows adds it as external leading (GDI) or line \
            gap (DirectWrite); browsers add it to `line-height: normal`, so a web page spaces lines wider \
            than a UILabel.

            Fix: if the design wants the same spacing everywhere, set the line gap to 0 and set line \
            heights explicitly (see `fontprobe metrics`).
            """)
}
