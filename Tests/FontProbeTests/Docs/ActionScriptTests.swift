import Foundation
import Testing

@testable import FontProbeTestSupport

/// The `run:` scripts of action.yml, run here with bash as the runner runs them (docs/ci.md#the-action):
/// `version` is "source" or a version number, never a second output line; the cache key names the
/// action's repository and ref; a release without a shipped checksum is not downloaded; and the
/// `arguments` input is split at whitespace, never globbed.
struct ActionScriptTests {
    /// The `run:` block of the step named `name`, as the text bash gets.
    static func script(_ name: String) throws -> String {
        let lines = try String(contentsOf: Repository.root.appendingPathComponent("action.yml"), encoding: .utf8)
            .components(separatedBy: "\n")
        let step = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" })
        let run = try #require(lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run].prefix { $0 == " " }.count
        var body: [String] = []
        for line in lines[(run + 1)...] {
            let spaces = line.prefix { $0 == " " }.count
            if !line.trimmingCharacters(in: .whitespaces).isEmpty && spaces <= indent { break }
            body.append(String(line.dropFirst(min(spaces, indent + 2))))
        }
        return body.joined(separator: "\n")
    }

    /// Runs `script` with bash in `directory`, with `environment` added; its status, stdout and stderr.
    static func bash(_ script: String, in directory: URL, _ environment: [String: String]) throws -> CommandResult {
        let file = directory.appendingPathComponent("step.sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try ProcessRun.run("/bin/bash", [file.path], in: directory, environment: environment)
    }

    @Test func versionIsValidatedAndTheKeyNamesTheAction() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let action = directory.url.appendingPathComponent("_actions/acme/fontprobe/v1")
        try FileManager.default.createDirectory(at: action, withIntermediateDirectories: true)
        let output = directory.url.appendingPathComponent("output")
        let script = try Self.script("Describe fontprobe")
        var environment = [
            "GITHUB_ACTION_PATH": action.path, "GITHUB_OUTPUT": output.path, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
            "ImageOS": "ubuntu24", "ImageVersion": "20261101",
        ]
        for forged in ["0.1.0\nkey=evil", "latest", "../../x", "1.2", "1.2.3 ; rm -rf /", ""] {
            environment["VERSION"] = forged
            let result = try Self.bash(script, in: directory.url, environment)
            #expect(result.status == 64, "\(forged)")
            #expect(!FileManager.default.fileExists(atPath: output.path), "\(forged)")
        }
        // The default, a build from the action's own sources, hashed (no Package.resolved in the checkout).
        try FileManager.default.createDirectory(at: action.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: action.appendingPathComponent("Package.swift"))
        try Data("print(1)\n".utf8).write(to: action.appendingPathComponent("Sources/main.swift"))
        environment["VERSION"] = "source"
        let source = try Self.bash(script, in: directory.url, environment)
        #expect(source.status == 0, "\(source.stderr)")
        let keys = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            keys.last?.wholeMatch(of: #/key=fontprobe-acme/fontprobe-v1-ubuntu24-20261101-X64-source-[0-9a-f]{16}/#) != nil,
            "\(keys)")
        try FileManager.default.removeItem(at: output)
        environment["VERSION"] = "0.2.1-beta.1"
        let valid = try Self.bash(script, in: directory.url, environment)
        #expect(valid.status == 0, "\(valid.stderr)")
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "repository=acme/fontprobe", "ref=v1", "key=fontprobe-acme/fontprobe-v1-ubuntu24-20261101-X64-0.2.1-beta.1",
            ])
    }

    @Test func aReleaseWithoutAShippedChecksumIsNotDownloaded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let action = directory.url.appendingPathComponent("action")
        try FileManager.default.createDirectory(
            at: action.appendingPathComponent("Packaging"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Packaging/release-checksums.txt"),
            to: action.appendingPathComponent("Packaging/release-checksums.txt"))
        // A curl that would fail the test if it were run.
        let bin = directory.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho called > \"$0.called\"\nexit 1\n".write(
            to: bin.appendingPathComponent("curl"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("curl").path, 0o755)
        let result = try Self.bash(
            try Self.script("Install fontprobe"), in: directory.url,
            [
                "VERSION": "9.9.9", "REPOSITORY": "acme/fontprobe", "GITHUB_ACTION_PATH": action.path,
                "RUNNER_TEMP": directory.url.path, "PATH": "\(bin.path):/usr/bin:/bin",
            ])
        #expect(result.status == 66)
        #expect(result.stderr.contains("ships no checksum for fontprobe-9.9.9.artifactbundle.zip"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bin.appendingPathComponent("curl.called").path))
    }

    @Test func argumentsAreNotGlobbed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file("a.ttf", contents: Data())
        // A fontprobe that prints its arguments, one per line, where the action installs it.
        let bin = directory.url.appendingPathComponent("fontprobe-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n".write(
            to: bin.appendingPathComponent("fontprobe"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("fontprobe").path, 0o755)
        let result = try Self.bash(
            try Self.script("Check the fonts"), in: directory.url,
            ["CONFIG": "fontprobe.yml", "ARGUMENTS": "*.ttf  --update-baseline", "RUNNER_TEMP": directory.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n") == [
                "check", "--config", "fontprobe.yml", "--format", "github", "*.ttf", "--update-baseline",
            ])
        // An `arguments: |` block: every line's words.
        let lines = try Self.bash(
            try Self.script("Check the fonts"), in: directory.url,
            ["CONFIG": "fontprobe.yml", "ARGUMENTS": "--update-baseline\n*.ttf\n", "RUNNER_TEMP": directory.url.path])
        #expect(
            lines.stdout.split(separator: "\n") == [
                "check", "--config", "fontprobe.yml", "--format", "github", "--update-baseline", "*.ttf",
            ])
        let none = try Self.bash(
            try Self.script("Check the fonts"), in: directory.url,
            ["CONFIG": "fontprobe.yml", "ARGUMENTS": "", "RUNNER_TEMP": directory.url.path])
        #expect(none.stdout.split(separator: "\n") == ["check", "--config", "fontprobe.yml", "--format", "github"])
    }

    /// The action changes no PATH (zizmor's github-env): each step names the binary by its path,
    /// and later steps get it as the output `fontprobe`.
    @Test func theActionWritesNoPath() throws {
        let action = try String(contentsOf: Repository.root.appendingPathComponent("action.yml"), encoding: .utf8)
        #expect(!action.contains(">> \"$GITHUB_PATH\"") && !action.contains(">> \"$GITHUB_ENV\""))
        #expect(!action.contains("\n        fontprobe "))
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bin = directory.url.appendingPathComponent("fontprobe-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"fontprobe 9.9.9\"\n".write(
            to: bin.appendingPathComponent("fontprobe"), atomically: true, encoding: .utf8)
        chmod(bin.appendingPathComponent("fontprobe").path, 0o755)
        let output = directory.url.appendingPathComponent("output")
        let shown = try Self.bash(
            try Self.script("Show fontprobe"), in: directory.url,
            ["RUNNER_TEMP": directory.url.path, "GITHUB_OUTPUT": output.path])
        #expect(shown.status == 0 && shown.stdout == "fontprobe 9.9.9\n", "\(shown.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "path=\(bin.path)/fontprobe\n")
    }
}
