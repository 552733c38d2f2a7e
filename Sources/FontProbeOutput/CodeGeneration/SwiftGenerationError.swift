import FontProbeModel
import FontProbeRules

/// Why `fontprobe swift` writes no file.
package enum SwiftGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    case badNamespace(String)
    case noFace
    case noPostScriptName(path: String, faceIndex: Int)
    case noVerticalMetrics(path: String, faceIndex: Int)
    case noSwiftName(postScriptName: String, path: String)
    case noStyleSwiftName(String)
    case unknownStyleFont(style: String, postScriptName: String, known: [String])
    case sharedFileName(String, paths: [String])
    case sharedPostScriptName(String, faces: [FontFace])

    package var description: String {
        switch self {
        case .badNamespace(let name):
            "--name '\(name.escapingControlCharacters)' is not a Swift type name the file can have: use ASCII "
                + "letters, digits and _, not starting with a digit, not _ alone, not a keyword, and not a name the "
                + "file uses (Double, String, UIFont, …)"
        case .noFace: "no font face to write Swift for"
        case .sharedFileName(let name, let paths):
            "\(paths.map { "'\(FileName.displayed($0))'" }.joined(separator: " and ")) have the same file name, "
                + "'\(name.escapingControlCharacters)': an app bundle holds one file of a name, so one would never be "
                + "registered; rename one"
        case .sharedPostScriptName(let name, let faces):
            faces.map { "'\(FileName.displayed($0.path))'" + ($0.faceCount > 1 ? " (face \($0.faceIndex))" : "") }
                .joined(separator: " and ")
                + " have the same PostScript name, '\(name.escapingControlCharacters)': iOS registers one font of "
                + "a name, so UIFont(name:size:) would give the same face for both; give each its own"
        case .noPostScriptName(let path, let faceIndex):
            "'\(FileName.displayed(path))' (face \(faceIndex)) has no PostScript name (name ID 6), "
                + "so UIFont(name:size:) cannot find it"
        case .noVerticalMetrics(let path, let faceIndex):
            "'\(FileName.displayed(path))' (face \(faceIndex)) has no usable vertical metrics, so there is nothing to lay out"
        case .noSwiftName(let postScriptName, let path):
            "the PostScript name '\(postScriptName.escapingControlCharacters)' of '\(FileName.displayed(path))' "
                + "has no ASCII letter or digit to make a Swift name from"
        case .noStyleSwiftName(let style):
            "the style '\(style.escapingControlCharacters)' has no ASCII letter or digit to make a Swift name from"
        case .unknownStyleFont(let style, let postScriptName, let known):
            "styles.\(style.escapingControlCharacters).font: no configured face is named "
                + "'\(postScriptName.escapingControlCharacters)'"
                + "\(ConfigurationReader.suggestion(for: postScriptName, among: known)); the faces are "
                + NameBound.listed(known.lazy.map(\.escapingControlCharacters), count: known.count)
        }
    }
}
