import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules

/// The label pictures of an HTML report, drawn in the workers that read the faces: what to read each
/// face with, how to draw it there, and the pictures gathered for the report.
struct SpecimenImages: Sendable {
    /// A face's picture, or why it has none; `nil` when no picture is drawn.
    typealias Drawn = Result<Specimens.Picture, any Error>?

    private let pointSize: Double
    private let scale: Double
    /// Whether the report has pictures (`--format html`).
    private let html: Bool
    /// Why no face can have one at this size and scale (over ``Specimen/maximumPixelsPerEm``).
    private let refusal: String?

    /// The pictures of an `html` report, at `pointSize` on a `scale`x screen.
    init(html: Bool, pointSize: Double, scale: Double) {
        (self.html, self.pointSize, self.scale) = (html, pointSize, scale)
        refusal = Specimen.refusal(pointSize: pointSize, scale: scale)
    }

    /// What each face must be read with: the specimen's text at the size, when pictures are drawn.
    var rasterRequest: RasterRequest? {
        html && refusal == nil ? Specimen.rasterRequest(pointSize: pointSize, scale: scale) : nil
    }

    /// For ``FontReader/readConcurrently(_:instances:characters:coverage:measuringAllInk:raster:each:fileRead:)``: each face's
    /// picture, drawn from its rasters, which are then dropped. A face without usable vertical
    /// metrics cannot be drawn: its card says why.
    var drawing: @Sendable (FontFace) -> (FontFace, Drawn) {
        guard html, refusal == nil else { return { ($0, nil) } }
        let (pointSize, scale) = (pointSize, scale)
        return { face in
            let picture = Result { try Specimen.picture(of: face, pointSize: pointSize, scale: scale) }
            var face = face
            face.rasters = []
            return (face, picture)
        }
    }

    /// The pictures of `drawn`, keyed as the reports name the faces; when no face can have one,
    /// the report says why.
    func specimens(_ drawn: [(face: FontFace, made: Drawn)]) -> Specimens {
        guard html else { return .none }
        if let refusal { return Specimens(pointSize: pointSize, scale: scale, pictures: [:], reason: refusal) }
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
