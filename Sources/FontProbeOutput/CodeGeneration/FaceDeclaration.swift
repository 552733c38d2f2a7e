import FontProbeModel
import FontProbeRules

/// How generated code declares a face among its family's: its weight and whether it is italic,
/// for Android's `Font(…, FontWeight, FontStyle)` and the web's `@font-face` (docs/commands/code.md).
package enum FaceDeclaration {
    /// The weight code declares a face to have (Compose's `Font`, CSS's `@font-face`), 1 to 1000: a variable instance's `wght`, else
    /// OS/2 `usWeightClass` (or, `byStyleName`, the weight its style name says, "SemiBold" 600, as
    /// a design token's `fontWeight` finds the face), else the other, else 400.
    package static func weight(_ face: FontFace, byStyleName: Bool = false) -> Int {
        if let wght = face.variation?.instance.coordinates.first(where: { $0.tag == "wght" }) {
            return min(1000, max(1, Int(saturating: wght.value.rounded())))
        }
        let table = face.metrics.os2?.weightClass.flatMap { (1...1000).contains($0) ? $0 : nil }
        let named = FontWeight.number(styleName: face.metrics.styleName)
        return (byStyleName ? named ?? table : table ?? named) ?? 400
    }

    /// Whether the faces of a family take their weights from their style names: where two faces
    /// of it have one `usWeightClass` and slant (a Bold with 400, as some fonts have), which
    /// Compose and CSS could not tell apart, while their names tell them apart.
    package static func weighsByStyleName(_ faces: [FontFace]) -> Bool {
        func distinct(_ byName: Bool) -> Int {
            Set(faces.map { "\(weight($0, byStyleName: byName)) \(isItalic($0))" }).count
        }
        return distinct(true) > distinct(false)
    }

    /// The first two of `paths` (files, each once however many faces it has) that `name` gives
    /// one name in the app, and that name; `nil` when every file has its own. Android's resource
    /// names (`Lato-Bold.ttf` and `lato_bold.otf` are both `lato_bold`) and Flutter's asset paths
    /// (`a/Lato.ttf` and `b/Lato.ttf` are both `fonts/Lato.ttf`) hold one file each.
    package static func sharedName(_ paths: [String], _ name: (String) -> String) -> (String, String, String)? {
        var byName: [String: String] = [:]
        for path in paths {
            let named = name(path)
            if let other = byName[named], other != path { return (other, path, named) }
            byName[named] = path
        }
        return nil
    }

    /// Whether an app bundles the file at `path` as it is: a .ttf, .otf or .ttc, which Android's
    /// res/font (developer.android.com, Fonts in XML) and Flutter's pubspec.yaml ("Use a custom
    /// font") both take; a WOFF or WOFF2 must be converted first.
    package static func isAppFontFile(_ path: String) -> Bool {
        ["ttf", "otf", "ttc"].contains(path.split(separator: ".").last?.lowercased() ?? "")
    }

    /// Whether a face is italic: OS/2 `fsSelection` bit 0, or, without OS/2, its style name.
    package static func isItalic(_ face: FontFace) -> Bool {
        face.metrics.os2?.italic ?? FontWeight.isItalic(styleName: face.metrics.styleName)
    }
}
