/// One face of a font file: where it came from and its raw tables.
package struct FontFace: Sendable, Hashable {
    /// The path the face was read from, as the user gave it.
    package var path: String
    /// The face's index in its file (0 for a single font; 0…n-1 in a collection).
    package var faceIndex: Int
    /// How many faces the file holds.
    package var faceCount: Int
    /// The face's raw tables.
    package var metrics: FontMetrics
    /// For a variable font, its axes and the instance ``metrics`` were read at; `nil` for a
    /// static font.
    package var variation: FaceVariation?
    /// The glyph the reader was asked to measure (``GlyphQuery``); `nil` when none was asked for.
    package var glyph: FontGlyph?
    /// The text the reader was asked to rasterize (``RasterRequest``), one raster per size, at
    /// the instance ``metrics`` were read at; empty when none was asked for.
    package var rasters: [TextRaster]

    package init(
        path: String, faceIndex: Int, faceCount: Int, metrics: FontMetrics, variation: FaceVariation? = nil,
        glyph: FontGlyph? = nil, rasters: [TextRaster] = []
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.metrics = metrics
        self.variation = variation
        self.glyph = glyph
        self.rasters = rasters
    }
}

/// A variable face's design space and the instance one report of it describes.
package struct FaceVariation: Sendable, Hashable {
    package var space: VariationSpace
    package var instance: FontInstance

    package init(space: VariationSpace, instance: FontInstance) {
        self.space = space
        self.instance = instance
    }
}

/// What reading one font file gave: its readable faces, and the faces that could not be read.
package struct FontFile: Sendable {
    /// The most faces fontprobe reads from one file, whatever its header claims: a collection
    /// (or a WOFF2 holding one) that lists more is refused whole (docs/fonts.md#limits).
    ///
    /// Collections in use hold tens of faces and the largest known a few hundred; every face
    /// listed is read and reported, so this bounds the time and memory one file can ask for.
    package static let maximumFaceCount = 1024

    /// The largest font file fontprobe reads, in bytes: 512 MiB (docs/fonts.md#limits). The
    /// largest fonts in use are color emoji and CJK collections of some 200 MB; anything it reads
    /// whole, hashes (`fontprobe swift`) or maps stays within this, so a forged 2 GB file costs no
    /// more than a real one (its hash took 30 s).
    package static let maximumFileSize: UInt64 = 512 << 20

    /// The most faces and instances read from one file (docs/fonts.md#limits): 4,096, so
    /// `--instances named` over a collection stays bounded (1,024 faces × 256 instances would be
    /// 262,144 faces in every report: 38 s, 6.7 GB and a 2.3 GB report for a 250 KB file). A
    /// family of 72 named instances in a collection of 16 faces is 1,152.
    package static let maximumFacesAndInstances = 4096

    /// The most errors one file reports for faces that cannot be read: the faces that fail for
    /// one reason are one error, and the faces of reasons beyond the first
    /// `maximumFaceErrors - 1` share the last one (docs/fonts.md#limits).
    package static let maximumFaceErrors = 8

    package var path: String
    /// How many faces the file holds.
    package var faceCount: Int
    /// The faces read, by face index.
    package var faces: [FontFace]
    /// Faces of a collection that could not be read while others could.
    package var faceErrors: [FontReadError]

    package init(path: String, faceCount: Int, faces: [FontFace], faceErrors: [FontReadError]) {
        self.path = path
        self.faceCount = faceCount
        self.faces = faces
        self.faceErrors = faceErrors
    }
}
