import FontProbeModel
import FontProbeRules
import Foundation

/// Reads font files into `Sendable` values: the one way into the FreeType layer for callers.
///
/// A file that cannot be read, and each bad face of a collection, becomes an error and the rest
/// go on. Concurrent reading uses at most ``jobs`` workers, each with its own FreeType library
/// (FreeType libraries are not thread-safe); the result does not depend on which worker read
/// which file.
package struct FontReader: Sendable {
    /// The most files read at once (at least 1).
    package var jobs: Int

    package init(jobs: Int = 1) {
        self.jobs = max(1, jobs)
    }

    /// Reads every face of each file in turn (or only the face at `faceIndex`): for a variable
    /// face, the instances `selection` asks for, each measuring `glyph` and rasterizing `raster`
    /// (``FontFace/rasters``) when given.
    package func read(
        _ paths: [String], faceIndex: Int? = nil, instances selection: InstanceSelection = .defaultInstance,
        glyph: GlyphQuery? = nil, raster: RasterRequest? = nil
    ) -> (faces: [FontFace], errors: [FontReadError]) {
        guard let library = try? FreeTypeLibrary() else {
            return ([], paths.map(Self.cannotStart))
        }
        return library.readFiles(atPaths: paths, faceIndex: faceIndex, instances: selection, glyph: glyph, raster: raster)
    }

    /// Reads every face of every file, ``jobs`` files at once: for a variable face, the
    /// instances `selection` asks for the file, each measuring the ink of `characters` and
    /// rasterizing `raster` (``FontFace/rasters``) when given, and looking up `coverage` in each
    /// face's cmap (``FontMetrics/coverage``) when given; `measuringAllInk` measures the ink even
    /// inside the `head` box's shortcut. `fileRead` is called once per file as it is finished,
    /// from any worker.
    package func readConcurrently(
        _ paths: [String], instances selection: @escaping @Sendable (String) -> InstanceSelection = { _ in .defaultInstance },
        characters: CharacterRanges? = nil, coverage: [ClosedRange<UInt32>]? = nil, measuringAllInk: Bool = false,
        raster: RasterRequest? = nil, fileRead: @escaping @Sendable () async -> Void = {}
    ) async -> (faces: [FontFace], errors: [FontReadError]) {
        let read = await readConcurrently(
            paths, instances: selection, characters: characters, coverage: coverage, measuringAllInk: measuringAllInk,
            raster: raster, each: { ($0, ()) }, fileRead: fileRead)
        return (read.faces.map(\.face), read.errors)
    }

    /// ``readConcurrently(_:instances:characters:coverage:measuringAllInk:raster:fileRead:)``, with `each` applied to every
    /// face in the worker that read it, as soon as it is read: a picture drawn from the face's
    /// rasters, say, which `each` can then drop, so no raster outlives its face's worker.
    package func readConcurrently<Made: Sendable>(
        _ paths: [String], instances selection: @escaping @Sendable (String) -> InstanceSelection = { _ in .defaultInstance },
        characters: CharacterRanges? = nil, coverage: [ClosedRange<UInt32>]? = nil, measuringAllInk: Bool = false,
        raster: RasterRequest? = nil, each: @escaping @Sendable (FontFace) -> (FontFace, Made),
        fileRead: @escaping @Sendable () async -> Void = {}
    ) async -> (faces: [(face: FontFace, made: Made)], errors: [FontReadError]) {
        let queue = WorkQueue(count: paths.count)
        var faces: [(face: FontFace, made: Made)] = []
        var errors: [FontReadError] = []
        await withTaskGroup(of: (faces: [(face: FontFace, made: Made)], errors: [FontReadError]).self) { group in
            for _ in 0..<min(jobs, max(paths.count, 1)) {
                group.addTask {
                    var faces: [(face: FontFace, made: Made)] = []
                    var errors: [FontReadError] = []
                    let library = try? FreeTypeLibrary()
                    while let index = queue.next() {
                        let path = paths[index]
                        if let library {
                            let read = library.readFiles(
                                atPaths: [path], instances: selection(path), characters: characters, coverage: coverage,
                                measuringAllInk: measuringAllInk, raster: raster)
                            faces += read.faces.map(each)
                            errors += read.errors
                        } else {
                            errors.append(Self.cannotStart(path))
                        }
                        await fileRead()
                    }
                    return (faces, errors)
                }
            }
            for await result in group {
                faces += result.faces
                errors += result.errors
            }
        }
        return (faces, errors)
    }

    /// The ink of `characters` in the faces whose PostScript name a face of another file shares and
    /// whose ink was not measured (their `head` box inside the line box), read again with all of it
    /// measured, by ``AuditChecks/inkKey(_:)``: duplicate-postscript-name compares their glyphs. A
    /// shared name is rare, so this reads few files, and none on an audit's usual path.
    package func inkOfSharedNames(
        _ faces: [FontFace], instances selection: @escaping @Sendable (String) -> InstanceSelection,
        characters: CharacterRanges?
    ) async -> [String: CharacterInk] {
        let paths = AuditChecks.filesToMeasure(faces)
        guard let characters, !paths.isEmpty else { return [:] }
        let read = await readConcurrently(paths, instances: selection, characters: characters, measuringAllInk: true)
        var ink: [String: CharacterInk] = [:]
        for face in read.faces { ink[AuditChecks.inkKey(face)] = face.metrics.characterInk }
        return ink
    }

    /// The error for every file when FreeType itself cannot start (out of memory).
    private static func cannotStart(_ path: String) -> FontReadError {
        FontReadError(path: path, reason: "FreeType could not start")
    }
}

/// Hands out the indexes 0..<count, each once, to whichever worker asks next: a counter under a
/// lock, which a worker takes without suspending (an actor made each file a hop between executors).
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }
}
