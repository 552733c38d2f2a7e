import FontProbe

/// The label pictures of the HTML reports: the one place the CLI draws them.
enum SpecimenImages {
    /// The PNG of each face's label at `pointSize` on a `scale`x screen, keyed as the reports
    /// name the faces; drawn only for `--format html`.
    ///
    /// None yet: every card of the page says it has no picture. The drawing
    /// (`Specimen.labelPNG(of:pointSize:scale:)`) is added to the library separately; this is
    /// where it is called, once per face.
    static func specimenImages(for faces: [FontFace], pointSize: Double, scale: Double) -> Specimens {
        Specimens(pointSize: pointSize, scale: scale, pictures: [:])
    }
}
