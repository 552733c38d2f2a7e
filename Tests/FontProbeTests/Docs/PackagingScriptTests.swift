import Foundation
import Testing

@testable import FontProbeTestSupport

/// The bundle's packaging scripts (docs/install.md#the-artifact-bundle), run with python3 on bundles
/// made here: the macOS variant claims the architectures its Mach-O header holds, no more (a binary
/// built for one claimed both); and the zip of a bundle is the same bytes however often it is made.
struct PackagingScriptTests {
    static func python(_ script: String, _ arguments: [String]) throws -> ProcessRun {
        try ProcessRun.run(
            "/usr/bin/env", ["python3", Repository.root.appendingPathComponent("Packaging/\(script)").path] + arguments)
    }

    /// A bundle holding one macOS binary that is only `header` (the script reads nothing else).
    static func bundle(macOS header: [UInt8], in directory: TemporaryDirectory) throws -> String {
        let bin = directory.url.appendingPathComponent("b/fontprobe-1.0.0-macos/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data(header + [UInt8](repeating: 0, count: 64)).write(to: bin.appendingPathComponent("fontprobe"))
        return directory.url.appendingPathComponent("b").path
    }

    static func triples(_ output: String) throws -> [String] {
        let info = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let variants = try #require(
            ((info["artifacts"] as? [String: Any])?["fontprobe"] as? [String: Any])?["variants"] as? [[String: Any]])
        return variants.flatMap { $0["supportedTriples"] as? [String] ?? [] }
    }

    @Test func macOSTriplesAreTheBinarysOwn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        // A thin arm64 binary: MH_MAGIC_64 (0xFEEDFACF) and CPU_TYPE_ARM64 (0x0100000C), little-endian.
        let thin = try Self.bundle(macOS: [0xCF, 0xFA, 0xED, 0xFE, 0x0C, 0x00, 0x00, 0x01], in: directory)
        let one = try Self.python("artifactbundle-info.py", [thin, "1.0.0"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(try Self.triples(one.stdout) == ["arm64-apple-macosx"])
        // A universal one: FAT_MAGIC, two fat_arch entries (x86_64, arm64), big-endian.
        let entry = { (cpu: UInt8) -> [UInt8] in [0x01, 0x00, 0x00, cpu] + [UInt8](repeating: 0, count: 16) }
        let fat = try Self.bundle(macOS: [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2] + entry(0x07) + entry(0x0C), in: directory)
        let both = try Self.python("artifactbundle-info.py", [fat, "1.0.0"])
        #expect(try Self.triples(both.stdout) == ["arm64-apple-macosx", "x86_64-apple-macosx"])
    }

    @Test func theZipIsReproducible() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bundle = directory.url.appendingPathComponent("x.artifactbundle")
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("v/bin"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: bundle.appendingPathComponent("info.json"))
        try Data("#!/bin/sh\n".utf8).write(to: bundle.appendingPathComponent("v/bin/tool"))
        chmod(bundle.appendingPathComponent("v/bin/tool").path, 0o755)
        let first = directory.url.appendingPathComponent("1.zip").path
        let second = directory.url.appendingPathComponent("2.zip").path
        #expect(try Self.python("reproducible-zip.py", [first, bundle.path]).status == 0)
        // Touched in between: the dates in the zip are not the files'.
        try Data("{}".utf8).write(to: bundle.appendingPathComponent("info.json"))
        #expect(try Self.python("reproducible-zip.py", [second, bundle.path]).status == 0)
        #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second))
        let listing = try ProcessRun.run("/usr/bin/env", ["python3", "-m", "zipfile", "-l", first])
        #expect(listing.stdout.contains("x.artifactbundle/info.json") && listing.stdout.contains("1980-01-01 00:00:00"))
    }
}
