import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// File names are bytes: the NFC and NFD spellings of `café.ttf` are two fonts, a name that is
/// not UTF-8 is read (and shown as `\xE9`), and a folder deeper than PATH_MAX fails the run by
/// name (docs/fonts.md#file-names). Through the built binary, `audit` and `check`.
struct FileNameTests {
    static let nfc = "caf\u{E9}.ttf"
    static let nfd = "cafe\u{301}.ttf"

    /// Calls `body` with `bytes` as a C string: a name exactly as the file system stores it.
    private func withRawName<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// `name` (raw bytes) in the directory `descriptor`, holding the bytes of a fixture font.
    /// Writes the fixture `fixture` under the raw file name `name`; each file of a project gets its
    /// own fixture, since two faces with one PostScript name fail `check`.
    private func write(_ name: [UInt8], in descriptor: Int32, fixture: String = "FPThousand-Regular.ttf") throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: Repository.font(fixture)))
        let file = withRawName(name) { openat(descriptor, $0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(file >= 0)
        defer { close(file) }
        let written = font.withUnsafeBytes { Foundation.write(file, $0.baseAddress!, font.count) }
        #expect(written == font.count)
    }

    /// `F/` with the two spellings of café.ttf, `caf\xE9.ttf` (Latin-1, not UTF-8), and
    /// `deep.ttf` under 22 folders of 200 bytes (over 4,400 bytes, past PATH_MAX), made with
    /// mkdirat and openat so no path is ever that long.
    private func project() throws -> (TemporaryDirectory, String) {
        let directory = try TemporaryDirectory()
        let fonts = directory.url.appendingPathComponent("F").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        var descriptor = open(fonts, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        try write(Array(Self.nfc.utf8), in: descriptor, fixture: "FPOffCurve-Regular.ttf")
        try write(Array(Self.nfd.utf8), in: descriptor, fixture: "FPSFLike-Regular.ttf")
        try write(Array("caf".utf8) + [0xE9] + Array(".ttf".utf8), in: descriptor)
        let folder = String(repeating: "d", count: 200)
        for _ in 0..<22 {
            #expect(mkdirat(descriptor, folder, 0o755) == 0)
            let next = openat(descriptor, folder, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            try #require(next >= 0)
            descriptor = next
        }
        try write(Array("deep.ttf".utf8), in: descriptor, fixture: "FPTallCyrillic-Regular.ttf")
        close(descriptor)
        return (directory, fonts)
    }

    private static let deepReason =
        "': the path is longer than the system allows (PATH_MAX), so it was not read (File name too long)"

    @Test func auditReadsEveryNameAndNamesTheFolderItCannot() throws {
        let (directory, fonts) = try project()
        defer { directory.cleanUp() }
        let result = try ProcessRun.fontprobe(["audit", fonts, "--format", "json"])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasPrefix("fontprobe: cannot read '\(fonts)/dddd") == true)
        #expect(result.stderrLines.first?.hasSuffix(Self.deepReason) == true)
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let paths = try #require((document["fonts"] as? [[String: Any]])?.compactMap { $0["path"] as? String })
        // Compared as bytes: `String`'s == takes the two spellings for one. Sorted by bytes: `\` < `e` < 0xC3.
        #expect(paths.map { Array($0.utf8) } == ["caf\\xE9.ttf", Self.nfd, Self.nfc].map { Array("\(fonts)/\($0)".utf8) })
    }

    @Test func checkReadsEveryNameAndFailsOnTheFolderItCannot() throws {
        let (directory, _) = try project()
        defer { directory.cleanUp() }
        let config = try directory.file("fontprobe.yml", contents: Data("fonts: [F]\nbaseline: false\n".utf8))
        let result = try ProcessRun.fontprobe(["check", "--config", config])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderrLines.first?.hasSuffix(Self.deepReason) == true)
        // Four files: the two spellings of café.ttf, the Latin-1 name, and the deep one, which cannot be read.
        #expect(result.stdout.hasPrefix("Check: 3 faces in 4 files from "))
        let shown = "\(directory.url.path)/F/"
        #expect(result.stdout.contains("3 other faces passed every check."))
        #expect(result.stdout.contains("FAIL  \(shown)dddd"))
    }

    /// SARIF names the file itself: by hand (RFC 3986), the Latin-1 é is the byte E9, `%E9`;
    /// the NFC é is C3 A9 and the NFD e + U+0301 is 65 CC 81. Never the shown `\xE9` (`%5CxE9`).
    @Test func sarifURIsAreTheBytes() throws {
        let (directory, _) = try project()
        defer { directory.cleanUp() }
        let config = try directory.file(
            "fontprobe.yml", contents: Data("fonts: [F/caf*.ttf]\n".utf8))  // no lockfile yet: a problem per face
        let result = try ProcessRun.fontprobe(["check", "--config", config, "--format", "sarif"])
        let document = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let uris = Set(
            (runs.first?["results"] as? [[String: Any]] ?? []).compactMap {
                ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                    as? [String: Any])?["uri"] as? String
            })
        let folder = "file://" + directory.url.path.split(separator: "/").map { String($0) }.reduce("") { $0 + "/" + $1 }
        #expect(
            uris.isSuperset(of: ["\(folder)/F/caf%E9.ttf", "\(folder)/F/caf%C3%A9.ttf", "\(folder)/F/cafe%CC%81.ttf"]), "\(uris)")
        #expect(!uris.contains { $0.contains("%5C") }, "\(uris)")
    }

    /// The two spellings of café.ttf keep a baseline each: written, read back and compared
    /// without being taken for one face listed twice.
    @Test func aBaselineKeepsBothSpellings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let fonts = directory.url.appendingPathComponent("F").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        let descriptor = open(fonts, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        try write(Array(Self.nfc.utf8), in: descriptor)
        try write(Array(Self.nfd.utf8), in: descriptor, fixture: "FPSFLike-Regular.ttf")
        close(descriptor)
        let config = try directory.file("fontprobe.yml", contents: Data("fonts: [F]\n".utf8))
        let update = try ProcessRun.fontprobe(["check", "--config", config, "--update-baseline"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stderr.contains("wrote "), "\(update.stderr)")
        #expect(update.stderr.contains(": 2 faces at 1 size"), "\(update.stderr)")
        let again = try ProcessRun.fontprobe(["check", "--config", config])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        #expect(again.stdout.hasPrefix("Check: 2 faces in 2 files from "), "\(again.stdout)")
    }

    /// `init` keeps a glob for each spelling of a folder's name: `é/` as NFC and as NFD are two
    /// folders, each with its fonts.
    @Test func initKeepsBothSpellingsOfAFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        for folder in ["\u{E9}", "e\u{301}"] {
            let path = directory.url.path + "/" + folder
            #expect(mkdir(path, 0o755) == 0)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY)
            try #require(descriptor >= 0)
            try write(Array("a.ttf".utf8), in: descriptor)
            close(descriptor)
        }
        let result = try ProcessRun.run(
            "/bin/sh", ["-c", #"cd "$1" && exec "$0" init"#, Repository.binary, directory.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try Data(contentsOf: directory.url.appendingPathComponent("fontprobe.yml"))
        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n").map { Array($0.utf8) }
        // Sorted by bytes: "e" (0x65) before "é" (0xC3 0xA9).
        #expect(
            lines.filter { $0.starts(with: Array("  - ".utf8)) }
                == ["  - e\u{301}/*.ttf", "  - \u{E9}/*.ttf"].map { Array($0.utf8) })
    }

    /// Named on the command line, the Latin-1 name is the file it names (argv is bytes), not a
    /// missing one (66).
    @Test func aNameThatIsNotUTF8CanBeGiven() throws {
        let (directory, fonts) = try project()
        defer { directory.cleanUp() }
        let result = try ProcessRun.run(
            "/bin/sh", ["-c", #"exec "$0" audit --format csv "$1$(printf '\351').ttf""#, Repository.binary, "\(fonts)/caf"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let rows = result.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.hasPrefix("\(fonts)/caf\\xE9.ttf,0,FP Thousand,Regular,") })
    }

    /// A list of paths, one per line, keeps a name that is not UTF-8 as it does from a directory.
    @Test func aListOfLinesKeepsTheBytes() throws {
        let (directory, fonts) = try project()
        defer { directory.cleanUp() }
        let list = directory.url.appendingPathComponent("list.txt")
        try Data(Array("\(fonts)/caf".utf8) + [0xE9] + Array(".ttf\n".utf8)).write(to: list)
        let result = try ProcessRun.fontprobe(["audit", "--format", "csv", "--files-from", list.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(fonts)/caf\\xE9.ttf,0,FP Thousand,Regular,"), "\(result.stdout)")
    }

    /// `-o` writes to the name given, byte for byte: `r\xE9.txt`, not the UTF-8 of a stand-in.
    @Test func theReportGoesToTheNameGiven() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let result = try ProcessRun.run(
            "/bin/sh",
            [
                "-c", #"exec "$0" metrics "$1" -o "$2$(printf '\351').txt""#, Repository.binary,
                Repository.font("FPThousand-Regular.ttf"), directory.url.path + "/r",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let name = Array((directory.url.path + "/r").utf8) + [0xE9] + Array(".txt".utf8)
        let exists = withRawName(name) { access($0, F_OK) == 0 }
        #expect(exists)
    }

    /// `--config` reads the file named, and a missing one is named with its byte shown: `c\xE9`.
    @Test func theConfigurationIsTheFileNamed() throws {
        let (directory, _) = try project()
        defer { directory.cleanUp() }
        let name = Array(directory.url.path.utf8) + Array("/c".utf8) + [0xE9] + Array(".yml".utf8)
        let file = withRawName(name) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(file >= 0)
        let text = "fonts: [F/caf\u{E9}.ttf]\nbaseline: false\n"
        _ = text.utf8CString.withUnsafeBufferPointer { Foundation.write(file, $0.baseAddress!, text.utf8.count) }
        close(file)
        let found = try ProcessRun.run(
            "/bin/sh",
            ["-c", #"exec "$0" check --config "$1$(printf '\351').yml""#, Repository.binary, directory.url.path + "/c"])
        #expect(found.status == 0, "\(found.stdout)\(found.stderr)")
        let missing = try ProcessRun.run(
            "/bin/sh",
            ["-c", #"exec "$0" check --config "$1$(printf '\351').yaml""#, Repository.binary, directory.url.path + "/c"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("there is no configuration '\(directory.url.path)/c\\xE9.yaml'"), "\(missing.stderr)")
    }

    /// Every sequence of bytes has one spelling, and comes back whole.
    @Test func bytesRoundTrip() {
        let cases: [[UInt8]] = [
            Array("café.ttf".utf8), [0x63, 0xE9, 0x2E], [0xFF, 0xFE], [0xC3], [0xED, 0xA0, 0x80],  // a surrogate
            [0xC0, 0xAF],  // an overlong "/"
            Array("\u{10FEE9}".utf8),  // a scalar of the block that stands for bytes
            Array("\u{FFFD}".utf8),  // the replacement character, as a name holds it
            [0xF0, 0x9F, 0x98],  // a cut sequence: repaired (one U+FFFD), as long as the bytes
        ]
        for bytes in cases {
            #expect(FileName.bytes(FileName.decode(bytes)) == bytes, "\(bytes)")
            // Bytes that are not contiguous take the other way to the same name.
            #expect(FileName.decode(bytes.lazy.map { $0 }) == FileName.decode(bytes), "\(bytes)")
        }
        // Names are the same when their bytes are: the NFC and NFD spellings of "café" are two.
        let names = ["", "café.ttf", "cafe\u{301}.ttf", "cafe.ttf", "café.ttf2", FileName.decode([0x63, 0xE9, 0x2E])]
        for a in names {
            for b in names {
                #expect(FileName.same(a, b) == a.utf8.elementsEqual(b.utf8), "\(a) \(b)")
            }
        }
        #expect(FileName.displayed(FileName.decode([0x63, 0xE9, 0x2E])) == "c\\xE9.")
        #expect(FileName.displayed(FileName.decode(Array("\u{10FEE9}".utf8))) == "\\xF4\\x8F\\xBB\\xA9")
    }
}
