/// The space, in points, between the top of a 17 pt label set in FP Audit Regular and its cap
/// height on a screen of `scale` pixels per point: the value to inset a label by so that its caps,
/// not its line box, line up with an icon. `Fonts` is the file the FontprobeSwiftPlugin generates
/// from fontprobe.yml.
public func brandCapInset(scale: Double = 3) -> Double {
    Fonts.fpAuditRegular.capInset(size: 17, scale: scale)!
}

/// The PostScript names of the brand faces that fontprobe.yml names.
public var brandFaces: [String] {
    Fonts.all.map(\.postScriptName)
}
