import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Bad input gives one clear reason naming the file, never a crash.
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: Data
        var reasonContains: String
        var testDescription: String { name }
    }

    static let goodFont: Data = (try? Data(contentsOf: URL(fileURLWithPath: Repository.font("FPSFLike-Regular.ttf")))) ?? Data()

    static let cases: [Case] = [
        Case(name: "empty file", contents: Data(), reasonContains: "the file is empty"),
        Case(name: "text file named .ttf", contents: Data("hello, this is not a font\n".utf8), reasonContains: "not a font file"),
        Case(name: "one byte", contents: Data([0]), reasonContains: "not a font file"),
        Case(name: "sfnt magic only", contents: Data([0, 1, 0, 0]), reasonContains: "the file is truncated"),
        Case(
            name: "truncated after the table directory", contents: goodFont.prefix(200), reasonContains: "the file is truncated"),
    ]

    @Test(arguments: cases)
    func unreadableFile(_ c: Case) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("bad.ttf", contents: c.contents)
        #expect {
            try FreeTypeLibrary().readFile(atPath: path)
        } throws: { error in
            guard let error = error as? FontReadError else { return false }
            return error.kind == .unreadable && error.path == path && error.reason.contains(c.reasonContains)
                && error.description.hasPrefix("cannot read '\(path)': ")
        }
    }

    @Test func symlinkToAFontIsFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let link = directory.url.appendingPathComponent("link.ttf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Repository.font("FPSFLike-Regular.ttf"))
        let file = try FreeTypeLibrary().readFile(atPath: link)
        #expect(file.faces.map(\.metrics.unitsPerEm) == [2048])
    }

    @Test func symlinkLoop() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let a = directory.url.appendingPathComponent("a.ttf").path
        let b = directory.url.appendingPathComponent("b.ttf").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(throws: FontReadError(path: a, reason: "too many levels of symbolic links (a symlink loop?)")) {
            try FreeTypeLibrary().readFile(atPath: a)
        }
    }

    @Test(arguments: ["/dev/null", "/dev/zero"])
    func deviceIsRefusedWithoutReading(path: String) throws {
        #expect(throws: FontReadError(path: path, reason: "it is not a regular file (a FIFO, socket or device)")) {
            try FreeTypeLibrary().readFile(atPath: path)
        }
    }

    @Test func fifoIsRefusedWithoutHanging() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("pipe.ttf").path
        try #require(mkfifo(path, 0o644) == 0)
        #expect(throws: FontReadError(path: path, reason: "it is not a regular file (a FIFO, socket or device)")) {
            try FreeTypeLibrary().readFile(atPath: path)
        }
    }

    @Test func unitsPerEmFreeTypeRefusesIsNamed() throws {
        // FPSFLike with head.unitsPerEm (head offset + 18) set to 0: FreeType calls the table broken.
        var bytes = [UInt8](Self.goodFont)
        let headOffset = try #require(Self.tableOffset("head", in: bytes))
        bytes[headOffset + 18] = 0
        bytes[headOffset + 19] = 0
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("upm0.ttf", contents: Data(bytes))
        #expect {
            try FreeTypeLibrary().readFile(atPath: path)
        } throws: { error in
            (error as? FontReadError)?.reason == "head.unitsPerEm is 0; FreeType accepts only 16 to 16384"
        }
    }

    @Test func pathWithANewlineStaysOnOneLine() {
        let error = FontReadError(path: "bad\nname.ttf", reason: "the file is empty")
        #expect(error.description == "cannot read 'bad\\nname.ttf': the file is empty")
    }

    /// The offset of table `tag` from the SFNT table directory (OpenType spec, "Table Directory").
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if String(decoding: bytes[record..<(record + 4)], as: UTF8.self) == tag {
                return bytes[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
            }
        }
        return nil
    }

    @Test func missingFile() throws {
        #expect(throws: FontReadError(path: "/nonexistent/font.ttf", kind: .notFound, reason: "no such file")) {
            try FreeTypeLibrary().readFile(atPath: "/nonexistent/font.ttf")
        }
    }

    @Test func directory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("x.ttf").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: FontReadError(path: path, reason: "it is a directory, not a font file")) {
            try FreeTypeLibrary().readFile(atPath: path)
        }
    }

    @Test func faceIndexOutOfRange() throws {
        let path = Repository.font("FPSFLike-Regular.ttf")
        #expect(
            throws: FontReadError(
                path: path, kind: .invalidSelection, reason: "there is no face 3; the file has 1 face (index 0)")
        ) {
            try FreeTypeLibrary().readFile(atPath: path, faceIndex: 3)
        }
    }
}
