/// One face of a font file: where it came from and its raw tables.
public struct FontFace: Sendable, Hashable {
    /// The path the face was read from, as the user gave it.
    public var path: String
    /// The face's index in its file (0 for a single font; 0…n-1 in a collection).
    public var faceIndex: Int
    /// How many faces the file holds.
    public var faceCount: Int
    /// The face's raw tables.
    public var metrics: FontMetrics

    public init(path: String, faceIndex: Int, faceCount: Int, metrics: FontMetrics) {
        self.path = path
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.metrics = metrics
    }
}
