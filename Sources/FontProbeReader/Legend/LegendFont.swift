import FontProbeModel
import FontProbeRules
import Foundation

/// The font the pictures' own words are drawn in (legends, the names of lines), built into the
/// library so that no picture depends on the fonts installed on the machine: DejaVu Sans,
/// subset to printable ASCII, Latin-1, Latin Extended-A and a few signs (→ ≠ … − ≈ ≤ ≥ – — and quotes),
/// unhinted (docs/fonts.md#the-legend-font).
package enum LegendFont {
    /// The font's bytes, decoded once from ``base64`` (`LegendFont+Data.swift`).
    static let bytes: [UInt8] = Data(base64Encoded: base64, options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []

    /// `text` drawn on one line at `pixelsPerEm` pixels per em, as fonts read from files are
    /// (``FontFace/rasters``, docs/model.md#rendering-the-text): unhinted, at the exact size,
    /// glyphs at fractional pen positions, no kerning. Characters the font lacks are in
    /// ``TextRaster/missing`` and not drawn; a size outside ``RasterRequest/pixelsPerEmRange``
    /// gives an empty raster. Should FreeType fail to start, every character is missing.
    ///
    /// Safe to call from any thread: each call uses its own FreeType library.
    package static func rasterize(_ text: String, pixelsPerEm: Double) -> TextRaster {
        guard RasterRequest.pixelsPerEmRange.contains(pixelsPerEm) else {
            return TextRaster(pixelsPerEm: pixelsPerEm, glyphs: [], advance: 0, missing: [])
        }
        let request = RasterRequest(text: text, pixelsPerEm: [pixelsPerEm])
        if let library = try? FreeTypeLibrary(), let raster = library.rasters(ofFontBytes: bytes, request: request).first {
            return raster
        }
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars.prefix(RasterRequest.maximumCharacters) where !missing.contains(scalar) {
            missing.append(scalar)
        }
        return TextRaster(pixelsPerEm: pixelsPerEm, glyphs: [], advance: 0, missing: missing)
    }
}
