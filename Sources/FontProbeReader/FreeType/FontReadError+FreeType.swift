internal import CFreeType
import FontProbeModel
import FontProbeRules

extension FontReadError {
    /// FreeType's refusal, in words naming what our own reading of the header can tell.
    init(path: String, freeTypeError: FreeTypeError, header: SFNTHeader?, faceIndex: Int) {
        var reason = freeTypeError.userReason
        var cause: Cause?
        // FreeType's first look at a collection (index -1) reads face 0.
        let directory = header?.directory(ofFace: max(faceIndex, 0))
        if let explanation = directory?.problem ?? directory?.explanation {
            reason = explanation
            if directory?.problem == nil, let unitsPerEm = directory?.unitsPerEm,
                !FontMetrics.validUnitsPerEm.contains(unitsPerEm)
            {
                cause = .unitsPerEmOutOfRange(unitsPerEm)
            }
        } else if header?.format == .woff2, freeTypeError.code == FreeTypeError.unimplementedFeature.code {
            reason = "this FreeType was built without WOFF2 support (it needs brotli); convert the font to TTF or OTF"
        } else if freeTypeError.code == FreeTypeError.unknownFileFormat.code, let header {
            reason = "it starts like \(header.format.description) but its header is broken"
        }
        self.init(path: path, reason: reason, detail: freeTypeError.detail, cause: cause)
    }
}
