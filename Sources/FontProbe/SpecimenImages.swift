import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules

/// The label pictures of the HTML reports, drawn in the workers that read the faces.
enum SpecimenImages {
    /// What a face must be read with for its picture at `pointSize` on a `scale`x screen: the
    /// specimen's text at that size for `--format html`, nothing otherwise.
    static func rasterRequest(html: Bool, pointSize: Double, scale: Double) -> RasterRequest? {
        html && Specimen.refusal(pointSize: pointSize, scale: scale) == nil
            ? Specimen.rasterRequest(pointSize: pointSize, scale: scale) : nil
    }

    /// A face's picture, or why it has none; `nil` when no picture is drawn.
    typealias Drawn = Result<Specimens.Picture, any Error>?

    /// For ``FontReader/readConcurrently(_:instances:characters:raster:each:fileRead:)``: each face's
    /// picture at `pointSize` on a `scale`x screen when `html` asks for pictures, drawn from its
    /// rasters, which are then dropped. A face without usable vertical metrics cannot be drawn:
    /// its card says why.
    static func drawing(html: Bool, pointSize: Double, scale: Double) -> @Sendable (FontFace) -> (FontFace, Drawn) {
        guard html, Specimen.refusal(pointSize: pointSize, scale: scale) == nil else { return { ($0, nil) } }
        return { face in
            let picture = Result { try Specimen.picture(of: face, pointSize: pointSize, scale: scale) }
            var face = face
            face.rasters = []
            return (face, picture)
        }
    }

    /// The pictures of `drawn`, keyed as the reports name the faces; above
    /// ``Specimen/maximumPixelsPerEm`` no face has one, and the report says why.
    static func specimens(_ drawn: [(face: FontFace, made: Drawn)], html: Bool, pointSize: Double, scale: Double)
        -> Specimens
    {
        guard html else { return .none }
        if let refusal = Specimen.refusal(pointSize: pointSize, scale: scale) {
            return Specimens(pointSize: pointSize, scale: scale, pictures: [:], reason: refusal)
        }
        var byFace: [Specimens.Key: Specimens.Picture] = [:]
        var reasons: [Specimens.Key: String] = [:]
        for (face, picture) in drawn {
            switch picture {
            case .success(let picture)?: byFace[Specimens.Key(face)] = picture
            case .failure(let error)?: reasons[Specimens.Key(face)] = "\(error)"
            case nil: break
            }
        }
        return Specimens(pointSize: pointSize, scale: scale, pictures: byFace, reasons: reasons)
    }
}
