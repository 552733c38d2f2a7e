/// The label pictures an HTML report shows: one PNG per face, drawn outside Reporting/ (which
/// only embeds them) and handed to ``HTMLReporter``. A face without a picture gets a line that
/// says so (docs/commands/audit.md#html).
public struct Specimens: Sendable {
    /// Which face a picture shows: its path as the report shows it, its face index, and its
    /// instance as a check report and the baseline name it (``FontFace/baselineInstance``:
    /// `nil` at the default instance).
    public struct Key: Sendable, Hashable {
        public var path: String
        public var faceIndex: Int
        public var instance: String?

        public init(path: String, faceIndex: Int, instance: String?) {
            (self.path, self.faceIndex, self.instance) = (path, faceIndex, instance)
        }

        /// The key of a face as read.
        public init(_ face: FontFace) {
            self.init(path: face.path, faceIndex: face.faceIndex, instance: face.baselineInstance)
        }

        /// Equal when the paths' and instances' bytes are: the NFC and NFD spellings of a name
        /// are two files (docs/fonts.md#file-names).
        public static func == (a: Key, b: Key) -> Bool {
            a.path.utf8.elementsEqual(b.path.utf8) && a.faceIndex == b.faceIndex
                && (a.instance.map { Array($0.utf8) } == b.instance.map { Array($0.utf8) })
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(Array(path.utf8))
            hasher.combine(faceIndex)
            hasher.combine(instance.map { Array($0.utf8) })
        }
    }

    /// The point size the labels are set at (for the alt text).
    public var pointSize: Double
    /// The screen scale they are drawn at, in pixels per point (for the alt text).
    public var scale: Double
    /// PNG files, by face.
    public var pictures: [Key: [UInt8]]

    public init(pointSize: Double, scale: Double, pictures: [Key: [UInt8]]) {
        self.pointSize = pointSize
        self.scale = scale
        self.pictures = pictures
    }

    /// No pictures: every card says it has none.
    public static let none = Specimens(pointSize: 17, scale: 3, pictures: [:])

    /// The PNG of the face with this key, if one was drawn.
    public subscript(key: Key) -> [UInt8]? { pictures[key] }
}
