import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// PNG through libpng: round trips, fixed bytes, files written by another tool, bad input.
struct PNGImageTests {
    static let images = Repository.root.appendingPathComponent("Fixtures/images")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: images.appendingPathComponent(name)))
    }

    /// A 4 × 3 picture whose every byte differs from its neighbours', with some transparency.
    static let sample: PNGImage = {
        var pixels: [UInt8] = []
        for index in 0..<12 {
            pixels += [UInt8(index * 20), UInt8(255 - index * 7), UInt8(index * 3 + 1), UInt8(index * 23)]
        }
        return PNGImage(width: 4, height: 3, pixels: pixels)
    }()

    @Test func roundTripKeepsEveryByte() throws {
        let decoded = try PNGImage(pngBytes: try Self.sample.encoded())
        #expect(decoded == Self.sample)
    }

    @Test func opaquePictureRoundTripsThroughRGB() throws {
        let image = PNGImage(width: 2, height: 2, pixels: [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 250, 251, 252, 255])
        let bytes = try image.encoded()
        // IHDR's colour type (byte 25 of the file: 8 signature, 4 length, 4 type, 9 into the data) is 2, RGB.
        #expect(bytes[25] == 2)
        #expect(try PNGImage(pngBytes: bytes) == image)
    }

    @Test func encodingTwiceGivesTheSameBytes() throws {
        let first = try Self.sample.encoded()
        #expect(try Self.sample.encoded() == first)
        // The PNG signature, then IHDR: 8-bit (byte 24) RGBA (colour type 6, byte 25).
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(first[24] == 8)
        #expect(first[25] == 6)
    }

    /// libpng's simplified writer marks the colour sRGB; nothing else varies from run to run.
    @Test func encodedFileHoldsOnlyHeaderColourSpacePixelsAndEnd() throws {
        let bytes = try Self.sample.encoded()
        var kinds: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            kinds.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(offset == bytes.count)
        #expect(kinds == ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    // Fixtures/images/make-images.py writes these with zlib and struct; the values are its own.

    @Test(.enabled(if: Python.path != nil, "python3 is not on PATH"))
    func scriptReproducesTheImages() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let python = try #require(Python.path)
        let script = Self.images.appendingPathComponent("make-images.py").path
        let result = try ProcessRun.run(python, [script, directory.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        let made = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(made == ["gray-2x2.png", "palette-2x1.png", "rgba-3x2.png"])
        for name in made {
            let fresh = try Data(contentsOf: directory.url.appendingPathComponent(name))
            #expect([UInt8](fresh) == (try Self.bytes(name)), "\(name) differs from what make-images.py writes")
        }
    }

    @Test func readsRGBAWrittenByAnotherTool() throws {
        let image = try PNGImage(pngBytes: try Self.bytes("rgba-3x2.png"))
        #expect(image.width == 3)
        #expect(image.height == 2)
        #expect(
            image.pixels == [
                255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0,
                10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120,
            ])
    }

    @Test func readsGreyAsOpaqueRGB() throws {
        let image = try PNGImage(pngBytes: try Self.bytes("gray-2x2.png"))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixels == [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255])
    }

    @Test func readsPaletteWithTransparency() throws {
        let image = try PNGImage(pngBytes: try Self.bytes("palette-2x1.png"))
        #expect(image.width == 2 && image.height == 1)
        #expect(Array(image.pixels[0..<4]) == [200, 100, 50, 255])
        // Entry 0 is fully transparent (tRNS 0): only its alpha is meaningful.
        #expect(image.pixels[7] == 0)
    }

    @Test(arguments: [
        ("not a PNG", [UInt8]("hello, world".utf8)),
        ("empty", []),
        ("signature only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ])
    func badBytesThrow(_ name: String, _ bytes: [UInt8]) {
        #expect(throws: PNGError.self, "\(name)") { try PNGImage(pngBytes: bytes) }
    }

    @Test func corruptFilesThrowWithLibpngsMessage() throws {
        let good = try Self.sample.encoded()
        // Truncated in the pixel data.
        #expect(throws: PNGError.self) { try PNGImage(pngBytes: Array(good.prefix(good.count - 20))) }
        // IHDR's width byte flipped: its CRC no longer matches.
        var flipped = good
        flipped[18] ^= 0x40
        let error = #expect(throws: PNGError.self) { try PNGImage(pngBytes: flipped) }
        #expect(error?.message.hasPrefix("libpng: ") == true, "\(String(describing: error))")
    }

    @Test func hugeHeaderIsRefusedBeforeAllocating() throws {
        // A valid IHDR claiming 100 000 × 100 000 pixels (10 gigapixels), then an empty IDAT and
        // IEND, each with its CRC: libpng reads the header up to the first IDAT and accepts it
        // (its own limit is a million pixels a side).
        let header: [UInt8] = [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0]
        let bytes: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + Self.chunk("IHDR", header) + Self.chunk("IDAT", []) + Self.chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGImage(pngBytes: bytes) }
        #expect(error?.message.contains("megapixels") == true, "\(String(describing: error))")
    }

    @Test func overLimitPictureIsRefused() {
        // 8193 × 8192 = 64 MiB + 8192 pixels: one row over the limit; never allocated.
        let image = PNGImage(width: 8193, height: 8192, pixels: [])
        let error = #expect(throws: PNGError.self) { try image.encoded() }
        #expect(
            error?.message == "the image is 8193 × 8192 pixels; fontprobe draws at most 64 megapixels")
        #expect(PNGImage.maximumPixels == 67_108_864)
    }

    @Test func wrongPixelCountIsRefused() {
        #expect(throws: PNGError.self) { try PNGImage(width: 2, height: 2, pixels: [0, 0, 0]).encoded() }
        #expect(throws: PNGError.self) { try PNGImage(width: 0, height: 2, pixels: []).encoded() }
    }

    /// A PNG chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = [UInt8](type.utf8) + data
        let crc = crc32(body)
        let length = UInt32(data.count)
        return [24, 16, 8, 0].map { UInt8(length >> $0 & 0xFF) } + body + [24, 16, 8, 0].map { UInt8(crc >> $0 & 0xFF) }
    }

    /// PNG's CRC-32 (ISO 3309), written out here so the test does not use zlib through libpng.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
