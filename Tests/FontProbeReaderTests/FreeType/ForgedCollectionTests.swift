import Foundation
import Testing

@testable import FontProbeTestSupport

/// Forged collections (docs/fonts.md#limits), generated at test time: a header that lists more
/// faces than fontprobe reads or than the file can hold is one line for the whole file; faces that
/// repeat one table directory, or fail for one reason, are one line for all of them. Every run
/// must finish: `ProcessRun` ends it past its processor-time limit (or its hang guard) and records
/// an issue. What each test means by bounded is counted: lines, faces, errors.
struct ForgedCollectionTests {

    /// FPSFLike-Regular.ttf; a missing fixture stops the test that reads it, with its reason.
    static var font: Data {
        get throws { try Data(contentsOf: URL(fileURLWithPath: Repository.font("FPSFLike-Regular.ttf"))) }
    }

    /// The header: `ttcf`, version 1.0, numFonts 0x1FFFFFF0 (536,870,896), then sparse
    /// zeros to 256 MiB, under the 512 MiB a font may be (the 2 GiB file is now refused for
    /// its size, `LargeFontFileTests`). The limit of 1024 faces stops it before any offset is read.
    /// Every command gives the same one line and exit 2.
    @Test func headerListingHalfABillionFaces() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file("h.ttc", contents: Data([0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0x1F, 0xFF, 0xFF, 0xF0]))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 1 << 28)
        try handle.close()
        let line = "fontprobe: cannot read '\(path)': the collection header lists 536870896 faces; fontprobe reads at most 1024\n"
        _ = try directory.file("fontprobe.yml", contents: Data("fonts: h.ttc\nbaseline: false\n".utf8))
        let commands = [
            ["metrics", path], ["metrics", path, "--face", "3"], ["spec", path, "--size", "17", "--line-height", "20"],
            ["dynamic-type", path, "--style", "body"], ["glyph", path, "--char", "A", "--size", "17"],
            ["audit", path, "--format", "json"],
            ["check", "--config", directory.url.appendingPathComponent("fontprobe.yml").path],
        ]
        for arguments in commands {
            let result = try ProcessRun.fontprobe(arguments)
            try #require(!result.timedOut)
            #expect(result.status == 2, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr == line, "\(arguments[0])")
        }
    }

    /// 1025 faces, one past the limit, in a file with room for them (1025 × 32 = 32,800 bytes).
    @Test func oneFaceTooMany() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "many.ttc", contents: Self.collection(faceOffsets: Array(repeating: 0, count: 1025), size: 32_800))
        let result = try ProcessRun.fontprobe(["audit", path, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "fontprobe: cannot read '\(path)': the collection header lists 1025 faces; fontprobe reads at most 1024\n")
        let errors = try #require(JSON.object(result.stdout)?["errors"] as? [Any])
        #expect(errors.count == 1)
    }

    /// 1000 faces in 16,384 bytes: each face needs its 4-byte offset and a directory of one
    /// table (28 bytes), so the file holds at most 16,384 / 32 = 512.
    @Test func moreFacesThanTheFileHolds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "room.ttc", contents: Self.collection(faceOffsets: Array(repeating: 0, count: 1000), size: 16_384))
        let result = try ProcessRun.fontprobe(["metrics", path])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        #expect(
            result.stderr == "fontprobe: cannot read '\(path)': the collection header lists 1000 faces, "
                + "more than a file of 16384 bytes can hold (at most 512, at 32 bytes a face)\n")
    }

    /// 1000 faces that all list the table directory of one good font: face 0 is reported, and
    /// faces 1 to 999 are one error, in stderr and in the JSON of `metrics` and `audit`.
    @Test func facesRepeatingOneDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let path = try directory.file(
            "same.ttc",
            contents: Self.collection(faceOffsets: Array(repeating: 0, count: 1000), body: try Self.font, size: 32_000))
        let line = "fontprobe: cannot read '\(path)' (faces 1…999): it lists the same table directory as face 0\n"
        for command in ["metrics", "audit"] {
            let result = try ProcessRun.fontprobe([command, path, "--format", "json"])
            try #require(!result.timedOut)
            #expect(result.status == 2)
            #expect(result.stderr == line, "\(command)")
            let document = try #require(JSON.object(result.stdout))
            #expect((document["fonts"] as? [Any])?.count == 1, "\(command)")
            #expect((document["errors"] as? [Any])?.count == 1, "\(command)")
        }
    }

    /// Face 0 is good; faces 1 to 10 each list one table, at offset 0 and 100,000 + k bytes long,
    /// past the end of the file: ten different reasons. The first seven are a line each; the faces
    /// of the other three share the eighth (`FontFile.maximumFaceErrors` is 8), which counts their
    /// reasons and gives the first.
    @Test func manyReasonsAreBounded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        // After the font, ten directories of one table (12 + 16 bytes each).
        var body = try Self.font
        for k in 1...10 {
            body += Self.bytes(0x0001_0000, 4) + Self.bytes(1, 2) + Data(count: 6)
            body += Data("head".utf8) + Self.bytes(0, 4) + Self.bytes(0, 4) + Self.bytes(UInt32(100_000 + k), 4)
        }
        let fontSize = try Self.font.count
        let offsets = [0] + (0..<10).map { fontSize + 28 * $0 }
        let path = try directory.file("reasons.ttc", contents: Self.collection(faceOffsets: offsets, body: body))
        // The header (12 + 4 × 11 = 56 bytes), the font and the ten directories (280 bytes).
        let size = 56 + fontSize + 280
        let result = try ProcessRun.fontprobe(["metrics", path, "--format", "json"])
        try #require(!result.timedOut)
        #expect(result.status == 2)
        var expected = (1...7).map { k in
            "fontprobe: cannot read '\(path)' (face \(k)): the file is truncated: its tables need \(100_000 + k) bytes but it has \(size)"
        }
        expected.append(
            "fontprobe: cannot read '\(path)' (faces 8…10): 3 different reasons; the first: "
                + "the file is truncated: its tables need 100008 bytes but it has \(size)")
        #expect(result.stderrLines == expected)
        let document = try #require(JSON.object(result.stdout))
        #expect((document["fonts"] as? [Any])?.count == 1)
        #expect((document["errors"] as? [Any])?.count == 8)
    }

    /// A collection whose faces start at `faceOffsets` (bytes into `body`, which follows the
    /// header), zero-padded to `size` bytes when given. `body`, when not empty, starts with a font,
    /// whose table offsets are moved by the header's length so that they stay right.
    static func collection(faceOffsets: [Int], body: Data = Data(), size: Int? = nil) -> Data {
        let header = 12 + 4 * faceOffsets.count
        var data = Data("ttcf".utf8) + bytes(0x0001_0000, 4) + bytes(UInt32(faceOffsets.count), 4)
        for offset in faceOffsets { data += bytes(UInt32(header + offset), 4) }
        var moved = body
        if body.count >= 6 {
            let tableCount = Int(body[4]) << 8 | Int(body[5])
            for record in 0..<tableCount {
                let at = 12 + 16 * record + 8
                let offset = moved[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
                moved.replaceSubrange(at..<at + 4, with: bytes(UInt32(offset + header), 4))
            }
        }
        data += moved
        if let size, data.count < size { data += Data(count: size - data.count) }
        return data
    }

    /// `value` as `count` big-endian bytes.
    static func bytes(_ value: UInt32, _ count: Int) -> Data {
        Data((0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) })
    }
}
