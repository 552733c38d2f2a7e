import FontProbeModel

/// `FontMetrics` literals for formula tests: no font file involved.
extension FontMetrics {
    /// A face with hhea and an OS/2 v4 table whose typo and win values equal hhea's.
    static func literal(
        family: String = "Test",
        unitsPerEm: Int,
        hhea: (Int, Int, Int)?,
        typo: (Int, Int, Int)? = nil,
        win: (Int, Int)? = nil,
        os2Version: Int = 4,
        capHeight: Int? = nil,
        xHeight: Int? = nil,
        useTypoMetrics: Bool = false,
        hasOS2: Bool = true,
        hasSTAT: Bool = false,
        glyphH: Int? = nil,
        glyphX: Int? = nil
    ) -> FontMetrics {
        let typo = typo ?? hhea ?? (0, 0, 0)
        let win = win ?? (typo.0, -typo.1)
        return FontMetrics(
            unitsPerEm: unitsPerEm,
            familyName: family,
            styleName: "Regular",
            hhea: hhea.map { HheaTable(ascender: $0.0, descender: $0.1, lineGap: $0.2) },
            os2: hasOS2
                ? OS2Table(
                    version: os2Version,
                    typoAscender: typo.0,
                    typoDescender: typo.1,
                    typoLineGap: typo.2,
                    winAscent: win.0,
                    winDescent: win.1,
                    capHeight: os2Version >= 2 ? capHeight ?? 0 : nil,
                    xHeight: os2Version >= 2 ? xHeight ?? 0 : nil,
                    useTypoMetrics: useTypoMetrics
                ) : nil,
            hasSTAT: hasSTAT,
            capGlyphBounds: glyphH.map { GlyphBounds(xMin: 0, yMin: 0, xMax: 500, yMax: $0) },
            xGlyphBounds: glyphX.map { GlyphBounds(xMin: 0, yMin: 0, xMax: 500, yMax: $0) }
        )
    }

    /// Apple's SF Pro as UIFont.systemFont reports it: u=2048, hhea 1950/-494/0, cap 1443, x 1078.
    static let sf = literal(family: ".SF UI Text", unitsPerEm: 2048, hhea: (1950, -494, 0), capHeight: 1443, xHeight: 1078)
    /// Helvetica on iOS: u=2048, hhea 1577/-471/0, cap 1469, x 1071.
    static let helvetica = literal(family: "Helvetica", unitsPerEm: 2048, hhea: (1577, -471, 0), capHeight: 1469, xHeight: 1071)
    /// Hiragino Sans W3 as implied by its UIFont printout at 20 pt (u=1000, hhea 880/-120/500).
    static let hiragino = literal(family: "Hiragino Sans", unitsPerEm: 1000, hhea: (880, -120, 500), capHeight: 720, xHeight: 520)
    /// 1000 units per em with hhea 800/-200/0, cap 700, x 500 (the floating-point trap).
    static let thousand = literal(unitsPerEm: 1000, hhea: (800, -200, 0), capHeight: 700, xHeight: 500)
    /// Lato Regular 2.0: u=2000, hhea 1974/-426/0, typo 1610/-390/400, USE_TYPO_METRICS, no STAT.
    static let lato = literal(
        family: "Lato", unitsPerEm: 2000, hhea: (1974, -426, 0), typo: (1610, -390, 400), win: (1974, 426),
        capHeight: 1433, xHeight: 1013, useTypoMetrics: true)
}
