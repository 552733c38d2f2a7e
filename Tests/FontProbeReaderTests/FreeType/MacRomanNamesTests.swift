import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Names stored in Mac Roman (platform 1, encoding 0, language 0), decoded as Python's
/// `mac_roman` codec (Apple's ROMAN.TXT) decodes them, on every platform.
struct MacRomanNamesTests {
    /// `bytes(range(0x80, 0x100)).decode("mac_roman")` in Python 3, each character written as
    /// its scalar.
    static let pythonHigh =
        "\u{C4}\u{C5}\u{C7}\u{C9}\u{D1}\u{D6}\u{DC}\u{E1}\u{E0}\u{E2}\u{E4}\u{E3}\u{E5}\u{E7}\u{E9}\u{E8}"
        + "\u{EA}\u{EB}\u{ED}\u{EC}\u{EE}\u{EF}\u{F1}\u{F3}\u{F2}\u{F4}\u{F6}\u{F5}\u{FA}\u{F9}\u{FB}\u{FC}"
        + "\u{2020}\u{B0}\u{A2}\u{A3}\u{A7}\u{2022}\u{B6}\u{DF}\u{AE}\u{A9}\u{2122}\u{B4}\u{A8}\u{2260}\u{C6}\u{D8}"
        + "\u{221E}\u{B1}\u{2264}\u{2265}\u{A5}\u{B5}\u{2202}\u{2211}\u{220F}\u{3C0}\u{222B}\u{AA}\u{BA}\u{3A9}\u{E6}\u{F8}"
        + "\u{BF}\u{A1}\u{AC}\u{221A}\u{192}\u{2248}\u{2206}\u{AB}\u{BB}\u{2026}\u{A0}\u{C0}\u{C3}\u{D5}\u{152}\u{153}"
        + "\u{2013}\u{2014}\u{201C}\u{201D}\u{2018}\u{2019}\u{F7}\u{25CA}\u{FF}\u{178}\u{2044}\u{20AC}\u{2039}\u{203A}\u{FB01}\u{FB02}"
        + "\u{2021}\u{B7}\u{201A}\u{201E}\u{2030}\u{C2}\u{CA}\u{C1}\u{CB}\u{C8}\u{CD}\u{CE}\u{CF}\u{CC}\u{D3}\u{D4}"
        + "\u{F8FF}\u{D2}\u{DA}\u{DB}\u{D9}\u{131}\u{2C6}\u{2DC}\u{AF}\u{2D8}\u{2D9}\u{2DA}\u{B8}\u{2DD}\u{2DB}\u{2C7}"

    /// Every byte from 0x80 to 0xFF, one at a time, so a wrong entry names its byte.
    @Test(arguments: 0x80...0xFF)
    func highByteDecodesAsPythonDoes(_ byte: Int) {
        let expected = Array(Self.pythonHigh.unicodeScalars)[byte - 0x80]
        #expect(
            MacRoman.decode([UInt8(byte)]).unicodeScalars.map(\.value) == [expected.value],
            "byte 0x\(String(byte, radix: 16, uppercase: true))")
    }

    /// Bytes below 0x80 are ASCII (Python: `bytes(range(0x80)).decode("mac_roman")` is the same
    /// as ASCII), and a whole run of bytes decodes in order.
    @Test func asciiAndRuns() {
        let ascii = (0..<0x80).map { UInt8($0) }
        #expect(MacRoman.decode(ascii).unicodeScalars.map(\.value) == (0..<0x80).map { UInt32($0) })
        #expect(MacRoman.decode([]) == "")
        #expect(MacRoman.decode((0x80...0xFF).map { UInt8($0) }) == Self.pythonHigh)
    }

    /// Name ID 4 of FPMacRoman-Regular.ttf as fontTools reads its bytes
    /// (`font["name"].getName(4, 1, 0, 0).toBytes()`), and the text Python decodes from them.
    @Test func fixtureFullName() {
        let bytes: [UInt8] = [
            0x46, 0x50, 0x20, 0x43, 0x72, 0x8F, 0x6D, 0x65, 0x20, 0x42, 0x72, 0x9E, 0x6C, 0x8E, 0x65, 0xAA, 0x20, 0x52,
            0x8E, 0x67, 0x75, 0x6C, 0x69, 0x65, 0x72, 0x20, 0xA9, 0x20, 0xD2, 0xCE, 0x75, 0x76, 0x72, 0x65, 0xD3, 0x20,
            0xD0, 0x20, 0xDB,
        ]
        #expect(
            MacRoman.decode(bytes)
                == "FP Cr\u{E8}me Br\u{FB}l\u{E9}e\u{2122} R\u{E9}gulier \u{A9} \u{201C}\u{152}uvre\u{201D} \u{2013} \u{20AC}")
    }

    /// The fixture has no name records but Mac Roman ones (Fixtures/fonts/README.md), so the
    /// family, style and PostScript names come from them: the values make-fixtures.py writes.
    @Test func fixtureNamesAreRead() throws {
        let face = try #require(FreeTypeLibrary().readFile(atPath: Repository.font("FPMacRoman-Regular.ttf")).faces.first)
        #expect(face.metrics.familyName == "FP Cr\u{E8}me Br\u{FB}l\u{E9}e")
        #expect(face.metrics.styleName == "R\u{E9}gulier")
        #expect(face.metrics.postScriptName == "FPCremeBrulee-Regulier")
    }
}
