// libFuzzer entry point over the path `fontprobe metrics` takes: read a font file with
// FreeType, compute the report, and render it in every output format.
//
// Not a SwiftPM target: `make fuzz` compiles it together with Sources/FontProbe into one
// binary, so this file sees the library's internal declarations and needs no import of it.

import Foundation

/// One FreeType library for the whole run, created on first use.
nonisolated(unsafe) private let fuzzLibrary: FreeTypeLibrary = {
    do {
        return try FreeTypeLibrary()
    } catch {
        fatalError("FreeType could not start: \(error)")
    }
}()

/// The one file each input is written to before it is read, as the CLI reads a path.
private let fuzzPath: String = {
    let directory =
        FileManager.default.fileExists(atPath: "/dev/shm")
        ? "/dev/shm" : (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp")
    let path = "\(directory)/fontprobe-fuzz-\(getpid()).bin"
    atexit { unlink(fuzzPath) }
    return path
}()

/// Ends of the ranges the CLI accepts for --size and --scale, and a typical value in between.
private let fuzzSizes: [Double] = [0.01, 17, 10_000]
private let fuzzScales: [Double] = [0.01, 3, 100]

private func writeInput(_ data: UnsafePointer<UInt8>, _ size: Int) {
    do {
        try Data(bytes: data, count: size).write(to: URL(fileURLWithPath: fuzzPath))
    } catch {
        fatalError("cannot write \(fuzzPath): \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    writeInput(data, size)
    let (faces, errors) = fuzzLibrary.readFiles(atPaths: [fuzzPath])
    let report = MetricsReport(faces: faces, errors: errors, sizes: fuzzSizes, scales: fuzzScales)
    for error in report.errors {
        _ = error.description
    }
    for format in OutputFormat.allCases {
        do {
            _ = try format.metricsReporter.render(report)
        } catch {
            // Reporters document that they throw only for values that cannot be encoded,
            // which the computed metrics never are.
            fatalError("the \(format) reporter threw: \(error)")
        }
    }
    return 0
}
