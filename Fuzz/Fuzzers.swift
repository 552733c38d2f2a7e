// libFuzzer entry point for every fuzz target; FONTPROBE_FUZZ_TARGET picks one (`make fuzz` runs
// each in turn, docs/development.md#fuzzing):
//
// - font: read a font at its default instance, compute the metrics report, render every format;
// - instances: read it at every named instance, the default and the named ones, and given
//   coordinates (in range, out of range, on axes it may not have), and render those reports;
// - glyphs: read glyphs by character and by index, and render the glyph, spec (every design
//   tool) and Dynamic Type reports;
// - audit: read it with the ink of the default characters measured, run every audit rule
//   (win-metrics-clip too) and render the audit report in every format;
// - raster: read it with text rasterized at every named instance, at sizes from the smallest
//   to the largest allowed, and encode each glyph's pixels as a PNG and decode it back; then draw
//   every face's label as `render` does;
// - png: decode the input as a PNG and encode what it gives;
// - config: read the input as fontprobe.yml, as a design tokens file and as a baseline lockfile,
//   write a lockfile read back and read it again, and render a check against it in every format;
// - lockfile: read the input as a lockfile of either version, restate it from its units as
//   `check` restates version 1, and compare the two; every number restated must be finite and in bounds;
// - plist: read the input as an app's Info.plist (binary or XML), bounds first;
// - swift: read a font and generate the Swift file for its faces, with a style for each, and check
//   that no name put a control, bidirectional or line-separator character in it;
// - html: read a font as the HTML audit does, draw every face's picture and render the page;
// - tokens: read the input as a design tokens file (JSON or YAML, aliases and all), and check that
//   every style's name is within a style name's budget and the names made are bounded in all;
// - reporters: make a check report whose every name, path and message comes from the input, render
//   it in every format, and check that the text formats carry no raw control, bidirectional or
//   line-separator character and that no format grows past a fixed multiple of its input.
//
// Not a SwiftPM target: `make fuzz` compiles the library's layers as modules with testing enabled
// and links these files with them, so they see the layers' internal declarations.

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
import Foundation

/// The target this process runs, from FONTPROBE_FUZZ_TARGET (`font` when unset).
let fuzzTarget: @Sendable (UnsafePointer<UInt8>, Int) -> Void = {
    let name = ProcessInfo.processInfo.environment["FONTPROBE_FUZZ_TARGET"] ?? "font"
    let targets: [String: @Sendable (UnsafePointer<UInt8>, Int) -> Void] = [
        "font": fuzzFont, "instances": fuzzInstances, "glyphs": fuzzGlyphs, "audit": fuzzAudit, "raster": fuzzRaster,
        "png": fuzzPNG, "config": fuzzConfig, "plist": fuzzPlist, "swift": fuzzSwift, "html": fuzzHTML,
        "tokens": fuzzTokens, "reporters": fuzzReporters, "lockfile": fuzzLockfile,
    ]
    guard let target = targets[name] else {
        fatalError("FONTPROBE_FUZZ_TARGET is '\(name)'; the targets are \(targets.keys.sorted().joined(separator: ", "))")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzTarget(data, size)
    return 0
}

// MARK: - Fonts

/// One FreeType library for the whole run, created on first use.
nonisolated(unsafe) let fuzzLibrary: FreeTypeLibrary = {
    do {
        return try FreeTypeLibrary()
    } catch {
        fatalError("FreeType could not start: \(error)")
    }
}()

/// The one file each input is written to before it is read, as the CLI reads a path.
let fuzzPath: String = {
    let directory =
        FileManager.default.fileExists(atPath: "/dev/shm")
        ? "/dev/shm" : (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp")
    let path = "\(directory)/fontprobe-fuzz-\(getpid()).bin"
    atexit { unlink(fuzzPath) }
    return path
}()

/// Ends of the ranges the CLI accepts for --size and --scale, and a typical value in between.
let fuzzSizes: [Double] = [0.01, 17, 10_000]
let fuzzScales: [Double] = [0.01, 3, 100]

func writeInput(_ data: UnsafePointer<UInt8>, _ size: Int) {
    do {
        try Data(bytes: data, count: size).write(to: URL(fileURLWithPath: fuzzPath))
    } catch {
        fatalError("cannot write \(fuzzPath): \(error)")
    }
}

/// Reporters document that they throw only for values that cannot be encoded, which computed
/// reports never hold: a throw is a bug.
func rendered(_ format: String, _ render: () throws -> String) {
    do {
        _ = try render()
    } catch {
        fatalError("the \(format) reporter threw: \(error)")
    }
}

func renderMetrics(_ faces: [FontFace], _ errors: [FontReadError]) {
    let report = MetricsReport(faces: faces, errors: errors, sizes: fuzzSizes, scales: fuzzScales)
    for error in report.errors {
        _ = error.description
    }
    for format in OutputFormat.allCases {
        rendered(format.rawValue) { try format.metricsReporter.render(report) }
    }
}

/// The `font` target: the path `fontprobe metrics` takes.
func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath])
    renderMetrics(faces, errors)
}

/// Instances `--all-instances`, `instances:` in fontprobe.yml and `--variation` ask for: every
/// named one, the default and the named ones, coordinates inside and far outside any axis's
/// range, an axis a font rarely has, and all of them at once.
let fuzzInstanceSelections: [InstanceSelection] = [
    .allNamed,
    .defaultAndNamed,
    .named("Bold"),
    .coordinates([AxisSetting(tag: "wght", value: 700)]),
    .coordinates([AxisSetting(tag: "wght", value: -1e9), AxisSetting(tag: "wdth", value: 1e9)]),
    .coordinates([AxisSetting(tag: "opsz", value: 0), AxisSetting(tag: "ital", value: 1)]),
    .combined([.defaultInstance, .allNamed, .coordinates([AxisSetting(tag: "wght", value: 900)])]),
]

/// The `instances` target: variable fonts read at instances other than the default.
func fuzzInstances(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    for selection in fuzzInstanceSelections {
        let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath], instances: selection)
        renderMetrics(faces, errors)
    }
}

/// Glyphs `fontprobe glyph` can ask for: a letter, an icon in the Private Use Area, an emoji
/// beyond the BMP, `.notdef`, and glyph indices up to the largest --glyph-id accepts.
let fuzzGlyphQueries: [GlyphQuery] = [
    .character("H"), .character("\u{F005}"), .character("\u{1F600}"), .glyphID(0), .glyphID(1), .glyphID(300),
    .glyphID(65_535),
]

/// The `glyphs` target: the glyph report, and the line-height and Dynamic Type reports, which
/// share its reading of the face.
func fuzzGlyphs(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    for query in fuzzGlyphQueries {
        let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath], instances: .defaultAndNamed, glyph: query)
        let report = GlyphReport(faces: faces, errors: errors, query: query, pointSize: 17, scales: fuzzScales)
        for format in SingleFontFormat.allCases {
            rendered(format.rawValue) { try format.reporter.render(report) }
        }
    }
    let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath])
    // Every design tool, three lines, trimmed and not (Sketch has no trim), with a letter spacing.
    let specs = DesignTool.allCases.flatMap { tool in
        [false, true].filter { !$0 || tool != .sketch }.map { trim in
            SpecReport(
                faces: faces, errors: errors,
                spec: DesignSpec(tool: tool, pointSize: 17, lineHeight: trim ? .percent(130) : nil, lines: 3, trimCap: trim),
                kern: 0.34, scales: fuzzScales)
        }
    }
    let dynamicType = DynamicTypeReport(
        faces: faces, errors: errors, scaling: DynamicTypeScaling(style: .body, maximumSize: 40),
        categories: ContentSizeCategory.allCases, scales: fuzzScales)
    for format in SingleFontFormat.allCases {
        for spec in specs { rendered(format.rawValue) { try format.reporter.render(spec) } }
        rendered(format.rawValue) { try format.reporter.render(dynamicType) }
    }
}

/// The `raster` target: text rasterized in every face and instance, each glyph's pixels through
/// the PNG encoder and decoder, and every face's label drawn.
func fuzzRaster(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    let request = RasterRequest(text: "Hx 😀\u{F004}é", pixelsPerEm: [0.0001, 21, 51.3, 300, 1_000_000])
    let (faces, _) = fuzzLibrary.readFiles(atPaths: [fuzzPath], instances: .defaultAndNamed, raster: request)
    for glyph in faces.flatMap(\.rasters).flatMap(\.glyphs) {
        var pixels: [UInt8] = []
        switch glyph.pixels {
        case .coverage(let coverage): pixels = coverage.flatMap { [0, 0, 0, $0] }
        case .color(let color): pixels = color
        }
        let image = PNGImage(width: glyph.width, height: glyph.height, pixels: pixels)
        if let bytes = try? image.encoded(), (try? PNGImage(pngBytes: bytes)) == nil {
            fatalError("a PNG fontprobe wrote does not decode")
        }
    }
    // Every face drawn as `render` draws it: lines a hostile font puts far outside the label must
    // not trap. Words are left out, to keep each input fast.
    let drawn = fuzzLibrary.readFiles(
        atPaths: [fuzzPath], instances: .defaultInstance, raster: RasterRequest(text: "Hx", pixelsPerEm: [51])
    ).faces
    if !drawn.isEmpty {
        let sheet = RenderRequest(faces: drawn, sizes: [17], scales: [3], text: "Hx", zoom: 1)
        _ = try? Sheet.render(sheet) { _, size in TextRaster(pixelsPerEm: size, glyphs: [], advance: 0, missing: []) }
    }
}

/// The `png` target: any bytes as a PNG, and what decodes encoded again.
func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard let image = try? PNGImage(pngBytes: Array(UnsafeBufferPointer(start: data, count: size))) else { return }
    _ = try? image.encoded()
}

/// Every rule on, the ones off by default (win-metrics-clip) too.
let everyRule = RuleSettings(
    Dictionary(uniqueKeysWithValues: Rule.all.map { ($0.id, RuleSettings.Setting.on) }))

/// The `audit` target: every rule over the faces, with the ink of the default characters.
func fuzzAudit(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    let (faces, errors) = fuzzLibrary.readFiles(
        atPaths: [fuzzPath], instances: .defaultAndNamed, characters: .default)
    let report = AuditReport(
        fileCount: 1, faces: faces, errors: errors, pointSize: 17, scales: fuzzScales, rules: everyRule)
    for format in AuditFormat.allCases {
        rendered(format.rawValue) { try format.reporter(color: true, width: 80).render(report) }
        rendered(format.rawValue) { try format.reporter().render(report) }
    }
}
