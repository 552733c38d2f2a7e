internal import CFreeType
import FontProbeModel
import FontProbeRules

/// Reading a file's faces and instances into `Sendable` values.
extension FreeTypeLibrary {
    /// Reads every face of the font file at `path`, or only the face at `faceIndex`; for a
    /// variable face, the instances `selection` asks for, each as its own ``FontFace``.
    ///
    /// A collection whose other faces can be read reports a bad face in ``FontFile/faceErrors``.
    /// With a `glyph` query, each face also measures that glyph (``FontFace/glyph``).
    /// - Throws: ``FontReadError`` naming the file and the reason when the file as a whole cannot
    ///   be read; `.notFound` when nothing exists at `path`; `.invalidSelection` when the file
    ///   has no face `faceIndex`, no instance or axis that `selection` names, or no glyph `glyph`.
    func readFile(
        atPath path: String,
        faceIndex: Int? = nil,
        instances selection: InstanceSelection = .defaultInstance,
        glyph: GlyphQuery? = nil,
        characters: CharacterRanges? = nil,
        coverage: [ClosedRange<UInt32>]? = nil,
        measuringAllInk: Bool = false,
        raster: RasterRequest? = nil
    ) throws(FontReadError) -> FontFile {
        // Opened by its bytes; reported as shown, with bytes that are not UTF-8 escaped (docs/fonts.md#file-names).
        let shown = FileName.displayed(path)
        do {
            let fileSize = try FontFileCheck.check(path)
            var reading = Reading(selection: selection, glyph: glyph, characters: characters, coverage: coverage, raster: raster)
            reading.measuringAllInk = measuringAllInk
            return try withContents(ofFile: path, size: fileSize) { contents throws(FontReadError) in
                try readFile(contents, path: shown, faceIndex: faceIndex, reading: reading)
            }
        } catch {
            var error = error
            error.path = shown
            throw error
        }
    }

    /// ``readFile(atPath:faceIndex:instances:)`` once the file's bytes are in memory.
    private func readFile(
        _ contents: UnsafeRawBufferPointer,
        path: String,
        faceIndex: Int?,
        reading: Reading
    ) throws(FontReadError) -> FontFile {
        let header = SFNTHeader(FontBytes(contents))
        if let reason = header?.problem ?? (header?.format == .collection ? nil : header?.directory(ofFace: 0)?.problem) {
            throw FontReadError(path: path, reason: reason)
        }
        let faceCount: Int
        // Face 0 when it was read while counting the faces.
        var firstFace: Result<[FontFace], FontReadError>?
        switch header?.format {
        case .trueType?, .cff?:
            faceCount = 1
        case .collection?:
            faceCount = header?.faceOffsets.count ?? 0
        case .woff?, .woff2?, nil:
            // Face 0 knows the number of faces (a WOFF2 may hold a collection); it is read now
            // when it is wanted, so the file is decoded once. When it cannot be opened, a negative
            // index asks FreeType only for the number of faces.
            let counted = try? withFace(contents, path: path, index: 0, header: header) { face in
                let count = Int(face.pointee.num_faces)
                guard (faceIndex ?? 0) == 0 else { return (count, nil as Result<[FontFace], FontReadError>?) }
                return (
                    count,
                    Result { () throws(FontReadError) in
                        try readInstances(of: face, path: path, index: 0, faceCount: count, reading: reading)
                    }
                )
            }
            if let counted {
                (faceCount, firstFace) = counted
            } else {
                faceCount = try withFace(contents, path: path, index: -1, header: header) { Int($0.pointee.num_faces) }
            }
        }
        // A WOFF2 may hold a collection; its count comes from FreeType (docs/fonts.md#limits).
        guard faceCount <= FontFile.maximumFaceCount else {
            throw FontReadError(
                path: path, reason: "the file holds \(faceCount) faces; fontprobe reads at most \(FontFile.maximumFaceCount)")
        }
        let indices: [Int]
        if let faceIndex {
            guard (0..<faceCount).contains(faceIndex) else {
                throw FontReadError(
                    path: path,
                    kind: .invalidSelection,
                    reason: "there is no face \(faceIndex); the file has \(faceCount) "
                        + (faceCount == 1 ? "face (index 0)" : "faces (indexes 0…\(faceCount - 1))")
                )
            }
            indices = [faceIndex]
        } else {
            indices = Array(0..<max(faceCount, 1))
        }
        var faces: [FontFace] = []
        var faceErrors: [FontReadError] = []
        var errorOfFace: [Int: FontReadError] = [:]
        for index in indices {
            do throws(FontReadError) {
                if index == 0, let firstFace {
                    faces += try firstFace.get()
                    continue
                }
                // A face listed twice is read once: the copy fails as the first did, or is refused.
                if let earlier = header?.earlierFace(sharingDirectoryWith: index) {
                    throw errorOfFace[earlier]
                        ?? FontReadError(path: path, reason: "it lists the same table directory as face \(earlier)")
                }
                if let reason = header?.directory(ofFace: index)?.problem {
                    throw FontReadError(path: path, reason: reason)
                }
                faces += try withFace(contents, path: path, index: index, header: header) { face throws(FontReadError) in
                    try readInstances(of: face, path: path, index: index, faceCount: faceCount, reading: reading)
                }
            } catch {
                guard faceCount > 1 else { throw error }
                var faceError = error
                faceError.faceIndex = index
                faceErrors.append(faceError)
                errorOfFace[index] = error
            }
            // The whole file is refused, not one face: the next faces would add more.
            guard faces.count <= FontFile.maximumFacesAndInstances else {
                throw FontReadError(
                    path: path,
                    reason: "its faces at the instances asked for are more than \(FontFile.maximumFacesAndInstances); "
                        + "fontprobe reads at most \(FontFile.maximumFacesAndInstances) from one file")
            }
        }
        faceErrors = Self.grouped(faceErrors)
        // A file none of whose faces can be read is one error: the reason they share (`--instance`
        // on a static collection, say), or each face's own.
        if faces.isEmpty, let first = faceErrors.first {
            var error = first
            error.faceIndex = nil
            error.otherFaceIndexes = []
            if faceErrors.count > 1 {
                error.reason =
                    "no face can be read: "
                    + faceErrors.map { error in
                        let indexes = [error.faceIndex ?? 0] + error.otherFaceIndexes
                        return "face\(indexes.count == 1 ? "" : "s") \(FontReadError.list(indexes)): \(error.reason)"
                    }.joined(separator: "; ")
                error.detail = nil
                error.cause = nil
            }
            throw error
        }
        return FontFile(path: path, faceCount: faceCount, faces: faces, faceErrors: faceErrors)
    }

    /// The errors of a collection's faces, one per reason: the first face that failed for it,
    /// with the others in ``FontReadError/otherFaceIndexes``. Past
    /// ``FontFile/maximumFaceErrors`` reasons, the faces of the rest share one error.
    static func grouped(_ errors: [FontReadError]) -> [FontReadError] {
        var groups: [FontReadError] = []
        var groupOf: [FontReadError: Int] = [:]
        for error in errors {
            var key = error
            key.faceIndex = nil
            if let group = groupOf[key] {
                groups[group].otherFaceIndexes.append(error.faceIndex ?? 0)
            } else {
                groupOf[key] = groups.count
                groups.append(error)
            }
        }
        let kept = FontFile.maximumFaceErrors - 1
        guard groups.count > FontFile.maximumFaceErrors, var merged = groups.dropFirst(kept).first else { return groups }
        let rest = groups[kept...]
        let indexes = rest.flatMap { [$0.faceIndex ?? 0] + $0.otherFaceIndexes }.sorted()
        merged.faceIndex = indexes.first
        merged.otherFaceIndexes = Array(indexes.dropFirst())
        merged.reason = "\(rest.count) different reasons; the first: \(merged.reason)"
        return Array(groups[..<kept]) + [merged]
    }

    /// Reads each file in turn, as ``readFile(atPath:faceIndex:instances:)`` does; a file that
    /// cannot be read, and each bad face of a collection, becomes an error and the rest go on.
    func readFiles(
        atPaths paths: [String],
        faceIndex: Int? = nil,
        instances selection: InstanceSelection = .defaultInstance,
        glyph: GlyphQuery? = nil,
        characters: CharacterRanges? = nil,
        coverage: [ClosedRange<UInt32>]? = nil,
        measuringAllInk: Bool = false,
        raster: RasterRequest? = nil
    ) -> (faces: [FontFace], errors: [FontReadError]) {
        var faces: [FontFace] = []
        var errors: [FontReadError] = []
        for path in paths {
            do throws(FontReadError) {
                let file = try readFile(
                    atPath: path, faceIndex: faceIndex, instances: selection, glyph: glyph, characters: characters,
                    coverage: coverage, measuringAllInk: measuringAllInk, raster: raster)
                faces += file.faces
                errors += file.faceErrors
            } catch {
                errors.append(error)
            }
        }
        return (faces, errors)
    }

    /// What to read of each face besides its tables.
    struct Reading {
        /// The instances of a variable face.
        var selection: InstanceSelection
        /// A glyph to measure in each face.
        var glyph: GlyphQuery?
        /// The characters whose ink to measure (``FontMetrics/characterInk``).
        var characters: CharacterRanges?
        /// The characters to look up in the cmap (``FontMetrics/coverage``), once per face.
        var coverage: [ClosedRange<UInt32>]?
        /// Whether the ink of `characters` is measured even where the `head` box lies inside the
        /// line box (duplicate-postscript-name compares the glyphs of faces that share a name).
        var measuringAllInk = false
        /// The processor time the ink of all the file's faces and instances may still cost.
        let inkBudget = InkBudget()
        /// The text to rasterize in each face (``FontFace/rasters``).
        var raster: RasterRequest?
    }

    /// The face at its default instance, or, for a variable face, at each instance the
    /// selection names, with the `MVAR` deltas, glyph bounds and ink of that instance, the
    /// glyph asked for, and the text asked for rasterized at that instance (last, since it sizes
    /// the face).
    private func readInstances(
        of face: FT_Face,
        path: String,
        index: Int,
        faceCount: Int,
        reading: Reading
    ) throws(FontReadError) -> [FontFace] {
        var base = try FontMetrics(face: face, path: path, budget: reading.inkBudget)
        // The cmap is the same at every instance: looked up once, only when a list asks.
        if let listed = reading.coverage {
            let unicode = face.hasUnicodeCharmap
            base.coverage = CharacterCoverage(checking: listed) { unicode && FT_Get_Char_Index(face, FT_ULong($0)) != 0 }
        }
        func glyph() throws(FontReadError) -> FontGlyph? {
            guard let query = reading.glyph else { return nil }
            return try face.glyph(query, path: path)
        }
        func rasters() -> [TextRaster] {
            guard let request = reading.raster else { return [] }
            return withRasterBudget { face.rasters(request, library: handle) }
        }
        guard let space = try face.variationSpace(library: handle, path: path) else {
            switch reading.selection {
            case .defaultInstance, .allNamed, .defaultAndNamed, .movingNamed, .defaultAndMovingNamed, .combined:
                var metrics = base
                if let characters = reading.characters {
                    metrics.measureInk(
                        of: characters, face: face, isDefaultInstance: !reading.measuringAllInk, budget: reading.inkBudget)
                }
                let glyph = try glyph()
                return [
                    FontFace(
                        path: path, faceIndex: index, faceCount: faceCount, metrics: metrics, glyph: glyph,
                        rasters: rasters())
                ]
            case .named, .coordinates:
                throw FontReadError(
                    path: path, kind: .invalidSelection,
                    reason: "the font is not variable, so it has no named instances or axes")
            }
        }
        let instances: [FontInstance]
        switch space.instances(for: reading.selection) {
        case .success(let found): instances = found
        case .failure(let error): throw FontReadError(path: path, kind: .invalidSelection, reason: error.reason)
        }
        var faces: [FontFace] = []
        // Whether the face is set to coordinates other than the default, so that the default
        // instance must set them back before it is measured.
        var moved = false
        // The default instance's tallest and deepest glyphs of the product's characters, once
        // measured: an instance read in case it moves is kept where these reach elsewhere.
        var reach: CharacterInk.Reach?
        for instance in instances {
            var metrics = base
            if !instance.isDefault || moved {
                try face.setDesignCoordinates(instance.coordinates.map(\.value), path: path)
                moved = !instance.isDefault
            }
            if !instance.isDefault {
                metrics.vary(at: face, budget: reading.inkBudget)
                // A named instance is registered under its own PostScript name (docs/fonts.md#variable-fonts).
                if let name = instance.postScriptName { metrics.postScriptName = name }
            }
            // An instance read only in case it moves the metrics is dropped where it does not,
            // before its glyphs are measured (its tables, 'H' and 'x', and the default's tallest
            // and deepest glyphs decide: a heavier weight's taller accents are a reason to read it).
            if instance.isConditional && !metrics.movesVertically(from: base)
                && !(reach.map { face.reachMoves(from: $0, unitsPerEm: base.unitsPerEm) } ?? false)
            {
                continue
            }
            if let characters = reading.characters {
                // The default's glyphs are measured even inside head's box when instances may be
                // dropped: their reach is what those instances are compared with.
                let probes = instance.isDefault && instances.contains { $0.isConditional }
                metrics.measureInk(
                    of: characters, face: face, isDefaultInstance: instance.isDefault && !probes && !reading.measuringAllInk,
                    budget: reading.inkBudget)
                if probes { reach = metrics.characterInk?.reach }
            }
            let glyph = try glyph()
            faces.append(
                FontFace(
                    path: path, faceIndex: index, faceCount: faceCount, metrics: metrics,
                    variation: FaceVariation(space: space, instance: instance), glyph: glyph, rasters: rasters()))
        }
        return faces
    }
}
