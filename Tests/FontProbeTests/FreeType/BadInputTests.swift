import FontProbe
import Foundation
import Testing

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
            try FreeTypeLibrary().readFaces(atPath: path)
        } throws: { error in
            guard let error = error as? FontReadError else { return false }
            return error.kind == .unreadable && error.path == path && error.reason.contains(c.reasonContains)
                && error.description.hasPrefix("cannot read '\(path)': ")
        }
    }

    @Test func missingFile() throws {
        #expect(throws: FontReadError(path: "/nonexistent/font.ttf", kind: .notFound, reason: "no such file")) {
            try FreeTypeLibrary().readFaces(atPath: "/nonexistent/font.ttf")
        }
    }

    @Test func directory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = directory.url.appendingPathComponent("x.ttf").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: FontReadError(path: path, reason: "it is a directory, not a font file")) {
            try FreeTypeLibrary().readFaces(atPath: path)
        }
    }

    @Test func faceIndexOutOfRange() throws {
        let path = Repository.font("FPSFLike-Regular.ttf")
        #expect(
            throws: FontReadError(
                path: path, kind: .faceIndexOutOfRange, reason: "there is no face 3; the file has 1 face (index 0)")
        ) {
            try FreeTypeLibrary().readFaces(atPath: path, faceIndex: 3)
        }
    }
}
