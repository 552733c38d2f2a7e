import FontProbeModel
import FontProbeRules

/// A FreeType error code, with our own one-line descriptions (`FT_Error_String` is often
/// compiled out of distribution builds).
///
/// Only the low byte is the generic error; module-specific bits above it are ignored.
struct FreeTypeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The raw `FT_Error` value.
    var rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    /// The generic error code (`FT_ERROR_BASE`).
    var code: Int32 { rawValue & 0xFF }

    static let unknownFileFormat = FreeTypeError(rawValue: 0x02)
    static let unimplementedFeature = FreeTypeError(rawValue: 0x07)

    /// FreeType's own short name for the error, lower-cased.
    var description: String {
        switch code {
        case 0x01: "cannot open resource"
        case 0x02: "unknown file format"
        case 0x03: "broken file"
        case 0x04: "invalid FreeType version"
        case 0x06: "invalid argument"
        case 0x07: "unimplemented feature"
        case 0x08: "broken table"
        case 0x09: "broken offset within table"
        case 0x0A: "array allocation size too large"
        case 0x0B: "missing module"
        case 0x10: "invalid glyph index"
        case 0x11: "invalid character code"
        case 0x12: "unsupported glyph image format"
        case 0x14: "invalid outline"
        case 0x15: "invalid composite glyph"
        case 0x40: "out of memory"
        case 0x51: "cannot open stream"
        case 0x52: "invalid stream seek"
        case 0x53: "invalid stream skip"
        case 0x54: "invalid stream read"
        case 0x55: "invalid stream operation"
        case 0x56: "invalid frame operation"
        case 0x57: "nested frame access"
        case 0x58: "invalid frame read"
        case 0x8E: "SFNT font table missing"
        case 0x8F: "horizontal header (hhea) table missing"
        case 0x90: "locations (loca) table missing"
        case 0x91: "name table missing"
        case 0x92: "character map (cmap) table missing"
        case 0x93: "horizontal metrics (hmtx) table missing"
        case 0x94: "PostScript (post) table missing"
        case 0x95: "invalid horizontal metrics"
        case 0x96: "invalid character map (cmap) format"
        case 0x97: "invalid ppem value"
        case 0x98: "invalid vertical metrics"
        case 0x99: "could not find context"
        case 0x9A: "invalid PostScript (post) table format"
        case 0x9B: "invalid PostScript (post) table"
        case 0xA0: "opcode syntax error"
        case 0xA1: "argument stack underflow"
        case 0xA3: "no Unicode glyph name found"
        default: "error \(code)"
        }
    }

    /// "FreeType: invalid stream operation", for ``FontReadError/detail``.
    var detail: String { "FreeType: \(description)" }

    /// What the error means for the user's file, in one clause.
    var userReason: String {
        switch code {
        case 0x02:
            "not a font file FreeType recognises"
        case 0x51, 0x52, 0x53, 0x54, 0x55, 0x56, 0x58:
            "the file is truncated or its table directory points past its end"
        case 0x03, 0x08, 0x09, 0x0A:
            "the font's structure is broken"
        case 0x8F:
            "the font has no hhea table, and FreeType cannot load an OpenType font without one"
        case 0x8E...0x9B:
            "a required table is missing or broken"
        case 0x40:
            "the font needs more memory than FreeType could allocate"
        case 0x01:
            "the file could not be opened"
        default:
            "FreeType could not load it"
        }
    }
}
