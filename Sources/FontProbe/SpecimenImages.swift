import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// The label pictures of the HTML reports: the one place the CLI draws them.
enum SpecimenImages {
    /// What a face must be read with for its picture at `pointSize` on a `scale`x screen: the
    /// specimen's text at that size for `--format html`, nothing otherwise.
    static func rasterRequest(html: Bool, pointSize: Double, scale: Double) -> RasterRequest? {
        html && Specimen.refusal(pointSize: pointSize, scale: scale) == nil
            ? Specimen.rasterRequest(pointSize: pointSize, scale: scale) : nil
    }

    /// The picture of each face's label at `pointSize` on a `scale`x screen, keyed as the reports name
    /// the faces, drawn on `jobs` threads. The faces must have been read with
    /// ``rasterRequest(html:pointSize:scale:)``. A face whose picture cannot be drawn (no usable
    /// vertical metrics) has none, and its card says why; above ``Specimen/maximumPixelsPerEm``
    /// no face has one.
    static func specimenImages(for faces: [FontFace], pointSize: Double, scale: Double, jobs: Int) -> Specimens {
        if let refusal = Specimen.refusal(pointSize: pointSize, scale: scale) {
            return Specimens(pointSize: pointSize, scale: scale, pictures: [:], reason: refusal)
        }
        let pictures = Pictures(count: faces.count)
        DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), max(faces.count, 1))) { worker in
            for index in stride(from: worker, to: faces.count, by: max(jobs, 1)) {
                pictures.set(
                    index, Result { try Specimen.picture(of: faces[index], pointSize: pointSize, scale: scale) })
            }
        }
        var byFace: [Specimens.Key: Specimens.Picture] = [:]
        var reasons: [Specimens.Key: String] = [:]
        for (face, picture) in zip(faces, pictures.values) {
            switch picture {
            case .success(let picture)?: byFace[Specimens.Key(face)] = picture
            case .failure(let error)?: reasons[Specimens.Key(face)] = "\(error)"
            case nil: break
            }
        }
        return Specimens(pointSize: pointSize, scale: scale, pictures: byFace, reasons: reasons)
    }

    /// One slot per face, filled from several threads.
    private final class Pictures: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Result<Specimens.Picture, any Error>?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result<Specimens.Picture, any Error>) {
            lock.lock()
            defer { lock.unlock() }
            values[index] = value
        }
    }
}
