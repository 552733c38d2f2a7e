import FontProbeModel
import FontProbeRules

/// The label pictures an HTML report shows: one PNG per face in device pixels, drawn outside
/// Reporting/ (which only embeds them) and handed to ``HTMLReporter``, which shows each enlarged
/// without smoothing. A face without a picture gets a line that
/// says so (docs/commands/audit.md#html).
package struct Specimens: Sendable {
    /// Which face a picture shows: its path as the report shows it, its face index, and its
    /// instance as a check report and the baseline name it (``FontFace/baselineInstance``:
    /// `nil` at the default instance).
    package struct Key: Sendable, Hashable {
        package var path: String
        package var faceIndex: Int
        package var instance: String?

        package init(path: String, faceIndex: Int, instance: String?) {
            (self.path, self.faceIndex, self.instance) = (path, faceIndex, instance)
        }

        /// The key of a face as read.
        package init(_ face: FontFace) {
            self.init(path: face.path, faceIndex: face.faceIndex, instance: face.baselineInstance)
        }

        /// Equal when the paths' and instances' bytes are: the NFC and NFD spellings of a name
        /// are two files (docs/fonts.md#file-names).
        package static func == (a: Key, b: Key) -> Bool {
            a.path.utf8.elementsEqual(b.path.utf8) && a.faceIndex == b.faceIndex
                && (a.instance.map { Array($0.utf8) } == b.instance.map { Array($0.utf8) })
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(Array(path.utf8))
            hasher.combine(faceIndex)
            hasher.combine(instance.map { Array($0.utf8) })
        }
    }

    /// One face's picture and how the page shows it.
    package struct Picture: Sendable, Hashable {
        /// The PNG file.
        package var png: [UInt8]
        /// Its size in device pixels (one PNG pixel each).
        package var width: Int
        package var height: Int
        /// CSS pixels per device pixel on the page, 1…4 (``Specimen/zoom(of:pointSize:scale:)``).
        package var zoom: Int
        /// What the picture shows, in words (``Specimen/altText(of:pointSize:scale:)``).
        package var alt: String

        package init(png: [UInt8], width: Int, height: Int, zoom: Int, alt: String) {
            (self.png, self.width, self.height, self.zoom, self.alt) = (png, width, height, zoom, alt)
        }
    }

    /// The point size the labels are set at.
    package var pointSize: Double
    /// The screen scale they are drawn at, in pixels per point.
    package var scale: Double
    /// The pictures, by face.
    package var pictures: [Key: Picture]
    /// Why a face has no picture, by face ("the face has no usable vertical metrics").
    package var reasons: [Key: String]
    /// Why no face has a picture, when that is so for all of them.
    package var reason: String

    package init(
        pointSize: Double, scale: Double, pictures: [Key: Picture], reasons: [Key: String] = [:],
        reason: String = "this report was written without label pictures"
    ) {
        self.pointSize = pointSize
        self.scale = scale
        self.pictures = pictures
        self.reasons = reasons
        self.reason = reason
    }

    /// No pictures: every card says it has none.
    package static let none = Specimens(pointSize: 17, scale: 3, pictures: [:])

    /// Why the face with this key has no picture: its own reason, else the page's.
    package func reason(for key: Key) -> String { reasons[key] ?? reason }

    /// The picture of the face with this key, if one was drawn.
    package subscript(key: Key) -> Picture? { pictures[key] }
}
