import FontProbeModel
import FontProbeRules

/// The Kotlin `spec --target android` prints for a face (docs/commands/spec.md#android): the
/// closest Android recipe as a Compose `TextStyle` or a `TextView`'s attributes, with the sizes in
/// sp and the design's letter spacing, to paste as it is.
package struct AndroidSpecCode: Sendable, Hashable {
    /// Compose: a `TextStyle` and the `Text` that uses it; for the View recipe, the same style
    /// for a Compose screen beside it.
    package var compose: String
    /// A `TextView`'s XML attributes, where the closest recipe is the View's.
    package var view: String?

    package init?(_ face: SpecReport.Face) {
        let spec = face.spec
        guard let recipe = face.closest, TextRecipe.android.contains(recipe), let lineHeight = face.designLineHeight
        else { return nil }
        let resource = Self.resourceName(face.face.path)
        var style = [
            "val style = TextStyle(",
            "    fontFamily = FontFamily(Font(R.font.\(resource))),",
            "    fontSize = \(Self.number(spec.pointSize)).sp,",
        ]
        switch recipe {
        case .composeLineHeight, .composeLineHeightTrimmed:
            let (alignment, trim) = recipe == .composeLineHeight ? ("Center", "None") : ("Proportional", "Both")
            style += [
                "    lineHeight = \(Self.number(lineHeight)).sp,",
                "    lineHeightStyle = LineHeightStyle(",
                "        alignment = LineHeightStyle.Alignment.\(alignment),",
                "        trim = LineHeightStyle.Trim.\(trim),",
                "    ),",
            ]
        default:
            break
        }
        let padded = recipe == .composeFontPadding || recipe == .textView
        style.append("    platformStyle = PlatformTextStyle(includeFontPadding = \(padded)),")
        if let kern = face.kern, kern != 0 { style.append("    letterSpacing = \(Self.number(kern)).sp,") }
        style.append(")")
        let comment =
            "// \(face.face.metrics.familyName.escapingControlCharacters) \(face.face.metrics.styleName.escapingControlCharacters): "
            + "res/font/\(resource) holds \(FileName.displayed(face.face.path).escapingControlCharacters)."
        compose = ([comment] + style + ["Text(text, style = style)"]).joined(separator: "\n")
        guard recipe == .textView else {
            view = nil
            return
        }
        var attributes = [
            "<TextView",
            "    android:fontFamily=\"@font/\(resource)\"",
            "    android:textSize=\"\(Self.number(spec.pointSize))sp\"",
            "    android:includeFontPadding=\"true\"",
        ]
        if let kern = face.kern, kern != 0, spec.pointSize > 0 {
            // letterSpacing is in ems.
            attributes.append("    android:letterSpacing=\"\(Self.number(kern / spec.pointSize))\"")
        }
        if spec.lines != 1 { attributes.append("    android:maxLines=\"\(spec.lines)\"") }
        view = (attributes + ["    android:text=\"@string/text\" />"]).joined(separator: "\n")
    }

    /// The font's resource name in `res/font`: the file's name without its extension, in lower
    /// case, every character other than a-z, 0-9 and `_` an underscore, `font_` before a name that does not start with a letter
    /// (Android's rule for resource names).
    static func resourceName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.contains(".") ? String(file[..<file.lastIndex(of: ".")!]) : file
        let name = String(
            stem.lowercased().unicodeScalars.map { scalar -> Character in
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "_"
            })
        guard let first = name.first, first.isLetter else { return "font_" + name }
        return name
    }

    /// A number to type: to 4 decimals, no trailing zeros.
    static func number(_ value: Double) -> String { NumberFormatting.trimmed(value, decimals: 4) }
}
