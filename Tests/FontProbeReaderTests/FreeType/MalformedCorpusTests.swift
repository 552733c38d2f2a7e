import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe metrics` over the generated corpus in `Fixtures/malformed` (see its README.md):
/// every file gives one stderr line naming it and exit 2, or, for a bit flip FreeType can read
/// around, a normal report. Nothing may crash or hang.
struct MalformedCorpusTests {
    static let folder = Repository.root.appendingPathComponent("Fixtures/malformed")

    /// Every corpus file, sorted; the generator, the README and any folder (`__pycache__`) are not part of it.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path(name), isDirectory: &isDirectory)
            return exists && !name.hasPrefix(".") && name != "make-malformed.py" && name != "README.md"
                && !isDirectory.boolValue
        }.sorted()
    }()

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Only a bit flip may leave everything FreeType needs intact, and a hostile value is in a
    /// font that is otherwise whole.
    static func mayBeReadable(_ name: String) -> Bool { name.hasPrefix("bitflip-") || name.hasPrefix("hostile-") }

    @Test func corpusIsThere() throws {
        #expect(Self.files.count >= 50, "run python3 Fixtures/malformed/make-malformed.py")
        let expected = [
            "empty.ttf", "one-byte.ttf", "magic-only.otf", "numtables-65535.ttf", "upm-0.ttf", "fake.ttc", "fake.woff2",
        ]
        for name in expected {
            #expect(Self.files.contains(name), "\(name) is missing from Fixtures/malformed")
        }
        #expect(Self.files.filter { $0.hasPrefix("bitflip-") }.count == 20)
        let bytes = try Self.files.reduce(0) { total, name in
            total + (try FileManager.default.attributesOfItem(atPath: Self.path(name))[.size] as? Int ?? 0)
        }
        #expect(bytes < 300_000)
    }

    @Test(.enabled(if: Python.path != nil, "python3 is not on PATH"))
    func scriptReproducesTheCorpus() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let python = try #require(Python.path)
        let script = Self.folder.appendingPathComponent("make-malformed.py").path
        let result = try ProcessRun.run(python, [script, directory.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let made = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(made == Self.files)
        for name in made {
            let fresh = try Data(contentsOf: directory.url.appendingPathComponent(name))
            let stored = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(fresh == stored, "\(name) differs from what make-malformed.py writes")
        }
    }

    /// The reason in `fontprobe: cannot read '<path>': <reason>` (a collection's face error adds
    /// ` (face N)` after the path), or `nil` when `line` does not have that form or the reason is empty.
    static func reason(in line: String, path: String) -> String? {
        let prefix = "fontprobe: cannot read '\(path)'"
        guard line.hasPrefix(prefix) else { return nil }
        var rest = line.dropFirst(prefix.count)
        if let face = rest.prefixMatch(of: /^ \(face \d+\)/) { rest = rest[face.range.upperBound...] }
        guard rest.hasPrefix(": ") else { return nil }
        let reason = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
        return reason.isEmpty ? nil : reason
    }

    @Test(arguments: files)
    func eachFileAlone(_ name: String) throws {
        let path = Self.path(name)
        let result = try ProcessRun.fontprobe(["metrics", path, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.exited, "\(name) killed by signal \(result.status); stderr: \(result.stderr)")
        if Self.mayBeReadable(name) && result.status == 0 {
            #expect(result.stderr == "")
            let document = try #require(JSON.object(result.stdout), "stdout is not JSON: \(result.stdout)")
            let fonts = try #require(document["fonts"] as? [[String: Any]])
            #expect(fonts.count == 1)
            #expect(fonts.first?["path"] as? String == path)
            #expect(fonts.first?["unitsPerEm"] is Int)
            #expect((document["errors"] as? [Any])?.isEmpty == true)
        } else {
            #expect(result.status == 2)
            let lines = result.stderrLines
            #expect(lines.count == 1, "\(name): \(lines.count) stderr lines:\n\(result.stderr)")
            let line = try #require(lines.first)
            #expect(Self.reason(in: line, path: path) != nil, "not `fontprobe: cannot read '<path>': <reason>`: \(line)")
            let document = try #require(JSON.object(result.stdout), "stdout is not JSON: \(result.stdout)")
            #expect((document["fonts"] as? [Any])?.isEmpty == true)
        }
    }

    /// Every file drawn alone: a picture, or one line naming the file and the reason (exit 2), or a
    /// usage error for a picture too large to draw (64); never a signal. The hostile fonts put the
    /// cap line or the ascender far outside the label.
    @Test(arguments: files)
    func eachFileDrawn(_ name: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let png = directory.url.appendingPathComponent("sheet.png").path
        let result = try ProcessRun.fontprobe(["render", Self.path(name), "--text", "Hx", "-o", png])
        try #require(!result.timedOut)
        #expect(result.exited, "\(name) killed by signal \(result.status); stderr: \(result.stderr)")
        #expect([0, 2, 64].contains(result.status), "\(name): exit \(result.status): \(result.stderr)")
        if name.hasPrefix("hostile-") {
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: png))
        }
    }

    /// The HTML audit of the whole corpus draws a picture of every face it can and goes on: exit 2
    /// for the unreadable files, and a page.
    @Test func htmlAuditOfTheCorpus() throws {
        let result = try ProcessRun.fontprobe(["audit", "--quiet", "--format", "html", Self.folder.path])
        try #require(!result.timedOut)
        #expect(result.exited, "killed by signal \(result.status); stderr: \(result.stderr)")
        #expect(result.status == 2)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("hostile-cap-height-below.ttf"))
    }

    /// One bad file must not stop the others: the good font is still reported.
    @Test func batchGoesOn() throws {
        let good = Repository.font("FPSFLike-Regular.ttf")
        let paths = Self.files.map(Self.path)
        let result = try ProcessRun.fontprobe(["metrics"] + paths + [good, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.exited, "killed by signal \(result.status); stderr: \(result.stderr)")
        #expect(result.status == 2)
        let document = try #require(JSON.object(result.stdout), "stdout is not JSON")
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        let reported = fonts.compactMap { $0["path"] as? String }
        #expect(reported.last == good)
        let errors = try #require(document["errors"] as? [[String: Any]])
        let lines = result.stderrLines
        #expect(lines.count == errors.count)
        var namedLines = 0
        for name in Self.files {
            let path = Self.path(name)
            let named = lines.filter { Self.reason(in: $0, path: path) != nil }.count
            namedLines += named
            let wasReported = reported.contains(path)
            if Self.mayBeReadable(name) {
                #expect((named == 1) != wasReported, "\(name): \(named) stderr lines, reported: \(wasReported)")
            } else {
                #expect(named == 1, "\(name): \(named) stderr lines")
                #expect(!wasReported, "\(name) was reported as a font")
            }
        }
        #expect(namedLines == lines.count, "some stderr lines name no corpus file:\n\(result.stderr)")
    }

    @Test func directoryNamedLikeAFont() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("x.ttf").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let result = try ProcessRun.fontprobe(["metrics", path, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("fontprobe: cannot read '\(path)': ") == true)
    }

    @Test func missingPathIs66() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("missing.ttf").path
        let result = try ProcessRun.fontprobe(["metrics", path, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 66)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("fontprobe: cannot read '\(path)': ") == true)
    }

    /// As root, mode 000 does not stop reading, so root runs the binary as nobody (uid 65534).
    @Test(
        .enabled(
            if: Unprivileged.prefix != nil,
            "running as root without a way to drop to uid 65534 (setpriv missing, or the binary is not reachable for that user); chmod 000 would not stop root reading"
        )
    )
    func unreadableFileIsPermissionDenied() throws {
        let prefix = try #require(Unprivileged.prefix)
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        let path = try directory.file(
            "secret.ttf", contents: Data(contentsOf: URL(fileURLWithPath: Repository.font("FPSFLike-Regular.ttf"))))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let command = prefix + [Repository.binary, "metrics", path, "--format", "json"]
        let result = try ProcessRun.run(command[0], Array(command.dropFirst()))
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(result.stderr == "fontprobe: cannot read '\(path)': permission denied\n")
    }
}
