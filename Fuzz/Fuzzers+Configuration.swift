// The fuzz targets of configurations, plists, generated Swift, HTML pictures, tokens and reports
// (Fuzzers.swift lists every target).

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
import Foundation

// MARK: - Configuration

/// The `config` target: the input as fontprobe.yml, as design tokens and as a lockfile, as `check`
/// reads them.
func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let bytes = Data(bytes: data, count: size)
    var configuration = CheckConfiguration(fonts: [])
    if let text = String(data: bytes, encoding: .utf8) {
        do throws(ConfigurationError) {
            for style in try CheckConfiguration.styles(tokens: text) {
                guard PointMetrics.sizeRange.contains(style.size), style.kern?.isFinite ?? true else {
                    fatalError("a token gave a style out of range: \(style)")
                }
            }
        } catch {
            for problem in error.problems {
                _ = problem.description(file: "tokens.json")
            }
        }
        do throws(ConfigurationError) {
            configuration = try CheckConfiguration(yaml: text)
            _ = configuration.measuredCharacters
        } catch {
            for problem in error.problems {
                _ = problem.description(file: "fontprobe.yml")
            }
        }
    }
    let checker = Checker(configuration: configuration, configurationPath: "fontprobe.yml", files: [])
    for problem in checker.unmatchedExpectations {
        _ = problem.description(file: "fontprobe.yml")
    }
    let baseline: Baseline
    do throws(BaselineError) {
        baseline = try Baseline(lockfile: bytes)
    } catch {
        _ = error.description
        return
    }
    // What a lockfile holds, written, reads back as the same baseline.
    let written: String
    do {
        written = try baseline.lockfile()
    } catch {
        fatalError("a baseline read from a lockfile cannot be written: \(error)")
    }
    do throws(BaselineError) {
        let reread = try Baseline(lockfile: Data(written.utf8))
        if reread != baseline { fatalError("a lockfile written and read back differs:\n\(written)") }
    } catch {
        fatalError("a lockfile written cannot be read back (\(error.description)):\n\(written)")
    }
    let report = checker.report(faces: [], errors: [], baseline: .loaded(baseline, path: "fontprobe.lock.json"))
    for format in CheckFormat.allCases {
        rendered(format.rawValue) { try format.reporter(color: true).render(report) }
    }
}

/// The `lockfile` target: the input as a lockfile of either version, restated from its units as
/// `check` restates a `lockVersion: 1` one, then compared with what it restates to; a lockfile that
/// is read must give finite numbers within ``LockfileBound/measurement`` and never trap
/// (docs/security.md#the-lockfile).
func fuzzLockfile(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let baseline: Baseline
    do throws(BaselineError) {
        baseline = try Baseline(lockfile: Data(bytes: data, count: size))
    } catch {
        _ = error.description
        return
    }
    let restated = baseline.restated()
    for face in restated.faces {
        for row in face.rows {
            for (key, value) in row.values {
                guard case .number(let number) = value else { continue }
                guard number.isFinite, LockfileBound.measurement.range.contains(number) else {
                    fatalError("\(face.path) restated \(key) at \(row.pointSize) pt @\(row.scale) to \(number)")
                }
            }
        }
    }
    let moves = baseline.modelMoves(to: restated)
    _ = Baseline.ModelChange(moves)
    for drift in baseline.drift(to: restated, platforms: Set(Platform.allCases)) {
        _ = (drift.message, drift.lineMessage)
    }
}

// MARK: - Info.plist, generated Swift, HTML pictures

/// The `plist` target: any bytes as an Info.plist, the binary plist walk first.
func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) {
    _ = try? AppFonts(plist: Data(bytes: data, count: size), path: "Info.plist")
}

/// The `swift` target: the Swift file of every face read, one style per face; a name from the font
/// must never bring an invisible control into it (SwiftFontsGenerator.isInvisibleControl).
func fuzzSwift(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    let (faces, _) = fuzzLibrary.readFiles(atPaths: [fuzzPath], instances: .defaultAndNamed)
    let styles = faces.compactMap { face in
        face.metrics.postScriptName.map {
            SwiftFontsGenerator.Style(
                name: face.metrics.familyName, postScriptName: $0, size: 17, lineHeight: 22, textStyle: .body,
                maximumPointSize: 40)
        }
    }
    let files = [SwiftFontsGenerator.SourceFile(path: fuzzPath, byteCount: size, hash: 0)]
    guard let source = try? SwiftFontsGenerator().generate(faces: faces, files: files, styles: styles) else { return }
    if source.unicodeScalars.contains(where: { $0 != "\n" && SwiftFontsGenerator.isInvisibleControl($0) }) {
        fatalError("the generated Swift holds an invisible control character")
    }
}

/// The `html` target: the faces read as `audit --format html` reads them, each picture drawn and
/// the page rendered with them.
func fuzzHTML(_ data: UnsafePointer<UInt8>, _ size: Int) {
    writeInput(data, size)
    let request = Specimen.rasterRequest(pointSize: 17, scale: 3)
    let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath], instances: .defaultAndNamed, raster: request)
    var pictures: [Specimens.Key: Specimens.Picture] = [:]
    for face in faces {
        if let picture = try? Specimen.picture(of: face, pointSize: 17, scale: 3) { pictures[Specimens.Key(face)] = picture }
    }
    let report = AuditReport(fileCount: 1, faces: faces, errors: errors, pointSize: 17, scales: [3], rules: everyRule)
    _ = HTMLReporter(specimens: Specimens(pointSize: 17, scale: 3, pictures: pictures)).render(report)
}

// MARK: - Names and reports

func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard let text = String(data: Data(bytes: data, count: size), encoding: .utf8) else { return }
    do throws(ConfigurationError) {
        let styles = try CheckConfiguration.styles(tokens: text)
        var total = 0
        for style in styles {
            let length = style.name.unicodeScalars.count
            if length > ConfigurationReader.maximumStyleNameLength {
                fatalError("a token made a style name of \(length) characters")
            }
            total += style.name.utf8.count
        }
        // At most 1,000 styles of at most 256 characters (4 bytes each in UTF-8).
        if total > ConfigurationReader.maximumStyles * ConfigurationReader.maximumStyleNameLength * 4 {
            fatalError("the tokens made \(total) bytes of names")
        }
    } catch {
        for problem in error.problems { _ = problem.description(file: "tokens.json") }
    }
}

/// The characters no line of a text report may hold raw (docs/fonts.md#control-characters).
func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
}

func fuzzReporters(_ data: UnsafePointer<UInt8>, _ size: Int) {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The input cut into texts at each 0xFF byte (kept within UTF-8 by decoding with replacement).
    let texts = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    func text(_ index: Int) -> String { texts.isEmpty ? "" : texts[index % texts.count] }
    var subjects: [CheckReport.Subject] = []
    for index in 0..<min(texts.count, 64) {
        let problem = CheckReport.Problem(
            check: index % 3 == 0 ? .style(text(index + 1)) : index % 3 == 1 ? .expectation(text(index + 2)) : .baseline,
            severity: Severity.allCases[index % Severity.allCases.count], fails: index % 2 == 0, message: text(index + 3),
            drift: index % 3 == 2
                ? Drift(path: text(index), faceIndex: index, field: text(index + 4), old: .string(text(index + 5)), new: .number(1))
                : nil)
        subjects.append(
            CheckReport.Subject(
                path: text(index), faceIndex: index % 4 == 0 ? nil : index, instance: index % 5 == 0 ? text(index + 6) : nil,
                title: text(index + 7), outcomes: [CheckReport.Outcome(check: problem.check, problems: [problem])]))
    }
    let report = CheckReport(
        configurationPath: text(0), configuration: CheckConfiguration(fonts: []), baselinePath: text(1),
        baselineWritten: false, subjects: subjects, readErrors: [])
    for format in CheckFormat.allCases {
        let output: String
        do {
            output = try format.reporter(color: false).render(report)
        } catch {
            continue
        }
        // Each name is at most the input; a report repeats it a bounded number of times.
        if output.utf8.count > 64 * size + 1 << 20 {
            fatalError("\(format.rawValue): \(output.utf8.count) bytes from \(size)")
        }
        guard format == .text || format == .github || format == .xcode else { continue }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.unicodeScalars.contains(where: isHidden) {
                fatalError("\(format.rawValue) wrote a raw control character: \(line.debugDescription)")
            }
            if format == .text && line.hasPrefix("::") { fatalError("text wrote a workflow command: \(line)") }
        }
    }
}
