import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The hand-written stand-ins kept for speed (their comments give the measurements), each
/// against the library call it replaces, and the library calls that replaced the others.
struct StandInTests {
    /// Doubles of every magnitude fontprobe prints, with exact ties and their neighbours.
    static let numbers: [Double] = {
        var generator = SplitMix64(seed: 20261123)
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e-10, 4.333333333333333, 20.287109375]
        values += [16.1865234375, 0x1p52 - 1, 0x1p52, -0x1p51, 1e15, 12345.678949999999, 0.00005, 0.00015]
        for _ in 0..<5000 {
            let units = Double(Int.random(in: -5_000_000...5_000_000, using: &generator))
            let scale = [1.0, 3, 8, 64, 1000, 2048, 1e4, 1e6][Int.random(in: 0...7, using: &generator)]
            values.append(units / scale)
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
        for value in values.prefix(2000) where value.isFinite {
            values += [value.nextUp, value.nextDown]
        }
        return values
    }()

    @Test func roundingMatchesPrintf() {
        var mismatches: [String] = []
        for value in Self.numbers where value.isFinite {
            for decimals in 0...9 {
                let printf = NumberFormatting.printed(value, decimals: decimals)
                if let rounded = NumberFormatting.rounded(value, decimals: decimals), rounded != printf {
                    mismatches.append("\(value) to \(decimals): \(rounded) vs \(printf)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Where it gives up, the printf path answers.
        #expect(NumberFormatting.rounded(.infinity, decimals: 2) == nil)
        #expect(NumberFormatting.rounded(1e300, decimals: 2) == nil)
        #expect(NumberFormatting.trimmed(2.675, decimals: 2) == "2.67")  // 2.67499999… in binary
        #expect(NumberFormatting.trimmed(-0.0001, decimals: 3) == "0")
    }

    /// Strings that share prefixes, differ in case, end early, or hold non-ASCII (bridged and
    /// native, small and large).
    static let strings: [String] = {
        var generator = SplitMix64(seed: 20261123)
        let pieces = ["a", "A", "é", "e\u{301}", "/", "Fonts", "ß", "😀", "\u{0}", "z", "ttf", "Ω", "-", "_", ""]
        var strings = ["", "a", "ab", "b", "A", "é", "e\u{301}", String(repeating: "x", count: 40)]
        for _ in 0..<3000 {
            strings.append(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        strings += strings.prefix(200).map { NSString(string: $0 + "/bridged") as String }
        return strings
    }()

    @Test func byteOrderMatchesLexicographicUTF8() {
        var mismatches = 0
        var generator = SplitMix64(seed: 20261123)
        let shuffled = Self.strings.shuffled(using: &generator)
        let pairs = Array(zip(Self.strings, shuffled)) + Array(zip(Self.strings, Self.strings))
        for (a, b) in pairs {
            if a.precedesInUTF8Order(b) != a.utf8.lexicographicallyPrecedes(b.utf8) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// `name` records: the standard library's transcoding against Foundation's `.utf16BigEndian`.
    @Test func utf16NamesMatchFoundation() {
        var generator = SplitMix64(seed: 20261123)
        var samples: [[UInt8]] = [[], [0x00], [0x00, 0x41], [0xFE, 0xFF, 0x00, 0x41], [0xD8, 0x3D, 0xDE, 0x00], [0xD8, 0x3D]]
        samples += [
            [0xDE, 0x00, 0x00, 0x41], [0x00, 0x41, 0xD8, 0x3D, 0x00, 0x41],
            Array("Lato".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ]
        for _ in 0..<5000 {
            let count = Int.random(in: 0...24, using: &generator)
            samples.append(
                (0..<count).map { index in
                    // Mostly Latin text, with high bytes that make surrogates now and then.
                    index % 2 == 0
                        ? [0x00, 0x00, 0xD8, 0xDC, 0x4E, 0x30].randomElement(using: &generator)!
                        : UInt8.random(in: 0...255, using: &generator)
                })
        }
        for bytes in samples {
            let ours = bytes.withUnsafeBufferPointer { buffer in
                SfntNames.utf16BigEndian(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count)
            }
            let foundation = String(data: Data(bytes.prefix(bytes.count / 2 * 2)), encoding: .utf16BigEndian)
            #expect(ours == foundation, "\(bytes)")
        }
    }
}
